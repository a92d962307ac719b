package responses

import (
	"fmt"
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/tidwall/sjson"
)

// Finish ends the client's stream after the last round: footer (when not
// empty) as a text delta of the message (one is opened for it when the
// model wrote none), the message's held done events carrying the whole
// text, then the last round's terminal event (response.completed, or
// response.incomplete: the upstream's reply was, or the loop cut the
// answer short, rw.Incomplete) whose response holds every visible item, the
// usage (nil: the sum of the rounds read) and zc, when not nil, as
// "zc_receipts".
func (rw *Rewriter) Finish(footer string, usage, zc []byte) ([]byte, error) {
	if rw.reply == nil {
		return nil, fmt.Errorf("finish before the round ended")
	}
	// every event appended to one buffer: text (twice: the done event and
	// the item), the final response, and room for the small members
	size := len(rw.reply.Raw) + len(zc) + len(usage) + 2*len(footer) + 4096
	if m := rw.out.msg; m != nil {
		size += 3 * m.text.Len()
	}
	out := make([]byte, 0, size)
	out = rw.appendTails(rw.appendTextTail(out))
	if footer != "" {
		if rw.out.msg == nil {
			m := rw.out.message(messageIDFor(rw.reply.ID), rw.next)
			rw.next++
			out = rw.open(out, "response.output_item.added")
			out = appendQuote(append(out, `,"item":{"id":`...), m.id)
			out = append(out, `,"type":"message","status":"in_progress","content":[],"role":"assistant"}`...)
			out = rw.close(strconv.AppendInt(append(out, `,"output_index":`...), int64(m.index), 10))
		}
		m := rw.out.msg
		if !rw.textOpen {
			rw.textOpen = true
			out = rw.open(out, "response.content_part.added")
			out = append(out, `,"part":{"type":"output_text","annotations":[],"logprobs":[],"text":""}`...)
			out = rw.close(m.indexes(out, true))
		}
		m.writeText(footer)
		out = rw.open(out, "response.output_text.delta")
		out = appendQuote(append(out, `,"logprobs":[],"content_index":0,"delta":`...), footer)
		out = appendQuote(append(out, `,"item_id":`...), m.id)
		out = rw.close(strconv.AppendInt(append(out, `,"output_index":`...), int64(m.index), 10))
	}
	if m := rw.out.msg; m != nil {
		out = rw.open(out, "response.output_text.done")
		out = m.indexes(append(out, `,"logprobs":[]`...), true)
		out = rw.close(appendQuote(append(out, `,"text":`...), m.text.String()))
		out = rw.open(out, "response.content_part.done")
		out = rw.close(m.indexes(m.appendTextPart(append(out, `,"part":`...)), true))
		out = rw.open(out, "response.output_item.done")
		out = m.appendItem(append(out, `,"item":`...))
		out = rw.close(strconv.AppendInt(append(out, `,"output_index":`...), int64(m.index), 10))
	}
	if usage == nil && rw.usage.Seen {
		usage = rw.usage.JSON()
	}
	terminal := "response.completed"
	if rw.reply.Status == statusIncomplete || rw.Incomplete != "" {
		terminal = "response.incomplete"
	}
	rw.ended = true
	out = rw.open(out, terminal)
	return rw.close(rw.finalResponse(append(out, `,"response":`...), usage, zc)), nil
}

// Fail ends a started stream with an error the proxy met (an upstream
// that broke off, a loop limit): an error event, then response.failed with
// the created response's id, as OpenAI ends a failing stream. Before
// anything was sent it returns nil: the caller answers with an HTTP error.
func (rw *Rewriter) Fail(code, message string) []byte {
	if !rw.started || rw.ended {
		return nil
	}
	rw.ended = true
	out := append(make([]byte, 0, 2*len(rw.created)+len(rw.unsent)+1024), rw.unsent...)
	out = rw.appendTails(rw.appendTextTail(out))
	out = rw.open(out, "error")
	out = appendSetString(append(out, `,"error":{"type":"server_error","code":`...), code)
	out = appendSetString(append(out, `,"message":`...), message)
	out = rw.close(append(out, `,"param":null}`...))
	resp := rw.created
	if len(resp) == 0 {
		resp = []byte(`{}`)
	}
	// The stored response.created may list the upstream's own output
	// (server calls among it): the client's copy holds what it was shown.
	resp = setTop(resp, false, append(echoMembers(rw.Echo), member{"output", rw.out.array()})...)
	resp, _ = sjson.SetBytes(resp, "status", "failed")
	resp, _ = sjson.SetRawBytes(resp, "error", []byte(`{"code":`+quote(code)+`,"message":`+quote(message)+`}`))
	out = rw.open(out, "response.failed")
	return rw.close(append(append(out, `,"response":`...), resp...))
}

