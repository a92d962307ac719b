package proxy

import (
	"context"
	"net/http"
)

// upstream is one configured model API.
type upstream struct {
	cfg UpstreamConfig
}

// upstreamFor returns the first upstream whose models match model, or nil.
func (s *Server) upstreamFor(model string) *upstream { panic("todo") }

// newChatRequest builds POST <base_url>/chat/completions with body, the
// upstream's bearer key (the client's Authorization is never forwarded when
// a key is configured), Content-Type/Accept, and the end-to-end headers of
// inbound that upstreams use (OpenAI-Organization, OpenAI-Project, ...).
// The request carries ctx so a client that leaves cancels it.
func (u *upstream) newChatRequest(ctx context.Context, body []byte, inbound http.Header) (*http.Request, error) {
	panic("todo")
}

// passthrough forwards r (whose body has already been read into body) to u
// byte-for-byte and streams the response back unchanged, adding only the
// header X-ZC-Receipts: off (and X-ZC-Passthrough-Reason: reason when not
// empty).
func (s *Server) passthrough(w http.ResponseWriter, r *http.Request, u *upstream, body []byte, reason string) {
	panic("todo")
}
