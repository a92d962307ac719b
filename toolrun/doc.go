// Package toolrun holds the tool allowlist built from config and runs the
// tools on it (shell, exec, file, http, MCP) with argument validation,
// timeouts, output caps, cancellation and an audit event per call.
//
// It knows nothing of HTTP serving or receipts: a call goes in, an outcome
// and the exact output the model will see come out.
package toolrun
