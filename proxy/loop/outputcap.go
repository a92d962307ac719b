package loop

import (
	"fmt"
	"strconv"

	"github.com/tidwall/gjson"
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

// OutputCapOf is the smallest positive integer among the members names
// of the request body (0: none is set), as the client capped its output.
func OutputCapOf(body []byte, names ...string) int64 {
	var out int64
	for _, name := range names {
		v := gjson.GetBytes(body, name)
		if v.Type != gjson.Number {
			continue
		}
		n, err := strconv.ParseInt(v.Raw, 10, 64)
		if err != nil || n <= 0 {
			continue
		}
		if out == 0 || n < out {
			out = n
		}
	}
	return out
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
		Detail: fmt.Sprintf("stopped after %s: they used the %d output tokens the request allows (max_tokens); the model still asked for tools",
			modelCalls(r.Iterations), r.OutputCap)})
}
