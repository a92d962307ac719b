package scripted

import (
	"math/rand/v2"
	"strconv"
)

// The OpenAI-compatible providers seen in the wild. Each shape is taken from
// a recorded stream or the provider's documentation, named beside it; where
// a source left a detail open the spec follows OpenAI and says so.
const (
	// DialectAzure is Azure OpenAI. Sources: a recorded gpt-4o stream in
	// dto-btn/ssc-assistant (mergeOpenAiDelta/testHelpers/simple_chat.ts) and
	// the openai-cookbook Azure chat example. Keys in alphabetical order; the
	// stream opens with a chunk whose "choices" is empty and whose id, model
	// and object are "" and created 0, carrying only
	// "prompt_filter_results"; every choice carries
	// "content_filter_results" ({} on the role and finish chunks, the four
	// categories on text); completions carry both. Tool calls, usage and
	// finish follow OpenAI (Azure serves OpenAI's models), without
	// obfuscation or service_tier.
	DialectAzure Dialect = "azure"

	// DialectOllama is Ollama's /v1 endpoint. Source: recorded
	// qwen2.5-coder streams in g0t4/ask-openai.nvim
	// (lua/ask-openai/backends/sse_parse_notes.md, ollama/notes/sses.md):
	// ids "chatcmpl-<n>", "system_fingerprint": "fp_ollama", no logprobs,
	// "role": "assistant" in every delta (the finish delta too, with
	// "content": ""), and each tool call whole in one delta (id
	// "call_<8 chars>", index, name and all its arguments) beside
	// "content": "", then finish_reason "tool_calls". No role-only opening
	// chunk. Usage follows OpenAI's trailing chunk.
	DialectOllama Dialect = "ollama"

	// DialectGemini is Gemini's OpenAI compatibility endpoint
	// (generativelanguage.googleapis.com/v1beta/openai). Sources:
	// googleapis/python-genai#2868 (a streamed tool call finishes with
	// "stop", the same request unstreamed with "tool_calls"),
	// open-webui/computer#224 and noho/dayu-agent#45 (captured deltas: tool
	// calls carry no "index", each whole in one delta, keys alphabetical),
	// and a gemini-2.5-flash stream in a Go test (role in the text delta,
	// no finish_reason until the last chunk, usage on it). The finish
	// chunk's delta is {} here (the captures carry the last text on it).
	DialectGemini Dialect = "gemini"

	// DialectVLLM is vLLM's OpenAI server. Source: a recorded stream in
	// g0t4/ask-openai.nvim (sse_parse_notes) and vercel/ai's
	// openai-compatible tests: "model": "" when the server was started
	// without a served model name, tool call ids "chatcmpl-tool-<hex>" (the
	// chunk id's prefix), a name delta without arguments followed directly
	// by argument fragments, a finish delta {"content": ""} and
	// "stop_reason": null beside finish_reason. Usage follows OpenAI's
	// trailing chunk, without "usage": null on earlier chunks.
	DialectVLLM Dialect = "vllm"

	// DialectOpenRouter is openrouter.ai. Sources: OpenRouter's streaming
	// and errors documentation (": OPENROUTER PROCESSING" comments keep the
	// connection open; once the 200 went out an error arrives as a data
	// event with an "error" member and finish_reason "error") and recorded
	// chunks in public tests ("gen-<epoch>-<id>" ids, "provider",
	// "native_finish_reason" beside finish_reason). Deltas and tool calls
	// follow the proxied OpenAI stream.
	DialectOpenRouter Dialect = "openrouter"

	// DialectGroq is api.groq.com. Source: recorded streams in vercel/ai's
	// Groq provider tests and a recorded completion in ENTERPILOT/GoModel:
	// "chatcmpl-<uuid>" ids, a tool call whole in its first delta beside
	// "role": "assistant" and "content": null, and no standard usage in a
	// stream: the finish chunk carries "x_groq": {"id", "usage": {…,
	// queue_time, prompt_time, …}} instead. Completions carry usage with
	// the timings, "x_groq": {"id"} and "service_tier": "on_demand".
	DialectGroq Dialect = "groq"
)

var azureSpec = &dialectSpec{
	chunkKeys:    []string{"choices", "created", "id", "model", "object", "prompt_filter_results", "system_fingerprint", "usage"},
	choiceKeys:   []string{"content_filter_results", "delta", "finish_reason", "index", "logprobs"},
	deltaKeys:    []string{"content", "refusal", "role", "tool_calls"},
	toolKeys:     []string{"function", "id", "index", "type"},
	functionKeys: []string{"arguments", "name"},

	completionKeys:       []string{"choices", "created", "id", "model", "object", "prompt_filter_results", "system_fingerprint", "usage"},
	completionChoiceKeys: []string{"content_filter_results", "finish_reason", "index", "logprobs", "message"},
	messageKeys:          []string{"annotations", "content", "refusal", "role", "tool_calls"},

	usageKeys:            []string{"completion_tokens", "completion_tokens_details", "prompt_tokens", "prompt_tokens_details", "total_tokens"},
	promptDetailKeys:     []string{"audio_tokens", "cached_tokens"},
	completionDetailKeys: []string{"accepted_prediction_tokens", "audio_tokens", "reasoning_tokens", "rejected_prediction_tokens"},

	idPrefix:      "chatcmpl-",
	idLength:      29,
	toolIDPrefix:  "call_",
	fingerprint:   "fp_ee1d74bde0",
	roleChunk:     true,
	roleOnCall:    true,
	nullFinish:    true,
	finishDelta:   fields{},
	headerArgs:    true,
	nullUsage:     true,
	contentFilter: true,
}

