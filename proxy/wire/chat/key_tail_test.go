package chat

import (
	"encoding/json"
	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/sse"
	"unicode/utf8"

	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
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

// FuzzHeldAsideTexts: FuzzHeldKeyText for each of the delta's other texts
// (refusal, reasoning, thinking, the audio transcript, reasoning_details'
// and thinking_blocks' parts), cut anywhere: what the client joins of each
// (the chunks as rewritten, then the tail kept back) is the upstream's
// text, the key masked, and holds no key.
func FuzzHeldAsideTexts(f *testing.F) {
	const key = "sk-upstream-secret"
	f.Add("the key is sk-upstream-secret, done", uint8(13), uint8(5), uint8(0))
	f.Add("sk-sk-upstream-secretsk-up", uint8(2), uint8(9), uint8(5))
	f.Add("a \"sk-upstream-secret\"\n", uint8(4), uint8(4), uint8(4))
	wrap := []struct{ open, close, path string }{
		{`{"refusal":`, `}`, "refusal"},
		{`{"reasoning_content":`, `}`, "reasoning_content"},
		{`{"reasoning":`, `}`, "reasoning"},
		{`{"thinking":`, `}`, "thinking"},
		{`{"audio":{"id":"a","transcript":`, `}}`, "audio.transcript"},
		{`{"reasoning_details":[{"type":"reasoning.text","text":`, `,"index":0}]}`, "reasoning_details.0.text"},
		{`{"reasoning_details":[{"type":"reasoning.encrypted","data":"x"},{"type":"reasoning.summary","summary":`, `}]}`, "reasoning_details.1.summary"},
		{`{"thinking_blocks":[{"type":"thinking","thinking":`, `,"signature":"s"}]}`, "thinking_blocks.0.thinking"},
	}
	f.Fuzz(func(t *testing.T, text string, a, b, kind uint8) {
		if !utf8.ValidString(text) {
			return
		}
		w := wrap[int(kind)%len(wrap)]
		c := &Exchange{Upstream: &upstream.Upstream{Config: upstream.Config{APIKey: key}}}
		i := min(int(a), len(text))
		j := min(i+int(b), len(text))
		for i > 0 && i < len(text) && !utf8.RuneStart(text[i]) {
			i-- // each piece is a JSON string: cut between code points
		}
		for j > i && j < len(text) && !utf8.RuneStart(text[j]) {
			j--
		}
		var got strings.Builder
		for _, piece := range []string{text[:i], text[i:j], text[j:]} {
			q, _ := json.Marshal(piece)
			chunk := []byte(`{"choices":[{"index":0,"delta":` + w.open + string(q) + w.close + `}]}`)
			c.setAsides(gjson.GetBytes(chunk, "choices.0.delta"), true)
			out, err := c.holdKeyTail(chunk, sse.Delta{})
			if err != nil {
				t.Fatal(err)
			}
			if !gjson.ValidBytes(out) {
				t.Fatalf("not JSON: %s", out)
			}
			got.WriteString(gjson.GetBytes(out, "choices.0.delta."+w.path).Str)
		}
		c.asideTails.Each(func(int) bool { return true }, func(i int, tail string) {
			d := asideDelta([]byte{'{'}, i, tail)
			d = append(d, '}')
			v := gjson.ParseBytes(d)
			if !v.IsObject() {
				t.Fatalf("tail delta not JSON: %s", d)
			}
			v.ForEach(func(_, m gjson.Result) bool {
				switch {
				case m.Type == gjson.String:
					got.WriteString(m.Str)
				case m.IsObject():
					got.WriteString(m.Get("transcript").Str)
				case m.IsArray():
					p := m.Get("0")
					got.WriteString(p.Get("text").Str + p.Get("summary").Str + p.Get("thinking").Str)
				}
				return true
			})
		})
		want := strings.ReplaceAll(text, key, strings.Repeat("*", len(key)))
		if got.String() != want {
			t.Fatalf("joined %q, want %q", got.String(), want)
		}
	})
}

// FuzzMaskLogprobs: a text cut into tokens anywhere (at code points), as
// a JSON reply's logprobs list them: the tokens, and their bytes, join
// to the text with the key masked, and the list stays valid JSON.
func FuzzMaskLogprobs(f *testing.F) {
	const key = "sk-upstream-secret"
	f.Add("the key is sk-upstream-secret, done sk-up", uint8(13), uint8(5))
	f.Add("sk-sk-upstream-secretsk-up", uint8(2), uint8(9))
	f.Fuzz(func(t *testing.T, text string, a, b uint8) {
		if !utf8.ValidString(text) {
			return
		}
		i := min(int(a), len(text))
		j := min(i+int(b), len(text))
		for i > 0 && i < len(text) && !utf8.RuneStart(text[i]) {
			i--
		}
		for j > i && j < len(text) && !utf8.RuneStart(text[j]) {
			j--
		}
		var entries []string
		for _, tok := range []string{text[:i], text[i:j], text[j:]} {
			q, _ := json.Marshal(tok)
			entries = append(entries, `{"token":`+string(q)+`,"logprob":0,"bytes":`+string(wire.LogprobBytes(tok))+`,"top_logprobs":[{"token":`+string(q)+`,"bytes":[]}]}`)
		}
		body := []byte(`{"choices":[{"logprobs":{"content":[` + strings.Join(entries, ",") + `]}}]}`)
		var tails secretmask.Tails[int]
		out, err := maskLogprobs(body, "choices.0.logprobs", gjson.GetBytes(body, "choices.0.logprobs"), &tails, key, true)
		if err != nil || !gjson.ValidBytes(out) {
			t.Fatalf("%v: %s", err, out)
		}
		var tok, byt, alt strings.Builder
		for _, e := range gjson.GetBytes(out, "choices.0.logprobs.content").Array() {
			tok.WriteString(e.Get("token").Str)
			alt.WriteString(e.Get("top_logprobs.0.token").Str)
			for _, b := range e.Get("bytes").Array() {
				byt.WriteByte(byte(b.Int()))
			}
		}
		want := strings.ReplaceAll(text, key, strings.Repeat("*", len(key)))
		if tok.String() != want || byt.String() != want || alt.String() != want {
			t.Fatalf("tokens %q, bytes %q, alternatives %q, want %q", tok.String(), byt.String(), alt.String(), want)
		}
	})
}
