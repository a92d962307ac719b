package responses

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// Answer assembles the loop's JSON answer from its rounds.
type Answer struct {
	// IsServer reports whether a function name is a server tool; its
	// function_call items never reach the client.
	IsServer func(name string) bool
	// Echo replaces top-level members of the answer (see Rewriter.Echo).
	Echo map[string][]byte
	// Incomplete, when not "", is the incomplete_details.reason of an
	// answer the loop cut short (IncompleteReason): the response gets
	// status "incomplete" and that reason.
	Incomplete string

	out   outputs
	next  int // the next client output index
	usage Usage
}

// AddRound takes one upstream reply: its visible items and its usage;
// lead goes before the reply's text when it has any (the loop's paragraph
// break between turns).
func (a *Answer) AddRound(r Reply, lead string) {
	a.usage = a.usage.Add(r.Usage)
	r.Output.ForEach(func(_, it gjson.Result) bool {
		// type and name in one walk (firstOf): isServerCall and the type
		var f [2]gjson.Result
		firstOf(it, f[:], "type", "name")
		if isCallType(f[0].Str) && a.IsServer != nil && a.IsServer(f[1].Str) {
			return true
		}
		if f[0].Str == "message" && a.out.msg != nil {
			if lead != "" && r.Text != "" {
				a.out.msg.writeText(lead)
				lead = ""
			}
			a.out.addItem(a.out.msg.index, it)
			return true
		}
		a.out.addItem(a.next, it)
		a.next++
		return true
	})
}

// Usage is the usage summed over the rounds added.
func (a *Answer) Usage() Usage { return a.usage }

// Body is final's response object with the output of every round, usage
// (nil: the sum of the rounds added), tail (the footer) at the end of the
// message text (a message made for it when the model wrote none) and zc,
// when not nil, as "zc_receipts".
func (a *Answer) Body(final Reply, usage []byte, tail string, zc []byte) ([]byte, error) {
	if tail != "" {
		a.out.message(messageIDFor(final.ID), a.next).writeText(tail)
	}
	if usage == nil && a.usage.Seen {
		usage = a.usage.JSON()
	}
	if body, ok := a.bodyOnePass(final.Raw, final.members, usage, zc); ok {
		return body, nil
	}
	return a.bodySequence(final.Raw, usage, zc)
}

// bodySequence is Body's edits made one after another.
func (a *Answer) bodySequence(raw, usage, zc []byte) ([]byte, error) {
	body, err := sjson.SetRawBytes(raw, "output", a.out.array())
	if err != nil {
		return nil, fmt.Errorf("set output: %w", err)
	}
	if usage != nil {
		if body, err = sjson.SetRawBytes(body, "usage", usage); err != nil {
			return nil, fmt.Errorf("set usage: %w", err)
		}
	}
	body = setTop(body, false, echoMembers(a.Echo)...)
	if ms := incompleteMembers(a.Incomplete); ms != nil {
		body = setTop(body, true, ms...)
	}
	if zc != nil {
		if body, err = sjson.SetRawBytes(body, "zc_receipts", zc); err != nil {
			return nil, fmt.Errorf("set zc_receipts: %w", err)
		}
	}
	return body, nil
}

// bodyOnePass is Body's sequence of edits (output and usage set, the echoed
// request members replaced, status and incomplete_details set for an
// answer cut short, zc_receipts set) made in one copy of an object
// reply, byte for byte what the sequence gives (responses_bench_test.go
// holds the two equal). ok is false for a reply that is no object, or an
// echoed member named like one of the others: the sequence handles those.
// spans, when not nil, are raw's top-level members, read already.
func (a *Answer) bodyOnePass(raw []byte, spans []mspan, usage, zc []byte) ([]byte, bool) {
	if t := rawjson.TrimSpace(raw); len(t) == 0 || t[0] != '{' {
		return nil, false // what gjson reads as no object (without its copy of raw)
	}
	echo := echoMembers(a.Echo)
	incomplete := incompleteMembers(a.Incomplete)
	ms := make([]member, 0, 3+len(echo)+len(incomplete))
	adds := make([]bool, 0, cap(ms))
	ms, adds = append(ms, member{"output", a.out.array()}), append(adds, true)
	if usage != nil {
		ms, adds = append(ms, member{"usage", usage}), append(adds, true)
	}
	for _, m := range echo {
		switch m.Key {
		case "output", "usage", "zc_receipts", "status", "incomplete_details":
			return nil, false
		}
		ms, adds = append(ms, m), append(adds, false)
	}
	for _, m := range incomplete {
		ms, adds = append(ms, m), append(adds, true)
	}
	if zc != nil {
		ms, adds = append(ms, member{"zc_receipts", zc}), append(adds, true)
	}
	if spans != nil {
		return appendSetSpans(make([]byte, 0, setSize(raw, ms)), view(raw), spans, ms, adds), true
	}
	return setTopEach(raw, ms, adds), true
}

// Text is the assistant text the client gets before any footer: what the
// claims check reads.
func (a *Answer) Text() string {
	if a.out.msg == nil {
		return ""
	}
	return a.out.msg.text.String()
}

// messageIDFor names a message the proxy makes for the footer after the
// response it closes, so it reads like the model's own ids.
func messageIDFor(respID string) string {
	return "msg_" + strings.TrimPrefix(respID, "resp_")
}
