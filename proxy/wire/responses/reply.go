package responses

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// Call is one function_call or custom_tool_call output item.
type Call struct {
	Custom    bool   // a custom_tool_call: Arguments holds its free-text "input"
	ItemID    string // the item's "id" (fc_…)
	CallID    string // "call_id": what function_call_output answers
	Name      string
	Arguments string
	Raw       string // the item's JSON
}

// Usage is a Responses usage object's counts.
type Usage struct {
	Input, Cached, Output, Reasoning, Total int64
	Seen                                    bool // some reply carried usage
}

// Add sums u and v.
func (u Usage) Add(v Usage) Usage {
	add := loop.SaturatingAdd // a sum that would wrap stays at the end of the range
	return Usage{add(u.Input, v.Input), add(u.Cached, v.Cached), add(u.Output, v.Output),
		add(u.Reasoning, v.Reasoning), add(u.Total, v.Total), u.Seen || v.Seen}
}

// JSON is the usage object in OpenAI's member order.
func (u Usage) JSON() []byte {
	var b strings.Builder
	b.WriteString(`{"input_tokens":`)
	b.WriteString(itoa(u.Input))
	b.WriteString(`,"input_tokens_details":{"cached_tokens":`)
	b.WriteString(itoa(u.Cached))
	b.WriteString(`},"output_tokens":`)
	b.WriteString(itoa(u.Output))
	b.WriteString(`,"output_tokens_details":{"reasoning_tokens":`)
	b.WriteString(itoa(u.Reasoning))
	b.WriteString(`},"total_tokens":`)
	b.WriteString(itoa(u.Total))
	b.WriteString(`}`)
	return []byte(b.String())
}

// readUsage reads a usage object's counts in one walk of its members
// (five Gets walked it five times), the first member of each name as Get
// takes it: FuzzReadUsage holds it to the Gets (readUsageRef).
func readUsage(u gjson.Result) Usage {
	if !u.IsObject() {
		return Usage{}
	}
	var in, inDetails, out, outDetails, total gjson.Result
	u.ForEach(func(k, v gjson.Result) bool {
		var dst *gjson.Result
		switch k.Str {
		case "input_tokens":
			dst = &in
		case "input_tokens_details":
			dst = &inDetails
		case "output_tokens":
			dst = &out
		case "output_tokens_details":
			dst = &outDetails
		case "total_tokens":
			dst = &total
		}
		if dst != nil && !dst.Exists() {
			*dst = v
		}
		return true
	})
	return Usage{
		Input: in.Int(), Cached: inDetails.Get("cached_tokens").Int(),
		Output: out.Int(), Reasoning: outDetails.Get("reasoning_tokens").Int(),
		Total: total.Int(), Seen: true,
	}
}

// Reply is what the loop reads of one upstream response object.
type Reply struct {
	ID     string
	Status string // completed, incomplete, failed, …
	Stored bool   // "store": true: the upstream keeps it for previous_response_id
	Output gjson.Result
	Calls  []Call // function_call items, in output order
	Text   string // the output_text of every message item, joined
	// Refusal is the text of every refusal part of the message items,
	// joined: clients show it where the answer goes, so it is checked too
	Refusal string
	// Reasoning is the text of the reasoning items' summaries and
	// content, distinct copies joined: shown as the model's thinking, so
	// checked as a refusal is (shown.go)
	Reasoning string
	// OtherPart: a message item holds a content part that is neither
	// output_text nor refusal (a "text" part, say), or one that carries
	// the other kind's text member too: a client may show it, but no text
	// of it is read, so the caller refuses the reply.
	OtherPart bool
	Usage     Usage
	// UsageRaw is the usage member's text when it is an object ("" else).
	UsageRaw string
	// ZC is the reply's own zc_receipts member, if it has one: the
	// proxy's alone, so the caller drops it.
	ZC  gjson.Result
	Raw []byte // the response object
	// members are Raw's top-level members when the reading found them
	// all (nil else): the answer's rewrite copies from them rather than
	// walking Raw again.
	members []mspan
}

// ReadReplyValid reads a response object (a JSON answer, or the
// "response" of a stream's terminal event) the caller checked is valid
// JSON (jsondup.Validate), in one walk of its top level that does not
// decode what it passes (eachMember), in place: the Reply's strings alias
// resp, which must not change afterwards (callers hand over a copy or a
// body they only read).
func ReadReplyValid(resp []byte) Reply { return readReply(resp, true) }

// readReply is ReadReplyValid; valid says resp was checked valid JSON
// (without it, or where the fast walk gives up, the members are found with
// gjson).
func readReply(resp []byte, valid bool) Reply {
	var f replyFields
	var ms []mspan
	fast := valid && eachMember(view(resp), func(raw, key, val string) bool {
		ms = append(ms, mspan{raw, key, val})
		if dst := f.slot(key); dst != nil && !dst.Exists() {
			*dst = parseValue(val)
		}
		return true
	})
	if !fast {
		f = replyFields{}
		rawjson.ReadFirst(rawjson.ParseView(resp), f.slot)
		ms = nil
	}
	r := f.reply(resp)
	r.members = ms
	return r
}

