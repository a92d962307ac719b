package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// maxScanInput bounds what scan reads from stdin.
const maxScanInput = 32 << 20

const scanUsage = `usage: zc-proxy scan [--text] [--tools LIST] [--explain] [--fail-on-flags] < input

Audits an assistant answer offline and prints, as JSON, the zc_receipts
shape plus what was read and every claim found:
{"input": …, "backing": …, "receipts": [...], "flags": [...], "tokens": [...], "claims": [...]}.

stdin may be:
  - a chat-completions request body whose last message is the assistant
    answer: its tools' names and descriptions give their action kinds (and
    the commands a description lists), its tool messages' [receipt: …]
    suffixes are the receipts, and its tool calls back claims per call
    (same action kind, same object);
  - a saved chat-completions response: a JSON answer or a stream file
    (SSE "data:" lines); the proxy's footer is ignored and the receipts in
    its zc_receipts stand for their calls (they back only claims naming no
    object, since the response does not hold the calls' arguments);
  - with --text, the bare answer text.
scan says on stderr which it read.

A claim is any statement that a tool action was done (run, read, list,
search, fetch, query, send, check, create/change/delete) or text presented
as a tool's output, whether or not a tool can do it. Offline there is no
key: a well-formed receipt stands in for its call, and "backing" says so.
A quoted token that is none of the receipts is flagged unverifiable_receipt.

--tools LIST adds tools (comma-separated; an entry may add commands that
name the tool after colons, e.g. --tools 'shell:git log:date,weather').
--explain prints each claim, its action, objects and why it is or is not
backed, instead of JSON.

Exit status: 0 on success (even with flags), 1 with --fail-on-flags when
there are flags, 2 on bad usage or input.

Flags:
`

// scanReport is the JSON scan prints: the zc_receipts object plus what was
// read, how backing was judged, the tokens quoted and every claim found.
type scanReport struct {
	Input    string             `json:"input"`
	Backing  string             `json:"backing"`
	Receipts []receipts.Receipt `json:"receipts"`
	Flags    []receipts.Flag    `json:"flags"`
	Tokens   []string           `json:"tokens"`
	Claims   []claims.Claim     `json:"claims"`
}

// Input kinds scan reports.
const (
	inputRequest  = "request"  // a chat-completions request body
	inputResponse = "response" // a saved JSON chat-completions response
	inputStream   = "stream"   // a saved SSE stream
	inputText     = "text"     // a bare answer (--text)
)

const offlineBacking = "unverified: offline there is no key, so a well-formed receipt stands in for its call"

// runScan is "zc-proxy scan".
func runScan(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), scanUsage)
		fs.PrintDefaults()
	}
	textMode := fs.Bool("text", false, "stdin is a bare assistant answer")
	toolList := fs.String("tools", "", "tools as name[:command...], comma-separated")
	explain := fs.Bool("explain", false, "print each claim and why it is or is not backed, not JSON")
	failOnFlags := fs.Bool("fail-on-flags", false, "exit 1 when anything is flagged")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zc-proxy scan: unexpected argument %q (input is read from stdin)\n", fs.Arg(0))
		return 2
	}
	extra, err := parseToolList(*toolList)
	if err != nil {
		fmt.Fprintf(stderr, "zc-proxy scan: --tools: %v\n", err)
		return 2
	}
	input, err := io.ReadAll(io.LimitReader(stdin, maxScanInput+1))
	if err != nil {
		fmt.Fprintf(stderr, "zc-proxy scan: read stdin: %v\n", err)
		return 2
	}
	if len(input) > maxScanInput {
		fmt.Fprintf(stderr, "zc-proxy scan: input larger than %d bytes\n", maxScanInput)
		return 2
	}
	if err := ctx.Err(); err != nil {
		fmt.Fprintf(stderr, "zc-proxy scan: %v\n", err)
		return 2
	}

	var report scanReport
	if *textMode {
		report = scanText(string(input), extra, nil, inputText)
	} else {
		report, err = scanInput(input, extra)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy scan: %v\n", err)
			return 2
		}
	}
	fmt.Fprintf(stderr, "zc-proxy scan: read %s\n", inputWords[report.Input])

	if *explain {
		writeExplain(stdout, report)
	} else {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(report); err != nil {
			fmt.Fprintf(stderr, "zc-proxy scan: write: %v\n", err)
			return 2
		}
	}
	if *failOnFlags && len(report.Flags) > 0 {
		return 1
	}
	return 0
}

var inputWords = map[string]string{
	inputRequest:  "a chat-completions request body (its last message is the answer checked)",
	inputResponse: "a saved chat-completions response (JSON)",
	inputStream:   "a saved chat-completions stream (SSE)",
	inputText:     "a bare answer text (--text)",
}

// scanInput reads a request body, a saved JSON response or a stream file.
func scanInput(input []byte, extra []receipts.ToolInfo) (scanReport, error) {
	trim := bytes.TrimSpace(input)
	if bytes.HasPrefix(trim, []byte("data:")) || bytes.HasPrefix(trim, []byte("event:")) || bytes.HasPrefix(trim, []byte(":")) {
		answer, rcpts, err := readStream(trim)
		if err != nil {
			return scanReport{}, err
		}
		return scanText(answer, extra, rcpts, inputStream), nil
	}
	if !jsonlimit.Within(input, jsonlimit.MaxDepth) || !gjson.ValidBytes(input) {
		return scanReport{}, errors.New("stdin is not valid JSON, or nests too deep (use --text for a bare answer)")
	}
	root := gjson.ParseBytes(input)
	if !root.IsObject() {
		return scanReport{}, errors.New("stdin is not a JSON object (use --text for a bare answer)")
	}
	if root.Get("choices").IsArray() {
		answer := stripFooter(claims.MessageText(root.Get("choices.0.message.content")))
		return scanText(answer, extra, reportReceipts(root.Get("zc_receipts")), inputResponse), nil
	}
	return scanRequest(root, extra)
}

