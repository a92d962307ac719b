package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// scanInput reads a request body, a saved JSON response or a stream file,
// of chat completions or of the Responses API.
func scanInput(input []byte, extra []receipts.ToolInfo) (scanReport, error) {
	trim := bytes.TrimSpace(input)
	if bytes.HasPrefix(trim, []byte("data:")) || bytes.HasPrefix(trim, []byte("event:")) || bytes.HasPrefix(trim, []byte(":")) {
		events, err := streamEvents(trim)
		if err != nil {
			return scanReport{}, err
		}
		if isResponsesStream(events) {
			return scanResponsesStream(events, extra)
		}
		answer, rcpts := readStream(events)
		return scanText(answer, extra, rcpts, inputStream), nil
	}
	if !jsonlimit.Within(input, jsonlimit.MaxDepth) || !gjson.ValidBytes(input) {
		return scanReport{}, errors.New("stdin is not valid JSON, or nests too deep (use --text for a bare answer)")
	}
	if err := ambiguous(input); err != nil {
		return scanReport{}, fmt.Errorf("stdin: %w", err)
	}
	root := gjson.ParseBytes(input)
	if !root.IsObject() {
		return scanReport{}, errors.New("stdin is not a JSON object (use --text for a bare answer)")
	}
	switch {
	case root.Get("choices").IsArray():
		answer := stripFooter(claims.MessageText(root.Get("choices.0.message.content")))
		return scanText(answer, extra, reportReceipts(root.Get("zc_receipts")), inputResponse), nil
	case root.Get("object").Str == "response":
		return scanResponsesAnswer(root, extra, inputResponsesResponse)
	case root.Get("input").Exists() && !root.Get("messages").Exists():
		return scanResponsesRequest(root, extra)
	}
	return scanRequest(root, extra, nil, inputRequest)
}

// scanRequest checks a (chat-shaped) request body's last (assistant)
// message. zc are receipts a saved response lists besides its calls: they
// stand for their calls without arguments (claims.Quoted).
func scanRequest(root gjson.Result, extra []receipts.ToolInfo, zc []receipts.Receipt, input string) (scanReport, error) {
	messages := root.Get("messages")
	if !messages.IsArray() || len(messages.Array()) == 0 {
		return scanReport{}, errors.New(`request has no "messages" array`)
	}
	msgs := messages.Array()
	if role := msgs[len(msgs)-1].Get("role").String(); role != "assistant" {
		return scanReport{}, fmt.Errorf("last message has role %q, want the assistant answer to check", role)
	}
	var cmds []string
	for _, e := range extra {
		cmds = append(cmds, e.Keywords...)
	}
	res := claims.CheckRequest(root, cmds, nil)
	names, kinds := requestTools(root, extra)
	rep := newReport(input)
	known := map[string]bool{}
	for _, c := range res.History.Calls {
		if c.Receipt != "" && c.Status == claims.Unverified {
			rep.Receipts = append(rep.Receipts, receipts.Receipt{Tool: c.Tool, CallID: c.ID, Receipt: c.Receipt})
			known[c.Receipt] = true
		}
	}
	for _, inv := range res.History.Invalid {
		rep.Flags = append(rep.Flags, receipts.Flag{Kind: receipts.FlagInvalidReceipt, Receipt: inv.Receipt, Tool: inv.Tool, Where: inv.Where})
		known[inv.Receipt] = true
	}
	calls := res.History.Calls
	for _, r := range zc {
		if known[r.Receipt] {
			continue
		}
		known[r.Receipt] = true
		rep.Receipts = append(rep.Receipts, r)
		calls = append(calls, claims.Call{ID: r.CallID, Tool: r.Tool, Status: claims.Quoted, Kinds: kinds(r.Tool), Receipt: r.Receipt, Where: "zc_receipts", Index: -1})
	}
	if len(calls) > len(res.History.Calls) {
		for i := range res.Claims {
			if !res.Claims[i].Backed {
				res.Claims[i].Reason, res.Claims[i].Why = "", ""
				claims.Back(res.Claims[i:i+1], calls)
			}
		}
	}
	finish(&rep, res.Answer, res.Claims, names, kinds, known)
	return rep, nil
}

// scanText checks a bare answer against the tools of --tools and, for a
// saved response, the receipts its zc_receipts lists (they stand for
// their calls, without arguments: claims.Quoted).
func scanText(answer string, extra []receipts.ToolInfo, rcpts []receipts.Receipt, input string) scanReport {
	names, kinds := requestTools(gjson.Result{}, extra)
	var cmds []string
	for _, e := range extra {
		cmds = append(cmds, e.Keywords...)
	}
	cs := claims.FindWith(answer, claims.Options{Commands: cmds})
	calls := make([]claims.Call, 0, len(rcpts))
	known := map[string]bool{}
	rep := newReport(input)
	for _, r := range rcpts {
		calls = append(calls, claims.Call{ID: r.CallID, Tool: r.Tool, Status: claims.Quoted, Kinds: kinds(r.Tool), Receipt: r.Receipt, Where: "zc_receipts", Index: -1})
		known[r.Receipt] = true
		rep.Receipts = append(rep.Receipts, r)
	}
	claims.Back(cs, calls)
	finish(&rep, answer, cs, names, kinds, known)
	return rep
}

