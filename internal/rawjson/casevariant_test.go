package rawjson

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCaseVariant(t *testing.T) {
	for _, tc := range []struct {
		name, key string
		want      bool
	}{
		{"exact", "choices", false},
		{"upper", "Choices", true},
		{"long s is longer", "choiceſ", true}, // U+017F: two bytes, folds to s
		{"kelvin sign", "\u212aey", false},    // folds to k: not "choices"
		{"dotless i is not i", "choıces", false},
		{"other name", "Content", true},
		{"unrelated", "Choice", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CaseVariant(tc.key, "choices", "content"); got != tc.want {
				t.Fatalf("CaseVariant(%q) = %v, want %v", tc.key, got, tc.want)
			}
			// what encoding/json itself matches
			var v struct {
				Choices int `json:"choices"`
				Content int `json:"content"`
			}
			raw, _ := json.Marshal(map[string]int{tc.key: 1})
			_ = json.Unmarshal(raw, &v)
			exact := tc.key == "choices" || tc.key == "content"
			if matched := v.Choices+v.Content > 0; matched != (tc.want || exact) {
				t.Fatalf("encoding/json matches %q: %v; CaseVariant says %v", tc.key, matched, tc.want)
			}
		})
	}
}

// FuzzEqualFold holds EqualFold's first-byte rejection to strings.EqualFold.
func FuzzEqualFold(f *testing.F) {
	for _, s := range [][2]string{{"content", "Content"}, {"choiceſ", "choices"}, {"@x", "`x"}, {"Kind", "kind"}, {"\u212aind", "kind"}, {"", ""}, {"a", ""}, {"[", "{"}, {"object", "choices"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if got, want := EqualFold(a, b), strings.EqualFold(a, b); got != want {
			t.Fatalf("EqualFold(%q, %q) = %v, strings.EqualFold says %v", a, b, got, want)
		}
	})
}
