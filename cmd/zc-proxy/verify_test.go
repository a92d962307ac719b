package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/examples/verify"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// receiptProxy is `zc-proxy serve` on loopback in front of a scripted
// model that calls the greet tool once, then answers.
type receiptProxy struct {
	url       string // http://127.0.0.1:port
	auditPath string
	dir       string
	client    *http.Client
}

func startReceiptProxy(t *testing.T, receiptsYAML string) *receiptProxy {
	t.Helper()
	model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		msgs := req.Get("messages").Array()
		if msgs[len(msgs)-1].Get("role").Str == "tool" {
			return scripted.Turn{Content: "Greeted."}
		}
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{"name": "ann"}`}}}
	}}
	up := httptest.NewServer(model)
	t.Cleanup(up.Close)
	dir := t.TempDir()
	auditPath := filepath.Join(dir, "audit.jsonl")
	path := writeConfig(t, `
upstreams: [{name: a, base_url: "`+up.URL+`/v1"}]
log: {format: json}
audit: {path: "`+auditPath+`"}
receipts: `+receiptsYAML+`
tools:
  - name: greet
    type: exec
    description: Greet someone.
    command: ["echo", "hello {name}"]
    parameters: {type: object, properties: {name: {type: string}}, required: [name]}
`)
	ctx, cancel := context.WithCancel(t.Context())
	addrs := make(chan net.Addr, 1)
	exit := make(chan int, 1)
	stderr := &lockedBuffer{}
	go func() {
		exit <- serve(ctx, []string{"--config", path, "--listen", "127.0.0.1:0"}, stderr, func(a net.Addr) { addrs <- a })
	}()
	var addr net.Addr
	select {
	case addr = <-addrs:
	case code := <-exit:
		t.Fatalf("serve exited with %d:\n%s", code, stderr.String())
	}
	t.Cleanup(func() {
		cancel()
		<-exit
	})
	client := &http.Client{Transport: &http.Transport{}, Timeout: 30 * time.Second}
	t.Cleanup(client.CloseIdleConnections)
	return &receiptProxy{url: "http://" + addr.String(), auditPath: auditPath, dir: dir, client: client}
}

// chat runs one chat request, saves the response in the temp dir and
// returns its path and zc_receipts.calls[0].
func (p *receiptProxy) chat(t *testing.T, content string) (string, gjson.Result) {
	t.Helper()
	resp, err := p.client.Post(p.url+"/v1/chat/completions", "application/json",
		strings.NewReader(`{"model":"m","messages":[{"role":"user","content":`+jsonString(content)+`}]}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	call := gjson.GetBytes(body, "zc_receipts.calls.0")
	if resp.StatusCode != 200 || call.Get("receipt").Str == "" {
		t.Fatalf("chat: %d %s", resp.StatusCode, body)
	}
	f, _ := os.CreateTemp(p.dir, "response-*.json")
	f.Write(body)
	f.Close()
	return f.Name(), call
}

// jwks saves GET /.well-known/zc-receipt-keys and returns its path.
func (p *receiptProxy) jwks(t *testing.T) string {
	t.Helper()
	resp, err := p.client.Get(p.url + "/.well-known/zc-receipt-keys")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("jwks: %d", resp.StatusCode)
	}
	path := filepath.Join(p.dir, "keys.json")
	os.WriteFile(path, body, 0o600)
	return path
}

func jsonString(s string) string { b, _ := json.Marshal(s); return string(b) }

