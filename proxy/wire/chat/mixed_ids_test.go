package chat

import (
	"testing"

	"github.com/tidwall/gjson"
)

// TestMixedClientCallRaw: a client call whose id the model left out (and
// fillCallIDs supplied) reaches a non-streaming client with that id, the
// id the pending store waits for; other fields stay as the model sent them.
func TestMixedClientCallRaw(t *testing.T) {
	cases := []struct {
		name, raw, id string
		wantFilled    bool
	}{
		{"id kept", `{"id":"call_1","type":"function","x_vendor":1,"function":{"name":"lookup","arguments":"{}"}}`, "call_1", false},
		{"id missing", `{"type":"function","x_vendor":1,"function":{"name":"lookup","arguments":"{}"}}`, "call_zc_1_0", true},
		{"id empty", `{"id":"","type":"function","x_vendor":1,"function":{"name":"lookup","arguments":"{}"}}`, "call_zc_1_1", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			call := toolCall{ID: tc.id, Name: "lookup", Raw: tc.raw}
			if got := idsFilled([]toolCall{call}); got != tc.wantFilled {
				t.Errorf("idsFilled = %v", got)
			}
			out, err := clientCallRaw(call)
			if err != nil {
				t.Fatal(err)
			}
			g := gjson.ParseBytes(out)
			if g.Get("id").Str != tc.id || g.Get("x_vendor").Raw != "1" || g.Get("function.name").Str != "lookup" {
				t.Errorf("client call = %s", out)
			}
		})
	}
}
