package receipts

import "testing"

func TestRenderFooter(t *testing.T) {
	const (
		weatherTok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
		fakeTok    = "zc-receipt-1774600000-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
	)
	claim := Flag{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I ran git log"}
	invalid := Flag{Kind: FlagInvalidReceipt, Receipt: fakeTok}
	tests := []struct {
		name     string
		receipts []Receipt
		flags    []Flag
		want     string
	}{
		{"nothing", nil, nil, ""},
		{"only unknown flag kinds", nil, []Flag{{Kind: "other"}}, ""},
		{
			// DESIGN.md's example, with the invalid token in full.
			name:     "design example",
			receipts: []Receipt{{Tool: "weather", CallID: "call_1", Receipt: weatherTok}},
			flags:    []Flag{claim, invalid},
			want: "\n\n---\n" +
				"Tool receipts:\n" +
				"  weather: " + weatherTok + "\n" +
				"Unverified tool claims:\n" +
				"  - \"I ran git log\" — no receipt for a shell call in this conversation\n" +
				"  - " + fakeTok + " — not issued by this proxy\n",
		},
		{
			name:     "receipts only",
			receipts: []Receipt{{Tool: "a", Receipt: "zc-receipt-1-x"}, {Tool: "b", Receipt: "zc-receipt-2-y"}},
			want:     "\n\n---\nTool receipts:\n  a: zc-receipt-1-x\n  b: zc-receipt-2-y\n",
		},
		{
			name:  "flags only",
			flags: []Flag{{Kind: FlagUnverifiableReceipt, Receipt: fakeTok}},
			want:  "\n\n---\nUnverified tool claims:\n  - " + fakeTok + " — issued under an earlier key scope; cannot be verified here\n",
		},
		{
			name:  "claim text kept on one line",
			flags: []Flag{{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I ran\ngit\tlog\r"}},
			want:  "\n\n---\nUnverified tool claims:\n  - \"I ran git log \" — no receipt for a shell call in this conversation\n",
		},
		{
			name:  "unknown kind skipped among known",
			flags: []Flag{{Kind: "other", Text: "x"}, invalid},
			want:  "\n\n---\nUnverified tool claims:\n  - " + fakeTok + " — not issued by this proxy\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := RenderFooter(tc.receipts, tc.flags); got != tc.want {
				t.Errorf("RenderFooter\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}
