package main

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// wellFormed returns a syntactically valid receipt token; offline scan can
// only check the form.
func wellFormed(fill string) string {
	return receipts.TokenPrefix + "1774600000-" + strings.Repeat(fill, 43)
}

func runScanTest(t *testing.T, stdin string, args ...string) (scanReport, int, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := runScan(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	var rep scanReport
	if code != 2 {
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatalf("stdout is not the report JSON: %v\n%s", err, out.String())
		}
	}
	return rep, code, errOut.String()
}

func conversationJSON(t *testing.T, answer any, toolContent string) string {
	t.Helper()
	body := map[string]any{
		"model": "m",
		"tools": []any{
			map[string]any{"type": "function", "function": map[string]any{"name": "shell", "description": "Run one allowlisted command. The command must start with one of: `git log`, `date`."}},
			map[string]any{"type": "function", "function": map[string]any{"name": "weather", "description": "Current weather for a city"}},
		},
		"messages": []any{
			map[string]any{"role": "user", "content": "what's new?"},
			map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{
				map[string]any{"id": "call_1", "type": "function", "function": map[string]any{"name": "weather", "arguments": `{"city":"Oslo"}`}},
			}},
			map[string]any{"role": "tool", "tool_call_id": "call_1", "content": toolContent},
			map[string]any{"role": "assistant", "content": answer},
		},
	}
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRunScanConversation(t *testing.T) {
	issued := wellFormed("A")
	stray := wellFormed("B")
	toolMsg := receipts.AppendReceipt("-3°C, snow", issued)
	claimBoth := "The weather tool returned -3°C [receipt: " + issued + "]. I also ran git log: the last commit is abc123."

	tests := []struct {
		name       string
		stdin      string
		args       []string
		wantCode   int
		wantFlags  []receipts.Flag
		wantTokens []string
		wantRcpts  int
	}{
		{
			name:     "backed claim passes, unbacked claim flagged",
			stdin:    conversationJSON(t, claimBoth, toolMsg),
			wantCode: 0,
			wantFlags: []receipts.Flag{
				{Kind: receipts.FlagReceiptLessClaim, Tool: "shell", Text: "I also ran git log: the last commit is abc123"},
			},
			wantTokens: []string{issued},
			wantRcpts:  1,
		},
		{
			name:       "content as text parts",
			stdin:      conversationJSON(t, []any{map[string]any{"type": "text", "text": "The weather tool "}, map[string]any{"type": "text", "text": "returned -3°C."}}, toolMsg),
			wantCode:   0,
			wantFlags:  []receipts.Flag{},
			wantTokens: []string{},
			wantRcpts:  1,
		},
		{
			name:     "failed call is no backing",
			stdin:    conversationJSON(t, "The weather tool returned -3°C.", "error: timeout"),
			wantCode: 0,
			wantFlags: []receipts.Flag{
				{Kind: receipts.FlagReceiptLessClaim, Tool: "weather", Text: "The weather tool returned -3°C"},
			},
			wantTokens: []string{},
			wantRcpts:  0,
		},
		{
			name:     "stray token unverifiable",
			stdin:    conversationJSON(t, "Receipt: "+stray+" and "+stray, toolMsg),
			wantCode: 0,
			wantFlags: []receipts.Flag{
				{Kind: receipts.FlagUnverifiableReceipt, Receipt: stray},
			},
			wantTokens: []string{stray},
			wantRcpts:  1,
		},
		{
			name:     "fail on flags",
			stdin:    conversationJSON(t, claimBoth, toolMsg),
			args:     []string{"--fail-on-flags"},
			wantCode: 1,
			wantFlags: []receipts.Flag{
				{Kind: receipts.FlagReceiptLessClaim, Tool: "shell", Text: "I also ran git log: the last commit is abc123"},
			},
			wantTokens: []string{issued},
			wantRcpts:  1,
		},
		{
			name:       "fail on flags without flags",
			stdin:      conversationJSON(t, "Hello.", toolMsg),
			args:       []string{"--fail-on-flags"},
			wantCode:   0,
			wantFlags:  []receipts.Flag{},
			wantTokens: []string{},
			wantRcpts:  1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, code, stderr := runScanTest(t, tt.stdin, tt.args...)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.wantCode, stderr)
			}
			if !sameFlags(rep.Flags, tt.wantFlags) {
				t.Errorf("flags %+v\nwant  %+v", rep.Flags, tt.wantFlags)
			}
			if !slices.Equal(rep.Tokens, tt.wantTokens) {
				t.Errorf("tokens %v, want %v", rep.Tokens, tt.wantTokens)
			}
			if len(rep.Receipts) != tt.wantRcpts {
				t.Fatalf("receipts %+v, want %d", rep.Receipts, tt.wantRcpts)
			}
			if tt.wantRcpts > 0 {
				want := receipts.Receipt{Tool: "weather", CallID: "call_1", Receipt: issued}
				if rep.Receipts[0] != want {
					t.Errorf("receipt %+v, want %+v", rep.Receipts[0], want)
				}
			}
		})
	}
}

