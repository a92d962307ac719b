// Package e2e proves that real, unmodified OpenAI clients work through a
// running `zc-proxy serve`: the official openai npm SDK (driven as a node
// process), go-openai, openai-go and curl, each against a scripted upstream
// speaking every provider dialect in internal/scripted. The tests build the
// zc-proxy binary once per run and start one proxy process per dialect.
// The Responses API (POST /v1/responses) has its own cases
// (responses.mjs): openai npm responses.create and responses.stream, the
// OpenAI Agents SDK in its default mode and the Vercel AI SDK's default
// openai(model) provider, plus openai-go's Responses client.
//
// The npm packages live in e2e/node_modules (`npm ci` in e2e, as .ci/run does).
// Without it the node cases skip locally and fail when CI is set; the same
// holds for node and curl missing from PATH.
package e2e
