package claims

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestSentenceModelSweep (ZC_MODEL_SWEEP=1) is the trainer's held-out
// study, on which the model's settings and training set were chosen
// (the held-out range is never read):
//
//   - val: the validation set (blind8, validationCase) scored by a model
//     trained on everything trainable but it, val-2: the same trained
//     without the second set too (does the second set help?);
//   - sec: the second set (blind7 and train9, secondCase) scored by a
//     model trained on everything but it, sec-v: trained without the
//     validation set too;
//   - cv: a 5-fold cross-validation by case id over both sets,
//     each fold's model trained on everything else trainable.
//
// Each at several thresholds. ZC_MODEL_SWEEP=short prints the rules and
// the shipped thresholds only.
func TestSentenceModelSweep(t *testing.T) {
	sw := os.Getenv("ZC_MODEL_SWEEP")
	if sw == "" {
		t.Skip("ZC_MODEL_SWEEP not set")
	}
	if v := os.Getenv("ZC_MODEL_L2"); v != "" {
		fmt.Sscan(v, &trainL2)
	}
	if v := os.Getenv("ZC_MIL"); v != "" {
		fmt.Sscan(v, &trainMILStart)
	}
	if v := os.Getenv("ZC_EPOCHS"); v != "" {
		fmt.Sscan(v, &trainEpochs)
	}
	if v := os.Getenv("ZC_MILW"); v != "" {
		fmt.Sscan(v, &trainMILWeight)
	}
	headCheck = os.Getenv("ZC_NOHEAD") == ""
	recs := recordTrainingCases(t)
	var base, b7, t9 []caseRecord
	for _, r := range recs {
		switch {
		case validationCase(r.id):
			b7 = append(b7, r)
		case secondCase(r.id):
			t9 = append(t9, r)
		default:
			base = append(base, r)
		}
	}
	// fit trains on recs (in corpus order) those keep says.
	fit := func(keep func(id int) bool) *sentenceModel {
		var tr []caseRecord
		for _, r := range recs {
			if keep(r.id) {
				tr = append(tr, r)
			}
		}
		return trainModel(sentenceExamples(tr))
	}
	isBase := func(id int) bool { return !validationCase(id) && !secondCase(id) }
	t.Logf("cases: %d base, %d validation, %d second", len(base), len(b7), len(t9))
	sets := []struct {
		name  string
		folds []cvOut
	}{
		{"val", []cvOut{{fit(func(id int) bool { return !validationCase(id) }), b7}}},
		{"val-2", []cvOut{{fit(isBase), b7}}},
		{"sec", []cvOut{{fit(func(id int) bool { return !secondCase(id) }), t9}}},
		{"sec-v", []cvOut{{fit(isBase), t9}}},
	}
	// the development set's tuning part (never its held-out part): never
	// trained on, scored by the model trained on everything
	var dev []caseRecord
	for _, c := range loadCases(t, devPath()) {
		var id int
		_ = json.Unmarshal(c.ID, &id)
		if !heldOut(id) {
			dev = append(dev, recordCase(trainCase{ID: id, Label: c.Label, Family: c.Family, Lang: c.Lang, Tools: c.Tools, Messages: c.Messages}))
		}
	}
	sets = append(sets, struct {
		name  string
		folds []cvOut
	}{"dev", []cvOut{{fit(func(int) bool { return true }), dev}}})
	// (ZC_CV_BASE: the folds over the older material instead)
	inCV := func(id int) bool { return !isBase(id) }
	if os.Getenv("ZC_CV_BASE") != "" {
		inCV = isBase
	}
	var cv []cvOut
	for f := 0; f < 5; f++ {
		var held []caseRecord
		for _, r := range recs {
			if inCV(r.id) && r.id%5 == f {
				held = append(held, r)
			}
		}
		cv = append(cv, cvOut{fit(func(id int) bool { return !inCV(id) || id%5 != f }), held})
	}
	sets = append(sets, struct {
		name  string
		folds []cvOut
	}{"cv", cv})
	var b strings.Builder
	line := func(name string, use ModelUse, hi, lo float64) {
		f := func(m *sentenceModel, r *caseRecord) bool {
			if use == ModelOff {
				return r.ruleFlag()
			}
			return r.modelFlags(m, use, m.margin(hi), m.margin(lo))
		}
		fmt.Fprintf(&b, "%-18s", name)
		for _, st := range sets {
			s, _ := tallyOf(st.folds, f)
			fmt.Fprintf(&b, " | %s %s", st.name, s)
		}
		b.WriteByte('\n')
	}
	if sw == "family" {
		// the two sets by family and language: the rules, and the
		// shipped thresholds with a model trained without the set
		for _, st := range []struct {
			name string
			fo   cvOut
		}{{"validation", sets[0].folds[0]}, {"second", sets[2].folds[0]}} {
			keys := map[string]bool{}
			for _, r := range st.fo.recs {
				keys["family "+r.family], keys["lang   "+r.lang] = true, true
			}
			var ks []string
			for k := range keys {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			for _, k := range ks {
				var rules, model tally
				for i := range st.fo.recs {
					r := &st.fo.recs[i]
					if "family "+r.family != k && "lang   "+r.lang != k {
						continue
					}
					rules.add(r.flag, r.ruleFlag())
					m := st.fo.m
					model.add(r.flag, r.modelFlags(m, ModelBoth, m.margin(modelRecallAt), m.margin(modelDropBelow)))
				}
				fmt.Fprintf(&b, "%s %-28s n=%3d rules P=%.3f R=%.3f | shipped P=%.3f R=%.3f\n", st.name, k, rules.tp+rules.fp+rules.fn+rules.tn, rules.p(), rules.r(), model.p(), model.r())
			}
		}
		t.Log("\n" + b.String())
		return
	}
	line("rules", ModelOff, 0, 0)
	if sw == "grid" {
		his, los := []float64{0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99}, []float64{0.02, 0.05, 0.1}
		if v := os.Getenv("ZC_HI"); v != "" {
			his = parseFloats(v)
		}
		if v := os.Getenv("ZC_LO"); v != "" {
			los = parseFloats(v)
		}
		for _, hi := range his {
			for _, lo := range los {
				line(fmt.Sprintf("both %.2f/%.2f", hi, lo), ModelBoth, hi, lo)
			}
		}
	} else if sw != "short" {
		for _, hi := range sweepHi {
			line(fmt.Sprintf("recall %.3f", hi), ModelRecall, hi, 0)
		}
		for _, lo := range sweepLo {
			line(fmt.Sprintf("precision %.3f", lo), ModelPrecision, 0, lo)
		}
		for _, hi := range []float64{0.9, 0.95, 0.97, 0.98, 0.99} {
			for _, lo := range []float64{0.02, 0.05, 0.1} {
				line(fmt.Sprintf("both %.2f/%.2f", hi, lo), ModelBoth, hi, lo)
			}
		}
	}
	line(fmt.Sprintf("shipped %.2f/%.2f", modelRecallAt, modelDropBelow), ModelBoth, modelRecallAt, modelDropBelow)
	t.Log("\n" + b.String())
}

// recordTrainingCases records every case the model may train on
// (validation set included).
func recordTrainingCases(t *testing.T) []caseRecord {
	cases, err := modelTrainingCases(filepath.Join("testdata", "corpus"), true)
	if err != nil {
		t.Fatal(err)
	}
	recs := make([]caseRecord, len(cases))
	for i, c := range cases {
		recs[i] = recordCase(c)
	}
	return recs
}

type cvOut struct {
	m    *sentenceModel
	recs []caseRecord
}

var sweepHi = []float64{0.8, 0.9, 0.95, 0.98, 0.99}
var sweepLo = []float64{0.01, 0.02, 0.05, 0.1, 0.2}

// tallyOf scores each fold's cases with its model: P, R, F1 and F0.5
// (and F0.5 alone).
func tallyOf(folds []cvOut, f func(m *sentenceModel, r *caseRecord) bool) (string, float64) {
	var all tally
	for _, fo := range folds {
		for i := range fo.recs {
			all.add(fo.recs[i].flag, f(fo.m, &fo.recs[i]))
		}
	}
	return fmt.Sprintf("%.3f/%.3f (%3d,%3d)", all.p(), all.r(), all.fp, all.fn), fbeta(all, 0.5)
}

func fbeta(t tally, beta float64) float64 {
	p, r := t.p(), t.r()
	if p+r == 0 {
		return 0
	}
	b2 := beta * beta
	return (1 + b2) * p * r / (b2*p + r)
}

// TestSentenceModelShow (ZC_MODEL_SHOW=id,id) prints the scored sentences
// of training cases (never the validation set nor the held-out range)
// under a model trained without the validation set.
func TestSentenceModelShow(t *testing.T) {
	ids := os.Getenv("ZC_MODEL_SHOW")
	if ids == "" {
		t.Skip("ZC_MODEL_SHOW not set")
	}
	cases, err := modelTrainingCases(filepath.Join("testdata", "corpus"), false)
	if err != nil {
		t.Fatal(err)
	}
	var tr []caseRecord
	for _, c := range cases {
		tr = append(tr, recordCase(c))
	}
	m := trainModel(sentenceExamples(tr))
	old := loadedModel
	modelOnce.Do(func() {})
	loadedModel = m
	defer func() { loadedModel = old }()
	for _, c := range cases {
		if !strings.Contains(","+ids+",", fmt.Sprintf(",%d,", c.ID)) {
			continue
		}
		e := evalCase{ID: []byte(fmt.Sprint(c.ID)), Label: c.Label, Tools: c.Tools, Messages: c.Messages}
		SetDefaultModelUse(ModelRecall)
		_, cs := judge(e)
		SetDefaultModelUse(ModelDefault)
		t.Logf("case %d %s %s", c.ID, c.Family, c.Label)
		for _, cl := range cs {
			t.Logf("   %s %s %q objs=%v backed=%v cue=%s | %s", cl.Rule, cl.Action, FlagText(cl.Sentence), cl.Objects, cl.Backed, cl.Cue, cl.Why)
		}
	}
}

// TestSentenceModelDiag (ZC_MODEL_DIAG=1) lists train9's errors under a
// model trained without train9 (blind7 included): each missed or falsely
// flagged case with its sentences' scores. Never blind7 (the validation
// set) nor the held-out range.
func TestSentenceModelDiag(t *testing.T) {
	if os.Getenv("ZC_MODEL_DIAG") == "" {
		t.Skip("ZC_MODEL_DIAG not set")
	}
	if v := os.Getenv("ZC_MIL"); v != "" {
		fmt.Sscan(v, &trainMILStart)
	}
	cases, err := modelTrainingCases(filepath.Join("testdata", "corpus"), true)
	if err != nil {
		t.Fatal(err)
	}
	var tr, t9 []caseRecord
	texts := map[int]trainCase{}
	for _, c := range cases {
		r := recordCase(c)
		if secondCase(c.ID) && os.Getenv("ZC_DIAG_B7") == "" || validationCase(c.ID) && os.Getenv("ZC_DIAG_B7") != "" {
			t9 = append(t9, r)
			texts[c.ID] = c
		} else {
			tr = append(tr, r)
		}
	}
	m := trainModel(sentenceExamples(tr))
	hi, lo := m.margin(modelRecallAt), m.margin(modelDropBelow)
	if v := os.Getenv("ZC_DIAG_HI"); v != "" {
		var p float64
		fmt.Sscan(v, &p)
		hi = m.margin(p)
	}
	for i := range t9 {
		r := &t9[i]
		got := r.modelFlags(m, ModelBoth, hi, lo)
		if got == r.flag && !strings.Contains(","+os.Getenv("ZC_MODEL_DIAG")+",", fmt.Sprintf(",%d,", r.id)) {
			continue
		}
		kind := "FN"
		if got {
			kind = "FP"
		}
		if got == r.flag {
			kind = "OK"
		}
		c := texts[r.id]
		fmt.Printf("== %s %d %s %s success=%v ruleflag=%v\n", kind, r.id, c.Family, c.Lang, r.success, r.ruleFlag())
		// the sentences with their scores and claims
		for si, s := range r.sents {
			p := m.prob(m.score(s.hits))
			var rules []string
			for _, cl := range r.claims {
				if cl.sent == si {
					rules = append(rules, fmt.Sprintf("%s(b=%v,x=%v)", cl.rule, cl.backed, cl.exact))
				}
			}
			fmt.Printf("   %.3f %v %q\n", p, rules, r.answer[s.start:s.end])
		}
	}
}

// TestSentenceModelWhy (ZC_MODEL_WHY=lang|text) prints every feature of
// each sentence of text with its weight under the shipped model.
func TestSentenceModelWhy(t *testing.T) {
	v := os.Getenv("ZC_MODEL_WHY")
	if v == "" {
		t.Skip("ZC_MODEL_WHY not set")
	}
	lang, text, _ := strings.Cut(v, "|")
	m := theModel()
	mr := &modelRecorder{names: true}
	FindWith(text, Options{Lang: lang, record: mr})
	for _, r := range mr.recs {
		fmt.Printf("%.3f %q\n", m.prob(m.score(r.hits)), text[r.start:r.end])
		for k, h := range r.hits {
			fmt.Printf("   %+.2f %s\n", float64(m.w[h])/float64(m.scale), r.names[k])
		}
	}
}

func parseFloats(s string) []float64 {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		var v float64
		fmt.Sscan(f, &v)
		out = append(out, v)
	}
	return out
}

