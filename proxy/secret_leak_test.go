package proxy

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// The secrets of the session below, built at run time so this file is no
// leak itself. The upstream key has the sk- shape, the client keys none.
var (
	relUpstreamKey = "sk-" + "relupstream" + strings.Repeat("9Xq", 8)
	relClientKeys  = []string{"client-alpha-" + strings.Repeat("k1", 8), "client-beta-" + strings.Repeat("k2", 8)}
	relGitHubToken = "ghp" + "_" + strings.Repeat("R3l1aB", 6)
	relPEMLine     = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj"
	relPEM         = "-----BEGIN " + "PRIVATE KEY-----\n" + relPEMLine + "\n-----END PRIVATE KEY-----\n"
)

// TestReliabilityNoSecretLeaks runs a full session (JSON and streamed tool
// loops whose tool reads a file full of credentials, a model that repeats
// the tool output, 401s, bad requests, upstream failures quoting the
// upstream key, pass-through, health and metrics), with a debug-level
// logger and the audit trail on, and scans everything the proxy emitted:
// no upstream key, client key, or credential from tool output appears in
// any response (headers and bodies), log line, metric or audit line, or
// in what the upstream was sent. For the receipt key, which only the
// receipts package holds, every 32-byte value any output encodes (hex,
// base64, base64url, a printed byte slice) is tried as the HMAC key of a
// receipt minted in the session: none may verify.
func TestReliabilityNoSecretLeaks(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o755); err != nil {
		t.Fatal(err)
	}
	leaky := "upstreams:\n  - api_key: " + relUpstreamKey + "\nauth:\n  keys: [" + strings.Join(relClientKeys, ", ") + "]\n" +
		"GITHUB_TOKEN=" + relGitHubToken + "\n" + relPEM
	if err := os.WriteFile(filepath.Join(data, "config.yaml"), []byte(leaky), 0o600); err != nil {
		t.Fatal(err)
	}

	reply := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		results := toolResults(req)
		if len(results) == 0 {
			return scripted.Turn{ToolCalls: []scripted.ToolCall{
				{Name: "read_file", Arguments: `{"path":"config.yaml"}`},
				{Name: "shell", Arguments: `{"command":"echo done"}`},
			}}
		}
		// A model that repeats everything it was shown, receipts included.
		var b strings.Builder
		for _, m := range results {
			b.WriteString(m.Get("content").Str + "\n")
		}
		return scripted.Turn{Content: b.String()}
	}}
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		r.Body = io.NopCloser(bytes.NewReader(body))
		switch {
		case bytes.Contains(body, []byte("upstream-401")):
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"error":{"message":"Incorrect API key provided: ` + relUpstreamKey + `","type":"invalid_request_error","code":"invalid_api_key"}}`))
		case bytes.Contains(body, []byte("upstream-500")):
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusInternalServerError)
			w.Write([]byte(`{"error":{"message":"backend saw ` + r.Header.Get("Authorization") + `","type":"server_error"}}`))
		default:
			reply.ServeHTTP(w, r)
		}
	})
	up := httptest.NewServer(upstream)
	t.Cleanup(up.Close)

	logs := &lockedBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	auditPath := filepath.Join(dir, "audit.jsonl")
	cfg := &Config{
		Upstreams: []UpstreamConfig{{Name: "mock", BaseURL: up.URL + "/v1", APIKey: relUpstreamKey, Models: []string{"gpt-*"}}},
		Auth:      AuthConfig{Keys: relClientKeys},
		Tools: []toolrun.Spec{
			{Name: "read_file", Type: "file", Root: data},
			{Name: "shell", Type: "shell", Allow: toolrun.AllowOf("echo")},
		},
		Audit: AuditConfig{Path: auditPath},
	}
	// The Server builds its own registry: the path that hands it the
	// config's secrets is under test too.
	s, err := New(context.Background(), cfg, Options{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	front := httptest.NewServer(s)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	t.Cleanup(func() {
		client.CloseIdleConnections()
		front.Close()
		s.Close()
	})

	var emitted bytes.Buffer // every byte the proxy sent anyone but the upstream
	send := func(method, path, auth, body string, wantStatus int) []byte {
		t.Helper()
		req, err := http.NewRequest(method, front.URL+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if auth != "" {
			req.Header.Set("Authorization", "Bearer "+auth)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer resp.Body.Close()
		got, _ := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
		if resp.StatusCode != wantStatus {
			t.Errorf("%s %s: status %d, want %d: %.300s", method, path, resp.StatusCode, wantStatus, got)
		}
		resp.Header.Write(&emitted)
		emitted.Write(got)
		emitted.WriteByte('\n')
		return got
	}
	key := relClientKeys[1]
	chat := `{"model":"gpt-4","messages":[{"role":"user","content":"%s"}]}`
	jsonAnswer := send("POST", "/v1/chat/completions", key, strings.Replace(chat, "%s", "read it", 1), 200)
	send("POST", "/v1/chat/completions", key, `{"stream":true,`+strings.Replace(chat, "%s", "read it", 1)[1:], 200)
	send("POST", "/v1/chat/completions", "", strings.Replace(chat, "%s", "hi", 1), 401)
	send("POST", "/v1/chat/completions", relClientKeys[0]+"x", strings.Replace(chat, "%s", "hi", 1), 401)
	send("GET", "/v1/models", relClientKeys[0][:len(relClientKeys[0])-1], "", 401)
	send("POST", "/v1/chat/completions", key, `{"model":"gpt-4","messages":`, 400)
	send("POST", "/v1/chat/completions", key, `{"model":"other","messages":[{"role":"user","content":"hi"}]}`, 404)
	send("POST", "/v1/chat/completions", key, strings.Replace(chat, "%s", "upstream-401", 1), 502)
	send("POST", "/v1/chat/completions", key, `{"stream":true,`+strings.Replace(chat, "%s", "upstream-500", 1)[1:], 500)
	send("GET", "/v1/models", key, "", 200)
	send("GET", "/healthz", "", "", 200)
	send("GET", "/readyz", "", "", 200)
	metrics := send("GET", "/metrics", "", "", 200)
	s.Close() // flush the audit trail
	audit, err := os.ReadFile(auditPath)
	if err != nil {
		t.Fatalf("audit trail: %v", err)
	}

	// The session did what it should, so the scan is not vacuous.
	reqs := reply.Requests()
	toolMsgs := relToolMessages(reqs)
	minted := gjson.GetBytes(jsonAnswer, "zc_receipts.receipts").Array()
	if len(minted) != 2 || !strings.Contains(gjson.GetBytes(jsonAnswer, "choices.0.message.content").Str, "[redacted:") {
		t.Fatalf("the session did not run its tools with redaction: %.600s", jsonAnswer)
	}
	if !bytes.Contains(metrics, []byte("zc_")) || len(audit) == 0 || !logs.contains("level=DEBUG") {
		t.Fatalf("metrics, audit or debug logs are empty")
	}

	var sentUpstream bytes.Buffer // bodies only: the Authorization header is the key's job
	for _, b := range reqs {
		sentUpstream.Write(b)
	}
	outputs := []struct {
		name string
		text string
	}{
		{"responses", emitted.String()},
		{"logs", logs.String()},
		{"metrics", string(metrics)},
		{"audit trail", string(audit)},
		{"upstream request bodies", sentUpstream.String()},
	}
	secrets := map[string]string{
		"upstream key":     relUpstreamKey,
		"client key 0":     relClientKeys[0],
		"client key 1":     relClientKeys[1],
		"github token":     relGitHubToken,
		"private key body": relPEMLine,
	}
	macs := relMACsOf(t, reqs, toolMsgs, minted)
	for _, out := range outputs {
		t.Run(out.name, func(t *testing.T) {
			for name, secret := range secrets {
				if strings.Contains(out.text, secret) {
					t.Errorf("the %s appears in the %s", name, out.name)
				}
			}
			if k := relFindReceiptKey(out.text, macs); k != "" {
				t.Errorf("the receipt key appears in the %s (as %q)", out.name, k)
			}
		})
	}
}

// relMAC is what one receipt signed, to test candidate keys against.
type relMAC struct {
	tool         string
	args, result []byte
	epoch        int64
	digest       [32]byte
}

// keyIs reports whether key is the key that minted the receipt. The MAC
// is recomputed from DESIGN.md's contract, independently of package
// receipts; TestRelFindReceiptKey pins it to a known answer.
func (m relMAC) keyIs(key []byte) bool {
	h := hmac.New(sha256.New, key)
	for _, f := range [][]byte{[]byte("zc-receipt-v1"), []byte(m.tool), m.args, m.result, []byte(strconv.FormatInt(m.epoch, 10))} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(f)))
		h.Write(n[:])
		h.Write(f)
	}
	return hmac.Equal(h.Sum(nil), m.digest[:])
}

// relMACsOf collects the signed inputs of the session's receipts.
func relMACsOf(t *testing.T, reqs [][]byte, toolMsgs map[string]string, minted []gjson.Result) []relMAC {
	t.Helper()
	args := relCallArguments(reqs)
	var out []relMAC
	for _, rc := range minted {
		id := rc.Get("call_id").Str
		result, tok, ok := receipts.SplitReceipt(toolMsgs[id])
		if !ok {
			t.Fatalf("no receipt on the tool message of %s", id)
		}
		canon, err := receipts.Canonicalize([]byte(args[id]))
		if err != nil {
			t.Fatal(err)
		}
		epoch, digest, err := receipts.ParseToken(tok)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, relMAC{tool: rc.Get("tool").Str, args: canon, result: []byte(result), epoch: epoch, digest: digest})
	}
	return out
}

var (
	relEncodedRun = regexp.MustCompile(`[A-Za-z0-9+/_-]{43,}={0,2}`)
	relByteList   = regexp.MustCompile(`\[(?:\d{1,3}[ ,]+){31}\d{1,3}\]`)
)

// relFindReceiptKey returns the text of the first encoding of a key in
// text that verifies one of macs ("" when none). It tries each run of
// base64/hex characters whole and its 43, 44 and 64-byte head and tail,
// decoded every usual way, and printed byte slices ("[12 34 …]").
func relFindReceiptKey(text string, macs []relMAC) string {
	try := func(key []byte) bool {
		if len(key) != 32 {
			return false
		}
		for _, m := range macs {
			if m.keyIs(key) {
				return true
			}
		}
		return false
	}
	decoders := []func(string) ([]byte, error){
		hex.DecodeString, base64.StdEncoding.DecodeString, base64.URLEncoding.DecodeString,
		base64.RawStdEncoding.DecodeString, base64.RawURLEncoding.DecodeString,
	}
	for _, run := range relEncodedRun.FindAllString(text, -1) {
		cands := []string{run}
		for _, n := range []int{43, 44, 64} {
			if len(run) > n {
				cands = append(cands, run[:n], run[len(run)-n:])
			}
		}
		for _, c := range cands {
			for _, dec := range decoders {
				if key, err := dec(c); err == nil && try(key) {
					return c
				}
			}
		}
	}
	for _, list := range relByteList.FindAllString(text, -1) {
		var key []byte
		for _, f := range strings.FieldsFunc(strings.Trim(list, "[]"), func(r rune) bool { return r == ' ' || r == ',' }) {
			n, err := strconv.Atoi(f)
			if err != nil || n > 255 {
				key = nil
				break
			}
			key = append(key, byte(n))
		}
		if try(key) {
			return list
		}
	}
	return ""
}

// TestRelFindReceiptKey: the key finder recognises a key in each encoding
// (so the scan above can fail), using the receipts package's OpenSSL
// known-answer vector: key 00 01 … 1f, shell, {}, "hello", 1774608496.
func TestRelFindReceiptKey(t *testing.T) {
	key := make([]byte, 32)
	for i := range key {
		key[i] = byte(i)
	}
	_, digest, err := receipts.ParseToken("zc-receipt-1774608496-q3Rh2VG0-2RAv633W6OyctHDJ0Hqke69jckWXGeARmM")
	if err != nil {
		t.Fatal(err)
	}
	macs := []relMAC{{tool: "shell", args: []byte("{}"), result: []byte("hello"), epoch: 1774608496, digest: digest}}
	tests := []struct {
		name, text string
		found      bool
	}{
		{"hex", "key=" + hex.EncodeToString(key) + " ok", true},
		{"base64", `{"key":"` + base64.StdEncoding.EncodeToString(key) + `"}`, true},
		{"base64url raw", "k " + base64.RawURLEncoding.EncodeToString(key), true},
		{"JSON of the bytes", `{"key":` + string(rawjson.Marshal(key)) + `}`, true},
		{"printed array", "key=" + relPrintBytes(key), true},
		{"another key", "key=" + hex.EncodeToString(append(key[1:], 0)), false},
		{"receipt token only", "zc-receipt-1774608496-q3Rh2VG0-2RAv633W6OyctHDJ0Hqke69jckWXGeARmM", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := relFindReceiptKey(tc.text, macs) != ""; got != tc.found {
				t.Errorf("found = %v, want %v in %q", got, tc.found, tc.text)
			}
		})
	}
}

// relPrintBytes is fmt's %v of a byte slice: "[0 1 2 …]".
func relPrintBytes(b []byte) string {
	parts := make([]string, len(b))
	for i, c := range b {
		parts[i] = strconv.Itoa(int(c))
	}
	return "[" + strings.Join(parts, " ") + "]"
}
