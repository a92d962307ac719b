package responses

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// walkSeeds are objects whose members are easy to get wrong: escapes in
// keys and values, quotes and backslashes before a quote, nesting with
// brackets inside strings, white space everywhere, every kind of value.
var walkSeeds = []string{
	`{}`, ` { } `, `{"a":1}`, `{"a":-1.5e+3,"b":true,"c":false,"d":null}`,
	`{"a":"x\"y","b":"\\","c":"\\\"","d":"\\\\"}`,
	`{"k\u005fx":1,"k_x":2}`, `{"\"":"\\\"}]"}`,
	`{"a":[1,[2,{"b":"]}"}]],"c":{"d":{"e":[]}}}`,
	"{\n\t\"a\" :\r [ 1 , 2 ] ,\n \"b\" : { } }\n",
	`{"instructions":"Tool results \u003cepoch\u003e\n\nbe brief","tools":[{"type":"function","name":"read_file","parameters":{"type":"object","properties":{}}}]}`,
	`[1,2]`, `"x"`, `1`, `null`,
}

// gjsonMembers is what gjson's ForEach reads of doc, as eachMember's
// triples.
func gjsonMembers(doc string) []string {
	var out []string
	gjson.Parse(doc).ForEach(func(k, v gjson.Result) bool {
		out = append(out, fmt.Sprintf("%s|%s|%s", k.Raw, k.Str, v.Raw))
		return true
	})
	return out
}

func walkMembers(doc string) ([]string, bool) {
	var out []string
	ok := eachMember(doc, func(raw, key, val string) bool {
		out = append(out, fmt.Sprintf("%s|%s|%s", raw, key, val))
		return true
	})
	return out, ok
}

// checkWalk holds eachMember to gjson on valid JSON: every object read
// member for member as gjson reads it, anything else refused.
func checkWalk(t *testing.T, doc string) {
	t.Helper()
	if _, _, valid := jsondup.Validate([]byte(doc)); !valid {
		return // eachMember's callers check first
	}
	got, ok := walkMembers(doc)
	if !gjson.Parse(doc).IsObject() {
		if ok {
			t.Fatalf("%q: eachMember read a non-object as an object: %q", doc, got)
		}
		return
	}
	want := gjsonMembers(doc)
	if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%q: eachMember read %q (ok %v), gjson %q", doc, got, ok, want)
	}
}

func TestEachMemberMatchesGJSON(t *testing.T) {
	for _, doc := range walkSeeds {
		checkWalk(t, doc)
	}
	// and the recorded streams' response objects
	for _, name := range []string{"aibridge-streaming-simple.txtar", "aibridge-streaming-single_injected_tool.txtar"} {
		for _, d := range dataOf(recorded(t, name, "streaming")) {
			if r := gjson.GetBytes(d, "response"); r.IsObject() {
				checkWalk(t, r.Raw)
				checkWalk(t, string(d))
			}
		}
	}
}

func FuzzEachMember(f *testing.F) {
	for _, s := range walkSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, doc string) { checkWalk(t, doc) })
}

// TestReadReplyValidMatches holds ReadReplyValid to ReadReply's gjson
// reading, and its usage text to gjson's Get.
func TestReadReplyValidMatches(t *testing.T) {
	for _, name := range []string{"aibridge-streaming-simple.txtar", "aibridge-streaming-single_injected_tool.txtar"} {
		for _, d := range dataOf(recorded(t, name, "streaming")) {
			r := gjson.GetBytes(d, "response")
			if !r.IsObject() {
				continue
			}
			raw := []byte(r.Raw)
			var rm respRead
			spans, ok := rm.members(r.Raw)
			if !ok {
				t.Fatalf("members of %.80s: not an object", r.Raw)
			}
			fromRead := readReplyRead([]byte(r.Raw), r.Raw, spans)
			got, want := ReadReplyValid(raw), readReplyRef(raw)
			if fmt.Sprint(fromRead.ID, fromRead.Status, fromRead.Output.Raw, fromRead.Text, fromRead.Usage, fromRead.UsageRaw) !=
				fmt.Sprint(want.ID, want.Status, want.Output.Raw, want.Text, want.Usage, want.UsageRaw) {
				t.Fatalf("readReplyRead %+v, readReplyRef %+v", fromRead, want)
			}
			if fmt.Sprint(got.ID, got.Status, got.Stored, got.Output.Raw, got.Calls, got.Text, got.Usage, got.UsageRaw, got.ZC.Raw) !=
				fmt.Sprint(want.ID, want.Status, want.Stored, want.Output.Raw, want.Calls, want.Text, want.Usage, want.UsageRaw, want.ZC.Raw) {
				t.Fatalf("ReadReplyValid %+v, ReadReply %+v", got, want)
			}
			if u := gjson.GetBytes(raw, "usage"); u.IsObject() != (got.UsageRaw != "") || u.IsObject() && u.Raw != got.UsageRaw {
				t.Fatalf("UsageRaw %q, gjson's usage %q", got.UsageRaw, u.Raw)
			}
		}
	}
}

