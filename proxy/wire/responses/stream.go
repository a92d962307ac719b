package responses

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
)

// Rewriter turns the event streams of a loop's upstream rounds into the
// one stream the client sees: one response.created … one terminal event,
// sequence_number counted again from 0, output_index counted over the
// items the client sees, server function_call items and their argument
// events dropped, and every round's text in one message item whose done
// events wait for Finish, so the footer goes out as text deltas before
// them and the done events and the final response agree with what was
// streamed. Other events (reasoning, built-in tools, ones this package
// has never heard of) pass with their indexes renumbered.
//
// Feed it each event's data; it returns the frames to send (nil for none).
type Rewriter struct {
	// IsServer reports whether a function name is a server tool.
	IsServer func(name string) bool
	// Echo, when set, replaces top-level members of every response object
	// the client gets (raw JSON by key): the request's tools and
	// instructions as the client sent them, so the server tools and the
	// receipts prompt the upstream echoes never reach it.
	Echo map[string][]byte
	// Incomplete, when not "", is the incomplete_details.reason of an
	// answer the loop cut short (IncompleteReason), set before Finish:
	// the final response gets status "incomplete" and that reason, and
	// the stream ends with response.incomplete.
	Incomplete string
	// Lead, when set, is asked at a round's first text delta for what
	// goes before it (the loop's paragraph break between turns); a
	// non-empty answer goes out as a delta of its own.
	Lead func() string
	// Reveals, when set, reports whether an upstream's error text quotes
	// its key or address (wire.RevealsSecret): such a value under an
	// error event's error or message, or a failed or incomplete
	// response's error or incomplete_details, is not relayed
	// (withoutRevealing).
	Reveals func(string) bool
	// Key is the upstream's API key: a delta's tail that may start it is
	// kept back until the next delta of its stream (key_tail.go)
	Key string

	seq     int
	started bool   // response.created went out
	created []byte // its response object, for a failure after it
	// createdOut: created rewritten for the client (emitResponse), nil
	// when it held output of its own
	createdOut []byte
	round      int
	next       int // the next client output index
	out        outputs
	usage      Usage
	msgOpen    bool // the message's output_item.added went out
	textOpen   bool // its output_text part's content_part.added went out
	nextPart   int  // the content index of the message's next non-text part
	ended      bool // a terminal event went out (failed or error)
	// textUnsure: a text delta went out that is not valid UTF-8. A
	// client's decoder turns a broken sequence into one U+FFFD where the
	// count here took a code point a byte, so from then on an
	// annotation's place in the text is not one both agree on: none goes
	// out (it could reach the footer).
	textUnsure bool
	// echoes: Echo replaces a response's tools and instructions (read at
	// the first Feed)
	echoKnown, echoes bool
	typ               string // the type of the event being fed (an eventName: Feed checks)

	ev         event    // the event being fed (its field slice reused)
	frames     []byte   // what Feed returns, reused by the next call
	respFields []field  // emitResponse's copy of its fields, reused
	rm         respRead // the members of the event's response object, read once
	echo       []member // Echo's members in key order, made once
	identity   []member // the created response's id, created_at, previous_response_id
	scratch    *scratch // where the buffers above came from (Release)

	// this round
	hidden map[int]bool // upstream output indexes of server calls
	index  map[int]int  // upstream output index → client output index
	inMsg  map[int]bool // upstream output indexes merged into the message
	parts  map[[2]int]int
	// msgDone: upstream output indexes of inMsg whose output_item.done
	// came (a terminal event before one is refused: text_copies.go)
	msgDone map[int]bool
	ids     itemIDs // item ids bound to output indexes (item_ids.go)
	// shownIDs: item ids the client was shown, this round and the earlier
	// ones (item_reuse.go); not reset by NextRound
	shownIDs shownIDs
	endedSt  endedStreams // streams whose tails an ending event let out (key_tail.go)
	reply    *Reply       // the round's terminal response; nil while it runs
	failed   bool
	text     strings.Builder // the round's text
	// partText is what the output_text deltas of each upstream (output,
	// content) index carried: the text every other copy of the part's
	// text must be (text_copies.go), where it starts in the merged text
	// and its length (annotations.go); lastKey and last are the part the
	// latest delta went to (the next one's, nearly always)
	partText map[[2]int]*partStream
	lastKey  [2]int
	last     *partStream
	// refusal is the round's refusal deltas; refusalDone the other copies
	// of its refusal text the client is sent: done events, content parts
	// and message items, added and done (a hostile upstream may make them
	// all differ, and a client may show any of them)
	refusal     strings.Builder
	refusalDone []string
	copyBytes   int       // the bytes of refusalDone and beside's copies, for Held
	beside      shownText // reasoning and audio transcript text (shown.go)
	lead        string    // what Lead put before it

	// the merged text part's annotations (annotations.go): code points
	// streamed in it so far, where each upstream output_text part's text
	// starts in it and how many code points its own deltas carried (an
	// annotation may arrive after later parts' deltas: it is bounded by
	// its part, not by everything streamed since), and the next
	// annotation_index
	streamed int
	annIndex int

	// the upstream key's tails kept back (key_tail.go): the merged
	// text's, and the other streams' with what releases them; released:
	// the bytes of frames the event being fed released before its own,
	// unsent: those of an event refused after, for Fail to write first
	textTail secretmask.Tail
	lpTail   secretmask.Tail // the merged text's logprobs tokens'
	tails    secretmask.Tails[tailKey]
	heldAt   map[tailKey]heldStream
	released int
	unsent   []byte
}