// TestSentenceModelDrops (ZC_MODEL_DROPS=1): the precision use's
// decisive drops on blind7 and the cross-validation, by rule: good (a
// clean case no longer flagged) or bad (a flagged case missed).
func TestSentenceModelDrops(t *testing.T) {
	if os.Getenv("ZC_MODEL_DROPS") == "" {
		t.Skip("ZC_MODEL_DROPS not set")
	}
	if v := os.Getenv("ZC_MIL"); v != "" {
		fmt.Sscan(v, &trainMILStart)
	}
	recs := recordTrainingCases(t)
	fit := func(keep func(id int) bool) *sentenceModel {
		var tr []caseRecord
		for _, r := range recs {
			if keep(r.id) {
				tr = append(tr, r)
			}
		}
		return trainModel(sentenceExamples(tr))
	}
	isBase := func(id int) bool { return !validationCase(id) && !secondCase(id) }
	var folds []cvOut
	for f := 0; f < 5; f++ {
		var held []caseRecord
		for _, r := range recs {
			if !isBase(r.id) && r.id%5 == f {
				held = append(held, r)
			}
		}
		folds = append(folds, cvOut{fit(func(id int) bool { return isBase(id) || id%5 != f }), held})
	}
	good, bad := map[string]int{}, map[string]int{}
	for _, fo := range folds {
		m := fo.m
		lo := m.margin(modelDropBelow)
		for i := range fo.recs {
			r := &fo.recs[i]
			if !r.ruleFlag() || r.modelFlags(m, ModelPrecision, 0, lo) {
				continue
			}
			for _, c := range r.claims {
				if c.backed || c.model || !c.exact || c.sent < 0 || m.score(r.sents[c.sent].hits) >= lo {
					continue
				}
				if h := r.sents[c.sent].head; headRule(c.rule) && h != nil && m.score(h) >= lo {
					continue
				}
				if r.flag {
					bad[c.rule]++
				} else {
					good[c.rule]++
				}
				s := r.sents[c.sent]
				fmt.Printf("%v %d %s %.3f %q\n", !r.flag, r.id, c.rule, m.prob(m.score(s.hits)), r.answer[s.start:s.end])
			}
		}
	}
	t.Logf("cv drops: good %v bad %v", good, bad)
}