func writeJSON(t *testing.T, dir, name, raw string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(raw), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func runCLI(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(t.Context(), args, strings.NewReader(""), &out, &errb)
	return code, out.String() + errb.String()
}

func TestVerifyCommand(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519}`)
	respPath, call := p.chat(t, "greet ann")
	tok := call.Get("receipt").Str
	keys := p.jwks(t)

	if code, out := runCLI(t, "verify", "--url", p.url, tok); code != 0 || !strings.HasPrefix(out, "valid") || !strings.Contains(out, "greet") {
		t.Errorf("online: %d %s", code, out)
	}
	fake := tok[:len(tok)-4] + "AAAA"
	if code, out := runCLI(t, "verify", "--url", p.url, tok, fake); code != 1 || !strings.Contains(out, "invalid") {
		t.Errorf("online, one fake: %d %s", code, out)
	}
	if code, out := runCLI(t, "verify", "--url", p.url+"/v1", "zc-receipt-nope"); code != 1 || !strings.Contains(out, "malformed") {
		t.Errorf("online, malformed: %d %s", code, out)
	}
	if code, out := runCLI(t, "verify", "--url", p.url, "--tool", "greet", "--arguments", `{"name":"ann"}`, "--result", "hello ann\n", tok); code != 0 {
		t.Errorf("online with call: %d %s", code, out)
	}
	if code, out := runCLI(t, "verify", "--url", p.url, "--tool", "greet", "--arguments", `{"name":"ann"}`, "--result", "hello bob\n", tok); code != 1 || !strings.HasPrefix(out, "invalid") {
		t.Errorf("online with another result: %d %s", code, out)
	}
	// Offline, against the saved JWKS.
	if code, out := runCLI(t, "verify", "--keys", keys, "--calls", respPath); code != 0 || !strings.HasPrefix(out, "valid") {
		t.Errorf("offline --calls: %d %s", code, out)
	}
	if code, out := runCLI(t, "verify", "--keys", keys, "--tool", "greet", "--args-sha256", call.Get("args_sha256").Str, "--result", "hello ann\n", tok); code != 0 {
		t.Errorf("offline with call: %d %s", code, out)
	}
	if code, out := runCLI(t, "verify", "--keys", keys, tok); code != 1 || !strings.HasPrefix(out, "unverifiable") {
		t.Errorf("offline, no call: %d %s", code, out)
	}
	edited := writeJSON(t, p.dir, "edited.json", strings.Replace(mustRead(t, respPath), call.Get("result_sha256").Str, strings.Repeat("0", 64), 1))
	if code, out := runCLI(t, "verify", "--keys", keys, "--calls", edited); code != 1 || !strings.HasPrefix(out, "invalid") {
		t.Errorf("offline, edited result digest: %d %s", code, out)
	}
	for _, args := range [][]string{{"verify", tok}, {"verify", "--url", p.url, "--keys", keys, tok}, {"verify", "--url", p.url}, {"verify", "--url", p.url, "--tool", "greet", tok}} {
		if code, _ := runCLI(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAuditVerifyCommand: a real proxy's trail re-verifies offline, with
// its own keys and with the JWKS; an edited line is reported by number.
func TestAuditVerifyCommand(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519, scope: request, bind_conversation: true}`)
	for _, who := range []string{"ann", "bob", "cy"} {
		p.chat(t, "greet "+who)
	}
	keys := p.jwks(t)
	if code, out := runCLI(t, "audit", "verify", p.auditPath); code != 0 || !strings.Contains(out, "3 receipts verified") {
		t.Fatalf("clean trail: %d %s\n%s", code, out, mustRead(t, p.auditPath))
	}
	if code, out := runCLI(t, "audit", "verify", "--keys", keys, p.auditPath); code != 0 || !strings.Contains(out, "keys from --keys") {
		t.Fatalf("clean trail, --keys: %d %s", code, out)
	}
	lines := strings.Split(strings.TrimSpace(mustRead(t, p.auditPath)), "\n")
	n := -1
	for i, l := range lines {
		if strings.Contains(l, `"receipt":"`) && n < 0 {
			n = i
		}
	}
	g := gjson.Parse(lines[n])
	lines[n] = strings.Replace(lines[n], g.Get("result_sha256").Str, strings.Repeat("0", 64), 1)
	edited := writeJSON(t, p.dir, "edited.jsonl", strings.Join(lines, "\n")+"\n")
	code, out := runCLI(t, "audit", "verify", edited)
	if code != 1 || !strings.Contains(out, edited+":"+itoa(n+1)+": FAIL greet") {
		t.Fatalf("edited trail: %d %s", code, out)
	}
	// The summary still reads the trail (key lines are not calls).
	if code, out := runCLI(t, "audit", "--json", p.auditPath); code != 0 || gjson.Get(out, "bad_lines").Int() != 0 {
		t.Errorf("summary: %d %s", code, out)
	}
	// HMAC trail: nothing checkable offline; --strict fails it.
	h := startReceiptProxy(t, `{signing: hmac}`)
	h.chat(t, "greet ann")
	if code, out := runCLI(t, "audit", "verify", h.auditPath); code != 0 || !strings.Contains(out, "1 hmac receipts not checkable offline") {
		t.Errorf("hmac trail: %d %s", code, out)
	}
	if code, _ := runCLI(t, "audit", "verify", "--strict", h.auditPath); code != 1 {
		t.Errorf("hmac trail --strict: %d", code)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// needRecipeTool skips locally when a recipe's runtime is missing and
// fails under CI (as e2e does for node).
func needRecipeTool(t *testing.T, what string, ok bool) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("%s is missing, and CI must run the verification recipes", what)
	}
	t.Skipf("%s is missing", what)
}

