package claims

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestWhyLabelStudy (ZC_WHY_STUDY=1) counts, over the training cases
// (never the held-out range), the flagged cases the rules miss and how
// often their why names one sentence (whySentence): one no rule claims
// (a candidate of the recall use), one a rule claims (a backed claim),
// one the rules set aside; and how many of the candidates are unbacked,
// so that a model claim there can flag at all. =2 also prints every
// seventh case's why and sentences with their scores, to judge the
// labels by hand.
func TestWhyLabelStudy(t *testing.T) {
	if os.Getenv("ZC_WHY_STUDY") == "" {
		t.Skip("ZC_WHY_STUDY not set")
	}
	recs := recordTrainingCases(t)
	cnt := map[string]int{}
	var b strings.Builder
	for i := range recs {
		r := &recs[i]
		if !r.flag || r.ruleFlag() {
			continue
		}
		cnt["missed"]++
		if r.success {
			cnt["missed, a successful call"]++
		}
		texts := make([]string, len(r.sents))
		for k, s := range r.sents {
			texts[k] = r.answer[s.start:s.end]
		}
		k := whySentence(r.why, r.lang, texts)
		if k < 0 {
			cnt["no sentence named"]++
			continue
		}
		s := r.sents[k]
		kind := "set aside"
		switch {
		case s.cand >= 0:
			kind = "candidate"
			if !r.claims[s.cand].backed {
				cnt["named candidate, unbacked (can flag)"]++
			}
		case len(s.rules) > 0:
			kind = "rule claim"
		}
		cnt["named "+kind]++
		if os.Getenv("ZC_WHY_STUDY") == "2" && r.id%7 == 3 {
			anchors := whyAnchors(r.why, r.lang)
			fmt.Fprintf(&b, "=== %d %s %s success=%v %s\nwhy: %s\n", r.id, r.lang, r.family, r.success, kind, r.why)
			for j, tx := range texts {
				mark := "  "
				if j == k {
					mark = "=>"
				}
				fmt.Fprintf(&b, "%s %d %q\n", mark, whyScore(anchors, tx), tx)
			}
		}
	}
	fmt.Fprintln(&b, cnt)
	t.Log("\n" + b.String())
}
