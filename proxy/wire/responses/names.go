package responses

import (
	"fmt"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// The member names of the Responses API's objects that the proxy reads,
// or that a client reads to show the answer, by kind of object: a member
// spelled in another case ("Text", "\u0044elta", "refuſal") is one a Go
// client decoding with encoding/json reads as that member (case-blind),
// while the proxy reads the exact name and never checks what it holds,
// so such a reply or event is refused (jsondup.CheckNames, in the same
// pass as the repeated-member check). openai-go matches names exactly
// (apijson looks them up in gjson's map), but clients with their own
// structs, and go-openai's Responses types, use encoding/json.
//
// Objects whose members are anyone's (metadata, a tool's JSON schema, the
// request's echoed instructions and tools, text.format) are not looked
// into: any name is fine there.
var (
	annotationNames = jsondup.NewNames("type", "start_index", "end_index", "url", "title",
		"file_id", "filename", "index", "container_id")
	partNames = jsondup.NewNames("type", "text", "refusal", "logprobs").
			Kid("annotations", annotationNames)
	itemNames = jsondup.NewNames("type", "id", "role", "status", "name", "call_id", "arguments", "output").
			Kid("content", partNames).Kid("summary", partNames)
	responseNames, responseNamesEcho = newResponseNames(false), newResponseNames(true)
	eventNames, eventNamesEcho       = newEventNames(responseNames), newEventNames(responseNamesEcho)
)

// newResponseNames is the names of a response object; echoed: its tools
// and instructions are replaced by the request's (Echo) wherever it
// reaches the client, so nothing inside them is read by anyone and they
// are only checked valid JSON (jsondup's Opaque).
func newResponseNames(echoed bool) *jsondup.Names {
	ns := jsondup.NewNames("id", "object", "created_at", "status", "error", "incomplete_details",
		"instructions", "model", "output_text", "previous_response_id", "store", "usage", "tools", "text",
		"metadata", ZCKey).
		Kid("output", itemNames)
	if echoed {
		ns.Opaque("tools", "instructions")
	}
	return ns
}

func newEventNames(response *jsondup.Names) *jsondup.Names {
	return jsondup.NewNames("type", "sequence_number", "output_index", "content_index", "item_id",
		"delta", "text", "refusal", "annotation_index", "arguments", "name", "code", "message", "param",
		"logprobs", "transcript", "summary_index", ZCKey).
		Kid("item", itemNames).Kid("part", partNames).Kid("annotation", annotationNames).
		Kid("response", response)
}

// echoes reports whether echo replaces both a response's tools and its
// instructions (Request.Echo's members).
func echoes(echo map[string][]byte) bool {
	_, t := echo["tools"]
	_, i := echo["instructions"]
	return t && i
}

// echoedResponse: events of these types have their response object
// rewritten with Echo before the client gets it (the terminal ones' as
// the final response); on any other event a response object passes as
// the upstream sent it.
func echoedResponse(typ string) bool {
	switch typ {
	case "response.created", "response.in_progress", "response.queued", "response.failed",
		"response.completed", "response.incomplete":
		return true
	}
	return false
}

// ReplyNames are the names of a response object (a JSON reply), for
// jsondup.CheckNames; echoed: the answer replaces its tools and
// instructions with the request's (Answer.Echo holds both).
func ReplyNames(echoed bool) *jsondup.Names {
	if echoed {
		return responseNamesEcho
	}
	return responseNames
}

// CaseError is the error for a reply or event (what) that spells a member
// the proxy reads in another case (v: jsondup.Report.Variant).
func CaseError(what string, v jsondup.Duplicate) error {
	return fmt.Errorf("upstream %s spells the member %q at %s in another case", what, v.Key, v.Path)
}
