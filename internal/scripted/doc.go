// Package scripted is a stand-in OpenAI-compatible model upstream for the
// demo and the tests: it answers chat-completions requests with scripted
// turns, streamed exactly as real providers stream them (role delta, split
// tool-call argument deltas, parallel calls, keep-alive comments, usage
// chunk, [DONE]) or as one JSON body, and it records every request it got.
package scripted
