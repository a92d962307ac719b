package loop

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// split sorts one turn's calls. client holds the calls of tools the client
// declared; run holds everything else (server tools, and names nobody
// declared, which get unknown_tool without running). A custom tool's call
// is never a server tool's: the proxy offers only function tools, so one
// the client did not declare is unknown_tool too, whatever its name.
func (r *Run) split(calls []Call) (run, client []Call) {
	for _, call := range calls {
		if r.ClientTools[call.Name] {
			client = append(client, call)
		} else {
			run = append(run, call)
		}
	}
	return run, client
}

// runRound runs one round of server calls while the client waits:
// Client.KeepAlive at once and then every KeepAliveEvery. If the client
// cannot be written to, the run is canceled (stopping the tools) and
// ErrClientGone returned; what ran is still recorded.
func (r *Run) runRound(out Client, calls []Call) ([]toolrun.Result, error) {
	note := runningNote(calls)
	more, err := out.KeepAlive(note)
	if err != nil {
		return nil, ErrClientGone
	}
	if !more {
		res := r.runCalls(r.Ctx, calls)
		if r.ClientGone() {
			r.recordDropped(res)
			return nil, ErrClientGone
		}
		return res, nil
	}
	done := make(chan []toolrun.Result, 1)
	go func() { done <- r.runCalls(r.Ctx, calls) }()
	every := r.KeepAliveEvery
	if every <= 0 {
		every = 10 * time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case res := <-done:
			if r.ClientGone() {
				r.recordDropped(res)
				return nil, ErrClientGone
			}
			return res, nil
		case <-tick.C:
			if _, err := out.KeepAlive(note); err != nil {
				r.recordDropped(<-done) // canceled tools return promptly; never leave one running
				return nil, ErrClientGone
			}
		}
	}
}

// runningNote is "zc-proxy running tool a, b" for the calls' distinct names.
func runningNote(calls []Call) string {
	var names []string
	seen := make(map[string]bool)
	for _, c := range calls {
		if !seen[c.Name] {
			seen[c.Name] = true
			names = append(names, c.Name)
		}
	}
	return "zc-proxy running tool " + strings.Join(names, ", ")
}

// runCalls runs the server calls of one turn under ctx, in parallel, and
// answers the calls to tools nobody offered with unknown_tool and the calls
// past the caps with capped, neither of which runs. Results are in call
// order.
func (r *Run) runCalls(ctx context.Context, calls []Call) []toolrun.Result {
	results := make([]toolrun.Result, len(calls))
	var toRun []toolrun.Call
	var at []int
	for i, call := range calls {
		tc := toolrun.Call{ID: call.ID, Name: call.Name, Arguments: NormalizeArguments(call.Arguments)}
		if detail := r.capCall(i, len(calls)); detail != "" {
			results[i] = toolrun.Result{Call: tc, Outcome: toolrun.OutcomeCapped, Detail: detail}
			continue
		}
		if call.Custom() {
			// never run: a server tool is a function tool, whatever a
			// custom call's name says
			tc.Arguments = call.Arguments
			results[i] = toolrun.Result{Call: tc, Outcome: toolrun.OutcomeUnknownTool,
				Detail: "unknown custom tool " + strconv.Quote(call.Name)}
			continue
		}
		if !r.offers(call.Name) {
			results[i] = toolrun.Result{Call: tc, Outcome: toolrun.OutcomeUnknownTool,
				Detail: "unknown tool " + strconv.Quote(call.Name)}
			continue
		}
		toRun = append(toRun, tc)
		at = append(at, i)
	}
	if len(toRun) > 0 {
		start := time.Now()
		for j, res := range r.Host.RunTools(ctx, toRun) {
			results[at[j]] = res
		}
		r.Host.ToolBatch(time.Since(start))
	}
	return results
}

// offers reports whether this run offered the server tool name.
func (r *Run) offers(name string) bool { return hasTool(r.Offered, name) }

// hasTool reports whether tools has one named name.
func hasTool(tools []toolrun.Tool, name string) bool {
	for _, t := range tools {
		if t.Name == name {
			return true
		}
	}
	return false
}

// capCall decides whether call i of a turn of n server calls may run: ""
// when it may, and it is counted against the request's cap; otherwise
// why not, naming the cap. Every call of the turn counts, calls to unknown
// tools too, in the order the model sent them.
func (r *Run) capCall(i, n int) string {
	switch caps := r.Caps; {
	case caps.PerTurn > 0 && i >= caps.PerTurn:
		return fmt.Sprintf("not run: the model asked for %d tool calls in one turn, more than loop.max_tool_calls.per_turn (%d)", n, caps.PerTurn)
	case caps.PerRequest > 0 && r.callsAllowed >= caps.PerRequest:
		return fmt.Sprintf("not run: this request reached loop.max_tool_calls.per_request (%d tool calls)", caps.PerRequest)
	}
	r.callsAllowed++
	return ""
}

// recordDropped records the results of a round that never reached the
// model (the client left or the proxy is stopping): no receipt is minted
// for them, but the trail still shows what ran.
func (r *Run) recordDropped(results []toolrun.Result) {
	for _, res := range results {
		r.Host.Record(r.Ctx, res, nil, nil)
	}
}

// NormalizeArguments maps the empty arguments some providers stream for
// parameterless calls to "{}", so tools, receipts and the upstream (which
// rejects "" in history) all see valid JSON.
func NormalizeArguments(args string) string {
	if strings.TrimSpace(args) == "" {
		return "{}"
	}
	return args
}

// fillCallIDs gives calls without an id (some providers omit it) a unique
// one, since every result must name the call it answers.
func (r *Run) fillCallIDs(calls []Call) {
	for i := range calls {
		if calls[i].ID == "" {
			calls[i].ID = fmt.Sprintf("call_zc_%d_%d", r.Iterations, i)
		}
		if calls[i].Type == "" {
			calls[i].Type = "function"
		}
	}
}

// Offered picks the server tools to offer this request: the registry's
// tools, narrowed by X-ZC-Tools, minus any whose name the client declared
// (the client's tool wins; DESIGN.md "Client tools").
func Offered(all []toolrun.Tool, narrow, client map[string]bool) []toolrun.Tool {
	out := make([]toolrun.Tool, 0, len(all))
	for _, t := range all {
		if narrow != nil && !narrow[t.Name] {
			continue
		}
		if client[t.Name] {
			continue
		}
		out = append(out, t)
	}
	return out
}
