// Package scripted is a stand-in OpenAI-compatible model upstream for the
// demo and the tests: it answers chat-completions requests with scripted
// turns, streamed exactly as real providers stream them (role delta, split
// tool-call argument deltas, parallel calls, keep-alive comments, usage
// chunk, [DONE]) or as one JSON body, and it records every request it got.
//
// Server speaks a Dialect (OpenAI's by default, or GitHub Copilot's); the
// differences live in one table in dialect.go and are checked against
// recorded provider streams in testdata/fixtures. DemoResponder is the
// deterministic brain of `zc-proxy demo`. Replay, ReplayTxtar and Sequence
// serve recorded transcripts byte for byte, one response per request.
package scripted
