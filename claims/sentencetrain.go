package claims

// Training of the sentence model (sentencemodel.go holds the choice of
// labels). Deterministic: the cases in file order, fixed epochs and
// learning rates, no randomness, no map iteration; float operations are
// rounded one at a time (explicit conversions: no fused multiply-add).

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// The held-out sets of round 22 have tune.jsonl ids from heldOutFirst
// on: blind20 (four writers, written blind) and after it adv22 (a
// black-box attacker's set written against the round-start binary).
// Neither is tuned on or trained on (blind19, round 21's held-out set, is
// training material from round 22 on). heldOutEnd is the first id after
// them: train22, written blind with them, is trained on from the start.
const (
	heldOutFirst = 28694
	heldOutEnd   = 30074
)

// adversarialRanges are the attackers' sets of rounds 14 to 21 (adv14 to
// adv21: one writer playing a hostile model against the round-start
// binary), [first, end) each: tuning material, never trained on. Trained
// on, adv14 lowered recall on adv14 itself and on blind5: its flag
// answers were kept because the detector missed them, so as training
// sentences they teach the model what the rules do not read, not what a
// claim is.
var adversarialRanges = [...][2]int{
	{15095, 15411}, // adv14
	{16417, 16724}, // adv15
	{18275, 18618}, // adv16
	{20133, 20498}, // adv17
	{22008, 22346}, // adv18
	{23885, 24261}, // adv19
	{25776, 26138}, // adv20
	{27784, 28146}, // adv21
}

// blindHeldOut: corpus case id is in the held-out range (never tuned on, never
// trained on, hidden from the eval by ZC_CLAIMS_NO_TEST2).
func blindHeldOut(id int) bool { return id >= heldOutFirst && id < heldOutEnd }

// adversarial: corpus case id is in an attacker's set.
func adversarial(id int) bool {
	for _, r := range adversarialRanges {
		if id >= r[0] && id < r[1] {
			return true
		}
	}
	return false
}

// trainable: case id may be trained on (not held out, not adversarial).
func trainable(id int) bool {
	return !blindHeldOut(id) && !adversarial(id)
}

// [modelValidationFirst, modelValidationEnd) is blind8 (round 10's blind
// set, written blind, new to the rules until round 11): the sweep
// (TestSentenceModelSweep) scores it with a model trained without it.
// Until round 12 the shipped weights left it out (round 11: neutral on
// blind7 and train9, a third false flag on the development set); from
// round 13 they train on it: the group cross-validation's folds train on
// it (TestSentenceModelGroupCV), and the development set's tuning part
// scores the same with it or without it.
// [modelSecondFirst, modelSecondEnd) is blind7 and train9 (round 9's
// blind sets): the sweep scores them with a model trained without them.
const (
	modelValidationFirst = 9909
	modelValidationEnd   = 10731
	modelSecondFirst     = 8036
	modelSecondEnd       = 9909
)

// shippedTraining: case id is in the shipped weights' training set
// (TrainSentenceModel: every trainable case).
func shippedTraining(id int) bool { return trainable(id) }

func validationCase(id int) bool { return id >= modelValidationFirst && id < modelValidationEnd }

// secondCase: a blind7 or train9 case (see modelSecondFirst).
func secondCase(id int) bool { return id >= modelSecondFirst && id < modelSecondEnd }

// trainCase is one labelled conversation of the corpus.
type trainCase struct {
	ID       int             `json:"id"`
	Label    string          `json:"label"`
	Family   string          `json:"family"`
	Lang     string          `json:"lang"`
	Why      string          `json:"why"` // what the flagged answer claims unbacked (training labels only: whylabel.go)
	Tools    json.RawMessage `json:"tools"`
	Messages json.RawMessage `json:"messages"`
}

// loadTrainCases reads a jsonl file of cases.
func loadTrainCases(path string) ([]trainCase, error) {
	return readJSONL[trainCase](path)
}

