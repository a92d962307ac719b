package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// `zc-proxy verify --calls` reads a saved completion with gjson, which
// keeps the FIRST of two members with one name; every other JSON reader
// (jq, Python's json, JSON.parse, encoding/json) keeps the LAST. A file
// whose call repeats "arguments" (the genuine ones first, "bob" after)
// prints "valid" while its reader sees the call run for bob: the round-4
// fix (TestAttack4VerifyCallsEditedArguments) is undone by a duplicate
// member. readCalls should refuse a file with a duplicate member
// (internal/jsondup), as the proxy does for bodies.
func TestAttack8VerifyCallsDuplicateArguments(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519}`)
	respPath, call := p.chat(t, "greet ann")
	keys := p.jwks(t)
	args := call.Get("arguments").Str
	if !strings.Contains(args, "ann") {
		t.Fatalf("calls[0].arguments = %q", args)
	}
	saved := mustRead(t, respPath)
	forged := strings.Replace(args, "ann", "bob", 1)
	member := `"arguments":` + jsonString(args)
	if !strings.Contains(saved, member) {
		t.Fatalf("no %s in the saved file:\n%s", member, saved)
	}
	edited := writeJSON(t, p.dir, "dup-args.json", strings.Replace(saved, member, member+`,"arguments":`+jsonString(forged), 1))

	// what a reader of the file sees
	var doc struct {
		ZC struct {
			Calls []struct {
				Arguments string `json:"arguments"`
			} `json:"calls"`
		} `json:"zc_receipts"`
	}
	if err := json.Unmarshal([]byte(mustRead(t, edited)), &doc); err != nil || len(doc.ZC.Calls) == 0 || !strings.Contains(doc.ZC.Calls[0].Arguments, "bob") {
		t.Fatalf("the reader does not see bob: %v %+v", err, doc)
	}
	for _, how := range [][]string{{"--keys", keys}, {"--url", p.url}} {
		code, out := runCLI(t, append(append([]string{"verify"}, how...), "--calls", edited)...)
		if code == 0 || strings.HasPrefix(out, "valid") {
			t.Errorf("%s: a call a reader sees run for bob: %d %s, want it refused", how[0], code, out)
		}
	}
}

// `zc-proxy audit verify` reads each line with encoding/json, which
// matches member names case-blind and keeps the last match: a line that
// says "tool":"send_email" and, after it, "Tool":"greet" is checked as a
// greet call (it verifies), while every case-sensitive reader of the
// trail (jq .tool, Python's json, JSON.parse) sees a receipted send_email
// call. The same works for "outcome" or "receipt". audit.TrailVerifier
// should refuse a line with a member spelled in another case or repeated
// (internal/jsondup), as the proxy does for upstream replies.
func TestAttack8AuditVerifyCaseFoldedMember(t *testing.T) {
	lines, calls, keys, p := trailOf(t)
	edited := append([]string(nil), lines...)
	l := lines[calls[0]]
	if !strings.Contains(l, `"tool":"greet"`) {
		t.Fatalf("setup: %s", l)
	}
	l = strings.Replace(l, `"tool":"greet"`, `"Tool":"greet"`, 1)
	l = `{"tool":"send_email",` + strings.TrimPrefix(l, "{")
	edited[calls[0]] = l
	var m map[string]any
	if err := json.Unmarshal([]byte(l), &m); err != nil || m["tool"] != "send_email" {
		t.Fatalf("a reader does not see send_email: %v %v", err, m["tool"])
	}
	path := writeJSON(t, p.dir, "casefold.jsonl", strings.Join(edited, "\n")+"\n")
	if code, out := runCLI(t, "audit", "verify", "--strict", "--keys", keys, path); code == 0 {
		t.Errorf("audit verify --strict --keys accepts a line its readers see as a receipted send_email call:\n%s\n%s", l, out)
	}
}
