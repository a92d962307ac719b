package scripted

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/tidwall/gjson"
)

// reply is one turn ready to encode in a dialect: ids, tool call ids and
// usage resolved, so the streamed and the JSON form say the same thing.
type reply struct {
	spec          *dialectSpec
	rng           *rand.Rand
	id            string
	created       int64
	model         string
	turn          Turn // FinishReason and tool call ids filled in
	usage         Usage
	includeUsage  bool   // stream_options.include_usage
	includeObfusc bool   // stream_options.include_obfuscation (default true)
	requestID     string // Groq's x_groq.id
}

func (s *Server) newReply(req gjson.Result, body []byte, turn Turn) *reply {
	spec := s.Dialect.spec()
	rng := newRNG(body, s.nextSeq())
	turn.ToolCalls = s.nextToolIDs(turn.ToolCalls, spec.toolIDPrefix)
	if turn.FinishReason == "" {
		turn.FinishReason = "stop"
		if len(turn.ToolCalls) > 0 {
			turn.FinishReason = "tool_calls"
		}
	}
	obfusc := req.Get("stream_options.include_obfuscation")
	created := time.Now().Unix()
	id := spec.idPrefix + randomString(rng, spec.idLength)
	if spec.newID != nil {
		id = spec.newID(rng, created)
	}
	model := req.Get("model").String()
	if spec.emptyModel {
		model = ""
	}
	return &reply{
		spec:          spec,
		rng:           rng,
		id:            id,
		created:       created,
		model:         model,
		turn:          turn,
		usage:         turnUsage(turn, body),
		includeUsage:  req.Get("stream_options.include_usage").Bool(),
		includeObfusc: !obfusc.Exists() || obfusc.Bool(),
		requestID:     "req_" + strings.ToLower(randomString(rng, 26)),
	}
}

// turnUsage is the Turn's usage, or one estimated at four bytes a token.
func turnUsage(t Turn, body []byte) Usage {
	if t.Usage != nil {
		return *t.Usage
	}
	out := len(t.Content)
	for _, c := range t.ToolCalls {
		out += len(c.Name) + len(c.Arguments)
	}
	return Usage{PromptTokens: max(1, len(body)/4), CompletionTokens: max(1, out/4)}
}

// usageObject encodes the usage in the dialect's shape.
func (rp *reply) usageObject() object {
	u := rp.usage
	f := fields{
		"prompt_tokens":     u.PromptTokens,
		"completion_tokens": u.CompletionTokens,
		"total_tokens":      u.PromptTokens + u.CompletionTokens,
		// Groq's timings, in seconds (the values of its recorded stream).
		"queue_time": rawJSON("0.061348671"), "prompt_time": rawJSON("0.000211569"),
		"completion_time": rawJSON("0.798181818"), "total_time": rawJSON("0.798393387"),
	}
	if rp.spec.promptDetailKeys != nil {
		f["prompt_tokens_details"] = fields{"cached_tokens": u.CachedTokens, "audio_tokens": 0}.ordered(rp.spec.promptDetailKeys)
	}
	if rp.spec.completionDetailKeys != nil {
		f["completion_tokens_details"] = fields{
			"reasoning_tokens": 0, "audio_tokens": 0,
			"accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0,
		}.ordered(rp.spec.completionDetailKeys)
	}
	return f.ordered(rp.spec.usageKeys)
}

// toolIndex is the wire index of the i-th call of the turn.
func (rp *reply) toolIndex(i int) int {
	if rp.turn.Content != "" {
		return i + rp.spec.toolBaseAfter
	}
	return i
}

// function encodes a tool call's function object.
func (rp *reply) function(f fields) object {
	return f.ordered(rp.spec.functionKeys)
}