// FirstID is the id the client saw in response.created ("" before it).
func (rw *Rewriter) FirstID() string { return gjson.GetBytes(rw.created, "id").Str }

// open appends the start of an event the proxy writes itself, framed:
// the event line, then its data up to its type; members follow, each with
// its leading comma, in the order the proxy has always written them (raw
// members by key, then plain ones by key), and close ends it.
func (rw *Rewriter) open(dst []byte, typ string) []byte {
	return appendQuote(append(appendFrameHead(dst, typ), `{"type":`...), typ)
}

// close appends the event's sequence_number and ends its frame.
func (rw *Rewriter) close(ev []byte) []byte {
	ev = strconv.AppendInt(append(ev, `,"sequence_number":`...), int64(rw.seq), 10)
	rw.seq++
	return append(ev, "}\n\n"...)
}

// indexes appends the members that place a message event: content_index
// (when content), item_id, output_index.
func (m *message) indexes(ev []byte, content bool) []byte {
	if content {
		ev = append(ev, `,"content_index":0`...)
	}
	ev = appendQuote(append(ev, `,"item_id":`...), m.id)
	return strconv.AppendInt(append(ev, `,"output_index":`...), int64(m.index), 10)
}

// finalResponse appends the last round's response object as the
// client's one response: every visible item, usage, the first round's
// identity, the request's echo, status and incomplete_details for an
// answer cut short (rw.Incomplete) and zc_receipts, set in one pass.
func (rw *Rewriter) finalResponse(dst, usage, zc []byte) []byte {
	ms := make([]member, 0, 8)
	ms = append(ms, member{"output", rw.out.array()})
	if usage != nil {
		ms = append(ms, member{"usage", usage})
	}
	if rw.identity == nil && len(rw.created) > 0 {
		rw.identity = identityOf(rw.created)
	}
	if rw.echo == nil {
		rw.echo = echoMembers(rw.Echo)
	}
	ms = append(append(ms, rw.identity...), rw.echo...)
	adds := make([]bool, len(ms), len(ms)+3)
	for _, m := range incompleteMembers(rw.Incomplete) {
		// set where the reply has them (it does: status, and
		// incomplete_details as null), else added
		ms, adds = append(ms, m), append(adds, true)
	}
	if zc != nil {
		// replaced where the reply has one (Feed dropped the upstream's),
		// else added last, as a second pass would
		ms, adds = append(ms, member{"zc_receipts", zc}), append(adds, true)
	}
	if rw.reply.members != nil {
		return appendSetSpans(dst, view(rw.reply.Raw), rw.reply.members, ms, adds)
	}
	return appendSetTop(dst, view(rw.reply.Raw), ms, adds)
}

// identityKeys are the members of the first round's response object that
// the client's one response keeps.
var identityKeys = [...]string{"id", "created_at", "previous_response_id"}

// identityOf is the id, created_at and previous_response_id of first.
func identityOf(first []byte) []member {
	var ms []member
	for _, k := range identityKeys {
		if v := gjson.GetBytes(first, k); v.Exists() {
			ms = append(ms, member{k, []byte(v.Raw)})
		}
	}
	return ms
}

// identityRead is identityOf from doc's members, read already (rw.rm: the
// event's check found them) or walked once (eachMember), instead of three
// gjson look-ups over the whole object; a doc that is no object is left
// to identityOf. FuzzIdentityRead holds the two equal.
func (rw *Rewriter) identityRead(doc string) []member {
	spans, ok := rw.rm.members(doc)
	if !ok {
		return identityOf([]byte(doc))
	}
	var ms []member
	for _, k := range identityKeys {
		for _, m := range spans {
			if m.key == k {
				ms = append(ms, member{k, []byte(m.val)})
				break
			}
		}
	}
	return ms
}

func echoMembers(m map[string][]byte) []member {
	var ms []member
	for _, k := range sortedKeys(m) {
		ms = append(ms, member{k, m[k]})
	}
	return ms
}
