// Package proxy is the zc-proxy HTTP server: routes, middleware, client
// auth, errors, health, byte-faithful pass-through, the chat handler (mode
// and dispatch) and the Responses handler (responses.go, resprun.go). It
// is the only package cmd/ needs.
//
// The rest lives below it, imports pointing down only:
//   - proxy/loop: the tool loop, written once for every wire;
//   - proxy/wire/chat: the Chat Completions adapter of the loop;
//   - proxy/wire/responses: the Responses API codec (request, follow-up,
//     answer and stream rewrite) and the Responses adapter of the loop;
//   - proxy/pending: the mixed-turn store and the conversation hash chain;
//   - proxy/upstream: model routing, request build, retries, metrics;
//   - config: config.yaml (Config and friends are aliases here);
//   - internal/reqctx: request id, request stats, request_id in logs;
//   - internal/apierr: the OpenAI-shaped error every layer answers with.
package proxy
