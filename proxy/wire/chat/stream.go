package chat

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// errClientGone ends a run whose client went away: nothing more is sent and
// nothing is logged as an upstream failure.
var errClientGone = loop.ErrClientGone

// errStreamCut is an upstream stream that ended without [DONE] or a finish.
var errStreamCut = errors.New("upstream stream ended before the reply was complete")

// streamTurn is one upstream reply, read to its end.
type streamTurn struct {
	text         string
	aside        string // the refusal text of this turn
	shown        []loop.Shown
	calls        []toolCall
	finishReason string
	finishChunk  []byte // the upstream's finish chunk, the template of ours
	// finishValid: finishChunk was read as valid JSON already (by
	// sse.ParseChunk, or sse.ScanChunkSharedTo, which FuzzScanChunk holds
	// to gjson.ValidBytes), so finishChunk need not validate it again.
	finishValid bool
	textStarted bool   // text of this turn reached the client
	lead        string // the separator sent before this turn's text
	usage       []byte // this reply's usage (raw JSON), nil when none
	// contentBytes of the turn's content counted so far hold contentRunes
	// code points (streamAnnotations counts each byte once)
	contentBytes, contentRunes int
}

// streamAnswer is the Chat Completions adapter for a streaming client
// (loop.Model and loop.Client): text reaches the client as it arrives,
// tool rounds run in between (with keep-alive comments), and the final
// turn ends with the footer, the finish chunk carrying zc_receipts, the
// summed usage (when asked for) and one [DONE].
type streamAnswer struct {
	*Exchange
	out  *streamOut
	last streamTurn    // the latest upstream reply
	asm  sse.Assembler // the reply being read (here, not on the stack: see streamTurn)
}

// ServeStream runs the loop for a streaming client.
func (c *Exchange) ServeStream(w http.ResponseWriter) {
	a := &c.answers.stream // inside the Exchange: no allocation of its own
	// Zeroed, then filled: a composite literal of the whole adapter (its
	// assembler and turn included) would be built in ServeStream's frame,
	// which stays on the stack while the stream idles.
	*a = streamAnswer{}
	a.Exchange = c
	a.out = &streamOut{StreamOut: wire.StreamOut{W: w, Cancel: c.Cancel, Secret: c.Upstream.Config.APIKey}, headerDelay: c.HeaderDelay}
	defer a.out.Close()
	c.Drive(a, a)
}

// Turn makes one upstream call, forwarding what the client should see.
func (a *streamAnswer) Turn(context.Context) (loop.Turn, error) {
	t := &a.last
	if err := a.streamTurn(a.out, &a.asm, t); err != nil {
		*t = streamTurn{}
		return loop.Turn{}, err
	}
	return loop.Turn{Text: t.text, Aside: t.aside, Shown: t.shown, Lead: t.lead, Calls: t.calls, Usage: t.usage, Finish: t.finishReason}, nil
}

// KeepAlive sends a comment line while tools run, so idle timeouts
// between the client and the proxy do not fire.
func (a *streamAnswer) KeepAlive(note string) (bool, error) { return true, a.out.comment(note) }

// Final ends the stream with the answer's tail.
func (a *streamAnswer) Final(_ loop.Turn, clientCalls []toolCall) {
	a.endStream(a.out, a.last, clientCalls)
}

// Fail ends the stream after err.
func (a *streamAnswer) Fail(err error) { a.failStream(a.out, err) }

// streamTurn makes one upstream call and reads its stream into t,
// forwarding what the client should see as it arrives.
//
// While the upstream is silent this frame and readStream's sit on the
// handler goroutine's stack (under sse.Reader.Next and net/http's read),
// as do openStream's while net/http writes the response headers: a
// thousand idle streams each keep that stack. So the turn's state (the
// assembler, the turn) lives in the adapter, on the heap, and the work
// before and after the read loop is in functions of their own, whose
// locals are off the stack while the stream idles: the whole idle stack
// stays within the 8 KB a goroutine starts with instead of doubling to
// 16 KB (BenchmarkIdleStreams, stack-B/stream).
func (c *Exchange) streamTurn(out *streamOut, asm *sse.Assembler, t *streamTurn) error {
	*t, *asm = streamTurn{}, sse.Assembler{}
	ctx, cancel := c.upstreamContext()
	defer cancel()
	idle := wire.NewIdleTimer(c.StreamIdle, cancel)
	defer idle.Stop()

	body, err := c.openStream(ctx, idle, out)
	if err != nil {
		return err
	}
	defer body.Close()

	// Chunks that arrived together are written back to back and flushed
	// together, before the next read from the upstream.
	out.Hold()
	defer out.Release()
	rd := sse.NewReader(wire.FlushBefore{R: body, Out: &out.StreamOut})
	defer rd.Release()  // after the last use of any event's Data
	defer c.clearScan() // (before Release: defers run last first)
	rd.MaxEventSize = int(c.MaxResponseBytes)
	done, err := c.readStream(ctx, idle, rd, out, asm, t)
	if err != nil {
		return err
	}
	if done {
		idle.Drain(rd)
	}
	// the tails kept back run on into the next turn (key_tail.go)
	return c.endTurn(asm, t, done)
}

