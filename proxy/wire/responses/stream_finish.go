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
	add := func(ev []byte, err error) error {
		if err != nil {
			return err
		}
		out = append(out, ev...)
		return nil
	}
	if footer != "" {
		if rw.out.msg == nil {
			m := rw.out.message(messageIDFor(rw.reply.ID), rw.next)
			rw.next++
			if err := add(rw.made("response.output_item.added", map[string]any{"output_index": m.index},
				map[string][]byte{"item": []byte(`{"id":` + quote(m.id) + `,"type":"message","status":"in_progress","content":[],"role":"assistant"}`)})); err != nil {
				return nil, err
			}
		}
		m := rw.out.msg
		if !rw.textOpen {
			rw.textOpen = true
			if err := add(rw.made("response.content_part.added", map[string]any{"content_index": 0, "item_id": m.id, "output_index": m.index},
				map[string][]byte{"part": []byte(`{"type":"output_text","annotations":[],"logprobs":[],"text":""}`)})); err != nil {
				return nil, err
			}
		}
		m.text.WriteString(footer)
		if err := add(rw.made("response.output_text.delta", map[string]any{"content_index": 0, "delta": footer, "item_id": m.id, "output_index": m.index},
			map[string][]byte{"logprobs": []byte("[]")})); err != nil {
			return nil, err
		}
	}
	if m := rw.out.msg; m != nil {
		fields := map[string]any{"content_index": 0, "item_id": m.id, "output_index": m.index}
		if err := add(rw.made("response.output_text.done", map[string]any{"content_index": 0, "item_id": m.id, "output_index": m.index, "text": m.text.String()},
			map[string][]byte{"logprobs": []byte("[]")})); err != nil {
			return nil, err
		}
		if err := add(rw.made("response.content_part.done", fields, map[string][]byte{"part": m.textPart()})); err != nil {
			return nil, err
		}
		if err := add(rw.made("response.output_item.done", map[string]any{"output_index": m.index}, map[string][]byte{"item": m.item()})); err != nil {
			return nil, err
		}
	}
	if usage == nil && rw.usage.Seen {
		usage = rw.usage.JSON()
	}
	resp := rw.finalResponse(usage, zc)
	terminal := "response.completed"
	if rw.reply.Status == "incomplete" {
		terminal = "response.incomplete"
	}
	rw.ended = true
	if err := add(rw.made(terminal, nil, map[string][]byte{"response": resp})); err != nil {
		return nil, err
	}
	return out, nil
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
	e := []byte(`{"type":"server_error","code":"","message":"","param":null}`)
	e, _ = sjson.SetBytes(e, "code", code)
	e, _ = sjson.SetBytes(e, "message", message)
	out, _ := rw.made("error", nil, map[string][]byte{"error": e})
	resp := rw.created
	if len(resp) == 0 {
		resp = []byte(`{}`)
	}
	// The stored response.created may list the upstream's own output
	// (server calls among it): the client's copy holds what it was shown.
	resp = setTop(resp, false, append(echoMembers(rw.Echo), member{"output", rw.out.array()})...)
	resp, _ = sjson.SetBytes(resp, "status", "failed")
	resp, _ = sjson.SetRawBytes(resp, "error", []byte(`{"code":`+quote(code)+`,"message":`+quote(message)+`}`))
	failed, _ := rw.made("response.failed", nil, map[string][]byte{"response": resp})
	return append(out, failed...)
}

// FirstID is the id the client saw in response.created ("" before it).
func (rw *Rewriter) FirstID() string { return gjson.GetBytes(rw.created, "id").Str }

// made builds an event the proxy writes itself: type, the raw members,
// the plain ones (ints and strings), then sequence_number, framed.
func (rw *Rewriter) made(typ string, plain map[string]any, raws map[string][]byte) ([]byte, error) {
	ev := make([]byte, 0, 256)
	ev = append(append(append(ev, `{"type":`...), quote(typ)...), ',')
	for _, k := range sortedKeys(raws) {
		ev = append(append(append(append(ev, quote(k)...), ':'), raws[k]...), ',')
	}
	for _, k := range sortedKeys(plain) {
		ev = append(append(ev, quote(k)...), ':')
		switch v := plain[k].(type) {
		case int:
			ev = strconv.AppendInt(ev, int64(v), 10)
		case string:
			ev = append(ev, quote(v)...)
		default:
			return nil, fmt.Errorf("%s.%s: cannot encode %T", typ, k, v)
		}
		ev = append(ev, ',')
	}
	ev = strconv.AppendInt(append(ev, `"sequence_number":`...), int64(rw.seq), 10)
	rw.seq++
	return frameAs(typ, append(ev, '}')), nil
}

// finalResponse is the last round's response object as the client's one
// response: every visible item, usage, the first round's identity, the
// request's echo and zc_receipts, set in one pass.
func (rw *Rewriter) finalResponse(usage, zc []byte) []byte {
	ms := []member{{"output", rw.out.array()}}
	if usage != nil {
		ms = append(ms, member{"usage", usage})
	}
	ms = append(ms, identityOf(rw.created)...)
	ms = append(ms, echoMembers(rw.Echo)...)
	resp := setTop(rw.reply.Raw, false, ms...)
	if zc != nil {
		resp = setTop(resp, true, member{"zc_receipts", zc})
	}
	return resp
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
