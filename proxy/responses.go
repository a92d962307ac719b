package proxy

import (
	"cmp"
	"fmt"
	"net/http"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
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
	req, e := parseResponsesRequest(body)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	reqctx.StatsFrom(r.Context()).SetChat(req.Model, "", req.Stream)
	mode, e := s.decideMode(r.Header)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	u := upstream.For(s.upstreams, req.Model)
	if u == nil {
		s.writeError(w, r, &apierr.Error{Status: http.StatusNotFound, Type: apierr.TypeInvalidRequest,
			Code: "model_not_found", Param: "model",
			Message: fmt.Sprintf("The model %q is not served by this proxy.", apierr.Clip(req.Model, 200))})
		return
	}
	if mode.receipts && req.PassReason != "" && s.receiptsMandatory() {
		s.writeError(w, r, errReceiptsRequired(req.PassReason))
		return
	}
	st := reqctx.StatsFrom(r.Context())
	if !mode.receipts || req.PassReason != "" {
		s.passthrough(w, r, u, body, req.PassReason)
		st.SetChat(req.Model, metrics.ModeOff, req.Stream)
		st.SetResult(cmp.Or(req.PassReason, "passthrough"))
		return
	}
	c, e := s.newResponsesRun(r, u, req, mode)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	defer c.close()
	if req.Stream {
		c.serveResponsesStream(w)
	} else {
		c.serveResponsesJSON(w)
	}
	st.SetChat(req.Model, metrics.ModeOn, req.Stream)
	st.SetResult(c.result)
	if s.cfg.Log.IncludePrompts {
		st.SetPrompt(req.Input.Raw)
	}
}

// parseResponsesRequest checks what the chat path checks of every body
// (UTF-8, depth, JSON, duplicate keys), then reads it as a Responses
// request.
func parseResponsesRequest(body []byte) (*responses.Request, *apierr.Error) {
	if !utf8.Valid(body) {
		return nil, apierr.BadRequest("The request body is not valid UTF-8.", "")
	}
	if !jsonlimit.Within(body, jsonlimit.MaxDepth) {
		return nil, apierr.BadRequest(fmt.Sprintf("The request body nests deeper than %d levels.", jsonlimit.MaxDepth), "")
	}
	if !gjson.ValidBytes(body) {
		return nil, apierr.BadRequest("The request body is not valid JSON.", "")
	}
	if d, found := jsondup.Find(body); found {
		return nil, errDuplicateKey(d)
	}
	req, re := responses.ParseRequest(body)
	if re != nil {
		return nil, apierr.BadRequest(re.Message, re.Param)
	}
	if n := countElements(req.Tools, -1); n > maxClientTools {
		e := apierr.BadRequest(fmt.Sprintf("Invalid 'tools': array too long. Expected an array with maximum length %d, but got an array with length %d instead.", maxClientTools, n), "tools")
		e.Code = "array_above_max_length"
		return nil, e
	}
	return req, nil
}
