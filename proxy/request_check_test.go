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
		if _, e := checkBodyTop(body, nil); !reflect.DeepEqual(e, want) {
			t.Fatalf("%q: checkBodyTop %+v, the four passes %+v", body, e, want)
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

// FuzzTopLevel: for every body checkBodyTop passes, topLevel over its
// members gives each field exactly as topLevelRef over the parse
// (type, text, value and offset).
func FuzzTopLevel(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"n":2}`,
		` {"m\u006fdel":"esc","tools":[],"stream_options":{"include_usage":true},"functions":null,"function_call":"x"} `,
		`{"model":1.5e3,"messages":{},"stream":"yes","n":-0}`, `[1]`, `{}`, `{"model":"a\"b","messages":[] }`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		members, e := checkBodyTop(body, nil)
		if e != nil {
			return
		}
		root := rawjson.ParseView(body)
		if !root.IsObject() {
			return
		}
		if got, want := topLevel(body, members), topLevelRef(root); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\n topLevel %+v\n      ref %+v", body, got, want)
		}
	})
}
