package receipts

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestAttack20ConversationPrefixes: ConversationPrefixes holds exactly the
// ConversationDigest of every non-empty prefix of the array ("[]" only for
// "[]" itself: attack 20 review) (strings holding commas,
// brackets and escaped quotes, nesting, spacing, escapes).
func TestAttack20ConversationPrefixes(t *testing.T) {
	for _, msgs := range []string{
		`[]`,
		`[{"role":"user","content":"a"}]`,
		` [ {"role":"user","content":"a, [b] {c} \"d,\\"} , {"role":"assistant","content":null,"tool_calls":[{"id":"x","function":{"arguments":"{\"a\":[1,2]}"}}]}, 3, "x,y", [1,[2,3]] ] `,
		`[{"content":"\u00e9\u002c","role":"user"},{"z":1e5,"a":-0.0}]`,
	} {
		got, err := ConversationPrefixes([]byte(msgs))
		if err != nil {
			t.Fatalf("%s: %v", msgs, err)
		}
		elems := gjson.Parse(msgs).Array()
		want := map[[32]byte]bool{}
		for k := min(1, len(elems)); k <= len(elems); k++ { // "[]" only for [] itself
			parts := make([]string, k)
			for i := range k {
				parts[i] = elems[i].Raw
			}
			d, err := ConversationDigest([]byte("[" + strings.Join(parts, ",") + "]"))
			if err != nil {
				t.Fatal(err)
			}
			want[d] = true
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d digests, want %d", msgs, len(got), len(want))
		}
		for d := range want {
			if !got[d] {
				t.Errorf("%s: a prefix's digest is missing", msgs)
			}
		}
	}
	if _, err := ConversationPrefixes([]byte(`"hi"`)); err == nil {
		t.Error("a string is not a conversation")
	}
}
