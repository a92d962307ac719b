package responses

import (
	"encoding/json"
	"testing"

	"github.com/tidwall/sjson"
)

// FuzzQuote holds appendQuote to json.Marshal and appendSetString to
// sjson.SetBytes, byte for byte, for any string.
func FuzzQuote(f *testing.F) {
	for _, s := range []string{"", "plain", "a<b>&c", "é\u2028\x00\"\\", "\xff<", "</script>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := appendQuote([]byte("x"), s); string(got) != "x"+string(want) {
			t.Fatalf("appendQuote(%q) = %s, want x%s", s, got, want)
		}
		set, err := sjson.SetBytes([]byte(`{"a":""}`), "a", s)
		if err != nil {
			t.Fatal(err)
		}
		if got := `{"a":` + string(appendSetString(nil, s)) + `}`; got != string(set) {
			t.Fatalf("appendSetString(%q) = %s, sjson wrote %s", s, got, set)
		}
	})
}

// TestQuoteEveryByte puts each byte value at each lane of a string long
// enough for plain's eight-byte test, with neighbours that wrap or carry:
// appendQuote must write what json.Marshal writes, appendSetString what
// sjson writes.
func TestQuoteEveryByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		for at := 0; at < 20; at++ {
			for _, next := range []byte{'a', 0x1f, ' ', '!', 0x80, '"', '<', '\''} {
				s := []byte("abcdefghijklmnopqrst")
				s[at] = byte(c)
				if at+1 < len(s) {
					s[at+1] = next
				}
				want, _ := json.Marshal(string(s))
				if got := appendQuote(nil, string(s)); string(got) != string(want) {
					t.Fatalf("appendQuote(%q) = %s, want %s", s, got, want)
				}
				set, _ := sjson.SetBytes([]byte(`{"a":""}`), "a", string(s))
				if got := `{"a":` + string(appendSetString(nil, string(s))) + `}`; got != string(set) {
					t.Fatalf("appendSetString(%q) = %s, sjson wrote %s", s, got, set)
				}
			}
		}
	}
}
