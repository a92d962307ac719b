package chat

import (
	"unicode/utf8"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// replyView is what the loop and the final rewrite read of one upstream
// chat.completion: one pass over its top level and one over its message,
// instead of a gjson path search per field. The first of a repeated key
// counts, as with gjson.Get.
type replyView struct {
	ident              [3]gjson.Result // id, created, model
	fingerprint        gjson.Result
	usage, zcReceipts  gjson.Result
	message            gjson.Result // choices.0.message
	content, toolCalls gjson.Result // members of message
	refusal            gjson.Result // a member of message
	shown              shownMembers // its other shown text, and a legacy function_call
	// sole: every "choices" member passes soleChoice (soleChoiceIn of
	// the reply), read in the same pass.
	sole bool
	// caseKey: a member the proxy reads by name is there in another case
	// ("Content", "Choices"), which a Go client reads as that member.
	caseKey bool
}

func viewReply(root gjson.Result) replyView {
	v := replyView{sole: true}
	var choices gjson.Result
	root.ForEach(func(k, val gjson.Result) bool {
		if k.Str == "choices" {
			// The first copy gives the message, in the pass that checks
			// it; every copy is checked (soleChoiceIn).
			if !choices.Exists() {
				choices = val
				var sole, caseKey bool
				v.message, sole, caseKey = soleChoiceMessage(val)
				v.sole = v.sole && sole
				v.caseKey = v.caseKey || caseKey
			} else if v.sole && !soleChoice(val) {
				v.sole = false
			}
			return true
		}
		if dst := replySlot(&v, k.Str); dst != nil && !dst.Exists() {
			*dst = val
		} else if rawjson.CaseVariant(k.Str, "choices") {
			v.caseKey = true
		}
		return true
	})
	if !choices.IsArray() {
		// an array's choice 0 was read by soleChoiceMessage; a reply
		// with more choices is refused for them (sole), whatever its keys
		v.caseKey = v.caseKey || choicesCaseKey(choices)
	}
	rawjson.ReadFirst(v.message, func(key string) *gjson.Result {
		if rawjson.CaseVariant(key, "content", "refusal", "tool_calls", "annotations") || rawjson.EqualFold(key, "multicontent") || shownCaseVariant(key) {
			v.caseKey = true // (go-openai also reads MultiContent)
			return nil
		}
		switch key {
		case "content":
			return &v.content
		case "tool_calls":
			return &v.toolCalls
		case "refusal":
			return &v.refusal
		}
		return v.shown.slot(key)
	})
	return v
}

// choicesCaseKey reports whether a choice of choices has a member "index"
// or "message" spelled in another case.
func choicesCaseKey(choices gjson.Result) bool {
	found := false
	choices.ForEach(func(_, c gjson.Result) bool {
		c.ForEach(func(k, _ gjson.Result) bool {
			found = found || rawjson.CaseVariant(k.Str, "index", "message")
			return !found
		})
		return !found
	})
	return found
}

// replySlot is where viewReply keeps a top-level member of a reply (but
// choices), nil for one it does not read.
func replySlot(v *replyView, key string) *gjson.Result {
	switch key {
	case "id":
		return &v.ident[0]
	case "created":
		return &v.ident[1]
	case "model":
		return &v.ident[2]
	case "system_fingerprint":
		return &v.fingerprint
	case "usage":
		return &v.usage
	case "zc_receipts":
		return &v.zcReceipts
	}
	return nil
}

// rewriteFinalParsed edits the last upstream chat.completion, read by
// readReply (trimmed of JSON space, parsed, viewed, and without a
// zc_receipts of its own), into the client's answer, keeping every field
// it does not need to change: the first reply's id/created/model; as
// content the text of every turn (what a streaming client sees), the
// loop-limit notice and the footer; only the client's tool calls; the
// summed usage; and zc_receipts.
func (c *Exchange) rewriteFinalParsed(body []byte, root gjson.Result, v replyView, clientCalls []toolCall, flags []receipts.Flag) ([]byte, error) {
	// The edits every answer needs are splices at offsets found in one
	// parse (chunkEdits); fields the body lacks, and the tool-call edits,
	// go through sjson afterwards.
	var ed chunkEdits
	var sets []sjsonSet
	for _, i := range c.first.edits(&ed, v.ident) {
		sets = append(sets, sjsonSet{identityKeys[i], c.first.fields()[i]})
	}
	const msg = "choices.0.message"
	content := v.content
	text := c.Text.String()
	if c.Stopped {
		text += c.StopNotice()
	}
	if footer := c.Footer(flags, clientCalls); footer != "" {
		text += footer
	}
	if text != content.Str || (text != "" && content.Type != gjson.String) {
		if content.Exists() {
			ed.replaceBytes(content, rawjson.AppendString(make([]byte, 0, len(text)+16), text))
		} else {
			sets = append(sets, sjsonSet{msg + ".content", string(rawjson.Marshal(text))})
		}
	}
	if c.Usage != nil {
		if u := v.usage; u.Exists() {
			ed.replaceBytes(u, c.Usage)
		} else {
			sets = append(sets, sjsonSet{"usage", string(c.Usage)})
		}
	}
	report := c.Report(flags)
	if root.IsObject() {
		ed.insertLastKV(root, `"zc_receipts":`, report)
	} else {
		sets = append(sets, sjsonSet{"zc_receipts", string(report)})
	}
	out, err := ed.apply(body)
	if err != nil {
		return nil, err
	}
	for _, st := range sets {
		if out, err = sjson.SetRawBytes(out, st.path, []byte(st.raw)); err != nil {
			return nil, err
		}
	}
	if out, err = c.finalAnnotations(out, v.message.Get("annotations"), content.Str); err != nil {
		return nil, err
	}
	calls := v.toolCalls
	switch {
	case c.Stopped:
		if out, err = sjson.DeleteBytes(out, msg+".tool_calls"); err == nil {
			out, err = sjson.SetBytes(out, "choices.0.finish_reason", finishLoopLimit)
		}
	case len(clientCalls) > 0 && (len(clientCalls) < len(calls.Array()) || idsFilled(clientCalls)):
		raws := make([][]byte, len(clientCalls))
		for i, tc := range clientCalls {
			if raws[i], err = clientCallRaw(tc); err != nil {
				return nil, err
			}
		}
		out, err = sjson.SetRawBytes(out, msg+".tool_calls", AppendRawArray("[]", raws...))
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// finalAnnotations is out with the final message's annotations (anns)
// placed in the merged answer (moveAnnotations): the reply's content
// (last, in runes) ends the loop's text, which the stop notice and the
// footer follow.
func (c *Exchange) finalAnnotations(out []byte, anns gjson.Result, last string) ([]byte, error) {
	if !anns.Exists() || anns.Type == gjson.Null {
		return out, nil
	}
	const path = "choices.0.message.annotations"
	partLen := utf8.RuneCountInString(last)
	moved, ok := moveAnnotations(anns, max(utf8.RuneCountInString(c.Text.String())-partLen, 0), partLen)
	switch {
	case !ok:
		return sjson.DeleteBytes(out, path)
	case string(moved) != anns.Raw:
		return sjson.SetRawBytes(out, path, moved)
	}
	return out, nil
}

// sjsonSet is one sjson.SetRawBytes edit: raw JSON at path.
type sjsonSet struct{ path, raw string }

// idsFilled reports whether the proxy gave any of calls the id the model
// left out (fillCallIDs), so the client's copy must carry it.
func idsFilled(calls []toolCall) bool {
	for _, tc := range calls {
		if gjson.Get(tc.Raw, "id").Str != tc.ID {
			return true
		}
	}
	return false
}

// clientCallRaw is a client call as the model sent it, with the id the
// client must answer (and the pending store waits for).
func clientCallRaw(tc toolCall) ([]byte, error) {
	if gjson.Get(tc.Raw, "id").Str == tc.ID {
		return []byte(tc.Raw), nil
	}
	return sjson.SetBytes([]byte(tc.Raw), "id", tc.ID)
}
