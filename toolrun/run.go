package toolrun

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"
)

// toolError is a failure with the outcome and the model-safe detail to
// report. Executors build them from what they know is safe to show.
type toolError struct {
	outcome Outcome
	detail  string
}

func (e *toolError) Error() string { return string(e.outcome) + ": " + e.detail }

func denied(format string, a ...any) error {
	return &toolError{OutcomeDenied, fmt.Sprintf(format, a...)}
}

func badArguments(format string, a ...any) error {
	return &toolError{OutcomeBadArguments, fmt.Sprintf(format, a...)}
}

func failed(format string, a ...any) error {
	return &toolError{OutcomeError, fmt.Sprintf(format, a...)}
}

// Run executes one call under ctx (plus the tool's timeout). It never
// panics; every failure is an Outcome. One audit Event is emitted per call.
func (r *Registry) Run(ctx context.Context, c Call) Result {
	start := time.Now()
	res := r.runSafely(ctx, c)
	// Before anything (audit, proxy, receipt) sees the result.
	res.Output = redactSecrets(res.Output, r.opts.Secrets)
	res.Detail = redactSecrets(res.Detail, r.opts.Secrets)
	res.Call = c
	res.Duration = time.Since(start)
	r.record(res)
	return res
}

// RunAll executes calls in parallel and returns results in call order.
func (r *Registry) RunAll(ctx context.Context, calls []Call) []Result {
	results := make([]Result, len(calls))
	var wg sync.WaitGroup
	for i, c := range calls {
		wg.Go(func() { results[i] = r.Run(ctx, c) })
	}
	wg.Wait()
	return results
}

func (r *Registry) run(ctx context.Context, c Call) Result {
	e, ok := r.byName[c.Name]
	if !ok {
		return Result{Outcome: OutcomeUnknownTool, Detail: fmt.Sprintf("no tool named %q is available", shorten(c.Name, 64))}
	}
	args, err := e.args.parse(c.Arguments)
	if err != nil {
		return errorResult(err)
	}
	if err := ctx.Err(); err != nil {
		return contextResult(ctx, ctx, e.timeout)
	}
	if r.life.Err() != nil {
		return contextResult(ctx, r.life, e.timeout)
	}

	callCtx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()
	stop := context.AfterFunc(r.life, cancel) // Close stops running calls
	defer stop()

	out, err := e.run.run(callCtx, args)
	if err == nil {
		return Result{Outcome: OutcomeOK, Output: out}
	}
	if callCtx.Err() != nil {
		return contextResult(ctx, callCtx, e.timeout)
	}
	var te *toolError
	if !errors.As(err, &te) {
		// Unclassified errors may carry paths or URLs; keep them in the log.
		r.log.Warn("toolrun: tool failed", "tool", r.LogTool(c.Name), "call_ref", LogRef(c.ID), "error", err)
		return Result{Outcome: OutcomeError, Detail: "tool failed"}
	}
	return errorResult(err)
}

// runSafely turns a panic anywhere in a call (argument validation, an
// executor) into an internal error, logged with its stack for operators.
func (r *Registry) runSafely(ctx context.Context, c Call) (res Result) {
	defer func() {
		if p := recover(); p != nil {
			r.log.Error("toolrun: panic in tool call", "tool", r.LogTool(c.Name), "call_ref", LogRef(c.ID), "panic", p, "stack", string(debug.Stack()))
			res = Result{Outcome: OutcomeError, Detail: "internal error"}
		}
	}()
	return r.run(ctx, c)
}

func errorResult(err error) Result {
	var te *toolError
	if errors.As(err, &te) {
		return Result{Outcome: te.outcome, Detail: te.detail}
	}
	return Result{Outcome: OutcomeError, Detail: "tool failed"}
}

// contextResult explains a call ended by a context: the caller's
// cancellation, a deadline (the caller's or the tool's), or Close.
func contextResult(caller, call context.Context, timeout time.Duration) Result {
	switch {
	case errors.Is(caller.Err(), context.Canceled):
		return Result{Outcome: OutcomeCanceled, Detail: "canceled by the caller"}
	case errors.Is(caller.Err(), context.DeadlineExceeded):
		return Result{Outcome: OutcomeTimeout, Detail: "the request's deadline passed"}
	case errors.Is(call.Err(), context.DeadlineExceeded):
		return Result{Outcome: OutcomeTimeout, Detail: fmt.Sprintf("timed out after %s", timeout)}
	default:
		return Result{Outcome: OutcomeCanceled, Detail: "tool runner is shutting down"}
	}
}

// record logs the call (never its arguments or output, which may hold
// anything, nor its id or an unknown tool's name as sent: see LogRef).
func (r *Registry) record(res Result) {
	level := slog.LevelDebug
	if res.Outcome != OutcomeOK {
		level = slog.LevelInfo
	}
	r.log.Log(context.Background(), level, "toolrun: call",
		"tool", r.LogTool(res.Call.Name), "call_ref", LogRef(res.Call.ID), "outcome", res.Outcome,
		"duration", res.Duration, "output_bytes", len(res.Output))
}
