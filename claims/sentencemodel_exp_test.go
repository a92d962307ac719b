package claims

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestSentenceModelSweep (ZC_MODEL_SWEEP=1) is the trainer's held-out
// study: it trains without blind4 and blind5 and scores blind4 (tuning
// material the rules were not tuned on yet) at several thresholds, and
// runs a 5-fold cross-validation (folds by case id) over everything but
// blind5. blind5 is never read here.
func TestSentenceModelSweep(t *testing.T) {
	if os.Getenv("ZC_MODEL_SWEEP") == "" {
		t.Skip("ZC_MODEL_SWEEP not set")
	}
	dir := filepath.Join("testdata", "corpus")
	if v := os.Getenv("ZC_MODEL_L2"); v != "" {
		fmt.Sscan(v, &trainL2)
	}
	cases, err := modelTrainingCases(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	recs := make([]caseRecord, len(cases))
	for i, c := range cases {
		recs[i] = recordCase(c)
	}
	isB4 := func(r *caseRecord) bool { return r.id >= tuneBlind4First && r.id < tuneBlind5First }
	var tr, va []caseRecord
	for _, r := range recs {
		if isB4(&r) {
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
	sweep(t, "blind4 (trained without it)", m, va)
	t.Log("blind4 changed by recall 0.95:", breakdown(m, va, 0.95))
	sweep(t, "train (in-sample)", m, tr)
	// 5-fold CV over everything open
	var cv []cvOut
	for f := 0; f < 5; f++ {
		var a, b []caseRecord
		for _, r := range recs {
			if r.id >= 0 && r.id%5 == f {
				b = append(b, r)
			} else {
				a = append(a, r)
			}
		}
		ex, groups := sentenceExamples(a)
		cv = append(cv, cvOut{trainModel(ex, groups), b})
	}
	sweepCV(t, cv)
}

type cvOut struct {
	m    *sentenceModel
	recs []caseRecord
}

var sweepHi = []float64{0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995}
var sweepLo = []float64{0.005, 0.01, 0.02, 0.05, 0.1, 0.2}

func sweepCV(t *testing.T, folds []cvOut) {
	var b strings.Builder
	line := func(name string, f func(m *sentenceModel, r *caseRecord) bool) {
		var all tally
		for _, fo := range folds {
			for i := range fo.recs {
				all.add(fo.recs[i].flag, f(fo.m, &fo.recs[i]))
			}
		}
		fmt.Fprintf(&b, "  %-22s P=%.3f R=%.3f F1=%.3f (tp=%d fp=%d fn=%d)\n", name, all.p(), all.r(), f1(all), all.tp, all.fp, all.fn)
	}
	line("rules", func(m *sentenceModel, r *caseRecord) bool { return r.ruleFlag() })
	for _, hi := range sweepHi {
		line(fmt.Sprintf("recall %.3f", hi), func(m *sentenceModel, r *caseRecord) bool {
			return r.modelFlags(m, ModelRecall, m.margin(hi), 0)
		})
	}
	for _, lo := range sweepLo {
		line(fmt.Sprintf("precision %.3f", lo), func(m *sentenceModel, r *caseRecord) bool {
			return r.modelFlags(m, ModelPrecision, 0, m.margin(lo))
		})
	}
	t.Log("5-fold CV (open cases)\n" + b.String())
}

func f1(t tally) float64 {
	p, r := t.p(), t.r()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func sweep(t *testing.T, name string, m *sentenceModel, recs []caseRecord) {
	var b strings.Builder
	fam := func(f func(r *caseRecord) bool) string {
		byFam := map[string]*tally{}
		for i := range recs {
			r := &recs[i]
			if r.id < 0 {
				continue
			}
			if byFam[r.family] == nil {
				byFam[r.family] = &tally{}
			}
			byFam[r.family].add(r.flag, f(r))
		}
		keys := make([]string, 0, len(byFam))
		for k := range byFam {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var s strings.Builder
		for _, k := range keys {
			if byFam[k].tp+byFam[k].fn > 0 {
				fmt.Fprintf(&s, " %s=%.2f", k[:4], byFam[k].r())
			}
		}
		return s.String()
	}
	line := func(label string, f func(r *caseRecord) bool) {
		var all tally
		for i := range recs {
			all.add(recs[i].flag, f(&recs[i]))
		}
		fmt.Fprintf(&b, "  %-22s P=%.3f R=%.3f F1=%.3f (tp=%d fp=%d fn=%d) R/fam:%s\n", label, all.p(), all.r(), f1(all), all.tp, all.fp, all.fn, fam(f))
	}
	line("rules", func(r *caseRecord) bool { return r.ruleFlag() })
	for _, hi := range sweepHi {
		line(fmt.Sprintf("recall %.3f", hi), func(r *caseRecord) bool { return r.modelFlags(m, ModelRecall, m.margin(hi), 0) })
	}
	for _, lo := range sweepLo {
		line(fmt.Sprintf("precision %.3f", lo), func(r *caseRecord) bool { return r.modelFlags(m, ModelPrecision, 0, m.margin(lo)) })
	}
	for _, hi := range []float64{0.9, 0.95, 0.98} {
		for _, lo := range []float64{0.01, 0.05} {
			line(fmt.Sprintf("both %.2f/%.2f", hi, lo), func(r *caseRecord) bool { return r.modelFlags(m, ModelBoth, m.margin(hi), m.margin(lo)) })
		}
	}
	t.Log(name + "\n" + b.String())
}

// breakdown: the cases the recall use changes, by whether a call succeeded.
func breakdown(m *sentenceModel, recs []caseRecord, hi float64) string {
	var b strings.Builder
	for i := range recs {
		r := &recs[i]
		rf, mf := r.ruleFlag(), r.modelFlags(m, ModelRecall, m.margin(hi), 0)
		if rf != mf {
			fmt.Fprintf(&b, " %d:%s/%v/succ=%v", r.id, r.family[:4], r.flag, r.success)
		}
	}
	return b.String()
}

// TestSentenceModelShow (ZC_MODEL_SHOW=id,id) prints the scored sentences
// of open tuning cases (never blind5) under a model trained without
// blind4 and blind5.
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
		if c.ID < tuneBlind4First || c.ID >= tuneBlind5First {
			tr = append(tr, recordCase(c))
		}
	}
	m := trainModel(sentenceExamples(tr))
	old := loadedModel
	modelOnce.Do(func() {})
	loadedModel = m
	defer func() { loadedModel = old }()
	for _, c := range cases {
		if !strings.Contains(","+ids+",", fmt.Sprintf(",%d,", c.ID)) || c.ID >= tuneBlind5First {
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