// Round is what a finished round left for the loop.
type Round struct {
	Reply  Reply
	Done   bool   // the round ended (completed, incomplete or failed)
	Failed bool   // it ended in response.failed or error: the client was told
	Text   string // the round's text as streamed, without Lead
	Aside  string // the round's refusal text, every copy the client was sent
	// Reasoning and Transcript: the round's reasoning and audio transcript
	// text, every distinct copy the client was sent (shown.go)
	Reasoning, Transcript string
	Lead                  string // what went before it
}

// Round reports the current round.
func (rw *Rewriter) Round() Round {
	r := Round{Failed: rw.failed, Done: rw.ended, Text: rw.text.String(), Lead: rw.lead}
	if rw.reply != nil {
		r.Reply, r.Done = *rw.reply, true
	}
	r.Aside = joinAsides(append(append([]string{rw.refusal.String()}, rw.refusalDone...), r.Reply.Refusal))
	rw.shownRound(&r)
	return r
}

// Done reports whether the round ended (Round without its copies).
func (rw *Rewriter) Done() bool { return rw.reply != nil || rw.ended }

// NextRound starts reading another round's stream.
func (rw *Rewriter) NextRound() {
	rw.round++
	rw.endRoundIDs()
	rw.hidden, rw.index, rw.inMsg, rw.parts, rw.reply = nil, nil, nil, nil, nil
	rw.msgDone, rw.ids, rw.endedSt = nil, itemIDs{}, endedStreams{}
	rw.partText, rw.last = nil, nil
	rw.text.Reset()
	rw.refusal.Reset()
	rw.refusalDone, rw.copyBytes = nil, 0
	rw.beside.reset()
	rw.lead = ""
}

// keepRefusal keeps a copy of a refusal text the client is sent: the
// event's bytes are the reader's, reused by the next event.
func (rw *Rewriter) keepRefusal(s string) {
	if s != "" {
		rw.refusalDone = append(rw.refusalDone, strings.Clone(s))
		rw.copyBytes += len(s)
	}
}

// Held is how many bytes of text the round being read holds for the
// loop's check (its text, refusal, reasoning and transcript, every copy),
// plus the output items kept for the client's final response over every
// round: what limits.max_answer_bytes bounds, in constant time.
func (rw *Rewriter) Held() int {
	return rw.text.Len() + rw.refusal.Len() + rw.copyBytes + rw.beside.size() + rw.out.held
}

// Usage is the usage summed over the finished rounds.
func (rw *Rewriter) Usage() Usage { return rw.usage }

// Text is the message text streamed so far (before any footer).
func (rw *Rewriter) Text() string {
	if rw.out.msg == nil {
		return ""
	}
	return rw.out.msg.text.String()
}

// Started reports whether any event went to the client: after that a
// failure must be told in the stream, not as an HTTP error.
func (rw *Rewriter) Started() bool { return rw.started }

