package responses

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
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
	// Lead, when set, is asked at a round's first text delta for what
	// goes before it (the loop's paragraph break between turns); a
	// non-empty answer goes out as a delta of its own.
	Lead func() string

	seq      int
	started  bool   // response.created went out
	created  []byte // its response object, for a failure after it
	round    int
	next     int // the next client output index
	out      outputs
	usage    Usage
	msgOpen  bool   // the message's output_item.added went out
	textOpen bool   // its output_text part's content_part.added went out
	nextPart int    // the content index of the message's next non-text part
	ended    bool   // a terminal event went out (failed or error)
	typ      string // the type of the event being fed

	// this round
	hidden map[int]bool // upstream output indexes of server calls
	index  map[int]int  // upstream output index → client output index
	inMsg  map[int]bool // upstream output indexes merged into the message
	parts  map[[2]int]int
	reply  *Reply // the round's terminal response; nil while it runs
	failed bool
	text   strings.Builder // the round's text
	lead   string          // what Lead put before it
}

// Round is what a finished round left for the loop.
type Round struct {
	Reply  Reply
	Done   bool   // the round ended (completed, incomplete or failed)
	Failed bool   // it ended in response.failed or error: the client was told
	Text   string // the round's text as streamed, without Lead
	Lead   string // what went before it
}

// Round reports the current round.
func (rw *Rewriter) Round() Round {
	r := Round{Failed: rw.failed, Done: rw.ended, Text: rw.text.String(), Lead: rw.lead}
	if rw.reply != nil {
		r.Reply, r.Done = *rw.reply, true
	}
	return r
}

// Done reports whether the round ended (Round without its copies).
func (rw *Rewriter) Done() bool { return rw.reply != nil || rw.ended }

