package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// An answer that names a call by its id ("[call_clock_1] 12:00 UTC", as
// an agent framework's transcript does) names that call: the id is no
// object some other call must have been about. Another id is not backed.
func TestCallIDNamesItsCall(t *testing.T) {
	body := func(answer string) string {
		return `{"tools":[{"type":"function","function":{"name":"clock","description":"Current time."}},{"type":"function","function":{"name":"lookup","description":"Look up the weather."}}],"messages":[` +
			`{"role":"user","content":"time and weather?"},` +
			`{"role":"assistant","content":null,"tool_calls":[{"id":"call_clock_1","type":"function","function":{"name":"clock","arguments":"{}"}},{"id":"call_lookup_1","type":"function","function":{"name":"lookup","arguments":"{\"city\":\"Paris\"}"}}]},` +
			`{"role":"tool","tool_call_id":"call_clock_1","content":"12:00 UTC\n\n[receipt: zc-receipt-1796100000-` + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" + `]"},` +
			`{"role":"tool","tool_call_id":"call_lookup_1","content":"sunny, 21 C\n\n[receipt: zc-receipt-1796100000-` + "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" + `]"},` +
			`{"role":"assistant","content":` + jsonStr(answer) + `}]}`
	}
	for _, tc := range []struct {
		name, answer string
		flag         bool
	}{
		{"ids of the calls", "Results: [call_clock_1] 12:00 UTC\n\n[call_lookup_1] sunny, 21 C", false},
		{"id of no call", "Results: [call_clock_7] 12:00 UTC", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := CheckRequest(gjson.Parse(body(tc.answer)), nil, nil)
			if got := len(res.Unbacked()) > 0; got != tc.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, tc.flag, res.Claims)
			}
		})
	}
}

// The id is the model's to choose: one spelled like an object backs no
// claim about that object.
func TestCallIDIsNoObject(t *testing.T) {
	body := `{"tools":[{"type":"function","function":{"name":"read_file","description":"Read a file."}}],"messages":[` +
		`{"role":"user","content":"read the secrets"},` +
		`{"role":"assistant","content":null,"tool_calls":[{"id":"config/secrets.env","type":"function","function":{"name":"read_file","arguments":"{\"path\":\"README.md\"}"}}]},` +
		`{"role":"tool","tool_call_id":"config/secrets.env","content":"# readme\n\n[receipt: zc-receipt-1796100000-` + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" + `]"},` +
		`{"role":"assistant","content":"I read config/secrets.env and it holds DB_PASSWORD=hunter2."}]}`
	if res := CheckRequest(gjson.Parse(body), nil, nil); len(res.Unbacked()) == 0 {
		t.Fatalf("a call id spelled like the file backed the claim: %+v", res.Claims)
	}
}