// readReplyRef reads a response object without the fast walk: the
// reference ReadReplyValid is held to.
func readReplyRef(resp []byte) Reply { return readReply(resp, false) }

// FuzzReadReplyChecked holds ReadReplyChecked (members from jsondup.Check)
// to the gjson reading, and its members to eachMember's.
func FuzzReadReplyChecked(f *testing.F) {
	for _, s := range walkSeeds {
		f.Add(s)
	}
	f.Add(`{"id":"r","status":"completed","output":[{"type":"message","content":[{"type":"output_text","text":"hi"}]}],"usage":{"total_tokens":2},"st\u006fre":true}`)
	f.Add(` { "output" : [ {"type":"function_call","name":"a","call_id":"c","arguments":"{}"} ] , "zc_receipts" : {} } `)
	f.Fuzz(func(t *testing.T, doc string) {
		spans, _, _, valid := jsondup.Check([]byte(doc), nil)
		if !valid {
			return
		}
		got, want := ReadReplyChecked([]byte(doc), spans), readReplyRef([]byte(doc))
		if fmt.Sprint(got.ID, got.Status, got.Stored, got.Output.Raw, got.Calls, got.Text, got.Refusal, got.Usage, got.UsageRaw, got.ZC.Raw) !=
			fmt.Sprint(want.ID, want.Status, want.Stored, want.Output.Raw, want.Calls, want.Text, want.Refusal, want.Usage, want.UsageRaw, want.ZC.Raw) {
			t.Fatalf("%q: ReadReplyChecked %+v, gjson %+v", doc, got, want)
		}
		calls, text, refusal, other := replyItemsRef(got.Output)
		if fmt.Sprint(got.Calls, got.Text, got.Refusal, got.OtherPart) != fmt.Sprint(calls, text, refusal, other) {
			t.Fatalf("%q: items %v %q %q %v, by Gets %v %q %q %v", doc, got.Calls, got.Text, got.Refusal, got.OtherPart, calls, text, refusal, other)
		}
		if walked := readReply([]byte(doc), true); walked.members != nil && fmt.Sprint(got.members) != fmt.Sprint(walked.members) {
			t.Fatalf("%q: members %q, eachMember's %q", doc, got.members, walked.members)
		}
	})
}

// readUsageRef is readUsage as five gjson Gets: the reference.
func readUsageRef(u gjson.Result) Usage {
	if !u.IsObject() {
		return Usage{}
	}
	return Usage{
		Input: u.Get("input_tokens").Int(), Cached: u.Get("input_tokens_details.cached_tokens").Int(),
		Output: u.Get("output_tokens").Int(), Reasoning: u.Get("output_tokens_details.reasoning_tokens").Int(),
		Total: u.Get("total_tokens").Int(), Seen: true,
	}
}

// FuzzReadUsage holds readUsage's one walk to the Gets, on the valid JSON
// it is given (a reply checked whole).
func FuzzReadUsage(f *testing.F) {
	f.Add(`{"input_tokens":3,"input_tokens_details":{"cached_tokens":1},"output_tokens":2,"output_tokens_details":{"reasoning_tokens":1},"total_tokens":5}`)
	f.Add(`{"input_tokens":3,"input_tokens":4,"input_tokens_details":7,"output_tokens":2.5,"total_t\u006fkens":"9","output_tokens_details":{"reasoning_tokens":1,"reasoning_tokens":2}}`)
	f.Add(` { "total_tokens" : -1e3 , "input_tokens_details" : { "cached_tokens" : null } } `)
	f.Fuzz(func(t *testing.T, doc string) {
		if !gjson.Valid(doc) {
			return
		}
		u := gjson.Parse(doc)
		if got, want := readUsage(u), readUsageRef(u); got != want {
			t.Fatalf("%q: readUsage %+v, Gets %+v", doc, got, want)
		}
	})
}

