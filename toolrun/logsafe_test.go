package toolrun

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

// isSafe is the shape SafeName promises: at most 64 bytes of
// [A-Za-z0-9_-] or a LogRef.
func isSafe(s string) bool {
	if strings.HasPrefix(s, "sha256:") && len(s) == len("sha256:")+16 {
		return true
	}
	if s == "" || len(s) > maxSafeName {
		return false
	}
	return strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == ""
}

// A call id reaches the audit trail only as its digest, whatever its
// shape: words run together look like a random id.
func TestSafeID(t *testing.T) {
	for name, id := range map[string]string{
		"openai":   "call_abc123XYZ0987654321abcd",
		"vllm":     "chatcmpl-tool-0123456789abcdef0123456789abcdef",
		"words":    "call_my_pin_is_4921",
		"spaces":   "call my PIN is 4921",
		"newline":  "call_1\nlevel=ERROR msg=forged",
		"too long": "call_" + strings.Repeat("a", 64),
		"empty":    "",
	} {
		t.Run(name, func(t *testing.T) {
			if got := SafeID(id); got != LogRef(id) {
				t.Errorf("SafeID(%q) = %q, want its LogRef", id, got)
			}
		})
	}
}

func TestSafeName(t *testing.T) {
	for _, c := range []struct {
		name, tool string
		asIs       bool
	}{
		{"config name", "git_log", true},
		{"a digest already", LogRef("t_my_pin_is_4921"), true},
		{"dashes", "web-fetch", true},
		{"spaces", "call my PIN is 4921", false},
		{"newline", "t\nlevel=ERROR msg=forged", false},
		{"quote", `t" outcome=ok`, false},
		{"too long", "t_" + strings.Repeat("a", 64), false},
		{"non-ascii look-alike", "t_ＡＢＣ", false},
		{"control", "t_\x1b[31m", false},
		{"empty", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := SafeName(c.tool)
			if (got == c.tool) != c.asIs || !isSafe(got) {
				t.Errorf("SafeName(%q) = %q", c.tool, got)
			}
		})
	}
}

func FuzzSafeName(f *testing.F) {
	for _, s := range []string{"", "call_1", "a b", strings.Repeat("x", 65), "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := SafeName(s); !isSafe(got) || (got != s && got != LogRef(s)) {
			t.Fatalf("SafeName(%q) = %q", s, got)
		}
	})
}

// No log line of a call holds its id or an unknown tool's name as sent:
// a model can copy message text into either (words run together pass any
// shape check, so lines carry a digest).
func TestCallLogsHoldNoModelText(t *testing.T) {
	const private = "mypasswordishunter2"
	var buf bytes.Buffer
	r, err := New(context.Background(), []Spec{{Name: "echo", Type: "exec", Command: []string{"echo", "hi"}}},
		Options{Logger: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for name, c := range map[string]Call{
		"id words run together": {ID: "call_" + private, Name: "echo", Arguments: `{"text":"x"}`},
		"id with spaces":        {ID: "call " + private, Name: "echo", Arguments: `{"text":"x"}`},
		"unknown tool name":     {ID: "call_1", Name: "t_" + private, Arguments: `{}`},
		"bad arguments":         {ID: "call_" + private, Name: "echo", Arguments: `{`},
	} {
		t.Run(name, func(t *testing.T) {
			buf.Reset()
			r.Run(context.Background(), c)
			if buf.Len() == 0 {
				t.Fatal("no log line")
			}
			if strings.Contains(buf.String(), private) {
				t.Errorf("log holds model text: %s", buf.String())
			}
		})
	}
}
