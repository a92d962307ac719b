package chat

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// FuzzHeldKeyText: deltas cut anywhere, the text the client joins (each
// delta's text as sent, then the tail flushed at the turn's end) is the
// upstream's joined text, the key masked where it came whole across the
// cuts, and holds no key; what is kept back is always shorter than the
// key.
func FuzzHeldKeyText(f *testing.F) {
	const key = "sk-upstream-secret"
	f.Add("the key is sk-upstream-secret, done", uint8(13), uint8(5))
	f.Add("sk-sk-upstream-secretsk-up", uint8(2), uint8(9))
	f.Add("sssssk-upstream-secret", uint8(3), uint8(1))
	f.Fuzz(func(t *testing.T, text string, a, b uint8) {
		c := &Exchange{Upstream: &upstream.Upstream{Config: upstream.Config{APIKey: key}}}
		i := min(int(a), len(text))
		j := min(i+int(b), len(text))
		var got strings.Builder
		for _, piece := range []string{text[:i], text[i:j], text[j:]} {
			send, _ := c.heldKeyText(piece)
			got.WriteString(send)
			if len(c.keyTail.Held()) >= len(key) {
				t.Fatalf("kept back %q, the key's length or more", c.keyTail.Held())
			}
		}
		got.WriteString(c.keyTail.Held())
		want := strings.ReplaceAll(text, key, strings.Repeat("*", len(key)))
		if got.String() != want {
			t.Fatalf("joined %q, want %q", got.String(), want)
		}
		if strings.Contains(got.String(), key) {
			t.Fatalf("the key went out: %q", got.String())
		}
	})
}