// TestSentenceModelDevFP (ZC_MODEL_DEVFP=hi): the development set's
// tuning part (never its held-out part) flagged falsely by the recall
// use at threshold hi, with the model trained on everything.
func TestSentenceModelDevFP(t *testing.T) {
	v := os.Getenv("ZC_MODEL_DEVFP")
	if v == "" {
		t.Skip("ZC_MODEL_DEVFP not set")
	}
	var hiP float64
	fmt.Sscan(v, &hiP)
	if v := os.Getenv("ZC_MIL"); v != "" {
		fmt.Sscan(v, &trainMILStart)
	}
	m := trainModel(sentenceExamples(recordTrainingCases(t)))
	for _, c := range loadCases(t, devPath()) {
		var id int
		_ = json.Unmarshal(c.ID, &id)
		if heldOut(id) || c.Label == "flag" {
			continue
		}
		r := recordCase(trainCase{ID: id, Label: c.Label, Family: c.Family, Lang: c.Lang, Tools: c.Tools, Messages: c.Messages})
		if r.ruleFlag() || !r.modelFlags(m, ModelRecall, m.margin(hiP), 0) {
			continue
		}
		fmt.Printf("== %d %s %s success=%v\n", id, c.Family, c.Lang, r.success)
		for _, cl := range r.claims {
			if cl.model && !cl.backed && cl.sent >= 0 {
				s := r.sents[cl.sent]
				if p := m.prob(m.score(s.hits)); p >= hiP {
					fmt.Printf("   %.3f %q\n", p, r.answer[s.start:s.end])
				}
			}
		}
	}
}
