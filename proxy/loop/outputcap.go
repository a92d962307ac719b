package loop

import (
	"fmt"
	"math"
	"strconv"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The client's cap on generated tokens (chat max_completion_tokens or
// max_tokens, Responses max_output_tokens) is a cap on the answer it asked
// for, which the loop makes of several upstream calls: forwarded as sent to
// each, a request capped at 100 tokens was billed up to
// loop.max_iterations × 100 (TestAttack22OutputCapPerRound). The loop
// counts the output tokens each reply's usage reports, asks the next call
// for at most what is left (OutputCapper) and, once nothing is left, stops
// as at max_iterations, with its own event and notice.

// OutcomeOutputCap is the event of a loop stopped because the client's
// output token cap was used up.
const OutcomeOutputCap = "max_tokens"

// OutputCapper is a Model whose next upstream request can carry a lower
// output cap than the client's: the part of it the loop has not spent.
type OutputCapper interface {
	CapOutput(left int64) error
}

// OutputCapFrom is the smallest cap among the request's cap members
// (0: none is set), as the client capped its output, and the member that
// set it (for the notice: a Responses client has no max_tokens).
// values[i] is the member names[i] as the request check read it
// (gjson.Result{} when absent): read again with gjson.Get, each member
// would squash the body's messages and tools once more.
func OutputCapFrom(values []gjson.Result, names []string) (limit int64, member string) {
	for i, v := range values {
		n, ok := OutputCapValue(v)
		if ok && (limit == 0 || n < limit) {
			limit, member = n, names[i]
		}
	}
	return limit, member
}

// OutputCapValue reads one cap member: a positive number, its fraction
// dropped and the end of the int64 range past it. A cap written 250.0 or
// 2.5e2 (a JavaScript or Python client's number) is 250 to the upstreams
// that take it (vLLM, llama.cpp, Ollama), so it is one to the loop too:
// read as no cap, it let the loop spend it on every call
// (TestAttack22ReviewOutputCapFloat).
func OutputCapValue(v gjson.Result) (int64, bool) {
	if v.Type != gjson.Number {
		return 0, false
	}
	if n, err := strconv.ParseInt(v.Raw, 10, 64); err == nil {
		return n, n > 0
	}
	switch {
	case !(v.Num >= 1): // (NaN too)
		return 0, false
	case v.Num >= math.MaxInt64:
		return math.MaxInt64, true
	}
	return int64(v.Num), true
}

// LowerOutputCaps sets each cap member of body that is set above left
// to left, at least 1 (a provider refuses 0): an OutputCapper's edit.
func LowerOutputCaps(body []byte, left int64, names ...string) ([]byte, error) {
	left = max(left, 1)
	for _, name := range names {
		if n, ok := OutputCapValue(gjson.GetBytes(body, name)); !ok || n <= left {
			continue
		}
		out, err := sjson.SetBytes(body, name, left)
		if err != nil {
			return nil, fmt.Errorf("set %s: %w", name, err)
		}
		body = out
	}
	return body, nil
}

// outputTokens is the output token count of one reply's usage object
// (chat completion_tokens, Responses output_tokens; reasoning counted
// within), 0 when it reports none.
func outputTokens(usage []byte) int64 {
	if len(usage) == 0 {
		return 0
	}
	u := gjson.ParseBytes(usage)
	for _, name := range [...]string{"completion_tokens", "output_tokens"} {
		if v := u.Get(name); v.Type == gjson.Number && v.Int() > 0 {
			return v.Int()
		}
	}
	return 0
}

// noteOutput adds a turn's output tokens to what the loop spent.
func (r *Run) noteOutput(usage []byte) {
	r.outputSpent = SaturatingAdd(r.outputSpent, outputTokens(usage))
}

// outputLeft is what is left of the client's cap (OutputCap > 0).
func (r *Run) outputLeft() int64 { return r.OutputCap - r.outputSpent }

// capNext asks m's next upstream request for at most what is left of the
// client's cap, when the client set one and m can be capped.
func (r *Run) capNext(m Model) error {
	if r.OutputCap <= 0 {
		return nil
	}
	c, ok := m.(OutputCapper)
	if !ok {
		return nil
	}
	if err := c.CapOutput(r.outputLeft()); err != nil {
		return fmt.Errorf("cap the next round's output: %w", err)
	}
	return nil
}

// stopAtOutputCap ends the loop once the client's cap is spent.
func (r *Run) stopAtOutputCap() {
	r.Stopped, r.stoppedByCap = true, true
	r.AddEvent(Event{Outcome: OutcomeOutputCap,
		Detail: fmt.Sprintf("stopped after %s: they used the %d output tokens the request allows (%s); the model still asked for tools",
			modelCalls(r.Iterations), r.OutputCap, r.outputCapName())})
}

// outputCapName is the member the client capped its output with.
func (r *Run) outputCapName() string {
	if r.OutputCapMember == "" {
		return "max_tokens"
	}
	return r.OutputCapMember
}
