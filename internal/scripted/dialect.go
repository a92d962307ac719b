package scripted

import (
	"math/rand/v2"
	"strconv"
)

// Dialect names the wire dialect a Server speaks. Every difference between
// dialects lives in the dialects table (this file and dialect_providers.go);
// the encoders are generic.
type Dialect string

const (
	// DialectOpenAI is api.openai.com as recorded for gpt-4.1 (coder-aibridge
	// single_injected_tool) and gpt-4o (openai-python): "object" and
	// "system_fingerprint" on every chunk, "finish_reason": null until the
	// finish chunk, a role-only opening delta, tool calls indexed from 0 whose
	// first delta carries id, type, name and "arguments": "", usage on a
	// trailing "choices": [] chunk only with stream_options.include_usage
	// (and "usage": null on every earlier chunk then), and "obfuscation"
	// padding unless stream_options.include_obfuscation is false.
	DialectOpenAI Dialect = "openai"

	// DialectCopilot is GitHub Copilot proxying Claude, as recorded in
	// coder-aibridge streaming_injected_tool_*: keys in Copilot's own order
	// (choices, created, id, usage, model), no "object", no
	// "finish_reason": null, "role" repeated in every text delta,
	// "content": null beside tool calls, tool calls numbered as Anthropic
	// content blocks (index 1 after text, 0 without a text preamble), the
	// name delta without arguments followed by an "arguments": "" delta,
	// and usage always inside the finish chunk. The non-streaming shape was
	// not recorded; it follows the same key order.
	DialectCopilot Dialect = "copilot"
)

// dialectSpec is everything that differs between dialects. Key lists give
// both the members an object may carry and their wire order: a value the
// encoder offers under a key the list does not name is left out. Zero
// values of the behaviour flags mean "not done by this provider".
type dialectSpec struct {
	chunkKeys    []string // a chat.completion.chunk
	choiceKeys   []string // choices[i] of a chunk
	deltaKeys    []string // choices[i].delta
	toolKeys     []string // delta.tool_calls[i] and message.tool_calls[i]; without "index" calls carry none
	functionKeys []string // …tool_calls[i].function

	completionKeys       []string // a non-streaming chat.completion
	completionChoiceKeys []string
	messageKeys          []string

	usageKeys            []string
	promptDetailKeys     []string // usage.prompt_tokens_details; nil: absent
	completionDetailKeys []string // usage.completion_tokens_details; nil: absent

	idPrefix      string                                     // chunk/completion id
	idLength      int                                        // random characters after idPrefix
	newID         func(rng *rand.Rand, created int64) string // when set, makes the id instead of idPrefix+idLength
	toolIDPrefix  string                                     // generated tool call ids
	serviceTier   string
	fingerprint   string
	provider      string // top-level "provider" (OpenRouter)
	emptyModel    bool   // "model": "" instead of the request's model (vLLM)
	obfuscation   bool   // pad deltas with "obfuscation" (OpenAI's side-channel guard)
	roleChunk     bool   // a role-only delta opens the stream
	roleOnCall    bool   // with roleChunk: a turn of only tool calls carries the role on its first call's delta instead
	rolePerDelta  bool   // "role" repeats in every text delta
	roleOnTools   bool   // "role" repeats in every tool-call delta and in the finish delta
	nullFinish    bool   // "finish_reason": null on every chunk before the finish
	toolContent   any    // "content" beside tool_calls: nil for absent, else the value (jsonNull or "")
	finishDelta   fields // members of the finish chunk's delta
	headerArgs    bool   // the name delta carries "arguments": ""
	emptyArgs     bool   // an "arguments": "" delta follows the name delta (Copilot)
	wholeCalls    bool   // a call arrives whole: id, name and all its arguments in one delta
	toolBaseAfter int    // first tool index when text precedes the calls
	usageInFinish bool   // usage rides on the finish chunk, always; else a trailing choices:[] chunk with include_usage
	nullUsage     bool   // with include_usage, "usage": null on every chunk before the usage chunk
	noStreamUsage bool   // a stream never carries a standard "usage" (Groq puts it in x_groq)

	streamToolFinish string // finish_reason a stream reports after tool calls; "" means the turn's (tool_calls)
	contentFilter    bool   // Azure: a prompt_filter_results chunk first, content_filter_results on every choice
	groqMeta         bool   // Groq: x_groq {id, usage} on the finish chunk, x_groq {id} on a completion
	processing       int    // ": OPENROUTER PROCESSING" comments before the first chunk
	errorEvents      bool   // a streamed error turn is a 200 stream ending in an error data event (OpenRouter)
}

// jsonNull is an explicit JSON null where nil means "absent".
var jsonNull = rawJSON("null")