// NextRound starts reading another round's stream.
func (rw *Rewriter) NextRound() {
	rw.round++
	rw.hidden, rw.index, rw.inMsg, rw.parts, rw.reply = nil, nil, nil, nil, nil
	rw.text.Reset()
	rw.lead = ""
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

// Feed takes one upstream event's data.
func (rw *Rewriter) Feed(data []byte) ([]byte, error) {
	if rw.ended {
		return nil, nil
	}
	if !gjson.ValidBytes(data) {
		return nil, fmt.Errorf("upstream event is not JSON")
	}
	ev := gjson.ParseBytes(data)
	if !ev.IsObject() {
		return nil, fmt.Errorf("upstream event is not a JSON object")
	}
	// A repeated member reads one way here (gjson keeps the first copy,
	// and sjson edits it) and another in the client (its parser keeps the
	// last): a second "delta" the claims check never reads, a second
	// sequence_number or output_index the renumbering never touched, a
	// second item name that turns a hidden server call into a client's.
	// OpenAI never repeats one; such an event is refused, as a request is.
	if d, dup := jsondup.Find(data); dup {
		return nil, fmt.Errorf("upstream event repeats the member %q at %s", d.Key, d.Path)
	}
	// zc_receipts is the proxy's alone: an upstream's copy, on the event
	// or its response object, never reaches the client.
	if data2 := dropEventZC(data, ev); len(data2) != len(data) {
		data, ev = data2, gjson.ParseBytes(data2)
	}
	typ := ev.Get("type").Str
	if !eventName(typ) {
		// The type becomes the SSE event line: a decoded newline in it
		// would let the upstream write whole events of its own (a forged
		// response.completed with its own zc_receipts).
		return nil, fmt.Errorf("upstream event type %.64q is not an event name", typ)
	}
	rw.typ = typ
	oi := ev.Get("output_index")
	up, hasIndex := int(oi.Int()), oi.Exists()
	switch typ {
	case "response.created", "response.in_progress", "response.queued":
		if rw.round > 0 {
			return nil, nil
		}
		if typ == "response.created" && rw.started {
			// A second response.created would give the client a second
			// response (and its id would replace the first one's in
			// everything after): one response, the first.
			return nil, nil
		}
		if typ == "response.created" {
			rw.started = true
			rw.created = []byte(ev.Get("response").Raw)
		}
		return rw.emitResponse(data)
	case "response.output_item.added":
		return rw.itemAdded(data, ev.Get("item"), up)
	case "response.output_item.done":
		return rw.itemDone(data, ev.Get("item"), up)
	case "response.completed", "response.incomplete":
		if resp := ev.Get("response"); !resp.IsObject() || !resp.Get("output").IsArray() {
			return nil, fmt.Errorf("upstream %s carries no response object with an output array", typ)
		}
		r := ReadReply([]byte(ev.Get("response").Raw))
		rw.reply = &r
		rw.usage = rw.usage.Add(r.Usage)
		return nil, nil
	case "response.failed", "error":
		// OpenAI sends an error event, then response.failed, which ends
		// the stream.
		rw.failed = true
		if typ == "response.failed" {
			rw.ended = true
			r := ReadReply([]byte(ev.Get("response").Raw))
			rw.reply = &r
			return rw.emitResponse(data)
		}
		return rw.emit(data, keep)
	}
	if !hasIndex {
		return rw.emit(data, keep)
	}
	if rw.hidden[up] {
		return nil, nil
	}
	if strings.HasPrefix(typ, "response.function_call_arguments.") && !rw.shown(up) {
		// arguments of a call never added: a server call's, for all the
		// client can tell (its item may only be named when done)
		return nil, nil
	}
	if rw.inMsg[up] {
		return rw.messageEvent(data, ev, typ, up)
	}
	return rw.emit(data, renumber{output: rw.clientIndex(up), content: -1})
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

func (rw *Rewriter) itemAdded(data []byte, it gjson.Result, up int) ([]byte, error) {
	switch {
	case isServerCall(it, rw.IsServer):
		setMap(&rw.hidden, up, true)
		return nil, nil
	case it.Get("type").Str == "message":
		setMap(&rw.inMsg, up, true)
		if rw.out.msg != nil {
			return nil, nil // merged into the message already open
		}
		m := rw.out.message(it.Get("id").Str, rw.next)
		rw.next++
		rw.msgOpen = true
		return rw.emit(data, renumber{output: m.index, content: -1})
	}
	setMap(&rw.index, up, rw.next)
	rw.next++
	return rw.emit(data, renumber{output: rw.index[up], content: -1})
}

func (rw *Rewriter) itemDone(data []byte, it gjson.Result, up int) ([]byte, error) {
	// Which side a call is on is decided by its name when it is added;
	// an upstream that names a client tool when adding the item and a
	// server tool when it is done (or the reverse) would get the loop
	// (which reads the final response) and the client (which read the
	// added item) to disagree, so the server call reaches the client.
	server := isServerCall(it, rw.IsServer)
	isCall := it.Get("type").Str == "function_call"
	switch {
	case rw.hidden[up] && isCall && !server, !rw.hidden[up] && server && rw.shown(up):
		return nil, fmt.Errorf("upstream function_call item at output_index %d changed its name to %q", up, it.Get("name").Str)
	case server && !rw.hidden[up]:
		// A server call done without being added first: hidden all the
		// same, never in the client's stream or output.
		setMap(&rw.hidden, up, true)
		return nil, nil
	case rw.hidden[up]:
		return nil, nil
	case rw.inMsg[up]:
		rw.out.addItem(rw.out.msg.index, it)
		return nil, nil // its done events wait for Finish
	}
	i := rw.clientIndex(up)
	rw.out.addItem(i, it)
	return rw.emit(data, renumber{output: i, content: -1})
}

// messageEvent renumbers an event of a message item onto the one message:
// output_text parts all become part 0; other parts (refusal) get their
// own. Part 0's done events wait for Finish.
func (rw *Rewriter) messageEvent(data []byte, ev gjson.Result, typ string, up int) ([]byte, error) {
	m := rw.out.msg
	ci := int(ev.Get("content_index").Int())
	key := [2]int{up, ci}
	part, ok := rw.parts[key]
	if !ok {
		if pt := ev.Get("part.type").Str; pt != "" && pt != "output_text" {
			rw.nextPart++
			part = rw.nextPart
		}
		setMap(&rw.parts, key, part)
	}
	if part == 0 {
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
	set := renumber{output: m.index, content: part, itemID: m.id}
	if typ != "response.output_text.delta" || part != 0 {
		return rw.emit(data, set)
	}
	delta := ev.Get("delta").Str
	var lead []byte
	if rw.text.Len() == 0 && delta != "" && rw.Lead != nil {
		if sep := rw.Lead(); sep != "" {
			rw.lead = sep
			m.text.WriteString(sep) // the held done events carry it too
			ld, _ := sjson.SetBytes(data, "delta", sep)
			var err error
			if lead, err = rw.emit(ld, set); err != nil {
				return nil, err
			}
		}
	}
	rw.text.WriteString(delta)
	out, err := rw.emit(data, set)
	return append(lead, out...), err
}

// emitResponse is emit for a lifecycle event: its response object gets
// Echo's members.
func (rw *Rewriter) emitResponse(data []byte) ([]byte, error) {
	ms := echoMembers(rw.Echo)
	if len(rw.created) > 0 {
		ms = append(ms, identityOf(rw.created)...) // one response, one id
	}
	upstream := gjson.GetBytes(data, "response")
	if out := upstream.Get("output"); out.IsArray() && len(out.Array()) > 0 {
		// The upstream's output of this round (response.failed mid-loop,
		// or a hostile response.in_progress) holds its server calls: the
		// client's copy holds what it was shown.
		ms = append(ms, member{"output", rw.out.array()})
	}
	resp := setTop([]byte(upstream.Raw), false, ms...)
	return rw.emit(setTop(data, false, member{"response", resp}), keep)
}

// ZCKey is the member the proxy's receipts report lives in: the proxy's
// alone, so any copy an upstream sends is dropped.
const ZCKey = "zc_receipts"

// countMember is how many members of the object obj are named key, the
// key compared decoded ("zc\u005freceipts" is "zc_receipts"), as client
// parsers compare it.
func countMember(obj []byte, key string) int {
	n := 0
	gjson.ParseBytes(obj).ForEach(func(k, _ gjson.Result) bool {
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

// DropZC is the object obj without any zc_receipts member (obj itself
// when it has none): an upstream's report must never reach the client as
// if it were the proxy's.
func DropZC(obj []byte) []byte {
	if countMember(obj, ZCKey) == 0 {
		return obj
	}
	return withoutMember(obj, ZCKey)
}

// dropEventZC is an event's data without a zc_receipts member at its top
// level or in its response object.
func dropEventZC(data []byte, ev gjson.Result) []byte {
	if !bytes.Contains(data, []byte("receipts")) && !bytes.Contains(data, []byte(`\u`)) {
		return data // no member of that name, plainly or escaped (only \u can spell a letter)
	}
	out := DropZC(data)
	if r := ev.Get("response"); r.IsObject() && countMember([]byte(r.Raw), ZCKey) > 0 {
		if b, err := sjson.SetRawBytes(out, "response", DropZC([]byte(r.Raw))); err == nil {
			out = b
		}
	}
	return out
}

// emit renumbers data (sequence_number, and what r says) and frames it.
func (rw *Rewriter) emit(data []byte, r renumber) ([]byte, error) {
	out := rewriteTop(data, rw.seq, r)
	rw.seq++
	return frameAs(rw.typ, out), nil
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
	if !eventName(typ) {
		typ = "error"
	}
	b := make([]byte, 0, len(data)+len(typ)+16)
	b = append(append(append(b, "event: "...), typ...), '\n')
	return append(append(append(b, "data: "...), data...), "\n\n"...)
}

func setMap[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil {
		*m = map[K]V{}
	}
	(*m)[k] = v
}