// Feed takes one upstream event's data. The frames it returns live in a
// buffer the next Feed reuses (one allocation per stream, not one per
// event): the caller writes them before feeding on.
func (rw *Rewriter) Feed(data []byte) ([]byte, error) {
	rw.frames, rw.released = rw.frames[:0], 0
	out, err := rw.feed(data)
	if err != nil {
		// tails released ahead of a refused event: Fail writes them
		rw.unsent = append(rw.unsent, rw.frames[:rw.released]...)
		return nil, err
	}
	if out == nil && len(rw.frames) > 0 {
		return rw.frames, nil // tails released before an event that does not go out
	}
	return out, nil
}

func (rw *Rewriter) feed(data []byte) ([]byte, error) {
	if rw.ended {
		return nil, nil
	}
	if rw.scratch == nil {
		rw.takeScratch() // at the first event: a stream still waiting for one holds none
	}
	ev := &rw.ev
	if !rw.echoKnown {
		rw.echoKnown, rw.echoes = true, echoes(rw.Echo) // Echo is set before the first Feed
	}
	if err := ev.read(data, rw.echoes); err != nil {
		return nil, err
	}
	rw.rm.reset()
	rw.rm.seed(ev)
	switch typ := ev.typ.Str; typ {
	case "response.created", "response.in_progress", "response.queued":
		// The response object is rewritten member by member: anything
		// else in its place would reach the client as broken JSON.
		if ev.resp.Exists() && !ev.resp.IsObject() {
			return nil, fmt.Errorf("upstream %s carries a response that is not an object", typ)
		}
		// A later round's, or a second response.created (which would give
		// the client a second response, its id replacing the first one's
		// in everything after): checked (read) and left, nothing of it
		// read further.
		if rw.round > 0 || typ == "response.created" && rw.started {
			return nil, nil
		}
	}
	// zc_receipts is the proxy's alone: an upstream's copy, on the event
	// or its response object, never reaches the client.
	if err := rw.dropEventZC(ev); err != nil {
		return nil, err
	}
	typ := ev.typ.Str
	if rw.Reveals != nil && (typ == "error" || typ == "response.failed" || typ == "response.incomplete") {
		if d, changed := withoutRevealing(ev.data, typ, rw.Reveals); changed {
			if err := ev.reindex(d); err != nil {
				return nil, err
			}
		}
	}
	if !eventName(typ) {
		// The type becomes the SSE event line: a decoded newline in it
		// would let the upstream write whole events of its own (a forged
		// response.completed with its own zc_receipts).
		return nil, fmt.Errorf("upstream event type %.64q is not an event name", typ)
	}
	rw.typ = typ
	up, hasIndex := int(ev.output.Int()), ev.output.Exists()
	if !hasIndex {
		up = -1 // the audio transcript's streams: no item's events end them
	}
	if hasIndex {
		if err := rw.bindItem(ev, typ, up); err != nil {
			return nil, err
		}
	}
	if err := rw.beside.keepShown(ev, typ); err != nil {
		return nil, err
	}
	if err := rw.markEnded(ev, typ, up, hasIndex); err != nil {
		return nil, err
	}
	rw.releaseFor(ev, typ, up, hasIndex)
	rw.released = len(rw.frames)
	switch typ {
	case "response.refusal.delta":
		rw.refusal.WriteString(ev.delta.Str)
	case "response.refusal.done":
		rw.keepRefusal(gjson.GetBytes(ev.data, "refusal").Str)
	case "response.content_part.added", "response.content_part.done":
		if p := ev.partR(); p.typ.Str == "refusal" {
			rw.keepRefusal(p.refusal.Str)
		}
	case "response.output_item.added", "response.output_item.done":
		for _, p := range ev.itemR().parts {
			if p.typ.Str == "refusal" {
				rw.keepRefusal(p.refusal.Str)
			}
		}
	}
	if typ == "response.failed" && ev.resp.Exists() && !ev.resp.IsObject() {
		// rewritten member by member too (see above)
		return nil, fmt.Errorf("upstream %s carries a response that is not an object", typ)
	}
	switch typ {
	case "response.created", "response.in_progress", "response.queued":
		if typ == "response.created" {
			rw.started = true
			rw.created = []byte(ev.resp.Raw)
			rw.identity = rw.identityRead(ev.resp.Raw)
		}
		return rw.emitResponse(ev)
	case "response.output_item.added":
		return rw.itemAdded(ev, ev.itemR(), up)
	case "response.output_item.done":
		return rw.itemDone(ev, ev.itemR(), up)
	case "response.completed", "response.incomplete":
		// the response's members, read once (the zc_receipts check may
		// have read them already)
		spans, ok := rw.rm.members(ev.resp.Raw)
		if !ok || !ev.resp.IsObject() || !rw.rm.get("output").IsArray() {
			return nil, fmt.Errorf("upstream %s carries no response object with an output array", typ)
		}
		for up := range rw.inMsg {
			if !rw.msgDone[up] {
				return nil, errItemOpen(typ, up)
			}
		}
		r := readReplyRead([]byte(ev.resp.Raw), ev.resp.Raw, spans)
		if r.OtherPart {
			return nil, fmt.Errorf("upstream %s holds a message part that is neither output_text nor refusal", typ)
		}
		rw.reply = &r
		rw.usage = rw.usage.Add(r.Usage)
		return nil, nil
	case "response.failed", "error":
		// OpenAI sends an error event, then response.failed, which ends
		// the stream.
		rw.failed = true
		if typ == "response.failed" {
			rw.ended = true
			r := readReply([]byte(ev.resp.Raw), true)
			rw.reply = &r
			return rw.emitResponse(ev)
		}
		return rw.emit(ev, keep)
	}
	if (!hasIndex || !rw.inMsg[up]) && strayText(typ, ev) {
		return nil, fmt.Errorf("upstream %s at output_index %d is for no message item it added", typ, up)
	}
	if !hasIndex {
		if k, done, ok := deltaKind(typ); ok && !done {
			return rw.emitHeld(ev, k, up, keep) // the audio transcript's
		}
		return rw.emit(ev, keep)
	}
	if rw.hidden[up] {
		return nil, nil
	}
	if (strings.HasPrefix(typ, "response.function_call_arguments.") || strings.HasPrefix(typ, "response.custom_tool_call_input.")) && !rw.shown(up) {
		// arguments of a call never added: a server call's, for all the
		// client can tell (its item may only be named when done)
		return nil, nil
	}
	if rw.inMsg[up] {
		return rw.messageEvent(ev, typ, up)
	}
	k, done, text := deltaKind(typ)
	if err := rw.showEventIDs(ev, typ, up, text); err != nil {
		return nil, err
	}
	if text && !done {
		return rw.emitHeld(ev, k, up, renumber{output: rw.clientIndex(up), content: -1})
	}
	return rw.emit(ev, renumber{output: rw.clientIndex(up), content: -1})
}

