package proxy

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// handleChat is POST /v1/chat/completions: reads the body (bounded), picks
// the upstream and the mode, and either passes through or runs the tool loop.
//
// Choices made here:
//   - A model no upstream serves is a 404 model_not_found, as OpenAI
//     answers an unknown model.
//   - Receipts mode still runs the loop when no server tool is offered (an
//     empty allowlist, X-ZC-Tools narrowing, or client tools shadowing
//     every name): the answer is still checked for quoted receipts and
//     claims, and the response keeps the zc_receipts contract the client
//     asked for with X-ZC-Receipts: on.
//   - n > 1 and the legacy functions/function_call fields cannot be looped
//     (one choice is followed); they pass through with
//     X-ZC-Passthrough-Reason, unless receipts are mandatory
//     (receipts.header_toggle: false): then they are a 400
//     receipts_required (mandatory.go).
func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	body, e := s.readChatBody(w, r)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	req, e := parseChatRequest(body)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	// The model is known from here: a request refused below (an unknown
	// X-ZC-Tools name) still shows it on the inspect page.
	reqctx.StatsFrom(r.Context()).SetChat(req.model, "", req.stream)
	mode, e := s.decideMode(r.Header)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	u := upstream.For(s.upstreams, req.model)
	if u == nil {
		s.writeError(w, r, &apierr.Error{Status: http.StatusNotFound, Type: apierr.TypeInvalidRequest,
			Code: "model_not_found", Param: "model",
			Message: fmt.Sprintf("The model %q is not served by this proxy.", apierr.Clip(req.model, 200))})
		return
	}
	if mode.receipts && req.passReason != "" && s.receiptsMandatory() {
		s.writeError(w, r, errReceiptsRequired(req.passReason))
		return
	}
	if !mode.receipts || req.passReason != "" {
		s.passthrough(w, r, u, body, req.passReason)
		s.noteChat(r, req, nil)
		return
	}

	c, e := s.newChatRun(r, u, req, mode)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	defer c.close()
	if req.stream {
		c.ServeStream(w)
	} else {
		c.ServeJSON(w)
	}
	s.noteChat(r, req, c)
}

// readChatBody reads the request body up to limits.max_request_bytes; more
// is a 413 and nothing is forwarded.
func (s *Server) readChatBody(w http.ResponseWriter, r *http.Request) ([]byte, *apierr.Error) {
	limit := s.cfg.Limits.MaxRequestBytes // defaulted once, by New
	// Sized from Content-Length when it is sane, so the body is read into
	// one buffer instead of a doubling series.
	size := int64(bytes.MinRead)
	if r.ContentLength > 0 && r.ContentLength <= limit {
		size += r.ContentLength
	}
	buf := bytes.NewBuffer(make([]byte, 0, size))
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	body := buf.Bytes()
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, &apierr.Error{Status: http.StatusRequestEntityTooLarge, Type: apierr.TypeInvalidRequest,
				Code: "request_too_large", Message: fmt.Sprintf("The request body exceeds %d bytes.", limit)}
		}
		e := apierr.BadRequest("The request body could not be read.", "")
		e.Err = err
		return nil, e
	}
	return body, nil
}

// noteChat adds what the chat handler knows to the request's stats, for
// its log line (written by observeRequests) and its metrics. c is nil when
// the request passed through. Neither holds a key; the prompt only with
// log.include_prompts.
func (s *Server) noteChat(r *http.Request, req *chatRequest, c *chatRun) {
	st := reqctx.StatsFrom(r.Context())
	if c == nil {
		st.SetChat(req.model, metrics.ModeOff, req.stream)
		st.SetResult(cmp.Or(req.passReason, "passthrough"))
	} else {
		st.SetChat(req.model, metrics.ModeOn, req.stream)
		st.SetResult(c.Result)
	}
	if s.cfg.Log.IncludePrompts {
		st.SetPrompt(req.messages.Raw)
	}
}
