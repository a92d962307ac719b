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
// response.incomplete) whose response holds every visible item, the
// usage (nil: the sum of the rounds read) and zc, when not nil, as
// "zc_receipts".
func (rw *Rewriter) Finish(footer string, usage, zc []byte) ([]byte, error) {
	if rw.reply == nil {
		return nil, fmt.Errorf("finish before the round ended")
	}
	var out []byte
	if footer != "" {
		if rw.out.msg == nil {
			m := rw.out.message(messageIDFor(rw.reply.ID), rw.next)
			rw.next++
			ev := rw.open("response.output_item.added", 128)
			ev = appendQuote(append(ev, `,"item":{"id":`...), m.id)
			ev = append(ev, `,"type":"message","status":"in_progress","content":[],"role":"assistant"}`...)
			ev = strconv.AppendInt(append(ev, `,"output_index":`...), int64(m.index), 10)
			out = append(out, rw.close(ev)...)
		}
		m := rw.out.msg
		if !rw.textOpen {
			rw.textOpen = true
			ev := rw.open("response.content_part.added", 128)
			ev = append(ev, `,"part":{"type":"output_text","annotations":[],"logprobs":[],"text":""}`...)
			out = append(out, rw.close(m.indexes(ev, true))...)
		}
		m.text.WriteString(footer)
		ev := rw.open("response.output_text.delta", len(footer)+128)
		ev = appendQuote(append(ev, `,"logprobs":[],"content_index":0,"delta":`...), footer)
		ev = appendQuote(append(ev, `,"item_id":`...), m.id)
		ev = strconv.AppendInt(append(ev, `,"output_index":`...), int64(m.index), 10)
		out = append(out, rw.close(ev)...)
	}
	if m := rw.out.msg; m != nil {
		text := m.text.String()
		ev := rw.open("response.output_text.done", len(text)+128)
		ev = m.indexes(append(ev, `,"logprobs":[]`...), true)
		out = append(out, rw.close(appendQuote(append(ev, `,"text":`...), text))...)
		part := m.textPart()
		ev = rw.open("response.content_part.done", len(part)+128)
		out = append(out, rw.close(m.indexes(append(append(ev, `,"part":`...), part...), true))...)
		item := m.item()
		ev = rw.open("response.output_item.done", len(item)+64)
		ev = append(append(ev, `,"item":`...), item...)
		out = append(out, rw.close(strconv.AppendInt(append(ev, `,"output_index":`...), int64(m.index), 10))...)
	}
	if usage == nil && rw.usage.Seen {
		usage = rw.usage.JSON()
	}
	terminal := "response.completed"
	if rw.reply.Status == "incomplete" {
		terminal = "response.incomplete"
	}
	rw.ended = true
	ev := rw.open(terminal, len(rw.reply.Raw)+len(zc)+len(usage)+1024)
	ev = rw.finalResponse(append(ev, `,"response":`...), usage, zc)
	return append(out, rw.close(ev)...), nil
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
	ev := rw.open("error", len(code)+len(message)+128)
	ev = appendSetString(append(ev, `,"error":{"type":"server_error","code":`...), code)
	ev = appendSetString(append(ev, `,"message":`...), message)
	out := rw.close(append(ev, `,"param":null}`...))
	resp := rw.created
	if len(resp) == 0 {
		resp = []byte(`{}`)
	}
	// The stored response.created may list the upstream's own output
	// (server calls among it): the client's copy holds what it was shown.
	resp = setTop(resp, false, append(echoMembers(rw.Echo), member{"output", rw.out.array()})...)
	resp, _ = sjson.SetBytes(resp, "status", "failed")
	resp, _ = sjson.SetRawBytes(resp, "error", []byte(`{"code":`+quote(code)+`,"message":`+quote(message)+`}`))
	ev = rw.open("response.failed", len(resp)+64)
	return append(out, rw.close(append(append(ev, `,"response":`...), resp...))...)
}

// FirstID is the id the client saw in response.created ("" before it).
func (rw *Rewriter) FirstID() string { return gjson.GetBytes(rw.created, "id").Str }

// open starts an event the proxy writes itself, framed: the event line,
// then its data up to its type; members follow, each with its leading
// comma, in the order the proxy has always written them (raw members by
// key, then plain ones by key), and close ends it (size: about its length).
func (rw *Rewriter) open(typ string, size int) []byte {
	ev := appendFrameHead(make([]byte, 0, size+2*len(typ)+64), typ)
	return appendQuote(append(ev, `{"type":`...), typ)
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
// identity, the request's echo and zc_receipts, set in one pass.
func (rw *Rewriter) finalResponse(dst, usage, zc []byte) []byte {
	ms := make([]member, 0, 8)
	ms = append(ms, member{"output", rw.out.array()})
	if usage != nil {
		ms = append(ms, member{"usage", usage})
	}
	ms = append(ms, identityOf(rw.created)...)
	ms = append(ms, echoMembers(rw.Echo)...)
	adds := make([]bool, len(ms), len(ms)+1)
	if zc != nil {
		// replaced where the reply has one (Feed dropped the upstream's),
		// else added last, as a second pass would
		ms, adds = append(ms, member{"zc_receipts", zc}), append(adds, true)
	}
	return appendSetTop(dst, view(rw.reply.Raw), ms, adds)
}

// identityOf is the id, created_at and previous_response_id of first.
func identityOf(first []byte) []member {
	var ms []member
	for _, k := range []string{"id", "created_at", "previous_response_id"} {
		if v := gjson.GetBytes(first, k); v.Exists() {
			ms = append(ms, member{k, []byte(v.Raw)})
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