// shown reports whether the client was told of the item at upstream
// output index up.
func (rw *Rewriter) shown(up int) bool {
	_, ok := rw.index[up]
	return ok || rw.inMsg[up]
}

func (rw *Rewriter) clientIndex(up int) int {
	if i, ok := rw.index[up]; ok {
		return i
	}
	return up // an event for an item never announced: leave it be
}

func (rw *Rewriter) itemAdded(ev *event, it *itemRead, up int) ([]byte, error) {
	switch {
	case it.serverCall(rw.IsServer):
		setMap(&rw.hidden, up, true)
		return nil, nil
	case it.typ.Str == "message":
		if err := rw.checkItemCopy("response.output_item.added", it, up); err != nil {
			return nil, err
		}
		setMap(&rw.inMsg, up, true)
		if rw.out.msg != nil {
			return nil, nil // merged into the message already open
		}
		if err := rw.showID("response.output_item.added", up, it.id, false); err != nil {
			return nil, err // the message's id is the client's, the item's id of every round's text
		}
		m := rw.out.message(strings.Clone(it.id.Str), rw.next) // kept: the event's data is not
		rw.next++
		rw.msgOpen = true
		return rw.emit(ev, renumber{output: m.index, content: -1})
	}
	if err := rw.showEventIDs(ev, "response.output_item.added", up, false); err != nil {
		return nil, err
	}
	setMap(&rw.index, up, rw.next)
	rw.next++
	return rw.emit(ev, renumber{output: rw.index[up], content: -1})
}

