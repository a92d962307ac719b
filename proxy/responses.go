package proxy

import (
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
)

// handleResponses is POST /v1/responses: the same mode decision, headers,
// auth and limits as chat completions; off, the body passes through
// byte for byte; on, the tool loop runs over the Responses wire
// (proxy/wire/responses) with the same receipts, footer and flags.
//
// Background responses and conversation objects cannot be looped (see
// responses.ReasonBackground, ReasonConversation): they pass through with
// X-ZC-Passthrough-Reason, or are a 400 when receipts are mandatory.
func (s *Server) handleResponses(w http.ResponseWriter, r *http.Request) {
	body, e := s.readChatBody(w, r)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	req, e := parseResponsesRequest(body, s.structured)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	q := intercepted{body: body, model: req.Model, stream: req.Stream, passReason: req.PassReason, prompt: req.Input.Raw}
	u, mode, ok := s.admit(w, r, q)
	if !ok {
		return
	}
	c, e := s.newResponsesRun(r, u, req, mode)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	defer c.close()
	if req.Stream {
		c.ServeStream(w)
	} else {
		c.ServeJSON(w)
	}
	s.noteRequest(r, q, metrics.ModeOn, c.Result)
}

// parseResponsesRequest checks what the chat path checks of every body
// (UTF-8, depth, JSON, duplicate keys, in one pass: checkBody), then reads
// it as a Responses request: from the members that pass found (its top
// level and its input items), as the chat path reads its messages.
//
// structured is the set of receipts.structured_members: with text.format,
// what Request.Structured says (structured.go).
func parseResponsesRequest(body []byte, structured map[string]bool) (*responses.Request, *apierr.Error) {
	var (
		top0, items0 [16]jsondup.Span
		members      = jsondup.Members{Top: top0[:0], In: items0[:0]}
	)
	if e := bodyProblem(jsondup.CheckBodyIn(body, jsonlimit.MaxDepth, "input", &members)); e != nil {
		return nil, e
	}
	req, re := responses.ParseRequestMembers(body, &members) // body is only read from here on
	if re != nil {
		return nil, apierr.BadRequest(re.Message, re.Param)
	}
	var e *apierr.Error
	if req.Structured, e = structuredRequest(spanMembers(body, members.Top), "text", responsesReadMembers, structured, responsesFormat); e != nil {
		return nil, e
	}
	if n := countElements(req.Tools, -1); n > maxClientTools {
		e := apierr.BadRequest(fmt.Sprintf("Invalid 'tools': array too long. Expected an array with maximum length %d, but got an array with length %d instead.", maxClientTools, n), "tools")
		e.Code = "array_above_max_length"
		return nil, e
	}
	return req, nil
}