// dialects is the table of every supported dialect.
var dialects = map[Dialect]*dialectSpec{
	DialectOpenAI: {
		chunkKeys:    []string{"id", "object", "created", "model", "service_tier", "system_fingerprint", "choices", "usage", "obfuscation"},
		choiceKeys:   []string{"index", "delta", "logprobs", "finish_reason"},
		deltaKeys:    []string{"role", "content", "tool_calls", "refusal"},
		toolKeys:     []string{"index", "id", "type", "function"},
		functionKeys: []string{"name", "arguments"},

		completionKeys:       []string{"id", "object", "created", "model", "choices", "usage", "service_tier", "system_fingerprint"},
		completionChoiceKeys: []string{"index", "message", "logprobs", "finish_reason"},
		messageKeys:          []string{"role", "content", "tool_calls", "refusal", "annotations"},

		usageKeys:            []string{"prompt_tokens", "completion_tokens", "total_tokens", "prompt_tokens_details", "completion_tokens_details"},
		promptDetailKeys:     []string{"cached_tokens", "audio_tokens"},
		completionDetailKeys: []string{"reasoning_tokens", "audio_tokens", "accepted_prediction_tokens", "rejected_prediction_tokens"},

		idPrefix:      "chatcmpl-",
		idLength:      29,
		toolIDPrefix:  "call_",
		serviceTier:   "default",
		fingerprint:   "fp_799e4ca3f1",
		obfuscation:   true,
		roleChunk:     true,
		roleOnCall:    true,
		nullFinish:    true,
		finishDelta:   fields{},
		headerArgs:    true,
		toolBaseAfter: 0,
		nullUsage:     true,
	},
	DialectCopilot: {
		chunkKeys:    []string{"choices", "created", "id", "usage", "model"},
		choiceKeys:   []string{"finish_reason", "index", "delta"},
		deltaKeys:    []string{"content", "role", "tool_calls"},
		toolKeys:     []string{"function", "id", "index", "type"},
		functionKeys: []string{"name", "arguments"},

		completionKeys:       []string{"choices", "created", "id", "usage", "model"},
		completionChoiceKeys: []string{"finish_reason", "index", "message"},
		messageKeys:          []string{"content", "role", "tool_calls"},

		usageKeys:        []string{"completion_tokens", "prompt_tokens", "prompt_tokens_details", "total_tokens"},
		promptDetailKeys: []string{"cached_tokens"},

		idPrefix:      "msg_vrtx_01",
		idLength:      22,
		toolIDPrefix:  "toolu_vrtx_",
		rolePerDelta:  true,
		toolContent:   jsonNull,
		finishDelta:   fields{"content": jsonNull},
		emptyArgs:     true,
		toolBaseAfter: 1,
		usageInFinish: true,
	},
	DialectAzure:      azureSpec,
	DialectOllama:     ollamaSpec,
	DialectGemini:     geminiSpec,
	DialectVLLM:       vllmSpec,
	DialectOpenRouter: openRouterSpec,
	DialectGroq:       groqSpec,
}

// Dialects lists every supported dialect, OpenAI first, in a fixed order.
func Dialects() []Dialect {
	return []Dialect{DialectOpenAI, DialectAzure, DialectOllama, DialectGemini,
		DialectVLLM, DialectOpenRouter, DialectGroq, DialectCopilot}
}

// spec returns the table entry for d; "" and unknown names mean OpenAI.
func (d Dialect) spec() *dialectSpec {
	if s, ok := dialects[d]; ok {
		return s
	}
	return dialects[DialectOpenAI]
}

// Known reports whether d names a supported dialect ("" counts as OpenAI).
func (d Dialect) Known() bool {
	_, ok := dialects[d]
	return ok || d == ""
}

// hexID is n lowercase hex characters, as vLLM's and Groq's uuid-based ids.
func hexID(rng *rand.Rand, n int) string {
	const hex = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = hex[rng.IntN(len(hex))]
	}
	return string(b)
}

// uuidID is prefix plus a random version-4-shaped uuid (Groq's chunk ids).
func uuidID(prefix string) func(*rand.Rand, int64) string {
	return func(rng *rand.Rand, _ int64) string {
		h := hexID(rng, 32)
		return prefix + h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + h[16:20] + "-" + h[20:]
	}
}

// epochID is prefix, the creation time and random base62, as OpenRouter's
// "gen-1756333451-cPp53ItAkOxplxIj0aHz".
func epochID(prefix string, n int) func(*rand.Rand, int64) string {
	return func(rng *rand.Rand, created int64) string {
		return prefix + strconv.FormatInt(created, 10) + "-" + randomString(rng, n)
	}
}