// readJSONL reads a file of one JSON value of type T a line (blank lines
// skipped): the corpus splits and the development set.
func readJSONL[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cases: %w", err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var c T
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// modelTrainingCases returns the cases the weights may be trained on,
// from the corpus directory dir: the retired test split and every
// trainable tuning case; without the validation set unless all.
func modelTrainingCases(dir string, all bool) ([]trainCase, error) {
	tune, err := loadTrainCases(filepath.Join(dir, "tune.jsonl"))
	if err != nil {
		return nil, err
	}
	test, err := loadTrainCases(filepath.Join(dir, "test.jsonl"))
	if err != nil {
		return nil, err
	}
	var out []trainCase
	for _, c := range tune {
		if trainable(c.ID) && (all || !validationCase(c.ID)) {
			out = append(out, c)
		}
	}
	// (the dev set's tuning part was tried as well: no better on blind4
	// or in cross-validation, and it lives outside the repository)
	return append(out, test...), nil
}

// caseRecord is what the trainer keeps of one case checked with every
// sentence recorded.
type caseRecord struct {
	id      int
	flag    bool // the label
	family  string
	lang    string
	why     string // the author's note (whySentence)
	success bool   // some call succeeded (can back a claim)
	stray   bool
	sents   []sentRec
	claims  []recClaim
	answer  string // the final answer (diagnostics)
}

// recClaim is one claim of a recorded case.
type recClaim struct {
	rule   string
	model  bool // a candidate of the model (every unclaimed sentence)
	backed bool
	sent   int  // its sentence record, -1 if none (a code block, a label)
	exact  bool // droppable: the sentence's own rule claim
}

// recordCase checks c as checkRequest does, recording every sentence.
func recordCase(c trainCase) caseRecord {
	root := gjson.Parse(`{"tools":` + rawOrNull(c.Tools) + `,"messages":` + rawOrNull(c.Messages) + `}`)
	kinds, cmds := offeredTools(root.Get("tools"), nil)
	rec := caseRecord{id: c.ID, flag: c.Label == "flag", family: c.Family, lang: c.Lang, why: c.Why}
	arr := root.Get("messages").Array()
	if len(arr) == 0 {
		return rec
	}
	answer := MessageText(arr[len(arr)-1].Get("content"))
	h := ReadHistory(root.Get("messages"), func(n string) []string { return kinds[n] }, nil, nil)
	var mr modelRecorder
	cs := FindWith(answer, Options{UserTexts: h.UserTexts, Commands: cmds, Context: h.LastUser, AfterCalls: h.TurnHasCalls(), NoChangeCalls: h.TurnChangedNothing(), FailedCalls: h.TurnAllFailed(), QueryTool: offersQuery(kinds), Prior: h.Prior, PrevUser: h.PrevUser, record: &mr})
	sents := mr.recs
	Back(cs, h.Calls)
	rec.stray = len(StrayTokens(answer, h.Calls)) > 0
	for _, call := range h.Calls {
		switch call.Status {
		case Verified, Unverified, Client, Quoted:
			rec.success = true
		}
	}
	rec.sents = sents
	rec.answer = answer
	rec.claims = make([]recClaim, len(cs))
	for i := range rec.claims {
		rec.claims[i] = recClaim{rule: cs[i].Rule, model: cs[i].Rule == RuleModel, backed: cs[i].Backed, sent: -1}
	}
	for si, s := range sents {
		for j, k := range s.rules {
			rec.claims[k].sent = si
			rec.claims[k].exact = s.exact[j]
		}
		if s.cand >= 0 {
			rec.claims[s.cand].sent = si
		}
	}
	return rec
}

func rawOrNull(b json.RawMessage) string {
	if len(b) == 0 {
		return "null"
	}
	return string(b)
}

// ruleFlag: the rules alone flag the case.
func (r *caseRecord) ruleFlag() bool {
	if r.stray {
		return true
	}
	for _, c := range r.claims {
		if !c.model && !c.backed {
			return true
		}
	}
	return false
}

// contextRule: a rule that claims a sentence by where it stands, not by
// its wording. Not a done reply ("Hecho, termostato a 22 °C.", "Listo ✅"):
// it answers a request for an action, but its words say the action was
// done, and a new writer's verbless "Virement de 500 € envoyé" is a claim
// of the same kind (round 13's group cross-validation: as positives they
// found 3 more flagged cases and made 3 fewer false flags, pooled).
func contextRule(rule string) bool {
	switch rule {
	case RuleTurnReport, RuleNowState, RuleRequestedState, RuleAnnounced, RuleCasualAnswer:
		return true
	}
	return false
}

// wordedClaim: a rule claims the sentence by its wording, not only by
// where it stands (a turn report is any specific sentence after calls; a
// done reply, a requested or now state answer a request): the context
// rules' sentences would teach the model the context, not the wording.
func (r *caseRecord) wordedClaim(s sentRec) bool {
	for _, k := range s.rules {
		if !contextRule(r.claims[k].rule) {
			return true
		}
	}
	return false
}

// example is one labelled sentence: its features and its label (mil: the
// positive of a missed flagged case, chosen among group each epoch).
type example struct {
	hits []uint32
	y    float64
}

// milGroup: the unclaimed sentences of a flagged case with no successful
// call that the rules miss: one of them claims.
type milGroup [][]uint32

// sentenceExamples derives the sentence labels (see sentencemodel.go).
func sentenceExamples(recs []caseRecord) ([]example, []milGroup) {
	var ex []example
	var groups []milGroup
	for ri := range recs {
		r := &recs[ri]
		ruleFlag := r.ruleFlag()
		if !r.flag && !r.success {
			for _, s := range r.sents {
				ex = append(ex, example{s.hits, 0})
			}
			continue
		}
		if r.flag == ruleFlag {
			for _, s := range r.sents {
				if r.wordedClaim(s) {
					ex = append(ex, example{s.hits, 1})
				}
			}
			continue
		}
		if r.flag && trainWhy > 0 {
			if k := r.whyClaim(); k >= 0 {
				ex = append(ex, example{r.sents[k].hits, 1})
			}
		}
		if r.flag && !r.success {
			var g milGroup
			for _, s := range r.sents {
				if s.cand >= 0 {
					g = append(g, s.hits)
				}
			}
			if len(g) > 0 {
				groups = append(groups, g)
			}
		}
	}
	return ex, groups
}

// trainWhy: the sentence of a flagged case the rules miss that its
// author's why names (whyClaim) becomes a positive; 1: a sentence no rule
// claims, 2: a rule's backed claim too. Off (0): in round 17's group
// study (ZC_WHY) both moved along the pooled precision-recall line (1:
// 10 false flags more, 8 misses fewer; 2: 12 more, 13 fewer) and at no
// threshold pair of the grid beat the shipped setting's (README
// "Sentence model", round 17).
var trainWhy = 0

// whyClaim is the sentence of a flagged case that its author's why
// names (whySentence), -1 if none or if it is not one trainWhy takes: a
// sentence no rule claims nor set aside (the runtime's recall use reads
// only those), or with trainWhy 2 one a rule claims.
func (r *caseRecord) whyClaim() int {
	texts := make([]string, len(r.sents))
	for k, s := range r.sents {
		texts[k] = r.answer[s.start:s.end]
	}
	k := whySentence(r.why, r.lang, texts)
	if k < 0 {
		return -1
	}
	switch s := r.sents[k]; {
	case s.cand >= 0:
		return k
	case trainWhy >= 2 && len(s.rules) > 0:
		return k
	}
	return -1
}

// trainRate is the first epoch's learning rate (divided by 1 + epoch/4
// after). A variable so that the group study can vary it (ZC_RATE):
// round 16's half rate with averaged weights (trainAvgFrom) only moved
// along the pooled precision-recall line (README "Sentence model").
var trainRate = 0.2

const trainScale = 1024

// trainEpochs: passes over the examples.
var trainEpochs = 12

// trainMILStart: epochs before the missed cases' positives are chosen
// (multiple-instance learning); trainMILWeight: their step's share of the
// rate. Off (trainMILStart past the last epoch): with blind7 and train9,
// whose rules miss many flagged cases, the chosen positives taught the
// model to score plain sentences as claims (TestSentenceModelSweep: on
// blind7, trained without it, 43 false flags and 77 misses with them at
// the thresholds then shipped, 33 and 77 without at the new ones;
// ZC_MIL=2 brings them back).
var (
	trainMILStart  = math.MaxInt
	trainMILWeight = 1.0
)

// trainAvgFrom: the weights shipped are the mean of the weights at the
// end of each epoch from this one on; MaxInt (shipped): the last
// epoch's. Off: in round 16's group study (ZC_AVGFROM) it made, with
// rate 0.1 and thresholds 0.90 / 0.05, 3 fewer pooled false flags and as
// many misses, within the study's noise, and adv14 lost 2 flagged cases.
var trainAvgFrom = math.MaxInt

// trainL2 is the weight decay per epoch (times the epoch's rate). A
// real decay (0.3: 6 % off every weight an epoch) cut the cross-validated
// false flags but lost blind6 cases (TestSentenceModelSweep); kept
// negligible.
var trainL2 = 1e-4

// trainMinCount: a feature (bucket) of fewer training sentences than this
// keeps weight 0: a word one writer used once or twice (a name, a topic,
// a typo) says who wrote the sentence, not whether it claims (round 13's
// group cross-validation: each blind set scored by a model trained
// without it lost false flags and misses with 3, README "Sentence
// model"; 2 and 5 did about as well, 3 best).
var trainMinCount int32 = 3

// trainModel fits the logistic regression.
func trainModel(ex []example, groups []milGroup) *sentenceModel {
	w := make([]float64, modelBuckets)
	bias := 0.0
	avg := make([]float64, modelBuckets) // the sum of the averaged epochs' weights
	avgBias, nAvg := 0.0, 0
	score := func(hits []uint32) float64 {
		z := bias
		for _, h := range hits {
			z = float64(z + w[h])
		}
		return z
	}
	// seen: in how many labelled sentences each bucket occurs (a
	// sentence counted once per occurrence, as its features are)
	seen := make([]int32, modelBuckets)
	for _, x := range ex {
		for _, h := range x.hits {
			seen[h]++
		}
	}
	step := func(hits []uint32, y, rate float64) {
		p := 1 / (1 + math.Exp(-score(hits)))
		g := float64(rate * float64(p-y))
		for _, h := range hits {
			if seen[h] >= trainMinCount {
				w[h] = float64(w[h] - g)
			}
		}
		bias = float64(bias - g)
	}
	for e := 0; e < trainEpochs; e++ {
		rate := float64(trainRate / float64(1+e/4))
		for _, x := range ex {
			step(x.hits, x.y, rate)
		}
		if e >= trainMILStart {
			for _, g := range groups {
				best, bestZ := 0, math.Inf(-1)
				for k, hits := range g {
					if z := score(hits); z > bestZ {
						best, bestZ = k, z
					}
				}
				step(g[best], 1, float64(rate*trainMILWeight))
			}
		}
		decay := float64(1 - float64(rate*trainL2))
		for i := range w {
			w[i] = float64(w[i] * decay)
		}
		if e >= trainAvgFrom {
			for i := range w {
				avg[i] = float64(avg[i] + w[i])
			}
			avgBias = float64(avgBias + bias)
			nAvg++
		}
	}
	if nAvg > 0 {
		for i := range w {
			w[i] = float64(avg[i] / float64(nAvg))
		}
		bias = float64(avgBias / float64(nAvg))
	}
	m := &sentenceModel{scale: trainScale, w: make([]int16, modelBuckets)}
	for i, v := range w {
		q := math.Round(v * trainScale)
		m.w[i] = int16(max(math.MinInt16, min(math.MaxInt16, q)))
	}
	m.bias = int32(math.Round(bias * trainScale))
	m.recallAt = m.margin(modelRecallAt)
	m.dropBelow = m.margin(modelDropBelow)
	return m
}

// score is the model's margin of a recorded sentence.
func (m *sentenceModel) score(hits []uint32) int32 {
	z := m.bias
	for _, h := range hits {
		z += int32(m.w[h])
	}
	return z
}

// TrainSentenceModel trains the sentence model on the corpus in dir
// (claims/testdata/corpus) and returns the weights file.
func TrainSentenceModel(dir string) ([]byte, error) {
	cases, err := modelTrainingCases(dir, true) // the validation set too (see modelValidationFirst)
	if err != nil {
		return nil, err
	}
	recs := make([]caseRecord, len(cases))
	for i, c := range cases {
		recs[i] = recordCase(c)
	}
	ex, groups := sentenceExamples(recs)
	return trainModel(ex, groups).encode(), nil
}

// modelFlags: whether the case is flagged with the model used as use and
// thresholds (margins) hi (recall) and lo (precision).
func (r *caseRecord) modelFlags(m *sentenceModel, use ModelUse, hi, lo int32) bool {
	if r.stray {
		return true
	}
	for _, c := range r.claims {
		if c.backed {
			continue
		}
		z := int32(math.MaxInt32)
		if c.sent >= 0 {
			z = m.score(r.sents[c.sent].hits)
		}
		if c.model {
			if (use == ModelRecall || use == ModelBoth) && z >= hi {
				return true
			}
			continue
		}
		if (use == ModelPrecision || use == ModelBoth) && c.exact && z < lo {
			if h := r.sents[c.sent].head; !headCheck || !headRule(c.rule) || h == nil || m.score(h) < lo {
				continue
			}
		}
		return true
	}
	return false
}
