package loop

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// MaxTurnCalls is the hard ceiling on the tool calls of one model turn
// (or 8× loop.max_tool_calls.per_turn when that is larger). A turn within
// it that exceeds per_turn is answered call by call ("not run"); a turn
// beyond it is no turn a model makes in earnest, and answering thousands
// of calls one tool message each would feed the upstream a request as
// large again, so it is an upstream protocol error instead.
const MaxTurnCalls = 1024

// ErrTooManyCalls is wrapped by the error of a turn beyond the ceiling.
var ErrTooManyCalls = errors.New("a model turn asks for more tool calls than the proxy's ceiling")

// ProtocolErrorer is an optional Model method: the wire's upstream
// protocol error for err (the upstream named, its protocol-error metric
// counted). A Model without it gets a generic 502.
type ProtocolErrorer interface {
	ProtocolError(err error) error
}

// turnCeiling is the most tool calls one turn may hold.
func (c Caps) turnCeiling() int { return max(MaxTurnCalls, 8*c.PerTurn) }

// TurnCeiling is the most tool calls one model turn may hold: no kept
// mixed turn waits for more client calls, so a follow-up naming more ids
// is not looked up in the pending store.
func (c Caps) TurnCeiling() int { return c.turnCeiling() }

// tooManyCalls is the error of a turn holding n calls, over the ceiling.
func (r *Run) tooManyCalls(m Model, n int) error {
	err := fmt.Errorf("%w: %d calls, ceiling %d", ErrTooManyCalls, n, r.Caps.turnCeiling())
	if p, ok := m.(ProtocolErrorer); ok {
		return p.ProtocolError(err)
	}
	return &apierr.Error{Status: http.StatusBadGateway, Type: apierr.TypeUpstream, Err: err,
		Message: fmt.Sprintf("The upstream's reply asks for %d tool calls in one turn, more than the proxy's ceiling of %d.", n, r.Caps.turnCeiling())}
}
