package responses

import "github.com/zc-proxy/zc-proxy/proxy/loop"

// A response the loop cut short (loop.Run.StopCause: the client's
// max_output_tokens used up, or loop.max_iterations reached while the
// model still asked for tools) is reported as OpenAI reports one cut
// short: status "incomplete" with incomplete_details.reason, and on a
// stream a response.incomplete terminal event instead of
// response.completed. The stop notice and the zc_receipts event say the
// same to a reader; status is what a client program (openai-go, the npm
// SDK, the Agents SDK) checks.

// statusIncomplete is the status of a response cut short.
const statusIncomplete = "incomplete"

// IncompleteReason is the incomplete_details.reason of an answer the loop
// stopped early for stop ("" when it did not: the response is as the
// upstream's last reply has it).
//
// OpenAI documents two reasons, max_output_tokens and content_filter (the
// SDKs add max_messages and steered, WebSocket-session reasons a client
// does not expect from POST /v1/responses). max_iterations is reported as
// max_output_tokens too: the answer ran out of the budget the request was
// allowed, which is what a client reading the reason acts on (the Vercel
// AI SDK maps it to finishReason "length", as chat's finish_reason
// "length" reports both stops; an unknown reason it maps to "other", and
// openai-go and the Python SDK type the member as those enums). Which
// budget ran out is in zc_receipts.events (max_iterations or max_tokens)
// and in the stop notice.
func IncompleteReason(stop loop.Stop) string {
	switch stop {
	case loop.StopOutputCap, loop.StopMaxIterations:
		return "max_output_tokens"
	}
	return ""
}

// incompleteMembers are the members that mark a response cut short for
// reason (none when reason is "").
func incompleteMembers(reason string) []member {
	if reason == "" {
		return nil
	}
	return []member{
		{"status", []byte(`"` + statusIncomplete + `"`)},
		{"incomplete_details", []byte(`{"reason":` + quote(reason) + `}`)},
	}
}
