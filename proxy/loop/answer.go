package loop

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// The bound on the answer a request holds for its final check
// (limits.max_answer_bytes).
//
// limits.max_response_bytes bounds one upstream JSON body or one SSE
// event, not what a stream adds up to: a hostile upstream (or a model
// that follows what lands in its context) could stream hundreds of MB of
// text in small events, which the proxy held whole and then ran through
// the claim detector, linear in the text (0.4 µs a byte and up: minutes
// per request). The text the loop keeps for the check (every turn's
// answer, refusal, shown text and tool-call arguments) is bounded over
// the whole request; the
// stream adapters ask while a turn is read (CheckAnswer with what the
// turn holds so far), before a chunk past the bound is forwarded, and the
// loop asks again as each turn is folded in (the JSON wires).
//
// Past the bound the answer fails; it is never delivered with its tail
// unchecked or cut, since a claim buried past any bound is the obvious
// evasion, and a flag beside text the client got anyway is a verdict UIs
// can drop. Before the headers that is a 502 in OpenAI's error shape
// (code answer_too_large); on a stream already open, an error event (a
// Responses response.failed) and never [DONE] or response.completed, as
// any failure after the headers. The default (2 MiB) is several times
// the longest output a model writes (128k tokens ≈ 512 KB), so only a
// runaway or hostile upstream meets it.

// CodeAnswerTooLarge is the error code of an answer past the bound.
const CodeAnswerTooLarge = "answer_too_large"

// ErrAnswerTooLarge is wrapped by the error of an answer past the bound.
var ErrAnswerTooLarge = errors.New("the upstream's answer exceeds limits.max_answer_bytes")

// CheckAnswer returns the error that ends a run whose answer text, the
// finished turns' and pending bytes of the turn being read, exceeds
// MaxAnswerBytes; nil within it (or with no bound).
func (r *Run) CheckAnswer(pending int) error {
	if r.MaxAnswerBytes <= 0 || r.held+int64(pending) <= r.MaxAnswerBytes {
		return nil
	}
	return &apierr.Error{Status: http.StatusBadGateway, Type: apierr.TypeUpstream, Code: CodeAnswerTooLarge,
		Err: fmt.Errorf("%w: %d bytes held, bound %d", ErrAnswerTooLarge, r.held+int64(pending), r.MaxAnswerBytes),
		Message: fmt.Sprintf("The upstream's answer is longer than the proxy checks for tool claims "+
			"(limits.max_answer_bytes: %d bytes); it is refused unchecked.", r.MaxAnswerBytes)}
}

// size is the bytes of text a turn leaves for the final check.
func (t *Turn) size() int64 {
	n := len(t.Lead) + len(t.Text) + len(t.Aside)
	for _, s := range t.Shown {
		n += len(s.Text)
	}
	for _, c := range t.Calls {
		n += len(c.ID) + len(c.Name) + len(c.Arguments)
	}
	return int64(n)
}
