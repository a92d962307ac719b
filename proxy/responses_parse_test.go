package proxy

import (
	"reflect"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
)

// checkParseRequestMembers: for a body the body check passes, reading it
// from the members that check found (ParseRequestMembers) gives what
// ParseRequest's own walk gives: the same Request, or the same refusal.
func checkParseRequestMembers(t *testing.T, body []byte) {
	t.Helper()
	if checkBody(body) != nil {
		return
	}
	var m jsondup.Members
	if p, _ := jsondup.CheckBodyIn(body, jsonlimit.MaxDepth, "input", &m); p != jsondup.OK {
		t.Fatalf("body %s: CheckBodyIn %v where checkBody passed", body, p)
	}
	want, wantErr := responses.ParseRequest(body)
	got, gotErr := responses.ParseRequestMembers(body, &m)
	if !reflect.DeepEqual(gotErr, wantErr) {
		t.Fatalf("body %s: error %v, ParseRequest %v", body, gotErr, wantErr)
	}
	if !sameRequest(got, want) {
		t.Fatalf("body %s:\nmembers      %+v\nParseRequest %+v", body, got, want)
	}
}

// sameRequest compares the exported fields of two requests (the input
// items ParseRequestMembers keeps are its own).
func sameRequest(a, b *responses.Request) bool {
	if a == nil || b == nil {
		return a == b
	}
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	for i := range va.NumField() {
		if va.Type().Field(i).IsExported() && !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			return false
		}
	}
	return true
}

var parseRequestBodies = []string{
	`{"model":"m","input":"hi"}`,
	`{"model":"m","stream":true,"instructions":"be brief","input":[{"role":"user","content":"hi"},{"type":"function_call_output","call_id":"c","output":"x"}],"tools":[{"type":"function","name":"f"}]}`,
	`{"model":"m","input":[]}`,
	`{"model":"m","input":[{"role":"user"},3]}`,
	`{"model":"m","input":[[]]}`,
	`{"model":"m","input":{"role":"user"}}`,
	`{"model":"m","input":null}`,
	`{"model":"m","\u0069nput":[1]}`,
	`{"model":"m","\u0069nput":[{"a":1}]}`,
	`{"input":[{}],"model":"m","nested":{"input":[1]}}`,
	`{"model":"","input":"x"}`,
	`{"model":"m","background":true,"store":false,"previous_response_id":"r"}`,
	`{"model":"m","conversation":"c","tools":{}}`,
	`{"model":"m","stream":"yes"}`,
	`{"model":"m","previous_response_id":3}`,
	`["model"]`,
	` {"model" : "m" , "input" : [ {"role":"user","content":"x"} , {} ] } `,
}

func TestParseRequestMembers(t *testing.T) {
	for _, b := range parseRequestBodies {
		checkParseRequestMembers(t, []byte(b))
	}
}

func FuzzParseRequestMembers(f *testing.F) {
	for _, b := range parseRequestBodies {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, body string) {
		checkParseRequestMembers(t, []byte(body))
	})
}
