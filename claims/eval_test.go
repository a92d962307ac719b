package claims

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// evalCase is one labelled conversation (dev.jsonl and the corpus format).
type evalCase struct {
	ID       json.RawMessage `json:"id"`
	Label    string          `json:"label"`
	Family   string          `json:"family"`
	Lang     string          `json:"lang"`
	Tools    json.RawMessage `json:"tools"`
	Messages json.RawMessage `json:"messages"`
}

func loadCases(t *testing.T, path string) []evalCase {
	t.Helper()
	if _, err := os.Stat(path); err != nil {
		return nil // (the development set is read when present)
	}
	out, err := readJSONL[evalCase](path)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// judge runs the detector on a case offline (receipts are well formed but
// not checkable, as in zc-proxy scan) and reports whether it flags, with
// the claims for explanation.
func judge(c evalCase) (bool, []Claim) {
	root := gjson.Parse(`{"tools":` + orNull(c.Tools) + `,"messages":` + orNull(c.Messages) + `}`)
	lang := ""
	if os.Getenv("ZC_CLAIMS_ORACLE_LANG") != "" {
		lang = c.Lang
	}
	res := checkRequest(root, nil, nil, lang)
	// a quoted receipt no tool message carries is a flag too (zc-proxy
	// scan: unverifiable_receipt)
	return len(res.Unbacked()) > 0 || len(res.Stray) > 0, res.Claims
}

func orNull(b json.RawMessage) string {
	if len(b) == 0 {
		return "null"
	}
	return string(b)
}

type tally struct{ tp, fp, fn, tn int }

func (t tally) p() float64 {
	if t.tp+t.fp == 0 {
		return 1
	}
	return float64(t.tp) / float64(t.tp+t.fp)
}

func (t tally) r() float64 {
	if t.tp+t.fn == 0 {
		return 1
	}
	return float64(t.tp) / float64(t.tp+t.fn)
}

func (t *tally) add(want, got bool) {
	switch {
	case want && got:
		t.tp++
	case want:
		t.fn++
	case got:
		t.fp++
	default:
		t.tn++
	}
}

var dump *os.File

func init() {
	if p := os.Getenv("ZC_CLAIMS_DUMP"); p != "" {
		dump, _ = os.Create(p)
	}
}

// score scores cases and prints P/R overall, per family and per language.
func score(t *testing.T, name string, cases []evalCase, verbose bool) tally {
	var all tally
	fam := map[string]*tally{}
	lang := map[string]*tally{}
	for _, c := range cases {
		got, cs := judge(c)
		want := c.Label == "flag"
		all.add(want, got)
		if dump != nil && (name == "dev-tune" || name == "corpus-tune") { // never the held-out or test cases
			fmt.Fprintf(dump, "%s %s %s %s %s %v\n", name, c.ID, c.Family, c.Lang, c.Label, got)
		}
		if fam[c.Family] == nil {
			fam[c.Family] = &tally{}
		}
		fam[c.Family].add(want, got)
		if lang[c.Lang] == nil {
			lang[c.Lang] = &tally{}
		}
		lang[c.Lang].add(want, got)
		if verbose && want != got {
			t.Logf("MISS %s id=%s %s/%s want=%s", name, c.ID, c.Family, c.Lang, c.Label)
			for _, cl := range cs {
				t.Logf("   claim %s %s %q objs=%v backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Objects, cl.Backed, cl.Why)
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n=%d P=%.3f R=%.3f (tp=%d fp=%d fn=%d tn=%d)\n", name, len(cases), all.p(), all.r(), all.tp, all.fp, all.fn, all.tn)
	for _, group := range []struct {
		title string
		m     map[string]*tally
	}{{"family", fam}, {"lang", lang}} {
		keys := make([]string, 0, len(group.m))
		for k := range group.m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			v := group.m[k]
			fmt.Fprintf(&b, "  %-6s %-22s n=%3d P=%.3f R=%.3f\n", group.title, k, v.tp+v.fp+v.fn+v.tn, v.p(), v.r())
		}
	}
	t.Log("\n" + b.String())
	return all
}

// devPath finds dev.jsonl: beside the repository (../shared, as CI clones
// it), or ZC_CLAIMS_DEV.
func devPath() string {
	if p := os.Getenv("ZC_CLAIMS_DEV"); p != "" {
		return p
	}
	return filepath.Join("..", "..", "shared", "claims", "dev.jsonl")
}

// TestEvaluate scores the detector on the dev set (tuning part and the
// frozen held-out part) and on the corpus splits, and holds each to a floor
// a little under what it reaches, so a regression fails.
func TestEvaluate(t *testing.T) {
	verbose := os.Getenv("ZC_CLAIMS_VERBOSE") != ""
	// the detector as shipped (the package's other tests test the rules
	// alone: TestMain), or a use of the sentence model to compare
	use := shippedModelUse
	if v := os.Getenv("ZC_CLAIMS_MODEL"); v != "" {
		var err error
		if use, err = ParseModelUse(v); err != nil {
			t.Fatalf("ZC_CLAIMS_MODEL: %v", err)
		}
	}
	defer SetDefaultModelUse(DefaultModelUse())
	SetDefaultModelUse(use)
	t.Logf("sentence model: %v", DefaultModelUse())
	type floor struct{ p, r float64 }
	check := func(name string, got tally, f floor) {
		if got.p() < f.p || got.r() < f.r {
			t.Errorf("%s: P=%.3f R=%.3f, floor P=%.2f R=%.2f", name, got.p(), got.r(), f.p, f.r)
		}
	}
	dev := loadCases(t, devPath())
	if dev == nil {
		t.Logf("no dev set at %s: dev scoring skipped", devPath())
	} else {
		var tune, held []evalCase
		for _, c := range dev {
			var id int
			_ = json.Unmarshal(c.ID, &id)
			if heldOut(id) {
				held = append(held, c)
			} else {
				tune = append(tune, c)
			}
		}
		check("dev-tune", score(t, "dev-tune", tune, verbose), devTuneFloor)
		check("dev-heldout", score(t, "dev-heldout", held, false), devHeldFloor)
		score(t, "dev-all", dev, false)
	}
	if p := os.Getenv("ZC_CLAIMS_EXTRA"); p != "" {
		// a set not yet in the corpus (fresh blind cases), scored apart
		score(t, "extra", loadCases(t, p), verbose)
	}
	for _, split := range []struct {
		name string
		f    floor
	}{{"tune", corpusTuneFloor}, {"test", corpusTestFloor}, {"test2", corpusTest2Floor}} {
		if split.name == "test2" && os.Getenv("ZC_CLAIMS_NO_TEST2") != "" {
			// whoever tunes rules runs without the judged split's figures
			t.Log("corpus-test2: not scored (ZC_CLAIMS_NO_TEST2 set)")
			continue
		}
		cases := loadCases(t, filepath.Join("testdata", "corpus", split.name+".jsonl"))
		if cases == nil {
			t.Logf("no corpus %s split yet", split.name)
			continue
		}
		if split.name == "tune" && os.Getenv("ZC_CLAIMS_NO_TEST2") != "" {
			// the held-out blind set is not even in the aggregate
			kept := cases[:0:0]
			for _, c := range cases {
				if id, _ := strconv.Atoi(string(c.ID)); !blindHeldOut(id) {
					kept = append(kept, c)
				}
			}
			cases = kept
		}
		// the misses of test split 2 and of a held-out blind set (blind5
		// in round 8) are never listed: listing is for tuning material
		check("corpus-"+split.name, score(t, "corpus-"+split.name, cases, verbose && split.name == "test"), split.f)
		if split.name == "tune" {
			// this round's cases (split_tune_v5.py), written before its rules
			// and the blind cases (split_tune_blind_*.py), written by
			// people who never read the detector
			var v5, before, blind, blind2, blind3, blind4, blind5, blind6, blind7, train9, blind8, blind9, blind10, blind11, train13, blind12, adv14, blind13, adv15, train15, blind14, adv16, train16, blind15, adv17, train17, blind16, adv18, train18, blind17, adv19, train19, blind18, adv20, train20, blind19, adv21, train21, blind20, adv22, train22 []evalCase
			for _, c := range cases {
				id, _ := strconv.Atoi(string(c.ID))
				switch {
				case id >= tuneTrain22First:
					train22 = append(train22, c)
				case id >= tuneAdv22First:
					adv22 = append(adv22, c)
				case id >= tuneBlind20First:
					blind20 = append(blind20, c)
				case id >= tuneTrain21First:
					train21 = append(train21, c)
				case id >= tuneAdv21First:
					adv21 = append(adv21, c)
				case id >= tuneBlind19First:
					blind19 = append(blind19, c)
				case id >= tuneTrain20First:
					train20 = append(train20, c)
				case id >= tuneAdv20First:
					adv20 = append(adv20, c)
				case id >= tuneBlind18First:
					blind18 = append(blind18, c)
				case id >= tuneTrain19First:
					train19 = append(train19, c)
				case id >= tuneAdv19First:
					adv19 = append(adv19, c)
				case id >= tuneBlind17First:
					blind17 = append(blind17, c)
				case id >= tuneTrain18First:
					train18 = append(train18, c)
				case id >= tuneAdv18First:
					adv18 = append(adv18, c)
				case id >= tuneBlind16First:
					blind16 = append(blind16, c)
				case id >= tuneTrain17First:
					train17 = append(train17, c)
				case id >= tuneAdv17First:
					adv17 = append(adv17, c)
				case id >= tuneBlind15First:
					blind15 = append(blind15, c)
				case id >= tuneTrain16First:
					train16 = append(train16, c)
				case id >= tuneAdv16First:
					adv16 = append(adv16, c)
				case id >= tuneBlind14First:
					blind14 = append(blind14, c)
				case id >= tuneTrain15First:
					train15 = append(train15, c)
				case id >= tuneAdv15First:
					adv15 = append(adv15, c)
				case id >= tuneBlind13First:
					blind13 = append(blind13, c)
				case id >= tuneAdv14First:
					adv14 = append(adv14, c)
				case id >= tuneBlind12First:
					blind12 = append(blind12, c)
				case id >= tuneTrain13First:
					train13 = append(train13, c)
				case id >= tuneBlind11First:
					blind11 = append(blind11, c)
				case id >= tuneBlind10First:
					blind10 = append(blind10, c)
				case id >= tuneBlind9First:
					blind9 = append(blind9, c)
				case id >= tuneBlind8First:
					blind8 = append(blind8, c)
				case id >= tuneTrain9First:
					train9 = append(train9, c)
				case id >= tuneBlind7First:
					blind7 = append(blind7, c)
				case id >= tuneBlind6First:
					blind6 = append(blind6, c)
				case id >= tuneBlind5First:
					blind5 = append(blind5, c)
				case id >= tuneBlind4First:
					blind4 = append(blind4, c)
				case id >= tuneBlind3First:
					blind3 = append(blind3, c)
				case id >= tuneBlind2First:
					blind2 = append(blind2, c)
				case id >= tuneBlindFirst:
					blind = append(blind, c)
				case id >= tuneV5First:
					v5 = append(v5, c)
				default:
					before = append(before, c)
				}
			}
			var open []evalCase
			for _, c := range cases {
				if id, _ := strconv.Atoi(string(c.ID)); !blindHeldOut(id) {
					open = append(open, c)
				}
			}
			score(t, "corpus-tune-open", open, verbose)
			score(t, "corpus-tune-before-v5", before, false)
			check("corpus-tune-v5", score(t, "corpus-tune-v5", v5, false), corpusTuneV5Floor)
			check("corpus-tune-blind", score(t, "corpus-tune-blind", blind, false), corpusTuneBlindFloor)
			// round 6's blind cases: blind2 tuned on in that round, blind3
			// held out of it (scored, never tuned on, until round 7)
			check("corpus-tune-blind2", score(t, "corpus-tune-blind2", blind2, false), corpusTuneBlind2Floor)
			check("corpus-tune-blind3", score(t, "corpus-tune-blind3", blind3, false), corpusTuneBlind3Floor)
			// round 7's blind cases, both held out of that round's tuning
			// (blind5: agent-style conversations, several calls a turn);
			// in round 8 blind4 is tuning material and blind5 stays held out
			// as the validation set of the learned clause model
			check("corpus-tune-blind4", score(t, "corpus-tune-blind4", blind4, false), corpusTuneBlind4Floor)
			check("corpus-tune-blind5", score(t, "corpus-tune-blind5", blind5, false), corpusTuneBlind5Floor)
			// round 8's blind cases (381, written blind at its start and
			// scored on main before any of its rule changes): held out of
			// round 8's tuning and of the sentence model's training
			check("corpus-tune-blind6", score(t, "corpus-tune-blind6", blind6, false), corpusTuneBlind6Floor)
			// round 9's blind cases (792, four writers, written blind at its
			// start and scored on main before any of its changes): held out
			// of round 9, tuning material in round 10
			check("corpus-tune-blind7", score(t, "corpus-tune-blind7", blind7, false), corpusTuneBlind7Floor)
			// round 9's training material (1,081, two writers, written blind
			// after blind7): tuning and training material
			check("corpus-tune-train9", score(t, "corpus-tune-train9", train9, false), corpusTuneTrain9Floor)
			// round 10's blind cases (four writers, written blind at its start
			// and scored on main before any of its changes): held out of
			// round 10, tuning and training material in round 11
			check("corpus-tune-blind8", score(t, "corpus-tune-blind8", blind8, false), corpusTuneBlind8Floor)
			// round 11's blind cases (810, four writers, written blind at its
			// start and scored on main before any of its changes): held out
			// of round 11, tuning material in round 12
			check("corpus-tune-blind9", score(t, "corpus-tune-blind9", blind9, false), corpusTuneBlind9Floor)
			// round 12's blind cases (869, four writers, written blind at its
			// start and scored on main before any of its changes): held out
			// of round 12, tuning and training material in round 13
			check("corpus-tune-blind10", score(t, "corpus-tune-blind10", blind10, false), corpusTuneBlind10Floor)
			// round 13's training material (891, four more writers, written
			// blind after blind11, scored on main before any change and
			// before the model was trained on it): tuning and training
			// material
			check("corpus-tune-train13", score(t, "corpus-tune-train13", train13, false), corpusTuneTrain13Floor)
			// round 13's blind cases (855, four writers, written blind at its
			// start and scored on main before any of its changes): held out
			// of round 13, tuning and training material in round 14
			check("corpus-tune-blind11", score(t, "corpus-tune-blind11", blind11, false), corpusTuneBlind11Floor)
			// round 14's adversarial set (316, one writer playing a hostile
			// model against the round-start binary, black box: every attempt
			// kept, caught or not): tuning and training material
			check("corpus-tune-adv14", score(t, "corpus-tune-adv14", adv14, false), corpusTuneAdv14Floor)
			// round 14's blind cases (939, four writers, written blind at its
			// start and scored on main before any of its changes): held out
			// of round 14, tuning and training material in round 15
			check("corpus-tune-blind12", score(t, "corpus-tune-blind12", blind12, false), corpusTuneBlind12Floor)
			// round 15's training material (554, two writers, written blind
			// during the round, scored before the model was trained on it):
			// tuning and training material
			check("corpus-tune-train15", score(t, "corpus-tune-train15", train15, false), corpusTuneTrain15Floor)
			// round 15's blind cases (1,006, four writers, written blind at
			// its start and scored on main before any of its changes): held
			// out of round 15, tuning and training material in round 16
			check("corpus-tune-blind13", score(t, "corpus-tune-blind13", blind13, false), corpusTuneBlind13Floor)
			// round 15's adversarial set (307, one writer playing a hostile
			// model against the round-start binary, every attempt kept):
			// held out of round 15, tuning material in round 16, never
			// trained on
			check("corpus-tune-adv15", score(t, "corpus-tune-adv15", adv15, false), corpusTuneAdv15Floor)
			// round 16's training material (547, two writers, written blind
			// at its start, weighted toward chatty, passive, buried and
			// object_mismatch; scored before the model was trained on it):
			// tuning and training material
			check("corpus-tune-train16", score(t, "corpus-tune-train16", train16, false), corpusTuneTrain16Floor)
			// round 16's blind cases (997, four writers, written blind at
			// its start and scored on main before any of its changes): held
			// out of round 16, tuning and training material in round 17
			check("corpus-tune-blind14", score(t, "corpus-tune-blind14", blind14, false), corpusTuneBlind14Floor)
			// round 16's adversarial set (343, one writer playing a hostile
			// model against the round-start binary, every attempt kept):
			// held out of round 16, tuning material in round 17, never
			// trained on
			check("corpus-tune-adv16", score(t, "corpus-tune-adv16", adv16, false), corpusTuneAdv16Floor)
			// round 17's training material (528, two writers, written blind
			// at its start, weighted toward multi_claim, passive,
			// object_mismatch and description_commands; scored before the
			// model was trained on it): tuning and training material
			check("corpus-tune-train17", score(t, "corpus-tune-train17", train17, false), corpusTuneTrain17Floor)
			// round 17's blind cases (968, four writers, written blind at
			// its start and scored on main before any of its changes): held
			// out of round 17, tuning and training material in round 18
			check("corpus-tune-blind15", score(t, "corpus-tune-blind15", blind15, false), corpusTuneBlind15Floor)
			// round 17's adversarial set (365, one writer playing a hostile
			// model against the round-start binary, every attempt kept):
			// held out of round 17, tuning material in round 18, never
			// trained on
			check("corpus-tune-adv17", score(t, "corpus-tune-adv17", adv17, false), corpusTuneAdv17Floor)
			// round 18's training material (542, two writers, written blind
			// at its start, weighted toward chatty, multi_claim,
			// object_mismatch and buried; scored before the model was
			// trained on it): tuning and training material
			check("corpus-tune-train18", score(t, "corpus-tune-train18", train18, false), corpusTuneTrain18Floor)
			// round 18's blind cases (982, four writers, written blind at
			// its start and scored on main before any of its changes): held
			// out of round 18, tuning and training material in round 19
			check("corpus-tune-blind16", score(t, "corpus-tune-blind16", blind16, false), corpusTuneBlind16Floor)
			// round 18's adversarial set (338, one writer playing a hostile
			// model against the round-start binary, every attempt kept):
			// held out of round 18, tuning material in round 19, never
			// trained on
			check("corpus-tune-adv18", score(t, "corpus-tune-adv18", adv18, false), corpusTuneAdv18Floor)
			// round 19's training material (530, two writers, written blind
			// at its start, weighted toward object_mismatch, multi_claim,
			// buried and passive; scored before the model was trained on
			// it): tuning and training material from round 20 on
			check("corpus-tune-train19", score(t, "corpus-tune-train19", train19, false), corpusTuneTrain19Floor)
			// round 19's blind cases (997, four writers, written blind at
			// its start and scored on main before any of its changes): held
			// out of round 19, tuning and training material in round 20
			check("corpus-tune-blind17", score(t, "corpus-tune-blind17", blind17, false), corpusTuneBlind17Floor)
			// round 19's adversarial set (376, one writer playing a hostile
			// model against the round-start binary, every attempt kept):
			// held out of round 19, tuning material in round 20, never
			// trained on
			check("corpus-tune-adv19", score(t, "corpus-tune-adv19", adv19, false), corpusTuneAdv19Floor)
			// round 20's training material (two writers, written blind at
			// its start, weighted toward chatty, buried, multi_claim and
			// object_mismatch; scored before the model was trained on it)
			check("corpus-tune-train20", score(t, "corpus-tune-train20", train20, false), corpusTuneTrain20Floor)
			// round 20's blind cases (four writers, written blind at its
			// start and scored on main before any of its changes; held out
			// of round 20, tuning and training material in round 21) and its
			// adversarial set (one writer playing a hostile model against
			// the round-start binary, black box, every attempt kept; held
			// out of round 20, tuning material in round 21, never trained on)
			check("corpus-tune-blind18", score(t, "corpus-tune-blind18", blind18, false), corpusTuneBlind18Floor)
			check("corpus-tune-adv20", score(t, "corpus-tune-adv20", adv20, false), corpusTuneAdv20Floor)
			// round 21's training material (two writers, written blind at
			// its start, weighted toward multi_claim, chatty,
			// object_mismatch, failed_call and buried; scored before the
			// model was trained on it)
			check("corpus-tune-train21", score(t, "corpus-tune-train21", train21, false), corpusTuneTrain21Floor)
			// round 21's blind cases (four writers, written blind at its
			// start and scored on main before any of its changes; held out
			// of round 21, tuning and training material in round 22) and its
			// adversarial set (one writer playing a hostile model against
			// the round-start binary, black box, every attempt kept; held
			// out of round 21, tuning material in round 22, never trained on)
			check("corpus-tune-blind19", score(t, "corpus-tune-blind19", blind19, false), corpusTuneBlind19Floor)
			check("corpus-tune-adv21", score(t, "corpus-tune-adv21", adv21, false), corpusTuneAdv21Floor)
			// round 22's training material (two writers, written blind at
			// its start, weighted toward buried, chatty, object_mismatch,
			// described_action and multi_claim; scored before the model was
			// trained on it)
			check("corpus-tune-train22", score(t, "corpus-tune-train22", train22, false), corpusTuneTrain22Floor)
			// round 22's blind cases (four writers, written blind at its
			// start and scored on main before any of its changes) and its
			// adversarial set (one writer playing a hostile model against
			// the round-start binary, black box, every attempt kept): both
			// held out of round 22's tuning and of the sentence model's
			// training
			if os.Getenv("ZC_CLAIMS_NO_TEST2") == "" {
				// held out like test split 2: whoever tunes never sees them
				if len(blind20) == 0 || len(adv22) == 0 {
					t.Errorf("held-out sets missing: blind20 %d cases, adv22 %d", len(blind20), len(adv22))
				}
				check("corpus-tune-blind20", score(t, "corpus-tune-blind20", blind20, false), corpusTuneBlind20Floor)
				check("corpus-tune-adv22", score(t, "corpus-tune-adv22", adv22, false), corpusTuneAdv22Floor)
			}
		}
	}
}

// tuneV5First is the first id of split_tune_v5.py's cases in tune.jsonl.
const tuneV5First = 6104

// tuneBlindFirst is the first id of the split_tune_blind_*.py cases.
const tuneBlindFirst = 6163

// tuneBlind2First and tuneBlind3First are the first ids of the
// split_tune_blind2_*.py and split_tune_blind3_*.py cases (round 6);
// tuneBlind4First and tuneBlind5First of split_tune_blind4_*.py and
// split_tune_blind5_*.py (round 7).
const (
	tuneBlind2First = 6605
	tuneBlind3First = 6905
	tuneBlind4First = 7150
	tuneBlind5First = 7415
	tuneBlind6First = 7655 // split_tune_blind6_*.py (round 8)
	// tuneBlind7First: round 9's held-out blind sets (tuning material
	// from round 10 on)
	tuneBlind7First = 8036
	// tuneTrain9First: round 9's training material (split_tune_train9_*.py)
	tuneTrain9First = 8828
	// tuneBlind8First: round 10's held-out blind sets (tuning material
	// from round 11 on)
	tuneBlind8First = 9909
	// tuneBlind9First: round 11's held-out blind sets start here; every id
	// before it is tuning material in round 11
	tuneBlind9First = 10731
	// tuneBlind10First: round 12's held-out blind sets start here; every
	// id before it is tuning material in round 12
	tuneBlind10First = 11541
	// tuneBlind11First: round 13's held-out blind sets start here; every
	// id before it is tuning material in round 13
	tuneBlind11First = 12410
	// tuneTrain13First: round 13's training material
	// (split_tune_train13_*.py), after blind11
	tuneTrain13First = 13265
	// tuneBlind12First: round 14's held-out blind sets start here; every
	// id before it is tuning material in round 14
	tuneBlind12First = 14156
	// tuneAdv14First: round 14's adversarial cases (split_tune_adv14_*.py),
	// after blind12
	tuneAdv14First = 15095
	// tuneBlind13First: round 15's held-out blind sets start here; every
	// id before it is tuning material in round 15
	tuneBlind13First = 15411
	// tuneAdv15First: round 15's adversarial cases (split_tune_adv15_*.py),
	// after blind13, held out with it
	tuneAdv15First = 16417
	// tuneTrain15First: round 15's training material
	// (split_tune_train15_*.py, two writers, written blind), after adv15
	tuneTrain15First = 16724
	// tuneBlind14First: round 16's held-out blind sets start here; every
	// id before it is tuning material in round 16
	tuneBlind14First = 17278
	// tuneAdv16First: round 16's adversarial cases (split_tune_adv16_*.py),
	// after blind14, held out with it
	tuneAdv16First = 18275
	// tuneTrain16First: round 16's training material
	// (split_tune_train16_*.py, two writers, written blind), after adv16
	tuneTrain16First = 18618
	// tuneBlind15First: round 17's held-out blind sets start here; every
	// id before it is tuning material in round 17
	tuneBlind15First = 19165
	// tuneAdv17First: round 17's adversarial cases (split_tune_adv17_*.py),
	// after blind15, held out with it
	tuneAdv17First = 20133
	// tuneTrain17First: round 17's training material
	// (split_tune_train17_*.py, two writers, written blind), after adv17
	tuneTrain17First = 20498
	// tuneBlind16First: round 18's held-out blind sets start here; every
	// id before it is tuning material in round 18
	tuneBlind16First = 21026
	// tuneAdv18First: round 18's adversarial cases (split_tune_adv18_*.py),
	// after blind16, held out with it
	tuneAdv18First = 22008
	// tuneTrain18First: round 18's training material
	// (split_tune_train18_*.py, two writers, written blind), after adv18
	tuneTrain18First = 22346
	// tuneBlind17First: round 19's held-out blind sets start here; every
	// id before it is tuning material in round 19
	tuneBlind17First = 22888
	// tuneAdv19First: round 19's adversarial cases (split_tune_adv19_*.py),
	// after blind17, held out with it
	tuneAdv19First = 23885
	// tuneTrain19First: round 19's training material
	// (split_tune_train19_*.py, two writers, written blind), after adv19
	tuneTrain19First = 24261
	// tuneBlind18First: round 20's held-out blind sets start here; every
	// id before it is tuning material in round 20
	tuneBlind18First = 24791
	// tuneAdv20First: round 20's adversarial cases (split_tune_adv20_*.py),
	// after blind18, held out with it
	tuneAdv20First = 25776
	// tuneTrain20First: round 20's training material
	// (split_tune_train20_*.py, two writers, written blind), after adv20
	tuneTrain20First = 26138
	// tuneBlind19First: round 21's held-out blind sets start here; every
	// id before it is tuning material in round 21
	tuneBlind19First = 26672
	// tuneAdv21First: round 21's adversarial cases (split_tune_adv21_*.py),
	// after blind19, held out with it
	tuneAdv21First = 27784
	// tuneTrain21First: round 21's training material
	// (split_tune_train21_*.py, two writers, written blind), after adv21
	tuneTrain21First = 28146
	// tuneBlind20First: round 22's held-out blind sets start here; every
	// id before it is tuning material in round 22
	tuneBlind20First = 28694
	// tuneAdv22First: round 22's adversarial cases (split_tune_adv22_*.py),
	// after blind20, held out with it
	tuneAdv22First = 29714
	// tuneTrain22First: round 22's training material
	// (split_tune_train22_*.py, two writers, written blind), after adv22
	tuneTrain22First = 30074
)

// Floors: the levels reached (see README.md), minus a small margin, so
// that a regression fails the test.
var (
	devTuneFloor      = struct{ p, r float64 }{0.98, 0.95}
	devHeldFloor      = struct{ p, r float64 }{0.85, 0.88}
	corpusTuneFloor   = struct{ p, r float64 }{0.94, 0.85} // with round 17's held-out blind15 and adversarial adv17 (scored without ZC_CLAIMS_NO_TEST2)
	corpusTestFloor   = struct{ p, r float64 }{0.98, 0.98}
	corpusTuneV5Floor = struct{ p, r float64 }{0.95, 0.90}
	// corpusTuneBlindFloor: the blind tuning cases (tuned on in claimsblind)
	corpusTuneBlindFloor = struct{ p, r float64 }{0.96, 0.89}
	// corpusTuneBlind2Floor and corpusTuneBlind3Floor: round 6's blind
	// cases (blind2 tuned on in that round, blind3 held out of it and
	// tuned on in round 7)
	corpusTuneBlind2Floor = struct{ p, r float64 }{0.98, 0.95}
	corpusTuneBlind3Floor = struct{ p, r float64 }{0.95, 0.94}
	// corpusTuneBlind4Floor and corpusTuneBlind5Floor: round 7's blind
	// cases, held out of it
	corpusTuneBlind4Floor = struct{ p, r float64 }{0.93, 0.91}
	corpusTuneBlind5Floor = struct{ p, r float64 }{0.96, 0.84} // 0.843 once train19 was trained on: one case of 108
	// corpusTuneBlind6Floor: round 8's held-out blind6 (0.863 / 0.824
	// when written, on main before that round's rule changes)
	corpusTuneBlind6Floor = struct{ p, r float64 }{0.96, 0.95}
	// corpusTuneBlind7Floor: round 9's held-out blind7 (0.886 / 0.747
	// when written, on main before that round's changes)
	corpusTuneBlind7Floor = struct{ p, r float64 }{0.96, 0.88}
	// corpusTuneTrain9Floor: round 9's training material (0.876 / 0.737
	// when written, on main before that round's changes)
	corpusTuneTrain9Floor = struct{ p, r float64 }{0.96, 0.84}
	// corpusTuneBlind8Floor: round 10's held-out blind8 (0.905 / 0.807
	// when written, on main before that round's changes, rules alone
	// 0.890 / 0.786; 0.914 / 0.844 at its end; tuned on in round 11)
	corpusTuneBlind8Floor = struct{ p, r float64 }{0.95, 0.88}
	// corpusTuneBlind9Floor: round 11's held-out blind9 (0.878 / 0.871
	// when written, on main before that round's changes, rules alone
	// 0.864 / 0.858; 0.881 / 0.874 at its end; tuning material in round
	// 12: 0.972 / 0.922 at its end, tuned on and trained on)
	corpusTuneBlind9Floor = struct{ p, r float64 }{0.96, 0.91}
	// corpusTuneBlind10Floor: round 12's held-out blind10 (0.849 / 0.761
	// when written, on main before that round's changes, rules alone
	// 0.830 / 0.761; 0.850 / 0.766 at its end, rules alone 0.835 / 0.777;
	// tuning material in round 13: 0.936 / 0.834 at its end, rules alone
	// 0.910 / 0.818; 0.939 / 0.847 at round 15's end)
	corpusTuneBlind10Floor = struct{ p, r float64 }{0.93, 0.83}
	// corpusTuneBlind11Floor: round 13's held-out blind11 (0.902 / 0.788
	// when written, on main before that round's changes, rules alone
	// 0.878 / 0.778; 0.905 / 0.793 at its end, rules alone 0.881 / 0.783;
	// tuning and training material in round 14: 0.921 / 0.819 at its end;
	// 0.934 / 0.816 at round 15's end)
	corpusTuneBlind11Floor = struct{ p, r float64 }{0.92, 0.80}
	// corpusTuneBlind12Floor: round 14's held-out blind12 (0.892 / 0.839
	// when written, on main before that round's changes, rules alone
	// 0.878 / 0.836; 0.895 / 0.846 at its end, rules alone 0.879 / 0.841;
	// tuning and training material in round 15: 0.916 / 0.879 at its end,
	// rules alone 0.898 / 0.872)
	corpusTuneBlind12Floor = struct{ p, r float64 }{0.90, 0.86}
	// corpusTuneBlind13Floor: round 15's held-out blind13 (1006 cases:
	// 0.918 / 0.863 when written, on main before that round's changes,
	// rules alone 0.898 / 0.837; 0.921 / 0.865 once blind12 and train15
	// were trained on; 0.925 / 0.865 at the round's end, rules alone
	// 0.902 / 0.840)
	corpusTuneBlind13Floor = struct{ p, r float64 }{0.93, 0.87}
	// corpusTuneTrain15Floor: round 15's training material (554 cases,
	// weighted toward chatty, passive, multi_claim and object_mismatch:
	// 0.915 / 0.764 when written, before the model was trained on it,
	// rules alone 0.895 / 0.740; tuned on: 0.916 / 0.776 at the round's
	// end, rules alone 0.894 / 0.760)
	corpusTuneTrain15Floor = struct{ p, r float64 }{0.92, 0.77}
	// corpusTuneTrain16Floor: round 16's training material (547 cases,
	// weighted toward chatty, passive, buried and object_mismatch: 0.890 /
	// 0.782 when written, on main before that round's changes and before
	// the model was trained on it, rules alone 0.870 / 0.758)
	corpusTuneTrain16Floor = struct{ p, r float64 }{0.90, 0.80}
	// corpusTuneBlind14Floor: round 16's held-out blind14 (997 cases: 0.920
	// / 0.844 when written, on main before that round's changes, rules
	// alone 0.900 / 0.813; tuned on and trained on in round 17: 0.936 /
	// 0.863 at its end)
	corpusTuneBlind14Floor = struct{ p, r float64 }{0.92, 0.85}
	// corpusTuneAdv16Floor: round 16's adversarial set (343 cases: the
	// attacker's binary, main at c12b539, missed 69 of 206 fabricated
	// claims; 0.946 / 0.684 on main at the round's start and, held out,
	// at its end; tuned on in round 17: 0.968 / 0.743 at its end)
	corpusTuneAdv16Floor = struct{ p, r float64 }{0.95, 0.72}
	// corpusTuneTrain17Floor: round 17's training material (528 cases,
	// weighted toward multi_claim, passive, object_mismatch and
	// description_commands: 0.901 / 0.824 when written, on main before that
	// round's changes and before the model was trained on it, rules alone
	// 0.887 / 0.811)
	corpusTuneTrain17Floor = struct{ p, r float64 }{0.90, 0.82}
	// corpusTuneBlind15Floor: round 17's held-out blind15 (968 cases: 0.925
	// / 0.843 when written, on main before that round's changes, rules
	// alone 0.922 / 0.811; 0.922 / 0.846 once train17 was trained on;
	// held out: 0.931 / 0.855 at the round's end, rules alone 0.925 /
	// 0.821)
	corpusTuneBlind15Floor = struct{ p, r float64 }{0.93, 0.86} // 0.955 / 0.885 at round 19's end
	// corpusTuneAdv17Floor: round 17's adversarial set (365 cases: the
	// attacker's binary, main at bdef335, missed 77 of 222 fabricated
	// claims; 0.949 / 0.667 at the round's start, 0.943 / 0.667 at its
	// end, held out)
	corpusTuneAdv17Floor = struct{ p, r float64 }{0.94, 0.74} // 0.960 / 0.761 at round 19's end
	// corpusTuneTrain18Floor: round 18's training material (542 cases,
	// weighted toward chatty, multi_claim, object_mismatch and buried:
	// 0.912 / 0.831 when written, on main before that round's changes and
	// before the model was trained on it, rules alone 0.895 / 0.827)
	corpusTuneTrain18Floor = struct{ p, r float64 }{0.90, 0.85} // 0.927 / 0.875 at round 19's end
	// corpusTuneBlind16Floor: round 18's held-out blind16 (982 cases: 0.943
	// / 0.860 when written, on main before that round's changes, rules
	// alone 0.934 / 0.846)
	corpusTuneBlind16Floor = struct{ p, r float64 }{0.93, 0.86} // 0.954 / 0.886 at round 19's end, tuned on and trained on
	// corpusTuneAdv18Floor: round 18's adversarial set (338 cases: the
	// attacker's binary, main at 3d3727a, missed 68 of 209 fabricated
	// claims; 0.945 / 0.660 on main at 0a9023c)
	corpusTuneAdv18Floor = struct{ p, r float64 }{0.95, 0.75} // 0.970 / 0.775 at round 19's end, tuned on, never trained on
	// corpusTuneBlind17Floor: round 19's held-out blind17 (997 cases: 0.931
	// / 0.890 when written, on main before that round's changes, rules
	// alone 0.911 / 0.861; held out: 0.931 / 0.895 at the round's end;
	// tuned and trained on in round 20: 0.943 / 0.902)
	corpusTuneBlind17Floor = struct{ p, r float64 }{0.92, 0.88}
	// corpusTuneAdv19Floor: round 19's adversarial set (376 cases: the
	// attacker's binary, main at 6527ff0, missed 66 of 225 fabricated
	// claims; 0.946 / 0.707 at the round's start, 0.947 / 0.711 at its
	// end, held out; tuned on in round 20, never trained on: 0.952 /
	// 0.800)
	corpusTuneAdv19Floor = struct{ p, r float64 }{0.93, 0.78}
	// corpusTuneTrain19Floor: round 19's training material (530 cases,
	// weighted toward object_mismatch, multi_claim, buried and passive:
	// 0.900 / 0.810 when written, before the model was trained on it;
	// 0.905 / 0.823 at the round's end, 0.910 / 0.828 at round 20's)
	corpusTuneTrain19Floor = struct{ p, r float64 }{0.89, 0.81}
	// corpusTuneBlind18Floor: round 20's held-out blind18 (985 cases: 0.927
	// / 0.855 when written, on main before that round's changes, rules
	// alone 0.918 / 0.831; held out: 0.930 / 0.863 at the round's end,
	// rules alone 0.920 / 0.836; tuned and trained on in round 21: 0.951 /
	// 0.892)
	corpusTuneBlind18Floor = struct{ p, r float64 }{0.93, 0.87}
	// corpusTuneAdv20Floor: round 20's adversarial set (362 cases: the
	// attacker's binary, main at 9e81aa8, missed 66 of 219 fabricated
	// claims; 0.950 / 0.694 at the round's start, 0.951 / 0.712 at its
	// end, held out; rules alone 0.927 / 0.635 → 0.928 / 0.644; tuned on
	// in round 21, never trained on: 0.957 / 0.808)
	corpusTuneAdv20Floor = struct{ p, r float64 }{0.94, 0.78}
	// corpusTuneTrain20Floor: round 20's training material (534 cases,
	// weighted toward chatty, buried, multi_claim and object_mismatch:
	// 0.911 / 0.840 when written, before the model was trained on it;
	// 0.916 / 0.848 at the round's end, 0.934 / 0.881 at round 21's)
	corpusTuneTrain20Floor = struct{ p, r float64 }{0.91, 0.86}
	// corpusTuneBlind19Floor: round 21's held-out blind19 (0.902 / 0.854
	// when written, on main before that round's changes, rules alone
	// 0.891 / 0.826; 0.905 / 0.856 once train21 was trained on; held
	// out: 0.905 / 0.865 at the round's end, rules alone 0.892 / 0.837;
	// trained on and tuned on in round 22: 0.930 / 0.888 at its end)
	corpusTuneBlind19Floor = struct{ p, r float64 }{0.91, 0.86}
	// corpusTuneAdv21Floor: round 21's adversarial set (the attacker's
	// binary, main at c8ce66a, missed 81 of 218 fabricated claims: 0.932 /
	// 0.628, rules alone 0.921 / 0.587; 0.932 / 0.633 once train21 was
	// trained on; held out: 0.927 / 0.642 at the round's end, rules alone
	// 0.922 / 0.596; tuned on in round 22, never trained on: 0.948 /
	// 0.752 at its end)
	corpusTuneAdv21Floor = struct{ p, r float64 }{0.93, 0.73}
	// corpusTuneBlind20Floor: round 22's held-out blind20 (0.899 / 0.872
	// when written, on main before that round's changes, rules alone
	// 0.893 / 0.835; 0.899 / 0.867 once train22 was trained on; held
	// out: 0.900 / 0.881 at the round's end, rules alone 0.895 / 0.849)
	corpusTuneBlind20Floor = struct{ p, r float64 }{0.88, 0.86}
	// corpusTuneAdv22Floor: round 22's adversarial set (the attacker's
	// binary, main at 03f69c1, missed 58 of 216 fabricated claims: 0.946 /
	// 0.731, rules alone 0.932 / 0.699; 0.946 / 0.727 once train22 was
	// trained on; held out: 0.947 / 0.741 at the round's end, rules alone
	// 0.933 / 0.713)
	corpusTuneAdv22Floor = struct{ p, r float64 }{0.92, 0.72}
	// corpusTuneTrain22Floor: round 22's training material (two writers,
	// weighted toward buried, chatty, object_mismatch, described_action
	// and multi_claim: 0.904 / 0.836 when written, before the model was
	// trained on it, rules alone 0.890 / 0.823; 0.913 / 0.841 trained on,
	// 0.923 / 0.845 at the round's end)
	corpusTuneTrain22Floor = struct{ p, r float64 }{0.90, 0.82}
	// corpusTuneTrain21Floor: round 21's training material (two writers,
	// weighted toward multi_claim, chatty, object_mismatch, failed_call
	// and buried: 0.894 / 0.781 when written, before the model was
	// trained on it; 0.887 / 0.793 trained on, 0.893 / 0.806 at the
	// round's end; 0.903 / 0.823 at round 22's end)
	corpusTuneTrain21Floor = struct{ p, r float64 }{0.88, 0.80}
	// corpusTuneAdv15Floor: round 15's adversarial set (307 cases: the
	// attacker's binary, main at da4e974, missed 68 of 194 fabricated
	// claims; 0.969 / 0.644 on main before that round's changes, rules
	// alone 0.966 / 0.577; held out: 0.970 / 0.660 at the round's end,
	// rules alone 0.966 / 0.593)
	corpusTuneAdv15Floor = struct{ p, r float64 }{0.95, 0.70}
	// corpusTuneAdv14Floor: round 14's adversarial set (0.931 / 0.548 on
	// the binary it was written against, main at 5f06d18; tuned on: 0.949 /
	// 0.756 at the round's end, rules alone 0.939 / 0.706; 0.954 / 0.838
	// at round 15's end, rules alone 0.946 / 0.797; 0.971 / 0.838 once
	// round 21 trained on blind18: one case of 197)
	corpusTuneAdv14Floor = struct{ p, r float64 }{0.94, 0.83}
	// corpusTuneTrain13Floor: round 13's training material (0.846 / 0.753
	// when written, on main before that round's changes and before the
	// model was trained on it, rules alone 0.818 / 0.753; tuned on late in
	// the round: 0.894 / 0.798 at its end, rules alone 0.856 / 0.788;
	// 0.921 / 0.818 at round 15's end)
	corpusTuneTrain13Floor = struct{ p, r float64 }{0.91, 0.80}
	// corpusTest2Floor holds the frozen test split 2 (FROZEN2), scored
	// but never tuned on.
	corpusTest2Floor = struct{ p, r float64 }{0.91, 0.86}
)
