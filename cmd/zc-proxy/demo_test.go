package main

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestDemo runs README's first command end to end and checks that what it
// prints shows the product working: receipts that verify, and a flagged
// fabricated claim with a forged receipt.
func TestDemo(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var stdout, stderr bytes.Buffer
	if code := run(ctx, []string{"demo"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("demo exited %d\nstdout:\n%s\nstderr:\n%s", code, stdout.String(), stderr.String())
	}
	out := stdout.String()
	token := regexp.MustCompile(`zc-receipt-\d+-[A-Za-z0-9_-]{43}`)
	for _, want := range []struct {
		name string
		re   *regexp.Regexp
	}{
		{"footer header", regexp.MustCompile(`(?m)^---\nTool receipts:$`)},
		{"weather receipt line", regexp.MustCompile(`(?m)^  weather: ` + token.String() + `$`)},
		{"shell receipt line", regexp.MustCompile(`(?m)^  shell: ` + token.String() + `$`)},
		{"receipts checked against upstream", regexp.MustCompile(`(?m)^Checked: each of the 3 receipts in the footer is the one the model received with its tool result \(calls call_1, call_2, call_3\)\.$`)},
		{"what a receipt is", regexp.MustCompile(`(?m)^A receipt is the proxy's signature over one tool call and its result`)},
		{"what to run next", regexp.MustCompile(`(?m)^Next: .*\n  ZC_UPSTREAM_URL=\S+ OPENAI_API_KEY=\S+ go run ./cmd/zc-proxy serve --config config.yaml$`)},
		{"unverified section", regexp.MustCompile(`(?m)^Unverified tool claims:$`)},
		{"receipt-less claim", regexp.MustCompile(`(?m)^  - ".*git log.*" — no receipt: no run call was made in this conversation$`)},
		{"forged receipt", regexp.MustCompile(`(?m)^  - ` + token.String() + ` — not issued by this proxy$`)},
		{"flag count header", regexp.MustCompile(`X-ZC-Flag-Count: [1-9]`)},
	} {
		if !want.re.MatchString(out) {
			t.Errorf("demo output lacks %s (%s)\n%s", want.name, want.re, out)
		}
	}
	// The model quotes each receipt in its answer (as the proxy's system
	// prompt asks); the demo itself prints each one once, in the footer.
	for _, tok := range token.FindAllString(out, -1) {
		if n := strings.Count(out, tok); n > 2 {
			t.Errorf("receipt %s printed %d times, want the model's quote and the footer only", tok, n)
		}
	}
	if stderr.Len() != 0 {
		t.Errorf("demo wrote to stderr:\n%s", stderr.String())
	}
}
