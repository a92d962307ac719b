package scripted

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
)

// MaxBodyBytes bounds a request body the Server reads; a larger body gets
// OpenAI's 413 error.
const MaxBodyBytes = 32 << 20

// ToolCall is one call a scripted turn makes.
type ToolCall struct {
	ID        string // "" means generated: the dialect's prefix ("call_", "toolu_vrtx_", "chatcmpl-tool-", "function-call-") and n, counting from 1 per Server
	Name      string
	Arguments string // JSON text; streamed in several fragments
	// Custom makes this a call of a custom tool, as OpenAI sends one: on
	// Chat Completions {"type":"custom","custom":{"name","input"}}, on the
	// Responses API a custom_tool_call item; Arguments is then the free
	// text input.
	Custom bool
}

// Turn is one scripted model reply.
type Turn struct {
	Content      string     // assistant text (streamed in several deltas)
	ToolCalls    []ToolCall // parallel calls in one turn
	FinishReason string     // "" means "tool_calls" when ToolCalls, else "stop"
	Usage        *Usage     // nil means computed from lengths
	Status       int        // non-zero: answer with this HTTP status and an OpenAI error body
	ErrorMessage string     // with Status; "" means OpenAI's usual message for that status

	// CutAfter, when positive, makes a streamed reply stop after that many
	// chunks (or before [DONE] when the turn has fewer) and drop the
	// connection: an upstream dying mid-stream. It aborts the handler with
	// http.ErrAbortHandler, so serve it from a real http.Server (httptest).
	// 0 means the stream completes. Non-streaming replies ignore it.
	CutAfter int
}

// Usage is a usage object.
type Usage struct {
	PromptTokens, CompletionTokens int
	CachedTokens                   int // prompt_tokens_details.cached_tokens; default 0
}

// Responder picks the reply to one request (its body, already parsed).
type Responder func(req gjson.Result) Turn

// Request is one HTTP request a Server (or a Sequence) received.
type Request struct {
	Method   string
	Path     string // URL path
	RawQuery string
	Header   http.Header
	Body     []byte
}

// Server is an http.Handler serving POST /v1/chat/completions (and
// /chat/completions) and POST /v1/responses (responses.go) with the
// Responder's turns, plus GET /v1/models. Any
// other path under /v1/ answers 200 with a JSON echo of the request
// ({"method","path","query","headers","body"}) so pass-through tests can
// see exactly what arrived. The zero value is ready to use; a Server must
// not be copied after first use.
type Server struct {
	// Respond picks each reply; nil means DemoResponder.
	Respond Responder

	// Dialect is the wire dialect of replies; "" means DialectOpenAI. An
	// errorEvents dialect (OpenRouter) streams a Turn with Status as a 200
	// stream ending in an error data event.
	Dialect Dialect

	// KeepAlive sends a ": keep-alive" SSE comment between streamed
	// chunks, as some providers do while the model thinks; false sends none.
	KeepAlive bool

	// Delay pauses between streamed chunks, so a demo or a test sees a
	// stream arrive over time; 0 means no pause. A client that goes away
	// ends the stream.
	Delay time.Duration

	mu          sync.Mutex
	received    []Request
	calls       int    // tool call ids generated so far
	seq         uint64 // chat requests answered, seeds ids
	stored      map[string]storedResponse
	storedOrder []string // response ids, oldest first
}

// ServeHTTP routes the request; see Server.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(w, r)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(w, newAPIError(http.StatusRequestEntityTooLarge, ""))
			return
		}
		writeError(w, newAPIError(http.StatusBadRequest, fmt.Sprintf("reading request body: %v", err)))
		return
	}
	s.record(r, body)

	path := r.URL.Path
	switch {
	case path == "/v1/chat/completions" || path == "/chat/completions":
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeError(w, newAPIError(http.StatusMethodNotAllowed,
				fmt.Sprintf("Invalid method for URL (%s %s)", r.Method, path)))
			return
		}
		s.chat(w, r, body)
	case isResponsesPath(path) && r.Method == http.MethodPost:
		s.responses(w, r, body)
	case r.Method == http.MethodGet && (path == "/v1/models" || path == "/models"):
		writeModels(w)
	case strings.HasPrefix(path, "/v1/"):
		writeEcho(w, r, body)
	default:
		writeError(w, newAPIError(http.StatusNotFound, fmt.Sprintf("Invalid URL (%s %s)", r.Method, path)))
	}
}