var ollamaSpec = &dialectSpec{
	chunkKeys:    []string{"id", "object", "created", "model", "system_fingerprint", "choices", "usage"},
	choiceKeys:   []string{"index", "delta", "finish_reason"},
	deltaKeys:    []string{"role", "content", "tool_calls"},
	toolKeys:     []string{"id", "index", "type", "function"},
	functionKeys: []string{"name", "arguments"},

	completionKeys:       []string{"id", "object", "created", "model", "system_fingerprint", "choices", "usage"},
	completionChoiceKeys: []string{"index", "message", "finish_reason"},
	messageKeys:          []string{"role", "content", "tool_calls"},

	usageKeys: []string{"prompt_tokens", "completion_tokens", "total_tokens"},

	newID:        func(rng *rand.Rand, _ int64) string { return "chatcmpl-" + strconv.Itoa(100+rng.IntN(900)) },
	toolIDPrefix: "call_",
	fingerprint:  "fp_ollama",
	rolePerDelta: true,
	roleOnTools:  true,
	nullFinish:   true,
	toolContent:  "",
	finishDelta:  fields{"content": ""},
	wholeCalls:   true,
}

var geminiSpec = &dialectSpec{
	chunkKeys:    []string{"choices", "created", "id", "model", "object", "usage"},
	choiceKeys:   []string{"delta", "finish_reason", "index"},
	deltaKeys:    []string{"content", "role", "tool_calls"},
	toolKeys:     []string{"function", "id", "type"}, // no "index", ever
	functionKeys: []string{"arguments", "name"},

	completionKeys:       []string{"choices", "created", "id", "model", "object", "usage"},
	completionChoiceKeys: []string{"finish_reason", "index", "message"},
	messageKeys:          []string{"content", "role", "tool_calls"},

	usageKeys: []string{"completion_tokens", "prompt_tokens", "total_tokens"},

	idPrefix:         "",
	idLength:         23,
	toolIDPrefix:     "function-call-",
	rolePerDelta:     true,
	finishDelta:      fields{},
	wholeCalls:       true,
	usageInFinish:    true,
	streamToolFinish: "stop",
}

var vllmSpec = &dialectSpec{
	chunkKeys:    []string{"id", "object", "created", "model", "choices", "usage"},
	choiceKeys:   []string{"index", "delta", "logprobs", "finish_reason", "stop_reason"},
	deltaKeys:    []string{"role", "content", "tool_calls"},
	toolKeys:     []string{"id", "type", "index", "function"},
	functionKeys: []string{"name", "arguments"},

	completionKeys:       []string{"id", "object", "created", "model", "choices", "usage"},
	completionChoiceKeys: []string{"index", "message", "logprobs", "finish_reason", "stop_reason"},
	messageKeys:          []string{"role", "content", "tool_calls"},

	usageKeys: []string{"prompt_tokens", "total_tokens", "completion_tokens"},

	newID:        func(rng *rand.Rand, _ int64) string { return "chatcmpl-" + hexID(rng, 32) },
	toolIDPrefix: "chatcmpl-tool-",
	emptyModel:   true,
	roleChunk:    true,
	nullFinish:   true,
	finishDelta:  fields{"content": ""},
}

var openRouterSpec = &dialectSpec{
	chunkKeys:    []string{"id", "provider", "model", "object", "created", "choices", "error", "system_fingerprint", "usage"},
	choiceKeys:   []string{"index", "delta", "finish_reason", "native_finish_reason", "logprobs"},
	deltaKeys:    []string{"role", "content", "tool_calls"},
	toolKeys:     []string{"index", "id", "type", "function"},
	functionKeys: []string{"name", "arguments"},

	completionKeys:       []string{"id", "provider", "model", "object", "created", "choices", "system_fingerprint", "usage"},
	completionChoiceKeys: []string{"logprobs", "finish_reason", "native_finish_reason", "index", "message"},
	messageKeys:          []string{"role", "content", "refusal", "tool_calls"},

	usageKeys:        []string{"prompt_tokens", "completion_tokens", "total_tokens", "prompt_tokens_details"},
	promptDetailKeys: []string{"cached_tokens", "audio_tokens"},

	newID:        epochID("gen-", 20),
	toolIDPrefix: "call_",
	provider:     "OpenAI",
	fingerprint:  "fp_560af6e559",
	roleChunk:    true,
	roleOnCall:   true,
	nullFinish:   true,
	finishDelta:  fields{},
	headerArgs:   true,
	processing:   2,
	errorEvents:  true,
}

var groqSpec = &dialectSpec{
	chunkKeys:    []string{"id", "object", "created", "model", "system_fingerprint", "choices", "x_groq"},
	choiceKeys:   []string{"index", "delta", "logprobs", "finish_reason"},
	deltaKeys:    []string{"role", "content", "tool_calls"},
	toolKeys:     []string{"index", "id", "type", "function"},
	functionKeys: []string{"name", "arguments"},

	completionKeys:       []string{"id", "object", "created", "model", "choices", "usage", "system_fingerprint", "x_groq", "service_tier"},
	completionChoiceKeys: []string{"index", "message", "logprobs", "finish_reason"},
	messageKeys:          []string{"role", "content", "tool_calls"},

	usageKeys: []string{"queue_time", "prompt_tokens", "prompt_time", "completion_tokens", "completion_time", "total_tokens", "total_time"},

	newID:         uuidID("chatcmpl-"),
	toolIDPrefix:  "call_",
	serviceTier:   "on_demand",
	fingerprint:   "fp_10c08bf97d",
	roleChunk:     true,
	roleOnCall:    true,
	nullFinish:    true,
	finishDelta:   fields{},
	wholeCalls:    true,
	noStreamUsage: true,
	groqMeta:      true,
}
