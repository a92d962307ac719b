package proxy

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"
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
//     X-ZC-Passthrough-Reason.
func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
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
	mode, e := s.decideMode(r.Header)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	u := s.upstreamFor(req.model)
	if u == nil {
		s.writeError(w, r, &apiError{Status: http.StatusNotFound, Type: typeInvalidRequest,
			Code: "model_not_found", Param: "model",
			Message: fmt.Sprintf("The model %q is not served by this proxy.", truncate(req.model, 200))})
		return
	}
	if !mode.receipts || req.passReason != "" {
		s.passthrough(w, r, u, body, req.passReason)
		s.logChat(r, req, nil, start)
		return
	}

	c, e := s.newChatRun(r, u, req, mode)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	defer c.close()
	if req.stream {
		c.serveStream(w)
	} else {
		c.serveJSON(w)
	}
	s.logChat(r, req, c, start)
}

// readChatBody reads the request body up to limits.max_request_bytes; more
// is a 413 and nothing is forwarded.
func (s *Server) readChatBody(w http.ResponseWriter, r *http.Request) ([]byte, *apiError) {
	limit := s.cfg.Limits.MaxRequestBytes
	if limit <= 0 {
		limit = defaultMaxRequestBytes
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, &apiError{Status: http.StatusRequestEntityTooLarge, Type: typeInvalidRequest,
				Code: "request_too_large", Message: fmt.Sprintf("The request body exceeds %d bytes.", limit)}
		}
		e := errBadRequest("The request body could not be read.", "")
		e.Err = err
		return nil, e
	}
	return body, nil
}

// logChat writes the one info line per chat request. It never holds a key
// or message text.
func (s *Server) logChat(r *http.Request, req *chatRequest, c *chatRun, start time.Time) {
	attrs := []slog.Attr{
		slog.String("request_id", requestIDFrom(r.Context())),
		slog.String("model", req.model),
		slog.Bool("stream", req.stream),
	}
	if c == nil {
		attrs = append(attrs, slog.String("mode", modeOff))
		if req.passReason != "" {
			attrs = append(attrs, slog.String("passthrough_reason", req.passReason))
		}
	} else {
		attrs = append(attrs,
			slog.String("mode", modeOn),
			slog.Int("iterations", c.iterations),
			slog.Int("receipts", len(c.minted)),
			slog.Int("flags", c.flagCount),
			slog.Int("events", len(c.events)),
			slog.String("result", c.result),
		)
	}
	attrs = append(attrs, slog.Duration("duration", time.Since(start)))
	s.log.LogAttrs(r.Context(), slog.LevelInfo, "chat completion", attrs...)
}
