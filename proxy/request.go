package proxy

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Reasons a request in receipts mode is still forwarded untouched; they go
// out in X-ZC-Passthrough-Reason.
const (
	reasonMultipleChoices = "n>1"              // the loop follows choice 0 only
	reasonLegacyFunctions = "legacy_functions" // functions/function_call predate tools
)

// chatRequest is what handleChat learned from a client's body. The body
// itself is never decoded into structs: it is forwarded (edited with sjson)
// so unknown fields survive.
type chatRequest struct {
	body        []byte // exactly as received
	model       string
	stream      bool
	wantUsage   bool            // stream_options.include_usage: the client wants the usage chunk
	clientTools map[string]bool // tool names the client declared; never run here (nil: none; read only)
	messages    gjson.Result    // the incoming history (a view of body)
	tools       gjson.Result    // the client's "tools" (a view of body; may not exist)
	streamOpts  gjson.Result    // the client's "stream_options" (a view of body; may not exist)
	usageTrue   bool            // stream_options.include_usage is exactly true (no need to force it)
	history     historySummary  // what messages holds, so a plain chat skips the tool-history work
	promptSpot  chat.PromptSpot // where the receipts system prompt goes in messages (read with history)
	passReason  string          // non-empty: receipts cannot apply; forward as is
	structured  bool            // the answer is asked for in a format the client parses (structured.go; requestMode.answerFooter)
	outputCap   int64           // the client's output token cap, 0: none (loop.OutputCapFrom)
	capMember   string          // the member that set outputCap
	plain       *plainReader    // the history as the claim check reads it, when collected and plain (nil: not collected)
}

// historySummary is what checkMessages learns of the history in its one
// pass. Each flag is exactly the condition under which the work it gates
// can have an effect, so a false flag lets that work be skipped.
type historySummary struct {
	// toolCalls: some message has role "assistant" and tool calls as
	// assistantCallIDs counts them (any tool_calls value but an absent one
	// or an empty array). Without it nothing can be spliced.
	toolCalls bool
	// toolMessages: some message has role "tool". Without it
	// checkToolHistory has nothing to refuse.
	toolMessages bool
	// receiptText: the text of some assistant or tool message (messageText
	// of its content) contains receipts.TokenPrefix. Without it
	// historyBacking finds nothing.
	receiptText bool
}

// parseChatRequest validates body as a chat-completions request: UTF-8
// JSON object, a model string and a non-empty messages array. Everything
// else is the upstream's to judge.
func parseChatRequest(body []byte) (*chatRequest, *apierr.Error) {
	return parseChatRequestFor(body, false, defaultStructured)
}

// defaultStructured is config.DefaultStructuredMembers as a set.
var defaultStructured = structuredMembers(&ReceiptsConfig{})

// parseChatRequestFor is parseChatRequest that, with plain, also reads a
// plain history for the claim check in its pass over the messages
// (plainReader): for a request that will likely run in receipts mode.
// structured is the set of receipts.structured_members.
func parseChatRequestFor(body []byte, plain bool, structured map[string]bool) (*chatRequest, *apierr.Error) {
	var pr *plainReader
	if plain {
		pr = &plainReader{}
	}
	var (
		top0, msgs0 [16]jsondup.Span // a request's top level (model, messages, …) and messages
		members     = jsondup.Members{Top: top0[:0], In: msgs0[:0]}
	)
	if e := checkBodyIn(body, &members); e != nil {
		return nil, e
	}
	root := rawjson.ParseView(body) // body is only read from here on
	if !root.IsObject() {
		return nil, apierr.BadRequest("The request body must be a JSON object.", "")
	}
	top := topLevel(body, members.Top)
	model := top.model
	if model.Type != gjson.String || model.Str == "" {
		return nil, apierr.BadRequest("'model' is required and must be a non-empty string.", "model")
	}
	msgs := top.messages
	if !msgs.IsArray() || countElements(msgs, 1) == 0 {
		return nil, apierr.BadRequest("'messages' must be a non-empty array.", "messages")
	}
	each := msgs.ForEach // messages under a key spelled with an escape
	if members.Has {
		each = spanElements(body, members.In)
	}
	history, spot, e := checkMessages(each, pr)
	if e != nil {
		return nil, e
	}
	stream := top.stream
	if stream.Exists() && stream.Type != gjson.True && stream.Type != gjson.False && stream.Type != gjson.Null {
		return nil, apierr.BadRequest("'stream' must be a boolean.", "stream")
	}
	tools := top.tools
	if tools.Exists() && tools.Type != gjson.Null && !tools.IsArray() {
		return nil, apierr.BadRequest("'tools' must be an array.", "tools")
	}
	if n := countElements(tools, -1); n > maxClientTools {
		e := apierr.BadRequest(fmt.Sprintf("Invalid 'tools': array too long. Expected an array with maximum length %d, but got an array with length %d instead.", maxClientTools, n), "tools")
		e.Code = "array_above_max_length"
		return nil, e
	}

	req := &chatRequest{
		body:        body,
		model:       model.Str,
		stream:      stream.Bool(),
		wantUsage:   top.streamOptions.Get("include_usage").Bool(),
		usageTrue:   top.streamOptions.Get("include_usage").Type == gjson.True,
		tools:       tools,
		streamOpts:  top.streamOptions,
		clientTools: declaredToolNames(tools),
		messages:    msgs,
		history:     history,
		promptSpot:  spot,
	}
	// read from the members checkBodyIn found: two gjson.Get calls over the
	// body squashed its messages and tools twice more
	req.outputCap, req.capMember = loop.OutputCapFrom([]gjson.Result{top.maxCompletionTokens, top.maxTokens}, chat.OutputCapMembers)
	if req.structured, e = structuredRequest(spanMembers(body, members.Top), "response_format", chatReadMembers, structured, chatFormat); e != nil {
		return nil, e
	}
	if pr != nil && !pr.off {
		req.plain = pr
	}
	switch {
	case top.n.Int() > 1:
		req.passReason = reasonMultipleChoices
	case top.functions.Exists() || top.functionCall.Exists():
		req.passReason = reasonLegacyFunctions
	}
	return req, nil
}