// FuzzFirstOf holds firstOf's one walk to gjson's Get, member by member,
// on the valid JSON it is given.
func FuzzFirstOf(f *testing.F) {
	for _, s := range walkSeeds {
		f.Add(s)
	}
	f.Add(`{"type":"message","id":"m","content":[{"type":"output_text","text":"a\u0062"}],"t\u0079pe":"x"}`)
	f.Fuzz(func(t *testing.T, doc string) {
		if !gjson.Valid(doc) {
			return
		}
		v := gjson.Parse(doc)
		var got [3]gjson.Result
		firstOf(v, got[:], "type", "id", "content")
		for i, k := range []string{"type", "id", "content"} {
			w := v.Get(k)
			if got[i].Type != w.Type || got[i].Raw != w.Raw || got[i].Str != w.Str || got[i].Num != w.Num {
				t.Fatalf("%q: firstOf %s = %+v, Get %+v", doc, k, got[i], w)
			}
		}
	})
}

// FuzzDropReplyOutputText holds DropReplyOutputText, over the members the
// reply's reading found, to DropOutputText's walk of the body.
func FuzzDropReplyOutputText(f *testing.F) {
	for _, s := range walkSeeds {
		f.Add(s)
	}
	f.Add(`{"id":"r","output_text":"x","output":[],"instructions":"a\u003cb"}`)
	f.Add(`{"output_t\u0065xt":"x","output_text":"y","output":[]}`)
	f.Add(` { "output" : [ ] , "Output_text" : 1 } `)
	f.Fuzz(func(t *testing.T, doc string) {
		spans, _, _, valid := jsondup.Check([]byte(doc), nil)
		if !valid {
			return
		}
		want, wantOK := DropOutputText([]byte(doc))
		for _, r := range []Reply{ReadReplyChecked([]byte(doc), spans), ReadReplyValid([]byte(doc))} {
			got, ok := DropReplyOutputText(r)
			if ok != wantOK || string(got) != string(want) {
				t.Fatalf("%q: DropReplyOutputText %q %v, DropOutputText %q %v", doc, got, ok, want, wantOK)
			}
		}
	})
}

// replyItemsRef reads a reply's output items by gjson's Get, one look at
// a time: the reference for reply's one walk of each item.
func replyItemsRef(output gjson.Result) (calls []Call, text, refusal string, other bool) {
	var b strings.Builder
	var refusals []string
	output.ForEach(func(_, it gjson.Result) bool {
		switch it.Get("type").Str {
		case "function_call":
			calls = append(calls, Call{ItemID: it.Get("id").Str, CallID: it.Get("call_id").Str, Name: it.Get("name").Str,
				Arguments: it.Get("arguments").Str, Raw: it.Raw})
		case "message":
			content := it.Get("content")
			if !content.IsArray() {
				other = other || content.Type != gjson.Null
				return true
			}
			content.ForEach(func(_, p gjson.Result) bool {
				if crossedPart(p.Get("type").Str, p) {
					other = true
					return true
				}
				switch p.Get("type").Str {
				case "output_text":
					b.WriteString(p.Get("text").Str)
				case "refusal":
					refusals = append(refusals, p.Get("refusal").Str)
				default:
					other = true
				}
				return true
			})
		}
		return true
	})
	return calls, b.String(), joinAsides(refusals), other
}

// FuzzIdentityRead holds identityRead, over the members walked once, to
// identityOf's gjson look-ups.
func FuzzIdentityRead(f *testing.F) {
	for _, s := range walkSeeds {
		f.Add(s)
	}
	f.Add(`{"id":"resp_1","created_at":17,"i\u0064":"x","previous_response_id":null,"created_at":18}`)
	f.Add(`{"previous_response_id":"resp_0","model":"m"}`)
	f.Fuzz(func(t *testing.T, doc string) {
		if !gjson.Valid(doc) {
			return
		}
		var rw Rewriter
		got, want := rw.identityRead(doc), identityOf([]byte(doc))
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: identityRead %q, identityOf %q", doc, got, want)
		}
	})
}