func TestCodeSpans(t *testing.T) {
	tests := []struct {
		name, desc string
		want       []string
	}{
		{"prefixes", "Must start with one of: `git log`, `date`.", []string{"git log", "date"}},
		{"none", "Current weather", nil},
		{"unclosed", "a `git log", nil},
		{"empty span", "a `` b `ls`", []string{"ls"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := codeSpans(tt.desc); !slices.Equal(got, tt.want) {
				t.Errorf("codeSpans(%q) = %q, want %q", tt.desc, got, tt.want)
			}
		})
	}
}

func TestRunScanText(t *testing.T) {
	tests := []struct {
		name      string
		stdin     string
		args      []string
		wantTools []string
	}{
		{"names", "I checked the weather tool: sunny.", []string{"--text", "--tools", "weather,shell"}, []string{"weather"}},
		{"keywords", "I ran `uptime`: 3 days.", []string{"--text", "--tools", "shell:uptime:git log"}, []string{"shell"}},
		// Claims are tool-agnostic (issue 16): found with no tool offered.
		{"no tools", "I ran git log.", []string{"--text"}, []string{""}},
		{"plan is no claim", "I will run git log.", []string{"--text", "--tools", "shell:git log"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, code, _ := runScanTest(t, tt.stdin, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d", code)
			}
			var tools []string
			for _, f := range rep.Flags {
				tools = append(tools, f.Tool)
			}
			if !slices.Equal(tools, tt.wantTools) {
				t.Errorf("flagged %v, want %v", tools, tt.wantTools)
			}
			if rep.Receipts == nil || rep.Tokens == nil {
				t.Errorf("receipts and tokens must be [] not null: %+v", rep)
			}
		})
	}
}

func TestRunScanBadInput(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		wantErr     string
	}{
		{"not json", "hello", nil, "not valid JSON"},
		{"no messages", `{"model":"m"}`, nil, `no "messages"`},
		{"last not assistant", `{"messages":[{"role":"user","content":"hi"}]}`, nil, `role "user"`},
		{"unknown flag", `{}`, []string{"--nope"}, "flag provided but not defined"},
		{"positional", `{}`, []string{"file.json"}, "unexpected argument"},
		{"empty tool name", "x", []string{"--text", "--tools", ":git log"}, "no tool name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runScan(context.Background(), tt.args, strings.NewReader(tt.stdin), &out, &errOut)
			if code != 2 {
				t.Fatalf("exit %d, want 2", code)
			}
			if !strings.Contains(errOut.String(), tt.wantErr) {
				t.Errorf("stderr %q, want it to mention %q", errOut.String(), tt.wantErr)
			}
		})
	}
}

// sameFlags compares flags by kind, tool, text, receipt and reason (the
// offsets, action and object are checked in TestRunScanExplain).
func sameFlags(got, want []receipts.Flag) bool {
	return slices.EqualFunc(got, want, func(g, w receipts.Flag) bool {
		return g.Kind == w.Kind && g.Tool == w.Tool && g.Text == w.Text && g.Receipt == w.Receipt && (w.Reason == "" || g.Reason == w.Reason)
	})
}

// TestScanReadsHiddenClaims: scan reads the answer as a reader sees it, as
// the proxy does: a soft hyphen or zero-width space inside "ran" does not
// hide a fabricated git log claim, and the flag's offsets point into the
// answer as given.
func TestScanReadsHiddenClaims(t *testing.T) {
	for name, answer := range map[string]string{
		"soft hyphen":      "I r\u00adan git log and the newest commit is 1a2b3c4.",
		"zero-width space": "I r\u200ban git log and the newest commit is 1a2b3c4.",
		"cyrillic a":       "I r\u0430n git log and the newest commit is 1a2b3c4.",
	} {
		t.Run(name, func(t *testing.T) {
			rep, _, _ := runScanTest(t, answer, "--text")
			var found bool
			for _, f := range rep.Flags {
				if f.Kind == receipts.FlagReceiptLessClaim {
					found = true
					if f.Start == nil || f.End == nil || *f.Start < 0 || *f.End > len(answer) || *f.Start >= *f.End {
						t.Errorf("flag span %v:%v is not inside the answer (%d bytes)", f.Start, f.End, len(answer))
					}
				}
			}
			if !found {
				t.Errorf("no receipt_less_claim for %q: %+v", answer, rep.Flags)
			}
		})
	}
}
