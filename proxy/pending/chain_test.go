package pending

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestPrefixHashes: a history re-serialised differently (key order,
// whitespace, escapes, null vs "" content, text parts) hashes the same;
// any change that matters to the conversation changes it.
func TestPrefixHashes(t *testing.T) {
	base := `[{"role":"user","content":"héllo <b>"},{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c1","content":"r"}]`
	same := []struct{ name, msgs string }{
		{"reordered keys and spaces", `[ {"content":"h\u00e9llo \u003cb\u003e", "role":"user"},
			{"tool_calls":[{"function":{"arguments":"{ }","name":"f"},"id":"c1","type":"function"}],"role":"assistant","content":""},
			{"content":"r","tool_call_id":"c1","role":"tool"} ]`},
		{"text parts", `[{"role":"user","content":[{"type":"text","text":"héllo "},{"type":"text","text":"<b>"}]},{"role":"assistant","tool_calls":[{"id":"c1","function":{"name":"f"}}]},{"role":"tool","tool_call_id":"c1","content":"r"}]`},
	}
	differ := []struct{ name, msgs string }{
		{"user text", strings.Replace(base, "héllo", "hello", 1)},
		{"tool call id", strings.ReplaceAll(base, `"c1"`, `"c2"`)},
		{"tool name", strings.Replace(base, `"name":"f"`, `"name":"g"`, 1)},
		{"role", strings.Replace(base, `"role":"user"`, `"role":"system"`, 1)},
		{"tool result", strings.Replace(base, `"content":"r"`, `"content":"s"`, 1)},
		{"field boundary", `[{"role":"user","content":"héllo <b>r"},{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c1","content":""}]`},
	}
	want := PrefixHashes(gjson.Parse(base))
	if len(want) != 4 || want[0] != ([32]byte{}) || want[1] == want[2] || want[2] == want[3] {
		t.Fatalf("hashes of the base: %x", want)
	}
	for _, tc := range same {
		t.Run("same/"+tc.name, func(t *testing.T) {
			if got := PrefixHashes(gjson.Parse(tc.msgs)); got[3] != want[3] {
				t.Errorf("hash differs for %s", tc.msgs)
			}
		})
	}
	for _, tc := range differ {
		t.Run("differs/"+tc.name, func(t *testing.T) {
			if got := PrefixHashes(gjson.Parse(tc.msgs)); got[3] == want[3] {
				t.Errorf("hash unchanged for %s", tc.msgs)
			}
		})
	}
}
