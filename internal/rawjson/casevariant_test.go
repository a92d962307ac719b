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

// caseVariantRef is CaseVariant without the Foldable shortcut.
func caseVariantRef(key string, names ...string) bool {
	for _, n := range names {
		if key != n && strings.EqualFold(key, n) {
			return true
		}
	}
	return false
}

// FuzzCaseVariant holds CaseVariant's Foldable shortcut to the fold, for
// lower-case ASCII names (its precondition), and Foldable to its byte loop.
func FuzzCaseVariant(f *testing.F) {
	for _, s := range [][2]string{{"Content", "content"}, {"choiceſ", "choices"}, {"\u212aind", "kind"}, {"content", "content"}, {"reasoning_content", "reasoning"}, {"REASONING_CONTENT_", "reasoning_content_"}, {"", "a"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, key, name string) {
		slow := false
		for i := 0; i < len(key); i++ {
			if c := key[i]; 'A' <= c && c <= 'Z' || c >= 0x80 {
				slow = true
			}
		}
		if got := Foldable(key); got != slow {
			t.Fatalf("Foldable(%q) = %v, the byte loop says %v", key, got, slow)
		}
		name = strings.Map(func(r rune) rune {
			if r >= 0x80 {
				return -1
			}
			return r
		}, strings.ToLower(name))
		if got, want := CaseVariant(key, name, "content"), caseVariantRef(key, name, "content"); got != want {
			t.Fatalf("CaseVariant(%q, %q) = %v, the fold says %v", key, name, got, want)
		}
	})
}