// readBody reads at most MaxBodyBytes of the request body.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	if r.Body == nil {
		return nil, nil
	}
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		return nil, fmt.Errorf("read body: %w", err)
	}
	return b, nil
}

func (s *Server) record(r *http.Request, body []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.received = append(s.received, newRequest(r, body))
}

func newRequest(r *http.Request, body []byte) Request {
	return Request{
		Method:   r.Method,
		Path:     r.URL.Path,
		RawQuery: r.URL.RawQuery,
		Header:   r.Header.Clone(),
		Body:     slices.Clone(body),
	}
}

// Requests returns a copy of every chat-completions request body received,
// in order (including ones answered with an error). Received has the rest.
func (s *Server) Requests() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out [][]byte
	for _, r := range s.received {
		if r.Path == "/v1/chat/completions" || r.Path == "/chat/completions" {
			out = append(out, slices.Clone(r.Body))
		}
	}
	return out
}

// Received returns a copy of every request received on any path, in order,
// with its headers (for instance to check the Authorization a proxy sent).
func (s *Server) Received() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return cloneRequests(s.received)
}

// cloneRequests deep-copies recorded requests so callers can't race the
// recorder or each other.
func cloneRequests(rs []Request) []Request {
	out := make([]Request, len(rs))
	for i, r := range rs {
		r.Header = r.Header.Clone()
		r.Body = slices.Clone(r.Body)
		out[i] = r
	}
	return out
}

// chat answers one chat-completions request.
func (s *Server) chat(w http.ResponseWriter, r *http.Request, body []byte) {
	if e, ok := validateChat(body); !ok {
		writeError(w, e)
		return
	}
	req := gjson.ParseBytes(body)
	respond := s.Respond
	if respond == nil {
		respond = DemoResponder
	}
	turn := respond(req)
	streamed := req.Get("stream").Bool()
	if turn.Status != 0 && !(streamed && s.Dialect.spec().errorEvents) {
		writeError(w, newAPIError(turn.Status, turn.ErrorMessage))
		return
	}
	rp := s.newReply(req, body, turn)
	if streamed {
		s.stream(w, r, rp)
		return
	}
	writeCompletion(w, rp)
}

// validateChat rejects what OpenAI rejects before a model ever runs, with
// the messages OpenAI uses.
func validateChat(body []byte) (apiError, bool) {
	if e, ok := validateJSON(body); !ok {
		return e, false
	}
	req := gjson.ParseBytes(body)
	if req.Get("model").String() == "" {
		return newAPIError(http.StatusBadRequest, "you must provide a model parameter"), false
	}
	if !req.Get("messages").IsArray() {
		e := newAPIError(http.StatusBadRequest, "Missing required parameter: 'messages'.")
		e.param, e.code = "messages", "missing_required_parameter"
		return e, false
	}
	return apiError{}, true
}

// validateJSON rejects a body that is not one JSON object, as OpenAI does.
func validateJSON(body []byte) (apiError, bool) {
	if !jsonlimit.Within(body, jsonlimit.MaxDepth) || !gjson.ValidBytes(body) || !gjson.ParseBytes(body).IsObject() {
		return newAPIError(http.StatusBadRequest, "We could not parse the JSON body of your request. "+
			"(HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, "+
			"but what was sent was not valid JSON.)"), false
	}
	return apiError{}, true
}

// nextToolIDs gives every call without an id the next generated one.
func (s *Server) nextToolIDs(calls []ToolCall, prefix string) []ToolCall {
	out := slices.Clone(calls)
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range out {
		if out[i].ID == "" {
			s.calls++
			out[i].ID = fmt.Sprintf("%s%d", prefix, s.calls)
		}
	}
	return out
}

func (s *Server) nextSeq() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	return s.seq
}