func (rw *Rewriter) itemDone(ev *event, it *itemRead, up int) ([]byte, error) {
	// Which side a call is on is decided by its name when it is added;
	// an upstream that names a client tool when adding the item and a
	// server tool when it is done (or the reverse) would get the loop
	// (which reads the final response) and the client (which read the
	// added item) to disagree, so the server call reaches the client.
	if !it.raw.IsObject() {
		// its copy in the client's output would be an empty slot, the
		// message's place (output.go): nil with no message
		return nil, fmt.Errorf("upstream output_item.done at output_index %d carries no item object", up)
	}
	server := it.serverCall(rw.IsServer)
	isCall := isCallType(it.typ.Str)
	if !isCall && !it.textPartsOnly() {
		return nil, fmt.Errorf("upstream message item at output_index %d holds a part that is neither output_text nor refusal", up)
	}
	if err := rw.checkItemCopy("response.output_item.done", it, up); err != nil {
		return nil, err
	}
	switch {
	case rw.hidden[up] && isCall && !server, !rw.hidden[up] && server && rw.shown(up):
		return nil, fmt.Errorf("upstream %s item at output_index %d changed its name to %q", it.typ.Str, up, it.name.Str)
	case server && !rw.hidden[up]:
		// A server call done without being added first: hidden all the
		// same, never in the client's stream or output.
		setMap(&rw.hidden, up, true)
		return nil, nil
	case rw.hidden[up]:
		return nil, nil
	case rw.inMsg[up]:
		if rw.msgDone[up] {
			// its text would go into the final output twice, streamed once
			return nil, fmt.Errorf("upstream message item at output_index %d is done twice", up)
		}
		setMap(&rw.msgDone, up, true)
		rw.out.addItem(rw.out.msg.index, kept(it.raw))
		return nil, nil // its done events wait for Finish
	}
	if err := rw.showEventIDs(ev, "response.output_item.done", up, false); err != nil {
		return nil, err
	}
	i := rw.clientIndex(up)
	rw.out.addItem(i, kept(it.raw))
	return rw.emit(ev, renumber{output: i, content: -1})
}

// messageEvent renumbers an event of a message item onto the one message:
// output_text parts all become part 0; other parts (refusal) get their
// own. Part 0's done events wait for Finish.
func (rw *Rewriter) messageEvent(ev *event, typ string, up int) ([]byte, error) {
	m := rw.out.msg
	ci := int(ev.index.Int())
	key := [2]int{up, ci}
	// A part's kind is fixed by its first event: every later one must
	// agree (text deltas or a done output_text copy in a refusal part
	// would reach the client unchecked), and no part may carry the other
	// kind's text member.
	kind := eventPartKind(typ, ev)
	part, ok := rw.parts[key]
	if !ok {
		if !textPart(kind) && kind != "" {
			return nil, fmt.Errorf("upstream %s adds a part of type %.32q, neither output_text nor refusal", typ, kind)
		}
		if kind == "refusal" {
			rw.nextPart++
			part = rw.nextPart
		}
		setMap(&rw.parts, key, part)
	}
	was := "output_text"
	if part != 0 {
		was = "refusal"
	}
	if kind != "" && kind != was {
		return nil, errPartKind(typ, up, ci, kind, was)
	}
	if ev.part.Exists() && ev.partR().crossed(was) {
		return nil, errTextCopy(typ, up, ci)
	}
	if part == 0 {
		if err := rw.checkPartCopy(typ, ev, key); err != nil {
			return nil, err
		}
		switch typ {
		case "response.content_part.added":
			if rw.textOpen {
				return nil, nil // part 0 is open already
			}
			rw.textOpen = true
		case "response.output_text.done", "response.content_part.done":
			return nil, nil
		}
	}
	set := renumber{output: m.index, content: part, itemID: m.quotedID()}
	if typ == "response.output_text.annotation.added" && part == 0 {
		return rw.annotationEvent(ev, key, set), nil
	}
	if typ == "response.refusal.delta" && part != 0 {
		return rw.emitHeld(ev, kindRefusal, up, set)
	}
	if typ != "response.output_text.delta" || part != 0 {
		return rw.emit(ev, set)
	}
	delta := ev.delta.Str
	if rw.text.Len() == 0 && delta != "" && rw.Lead != nil {
		if sep := rw.Lead(); sep != "" {
			rw.lead = sep
			rw.streamed += utf8.RuneCountInString(sep)
			m.writeText(sep) // the held done events carry it too
			// through the text's tail: one kept back from the round
			// before goes out ahead of it
			sepOut, _ := rw.textDelta(sep)
			ld, _ := sjson.SetBytes(ev.data, "delta", sepOut)
			if gjson.GetBytes(ld, "logprobs").Exists() {
				// the delta's tokens go out with the delta, not twice
				ld, _ = sjson.SetRawBytes(ld, "logprobs", []byte("[]"))
			}
			var lev event
			if err := lev.reindex(ld); err != nil {
				return nil, err
			}
			if _, err := rw.emit(&lev, set); err != nil { // framed ahead of the delta, in the same buffer
				return nil, err
			}
		}
	}
	rw.text.WriteString(delta)
	if !utf8.ValidString(delta) {
		rw.textUnsure = true
	}
	n := utf8.RuneCountInString(delta)
	rw.addDelta(key, delta, n) // the part's text starts at streamed, after any lead
	rw.streamed += n
	data, lpChanged, err := rw.textLogprobs(ev.data)
	if err != nil {
		return nil, err
	}
	if send, changed := rw.textDelta(delta); changed || lpChanged {
		return rw.emitDelta(data, send, set)
	}
	return rw.emit(ev, set)
}

