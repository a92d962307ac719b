// Package e2e proves that real, unmodified OpenAI clients work through a
// running `zc-proxy serve`: the official openai npm SDK (driven as a node
// process), go-openai, openai-go and curl, each against a scripted upstream
// speaking every provider dialect in internal/scripted. The tests build the
// zc-proxy binary once per run and start one proxy process per dialect.
//
// The npm SDK lives in e2e/node_modules (`npm ci` in e2e, as .ci/run does).
// Without it the node cases skip locally and fail when CI is set; the same
// holds for node and curl missing from PATH.
package e2e