// TestVerificationRecipes runs the README's recipes (examples/verify: Go
// with crypto/ed25519, JavaScript with node:crypto, Python with
// cryptography when installed) against receipts a real proxy minted:
// valid as minted, invalid once the result digest, the tool or the
// conversation is changed. The README must quote the files verbatim.
func TestVerificationRecipes(t *testing.T) {
	readme := mustRead(t, filepath.Join("..", "..", "README.md"))
	for _, f := range []string{"verify.mjs", "verify.py"} {
		src := strings.TrimSpace(mustRead(t, filepath.Join("..", "..", "examples", "verify", f)))
		if !strings.Contains(readme, src) {
			t.Errorf("README does not quote examples/verify/%s verbatim", f)
		}
	}
	for _, bind := range []bool{false, true} {
		p := startReceiptProxy(t, `{signing: ed25519, scope: request, bind_conversation: `+map[bool]string{true: "true", false: "false"}[bind]+`}`)
		_, first := p.chat(t, "greet ann")
		_, call := p.chat(t, "greet ann again")
		keysPath := p.jwks(t)
		jwks := []byte(mustRead(t, keysPath))
		cases := map[string]struct {
			raw  string
			want bool
		}{
			"minted":        {call.Raw, true},
			"earlier scope": {first.Raw, true},
			"other result":  {strings.Replace(call.Raw, call.Get("result_sha256").Str, strings.Repeat("0", 64), 1), false},
			"other tool":    {strings.Replace(call.Raw, `"tool":"greet"`, `"tool":"shell"`, 1), false},
		}
		if bind {
			cases["moved"] = struct {
				raw  string
				want bool
			}{strings.Replace(call.Raw, call.Get("conversation_sha256").Str, first.Get("conversation_sha256").Str, 1), false}
		}
		for name, tc := range cases {
			var c verify.Call
			if err := json.Unmarshal([]byte(tc.raw), &c); err != nil {
				t.Fatal(err)
			}
			if err := verify.Verify(jwks, c); (err == nil) != tc.want {
				t.Errorf("bind=%v %s: Go recipe says %v", bind, name, err)
			}
			callPath := writeJSON(t, p.dir, "call.json", tc.raw)
			node, err := exec.LookPath("node")
			needRecipeTool(t, "node", err == nil)
			out, err := exec.Command(node, filepath.Join("..", "..", "examples", "verify", "verify.mjs"), keysPath, callPath).CombinedOutput()
			if (err == nil) != tc.want || (tc.want && strings.TrimSpace(string(out)) != "valid") {
				t.Errorf("bind=%v %s: node recipe: %v %s", bind, name, err, out)
			}
			if py, err := exec.LookPath("python3"); err == nil && exec.Command(py, "-c", "import cryptography").Run() == nil {
				out, err := exec.Command(py, filepath.Join("..", "..", "examples", "verify", "verify.py"), keysPath, callPath).CombinedOutput()
				if (err == nil) != tc.want {
					t.Errorf("bind=%v %s: python recipe: %v %s", bind, name, err, out)
				}
			}
		}
	}
}
