package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

const verifyUsage = `usage: zc-proxy verify (--url URL | --keys FILE) [call flags] TOKEN...
       zc-proxy verify (--url URL | --keys FILE) --calls FILE

Check receipt tokens: against a running proxy (--url, POST /v1/zc/verify;
the key from --api-key or $ZC_PROXY_API_KEY), or offline against Ed25519
public keys (--keys: a JWKS saved from GET /.well-known/zc-receipt-keys).
Offline, a signature is checked over a call, so give the call (--tool with
--arguments or --args-sha256, and --result, --result-file or
--result-sha256), or --calls with a saved chat completion (its
zc_receipts.calls) or an array of such calls: a call's arguments, when
it shows them, are checked themselves (not only its args_sha256).

Prints one line per token (status, token, tool, reason) and exits 1 when
any is not valid, 2 on a usage error.
`

// verifyCall is one token to check, with its call when known.
type verifyCall struct {
	Token              string `json:"token"`
	Tool               string `json:"tool,omitempty"`
	Arguments          string `json:"-"`
	haveArgs           bool
	ArgsSHA256         string `json:"args_sha256,omitempty"`
	Result             string `json:"-"`
	haveResult         bool
	ResultSHA256       string `json:"result_sha256,omitempty"`
	ConversationSHA256 string `json:"conversation_sha256,omitempty"`
	// mismatch: the call's file shows something beside what is checked
	// that does not agree with it, so a valid signature is not enough
	mismatch string
}

func (c verifyCall) hasCall() bool {
	return c.Tool != "" || c.haveArgs || c.ArgsSHA256 != "" || c.haveResult || c.ResultSHA256 != ""
}