// openStream sends the upstream request and, when the reply is a stream,
// opens the client's (its headers written): the body to read.
func (c *Exchange) openStream(ctx context.Context, idle *wire.IdleTimer, out *streamOut) (io.ReadCloser, error) {
	req, err := c.Upstream.NewChatRequest(ctx, c.Body, c.Header, true)
	if err != nil {
		return nil, apierr.Internal(err)
	}
	resp, err := c.Upstream.Client.Do(req)
	if err != nil {
		return nil, c.transportError(ctx, idle, err)
	}
	if resp.StatusCode/100 != 2 {
		defer resp.Body.Close()
		return nil, c.upstreamStatusError(out.W, resp)
	}
	if isEventStream(resp.Header) && out.open() != nil {
		resp.Body.Close()
		return nil, errClientGone
	}
	return c.Host.Scrub(resp.Body), nil
}

// readStream reads the upstream's events up to its end or [DONE] (done),
// folding each chunk into asm and t and forwarding its client part.
func (c *Exchange) readStream(ctx context.Context, idle *wire.IdleTimer, rd *sse.Reader, out *streamOut, asm *sse.Assembler, t *streamTurn) (done bool, err error) {
	for {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return false, nil
		}
		if err != nil {
			return false, c.transportError(ctx, idle, err)
		}
		idle.Reset()
		switch {
		case ev.IsComment:
			if out.comment(ev.Comment) != nil {
				return false, errClientGone
			}
		case ev.IsDone():
			return true, nil
		case len(bytes.TrimSpace(ev.Data)) > 0:
			if err := c.streamChunk(out, asm, t, ev.Data); err != nil {
				return false, err
			}
		}
	}
}

// endTurn completes t from the assembled message once the stream ended.
func (c *Exchange) endTurn(asm *sse.Assembler, t *streamTurn, done bool) error {
	msg := asm.Message()
	if !done && msg.FinishReason == "" {
		return wire.Failed(c.Upstream, upstream.Broken, 0, errStreamCut)
	}
	t.usage = turnUsage(msg.Usage, t.finishChunk)
	t.text = msg.Content
	t.aside = msg.Refusal
	t.shown = shownList(msg.Shown)
	t.finishReason = msg.FinishReason
	for _, tc := range msg.ToolCalls {
		t.calls = append(t.calls, toolCall{ID: tc.ID, Type: tc.Type, Name: tc.Name, Arguments: tc.Arguments})
	}
	return nil
}

// streamChunk folds one upstream chunk into the turn and forwards its
// client part.
func (c *Exchange) streamChunk(out *streamOut, asm *sse.Assembler, t *streamTurn, data []byte) error {
	// The plain shape (text, role, finish, usage) is read in one pass that
	// serves the assembler, the identity capture and the client rewrite;
	// anything else (tool calls, errors, odd shapes) is parsed by gjson.
	// The scan shares data's memory (valid until the next event is read):
	// the assembler and the identity copy what they keep, and the client
	// chunk is sent before the next read.
	//
	// The scan (over a kilobyte) is kept in the Exchange, not in this
	// frame, which is on the stack whenever a chunk is forwarded (and with
	// it, for the first one, net/http's header write): see streamTurn.
	if c.scanPrefix == nil && c.scanned {
		c.scanPrefix = new(sse.ScanPrefix)
	}
	c.scanned = true
	// c.scan points into the reader's buffer until the next chunk's scan
	// sets it whole (ScanChunkSharedTo and ScanChunkSharedAfter write
	// every field, ok or not); streamTurn clears it once the turn's read
	// ends, before the buffer goes back to its pool.
	if sc := &c.scan; c.scanChunk(sc, data) {
		return c.scannedChunk(out, asm, t, sc, data)
	}
	return c.parsedChunk(out, asm, t, data)
}

