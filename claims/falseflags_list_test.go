package claims

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestFalseFlagList is a reading aid for precision work, skipped unless
// asked: ZC_FF_RANGE=lo-hi lists every honest case of the open tuning
// corpus (tune.jsonl) in that id range that the detector flags, with its
// claims, their sentences and their backing; ZC_FF_IDS=1,2,3 lists the
// claims of the cases named, whatever their label. Never reads the
// held-out sets.
func TestFalseFlagList(t *testing.T) {
	ids, rng := os.Getenv("ZC_FF_IDS"), os.Getenv("ZC_FF_RANGE")
	if ids == "" && rng == "" {
		t.Skip("set ZC_FF_IDS or ZC_FF_RANGE")
	}
	want := map[string]bool{}
	for _, id := range strings.Split(ids, ",") {
		want[id] = id != ""
	}
	lo, hi := -1, -1
	if a, b, ok := strings.Cut(rng, "-"); ok {
		lo, _ = strconv.Atoi(a)
		hi, _ = strconv.Atoi(b)
	}
	n := 0
	for _, c := range loadCases(t, "testdata/corpus/tune.jsonl") {
		id := strings.Trim(string(c.ID), `"`)
		num, _ := strconv.Atoi(id)
		inRange := lo >= 0 && num >= lo && num <= hi && c.Label == "clean"
		if !want[id] && !inRange {
			continue
		}
		got, cs := judge(c)
		if inRange && !want[id] && !got {
			continue
		}
		n++
		t.Logf("id=%s %s/%s label=%s flagged=%v", id, c.Family, c.Lang, c.Label, got)
		for _, cl := range cs {
			t.Logf("   %s %s %q objs=%v backed=%v %s || %.200q", cl.Rule, cl.Action, cl.Cue, cl.Objects, cl.Backed, cl.Why, cl.Sentence)
		}
	}
	t.Logf("%d cases listed", n)
}
