// Command zc-proxy is an OpenAI-compatible reverse proxy that runs
// allowlisted tools server-side, signs their results with receipts and
// flags receipt-less tool claims in the model's answer.
//
// Usage:
//
//	zc-proxy serve --config config.yaml
//	zc-proxy demo
//	zc-proxy scan [--text] [--tools a,b] < conversation.json
//	zc-proxy audit [--json] FILE...
//	zc-proxy audit verify [--keys FILE] [--json] [--strict] FILE...
//	zc-proxy verify (--url URL | --keys FILE) TOKEN...
//	zc-proxy version
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

const usage = `usage:
  zc-proxy serve --config config.yaml   run the proxy
  zc-proxy demo                         show receipts end to end (no key, no network)
  zc-proxy scan [--text] [--tools a,b]  find claims and receipt tokens in stdin, as JSON
  zc-proxy audit [--json] FILE...       summarise an audit trail (JSON lines)
  zc-proxy audit verify [--keys F] FILE...  re-check a trail's receipts offline
  zc-proxy verify (--url U | --keys F) TOKEN...  check receipt tokens
  zc-proxy version                      print the version (also --version)
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run dispatches a subcommand and returns the process exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "serve":
		return runServe(ctx, args[1:], stdout, stderr)
	case "demo":
		return runDemo(ctx, args[1:], stdout, stderr)
	case "scan":
		return runScan(ctx, args[1:], stdin, stdout, stderr)
	case "audit":
		if len(args) > 1 && args[1] == "verify" {
			return runAuditVerify(ctx, args[2:], stdout, stderr)
		}
		return runAudit(ctx, args[1:], stdout, stderr)
	case "verify":
		return runVerify(ctx, args[1:], stdout, stderr)
	case "version", "--version", "-version":
		return runVersion(stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "zc-proxy: unknown command %q\n%s", args[0], usage)
		return 2
	}
}