// ReadReplyChecked is ReadReplyValid for resp whose top-level members
// jsondup.Check found (spans, gjson's ForEach's members: FuzzCheck), so
// its top level is not walked again.
func ReadReplyChecked(resp []byte, spans []jsondup.Span) Reply {
	if len(spans) == 0 {
		return readReply(resp, true) // no object, or an empty one
	}
	doc := view(resp)
	ms := make([]mspan, len(spans))
	var f replyFields
	for i, sp := range spans {
		m := mspan{raw: doc[sp.KeyStart-1 : sp.KeyEnd+1], key: doc[sp.KeyStart:sp.KeyEnd], val: doc[sp.ValueStart:sp.ValueEnd]}
		if strings.IndexByte(m.key, '\\') >= 0 {
			m.key = gjson.Parse(m.raw).Str // decoded as eachMember decodes a key
		}
		ms[i] = m
		if dst := f.slot(m.key); dst != nil && !dst.Exists() {
			*dst = parseValue(m.val)
		}
	}
	r := f.reply(resp)
	r.members = ms
	return r
}

// readReplyRead is readReply for resp, a copy of doc, whose members were
// read already (respRead): resp's members are at doc's offsets.
func readReplyRead(resp []byte, doc string, spans []mspan) Reply {
	var f replyFields
	in := view(resp)
	base := uintptr(unsafe.Pointer(unsafe.StringData(doc)))
	// at is s, a part of doc, as the same part of resp
	at := func(s string) string {
		if s == "" {
			return "" // an empty string's data pointer is anywhere (a key "")
		}
		off := int(uintptr(unsafe.Pointer(unsafe.StringData(s))) - base)
		return in[off : off+len(s)]
	}
	ms := make([]mspan, len(spans))
	for i, m := range spans {
		k := m.key
		if strings.IndexByte(m.raw, '\\') < 0 {
			k = at(m.key) // else decoded: a string of its own
		}
		ms[i] = mspan{raw: at(m.raw), key: k, val: at(m.val)}
		if dst := f.slot(k); dst != nil && !dst.Exists() {
			*dst = parseValue(ms[i].val)
		}
	}
	r := f.reply(resp)
	r.members = ms
	return r
}

// replyFields are the members of a response object a Reply is read from.
type replyFields struct {
	id, status, store, output, usage, zc gjson.Result
}

// slot is where the member key goes (nil: nowhere).
func (f *replyFields) slot(key string) *gjson.Result {
	switch key {
	case "id":
		return &f.id
	case "status":
		return &f.status
	case "store":
		return &f.store
	case "output":
		return &f.output
	case "usage":
		return &f.usage
	case ZCKey:
		return &f.zc
	}
	return nil
}

// reply is the Reply of resp from its members f.
func (f *replyFields) reply(resp []byte) Reply {
	rp := Reply{
		ID: f.id.String(), Status: f.status.String(), Stored: f.store.Type == gjson.True,
		Output: f.output, Usage: readUsage(f.usage), ZC: f.zc, Raw: resp,
	}
	if f.usage.IsObject() {
		rp.UsageRaw = f.usage.Raw
	}
	var text strings.Builder
	var refusals, reasoning []string
	// each item and its parts read in one walk (itemRead, as gjson's Get
	// reads them: FuzzReadReplyChecked holds it to replyItemsRef)
	rp.Output.ForEach(func(_, it gjson.Result) bool {
		r := readItemOf(it)
		switch r.typ.Str {
		case "reasoning":
			// text that is not a string: shown, never read (refused)
			rp.OtherPart = !replyReasoning(it, &reasoning) || rp.OtherPart
		case "function_call":
			rp.Calls = append(rp.Calls, callOf(it))
		case "custom_tool_call":
			rp.Calls = append(rp.Calls, customCallOf(it))
		case "message":
			if !r.content.IsArray() {
				// no parts (absent or null); a bare string a client may show
				rp.OtherPart = rp.OtherPart || r.content.Type != gjson.Null
				return true
			}
			for i := range r.parts {
				p := &r.parts[i]
				if p.crossed(p.typ.Str) {
					// the other kind's text, which the loop never reads
					rp.OtherPart = true
					continue
				}
				switch p.typ.Str {
				case "output_text":
					text.WriteString(p.text.Str)
				case "refusal":
					refusals = append(refusals, p.refusal.Str)
				default:
					rp.OtherPart = true
				}
			}
		}
		return true
	})
	rp.Text = text.String()
	rp.Refusal = joinAsides(refusals)
	rp.Reasoning = joinAsides(reasoning)
	return rp
}

// joinAsides joins the distinct non-empty refusal texts, a paragraph
// apart: a stream shows the same refusal as deltas, in done events, in
// its items and in the final response, and one claim is flagged once; a
// copy that differs is one more text a client may show, so it is kept.
func joinAsides(texts []string) string {
	var b strings.Builder
	seen := make(map[string]bool, len(texts))
	for _, s := range texts {
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(s)
	}
	return b.String()
}

// callOf reads a function_call item in one walk (firstOf, as gjson's
// Get reads it).
func callOf(it gjson.Result) Call {
	var f [4]gjson.Result
	firstOf(it, f[:], "id", "call_id", "name", "arguments")
	return Call{ItemID: f[0].Str, CallID: f[1].Str, Name: f[2].Str, Arguments: f[3].Str, Raw: it.Raw}
}

// customCallOf reads a custom_tool_call item: its input is the call's
// arguments, free text.
func customCallOf(it gjson.Result) Call {
	var f [4]gjson.Result
	firstOf(it, f[:], "id", "call_id", "name", "input")
	return Call{Custom: true, ItemID: f[0].Str, CallID: f[1].Str, Name: f[2].Str, Arguments: f[3].Str, Raw: it.Raw}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
