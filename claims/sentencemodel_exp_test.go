package claims

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSentenceModelSweep (ZC_MODEL_SWEEP=1) is the trainer's held-out
// study, on which the model's settings were chosen: a model trained
// without the validation set (blind6) scored on it, and a 5-fold
// cross-validation (folds by case id) over the rest of the training
// material, both at several thresholds. The held-out range is never read.
func TestSentenceModelSweep(t *testing.T) {
	if os.Getenv("ZC_MODEL_SWEEP") == "" {
		t.Skip("ZC_MODEL_SWEEP not set")
	}
	if v := os.Getenv("ZC_MODEL_L2"); v != "" {
		fmt.Sscan(v, &trainL2)
	}
	recs := recordTrainingCases(t)
	var tr, va []caseRecord
	for _, r := range recs {
		if validationCase(r.id) {
			va = append(va, r)
		} else {
			tr = append(tr, r)
		}
	}
	ex, groups := sentenceExamples(tr)
	npos := 0
	for _, e := range ex {
		if e.y > 0 {
			npos++
		}
	}
	t.Logf("train: %d cases, %d sentences labelled (%d positive), %d MIL groups", len(tr), len(ex), npos, len(groups))
	m := trainModel(ex, groups)
	var folds []cvOut
	for f := 0; f < 5; f++ {
		var a, b []caseRecord
		for _, r := range tr {
			if r.id%5 == f {
				b = append(b, r)
			} else {
				a = append(a, r)
			}
		}
		ex, groups := sentenceExamples(a)
		folds = append(folds, cvOut{trainModel(ex, groups), b})
	}
	val := []cvOut{{m, va}}
	var b strings.Builder
	fmt.Fprintf(&b, "%-20s | %-38s | %-38s\n", "", "blind6 (trained without it)", "5-fold CV (rest)")
	line := func(name string, use ModelUse, hi, lo float64) {
		f := func(m *sentenceModel, r *caseRecord) bool {
			if use == ModelOff {
				return r.ruleFlag()
			}
			return r.modelFlags(m, use, m.margin(hi), m.margin(lo))
		}
		vs, vf := tallyOf(val, f)
		cs, cf := tallyOf(folds, f)
		fmt.Fprintf(&b, "%-20s | %s | %s | mean F0.5 %.4f\n", name, vs, cs, (vf+cf)/2)
	}
	line("rules", ModelOff, 0, 0)
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
	return fmt.Sprintf("P=%.3f R=%.3f F1=%.3f F.5=%.3f fp=%-3d fn=%-3d", all.p(), all.r(), fbeta(all, 1), fbeta(all, 0.5), all.fp, all.fn), fbeta(all, 0.5)
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