// clearScan drops the last chunk's scan, which points into the reader's
// buffer.
func (c *Exchange) clearScan() { c.scan = sse.Scan{} }

// scanChunk scans data into sc (sse.ScanChunkSharedTo), after the
// stream's shared head once there is one.
func (c *Exchange) scanChunk(sc *sse.Scan, data []byte) bool {
	if c.scanPrefix == nil {
		return sse.ScanChunkSharedTo(sc, data)
	}
	return sse.ScanChunkSharedAfter(sc, c.scanPrefix, data)
}

// scannedChunk is streamChunk for a chunk of the plain shape, scanned
// into sc.
func (c *Exchange) scannedChunk(out *streamOut, asm *sse.Assembler, t *streamTurn, sc *sse.Scan, data []byte) error {
	// (the scan takes only a sole choice 0: any other shape is parsedChunk's)
	d := asm.AddScan(sc)
	c.noteText(d)
	if err := c.CheckAnswer(asm.Held()); err != nil {
		return err // before the chunk past the bound is forwarded
	}
	if !c.first.set {
		c.first.captureScan(sc)
	}
	if d.FinishReason != "" {
		t.finishChunk, t.finishValid = bytes.Clone(data), true
	}
	raw := rawjson.TrimSpace(data)
	chunk, hasDelta, err := c.clientChunkParts(c.chunkBuf, raw, partsOfScan(sc), !out.roleSent)
	c.keepChunkBuf(chunk, raw)
	c.setAsides(sc.Delta, sc.Refusal.Str != "" || sc.ReasoningContent.Str != "" || sc.Reasoning.Str != "" || sc.Thinking.Str != "")
	return c.forwardChunk(out, t, d, chunk, hasDelta, err)
}

// parsedChunk is streamChunk for a chunk of any other shape, parsed by
// gjson.
func (c *Exchange) parsedChunk(out *streamOut, asm *sse.Assembler, t *streamTurn, data []byte) error {
	root, err := sse.ParseChunk(data)
	if err == nil && hasMember(root, zcReceiptsKey) {
		data = withoutMember(rawjson.TrimSpace(data), root, zcReceiptsKey)
		root, err = sse.ParseChunk(data)
	}
	if err == nil && !soleChoiceIn(root) {
		return c.extraChoice()
	}
	if err == nil {
		// A repeated member (but zc_receipts, every copy dropped above) is
		// read, and edited, first by the rewrite (sjson) and last by most
		// clients: the proxy deleted the first "tool_calls" and the
		// client got the second, a server call among them, and the key's
		// hold-back cut the first copy of a text the client read from
		// the second. As for a JSON reply, it is a protocol error. (The
		// one-pass scan leaves a chunk that repeats a member it reads to
		// this path.)
		if _, repeated := jsondup.Find(data); repeated {
			return c.protocolFailure("chunk repeats a member")
		}
	}
	var d sse.Delta
	if err == nil {
		d, err = asm.AddParsed(root)
	}
	if se := (*sse.StreamError)(nil); errors.As(err, &se) {
		return c.upstreamEventError(se)
	}
	if err != nil {
		return c.ProtocolError(err)
	}
	if err := c.CheckAnswer(asm.Held()); err != nil {
		return err // before the chunk past the bound is forwarded
	}
	if !c.first.set {
		c.first.capture(root)
	}
	if d.FinishReason != "" {
		t.finishChunk, t.finishValid = bytes.Clone(data), true
	}
	raw := rawjson.TrimSpace(data)
	parts := partsOfRoot(root)
	chunk, hasDelta, err := c.clientChunkParts(c.chunkBuf, raw, parts, !out.roleSent)
	c.keepChunkBuf(chunk, raw)
	c.noteText(d)
	if anns := parts.delta.Get("annotations"); err == nil && chunk != nil && anns.Exists() && anns.Type != gjson.Null {
		chunk, err = c.streamAnnotations(chunk, anns, asm, t, d)
	}
	c.setAsides(parts.delta, parts.carries)
	return c.forwardChunk(out, t, d, chunk, hasDelta, err)
}

// noteText sets textUnsure when d's content is not valid UTF-8.
func (c *Exchange) noteText(d sse.Delta) {
	if d.Content != "" && !c.textUnsure && !utf8.ValidString(d.Content) {
		c.textUnsure = true
	}
}

