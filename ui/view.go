package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// Caps on what one entry shows: the ring holds what the proxy sent, and a
// page must stay readable (and bounded) whatever a model wrote.
const (
	maxShownText      = 2000 // a flagged sentence, a detail, a reason
	maxShownArguments = 1000
	maxShownPrompt    = 16 << 10
	maxShownItems     = 100 // calls or flags per request
)

// entry is one Record as the template shows it.
type entry struct {
	Anchor    string
	Time      string
	Date      string
	RequestID string
	Route     string
	Model     string
	Mode      string
	Stream    bool
	Status    int
	Failed    bool
	Error     string
	Duration  string
	HasReport bool
	Calls     []call
	Flags     []flag
	Receipts  int
	Prompt    string
	More      int // items left out past maxShownItems
}

// call is one server tool call.
type call struct {
	Tool      string
	CallID    string
	Outcome   string
	OK        bool
	Detail    string
	Receipt   string
	Arguments string // only with ShowPrompts
}

// flag is one flag raised on the answer.
type flag struct {
	Kind    string
	Label   string
	Tool    string
	Text    string
	Reason  string // in words, as the footer says it
	Code    string // the report's reason code (no_call, call_failed, ...), when it has one
	Receipt string
	Action  string
	Object  string
}

// flagLabels say in words what each kind of flag means.
var flagLabels = map[string]string{
	"receipt_less_claim":   "claim without a receipt",
	"invalid_receipt":      "receipt not issued by this proxy",
	"unverifiable_receipt": "receipt from a key scope the proxy no longer holds",
	"footer_unprotected":   "markup that can hide the footer",
}

// reasonCodes are the receipt_less_claim reasons a report carries
// (DESIGN.md, December additions), shown in words.
var reasonCodes = map[string]bool{"no_call": true, "call_failed": true, "no_matching_call": true, "receipt_not_valid": true, receipts.ReasonFooterEntry: true}

// newEntry reads rec (its report with gjson: fields unknown today are
// simply not shown, fields added later by the proxy are picked up where
// named here).
func newEntry(rec Record, showPrompts bool) entry {
	e := entry{
		Anchor:    anchor(rec),
		Time:      rec.Time.UTC().Format("15:04:05"),
		Date:      rec.Time.UTC().Format("2006-01-02"),
		RequestID: clip(rec.RequestID, 128),
		Route:     clip(rec.Route, 128),
		Model:     clip(rec.Model, 128),
		Mode:      rec.Mode,
		Stream:    rec.Stream,
		Status:    rec.Status,
		Failed:    rec.Status >= 400,
		Error:     clip(rec.Error, maxShownText),
		Duration:  formatDuration(rec.Duration),
	}
	if showPrompts && rec.Prompt != "" {
		e.Prompt = clip(rec.Prompt, maxShownPrompt)
	}
	if len(rec.Report) == 0 || !gjson.ValidBytes(rec.Report) {
		return e
	}
	e.HasReport = true
	rep := gjson.ParseBytes(rec.Report)

	details := map[string]string{}
	rep.Get("events").ForEach(func(_, ev gjson.Result) bool {
		details[ev.Get("call_id").String()] = ev.Get("detail").String()
		return true
	})
	calls := rep.Get("calls")
	if calls.IsArray() && len(calls.Array()) > 0 {
		calls.ForEach(func(_, c gjson.Result) bool {
			if len(e.Calls) == maxShownItems {
				e.More++
				return true
			}
			cv := call{
				Tool:    clip(c.Get("tool").String(), 128),
				CallID:  clip(c.Get("call_id").String(), 128),
				Outcome: clip(c.Get("outcome").String(), 64),
				Receipt: clip(c.Get("receipt").String(), 256),
				Detail:  clip(details[c.Get("call_id").String()], maxShownText),
			}
			cv.OK = cv.Outcome == "ok"
			if showPrompts {
				cv.Arguments = clip(c.Get("arguments").String(), maxShownArguments)
			}
			e.Calls = append(e.Calls, cv)
			return true
		})
	} else {
		// An older report without calls: receipts, then failed calls.
		rep.Get("receipts").ForEach(func(_, r gjson.Result) bool {
			e.Calls = append(e.Calls, call{Tool: clip(r.Get("tool").String(), 128), CallID: clip(r.Get("call_id").String(), 128),
				Outcome: "ok", OK: true, Receipt: clip(r.Get("receipt").String(), 256)})
			return len(e.Calls) < maxShownItems
		})
		rep.Get("events").ForEach(func(_, ev gjson.Result) bool {
			e.Calls = append(e.Calls, call{Tool: clip(ev.Get("tool").String(), 128), CallID: clip(ev.Get("call_id").String(), 128),
				Outcome: clip(ev.Get("outcome").String(), 64), Detail: clip(ev.Get("detail").String(), maxShownText)})
			return len(e.Calls) < maxShownItems
		})
	}
	for _, c := range e.Calls {
		if c.Receipt != "" {
			e.Receipts++
		}
	}
	for _, list := range []string{"calls", "flags"} {
		e.More += int(max(0, min(rep.Get(DroppedKey(list)).Int(), 1<<20)))
	}
	rep.Get("flags").ForEach(func(_, f gjson.Result) bool {
		if len(e.Flags) == maxShownItems {
			e.More++
			return true
		}
		fv := flag{
			Kind:    clip(f.Get("kind").String(), 64),
			Tool:    clip(f.Get("tool").String(), 128),
			Text:    clip(f.Get("text").String(), maxShownText),
			Reason:  clip(f.Get("reason").String(), maxShownText),
			Receipt: clip(f.Get("receipt").String(), 256),
			Action:  clip(f.Get("action").String(), 128),
			Object:  clip(f.Get("object").String(), 256),
		}
		fv.Label = flagLabels[fv.Kind]
		if fv.Label == "" {
			fv.Label = strings.ReplaceAll(fv.Kind, "_", " ")
		}
		switch {
		case reasonCodes[fv.Reason]:
			// A code is for programs; the page says it as the footer does.
			fv.Code = fv.Reason
			fv.Reason = receipts.ReasonWords(fv.Code, fv.Action, fv.Object)
		case fv.Kind == receipts.FlagFooterUnprotected:
			fv.Code = fv.Reason
			fv.Reason = receipts.UnprotectedWords(fv.Code)
		case fv.Reason == "" && fv.Kind == "receipt_less_claim" && fv.Tool != "":
			fv.Reason = "no receipt for a " + fv.Tool + " call in this conversation"
		}
		e.Flags = append(e.Flags, fv)
		return true
	})
	return e
}

// anchor is an HTML id for the entry: its request id when it is a safe
// one, else its position in time.
func anchor(rec Record) string {
	id := rec.RequestID
	ok := id != "" && len(id) <= 64
	for i := 0; ok && i < len(id); i++ {
		c := id[i]
		ok = c == '-' || c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	}
	if ok {
		return "req-" + id
	}
	return fmt.Sprintf("req-t%d", rec.Time.UnixNano())
}

// clip caps s at n bytes (on a rune boundary), marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

func formatDuration(d time.Duration) string {
	switch {
	case d <= 0:
		return ""
	case d < time.Millisecond:
		return fmt.Sprintf("%d µs", d.Microseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return d.Round(100 * time.Millisecond).String()
}