// emitResponse is emit for a lifecycle event: its response object (an
// object, when there is one: Feed checks) gets Echo's members, the first
// response's identity, and, when the upstream's lists any, the output the
// client was shown.
func (rw *Rewriter) emitResponse(ev *event) ([]byte, error) {
	if !ev.resp.Exists() {
		return rw.emit(ev, keep)
	}
	if rw.echo == nil {
		rw.echo = echoMembers(rw.Echo)
	}
	resp := ev.resp.Raw
	if rw.createdOut != nil && resp == string(rw.created) {
		// response.in_progress repeats response.created's object byte for
		// byte: rewritten with the same members, it is the same
		return rw.emitResponseValue(ev, rw.createdOut), nil
	}
	ms := make([]member, 0, len(rw.echo)+len(rw.identity)+1)
	ms = append(append(ms, rw.echo...), rw.identity...)
	// the response's members, read once (Feed's zc_receipts check may
	// have read them already)
	spans, ok := rw.rm.members(resp)
	var out gjson.Result
	if ok {
		out = rw.rm.get("output")
	} else {
		out = ev.resp.Get("output")
	}
	outputSet := out.IsArray() && nonEmptyArray(out.Raw)
	if outputSet {
		// The upstream's output of this round (response.failed mid-loop,
		// or a hostile response.in_progress) holds its server calls: the
		// client's copy holds what it was shown.
		ms = append(ms, member{"output", rw.out.array()})
	}
	// The response's value is replaced in the event's fields: one copy of
	// it here, one into the frame.
	b := make([]byte, 0, len(resp)+echoSize(ms))
	if ok {
		b = appendSetSpans(b, resp, spans, ms, nil)
	} else {
		b = appendSetTop(b, resp, ms, nil)
	}
	if rw.typ == "response.created" && !outputSet {
		// b depends on nothing else that changes before the next event
		// (Echo and the identity are the stream's): kept for an
		// in_progress that repeats the object, as it is never written to
		rw.createdOut = b
	}
	return rw.emitResponseValue(ev, b), nil
}

// emitResponseValue emits ev with the value of its (first) response member
// replaced by b.
func (rw *Rewriter) emitResponseValue(ev *event, b []byte) []byte {
	fields, done := rw.respFields[:0], false
	for _, f := range ev.fields {
		if f.key == "response" && !done {
			done = true
			f.val = view(b)
		}
		fields = append(fields, f)
	}
	rw.respFields = fields
	return rw.emitFields(fields, len(ev.data)+256, keep)
}

// echoSize is about what the members ms add to an object.
func echoSize(ms []member) int {
	n := 16
	for _, m := range ms {
		n += len(m.Key) + len(m.Raw) + 4
	}
	return n
}

// nonEmptyArray reports whether the JSON array raw has an element.
func nonEmptyArray(raw string) bool {
	for i := 1; i < len(raw); i++ {
		switch raw[i] {
		case ' ', '\t', '\n', '\r':
			continue
		case ']':
			return false
		}
		return true
	}
	return false
}

