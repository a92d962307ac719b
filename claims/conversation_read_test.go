package claims

import (
	"encoding/binary"
	"unicode/utf8"
	"unsafe"

	"testing"

	"github.com/tidwall/gjson"
)

// FuzzReadMessage holds readMessage's one pass to the m.Get calls it
// replaces: the same member for each name, repeats, escaped keys, non-objects
// and all (a missing member's Index, which nothing reads, aside).
func FuzzReadMessage(f *testing.F) {
	for _, s := range []string{
		`{"role":"user","content":"hi"}`, `{"role":"tool","tool_call_id":"c1","name":"shell","content":[{"type":"text","text":"x"}]}`,
		`{"role":"assistant","tool_calls":[{"id":"c1","function":{"name":"f","arguments":"{}"}}],"content":null}`,
		`{"role":"user","role":"tool","content":"a","content":"b"}`, `{"ro\u006ce":"user","\u0063ontent":"x"}`,
		`["role","user"]`, `"role"`, `null`, `{}`, `{"name":1,"tool_call_id":{"a":1},"tool_calls":"x"}`, `{"role":"user",`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !gjson.Valid(s) {
			return
		}
		m := gjson.Parse(s)
		got := readMessage(m)
		for _, c := range []struct {
			name string
			got  gjson.Result
		}{{"role", got.role}, {"content", got.content}, {"tool_calls", got.toolCalls}, {"tool_call_id", got.toolCallID}, {"name", got.name}} {
			if want := m.Get(c.name); c.got.Raw != want.Raw || c.got.Type != want.Type || c.got.Str != want.Str || want.Exists() && c.got.Index != want.Index {
				t.Fatalf("%s: %s is %+v, m.Get %+v", s, c.name, c.got, want)
			}
		}
	})
}

// FuzzSquashMessage holds squashMessage to squash.
func FuzzSquashMessage(f *testing.F) {
	for _, s := range []string{"", " ", "word word  word\n", "Word", "héllo wörld", "a\tb\rc\nd", "ÆSS ß", "abc\x00\xff def", "   x   ", "the build passed on the main branch, and every test ran: ok!", "a b c d e f g h i j k l m n o p", "tabs\tand\nlines\r\nin a longer plain text \x01\x1f kept"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := squashMessage(s), squash(s); got != want {
			t.Fatalf("%q: squashMessage %q, squash %q", s, got, want)
		}
	})
}

// TestPlainLower puts each byte at each lane of the eight-byte test.
func TestPlainLower(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 17; at++ {
			b := []byte("abcdefghijklmnopq")
			b[at] = byte(c)
			want := c < 0x80 && (c < 'A' || c > 'Z')
			if got := plainLower(string(b)); got != want {
				t.Fatalf("%q: plainLower %v, want %v", b, got, want)
			}
		}
	}
}

// TestHistoryPrior: ReadHistory's Prior, read in its one pass, is
// PriorAnswer's: the assistant text right before the last user message,
// when that message made no call.
func TestHistoryPrior(t *testing.T) {
	for _, c := range []struct{ name, msgs, want string }{
		{"announced", `[{"role":"user","content":"Hat Tobi geantwortet?"},{"role":"assistant","content":"Ich schau mal nach!"},{"role":"user","content":"und?"}]`, "Ich schau mal nach!"},
		{"with the answer", `[{"role":"user","content":"a"},{"role":"assistant","content":"Let me check."},{"role":"user","content":"and?"},{"role":"assistant","content":"It is 7."}]`, "Let me check."},
		{"parts", `[{"role":"user","content":"a"},{"role":"assistant","content":[{"type":"text","text":"Deixa eu ver."}]},{"role":"user","content":"e aí?"}]`, "Deixa eu ver."},
		{"made a call", `[{"role":"user","content":"a"},{"role":"assistant","content":"Let me check.","tool_calls":[{"id":"c1","function":{"name":"f","arguments":"{}"}}]},{"role":"user","content":"and?"}]`, ""},
		{"empty calls", `[{"role":"user","content":"a"},{"role":"assistant","content":"Let me check.","tool_calls":[]},{"role":"user","content":"and?"}]`, "Let me check."},
		{"tool between", `[{"role":"user","content":"a"},{"role":"assistant","content":"Let me check."},{"role":"tool","tool_call_id":"x","content":"r"},{"role":"user","content":"and?"}]`, ""},
		{"earlier turn", `[{"role":"user","content":"a"},{"role":"assistant","content":"Let me check."},{"role":"user","content":"and?"},{"role":"user","content":"hello?"}]`, ""},
		{"first user", `[{"role":"user","content":"a"}]`, ""},
		{"system first", `[{"role":"system","content":"Be brief."},{"role":"user","content":"a"}]`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			msgs := gjson.Parse(c.msgs)
			got := ReadHistory(msgs, nil, nil, nil).Prior
			if got != c.want {
				t.Errorf("Prior %q, want %q", got, c.want)
			}
			if pa := PriorAnswer(msgs); got != pa {
				t.Errorf("Prior %q, PriorAnswer %q", got, pa)
			}
		})
	}
}

// plainLower (squashMessage's test before it squashed in the same pass,
// kept for TestPlainLower's lanes) reports whether s is ASCII with no capital letter (fold
// returns it as is), eight bytes at a time: a byte past ASCII shows in the
// high bits, a capital as a byte that adding 0x80-'A' lifts to the high
// bit and adding 0x80-'Z'-1 does not (no carry crosses a byte below 0x80).
func plainLower(s string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	b := unsafe.Slice(unsafe.StringData(s), len(s)) // read only: one load per word
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if x&highs != 0 || (x+ones*(0x80-'A'))&^(x+ones*(0x80-'Z'-1))&highs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}
