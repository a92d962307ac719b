package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestScanModelExplain: --model runs the sentence model beside the rules
// and --explain says which claims it found, with its score and features.
func TestScanModelExplain(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		code  int
		want  string
		never string
	}{
		{"on by default", []string{"--text", "--explain"}, 0, `found by: model ("model 0.`, ""},
		{"recall adds the model's claim", []string{"--text", "--explain", "--model", "recall"}, 0, `found by: model ("model 0.`, ""},
		{"off", []string{"--text", "--explain", "--model", "off"}, 0, "no tool claims found", "found by: model"},
		{"a bad use", []string{"--text", "--model", "sometimes"}, 2, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runScan(context.Background(), tc.args, strings.NewReader("¡Hecho, ya está!"), &out, &errOut)
			if code != tc.code {
				t.Fatalf("exit %d, want %d (%s)", code, tc.code, errOut.String())
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, out.String())
			}
			if tc.never != "" && strings.Contains(out.String(), tc.never) {
				t.Errorf("output has %q:\n%s", tc.never, out.String())
			}
		})
	}
}
