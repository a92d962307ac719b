package pending

import (
	"slices"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestEntryWire: encode and decode round-trip, and
// decode rejects every truncation.
func TestEntryWire(t *testing.T) {
	e := &Entry{ClientIDs: []string{"c1", "c2"},
		Messages: [][]byte{[]byte(`{"role":"assistant"}`)}, Results: [][]byte{[]byte(`{"role":"tool"}`), []byte(`{}`)},
		Receipts: []receipts.Receipt{{Tool: "shell", CallID: "s1", Receipt: "zc-receipt-1-x"}}}
	for _, m := range append(e.Messages, e.Results...) {
		e.Size += len(m)
	}
	b := encode(e)
	got, err := decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.ClientIDs, e.ClientIDs) || len(got.Messages) != 1 || len(got.Results) != 2 ||
		string(got.Results[1]) != "{}" || got.Receipts[0] != e.Receipts[0] || got.Size != e.Size {
		t.Errorf("round trip = %+v", got)
	}
	for n := range len(b) {
		t.Run("truncated", func(t *testing.T) {
			if _, err := decode(b[:n]); err == nil {
				t.Errorf("decoded %d of %d bytes", n, len(b))
			}
		})
	}
}
