package main

import (
	"strings"
	"testing"
)

// Attack round 4: `zc-proxy verify --calls` checked a saved completion's
// calls by their args_sha256 and result_sha256 only, and never looked at
// the arguments the file shows beside them (zc_receipts.calls[i].arguments).
// Whoever hands the file on could rewrite those arguments ("ann" to "bob")
// and keep the digest: every token still printed "valid", so a reader
// believed the tool ran with the arguments shown. Now the arguments shown
// are what is checked, and arguments that do not match args_sha256 make
// the call invalid.
func TestAttack4VerifyCallsEditedArguments(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519}`)
	respPath, call := p.chat(t, "greet ann")
	keys := p.jwks(t)
	args := call.Get("arguments").Str
	if !strings.Contains(args, "ann") {
		t.Fatalf("calls[0].arguments = %q", args)
	}
	saved := mustRead(t, respPath)
	if code, out := runCLI(t, "verify", "--keys", keys, "--calls", respPath); code != 0 || !strings.HasPrefix(out, "valid") {
		t.Fatalf("the genuine file: %d %s", code, out)
	}
	edited := writeJSON(t, p.dir, "edited-args.json", strings.Replace(saved, jsonString(args), jsonString(strings.Replace(args, "ann", "bob", 1)), 1))
	if edited == respPath || mustRead(t, edited) == saved {
		t.Fatal("the edit changed nothing")
	}
	for _, how := range [][]string{{"--keys", keys}, {"--url", p.url}} {
		code, out := runCLI(t, append(append([]string{"verify"}, how...), "--calls", edited)...)
		if code != 1 || !strings.HasPrefix(out, "invalid") {
			t.Errorf("%s: edited arguments: %d %s, want invalid", how[0], code, out)
		}
	}
}

// An args_sha256 shown beside the arguments that is not theirs is refused:
// the arguments are what is checked, and a reader may take the digest for
// what was.
func TestVerifyCallsArgsDigestMustMatchArguments(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519}`)
	respPath, call := p.chat(t, "greet ann")
	keys := p.jwks(t)
	sum := call.Get("args_sha256").Str
	if len(sum) != 64 {
		t.Fatalf("calls[0].args_sha256 = %q", sum)
	}
	saved := mustRead(t, respPath)
	edited := writeJSON(t, p.dir, "edited-sum.json", strings.Replace(saved, sum, strings.Repeat("0", 64), 1))
	for _, how := range [][]string{{"--keys", keys}, {"--url", p.url}} {
		code, out := runCLI(t, append(append([]string{"verify"}, how...), "--calls", edited)...)
		if code != 1 || !strings.HasPrefix(out, "invalid") || !strings.Contains(out, "args_sha256") {
			t.Errorf("%s: an args_sha256 not of the arguments shown: %d %s, want invalid", how[0], code, out)
		}
	}
}
