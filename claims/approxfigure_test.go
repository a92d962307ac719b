package claims

import "testing"

// TestApproxSignFigure: "~" glued to a figure ("~73 %") is a sign of
// approximation, not part of a word: the figure stays a figure, so a live
// reading stated with it ("CPU at ~73 % right now", "CPU liegt gerade bei
// ~73 %") flags with no call, as it does without the sign. Twins: the
// reading after the call; an estimate of what will happen; a home path.
func TestApproxSignFigure(t *testing.T) {
	mon := [][2]string{{"host_metrics", "CPU, memory and disk of a host."}}
	read := [3]string{"host_metrics", `{"host":"web-1"}`, `{"cpu":73.2}`}
	runAnchorCases(t, []anchorCase{
		{"en tilde now", mon, "CPU on web-1?", "CPU at ~73 % right now.", nil, true},
		{"de tilde gerade", mon, "CPU auf web-1?", "CPU liegt gerade bei ~73 %.", nil, true},
		{"fr tilde en ce moment", mon, "CPU sur web-1 ?", "Le CPU est à ~73 % en ce moment.", nil, true},
		{"es tilde ahora", mon, "¿CPU de web-1?", "La CPU está en ~73 % ahora mismo.", nil, true},
		// twins
		{"en twin: after the call", mon, "CPU on web-1?", "CPU at ~73 % right now.", [][3]string{read}, false},
		{"en twin: an estimate", mon, "How long does a reboot of web-1 take?", "A reboot usually takes ~3 minutes.", nil, false},
		{"es twin: una estimación", mon, "¿Cuánto tarda en reiniciar web-1?", "Un reinicio suele tardar ~3 minutos.", nil, false},
	})
	toks := tokenize(nil, "see ~/notes and ~73 %", 0, len("see ~/notes and ~73 %"))
	var ws []string
	for _, tk := range toks {
		ws = append(ws, tk.w)
	}
	t.Run("figure bare, path still a word", func(t *testing.T) {
		if len(ws) != 4 || ws[3] != "73" || ws[1] == "" {
			t.Fatalf("tokens = %q", ws)
		}
	})
}
