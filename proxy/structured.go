package proxy

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// An answer asked for in a format the client parses (structured outputs)
// gets no footer unless X-ZC-Receipts-Footer: on asks for it
// (requestMode.answerFooter). The request says so by
//
//   - chat's response_format, the Responses API's text.format, whose type
//     is not "text": json_schema or json_object, or a server's own
//     (text-generation-inference's "json", "regex"), read as Ollama reads
//     it (lower case, space trimmed: its /v1 endpoints take
//     " JSON_Object ", where OpenAI and vLLM refuse it);
//   - a member of receipts.structured_members (vLLM's guided_json …,
//     llama.cpp's json_schema, grammar) that is not null.
//
// response_format, text, format and type spelled in another case are a 400:
// OpenAI refuses an unknown member, vLLM and llama.cpp ignore it (exact
// names), and Ollama decodes the body with encoding/json, whose names
// match case-blind: it would answer "Response_Format" in JSON while the
// proxy read no format and appended its footer, and of two spellings Go's
// decoder keeps the last.

// structuredMembers is the set of receipts.structured_members (unset:
// config.DefaultStructuredMembers).
func structuredMembers(rc *config.ReceiptsConfig) map[string]bool {
	list := rc.StructuredMembers
	if list == nil {
		list = config.DefaultStructuredMembers
	}
	set := make(map[string]bool, len(list))
	for _, m := range list {
		set[m] = true
	}
	return set
}

// jsonFormatType reports whether a format's type constrains the answer,
// read as the most lenient upstream reads it: any type but "text" (or
// none). OpenAI takes json_schema and json_object and refuses any other;
// servers obey types of their own (text-generation-inference's "json" and
// "regex", vLLM's "structural_tag"), and an answer an upstream refuses
// has no footer to lose.
func jsonFormatType(t string) bool {
	t = strings.ToLower(strings.TrimSpace(t))
	return t != "" && t != "text"
}

// errMemberCase refuses key, a spelling of want in another case, in
// OpenAI's error shape.
func errMemberCase(key, want, param string) *apierr.Error {
	e := apierr.BadRequest(fmt.Sprintf("Unrecognized request argument supplied: %s (the member is %q; a member spelled in another case is refused, since some servers read it as %q and others ignore it).",
		apierr.Clip(key, 100), want, want), apierr.Clip(param, 200))
	e.Code = "unknown_parameter"
	return e
}

// formatType is the type of a format object (chat's response_format,
// the Responses API's text.format), param naming it; "type" in another
// case is an error. Repeated members were refused by the body check.
func formatType(format gjson.Result, param string) (string, *apierr.Error) {
	var typ string
	var e *apierr.Error
	format.ForEach(func(k, v gjson.Result) bool {
		switch {
		case k.Str == "type":
			typ = v.Str
		case rawjson.CaseVariant(k.Str, "type"):
			e = errMemberCase(k.Str, "type", param+"."+k.Str)
			return false
		}
		return true
	})
	return typ, e
}

// Top-level members each request parser reads, besides its format member.
// One spelled in another case is refused (structuredRequest): Go upstreams
// (Ollama's /v1 endpoints, LocalAI) decode the body with encoding/json,
// which matches names case-blind and keeps the last copy, so
// {"model":"llama3:8b","Model":"llama3:70b"} was routed, logged and
// allowed by upstreams[].models as one model and served as the other.
var (
	chatReadMembers      = []string{"model", "messages", "stream", "tools", "stream_options", "n", "functions", "function_call"}
	responsesReadMembers = []string{"model", "stream", "store", "previous_response_id", "input", "instructions", "tools", "background", "conversation"}
)

// structuredRequest reads, from the top-level members of a request (each
// key and value, in order), whether it asks for a structured answer:
// formatMember ("response_format" or "text") is the API's own, read by
// read; set the provider members. A case variant of formatMember or of
// one of readMembers (the others the parser reads) is an error.
func structuredRequest(each func(func(key string, v func() gjson.Result) bool), formatMember string, readMembers []string, set map[string]bool, read func(gjson.Result) (bool, *apierr.Error)) (bool, *apierr.Error) {
	var (
		structured bool
		e          *apierr.Error
	)
	each(func(key string, v func() gjson.Result) bool {
		switch {
		case key == formatMember:
			var s bool
			s, e = read(v())
			structured = structured || s
		case set[key]:
			structured = structured || v().Type != gjson.Null
		case rawjson.CaseVariant(key, formatMember):
			e = errMemberCase(key, formatMember, key)
		case rawjson.Foldable(key):
			for _, m := range readMembers {
				if rawjson.CaseVariant(key, m) {
					e = errMemberCase(key, m, key)
					break
				}
			}
		}
		return e == nil
	})
	return structured, e
}

// chatFormat reads response_format: its type.
func chatFormat(v gjson.Result) (bool, *apierr.Error) {
	if !v.IsObject() {
		return false, nil
	}
	t, e := formatType(v, "response_format")
	return jsonFormatType(t), e
}

// responsesFormat reads text: text.format's type; "format" in another
// case is an error.
func responsesFormat(v gjson.Result) (bool, *apierr.Error) {
	var (
		structured bool
		e          *apierr.Error
	)
	v.ForEach(func(k, f gjson.Result) bool {
		switch {
		case k.Str == "format":
			if f.IsObject() {
				var t string
				t, e = formatType(f, "text.format")
				structured = jsonFormatType(t)
			}
		case rawjson.CaseVariant(k.Str, "format"):
			e = errMemberCase(k.Str, "format", "text."+k.Str)
		}
		return e == nil
	})
	return structured, e
}
