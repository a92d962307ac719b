package rawjson

import (
	"bytes"
	"encoding/json"
	"testing"
)

func stdMarshal(t testing.TB, v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

var stringCases = []string{
	"", "plain", `quote " and \ backslash`, "<a href=\"x\">&amp;</a>", "tab\tnew\nline\rcr\bbs\fff",
	"\x00\x01\x1f\x7f", "héllo wörld — ünïcode ✓ 日本語 🎉", "line\u2028sep\u2029para",
	"bad \xff\xfe utf8 \xc3", "\xe2\x80", "mixed <script>alert('x')</script>\u00a0\u200b",
}

func TestAppendStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range stringCases {
		if got, want := AppendString(nil, s), stdMarshal(t, s); !bytes.Equal(got, want) {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range stringCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := AppendString(nil, s), stdMarshal(t, s); !bytes.Equal(got, want) {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
	})
}

func BenchmarkAppendString(b *testing.B) {
	s := "The build passed on the main branch and every test in the proxy package ran green today so the release.\n\n---\nUnverified tool claims:\n  - \"The build passed on the main branch and every test in the proxy package ran green today so the release\" — no receipt: no run call was made in this conversation\n"
	buf := make([]byte, 0, 512)
	for b.Loop() {
		buf = AppendString(buf[:0], s)
	}
}
