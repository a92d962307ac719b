package scripted

import (
	"fmt"
	"net/http"
	"slices"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// maxStored bounds the responses a Server keeps for previous_response_id;
// the oldest goes first. A test never comes near it; it only keeps a
// long-running demo from growing without end.
const maxStored = 1024

// storedResponse is what previous_response_id brings back: the whole
// conversation as input items, this response's output included.
type storedResponse struct {
	items []byte // a JSON array of items
}

// responses answers one POST /v1/responses request as the Responses API
// does: the request's input is resolved against the stored chain
// (previous_response_id), the Responder sees the whole conversation as
// "input" items, and the reply is a response object or its event stream.
func (s *Server) responses(w http.ResponseWriter, r *http.Request, body []byte) {
	if e, ok := validateResponses(body); !ok {
		writeError(w, e)
		return
	}
	req := gjson.ParseBytes(body)
	rs := s.Dialect.responsesSpec()
	prevID := req.Get("previous_response_id").String()
	var history []byte
	if prevID != "" {
		if rs.stateless {
			writeError(w, rs.statelessError())
			return
		}
		prev, ok := s.storedResponse(prevID)
		if !ok {
			writeError(w, rs.notFound(prevID))
			return
		}
		history = prev.items
	}
	conversation := joinItems(history, inputItems(req.Get("input")))
	seen, err := sjson.SetRawBytes(slices.Clone(body), "input", conversation)
	if err != nil {
		writeError(w, newAPIError(http.StatusBadRequest, fmt.Sprintf("input: %v", err)))
		return
	}
	respond := s.Respond
	if respond == nil {
		respond = DemoResponder
	}
	turn := respond(gjson.ParseBytes(seen))
	streamed := req.Get("stream").Bool()
	if turn.Status != 0 && !(streamed && turn.Status >= 500) {
		writeError(w, newAPIError(turn.Status, turn.ErrorMessage))
		return
	}
	rp := s.newResponseReply(req, body, turn)
	if rp.stored && turn.Status == 0 {
		s.store(rp.id, storedResponse{items: joinItems(conversation, rp.outputArray())})
	}
	if streamed {
		s.streamResponse(w, r, rp)
		return
	}
	writeResponseJSON(w, rp)
}

// validateResponses rejects what OpenAI rejects before a model runs.
func validateResponses(body []byte) (apiError, bool) {
	if e, ok := validateJSON(body); !ok {
		return e, false
	}
	req := gjson.ParseBytes(body)
	if req.Get("model").String() == "" {
		e := newAPIError(http.StatusBadRequest, "Missing required parameter: 'model'.")
		e.param, e.code = "model", "missing_required_parameter"
		return e, false
	}
	in := req.Get("input")
	if in.Exists() && !(in.Type == gjson.String || in.IsArray()) {
		e := newAPIError(http.StatusBadRequest, "Invalid type for 'input': expected one of a string or an array of input items.")
		e.param, e.code = "input", "invalid_type"
		return e, false
	}
	return apiError{}, true
}

// inputItems is the request's input as a JSON array of items: a string
// input is one user message, as the API reads it.
func inputItems(in gjson.Result) []byte {
	switch {
	case in.IsArray():
		return []byte(in.Raw)
	case in.Type == gjson.String:
		return appendJSON(nil, []any{object{{"role", "user"}, {"content", in.String()}}})
	}
	return []byte("[]")
}

// joinItems concatenates two JSON arrays of items.
func joinItems(a, b []byte) []byte {
	out := []byte{'['}
	for _, arr := range [][]byte{a, b} {
		for _, it := range gjson.ParseBytes(arr).Array() {
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, it.Raw...)
		}
	}
	return append(out, ']')
}

func (s *Server) store(id string, sr storedResponse) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stored == nil {
		s.stored = map[string]storedResponse{}
	}
	if len(s.storedOrder) >= maxStored {
		delete(s.stored, s.storedOrder[0])
		s.storedOrder = s.storedOrder[1:]
	}
	s.stored[id] = sr
	s.storedOrder = append(s.storedOrder, id)
}

func (s *Server) storedResponse(id string) (storedResponse, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sr, ok := s.stored[id]
	return sr, ok
}

// ResponsesRequests returns a copy of every /v1/responses request body
// received, in order (including ones answered with an error).
func (s *Server) ResponsesRequests() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out [][]byte
	for _, r := range s.received {
		if isResponsesPath(r.Path) {
			out = append(out, slices.Clone(r.Body))
		}
	}
	return out
}

func isResponsesPath(p string) bool { return p == "/v1/responses" || p == "/responses" }
