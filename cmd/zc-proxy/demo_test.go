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
		{"receipts checked against upstream", regexp.MustCompile(`(?m)^  ` + token.String() + `  \(tool call \S+\)$`)},
		{"unverified section", regexp.MustCompile(`(?m)^Unverified tool claims:$`)},
		{"receipt-less claim", regexp.MustCompile(`(?m)^  - ".*git log.*" — no receipt for a shell call in this conversation$`)},
		{"forged receipt", regexp.MustCompile(`(?m)^  - ` + token.String() + ` — not issued by this proxy$`)},
		{"flag count header", regexp.MustCompile(`X-ZC-Flag-Count: [1-9]`)},
	} {
		if !want.re.MatchString(out) {
			t.Errorf("demo output lacks %s (%s)\n%s", want.name, want.re, out)
		}
	}
	if stderr.Len() != 0 {
		t.Errorf("demo wrote to stderr:\n%s", stderr.String())
	}
}
