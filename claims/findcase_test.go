package claims

import "testing"

// findCase is one sentence read alone (no conversation) and whether it
// yields a claim of the kind a test is about.
type findCase struct {
	name, text string
	want       bool
}

// runFindCases checks each case: Find's claims hold one that match
// accepts exactly when the case wants one (what names it in a failure).
func runFindCases(t *testing.T, what string, match func(Claim) bool, cases []findCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := Find(c.text, nil)
			got := false
			for _, cl := range cs {
				got = got || match(cl)
			}
			if got != c.want {
				t.Fatalf("%s claim = %v, want %v; claims: %+v", what, got, c.want, cs)
			}
		})
	}
}
