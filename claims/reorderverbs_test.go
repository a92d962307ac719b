package claims

import (
	"slices"
	"testing"
)

// TestReorderVerbs: ordering again is ordering ("Ich habe die Patronen
// nachbestellt", "The cartridges were reordered"), and a tool named for
// it ("nachbestellen", "reorder_item") can make that change.
// Negative twins: a plan, an offer, an instruction.
func TestReorderVerbs(t *testing.T) {
	runFindCases(t, "write", func(cl Claim) bool { return cl.Action == KindWrite }, []findCase{
		{"de nachbestellt", "Ich habe die Druckerpatronen nachbestellt, sie kommen Freitag.", true},
		{"de wurden nachbestellt", "Die Druckerpatronen wurden heute früh nachbestellt.", true},
		{"en reordered", "I reordered the printer cartridges, they arrive Friday.", true},
		{"en were reordered", "The printer cartridges were reordered this morning.", true},
		// negative twins
		{"de plan", "Ich bestelle die Patronen nach, sobald du Bescheid gibst.", false},
		{"en offer", "I'd reorder the cartridges before Friday.", false},
		{"en instruction", "Reorder the cartridges before Friday.", false},
	})
	for _, c := range []struct{ name, tool, desc string }{
		{"de nachbestellen", "nachbestellen", "Löst eine Nachbestellung beim Lieferanten aus."},
		{"en reorder_item", "reorder_item", "Reorder an item from its usual supplier."},
	} {
		t.Run("tool "+c.name, func(t *testing.T) {
			if k := InferKinds(c.tool, c.desc); !slices.Contains(k, KindWrite) {
				t.Fatalf("kinds = %v, want write", k)
			}
		})
	}
	t.Run("tool de bestellung_abrufen reads only", func(t *testing.T) {
		if k := InferKinds("bestellung_abrufen", "Ruft eine Bestellung ab."); slices.Contains(k, KindWrite) {
			t.Fatalf("kinds = %v, want no write", k)
		}
	})
}