// kept is it with its text copied: an item the rewriter keeps past the
// Feed call must not alias the event's data, which the caller reuses.
func kept(it gjson.Result) gjson.Result {
	return gjson.Result{Type: it.Type, Raw: strings.Clone(it.Raw)}
}

// ZCKey is the member the proxy's receipts report lives in: the proxy's
// alone, so any copy an upstream sends is dropped.
const ZCKey = "zc_receipts"

// countMember is how many members of the object obj are named key, the
// key compared decoded ("zc\u005freceipts" is "zc_receipts"), as client
// parsers compare it.
func countMember(obj string, key string) int {
	n := 0
	gjson.Parse(obj).ForEach(func(k, _ gjson.Result) bool {
		if k.Str == key {
			n++
		}
		return true
	})
	return n
}

// withoutMember is the object obj without any member named key (decoded),
// every other member copied as it was.
func withoutMember(obj []byte, key string) []byte {
	out := make([]byte, 0, len(obj))
	out = append(out, '{')
	gjson.ParseBytes(obj).ForEach(func(k, v gjson.Result) bool {
		if k.Str == key {
			return true
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(append(append(out, k.Raw...), ':'), v.Raw...)
		return true
	})
	return append(out, '}')
}

// dropEventZC drops any zc_receipts member at the event's top level or
// in its response object, and indexes the event again when it did.
func (rw *Rewriter) dropEventZC(ev *event) error {
	top := ev.hasKey(ZCKey)
	// With the response's members read already (the event's check found
	// them), they are looked through; else a key that decodes to
	// zc_receipts is written so, or with a \u escape (no other escape
	// spells a letter or an underscore), and the object is walked only
	// when its text holds one.
	read := rw.rm.readOf(ev.resp.Raw)
	inResp := ev.resp.IsObject() && (read || strings.Contains(ev.resp.Raw, ZCKey) || strings.Contains(ev.resp.Raw, `\u`)) &&
		rw.rm.count(ev.resp.Raw, ZCKey) > 0
	// output_text is a copy of the message text the loop never reads
	// (text_copies.go): dropped with it
	ot := ev.resp.IsObject() && (read || strings.Contains(ev.resp.Raw, OutputTextKey) || strings.Contains(ev.resp.Raw, `\u`)) &&
		rw.rm.count(ev.resp.Raw, OutputTextKey) > 0
	if !top && !inResp && !ot {
		return nil
	}
	out := ev.data
	if top {
		out = withoutMember(out, ZCKey)
	}
	if inResp || ot {
		resp := []byte(ev.resp.Raw)
		if inResp {
			resp = withoutMember(resp, ZCKey)
		}
		if ot {
			resp = withoutMember(resp, OutputTextKey)
		}
		b, err := sjson.SetRawBytes(out, "response", resp)
		if err != nil {
			return fmt.Errorf("drop the upstream's zc_receipts: %w", err)
		}
		out = b
	}
	rw.rm.reset()
	if err := ev.reindex(out); err != nil {
		return err
	}
	rw.rm.seed(ev)
	return nil
}

// emit renumbers the event (sequence_number, and what r says) and frames it.
func (rw *Rewriter) emit(ev *event, r renumber) ([]byte, error) {
	return rw.emitFields(ev.fields, len(ev.data), r), nil
}

// emitFields frames the object of fields, renumbered, after the frames
// of this Feed call (size: about the object's length) and returns them.
func (rw *Rewriter) emitFields(fields []field, size int, r renumber) []byte {
	out := slices.Grow(rw.frames, size+len(rw.typ)+64)
	// rw.typ passed eventName when Feed took the event (the check
	// appendFrameHead repeats for the events the proxy writes itself)
	if rw.typ == "" {
		out = appendFrameHead(out, rw.typ)
	} else {
		out = append(append(append(out, "event: "...), rw.typ...), "\ndata: "...)
	}
	out = appendRewritten(out, fields, rw.seq, r)
	rw.seq++
	rw.frames = append(out, "\n\n"...)
	return rw.frames
}

// frame is data as a named SSE event, as OpenAI frames them.
func frame(data []byte) []byte { return frameAs(gjson.GetBytes(data, "type").Str, data) }

// eventName reports whether typ may stand on an SSE event line: OpenAI's
// event types are lower-case words, digits, dots and underscores.
func eventName(typ string) bool {
	if typ == "" || len(typ) > 128 {
		return false
	}
	for i := 0; i < len(typ); i++ {
		c := typ[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// frameAs is frame for data whose type is known. A type that is not an
// event name is never written (Feed refuses it first; this is the last
// guard against a line break in the event line).
func frameAs(typ string, data []byte) []byte {
	b := appendFrameHead(make([]byte, 0, len(data)+len(typ)+16), typ)
	return append(append(b, data...), "\n\n"...)
}

// appendFrameHead appends an event's lines up to its data: "event: typ",
// then "data: ".
func appendFrameHead(dst []byte, typ string) []byte {
	if !eventName(typ) {
		typ = "error"
	}
	dst = append(append(append(dst, "event: "...), typ...), '\n')
	return append(dst, "data: "...)
}

func setMap[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil {
		*m = map[K]V{}
	}
	(*m)[k] = v
}

// textPart: a message content part of type typ is one the rewriter reads
// (output_text) or checks as a refusal. Any other part a client may show
// would pass unchecked, so the upstream's stream or reply is refused.
func textPart(typ string) bool { return typ == "output_text" || typ == "refusal" }

// errorRoots are, by event type, the members (a path of names, read as
// a client reads them: escapes decoded, case ignored) under which every
// string or number is the upstream's words: an error event's error and
// message (a string, an object, an array: error.metadata.raw,
// error.message as a list), a failed or incomplete response's error and
// incomplete_details, and a JSON reply's ("response").
var errorRoots = map[string][][]string{
	"error":               {{"error"}, {"message"}, {"code"}, {"param"}},
	"response.failed":     {{"response", "error"}, {"response", "incomplete_details"}},
	"response.incomplete": {{"response", "error"}, {"response", "incomplete_details"}},
	"response":            {{"error"}, {"incomplete_details"}}, // a JSON reply
}

// revealedText replaces a message-like string that reveals, and
// revealedName a member name that does.
const (
	revealedText = `"The upstream reported an error."`
	revealedName = `"redacted"`
)

// withoutRevealing is data (an event of type typ) with each string or
// number under its error members (errorRoots, walked whole, every copy of
// a repeated member) whose text reveals (quotes the upstream's key or
// address) replaced: a message (a member named message, or an error that
// is a string) by a generic one, anything else by null, as a status
// error's members are dropped (wire.RelayErrorFields); a member name under
// them that reveals is renamed "redacted".
func withoutRevealing(data []byte, typ string, reveals func(string) bool) ([]byte, bool) {
	roots := errorRoots[typ]
	if len(roots) == 0 {
		return data, false
	}
	root := gjson.ParseBytes(data)
	if !root.IsObject() {
		return data, false
	}
	root.Index = len(data) - len(root.Raw) // Parse leaves it 0
	type edit struct {
		start, end int
		raw        string
	}
	var edits []edit
	walk := func(v gjson.Result, message bool) {
		eachLeaf(v.Raw, message, func(start, end int, leaf gjson.Result, message bool) {
			if reveals(leaf.String()) {
				raw := "null"
				if message && leaf.Type == gjson.String {
					raw = revealedText
				}
				edits = append(edits, edit{v.Index + start, v.Index + end, raw})
			}
		}, func(start, end int, key string) {
			if reveals(key) {
				// a member's name is words a client shows too
				edits = append(edits, edit{v.Index + start, v.Index + end, revealedName})
			}
		})
	}
	var find func(v gjson.Result, paths [][]string)
	find = func(v gjson.Result, paths [][]string) {
		v.ForEach(func(k, c gjson.Result) bool {
			var deeper [][]string
			for _, p := range paths {
				if !strings.EqualFold(k.Str, p[0]) {
					continue
				}
				if len(p) == 1 {
					walk(c, strings.EqualFold(k.Str, "message") || strings.EqualFold(k.Str, "error"))
				} else {
					deeper = append(deeper, p[1:])
				}
			}
			if len(deeper) > 0 && c.IsObject() {
				find(c, deeper)
			}
			return true
		})
	}
	find(root, roots)
	if len(edits) == 0 {
		return data, false
	}
	out := make([]byte, 0, len(data))
	at := 0
	for _, e := range edits {
		out = append(append(out, data[at:e.start]...), e.raw...)
		at = e.end
	}
	return append(out, data[at:]...), true
}