func newReport(input string) scanReport {
	return scanReport{Input: input, Backing: offlineBacking, Receipts: []receipts.Receipt{}, Flags: []receipts.Flag{}, Tokens: []string{}, Claims: []claims.Claim{}}
}

// finish adds the claim flags, the quoted tokens and the footer_unprotected
// flags to rep.
func finish(rep *scanReport, answer string, cs []claims.Claim, names []string, kinds func(string) []string, known map[string]bool) {
	var flags []receipts.Flag
	for _, c := range cs {
		rep.Claims = append(rep.Claims, c)
		if c.Backed {
			continue
		}
		start, end := c.Start, c.End
		f := receipts.Flag{Kind: receipts.FlagReceiptLessClaim, Text: claims.FlagText(c.Sentence), Reason: c.Reason, Start: &start, End: &end, Action: c.Action}
		if len(c.Objects) > 0 {
			f.Object = c.Objects[0]
		}
		f.Tool = claims.ToolFor(c, names, kinds)
		flags = append(flags, f)
	}
	rep.Flags = append(flags, rep.Flags...)
	seen := map[string]bool{}
	for _, tok := range receipts.FindTokens(answer) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		rep.Tokens = append(rep.Tokens, tok)
		if !known[tok] {
			rep.Flags = append(rep.Flags, receipts.Flag{Kind: receipts.FlagUnverifiableReceipt, Receipt: tok})
		}
	}
	// as the proxy does: when there is a footer to protect (receipts or
	// other flags), the markup in the answer that can hide it is flagged
	if len(rep.Flags) > 0 || len(rep.Receipts) > 0 {
		rep.Flags = append(rep.Flags, receipts.FooterUnprotected(answer)...)
	}
}

// requestTools returns the tools' names in order and their kinds: the
// request's function tools, then --tools entries.
func requestTools(root gjson.Result, extra []receipts.ToolInfo) ([]string, func(string) []string) {
	var names []string
	byName := map[string][]string{}
	add := func(name, desc string) {
		if _, dup := byName[name]; !dup {
			names = append(names, name)
		}
		byName[name] = claims.InferKinds(name, desc)
	}
	root.Get("tools").ForEach(func(_, t gjson.Result) bool {
		if n := t.Get("function.name").Str; n != "" {
			add(n, t.Get("function.description").Str)
		}
		return true
	})
	for _, e := range extra {
		if _, ok := byName[e.Name]; !ok {
			add(e.Name, e.Description)
		}
	}
	return names, func(n string) []string { return byName[n] }
}

// reportReceipts reads zc_receipts.receipts of a saved response.
func reportReceipts(rep gjson.Result) []receipts.Receipt {
	var out []receipts.Receipt
	rep.Get("receipts").ForEach(func(_, r gjson.Result) bool {
		if tok := r.Get("receipt").Str; tok != "" {
			out = append(out, receipts.Receipt{Tool: r.Get("tool").Str, CallID: r.Get("call_id").Str, Receipt: tok})
		}
		return true
	})
	return out
}

// readStream joins the content deltas of a saved chat stream and reads
// the zc_receipts its finish chunk carries.
func readStream(events []gjson.Result) (string, []receipts.Receipt) {
	var text strings.Builder
	var rcpts []receipts.Receipt
	for _, ev := range events {
		text.WriteString(ev.Get("choices.0.delta.content").Str)
		if z := ev.Get("zc_receipts"); z.Exists() {
			rcpts = append(rcpts, reportReceipts(z)...)
		}
	}
	return stripFooter(text.String()), rcpts
}

// streamEvents parses the JSON data events of a saved SSE stream.
func streamEvents(b []byte) ([]gjson.Result, error) {
	var events []gjson.Result
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), maxScanInput)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" || data == "" {
			continue
		}
		if !jsonlimit.Within([]byte(data), jsonlimit.MaxDepth) || !gjson.Valid(data) {
			return nil, fmt.Errorf("stream event %d is not valid JSON", len(events)+1)
		}
		if err := ambiguous([]byte(data)); err != nil {
			return nil, fmt.Errorf("stream event %d: %w", len(events)+1, err)
		}
		events = append(events, gjson.Parse(data))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read stream: %w", err)
	}
	if len(events) == 0 {
		return nil, errors.New("stream has no data events")
	}
	return events, nil
}

// stripFooter drops the proxy's footer from a saved answer: it is the
// proxy's text, not the model's. The footer starts "\n\n---\n" and a
// list header; footer_unprotected warnings follow its lists (or, as r10
// wrote them, precede them: receipts.FooterStart knows both).
// Only the last footer is cut: a footer-shaped list the model wrote
// above it stays, for the scan to flag.
func stripFooter(s string) string {
	if i := receipts.LastFooterStart(s); i >= 0 {
		s = s[:i]
	}
	return s
}
