package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestParseRequest(t *testing.T) {
	r, e := ParseRequest([]byte(`{"model":"gpt-4.1","input":"hi","stream":true,"store":false,"previous_response_id":"resp_1",
		"tools":[{"type":"function","name":"lookup"},{"type":"web_search"},{"type":"custom","name":"patch"}]}`))
	if e != nil {
		t.Fatal(e)
	}
	if r.Model != "gpt-4.1" || !r.Stream || r.Store || r.PreviousID != "resp_1" || r.PassReason != "" ||
		!r.ClientTools["lookup"] || !r.ClientTools["patch"] || len(r.ClientTools) != 2 {
		t.Errorf("%+v", r)
	}
	for body, reason := range map[string]string{
		`{"model":"m","input":"x","background":true}`:           ReasonBackground,
		`{"model":"m","input":"x","conversation":"conv_1"}`:     ReasonConversation,
		`{"model":"m","input":"x","conversation":null}`:         "",
		`{"model":"m","input":[{"role":"user","content":"x"}]}`: "",
	} {
		r, e := ParseRequest([]byte(body))
		if e != nil || r.PassReason != reason {
			t.Errorf("%s: %v %q", body, e, r.PassReason)
		}
	}
	for body, param := range map[string]string{
		`{"input":"x"}`:                          "model",
		`{"model":"","input":"x"}`:               "model",
		`{"model":"m","input":3}`:                "input",
		`{"model":"m","input":[1]}`:              "input",
		`{"model":"m","tools":{}}`:               "tools",
		`{"model":"m","stream":"yes"}`:           "stream",
		`{"model":"m","previous_response_id":1}`: "previous_response_id",
	} {
		if _, e := ParseRequest([]byte(body)); e == nil || e.Param != param {
			t.Errorf("%s: %v", body, e)
		}
	}
}

func TestRewrite(t *testing.T) {
	clock := Tool{Name: "clock", Description: "The time.", Parameters: []byte(`{"type":"object","properties":{}}`)}
	lookup := Tool{Name: "lookup"}
	for _, tt := range []struct{ body, instr, tools string }{
		{`{"model":"m","input":"x"}`, "P", `["clock","lookup"]`},
		{`{"model":"m","input":"x","instructions":"Be brief."}`, "P\n\nBe brief.", `["clock","lookup"]`},
		{`{"model":"m","input":"x","instructions":null,"tools":[{"type":"function","name":"lookup"}]}`, "P", `["lookup","clock"]`},
		{`{"model":"m","tools":[{"type":"web_search"}]}`, "P", `["clock","lookup"]`},
	} {
		r, e := ParseRequest([]byte(tt.body))
		if e != nil {
			t.Fatal(e)
		}
		out, err := Rewrite(r, []Tool{clock, lookup}, "P")
		if err != nil {
			t.Fatal(err)
		}
		g := gjson.ParseBytes(out)
		if g.Get("instructions").String() != tt.instr || g.Get("tools.#.name").Raw != tt.tools {
			t.Errorf("%s → %s", tt.body, out)
		}
		if g.Get(`tools.#(name=="clock").type`).String() != "function" || g.Get(`tools.#(name=="clock").parameters.type`).String() != "object" {
			t.Errorf("clock is not a flat function tool: %s", out)
		}
	}
	r, _ := ParseRequest([]byte(`{"model":"m","instructions":[{"role":"system","content":"x"}]}`))
	if _, err := Rewrite(r, nil, "P"); err == nil {
		t.Error("instructions that are not a string must not be overwritten")
	}
}

func TestFollowUp(t *testing.T) {
	sent := []byte(`{"model":"m","input":"what time is it?","instructions":"P","tools":[{"type":"function","name":"clock"}],"store":false}`)
	reply := readReplyRef([]byte(`{"id":"resp_1","status":"completed","store":false,"output":[
		{"id":"rs_1","type":"reasoning","summary":[],"encrypted_content":"gAAA"},
		{"id":"fc_1","type":"function_call","status":"completed","arguments":"{}","call_id":"call_1","name":"clock"}],
		"usage":{"input_tokens":10,"input_tokens_details":{"cached_tokens":2},"output_tokens":5,"output_tokens_details":{"reasoning_tokens":1},"total_tokens":15}}`))
	if len(reply.Calls) != 1 || reply.Calls[0].CallID != "call_1" || reply.Usage.Total != 15 || reply.Usage.Cached != 2 {
		t.Fatalf("%+v", reply)
	}
	out, err := FollowUp(sent, reply, []Output{{CallID: "call_1", Text: "12:00\n\n[receipt: zc-receipt-1-x]"}})
	if err != nil {
		t.Fatal(err)
	}
	in := gjson.GetBytes(out, "input")
	if in.Get("#.type").Raw != `["reasoning","function_call","function_call_output"]` || in.Get("0.role").String() != "user" ||
		in.Get("1.encrypted_content").String() != "gAAA" || in.Get("3.output").String() != "12:00\n\n[receipt: zc-receipt-1-x]" ||
		gjson.GetBytes(out, "previous_response_id").Exists() {
		t.Errorf("unstored follow-up: %s", out)
	}
	reply.Stored = true
	out, err = FollowUp(sent, reply, []Output{{CallID: "call_1", Text: "12:00"}})
	if err != nil {
		t.Fatal(err)
	}
	if gjson.GetBytes(out, "previous_response_id").String() != "resp_1" || gjson.GetBytes(out, "input.#").Int() != 1 ||
		gjson.GetBytes(out, "input.0.type").String() != "function_call_output" || gjson.GetBytes(out, "instructions").String() != "P" {
		t.Errorf("stored follow-up: %s", out)
	}
}

func TestAnswer(t *testing.T) {
	r1 := readReplyRef([]byte(`{"id":"resp_1","store":true,"output":[
		{"id":"msg_1","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"logprobs":[],"text":"Let me check. "}],"role":"assistant"},
		{"id":"fc_1","type":"function_call","arguments":"{}","call_id":"call_1","name":"clock"},
		{"id":"fc_2","type":"function_call","arguments":"{}","call_id":"call_2","name":"lookup"}],
		"usage":{"input_tokens":10,"output_tokens":5,"total_tokens":15}}`))
	a := &Answer{IsServer: func(n string) bool { return n == "clock" }}
	a.AddRound(r1, "")
	if a.Text() != "Let me check. " {
		t.Errorf("text %q", a.Text())
	}
	body, err := a.Body(r1, nil, "\n\nfooter", []byte(`{"receipts":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	g := gjson.ParseBytes(body)
	if g.Get("output.#.type").Raw != `["message","function_call"]` || g.Get("output.1.name").String() != "lookup" ||
		g.Get("output.0.content.0.text").String() != "Let me check. \n\nfooter" || g.Get("zc_receipts").Raw != `{"receipts":[]}` ||
		g.Get("usage.total_tokens").Int() != 15 {
		t.Errorf("%s", body)
	}
	if strings.Contains(string(body), "clock") {
		t.Errorf("the server call reached the client: %s", body)
	}
}
