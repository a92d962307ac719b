package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// maxScanInput bounds what scan reads from stdin.
const maxScanInput = 32 << 20

const scanUsage = `usage: zc-proxy scan [--text] [--tools LIST] [--fail-on-flags] < input

Audits an assistant answer offline and prints, as JSON, the zc_receipts
shape: {"receipts": [...], "flags": [...], "tokens": [...]}.

By default stdin is a chat-completions request body: its "tools" are the
server tools (backquoted spans in a description, such as the shell tool's
allow prefixes, name the tool too), its tool messages' [receipt: …] suffixes are
the receipts, and its last message is the assistant answer checked. With no key offline, a
claim counts as backed when a tool message for that tool carries a
well-formed receipt; a quoted token that is none of those receipts is
flagged unverifiable_receipt.

With --text, stdin is the bare answer text and --tools names the server
tools. LIST is comma-separated; an entry may add keywords that name the
tool after colons, e.g. --tools 'shell:git log:date,weather'. In
conversation mode --tools adds keywords to (or adds) tools by name.

Exit status: 0 on success (even with flags), 1 with --fail-on-flags when
there are flags, 2 on bad usage or input.

Flags:
`

// scanReport is the JSON scan prints: the zc_receipts object plus the
// tokens quoted in the answer.
type scanReport struct {
	Receipts []receipts.Receipt `json:"receipts"`
	Flags    []receipts.Flag    `json:"flags"`
	Tokens   []string           `json:"tokens"`
}

// runScan is "zc-proxy scan".
func runScan(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), scanUsage)
		fs.PrintDefaults()
	}
	textMode := fs.Bool("text", false, "stdin is a bare assistant answer, not a request body")
	toolList := fs.String("tools", "", "server tools as name[:keyword...], comma-separated")
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
		if len(extra) == 0 {
			fmt.Fprintln(stderr, "zc-proxy scan: note: no --tools given, so no tool claim can be found")
		}
		report = scanAnswer(string(input), extra, nil)
	} else {
		conv, err := parseConversation(input)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy scan: %v\n", err)
			return 2
		}
		report = scanAnswer(conv.answer, mergeTools(conv.tools, extra), conv.receipts)
	}

	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(report); err != nil {
		fmt.Fprintf(stderr, "zc-proxy scan: write: %v\n", err)
		return 2
	}
	if *failOnFlags && len(report.Flags) > 0 {
		return 1
	}
	return 0
}

// scanAnswer checks answer against the receipts that stand in the
// conversation (offline: well-formed is all that can be known).
func scanAnswer(answer string, tools []receipts.ToolInfo, issued []receipts.Receipt) scanReport {
	backed := make(receipts.Backing)
	known := make(map[string]bool)
	for _, r := range issued {
		backed[r.Tool] = true
		known[r.Receipt] = true
	}
	report := scanReport{
		Receipts: append([]receipts.Receipt{}, issued...),
		Flags:    []receipts.Flag{},
		Tokens:   []string{},
	}
	report.Flags = append(report.Flags, receipts.DetectClaims(answer, tools, backed)...)
	seen := make(map[string]bool)
	for _, tok := range receipts.FindTokens(answer) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		report.Tokens = append(report.Tokens, tok)
		if !known[tok] {
			report.Flags = append(report.Flags, receipts.Flag{Kind: receipts.FlagUnverifiableReceipt, Receipt: tok})
		}
	}
	return report
}

// conversation is what scan reads from a request body.
type conversation struct {
	tools    []receipts.ToolInfo
	receipts []receipts.Receipt
	answer   string
}

// parseConversation reads a chat-completions request body: function tools,
// receipts in tool messages (tool names resolved through the assistant
// tool_calls), and the final assistant message.
func parseConversation(body []byte) (conversation, error) {
	var conv conversation
	if !jsonlimit.Within(body, jsonlimit.MaxDepth) || !gjson.ValidBytes(body) {
		return conv, errors.New("stdin is not valid JSON, or nests too deep (use --text for a bare answer)")
	}
	root := gjson.ParseBytes(body)
	if !root.IsObject() {
		return conv, errors.New("stdin is not a JSON object (use --text for a bare answer)")
	}
	messages := root.Get("messages")
	if !messages.IsArray() || len(messages.Array()) == 0 {
		return conv, errors.New(`request has no "messages" array`)
	}
	for _, t := range root.Get("tools").Array() {
		name := t.Get("function.name").String()
		if name == "" {
			continue
		}
		desc := t.Get("function.description").String()
		conv.tools = append(conv.tools, receipts.ToolInfo{
			Name:        name,
			Description: desc,
			Keywords:    codeSpans(desc),
		})
	}

	msgs := messages.Array()
	last := msgs[len(msgs)-1]
	if role := last.Get("role").String(); role != "assistant" {
		return conv, fmt.Errorf("last message has role %q, want the assistant answer to check", role)
	}
	conv.answer = messageText(last.Get("content"))

	callTool := make(map[string]string) // tool_call_id → function name
	for _, m := range msgs[:len(msgs)-1] {
		switch m.Get("role").String() {
		case "assistant":
			for _, call := range m.Get("tool_calls").Array() {
				callTool[call.Get("id").String()] = call.Get("function.name").String()
			}
		case "tool":
			_, token, ok := receipts.SplitReceipt(messageText(m.Get("content")))
			if !ok {
				continue
			}
			id := m.Get("tool_call_id").String()
			tool, found := callTool[id]
			if !found {
				tool = m.Get("name").String()
			}
			conv.receipts = append(conv.receipts, receipts.Receipt{Tool: tool, CallID: id, Receipt: token})
		}
	}
	return conv, nil
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

// messageText returns a message content given as a string or as an array
// of {"type": "text", "text": …} parts (other parts are skipped).
func messageText(content gjson.Result) string {
	if !content.IsArray() {
		return content.String()
	}
	var b strings.Builder
	for _, part := range content.Array() {
		if part.Get("type").String() == "text" {
			b.WriteString(part.Get("text").String())
		}
	}
	return b.String()
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