// streamAnnotations is chunk with its delta's annotations (anns) placed in
// the merged answer (moveAnnotations): this round's text starts after
// the earlier rounds' and its lead, and holds what its deltas carried so
// far (annotations follow the text they cite).
func (c *Exchange) streamAnnotations(chunk []byte, anns gjson.Result, asm *sse.Assembler, t *streamTurn, d sse.Delta) ([]byte, error) {
	if _, repeated := jsondup.Find(chunk); repeated {
		// one copy of annotations (or of an offset) moved, a client reading another
		return nil, errors.New("chunk with annotations repeats a member")
	}
	lead := t.lead
	if !t.textStarted && d.Content != "" {
		lead = c.Separator() // forwardChunk sends it before this chunk
	}
	// code points counted as the texts grow, each byte once: many small
	// annotation chunks must not count a long answer again each
	text := c.Text.String()
	c.textRunes += utf8.RuneCountInString(text[min(c.textBytes, len(text)):])
	c.textBytes = len(text)
	n, more := asm.ContentSince(t.contentBytes)
	t.contentBytes, t.contentRunes = n, t.contentRunes+more
	base := c.textRunes + utf8.RuneCountInString(lead)
	const path = "choices.0.delta.annotations"
	moved, ok := moveAnnotations(anns, base, t.contentRunes)
	switch {
	case !ok || c.textUnsure:
		return sjson.DeleteBytes(chunk, path)
	case string(moved) != anns.Raw:
		return sjson.SetRawBytes(chunk, path, moved)
	}
	return chunk, nil
}

// keepChunkBuf keeps the storage of a rewritten client chunk for the next
// one: forwardChunk sends it (the SSE writer copies it) before the next
// chunk is read, so one buffer serves the whole stream. A chunk that is raw
// itself (nothing to change) is the reader's buffer and is not kept.
func (c *Exchange) keepChunkBuf(chunk, raw []byte) {
	if cap(chunk) == 0 || (len(raw) > 0 && len(chunk) > 0 && &chunk[0] == &raw[0]) {
		return
	}
	c.chunkBuf = chunk[:0]
}

// forwardChunk sends the client part of a chunk (nil: nothing to send),
// after the paragraph break between turns when this turn's text starts.
func (c *Exchange) forwardChunk(out *streamOut, t *streamTurn, d sse.Delta, chunk []byte, hasDelta bool, err error) error {
	if err != nil {
		return c.ProtocolError(err)
	}
	if chunk == nil {
		return nil
	}
	if d.Content != "" && !t.textStarted {
		t.textStarted = true
		if sep := c.Separator(); sep != "" {
			// through the text's tail, which may still hold the end
			// of the turn before
			if send, _ := c.heldKeyText(sep); send != "" {
				if out.data(c.chunk(contentDelta(send, !out.roleSent), "")) != nil {
					return errClientGone
				}
				out.roleSent = true
			}
			t.lead = sep
		}
	}
	if chunk, err = c.holdKeyTail(chunk, d); err != nil {
		return c.ProtocolError(err)
	}
	if out.data(chunk) != nil {
		return errClientGone
	}
	out.roleSent = out.roleSent || hasDelta
	return nil
}

// failStream ends the run after err. Before any byte went out the client
// gets a plain OpenAI error response; after, an error event and no [DONE]
// (never a fake end). A client that went away gets nothing.
func (c *Exchange) failStream(out *streamOut, err error) {
	e := c.failure(err)
	if e == nil {
		return
	}
	if !out.Started() {
		loop.SetReceiptsOn(out.W.Header())
		c.Host.WriteError(out.W, e)
		return
	}
	c.Log.WarnContext(c.Ctx, "stream failed after the response started",
		"type", e.Type, "err", errString(e.Err))
	_ = c.flushKeyTail(out) // the tails kept back go out before the error event
	_ = out.errorEvent(e)
}

// failure records how a failed run ended and returns the error to answer
// with: a shutdown's 503 wins over the cause, and a client that went away
// gets nothing (nil).
func (c *Exchange) failure(err error) *apierr.Error {
	e, result := c.Run.Failure(c.Host.Stopping(), err)
	c.Result = result
	return e
}

// isEventStream reports whether a response is a Server-Sent Events stream.
func isEventStream(h http.Header) bool {
	ct := h.Get("Content-Type")
	return len(ct) >= len("text/event-stream") && strings.EqualFold(ct[:len("text/event-stream")], "text/event-stream")
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
