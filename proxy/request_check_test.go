package proxy

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// checkBodyRef is the four passes checkBody fuses, as parseChatRequest
// made them one after the other.
func checkBodyRef(body []byte) *apierr.Error {
	if !utf8.Valid(body) {
		return apierr.BadRequest("The request body is not valid UTF-8.", "")
	}
	if !jsonlimit.Within(body, jsonlimit.MaxDepth) {
		return apierr.BadRequest(fmt.Sprintf("The request body nests deeper than %d levels.", jsonlimit.MaxDepth), "")
	}
	if !gjson.ValidBytes(body) {
		return apierr.BadRequest("The request body is not valid JSON.", "")
	}
	if d, found := jsondup.Find(body); found {
		return errDuplicateKey(d)
	}
	return nil
}

// FuzzCheckBody holds the one-pass request check to the four passes: the
// same verdict and the same error (status, type, code, message, param) on
// every body.
func FuzzCheckBody(f *testing.F) {
	deep := strings.Repeat("[", jsonlimit.MaxDepth+1) + strings.Repeat("]", jsonlimit.MaxDepth+1)
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"héllo ✓"}]}`, `{"model":"m","model":"n"}`,
		`{"model":"` + "\xff" + `"}`, `{"model" 1,"x":"` + "\xff" + `"}`, deep, deep + "\xff", `[1,,` + deep + `]`,
		`{"a":1,"a":` + deep + `}`, `{"a":1,}`, `{"a":1,"a":2,}`, `{"messages":[{"role":"user","ro\u006ce":"x"}]}`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		got, want := checkBody(body), checkBodyRef(body)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: checkBody %+v, the four passes %+v", body, got, want)
		}
		if e := checkBodyIn(body, &jsondup.Members{}); !reflect.DeepEqual(e, want) {
			t.Fatalf("%q: checkBodyIn %+v, the four passes %+v", body, e, want)
		}
	})
}

// topLevelRef is topLevel as it was: the members read by root.ForEach,
// the first of a repeated key winning. FuzzTopLevel holds topLevel to it.
func topLevelRef(root gjson.Result) requestFields {
	var f requestFields
	rawjson.ReadFirst(root, f.slot)
	return f
}

// FuzzTopLevel: for every body checkBodyIn passes, topLevel over its
// members gives each field exactly as topLevelRef over the parse (type,
// text, value and offset), and checkMessages over its messages' elements
// what it gives over messages.ForEach.
func FuzzTopLevel(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"n":2}`,
		` {"m\u006fdel":"esc","tools":[],"stream_options":{"include_usage":true},"functions":null,"function_call":"x"} `,
		`{"model":1.5e3,"messages":{},"stream":"yes","n":-0}`, `[1]`, `{}`, `{"model":"a\"b","messages":[] }`,
		`{"messages":[{"role":"system","content":"s"},{"role":"assistant","content":"zc-receipt-x","tool_calls":[{}]},{"role":"tool","content":[{"type":"text","text":"t"}]}, 3 ,{"role":"user"}]}`,
		`{"messages":[ {"role":"developer","content":"d"} , {"content":"c","role":"user"}]}`,
		`{"m\u0065ssages":[{"role":"user","content":"escaped key"}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var m jsondup.Members
		if checkBodyIn(body, &m) != nil {
			return
		}
		root := rawjson.ParseView(body)
		if !root.IsObject() {
			return
		}
		top := topLevel(body, m.Top)
		if want := topLevelRef(root); !reflect.DeepEqual(top, want) {
			t.Fatalf("%q:\n topLevel %+v\n      ref %+v", body, top, want)
		}
		// checkMessages over the elements the body check found reads
		// what it reads over messages.ForEach
		if !m.Has {
			return
		}
		h, spot, e := checkMessages(spanElements(body, m.In), nil)
		wh, wspot, we := checkMessages(top.messages.ForEach, nil)
		if h != wh || !reflect.DeepEqual(spot, wspot) || !reflect.DeepEqual(e, we) {
			t.Fatalf("%q:\n spans %+v %+v %v\n  each %+v %+v %v", body, h, spot, e, wh, wspot, we)
		}
	})
}