// checkBody refuses a body that is not UTF-8, nests deeper than
// jsonlimit.MaxDepth, is not JSON or repeats a key, reporting the first of
// these it has, as the four checks in that order would (checkBodyRef in
// request_check_test.go; FuzzCheckBody holds the two equal): one pass over
// the body instead of four.
func checkBody(body []byte) *apierr.Error {
	return bodyProblem(jsondup.CheckBody(body, jsonlimit.MaxDepth))
}

// checkBodyIn is checkBody that also collects the members of the body's
// top-level object and the elements of its "messages" array
// (jsondup.CheckBodyIn), for topLevel and checkMessages.
func checkBodyIn(body []byte, m *jsondup.Members) *apierr.Error {
	return bodyProblem(jsondup.CheckBodyIn(body, jsonlimit.MaxDepth, "messages", m))
}

// bodyProblem is the client's error for what jsondup.CheckBody found.
func bodyProblem(p jsondup.Problem, d jsondup.Duplicate) *apierr.Error {
	switch p {
	case jsondup.NotUTF8:
		return apierr.BadRequest("The request body is not valid UTF-8.", "")
	case jsondup.TooDeep:
		return apierr.BadRequest(fmt.Sprintf("The request body nests deeper than %d levels.", jsonlimit.MaxDepth), "")
	case jsondup.NotJSON:
		return apierr.BadRequest("The request body is not valid JSON.", "")
	case jsondup.Repeated:
		return errDuplicateKey(d)
	}
	return nil
}

// errDuplicateKey refuses a body that repeats a key in one object: the
// proxy reads the first copy and most upstreams the last, so whatever the
// proxy checks or rewrites (model routing, messages, tools) would not be
// what the upstream acts on.
func errDuplicateKey(d jsondup.Duplicate) *apierr.Error {
	e := apierr.BadRequest(fmt.Sprintf("The request body repeats the key %q (at %s). JSON parsers disagree on which copy wins, so the request is refused.",
		apierr.Clip(d.Key, 100), apierr.Clip(d.Path, 200)), apierr.Clip(d.Path, 200))
	e.Code = "duplicate_key"
	return e
}

// requestFields are the top-level members parseChatRequest reads.
type requestFields struct {
	model, messages, stream, tools, streamOptions, n, functions, functionCall gjson.Result
	responseFormat                                                            gjson.Result
	maxCompletionTokens, maxTokens                                            gjson.Result // the output cap (chat.OutputCapMembers)
}

// topLevel reads the fields handleChat needs from the members of the
// body's top-level object as checkBody found them, rather than parsing the
// top level again (the messages array is most of a body): each member is
// the key and value root.ForEach gives, the first of a repeated key
// winning as with root.Get (topLevelRef in request_top_test.go reads them
// so; FuzzTopLevel holds the two equal).
func topLevel(body []byte, members []jsondup.Span) requestFields {
	var f requestFields
	for _, m := range members {
		if dst := f.slot(rawjson.SpanKey(body, m.KeyStart, m.KeyEnd)); dst != nil && !dst.Exists() {
			*dst = rawjson.SpanValue(body, m.ValueStart, m.ValueEnd)
		}
	}
	return f
}

// slot is where topLevel keeps the member key, nil for one it does not
// read.
func (f *requestFields) slot(key string) *gjson.Result {
	switch key {
	case "model":
		return &f.model
	case "messages":
		return &f.messages
	case "stream":
		return &f.stream
	case "tools":
		return &f.tools
	case "stream_options":
		return &f.streamOptions
	case "n":
		return &f.n
	case "functions":
		return &f.functions
	case "function_call":
		return &f.functionCall
	case "response_format":
		return &f.responseFormat
	case "max_completion_tokens":
		return &f.maxCompletionTokens
	case "max_tokens":
		return &f.maxTokens
	}
	return nil
}

