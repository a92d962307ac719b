package main

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestReview10ScanStripsWarnedFooter: `zc-proxy scan` drops the proxy's
// footer from a saved answer by its start, "\n\n---\nTool receipts:\n" or
// "\n\n---\nUnverified tool claims:\n" (stripFooter), but since r10 a
// footer with a footer_unprotected flag has a "⚠ …" line between the rule
// and its lists, so the footer of exactly the answers that carry a style
// sheet stays in the scanned text: its receipt tokens and quoted claims
// are read as the model's own words (flags that are not the model's).
// DESIGN.md's footer also starts "---\nTool receipts:". Fixed: stripFooter
// (and any reader of the footer) knows the warning lines, e.g. by
// matching "\n\n---\n" followed by any of receipts' warning lines and
// then a list header; the two subtests give the same flags, tokens and claims.
func TestReview10ScanStripsWarnedFooter(t *testing.T) {
	at := 0
	flag := receipts.Flag{Kind: receipts.FlagFooterUnprotected, Reason: receipts.ReasonStyleSheet, Text: "<style>", Start: &at, End: &at}
	rc := []receipts.Receipt{{Tool: "get_weather", CallID: "call_w1", Receipt: wellFormed("A")}}
	answer := "Done.\n\n<style>hr{color:red}</style>\n"
	for _, flags := range [][]receipts.Flag{nil, {flag}} {
		footer := receipts.RenderFooter(rc, flags)
		if got := stripFooter(answer + footer); got != answer {
			t.Errorf("footer %q: stripFooter left %q, want %q", footer, got, answer)
		}
	}
	tok := wellFormed("A")
	plain := "\n\n---\nTool receipts:\n  get_weather: " + tok + "\n"
	warned := "\n\n---\n" + receipts.UnprotectedWords(receipts.ReasonStyleSheet) + "\nTool receipts:\n  get_weather: " + tok + "\n"
	var got [2][]string
	for i, footer := range []string{plain, warned} {
		rep, code, _ := runScanTest(t, mustJSON(t, responseObject(t, tok, twoCities+"\n\n<style>hr{color:red}</style>"+footer)))
		if code != 0 {
			t.Fatalf("code %d", code)
		}
		got[i] = append(flagObjects(rep), rep.Tokens...)
		for _, c := range rep.Claims {
			got[i] = append(got[i], "claim:"+c.Sentence)
		}
	}
	if strings.Join(got[0], "|") != strings.Join(got[1], "|") {
		t.Errorf("the same answer and footer scan to %q (flags, tokens, claims), with the footer's warning line to %q", got[0], got[1])
	}
}
