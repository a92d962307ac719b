package responses

import (
	"strings"
	"testing"
)

// The echoed tools and instructions of a lifecycle event's response are
// only checked valid JSON (the client gets the request's instead); a
// response object anywhere else, or with no Echo to replace them, is
// checked whole.
func TestEchoedMembersOpaque(t *testing.T) {
	echo := map[string][]byte{"tools": []byte(`[]`), "instructions": []byte(`null`)}
	dupTools := `"tools":[{"type":"function","name":"f","parameters":{"type":"object","type":"string"}}]`
	created := `{"type":"response.created","response":{"id":"resp_1","object":"response","status":"in_progress","output":[],` + dupTools + `}}`
	delta := `{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hi","response":{"id":"resp_1",` + dupTools + `}}`
	for _, tc := range []struct {
		name   string
		echo   map[string][]byte
		events []string
		ok     bool
	}{
		{"created, echoed", echo, []string{created}, true},
		{"created, no echo", nil, []string{created}, false},
		{"created, half an echo", map[string][]byte{"tools": []byte(`[]`)}, []string{created}, false},
		{"delta carrying a response", echo, []string{`{"type":"response.created","response":{"id":"resp_1","output":[]}}`, delta}, false},
		{"case variant of tools itself", echo, []string{strings.Replace(created, `"tools"`, `"Tools"`, 1)}, false},
		{"repeated tools member", echo, []string{strings.Replace(created, `"output":[],`, `"output":[],"tools":[],`, 1)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rw := &Rewriter{Echo: tc.echo}
			var err error
			var out []byte
			for _, ev := range tc.events {
				var b []byte
				if b, err = rw.Feed([]byte(ev)); err != nil {
					break
				}
				out = append(out, b...)
			}
			if (err == nil) != tc.ok {
				t.Fatalf("error %v, want ok %v", err, tc.ok)
			}
			if tc.ok && strings.Contains(string(out), `"name":"f"`) {
				t.Fatalf("the upstream's tools reached the client: %s", out)
			}
		})
	}
}