// maxClientTools is OpenAI's limit on a request's tools: a longer array
// is refused here rather than forwarded (and scanned) for nothing.
const maxClientTools = 128

// countElements counts the elements of an array (the members of an object),
// stopping at max when max >= 0, without building a slice of them.
func countElements(v gjson.Result, max int) int {
	n := 0
	v.ForEach(func(_, _ gjson.Result) bool {
		n++
		return n != max
	})
	return n
}

// checkMessages refuses a message that is not a JSON object, as OpenAI
// does: the loop reads roles and tool calls out of every message. In the
// same pass it summarises the history and finds where the system prompt
// goes (the rewrite would read every role again).
//
// each is msgs.ForEach, or spanElements over the elements the body check
// found, which gives the same values without parsing the array once more
// (FuzzCheckMessages holds the two equal).
//
// With plain (not nil) it also reads the history for the claim check
// (plainReader), reading the content of user messages as well.
func checkMessages(each func(func(key, value gjson.Result) bool), plain *plainReader) (historySummary, chat.PromptSpot, *apierr.Error) {
	var (
		h    historySummary
		spot chat.PromptSpot
		e    *apierr.Error
	)
	i := 0
	each(func(_, m gjson.Result) bool {
		if !m.IsObject() {
			e = apierr.BadRequest(fmt.Sprintf("Invalid type for 'messages[%d]': expected an object.", i), fmt.Sprintf("messages[%d]", i))
			e.Code = "invalid_type"
			return false
		}
		i++
		spot.Note(m, h.note(m, plain))
		return true
	})
	return h, spot, e
}

// spanMembers yields each member of the object whose members are spans
// of body: its key (decoded) and its value, parsed only when asked for (a
// long input string parsed for nothing cost a Responses request 2k
// instructions).
func spanMembers(body []byte, spans []jsondup.Span) func(func(key string, v func() gjson.Result) bool) {
	return func(yield func(key string, v func() gjson.Result) bool) {
		for _, m := range spans {
			value := func() gjson.Result { return rawjson.SpanValue(body, m.ValueStart, m.ValueEnd) }
			if !yield(rawjson.SpanKey(body, m.KeyStart, m.KeyEnd), value) {
				return
			}
		}
	}
}

// spanElements is ForEach over the array whose elements are elems (spans
// of body): each value as ForEach gives it (rawjson.SpanValue), keys empty.
func spanElements(body []byte, elems []jsondup.Span) func(func(key, value gjson.Result) bool) {
	return func(yield func(key, value gjson.Result) bool) {
		for _, sp := range elems {
			if !yield(gjson.Result{}, rawjson.SpanValue(body, sp.ValueStart, sp.ValueEnd)) {
				return
			}
		}
	}
}

// note adds message m to the summary. It reads m's members in one pass,
// the first of a repeated key winning as with the m.Get calls of the code
// the flags gate, and stops at a role that is neither assistant nor tool:
// nothing else in such a message counts, and clients put the role first.
// It returns the role (the first, as m.Get reads it; "" when it is no
// string).
//
// With plain it reads a user message's content too, and passes the
// message on to plain.
func (h *historySummary) note(m gjson.Result, plain *plainReader) string {
	var role, content, toolCalls gjson.Result
	m.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "role":
			if role.Exists() {
				return true
			}
			role = v
			switch role.Str {
			case "assistant", "tool":
				return true
			case "user":
				return plain != nil && !content.Exists()
			}
			return false
		case "content":
			if !content.Exists() {
				content = v
			}
			if role.Str == "user" {
				return false // (read only with plain) nothing else counts
			}
		case "tool_calls":
			if !toolCalls.Exists() {
				toolCalls = v
			}
		}
		return true
	})
	if plain != nil {
		plain.add(role, content, toolCalls)
	}
	switch role.Str {
	case "assistant":
		// assistantCallIDs appends one id per ForEach step: a null or
		// scalar tool_calls counts as one call, only [] and absence as none.
		if countElements(toolCalls, 1) > 0 {
			h.toolCalls = true
		}
	case "tool":
		h.toolMessages = true
	default:
		return role.Str
	}
	if !h.receiptText && strings.Contains(claims.MessageText(content), receipts.TokenPrefix) {
		h.receiptText = true
	}
	return role.Str
}

// declaredToolNames returns the names of the client's tools: function
// tools and custom tools alike. It is nil, and read only, when there are
// none, as in most requests.
func declaredToolNames(tools gjson.Result) map[string]bool {
	var names map[string]bool
	tools.ForEach(func(_, t gjson.Result) bool {
		for _, path := range [...]string{"function.name", "custom.name", "name"} {
			if n := t.Get(path); n.Type == gjson.String && n.Str != "" {
				if names == nil {
					names = make(map[string]bool)
				}
				names[n.Str] = true
				break
			}
		}
		return true
	})
	return names
}
