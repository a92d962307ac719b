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