// body is the POST /v1/zc/verify request for c.
func (c verifyCall) body() []byte {
	m := map[string]string{"token": c.Token}
	if c.hasCall() {
		m["tool"] = c.Tool
		if c.haveArgs {
			m["arguments"] = c.Arguments
		} else {
			m["args_sha256"] = c.ArgsSHA256
		}
		if c.haveResult {
			m["result"] = c.Result
		} else {
			m["result_sha256"] = c.ResultSHA256
		}
		if c.ConversationSHA256 != "" {
			m["conversation_sha256"] = c.ConversationSHA256
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// verdict is one line of output.
type verdict struct {
	Status, Token, Tool, Reason string
}

func runVerify(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	url := fs.String("url", "", "base URL of a running proxy (http://127.0.0.1:8080)")
	apiKey := fs.String("api-key", "", "bearer key for --url (default $ZC_PROXY_API_KEY)")
	keysFile := fs.String("keys", "", "JWKS file of Ed25519 receipt keys, for offline checks")
	callsFile := fs.String("calls", "", "a saved chat completion (zc_receipts.calls) or a JSON array of calls to check")
	tool := fs.String("tool", "", "the call's tool name")
	arguments := fs.String("arguments", "", "the call's arguments JSON")
	argsSum := fs.String("args-sha256", "", "SHA-256 (hex) of the canonical arguments")
	result := fs.String("result", "", "the call's result, exactly as the model received it")
	resultFile := fs.String("result-file", "", "file holding the call's result")
	resultSum := fs.String("result-sha256", "", "SHA-256 (hex) of the result")
	conv := fs.String("conversation-sha256", "", "conversation digest, for receipts.bind_conversation")
	fs.Usage = func() {
		fmt.Fprint(stderr, verifyUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	usageErr := func(msg string) int {
		fmt.Fprintln(stderr, "zc-proxy verify: "+msg)
		fs.Usage()
		return 2
	}
	if (*url == "") == (*keysFile == "") {
		return usageErr("give one of --url and --keys")
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	var calls []verifyCall
	if *callsFile != "" {
		if fs.NArg() > 0 || set["tool"] {
			return usageErr("--calls takes no tokens or call flags")
		}
		var err error
		if calls, err = readCalls(*callsFile); err != nil {
			fmt.Fprintf(stderr, "zc-proxy verify: %v\n", err)
			return 1
		}
	} else {
		if fs.NArg() == 0 {
			return usageErr("no token given")
		}
		base := verifyCall{Tool: *tool, Arguments: *arguments, haveArgs: set["arguments"], ArgsSHA256: *argsSum,
			Result: *result, haveResult: set["result"], ResultSHA256: *resultSum, ConversationSHA256: *conv}
		if set["result-file"] {
			b, err := os.ReadFile(*resultFile)
			if err != nil {
				fmt.Fprintf(stderr, "zc-proxy verify: %v\n", err)
				return 1
			}
			base.Result, base.haveResult = string(b), true
		}
		if base.hasCall() {
			switch {
			case base.Tool == "":
				return usageErr("--tool is required to check a call")
			case base.haveArgs == (base.ArgsSHA256 != ""):
				return usageErr("give one of --arguments and --args-sha256")
			case base.haveResult == (base.ResultSHA256 != ""):
				return usageErr("give one of --result, --result-file and --result-sha256")
			}
		}
		for _, tok := range fs.Args() {
			c := base
			c.Token = tok
			calls = append(calls, c)
		}
	}

	var check func(verifyCall) verdict
	if *url != "" {
		key := *apiKey
		if key == "" {
			key = os.Getenv("ZC_PROXY_API_KEY")
		}
		client := &http.Client{Timeout: 30 * time.Second}
		endpoint := strings.TrimSuffix(*url, "/")
		endpoint = strings.TrimSuffix(endpoint, "/v1") + "/v1/zc/verify"
		check = func(c verifyCall) verdict { return checkOnline(ctx, client, endpoint, key, c) }
	} else {
		data, err := os.ReadFile(*keysFile)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy verify: %v\n", err)
			return 1
		}
		keys, err := parseKeys(data)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy verify: %s: %v\n", *keysFile, err)
			return 1
		}
		check = func(c verifyCall) verdict { return checkOffline(keys, c) }
	}
	code := 0
	for _, c := range calls {
		v := check(c)
		if v.Status == "valid" && c.mismatch != "" {
			v.Status, v.Reason = "invalid", c.mismatch
		}
		if v.Status != "valid" {
			code = 1
		}
		tool := v.Tool
		if tool == "" {
			tool = "-"
		}
		fmt.Fprintf(stdout, "%-12s %s %s %s\n", v.Status, v.Token, tool, v.Reason)
	}
	return code
}

func checkOnline(ctx context.Context, client *http.Client, endpoint, key string, c verifyCall) verdict {
	out := verdict{Status: "error", Token: c.Token}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(c.body()))
	if err != nil {
		out.Reason = err.Error()
		return out
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := client.Do(req)
	if err != nil {
		out.Reason = err.Error()
		return out
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode != http.StatusOK {
		out.Status = "malformed"
		if resp.StatusCode != http.StatusBadRequest {
			out.Status = "error"
		}
		out.Reason = fmt.Sprintf("HTTP %d: %s", resp.StatusCode, gjson.GetBytes(body, "error.message").Str)
		return out
	}
	g := gjson.ParseBytes(body)
	out.Status, out.Tool = g.Get("status").Str, g.Get("tool").Str
	out.Reason = g.Get("reason").Str
	if s := g.Get("scope").Str; s != "" {
		out.Reason += " (scope: " + s + ", issued " + g.Get("issued_at").Str + ")"
	}
	return out
}

// checkOffline verifies an Ed25519 token's signature against keys.
func checkOffline(keys receipts.KeySet, c verifyCall) verdict {
	out := verdict{Status: "unverifiable", Token: c.Token, Tool: c.Tool}
	tok, err := receipts.Parse(c.Token)
	if err != nil {
		out.Status, out.Reason = "malformed", "not a receipt token"
		return out
	}
	if !tok.Ed25519() {
		out.Reason = "an hmac receipt: only the proxy that minted it can check it (use --url)"
		return out
	}
	if _, ok := keys.Key(tok.Kid); !ok {
		out.Reason = "no key " + tok.Kid + " in the key file"
		return out
	}
	if !c.hasCall() {
		out.Reason = "offline, a signature is checked over its call: give --tool, the arguments and the result (or their digests)"
		return out
	}
	call, err := offlineCall(c)
	if err != nil {
		out.Status, out.Reason = "malformed", err.Error()
		return out
	}
	switch err := receipts.VerifyWith(keys, &tok, &call); {
	case err == nil:
		out.Status, out.Reason = "valid", "the signature verifies over this call under key "+tok.Kid
	case errors.Is(err, receipts.ErrOutsideWindow):
		out.Status, out.Reason = "invalid", "dated outside key "+tok.Kid+"'s validity window"
	default:
		out.Status, out.Reason = "invalid", "the signature does not cover this call"
	}
	return out
}

func offlineCall(c verifyCall) (receipts.Call, error) {
	var conv []byte
	if c.ConversationSHA256 != "" {
		var d [32]byte
		if err := receipts.ParseDigest(&d, c.ConversationSHA256); err != nil {
			return receipts.Call{}, fmt.Errorf("conversation_sha256: %w", err)
		}
		conv = d[:]
	}
	argsHex, resultHex := c.ArgsSHA256, c.ResultSHA256
	if c.haveArgs {
		canon, err := receipts.Canonicalize([]byte(c.Arguments))
		if err != nil {
			return receipts.Call{}, errors.New("the arguments are not valid JSON")
		}
		sum := sha256.Sum256(canon)
		argsHex = hex.EncodeToString(sum[:])
	}
	if c.haveResult {
		sum := sha256.Sum256([]byte(c.Result))
		resultHex = hex.EncodeToString(sum[:])
	}
	return receipts.CallFromDigests(c.Tool, argsHex, resultHex, conv)
}

// readCalls reads the receipted calls of a saved chat completion
// (zc_receipts.calls) or of a JSON array of calls.
func readCalls(name string) ([]verifyCall, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	// gjson below keeps the first of two equal names, the file's other
	// readers the last (or, encoding/json, a case variant): refuse a file
	// they would read otherwise than this check does.
	if err := audit.CheckMembers(data); err != nil {
		if errors.Is(err, audit.ErrNotJSON) {
			return nil, fmt.Errorf("%s is not JSON", name)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	list := gjson.GetBytes(data, "zc_receipts.calls")
	if !list.Exists() {
		list = gjson.ParseBytes(data)
	}
	if !list.IsArray() {
		return nil, fmt.Errorf("%s holds neither zc_receipts.calls nor an array of calls", name)
	}
	var out []verifyCall
	var bad error
	list.ForEach(func(i, c gjson.Result) bool {
		if m := unknownCallMember(c); m != "" {
			bad = fmt.Errorf("%s: call %d: member %q is not one of a call's (a reader would show what no check covers)", name, i.Int(), m)
			return false
		}
		tok := c.Get("receipt").Str
		if tok == "" {
			tok = c.Get("token").Str
		}
		if tok == "" {
			return true
		}
		vc := verifyCall{Token: tok, Tool: c.Get("tool").Str, ArgsSHA256: c.Get("args_sha256").Str,
			ResultSHA256: c.Get("result_sha256").Str, ConversationSHA256: c.Get("conversation_sha256").Str}
		// The arguments the file shows are what its reader takes the call
		// to have run with: check those, not only a digest beside them
		// that an edited file keeps.
		switch a := c.Get("arguments"); a.Type {
		case gjson.String:
			vc.Arguments, vc.haveArgs, vc.ArgsSHA256 = a.Str, true, ""
		case gjson.JSON:
			vc.Arguments, vc.haveArgs, vc.ArgsSHA256 = a.Raw, true, ""
		}
		// A reader may take the args_sha256 shown for the one checked:
		// beside the arguments, it must be theirs.
		if sum := c.Get("args_sha256").Str; vc.haveArgs && sum != "" {
			if canon, err := receipts.Canonicalize([]byte(vc.Arguments)); err == nil {
				if d := sha256.Sum256(canon); !strings.EqualFold(hex.EncodeToString(d[:]), sum) {
					vc.mismatch = "args_sha256 is not the digest of the arguments shown beside it"
				}
			}
		}
		out = append(out, vc)
		return true
	})
	if bad != nil {
		return nil, bad
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s holds no receipted call", name)
	}
	return out, nil
}

const auditVerifyUsage = `usage: zc-proxy audit verify [--keys FILE] [--json] [--strict] FILE [FILE...]

Re-check an audit trail offline (oldest file first: audit.jsonl.2
audit.jsonl.1 audit.jsonl): every Ed25519 receipt is verified against its
key over the line's tool, args_sha256, result_sha256 and
conversation_sha256. Keys come from the trail's own key lines, or from
--keys (a JWKS you trust: then a trail rewritten whole with its own key
fails too). Prints each line that fails; exits 1 when any does.
HMAC receipts cannot be checked offline: they are counted, and fail only
with --strict.
`

func runAuditVerify(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("audit verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	keysFile := fs.String("keys", "", "JWKS file of trusted Ed25519 receipt keys")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	strict := fs.Bool("strict", false, "count receipts that cannot be checked offline (hmac) as failures")
	if code, ok := parseFileArgs(fs, args, auditVerifyUsage, stderr); !ok {
		return code
	}
	var trusted receipts.KeySet
	if *keysFile != "" {
		data, err := os.ReadFile(*keysFile)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy audit verify: %v\n", err)
			return 1
		}
		ks, err := parseKeys(data)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy audit verify: %s: %v\n", *keysFile, err)
			return 1
		}
		trusted = ks
	}
	v := audit.NewTrailVerifier(trusted)
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy audit verify: %v\n", err)
			return 1
		}
		err = v.Read(name, contextReader{ctx: ctx, r: f})
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "zc-proxy audit verify: %v\n", err)
			return 1
		}
	}
	rep := v.Finish()
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(rep)
	} else {
		for _, f := range rep.Failures {
			what := f.Tool
			if f.Receipt != "" {
				what += " " + f.Receipt
			}
			if what != "" {
				what += ": "
			}
			fmt.Fprintf(stdout, "%s:%d: FAIL %s%s\n", f.File, f.Line, what, f.Reason)
		}
		src := "the trail's own key lines"
		if rep.TrustedKeys {
			src = "--keys"
		}
		fmt.Fprintf(stdout, "%d lines, %d keys, %d receipts verified (keys from %s), %d hmac receipts not checkable offline, %d failed\n",
			rep.Lines, rep.Keys, rep.Checked, src, rep.Unchecked, len(rep.Failures))
		if !rep.TrustedKeys && rep.Keys > 0 {
			fmt.Fprintln(stdout, "note: the trail vouched for its own keys: this finds lines edited after the fact, not lines whose writer "+
				"added a key of their own; give --keys with a JWKS saved from the proxy to check against keys you trust")
		}
	}
	if !rep.OK() || (*strict && rep.Unchecked > 0) {
		return 1
	}
	return 0
}
