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
	{"blind11", 12410, 13265}, // round 13's held-out set
	{"train13", 13265, 14156}, // round 13's training material
	{"blind12", 14156, 15095}, // round 14's held-out set
	{"train15", 16724, 17278}, // round 15's training material
	{"blind13", 15411, 16417}, // round 15's held-out set
	{"blind14", 17278, 18275}, // round 16's held-out set
	{"train16", 18618, 19165}, // round 16's training material
	{"blind15", 19165, 20133}, // round 17's held-out set
	{"train17", 20498, 21026}, // round 17's training material
	{"blind16", 21026, 22008}, // round 18's held-out set
	{"train18", 22346, 22888}, // round 18's training material
	{"blind17", 22888, 23885}, // round 19's held-out set
	{"train19", 24261, 24791}, // round 19's training material
	{"blind18", 24791, 25776}, // round 20's held-out set
	{"train20", 26138, 26672}, // round 20's training material
	{"blind19", 26672, 27784}, // round 21's held-out set
	{"train21", 28146, 28694}, // round 21's training material
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
	if os.Getenv("ZC_WITH_B8") != "" {
		full = fit(trainable)
	}
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
	if os.Getenv("ZC_GROUPS_FRONTIER") != "" {
		// pooled (false flags, misses) and dev-tune false flags over a grid
		for _, lo := range []float64{0.005, 0.01, 0.02, 0.05} {
			fmt.Fprintf(&b, "lo %.3f:", lo)
			for _, hi := range []float64{0.8, 0.9, 0.95, 0.98, 0.99} {
				var pooled, dt tally
				for _, fo := range folds {
					for i := range fo.recs {
						r := &fo.recs[i]
						pooled.add(r.flag, r.modelFlags(fo.m, ModelBoth, fo.m.margin(hi), fo.m.margin(lo)))
					}
				}
				for i := range dev {
					dt.add(dev[i].flag, dev[i].modelFlags(full, ModelBoth, full.margin(hi), full.margin(lo)))
				}
				fmt.Fprintf(&b, " %.2f:%d,%d,%d/%d", hi, pooled.fp, pooled.fn, dt.fp, dt.fn)
			}
			b.WriteByte('\n')
		}
		t.Log("\n" + b.String())
		return
	}
	row("rules", func(_ *sentenceModel, r *caseRecord) bool { return r.ruleFlag() })
	if os.Getenv("ZC_GROUPS_USES") != "" {
		row("recall", func(m *sentenceModel, r *caseRecord) bool {
			return r.modelFlags(m, ModelRecall, m.margin(modelRecallAt), 0)
		})
		row("precision", func(m *sentenceModel, r *caseRecord) bool {
			return r.modelFlags(m, ModelPrecision, 0, m.margin(modelDropBelow))
		})
	}
	for _, hi := range his {
		for _, lo := range los {
			row(fmt.Sprintf("both %.2f/%.2f", hi, lo), func(m *sentenceModel, r *caseRecord) bool {
				return r.modelFlags(m, ModelBoth, m.margin(hi), m.margin(lo))
			})
		}
	}
	if os.Getenv("ZC_GROUPS_IDS") != "" {
		// every error's case id, to compare two settings
		for _, fo := range folds {
			m := fo.m
			for i := range fo.recs {
				r := &fo.recs[i]
				if got := r.modelFlags(m, ModelBoth, m.margin(modelRecallAt), m.margin(modelDropBelow)); got != r.flag {
					fmt.Fprintf(&b, "err %d flag=%v rules=%v\n", r.id, r.flag, r.ruleFlag())
					if os.Getenv("ZC_GROUPS_IDS") == "2" {
						for _, c := range r.claims {
							if c.model && !c.backed && c.sent >= 0 {
								s := r.sents[c.sent]
								fmt.Fprintf(&b, "  cand %d %.3f %q\n", r.id, m.prob(m.score(s.hits)), r.answer[s.start:s.end])
							}
						}
					}
				}
			}
		}
	}
	if os.Getenv("ZC_GROUPS_WHY") != "" {
		// where the shipped setting's errors come from
		cnt := map[string]int{}
		for _, fo := range folds {
			m := fo.m
			hi, lo := m.margin(modelRecallAt), m.margin(modelDropBelow)
			for i := range fo.recs {
				r := &fo.recs[i]
				got := r.modelFlags(m, ModelBoth, hi, lo)
				switch {
				case got && !r.flag:
					if r.ruleFlag() {
						cnt["FP by the rules"]++
					} else {
						cnt["FP by the model"]++
					}
				case !got && r.flag:
					if r.ruleFlag() {
						cnt["FN dropped by the model"]++
						continue
					}
					cand, hiBacked, anyCand := false, false, false
					for _, c := range r.claims {
						if c.model && !c.backed {
							cand = true
						}
						if c.model {
							anyCand = true
						}
						if c.model && c.backed && c.sent >= 0 && m.score(r.sents[c.sent].hits) >= hi {
							hiBacked = true
						}
					}
					if !cand && hiBacked {
						cnt["FN a backed candidate over hi"]++
					} else if !cand && !anyCand {
						cnt["FN no candidate at all"]++
					}
					if cand {
						cnt["FN with an unbacked candidate under hi"]++
						if os.Getenv("ZC_GROUPS_WHY") == "3" {
							for _, c := range r.claims {
								if c.model && !c.backed && c.sent >= 0 {
									s := r.sents[c.sent]
									fmt.Fprintf(&b, "miss %d %s %.3f %q\n", r.id, r.lang, m.prob(m.score(s.hits)), r.answer[s.start:s.end])
								}
							}
						}
					} else if r.success {
						cnt["FN no unbacked candidate, success"]++
					} else {
						cnt["FN no unbacked candidate, no success"]++
					}
				}
			}
		}
		fmt.Fprintln(&b, cnt)
		// the precision use's decisive drops by rule: good (a clean case
		// no longer flagged), bad (a flagged case missed)
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
					if os.Getenv("ZC_GROUPS_WHY") == "2" {
						s := r.sents[c.sent]
						fmt.Fprintf(&b, "drop %v %d %s %.4f %q\n", !r.flag, r.id, c.rule, m.prob(m.score(s.hits)), r.answer[s.start:s.end])
					}
				}
			}
		}
		fmt.Fprintln(&b, "drops good", good, "bad", bad)
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
	if v := os.Getenv("ZC_RATE"); v != "" {
		fmt.Sscan(v, &trainRate)
	}
	if v := os.Getenv("ZC_AVGFROM"); v != "" {
		fmt.Sscan(v, &trainAvgFrom)
	}
	if v := os.Getenv("ZC_WHY"); v != "" {
		fmt.Sscan(v, &trainWhy)
	}
	if v := os.Getenv("ZC_MINCOUNT"); v != "" {
		fmt.Sscan(v, &trainMinCount)
	}
}