// scanRequest checks a request body's last (assistant) message.
func scanRequest(root gjson.Result, extra []receipts.ToolInfo) (scanReport, error) {
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
	rep := newReport(inputRequest)
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

// finish adds the claim flags and the quoted tokens to rep.
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

// readStream joins the content deltas of a saved SSE stream and reads the
// zc_receipts its finish chunk carries.
func readStream(b []byte) (string, []receipts.Receipt, error) {
	var text strings.Builder
	var rcpts []receipts.Receipt
	events := 0
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
			return "", nil, fmt.Errorf("stream event %d is not valid JSON", events+1)
		}
		events++
		ev := gjson.Parse(data)
		text.WriteString(ev.Get("choices.0.delta.content").Str)
		if z := ev.Get("zc_receipts"); z.Exists() {
			rcpts = append(rcpts, reportReceipts(z)...)
		}
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("read stream: %w", err)
	}
	if events == 0 {
		return "", nil, errors.New("stream has no data events")
	}
	return stripFooter(text.String()), rcpts, nil
}

// stripFooter drops the proxy's footer from a saved answer: it is the
// proxy's text, not the model's.
func stripFooter(s string) string {
	for _, marker := range []string{"\n\n---\nTool receipts:\n", "\n\n---\nUnverified tool claims:\n"} {
		if i := strings.LastIndex(s, marker); i >= 0 {
			s = s[:i]
		}
	}
	return s
}

// writeExplain prints each claim and its backing in words.
func writeExplain(w io.Writer, rep scanReport) {
	fmt.Fprintf(w, "input: %s\nbacking: %s\n", inputWords[rep.Input], rep.Backing)
	if len(rep.Claims) == 0 {
		fmt.Fprintln(w, "no tool claims found")
	}
	for i, c := range rep.Claims {
		verdict := "BACKED"
		if !c.Backed {
			verdict = "NOT BACKED (" + c.Reason + ")"
		}
		objs := "none"
		if len(c.Objects) > 0 {
			objs = strings.Join(c.Objects, ", ")
		}
		fmt.Fprintf(w, "claim %d [%d:%d] %s\n  sentence: %q\n  action: %s  objects: %s\n  found by: %s (%q, %s)\n  why: %s\n",
			i+1, c.Start, c.End, verdict, claims.FlagText(c.Sentence), c.Action, objs, c.Rule, c.Cue, c.Lang, c.Why)
	}
	for _, f := range rep.Flags {
		switch f.Kind {
		case receipts.FlagInvalidReceipt:
			fmt.Fprintf(w, "invalid receipt %s at %s: it does not verify, so it backs nothing\n", f.Receipt, f.Where)
		case receipts.FlagUnverifiableReceipt:
			fmt.Fprintf(w, "quoted token %s is none of the conversation's receipts\n", f.Receipt)
		}
	}
}

// codeSpans returns the short `code` spans of a tool description: the
// proxy's shell tool lists its allow prefixes that way ("The command must
// start with one of: `git log`, `date`."), and they name the tool in prose.
func codeSpans(desc string) []string {
	var spans []string
	for {
		i := strings.IndexByte(desc, '`')
		if i < 0 {
			return spans
		}
		j := strings.IndexByte(desc[i+1:], '`')
		if j < 0 {
			return spans
		}
		if span := strings.TrimSpace(desc[i+1 : i+1+j]); span != "" && len(span) <= 64 {
			spans = append(spans, span)
		}
		desc = desc[i+1+j+1:]
	}
}

// parseToolList parses --tools: "a,b" or "shell:git log:date,weather".
func parseToolList(list string) ([]receipts.ToolInfo, error) {
	var tools []receipts.ToolInfo
	for _, entry := range strings.Split(list, ",") {
		if strings.TrimSpace(entry) == "" {
			continue
		}
		fields := strings.Split(entry, ":")
		name := strings.TrimSpace(fields[0])
		if name == "" {
			return nil, fmt.Errorf("entry %q has no tool name", entry)
		}
		info := receipts.ToolInfo{Name: name}
		for _, kw := range fields[1:] {
			if kw = strings.TrimSpace(kw); kw != "" {
				info.Keywords = append(info.Keywords, kw)
			}
		}
		tools = append(tools, info)
	}
	return tools, nil
}

// mergeTools adds extra's keywords to the tools of the same name, and
// extra's other tools to the list.
func mergeTools(tools, extra []receipts.ToolInfo) []receipts.ToolInfo {
	out := append([]receipts.ToolInfo(nil), tools...)
next:
	for _, e := range extra {
		for i := range out {
			if out[i].Name == e.Name {
				out[i].Keywords = append(append([]string(nil), out[i].Keywords...), e.Keywords...)
				continue next
			}
		}
		out = append(out, e)
	}
	return out
}
