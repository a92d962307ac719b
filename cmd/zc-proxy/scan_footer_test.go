package main

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestScanFooterUnprotected: scan reports footer_unprotected as the proxy
// does, only where there is a footer to protect (a receipt or another
// flag) and only for markup a renderer applies (not in code).
func TestScanFooterUnprotected(t *testing.T) {
	const sheet = "<style>.x{display:none}</style>"
	claim := "I ran `git log` and the newest commit is 1a2b3c4."
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		reason string // "" for no footer_unprotected flag
	}{
		{"style sheet beside an unbacked claim", claim + "\n\n" + sheet, []string{"--text"}, receipts.ReasonStyleSheet},
		{"open plaintext beside an unbacked claim", claim + "\n\n<plaintext>", []string{"--text"}, receipts.ReasonPlaintext},
		{"fixed overlay beside an unbacked claim", claim + "\n\n<div style=\"position:fixed;inset:0;background:#fff\">hi</div>", []string{"--text"}, receipts.ReasonOverlay},
		{"style sheet in a fence", claim + "\n\n```html\n" + sheet + "\n```", []string{"--text"}, ""},
		{"style sheet in a code span", claim + "\n\nUse `" + sheet + "` to hide it.", []string{"--text"}, ""},
		{"style sheet, nothing else flagged", "The capital of Australia is Canberra.\n\n" + sheet, []string{"--text"}, ""},
		{"style sheet beside a receipt of the conversation", "", nil, receipts.ReasonStyleSheet},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdin := tc.stdin
			if stdin == "" {
				// a request body: the weather call's receipt is the footer's
				stdin = conversationJSON(t, "It is 12 degrees in Oslo.\n\n"+sheet, receipts.AppendReceipt("12 degrees", wellFormed("A")))
			}
			rep, code, errOut := runScanTest(t, stdin, tc.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var got []receipts.Flag
			for _, f := range rep.Flags {
				if f.Kind == receipts.FlagFooterUnprotected {
					got = append(got, f)
				}
			}
			if tc.reason == "" {
				if len(got) > 0 {
					t.Fatalf("footer_unprotected flagged: %+v", got)
				}
				return
			}
			if len(got) != 1 || got[0].Reason != tc.reason {
				t.Fatalf("footer_unprotected flags %+v, want one of reason %q (all flags: %+v)", got, tc.reason, rep.Flags)
			}
			if got[0].Start == nil || got[0].End == nil || *got[0].End <= *got[0].Start {
				t.Fatalf("flag without a span: %+v", got[0])
			}
		})
	}
}

// TestScanExplainFooterUnprotected: --explain says it in words.
func TestScanExplainFooterUnprotected(t *testing.T) {
	var out, errOut strings.Builder
	code := runScan(t.Context(), []string{"--text", "--explain"}, strings.NewReader("I ran `git log` and the newest commit is 1a2b3c4.\n\n<style>p{display:none}</style>"), &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "footer unprotected (style_sheet)") {
		t.Fatalf("--explain does not say the footer is unprotected:\n%s", out.String())
	}
}
