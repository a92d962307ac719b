package readable

import (
	"strings"
	"testing"
)

// TestTextReadsMoreLookalikes: Greek, Coptic, Cherokee and Cyrillic
// letters drawn as one ASCII letter fold inside and beside Latin words,
// and a letter no list holds does not stop the others of its word
// folding; Greek and Russian text stays as written.
func TestTextReadsMoreLookalikes(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"greek upsilon", "I p\u03c5shed main.", "pushed"},
		{"upsilon and cyrillic e", "I p\u03c5sh\u0435d main.", "pushed"},
		{"coptic p", "I \u2ca3ushed main.", "pushed"},
		{"cherokee capitals", "I \u13a0\u13ac\u13de\u13ac\u13a2\u13ac\u13a0 the database.", "DELETED"},
		{"cherokee S H", "I \u13da\u13bbIPPED it.", "SHIPPED"},
		{"cyrillic ghe as r", "I \u0433emoved it.", "removed"},
		{"unlisted letter beside listed", "I d\u0435l\u0435t\u0436d it.", "delet"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if out, _ := Text(c.in); !strings.Contains(out, c.want) {
				t.Errorf("Text(%q) = %q, want %q in it", c.in, out, c.want)
			}
		})
	}
	for _, c := range []struct{ name, in string }{
		{"greek", "Το σύστημα υπάρχει."},
		{"russian", "Я удалил базу."},
		{"alpha alone", "the α parameter"},
	} {
		t.Run("twin "+c.name, func(t *testing.T) {
			if out, _ := Text(c.in); out != c.in {
				t.Errorf("Text(%q) = %q", c.in, out)
			}
		})
	}
}
