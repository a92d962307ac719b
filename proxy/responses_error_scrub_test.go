package proxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Every string or number under a Responses error event's error and
// message, and under a failed response's error and incomplete_details
// (stream and JSON reply), is scrubbed when it names the upstream's
// address: not only a fixed list of members.
func TestResponsesErrorAddressScrubbedInEveryMember(t *testing.T) {
	var h http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	defer srv.Close()
	host := strings.TrimPrefix(srv.URL, "http://")
	msg := "backend " + host + " went away"
	env := startLoopEnv(t, srv.URL, testSpecs(), nil, nil)
	failed := func(members string) string {
		return `{"type":"response.failed","response":{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],` + members + `}}`
	}
	cases := map[string][]string{
		"error as string":        {atkCreated, `{"type":"error","error":"` + msg + `"}`},
		"error.metadata.raw":     {atkCreated, `{"type":"error","error":{"message":"x","metadata":{"raw":"` + msg + `"}}}`},
		"nested dup message":     {atkCreated, `{"type":"error","error":{"message":"x","message":"` + msg + `"}}`},
		"error message array":    {atkCreated, `{"type":"error","error":{"message":["` + msg + `"]}}`},
		"escaped error member":   {atkCreated, `{"type":"error","\u0065rror":{"message":"` + msg + `"}}`},
		"escaped in the value":   {atkCreated, `{"type":"error","error":{"detail":"backend ` + strings.ReplaceAll(host, ".", `\u002e`) + ` went away"}}`},
		"error deep in array":    {atkCreated, `{"type":"error","error":{"details":[{"host":"` + msg + `"},1]}}`},
		"failed error.type":      {atkCreated, failed(`"error":{"code":"server_error","message":"x","type":"` + msg + `"}`)},
		"failed error.param":     {atkCreated, failed(`"error":{"code":"server_error","message":"x","param":"` + msg + `"}`)},
		"failed dup message":     {atkCreated, failed(`"error":{"code":"server_error","message":"x","message":"` + msg + `"}`)},
		"failed incomplete":      {atkCreated, failed(`"error":{"code":"server_error","message":"x"},"incomplete_details":{"reason":"` + msg + `"}`)},
		"failed nested metadata": {atkCreated, failed(`"error":{"code":"server_error","message":"x","metadata":{"raw":["` + msg + `"]}}`)},
		"member name":            {atkCreated, `{"type":"error","error":{"message":"x","metadata":{"` + msg + `":1}}}`},
		"escaped member name":    {atkCreated, `{"type":"error","error":{"message":"x","` + strings.ReplaceAll(msg, ".", `\u002e`) + `":{"a":1}}}`},
		"failed member name":     {atkCreated, failed(`"error":{"code":"server_error","message":"x","details":[{"` + host + `":"down"}]}`)},
	}
	for name, evs := range cases {
		h = respStreamHandler(evs...)
		// read as a client reads it: escapes decoded
		if _, got := postResponses(t, env, `{"model":"m","input":"hi","stream":true}`, nil); strings.Contains(strings.ReplaceAll(string(got), `\u002e`, "."), host) {
			t.Errorf("%s: the upstream's address reached the client:\n%s", name, got)
		}
	}
	reply := func(members string) string {
		return `{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],` + members + `,"store":false}`
	}
	jsonCases := map[string]string{
		"json error.type":             reply(`"error":{"code":"server_error","message":"x","type":"` + msg + `"}`),
		"json error.param":            reply(`"error":{"code":"server_error","message":"x","param":"` + msg + `"}`),
		"json dup message":            reply(`"error":{"code":"server_error","message":"x","message":"` + msg + `"}`),
		"json metadata":               reply(`"error":{"code":"server_error","message":"x","metadata":{"raw":"` + msg + `"}}`),
		"json incomplete":             reply(`"error":{"code":"server_error","message":"x"},"incomplete_details":{"reason":"` + msg + `"}`),
		"json escaped member":         reply(`"error":{"code":"server_error","m\u0065ssage":"` + msg + `"}`),
		"json error as a string":      reply(`"error":"` + msg + `"`),
		"json incomplete, error null": reply(`"error":null,"incomplete_details":{"reason":"` + msg + `"}`),
		"json member name":            reply(`"error":{"code":"server_error","message":"x","metadata":{"` + host + `":"refused"}}`),
	}
	for name, body := range jsonCases {
		h = scripted.Replay([]byte(body), "application/json")
		if _, got := postResponses(t, env, `{"model":"m","input":"hi"}`, nil); strings.Contains(string(got), host) {
			t.Errorf("%s: the upstream's address reached the client:\n%s", name, got)
		}
	}

	// twins: an error that names nothing of the upstream's reaches the
	// client as it was sent
	h = respStreamHandler(atkCreated, `{"type":"error","error":{"message":"rate limited","metadata":{"raw":"try again in 20s"},"type":"rate_limit"}}`)
	if _, got := postResponses(t, env, `{"model":"m","input":"hi","stream":true}`, nil); !strings.Contains(string(got), "try again in 20s") || !strings.Contains(string(got), "rate limited") {
		t.Errorf("stream: a plain error lost its words:\n%s", got)
	}
	h = respStreamHandler(atkCreated, failed(`"error":{"code":"server_error","message":"the model overloaded","type":"overloaded"},"incomplete_details":{"reason":"max_output_tokens"}`))
	if _, got := postResponses(t, env, `{"model":"m","input":"hi","stream":true}`, nil); !strings.Contains(string(got), "the model overloaded") || !strings.Contains(string(got), "max_output_tokens") {
		t.Errorf("stream: a plain failure lost its words:\n%s", got)
	}
	// the revealing member replaced, its siblings kept, the JSON valid
	h = scripted.Replay([]byte(reply(`"error":{"code":"server_error","message":"`+msg+`","type":"overloaded","param":"`+msg+`"}`)), "application/json")
	_, got := postResponses(t, env, `{"model":"m","input":"hi"}`, nil)
	if strings.Contains(string(got), host) || !gjson.ValidBytes(got) {
		t.Fatalf("json: %s", got)
	}
	if e := gjson.GetBytes(got, "error"); e.Exists() && e.Get("type").Str == "overloaded" && e.Get("param").Type != gjson.Null {
		t.Errorf("json: param not nulled: %s", e.Raw)
	}
	t.Logf("json reply: %s", got)
}
