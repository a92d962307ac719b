package claims

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestAttack13CapUserTexts: the user's text the detector reads is kept
// within its budget, newest messages first, a cut message cut at a
// character's start; within the budget nothing changes.
func TestAttack13CapUserTexts(t *testing.T) {
	small := []string{"a", "bb", "ccc"}
	if got := capUserTexts(small, 6); !slices.Equal(got, small) {
		t.Errorf("within the budget: %q", got)
	}
	if got := capUserTexts(small, 5); !slices.Equal(got, []string{"bb", "ccc"}) {
		t.Errorf("newest first: %q", got)
	}
	if got := capUserTexts(small, 4); !slices.Equal(got, []string{"b", "ccc"}) {
		t.Errorf("the next one's head: %q", got)
	}
	got := capUserTexts([]string{"old", strings.Repeat("é", 10)}, 5)
	if len(got) != 1 || got[0] != "éé" || !utf8.ValidString(got[0]) {
		t.Errorf("cut inside a character: %q", got)
	}
	big := []string{strings.Repeat("x", maxUserTextBytes), "last"}
	got = capUserTexts(big, maxUserTextBytes)
	if n := len(strings.Join(got, "")); n != maxUserTextBytes || got[len(got)-1] != "last" {
		t.Errorf("%d bytes kept, last %q", n, got[len(got)-1])
	}
}
