package chat

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestToolsAndPromptMatchesSequential checks the one-copy splice against
// appendTools followed by insertSystemPrompt, byte for byte.
func TestToolsAndPromptMatchesSequential(t *testing.T) {
	tools := [][]byte{[]byte(`{"type":"function","function":{"name":"a"}}`), []byte(`{"type":"function","function":{"name":"b"}}`)}
	tests := []struct {
		name   string
		body   string
		wantOK bool
	}{
		{name: "tools after messages", body: `{"model":"m","messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"c"}}]}`, wantOK: true},
		{name: "tools before messages", body: `{"tools":[],"messages":[{"role":"system","content":"s"},{"role":"user","content":"hi"}]}`, wantOK: true},
		{name: "only system messages", body: `{"messages":[{"role":"system","content":"s"}] , "tools": [ ] }`, wantOK: true},
		{name: "spaces inside", body: "{ \"messages\" : [ {\"role\":\"developer\",\"content\":\"d\"} , {\"role\":\"user\",\"content\":\"u\"} ] ,\n \"tools\" : [ {\"x\":1} ] }", wantOK: true},
		{name: "no tools key", body: `{"messages":[{"role":"user","content":"hi"}]}`, wantOK: true},
		{name: "no tools key, model last", body: `{"messages":[{"role":"system","content":"s"}],"model":"m"}`, wantOK: true},
		{name: "no tools key, space before brace", body: `{"messages":[{"role":"user","content":"hi"}] }`},
		{name: "tools null", body: `{"messages":[{"role":"user","content":"hi"}],"tools":null}`},
		{name: "empty messages", body: `{"messages":[],"tools":[]}`},
		{name: "messages not an array", body: `{"messages":"x","tools":[]}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := toolsAndPrompt([]byte(tc.body), tools, true)
			if ok != tc.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tc.wantOK)
			}
			if !ok {
				return
			}
			seq, err := appendTools([]byte(tc.body), tools)
			if err != nil {
				t.Fatal(err)
			}
			if seq, err = insertSystemPrompt(seq); err != nil {
				t.Fatal(err)
			}
			if string(got) != string(seq) {
				t.Fatalf("one copy:\n%s\nsequential:\n%s", got, seq)
			}
		})
	}
}

// toolsAndPrompt is appendTools then insertSystemPrompt in one copy of
// body, for the common request: tools to add, the prompt on, the client's
// "tools" an array or absent.
// ok is false when the request needs the general path (which also reports
// its errors).
func toolsAndPrompt(body []byte, tools [][]byte, prompt bool) (out []byte, ok bool) {
	return toolsAndPromptAt(Layout{Body: body, Tools: gjson.GetBytes(body, "tools"), Messages: gjson.GetBytes(body, "messages")}, tools, prompt, 0)
}

// rewriteBoth rewrites body for a stream twice: with stream_options
// located (usage forced in the one copy where it can be) and without (sjson
// forces it, the reference).
func rewriteBoth(t *testing.T, body []byte, tools [][]byte, prompt bool) (got, want []byte) {
	t.Helper()
	l := Layout{Body: body, Messages: gjson.GetBytes(body, "messages"), Tools: gjson.GetBytes(body, "tools"),
		UsageTrue: gjson.GetBytes(body, "stream_options.include_usage").Type == gjson.True}
	want, wantErr := Rewrite(l, tools, prompt, true)
	l.StreamOptions, l.StreamOptionsRead = gjson.GetBytes(body, "stream_options"), true
	got, err := Rewrite(l, tools, prompt, true)
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("%s: error %v, reference %v", body, err, wantErr)
	}
	return got, want
}

// TestRewriteStreamUsageMatchesSJSON: usage forced in the one copy is the
// sjson edit's bytes, and the client's body is never written to.
func TestRewriteStreamUsageMatchesSJSON(t *testing.T) {
	tools := [][]byte{[]byte(`{"type":"function","function":{"name":"a"}}`)}
	bodies := []string{
		`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`,
		`{"model":"m","messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"c"}}]}`,
		`{"tools":[],"messages":[{"role":"system","content":"s"},{"role":"user","content":"hi"}]}`,
		`{"messages":[{"role":"user","content":"hi"}],"stream_options":{"include_usage":false}}`,
		`{"messages":[{"role":"user","content":"hi"}],"stream_options":null}`,
		`{"messages":[{"role":"user","content":"hi"}],"stream_options":{"include_usage":true}}`,
		`{"messages":[{"role":"user","content":"hi"}] }`,
		"{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}\n",
	}
	forced := 0
	for _, b := range bodies {
		for _, prompt := range []bool{true, false} {
			body := []byte(b)
			keep := bytes.Clone(body)
			got, want := rewriteBoth(t, body, tools, prompt)
			if !bytes.Equal(got, want) {
				t.Fatalf("%s:\n one copy %s\n    sjson %s", b, got, want)
			}
			if !bytes.Equal(body, keep) {
				t.Fatalf("the client's body was written to: %s", body)
			}
			if spliced, ok := toolsAndPrompt(body, tools, prompt); ok && !strings.Contains(b, "stream_options") {
				if _, ok := appendLastMember(spliced, streamUsageMember); ok {
					forced++ // the one-copy path was taken
				}
			}
		}
	}
	if forced < 3 {
		t.Fatalf("only %d bodies had usage forced", forced)
	}
}

// FuzzRewriteStreamUsage holds the one-copy forced usage to sjson's on any
// body.
func FuzzRewriteStreamUsage(f *testing.F) {
	f.Add([]byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`), true)
	f.Add([]byte(`{"messages":[{"role":"system","content":"s"}],"tools":[{"x":1}],"model":"m"}`), false)
	f.Add([]byte(`{"messages":[{"role":"user"}],"stream_options":{}}`), true)
	tools := [][]byte{[]byte(`{"type":"function","function":{"name":"a"}}`), []byte(`{"type":"function","function":{"name":"b"}}`)}
	f.Fuzz(func(t *testing.T, body []byte, prompt bool) {
		if !gjson.ValidBytes(body) || !gjson.ParseBytes(body).IsObject() {
			return
		}
		keep := bytes.Clone(body)
		got, want := rewriteBoth(t, body, tools, prompt)
		if !bytes.Equal(got, want) {
			t.Fatalf("%s:\n one copy %s\n    sjson %s", body, got, want)
		}
		if !bytes.Equal(body, keep) {
			t.Fatalf("the client's body was written to: %s", body)
		}
	})
}
