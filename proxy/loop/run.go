package loop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Run is one request's tool loop. The fields above the line are set
// before Drive; the ones below are what the loop gathered, which the
// adapters read to write the answer.
type Run struct {
	Ctx   context.Context // canceled when the client can no longer be written to
	Log   *slog.Logger
	Scope *receipts.Scope // the key scope receipts are minted and checked in

	Offered      []toolrun.Tool  // server tools offered this request
	Known        []toolrun.Tool  // every server tool the proxy has
	ClientTools  map[string]bool // names of the tools the client declared
	ClientDocs   []ToolDoc       // the client's tools in request order, for claim kinds and commands
	Conversation string          // the client's conversation as sent: what receipts.bind_conversation signs
	// PartialConversation: Conversation is only the new part of the
	// conversation (a Responses request chained by previous_response_id).
	PartialConversation bool

	MaxIterations   int           // upstream calls at most (loop.max_iterations)
	OutputCap       int64         // the client's output token cap for the whole answer (outputcap.go); 0: none
	OutputCapMember string        // the request member that set OutputCap, named in the notice
	Caps            Caps          // loop.max_tool_calls
	KeepAliveEvery  time.Duration // how often Client.KeepAlive is called while tools run
	MaxAnswerBytes  int64         // text held for the final check, all turns (limits.max_answer_bytes); 0: no bound
	ShowFooter      bool          // the footer text is wanted
	Structured      bool          // the answer is asked for in a format the client parses (jsonFlags)

	History claims.History              // the calls, quotes and invalid receipts of the client's history
	Carried map[string]receipts.Receipt // receipts of spliced mixed turns, by token: valid here whatever the scope
	Backed  receipts.Backing            // tools with a verified, receipted call behind them

	Host Host // runs the tools and records what happened

	// ---- gathered by the loop

	Iterations int                // upstream calls made
	Text       strings.Builder    // the answer text the client saw, every turn
	Aside      strings.Builder    // the refusal text the client saw, every turn
	Shown      []Shown            // other shown text fields, every turn, one entry per Where
	Minted     []receipts.Receipt // receipts minted in this request, in order
	Events     []Event            // server calls that did not succeed, and loop events
	Calls      []CallRecord       // every server call of this request, in order
	Usage      []byte             // usage summed over every upstream call (nil: none seen)

	cur          Turn  // the latest model turn (turn), here rather than on Drive's stack
	Stopped      bool  // max_iterations or the output cap ended the loop
	stoppedByCap bool  // the output cap did (OutputCap)
	outputSpent  int64 // output tokens the replies reported, against OutputCap

	callsAllowed int               // server calls let through, against Caps.PerRequest
	held         int64             // bytes of the finished turns' text, against MaxAnswerBytes
	claimCalls   []claims.Call     // this request's calls, for claim backing
	conv         []byte            // conversation digest, once computed
	prefixes     map[[32]byte]bool // digests of the conversation's prefixes (quotedInConversation), once read
	prefixesRead bool
}

// Host is what the loop needs from the server around it: one interface
// (not a func per hook) so wiring a request allocates nothing.
type Host interface {
	// RunTools runs server calls in parallel, results in call order.
	RunTools(ctx context.Context, calls []toolrun.Call) []toolrun.Result
	// Record is called once per server call whose result is final (m nil
	// when no receipt was minted, conv the digest it was bound to).
	Record(ctx context.Context, res toolrun.Result, m *receipts.Minted, conv []byte)
	// ToolBatch, Flagged and Reported observe a round's wall time, a
	// flag raised and the rendered zc_receipts (for the request's stats).
	ToolBatch(d time.Duration)
	Flagged(kind string)
	Reported(report []byte)
}

// Caps is loop.max_tool_calls; 0 is no cap.
type Caps struct{ PerTurn, PerRequest int }

// ToolDoc is a client tool's name and description.
type ToolDoc struct{ Name, Description string }

