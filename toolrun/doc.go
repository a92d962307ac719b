// Package toolrun holds the tool allowlist built from config and runs the
// tools on it (shell, exec, file, http, MCP) with argument validation,
// timeouts, output caps, cancellation and an audit event per call.
//
// It knows nothing of HTTP serving or receipts: a call goes in, an outcome
// and the exact output the model will see come out.
//
// Policies worth knowing when writing config:
//   - shell and exec never involve a shell. A shell tool splits the model's
//     command line into words (quotes and backslashes respected, nothing
//     expanded) and refuses shell syntax (; | & && || < > >> ( ) newlines,
//     $( and backticks) instead of passing it on as text. Every word after
//     the command must be allowed by the entry's policy (package argpolicy).
//   - Processes run in their own process group; the group is killed on
//     timeout, cancellation, Close, and when the command exits. With a
//     sandbox (Options.Sandbox, package sandbox) each also runs confined,
//     in a PID namespace of its own, so nothing it starts outlives the call.
//   - Processes (and stdio MCP servers) do not inherit the proxy's
//     environment, which holds upstream keys: only PATH, HOME, USER,
//     LOGNAME, LANG, LC_ALL, LC_CTYPE, TZ and TMPDIR, plus Spec.Env.
//   - A file tool answers a directory with a listing of its entries
//     (directories end in "/"); files must be text (no NUL bytes).
//   - Output is capped before it leaves the package, with a visible
//     "[output truncated at N bytes]" note, and is always valid UTF-8.
package toolrun
