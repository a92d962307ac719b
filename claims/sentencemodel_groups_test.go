package claims

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// modelGroups are the blind sets, each written by a group of writers the
// others never saw: the group cross-validation (TestSentenceModelGroupCV)
// scores each with a model trained on every other trainable case, the
// measure of how the model does on writers it has not seen.
var modelGroups = []struct {
	name       string
	first, end int // tune ids [first, end)
}{
	{"blind7+train9", 8036, 9909},
	{"blind8", 9909, 10731},
	{"blind9", 10731, 11541},
	{"blind10", 11541, 12410},
}

// TestSentenceModelGroupCV (ZC_MODEL_GROUPS=1) is the leave-one-writer-
// group-out study: for each blind set (modelGroups) a model trained on
// every trainable case but that set scores it, rules plus the model as
// shipped (both uses, modelRecallAt / modelDropBelow); P / R (false
// flags, misses) per fold and pooled, with the rules alone beside it;
// and the development set's tuning part (never trained on) scored by the
// model the trainer ships (TrainSentenceModel's training set). The
// held-out range is never read.
func TestSentenceModelGroupCV(t *testing.T) {
	if os.Getenv("ZC_MODEL_GROUPS") == "" {
		t.Skip("ZC_MODEL_GROUPS not set")
	}
	sweepEnv()
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
	his := []float64{modelRecallAt}
	if v := os.Getenv("ZC_HI"); v != "" {
		his = parseFloats(v)
	}
	los := []float64{modelDropBelow}
	if v := os.Getenv("ZC_LO"); v != "" {
		los = parseFloats(v)
	}
	type fold struct {
		name string
		m    *sentenceModel
		recs []caseRecord
	}
	var folds []fold
	for _, g := range modelGroups {
		in := func(id int) bool { return id >= g.first && id < g.end }
		var held []caseRecord
		for _, r := range recs {
			if in(r.id) {
				held = append(held, r)
			}
		}
		folds = append(folds, fold{g.name, fit(func(id int) bool { return !in(id) }), held})
	}
	var dev []caseRecord
	for _, c := range loadCases(t, devPath()) {
		var id int
		_ = json.Unmarshal(c.ID, &id)
		if !heldOut(id) {
			dev = append(dev, recordCase(trainCase{ID: id, Label: c.Label, Family: c.Family, Lang: c.Lang, Tools: c.Tools, Messages: c.Messages}))
		}
	}
	full := fit(shippedTraining)
	var b strings.Builder
	row := func(name string, f func(m *sentenceModel, r *caseRecord) bool) {
		fmt.Fprintf(&b, "%-16s", name)
		var pooled tally
		for _, fo := range folds {
			var tl tally
			for i := range fo.recs {
				tl.add(fo.recs[i].flag, f(fo.m, &fo.recs[i]))
				pooled.add(fo.recs[i].flag, f(fo.m, &fo.recs[i]))
			}
			fmt.Fprintf(&b, " | %s %.3f/%.3f (%3d,%3d)", fo.name, tl.p(), tl.r(), tl.fp, tl.fn)
		}
		fmt.Fprintf(&b, " | pooled %.3f/%.3f (%3d,%3d)", pooled.p(), pooled.r(), pooled.fp, pooled.fn)
		var dt tally
		for i := range dev {
			dt.add(dev[i].flag, f(full, &dev[i]))
		}
		fmt.Fprintf(&b, " | dev-tune %.3f/%.3f (%d,%d)\n", dt.p(), dt.r(), dt.fp, dt.fn)
	}
	row("rules", func(_ *sentenceModel, r *caseRecord) bool { return r.ruleFlag() })
	for _, hi := range his {
		for _, lo := range los {
			row(fmt.Sprintf("both %.2f/%.2f", hi, lo), func(m *sentenceModel, r *caseRecord) bool {
				return r.modelFlags(m, ModelBoth, m.margin(hi), m.margin(lo))
			})
		}
	}
	t.Log("\n" + b.String())
}

// sweepEnv reads the training settings the studies may vary.
func sweepEnv() {
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
}
