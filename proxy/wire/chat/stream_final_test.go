package chat

import (
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// contentDeltaRef is contentDelta as it was: encoding/json on a struct.
func contentDeltaRef(text string, withRole bool) []byte {
	if withRole {
		return rawjson.Marshal(struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		}{"assistant", text})
	}
	return rawjson.Marshal(struct {
		Content string `json:"content"`
	}{text})
}

func checkContentDelta(t *testing.T, text string) {
	t.Helper()
	for _, withRole := range []bool{false, true} {
		if got, want := string(contentDelta(text, withRole)), string(contentDeltaRef(text, withRole)); got != want {
			t.Fatalf("contentDelta(%q, %v) = %s, want %s", text, withRole, got, want)
		}
	}
}

func TestContentDeltaMatchesMarshal(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"empty", ""},
		{"footer", "\n\n---\nUnverified tool claims:\n  - \"x\" — no receipt\n"},
		{"html", "<a href=\"x\">&</a>"},
		{"controls", "\x00\x1f\x7f\t\r\b\f"},
		{"invalid utf8", "a\xffb\xc3"},
		{"line separators", "\u2028\u2029"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkContentDelta(t, tc.text) })
	}
}

func FuzzContentDelta(f *testing.F) {
	f.Add("The build passed.\n\n---\nTool receipts:\n")
	f.Fuzz(func(t *testing.T, text string) { checkContentDelta(t, text) })
}
