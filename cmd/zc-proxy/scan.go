package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// maxScanInput bounds what scan reads from stdin.
const maxScanInput = 32 << 20

const scanUsage = `usage: zc-proxy scan [--text] [--tools LIST] [--explain] [--model USE] [--fail-on-flags] < input

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
  - a Responses API request body ("input" items: messages, function_call,
    function_call_output; "tools" with top-level names): the last item is
    the assistant answer, the function_call_output items' receipts back
    claims per call;
  - a saved Responses API answer (object "response": output items
    message/output_text, function_call, function_call_output; zc_receipts
    on the response object) or its stream (response.output_text.delta …
    response.completed);
  - with --text, the bare answer text.
scan says on stderr which it read.

A claim is any statement that a tool action was done (run, read, list,
search, fetch, query, send, check, create/change/delete) or text presented
as a tool's output, whether or not a tool can do it. Offline there is no
key: a well-formed receipt stands in for its call, and "backing" says so.
A quoted token that is none of the receipts is flagged unverifiable_receipt.
As the proxy does, when there is a footer to protect (a receipt or another
flag), markup that can hide it (a style sheet, an open <plaintext>, an
overlay) is flagged footer_unprotected.

--tools LIST adds tools (comma-separated; an entry may add commands that
name the tool after colons, e.g. --tools 'shell:git log:date,weather').
--explain prints each claim, its action, objects and why it is or is not
backed, instead of JSON.
--model USE runs the learned sentence model beside the rules (off by
default): recall adds a claim of rule "model" for a sentence no rule claims
that the model scores high (its cue gives the score and the features that
weighed most), precision drops a rule's claim the model scores very low,
both does both.

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
	// The same for the Responses API (POST /v1/responses).
	inputResponsesRequest  = "responses_request"
	inputResponsesResponse = "responses_response"
	inputResponsesStream   = "responses_stream"
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
	modelUse := fs.String("model", "", "the sentence model's use: off, recall, precision or both (default off)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *modelUse != "" {
		use, err := claims.ParseModelUse(*modelUse)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy scan: --model: %v\n", err)
			return 2
		}
		// (scan is one run of the process: its default is the flag's)
		claims.SetDefaultModelUse(use)
		defer claims.SetDefaultModelUse(claims.ModelDefault)
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

	inputResponsesRequest:  "a Responses API request body (its input items are the conversation; the last is the answer checked)",
	inputResponsesResponse: "a saved Responses API response (JSON, object \"response\")",
	inputResponsesStream:   "a saved Responses API stream (SSE, response.output_text.delta … response.completed)",
}
