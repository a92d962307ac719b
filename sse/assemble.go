package sse

// ToolCall is one assembled tool call.
type ToolCall struct {
	Index     int    // position as the stream numbered it (may start at 1)
	ID        string // from the first delta that carried one
	Type      string // "function" when absent
	Name      string
	Arguments string // concatenated argument fragments
}

// Delta summarises what one chunk carried, so a caller need not parse it
// again.
type Delta struct {
	Role         string
	Content      string // text delta of choice 0
	Refusal      string
	HasToolCalls bool   // the chunk carried tool-call deltas
	FinishReason string // "" until a finish chunk
	Usage        []byte // raw usage JSON if the chunk carried non-null usage
	Error        []byte // raw "error" value if the chunk is an error event
}

// Message is the assembled result of a stream so far.
type Message struct {
	ID, Model, SystemFingerprint string
	Created                      int64
	Role                         string
	Content                      string
	Refusal                      string
	ToolCalls                    []ToolCall // ordered by first appearance
	FinishReason                 string
	Usage                        []byte // last non-null usage seen, raw JSON
}

// Assembler folds chat.completion.chunk JSON payloads (choice 0) into a
// Message. Zero value is ready to use.
type Assembler struct{}

// Add folds one chunk (the data of one SSE event, not [DONE]). It returns
// what the chunk carried; a chunk with a top-level "error" returns a
// *StreamError (and Delta.Error set). Invalid JSON is an error.
func (a *Assembler) Add(chunk []byte) (Delta, error) { panic("todo") }

// Message returns the message assembled so far.
func (a *Assembler) Message() Message { panic("todo") }

// StreamError is a mid-stream {"error": …} event from the upstream.
type StreamError struct {
	Raw     []byte // the raw "error" JSON value
	Message string // error.message, or the raw value if none
}

func (e *StreamError) Error() string { return "sse: upstream stream error: " + e.Message }
