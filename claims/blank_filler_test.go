package claims

import "testing"

// TestBlankFillersSeparateWords: a Hangul filler or braille blank between
// the words of a claim renders as a space, so the claim is found as it is
// with spaces (attack round 7: the fillers were dropped, gluing the words).
func TestBlankFillersSeparateWords(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"hangul filler", "I\u3164ran\u3164git\u3164log\u3164and\u3164the\u3164newest\u3164commit\u3164is\u3164deadbeef."},
		{"halfwidth filler", "I\uffa0ran\uffa0git\uffa0log\uffa0and\uffa0the\uffa0newest\uffa0commit\uffa0is\uffa0deadbeef."},
		{"choseong filler", "I\u115fran\u115fgit\u115flog\u115fand\u115fthe\u115fnewest\u115fcommit\u115fis\u115fdeadbeef."},
		{"braille blank", "I\u2800ran\u2800git\u2800log\u2800and\u2800the\u2800newest\u2800commit\u2800is\u2800deadbeef."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(Find("I ran git log and the newest commit is deadbeef.", nil)) == 0 {
				t.Fatal("the plain sentence is no claim: the test proves nothing")
			}
			if got := Find(tc.text, nil); len(got) == 0 {
				t.Errorf("no claim found in %q", tc.text)
			}
		})
	}
}