// Drive runs the loop: a model turn; its calls split into the server's and
// the client's; a turn with client calls ends the loop (its server calls
// run and are held for the follow-up); otherwise the server calls run, the
// round is appended and the model is asked again, until a turn without
// calls or max_iterations.
//
// Drive's frame and turn's sit on the goroutine's stack while a streamed
// turn waits on a silent upstream, under the adapter's and net/http's: a
// thousand idle streams each keep that stack. So what follows a turn is
// in after, whose locals are off the stack while the turn is read.
func (r *Run) Drive(m Model, out Client) {
	for {
		t, err := r.turn(m)
		if err != nil {
			out.Fail(err)
			return
		}
		if r.after(m, out, t) {
			return
		}
	}
}

// after folds turn t into the loop: it ends the loop (true) with the final
// answer or a failure, or runs the turn's server calls and appends the
// round for the next turn.
func (r *Run) after(m Model, out Client, t *Turn) bool {
	if len(t.Calls) == 0 {
		out.Final(*t, nil)
		return true
	}
	run, client := r.split(t.Calls)
	if len(client) > 0 {
		if len(run) > 0 {
			results, err := r.runRound(out, run)
			if err == nil {
				err = m.Hold(t.Text, t.Calls, run, r.contents(run, results), client)
			}
			if err != nil {
				out.Fail(err)
				return true
			}
		}
		out.Final(*t, client)
		return true
	}
	if r.Iterations >= r.MaxIterations {
		r.stopAtLimit()
		out.Final(*t, nil)
		return true
	}
	if r.OutputCap > 0 && r.outputLeft() <= 0 {
		r.stopAtOutputCap()
		out.Final(*t, nil)
		return true
	}
	results, err := r.runRound(out, run)
	if err != nil {
		out.Fail(err)
		return true
	}
	if err := m.AppendRound(t.Text, run, r.contents(run, results)); err != nil {
		out.Fail(fmt.Errorf("append a tool round: %w", err))
		return true
	}
	if err := r.capNext(m); err != nil {
		out.Fail(err)
		return true
	}
	return false
}

// turn makes one model turn and folds it in: usage, text, call ids. The
// turn is kept in r (valid until the next), not returned by value: see
// Drive.
func (r *Run) turn(m Model) (*Turn, error) {
	r.Iterations++
	t := &r.cur
	var err error
	if *t, err = m.Turn(r.Ctx); err != nil {
		*t = Turn{}
		return nil, err
	}
	if n := len(t.Calls); n > r.Caps.turnCeiling() {
		*t = Turn{}
		return nil, r.tooManyCalls(m, n)
	}
	r.held += t.size()
	if err := r.CheckAnswer(0); err != nil {
		*t = Turn{}
		return nil, err
	}
	r.addUsage(t.Usage)
	r.noteOutput(t.Usage)
	r.Text.WriteString(t.Lead)
	r.Text.WriteString(t.Text)
	if t.Aside != "" {
		if r.Aside.Len() > 0 {
			r.Aside.WriteString("\n\n")
		}
		r.Aside.WriteString(t.Aside)
	}
	r.addShown(t.Shown)
	r.fillCallIDs(t.Calls)
	return t, nil
}

// ClientGone reports whether the client went away (or writing to it
// failed).
func (r *Run) ClientGone() bool { return r.Ctx.Err() != nil }

// Separator is what goes between the text of an earlier turn and the
// first text of a later one: a paragraph break, unless the earlier text
// already ends a line, so "…I will check.Here is…" never happens.
func (r *Run) Separator() string {
	n := r.Text.Len()
	if n == 0 || r.Text.String()[n-1] == '\n' {
		return ""
	}
	return "\n\n"
}

// AddEvent adds an entry to zc_receipts.events.
func (r *Run) AddEvent(e Event) { r.Events = append(r.Events, e) }

// Failure is how a failed run ends, for either wire: stopping (a
// shutdown's 503, when not nil) wins over the cause; a client that went
// away gets nothing (nil, "client_gone"); anything else is answered as an
// OpenAI error (an *apierr.Error as it is, any other error as a 500),
// with result "error".
func (r *Run) Failure(stopping *apierr.Error, err error) (*apierr.Error, string) {
	if stopping != nil {
		err = stopping
	} else if errors.Is(err, ErrClientGone) || r.ClientGone() {
		return nil, "client_gone"
	}
	var e *apierr.Error
	if !errors.As(err, &e) {
		e = apierr.Internal(err)
	}
	return e, "error"
}
