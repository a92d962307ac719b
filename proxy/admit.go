package proxy

import (
	"cmp"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// intercepted is what both intercepted routes (chat completions and
// responses) know of a parsed request before deciding its fate.
type intercepted struct {
	body       []byte
	model      string
	stream     bool
	passReason string // why the request cannot be looped ("": it can)
	prompt     string // the conversation, logged only with log.include_prompts
}

// admit decides a parsed request's fate the same way on every wire: the
// mode (X-ZC-Receipts and config), the upstream serving its model (404
// model_not_found otherwise, as OpenAI answers an unknown model),
// mandatory receipts (a request that cannot be looped is a 400), and
// pass-through when receipts are off or the request cannot be looped. It
// returns ok=false when the request has been answered.
func (s *Server) admit(w http.ResponseWriter, r *http.Request, q intercepted) (*upstream.Upstream, requestMode, bool) {
	// The model is known from here: a request refused below (an unknown
	// X-ZC-Tools name) still shows it on the inspect page.
	reqctx.StatsFrom(r.Context()).SetChat(q.model, "", q.stream)
	mode, e := s.decideMode(r.Header)
	if e != nil {
		s.writeError(w, r, e)
		return nil, mode, false
	}
	u := upstream.For(s.upstreams, q.model)
	if u == nil {
		s.writeError(w, r, &apierr.Error{Status: http.StatusNotFound, Type: apierr.TypeInvalidRequest,
			Code: "model_not_found", Param: "model",
			Message: fmt.Sprintf("The model %q is not served by this proxy.", apierr.Clip(q.model, 200))})
		return nil, mode, false
	}
	if mode.receipts && q.passReason != "" && s.receiptsMandatory() {
		s.writeError(w, r, errReceiptsRequired(q.passReason))
		return nil, mode, false
	}
	if !mode.receipts || q.passReason != "" {
		s.passthrough(w, r, u, q.body, q.passReason)
		s.noteRequest(r, q, metrics.ModeOff, cmp.Or(q.passReason, "passthrough"))
		return nil, mode, false
	}
	return u, mode, true
}

// noteRequest adds what an intercepted route knows to the request's
// stats, for its log line (written by frontDoor) and its metrics.
// Neither holds a key; the prompt only with log.include_prompts.
func (s *Server) noteRequest(r *http.Request, q intercepted, mode, result string) {
	st := reqctx.StatsFrom(r.Context())
	st.SetChat(q.model, mode, q.stream)
	st.SetResult(result)
	if s.cfg.Log.IncludePrompts {
		st.SetPrompt(q.prompt)
	}
}
