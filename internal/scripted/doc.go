// Package scripted is a stand-in OpenAI-compatible model upstream for the
// demo and the tests: it answers chat-completions requests with scripted
// turns, streamed exactly as real providers stream them (role delta, split
// tool-call argument deltas, parallel calls, keep-alive comments, usage
// chunk, [DONE]) or as one JSON body, and it records every request it got.
// It answers POST /v1/responses too (responses*.go): response objects and
// named event streams as OpenAI's recorded ones, function_call items,
// usage, and stored responses for previous_response_id, with each
// provider's stance on state (stored, silently unstored, or refused).
//
// Server speaks a Dialect: OpenAI's by default, or Azure's, Ollama's,
// Gemini's, vLLM's, OpenRouter's, Groq's or GitHub Copilot's (Dialects lists
// them). The differences live in one table (dialect.go,
// dialect_providers.go), each shape named after the recorded stream or
// provider document it comes from, and are checked against the shared
// recorded provider streams. DemoResponder is the
// deterministic brain of `zc-proxy demo`. Replay, ReplayTxtar and Sequence
// serve recorded transcripts byte for byte, one response per request.
package scripted
