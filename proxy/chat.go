package proxy

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/bodybuf"
	"github.com/zc-proxy/zc-proxy/metrics"
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
	req, e := parseChatRequestFor(body, s.receiptsLikely(r.Header), s.structured)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	q := intercepted{body: body, model: req.model, stream: req.stream, passReason: req.passReason, prompt: req.messages.Raw}
	u, mode, ok := s.admit(w, r, q)
	if !ok {
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
	s.noteRequest(r, q, metrics.ModeOn, c.Result)
}

// readChatBody reads the request body up to limits.max_request_bytes; more
// is a 413 and nothing is forwarded.
func (s *Server) readChatBody(w http.ResponseWriter, r *http.Request) ([]byte, *apierr.Error) {
	limit := s.cfg.Limits.MaxRequestBytes // defaulted once, by New
	// Sized from Content-Length, within a bound: a client that declares
	// 16 MiB and stalls reserves no more than bodybuf.MaxPresize.
	buf := bytes.NewBuffer(make([]byte, 0, bodybuf.Capacity(r.ContentLength, limit)))
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

// receiptsLikely guesses, from the configured default and X-ZC-Receipts,
// whether decideMode will put the request in receipts mode, so the body's
// one pass also reads what the claim check needs (parseChatRequestFor). A
// wrong guess costs only that work, or its saving: the mode is decided by
// decideMode alone.
func (s *Server) receiptsLikely(h http.Header) bool {
	rc := s.cfg.Receipts
	on := *rc.Enabled
	if v := h[keyReceipts]; *rc.HeaderToggle && len(v) > 0 {
		if o, set, ok := onOff(v[0]); ok && set {
			on = o
		}
	}
	return on
}
