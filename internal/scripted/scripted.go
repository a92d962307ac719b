package scripted

import (
	"net/http"

	"github.com/tidwall/gjson"
)

// ToolCall is one call a scripted turn makes.
type ToolCall struct {
	ID        string // "" means generated ("call_<n>")
	Name      string
	Arguments string // JSON text; streamed in several fragments
}

// Turn is one scripted model reply.
type Turn struct {
	Content      string     // assistant text (streamed in several deltas)
	ToolCalls    []ToolCall // parallel calls in one turn
	FinishReason string     // "" means "tool_calls" when ToolCalls, else "stop"
	Usage        *Usage     // nil means computed from lengths
	Status       int        // non-zero: answer with this HTTP status and an OpenAI error body
	ErrorMessage string     // with Status
}

// Usage is a usage object.
type Usage struct{ PromptTokens, CompletionTokens int }

// Responder picks the reply to one request (its body, already parsed).
type Responder func(req gjson.Result) Turn

// Server is an http.Handler serving POST /v1/chat/completions (and
// /chat/completions) with the Responder's turns, plus GET /v1/models.
type Server struct {
	// Respond picks each reply; nil means DemoResponder.
	Respond Responder
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { panic("todo") }

// Requests returns a copy of every request body received, in order.
func (s *Server) Requests() [][]byte { panic("todo") }

// DemoResponder is the brain the demo uses: asked with tools and no tool
// result yet, it calls the tools the user's words name; with tool results
// in the history it answers quoting their receipts; asked to "fabricate",
// it claims a tool run it never made and quotes a forged receipt.
func DemoResponder(req gjson.Result) Turn { panic("todo") }
