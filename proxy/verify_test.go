package proxy

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// keyTap reads from crypto/rand and keeps a copy of every byte handed
// out, so a test knows each private key the proxy drew.
type keyTap struct {
	mu  sync.Mutex
	got [][]byte
}

func (k *keyTap) Read(p []byte) (int, error) {
	n, err := rand.Read(p)
	k.mu.Lock()
	k.got = append(k.got, bytes.Clone(p[:n]))
	k.mu.Unlock()
	return n, err
}

func (k *keyTap) secrets() [][]byte {
	k.mu.Lock()
	defer k.mu.Unlock()
	return append([][]byte(nil), k.got...)
}

type verifyEnv struct {
	*loopEnv
	auditPath string
	tap       *keyTap
	model     *scripted.Server
}

const verifyChat = `{"model":"m","messages":[{"role":"user","content":"greet ann"}]}`

// newVerifyEnv is a proxy on loopback in front of a scripted model that
// calls greet once and then quotes its receipt, with an audit trail and
// debug logs.
func newVerifyEnv(t *testing.T, signing, scope string, bind bool, edit func(*Config)) *verifyEnv {
	t.Helper()
	calls := []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{ "name": "ann" }`}}
	model := &scripted.Server{Respond: toolThenAnswer(calls, quoteReceipts)}
	up := httptest.NewServer(model)
	t.Cleanup(up.Close)
	logs := &lockedBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	reg, err := toolrun.New(context.Background(), testSpecs(), toolrun.Options{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { reg.Close() })
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "mock", BaseURL: up.URL + "/v1"}}}
	cfg.Receipts.Signing, cfg.Receipts.Scope, cfg.Receipts.BindConversation = signing, scope, bind
	cfg.Audit.Path = path
	if edit != nil {
		edit(cfg)
	}
	tap := &keyTap{}
	s, err := New(context.Background(), cfg, Options{Logger: log, Tools: reg, KeyRand: tap})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	url, httpc := serveOnLoopback(t, s)
	return &verifyEnv{loopEnv: &loopEnv{srv: s, url: url, httpc: httpc, logs: logs, tools: reg}, auditPath: path, tap: tap, model: model}
}

// chat runs one chat request and returns its zc_receipts.calls[0].
func (e *verifyEnv) chat(t *testing.T, body string) gjson.Result {
	t.Helper()
	resp, got := e.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("chat: %d %s", resp.StatusCode, got)
	}
	call := gjson.GetBytes(got, "zc_receipts.calls.0")
	if call.Get("outcome").Str != "ok" || call.Get("receipt").Str == "" {
		t.Fatalf("no receipted call in %s", got)
	}
	return call
}

func (e *verifyEnv) verify(t *testing.T, body string, header http.Header) (int, gjson.Result) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, e.url+"/v1/zc/verify", strings.NewReader(body))
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := e.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, gjson.ParseBytes(got)
}

func mustJSONString(v any) string { b, _ := json.Marshal(v); return string(b) }

// TestVerifyRouteStatuses: every answer of POST /v1/zc/verify, both
// signing modes, over real HTTP.
func TestVerifyRouteStatuses(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		t.Run(signing, func(t *testing.T) {
			env := newVerifyEnv(t, signing, receipts.ScopeProcess, false, nil)
			call := env.chat(t, verifyChat)
			tok := call.Get("receipt").Str
			result := "hello ann\n"
			rs := sha256.Sum256([]byte(result))
			as := sha256.Sum256([]byte(`{"name":"ann"}`))
			if call.Get("result_sha256").Str != hex.EncodeToString(rs[:]) || call.Get("args_sha256").Str != hex.EncodeToString(as[:]) {
				t.Fatalf("calls[0] digests: %s (want result %x, args %x)", call.Raw, rs, as)
			}
			if (call.Get("kid").Str != "") != (signing == receipts.SigningEd25519) {
				t.Fatalf("kid in %s", call.Raw)
			}
			var fake string
			if signing == receipts.SigningEd25519 {
				fake = tok[:len(tok)-5] + "AAAAA"
			} else {
				fake = tok[:len(tok)-5] + "AAAAA"
			}
			cases := []struct {
				name, body, status, scope string
			}{
				{"token only", mustJSONString(map[string]string{"token": tok}), "valid", "live"},
				{"full call", mustJSONString(map[string]any{"token": tok, "tool": "greet", "arguments": `{"name": "ann"}`, "result": result}), "valid", "live"},
				{"arguments object", `{"token":"` + tok + `","tool":"greet","arguments":{"name":"ann"},"result":` + mustJSONString(result) + `}`, "valid", "live"},
				{"digests", mustJSONString(map[string]string{"token": tok, "tool": "greet", "args_sha256": call.Get("args_sha256").Str, "result_sha256": call.Get("result_sha256").Str}), "valid", "live"},
				{"other result", mustJSONString(map[string]any{"token": tok, "tool": "greet", "arguments": `{"name":"ann"}`, "result": "hello bob\n"}), "invalid", "live"},
				{"other tool", mustJSONString(map[string]any{"token": tok, "tool": "shell", "arguments": `{"name":"ann"}`, "result": result}), "invalid", "live"},
				{"tampered token", mustJSONString(map[string]string{"token": fake}), "invalid", "unknown"},
				{"tampered token with call", mustJSONString(map[string]any{"token": fake, "tool": "greet", "arguments": `{"name":"ann"}`, "result": result}), "invalid", ""},
				{"earlier process", mustJSONString(map[string]string{"token": "zc-receipt-1000-" + strings.Repeat("A", 43)}), "unverifiable", "ended"},
				{"earlier process ed25519", mustJSONString(map[string]string{"token": "zc-receipt-1000-0123abcd." + strings.Repeat("A", 86)}), "unverifiable", "ended"},
			}
			for _, tc := range cases {
				code, got := env.verify(t, tc.body, nil)
				if code != http.StatusOK || got.Get("status").Str != tc.status || (tc.scope != "" && got.Get("scope").Str != tc.scope) {
					t.Errorf("%s: %d %s, want %s scope %s", tc.name, code, got.Raw, tc.status, tc.scope)
				}
				if code == http.StatusOK && (!got.Get("issued_at").Exists() || !got.Get("reason").Exists() || got.Get("alg").Str == "") {
					t.Errorf("%s: fields missing in %s", tc.name, got.Raw)
				}
			}
			code, got := env.verify(t, mustJSONString(map[string]string{"token": tok}), nil)
			if code != 200 || got.Get("tool").Str != "greet" || got.Get("call_id").Str != "call_1" {
				t.Errorf("token only: %s", got.Raw)
			}
		})
	}
}

// TestVerifyRouteErrors: malformed input is a 400 in OpenAI's error shape,
// never a stack trace; the wrong method is a 405; auth applies.
func TestVerifyRouteErrors(t *testing.T) {
	env := newVerifyEnv(t, receipts.SigningEd25519, receipts.ScopeProcess, false, func(c *Config) { c.Auth.Keys = []string{"client-key"} })
	auth := http.Header{"Authorization": {"Bearer client-key"}}
	tok := "zc-receipt-1774608496-" + strings.Repeat("A", 43)
	for name, body := range map[string]string{
		"empty":             ``,
		"not json":          `{"token":`,
		"array":             `["` + tok + `"]`,
		"no token":          `{}`,
		"token not string":  `{"token":5}`,
		"malformed token":   `{"token":"zc-receipt-12-abc"}`,
		"unknown member":    `{"token":"` + tok + `","x":1}`,
		"duplicate key":     `{"token":"` + tok + `","token":"` + tok + `"}`,
		"call without tool": `{"token":"` + tok + `","result":"x","arguments":"{}"}`,
		"both args forms":   `{"token":"` + tok + `","tool":"t","arguments":"{}","args_sha256":"` + strings.Repeat("a", 64) + `","result":"x"}`,
		"no result":         `{"token":"` + tok + `","tool":"t","arguments":"{}"}`,
		"bad digest":        `{"token":"` + tok + `","tool":"t","args_sha256":"ABC","result":"x"}`,
		"upper hex digest":  `{"token":"` + tok + `","tool":"t","args_sha256":"` + strings.Repeat("A", 64) + `","result":"x"}`,
		"bad arguments":     `{"token":"` + tok + `","tool":"t","arguments":"{not json","result":"x"}`,
		"arguments number":  `{"token":"` + tok + `","tool":"t","arguments":5,"result":"x"}`,
		"messages object":   `{"token":"` + tok + `","tool":"t","arguments":"{}","result":"x","messages":{}}`,
	} {
		code, got := env.verify(t, body, auth)
		if code != http.StatusBadRequest {
			t.Errorf("%s: %d %s, want 400", name, code, got.Raw)
			continue
		}
		e := got.Get("error")
		if e.Get("message").Str == "" || e.Get("type").Str != "invalid_request_error" || !e.Get("param").Exists() || !e.Get("code").Exists() {
			t.Errorf("%s: not OpenAI's error shape: %s", name, got.Raw)
		}
		if strings.Contains(got.Raw, "goroutine") || strings.Contains(got.Raw, ".go:") {
			t.Errorf("%s: stack trace: %s", name, got.Raw)
		}
	}
	if code, got := env.verify(t, `{"token":"`+tok+`"}`, nil); code != http.StatusUnauthorized || got.Get("error.message").Str == "" {
		t.Errorf("no key: %d %s", code, got.Raw)
	}
	if code, got := env.verify(t, `{"token":"`+tok+`"}`, auth); code != http.StatusOK || got.Get("status").Str != "unverifiable" {
		t.Errorf("with key: %d %s", code, got.Raw)
	}
	req, _ := http.NewRequest(http.MethodGet, env.url+"/v1/zc/verify", nil)
	req.Header.Set("Authorization", "Bearer client-key")
	resp, err := env.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET: %d, want 405", resp.StatusCode)
	}
	// The JWKS needs no key.
	resp, err = env.httpc.Get(env.url + "/.well-known/zc-receipt-keys")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/jwk-set+json" {
		t.Errorf("JWKS: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

func getJWKS(t *testing.T, env *verifyEnv) []gjson.Result {
	t.Helper()
	resp, err := env.httpc.Get(env.url + "/.well-known/zc-receipt-keys")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return gjson.GetBytes(b, "keys").Array()
}

func frame(x []byte) []byte {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(x)))
	return append(n[:], x...)
}

// verifyEd25519 checks a token against a JWK with crypto/ed25519 and the
// contract's signed bytes only.
func verifyEd25519(t *testing.T, jwk gjson.Result, tok, tool, argsHex, resultHex string, conv []byte) bool {
	t.Helper()
	rest := strings.TrimPrefix(tok, "zc-receipt-")
	epoch, rest, _ := strings.Cut(rest, "-")
	kid, sigText, _ := strings.Cut(rest, ".")
	if kid != jwk.Get("kid").Str {
		return false
	}
	x, _ := base64.RawURLEncoding.DecodeString(jwk.Get("x").Str)
	sig, _ := base64.RawURLEncoding.DecodeString(sigText)
	a, _ := hex.DecodeString(argsHex)
	r, _ := hex.DecodeString(resultHex)
	msg := bytes.Join([][]byte{frame([]byte("zc-receipt-ed25519-v1")), frame([]byte(tool)), frame(a), frame(r), frame([]byte(epoch))}, nil)
	if conv != nil {
		msg = append(msg, frame(conv)...)
	}
	return len(x) == 32 && ed25519.Verify(x, msg, sig)
}

// TestJWKSVerifiesProxyReceipts: a receipt from the running proxy checks
// with crypto/ed25519 against the published JWKS, the response's key and
// the trail's key line; HMAC publishes no key.
func TestJWKSVerifiesProxyReceipts(t *testing.T) {
	env := newVerifyEnv(t, receipts.SigningEd25519, receipts.ScopeProcess, false, nil)
	resp, body := env.post(t, verifyChat, nil)
	if resp.StatusCode != 200 {
		t.Fatal(resp.StatusCode)
	}
	call := gjson.GetBytes(body, "zc_receipts.calls.0")
	keys := getJWKS(t, env)
	if len(keys) != 1 || keys[0].Get("kty").Str != "OKP" || keys[0].Get("crv").Str != "Ed25519" || keys[0].Get("alg").Str != "EdDSA" || keys[0].Get("use").Str != "sig" || keys[0].Get("nbf").Int() == 0 {
		t.Fatalf("JWKS %v", keys)
	}
	if !verifyEd25519(t, keys[0], call.Get("receipt").Str, "greet", call.Get("args_sha256").Str, call.Get("result_sha256").Str, nil) {
		t.Fatal("receipt does not verify against the JWKS")
	}
	if verifyEd25519(t, keys[0], call.Get("receipt").Str, "greet", call.Get("args_sha256").Str, strings.Repeat("0", 64), nil) {
		t.Fatal("receipt verifies over another result")
	}
	if k := gjson.GetBytes(body, "zc_receipts.key"); k.Get("kid").Str != keys[0].Get("kid").Str || k.Get("x").Str != keys[0].Get("x").Str {
		t.Fatalf("zc_receipts.key %s", k.Raw)
	}
	trail, _ := os.ReadFile(env.auditPath)
	var keyLine, callLine gjson.Result
	for _, l := range strings.Split(strings.TrimSpace(string(trail)), "\n") {
		g := gjson.Parse(l)
		switch {
		case g.Get("event").Str == audit.EventKey:
			keyLine = g
		case g.Get("receipt").Str != "":
			callLine = g
		}
	}
	if keyLine.Get("x").Str != keys[0].Get("x").Str || callLine.Get("kid").Str != keys[0].Get("kid").Str ||
		callLine.Get("args_sha256").Str != call.Get("args_sha256").Str || callLine.Get("result_sha256").Str != call.Get("result_sha256").Str {
		t.Fatalf("trail:\n%s", trail)
	}

	h := newVerifyEnv(t, receipts.SigningHMAC, receipts.ScopeProcess, false, nil)
	h.chat(t, verifyChat)
	if keys := getJWKS(t, h); len(keys) != 0 {
		t.Fatalf("hmac JWKS: %v", keys)
	}
}

// TestKeyRotationRequestScope: under receipts.scope: request each request
// signs with its own key; the JWKS keeps an ended key with its window, so
// its receipts still verify by signature; HMAC's become unverifiable.
func TestKeyRotationRequestScope(t *testing.T) {
	env := newVerifyEnv(t, receipts.SigningEd25519, receipts.ScopeRequest, false, nil)
	c1 := env.chat(t, verifyChat)
	c2 := env.chat(t, verifyChat)
	if c1.Get("kid").Str == c2.Get("kid").Str {
		t.Fatal("two requests share a key")
	}
	keys := getJWKS(t, env)
	if len(keys) != 2 {
		t.Fatalf("JWKS has %d keys", len(keys))
	}
	for _, k := range keys {
		if !k.Get("exp").Exists() {
			t.Errorf("ended key without exp: %s", k.Raw)
		}
	}
	body := mustJSONString(map[string]string{"token": c1.Get("receipt").Str, "tool": "greet", "args_sha256": c1.Get("args_sha256").Str, "result_sha256": c1.Get("result_sha256").Str})
	if code, got := env.verify(t, body, nil); code != 200 || got.Get("status").Str != "valid" || got.Get("scope").Str != "ended" || got.Get("kid").Str != c1.Get("kid").Str {
		t.Errorf("earlier request's receipt with its call: %s", got.Raw)
	}
	if _, got := env.verify(t, mustJSONString(map[string]string{"token": c1.Get("receipt").Str}), nil); got.Get("status").Str != "unverifiable" {
		t.Errorf("earlier request's receipt alone: %s", got.Raw)
	}
	// Signed by key 2, claimed under key 1's kid: invalid.
	tok2 := c2.Get("receipt").Str
	moved := strings.Replace(tok2, c2.Get("kid").Str, c1.Get("kid").Str, 1)
	body = mustJSONString(map[string]string{"token": moved, "tool": "greet", "args_sha256": c2.Get("args_sha256").Str, "result_sha256": c2.Get("result_sha256").Str})
	if _, got := env.verify(t, body, nil); got.Get("status").Str != "invalid" {
		t.Errorf("signature under another kid: %s", got.Raw)
	}

	h := newVerifyEnv(t, receipts.SigningHMAC, receipts.ScopeRequest, false, nil)
	hc := h.chat(t, verifyChat)
	body = mustJSONString(map[string]string{"token": hc.Get("receipt").Str, "tool": "greet", "arguments": `{"name":"ann"}`, "result": "hello ann\n"})
	if _, got := h.verify(t, body, nil); got.Get("status").Str != "unverifiable" {
		t.Errorf("hmac earlier request: %s", got.Raw)
	}
}

// TestBoundReceiptMoved: under receipts.bind_conversation a receipt
// verifies only with the conversation it was minted in (re-serialised
// freely), not in another one.
func TestBoundReceiptMoved(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		t.Run(signing, func(t *testing.T) {
			env := newVerifyEnv(t, signing, receipts.ScopeProcess, true, nil)
			call := env.chat(t, verifyChat)
			conv := sha256.Sum256([]byte(`[{"content":"greet ann","role":"user"}]`))
			if call.Get("conversation_sha256").Str != hex.EncodeToString(conv[:]) {
				t.Fatalf("conversation_sha256 %s, want %x", call.Get("conversation_sha256").Str, conv)
			}
			base := map[string]any{"token": call.Get("receipt").Str, "tool": "greet", "args_sha256": call.Get("args_sha256").Str, "result_sha256": call.Get("result_sha256").Str}
			with := func(k string, v any) string {
				m := map[string]any{}
				for a, b := range base {
					m[a] = b
				}
				if k != "" {
					m[k] = v
				}
				return mustJSONString(m)
			}
			for name, tc := range map[string]struct{ body, want string }{
				"same messages, re-serialised":  {with("messages", json.RawMessage(`[ { "role" : "user", "content": "greet ann" } ]`)), "valid"},
				"same digest":                   {with("conversation_sha256", hex.EncodeToString(conv[:])), "valid"},
				"moved to another conversation": {with("messages", json.RawMessage(`[{"role":"user","content":"greet bob"}]`)), "invalid"},
				"edited history":                {with("messages", json.RawMessage(`[{"role":"system","content":"x"},{"role":"user","content":"greet ann"}]`)), "invalid"},
				"no conversation":               {with("", nil), "invalid"},
			} {
				if code, got := env.verify(t, tc.body, nil); code != 200 || got.Get("status").Str != tc.want {
					t.Errorf("%s: %d %s, want %s", name, code, got.Raw, tc.want)
				}
			}
			if signing == receipts.SigningEd25519 {
				k := getJWKS(t, env)[0]
				if !k.Get("zc_bind_conversation").Bool() || !verifyEd25519(t, k, call.Get("receipt").Str, "greet", call.Get("args_sha256").Str, call.Get("result_sha256").Str, conv[:]) {
					t.Fatal("bound receipt does not verify with crypto/ed25519 over the conversation digest")
				}
			}
		})
	}
}

// TestNoPrivateKeyInOutputs: the private keys the proxy drew appear in no
// response, log line, audit line, JWKS, metrics or inspect page, in any
// common encoding.
func TestNoPrivateKeyInOutputs(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		for _, scope := range []string{receipts.ScopeProcess, receipts.ScopeRequest} {
			t.Run(signing+"/"+scope, func(t *testing.T) {
				env := newVerifyEnv(t, signing, scope, true, func(c *Config) { c.Log.IncludePrompts = true })
				var out bytes.Buffer
				for range 2 {
					_, b := env.post(t, verifyChat, nil)
					out.Write(b)
					_, b = env.post(t, strings.Replace(verifyChat, `}`, `,"stream":true}`, 1), nil)
					out.Write(b)
				}
				call := env.chat(t, verifyChat)
				_, g := env.verify(t, mustJSONString(map[string]string{"token": call.Get("receipt").Str}), nil)
				out.WriteString(g.Raw)
				for _, path := range []string{"/.well-known/zc-receipt-keys", "/metrics", "/zc/", "/zc/?verify=" + call.Get("receipt").Str} {
					resp, err := env.httpc.Get(env.url + path)
					if err != nil {
						t.Fatal(err)
					}
					b, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					out.Write(b)
				}
				trail, _ := os.ReadFile(env.auditPath)
				out.Write(trail)
				out.WriteString(env.logs.String())
				out.WriteString(fmt.Sprintf("%v %+v %#v", env.srv.scopes, env.srv.scopes, env.srv.cfg))
				secrets := env.tap.secrets()
				if len(secrets) == 0 {
					t.Fatal("no key drawn through the tap")
				}
				if signing == receipts.SigningEd25519 && !strings.Contains(string(trail), audit.EventKey) {
					t.Fatal("no key line in the trail")
				}
				all := out.String()
				for _, sec := range secrets {
					for _, enc := range []string{string(sec), hex.EncodeToString(sec), base64.StdEncoding.EncodeToString(sec),
						base64.RawURLEncoding.EncodeToString(sec), base64.RawStdEncoding.EncodeToString(sec)} {
						if strings.Contains(all, enc) {
							t.Fatalf("private key material (%d bytes) found in an output", len(sec))
						}
					}
					if signing == receipts.SigningEd25519 {
						priv := ed25519.NewKeyFromSeed(sec)
						if strings.Contains(all, base64.RawURLEncoding.EncodeToString(priv)) || strings.Contains(all, hex.EncodeToString(priv[:32])) {
							t.Fatal("private key found in an output")
						}
					}
				}
				if len(all) < 1000 {
					t.Fatalf("outputs too small to mean anything: %d bytes", len(all))
				}
			})
		}
	}
}

func FuzzParseVerifyRequest(f *testing.F) {
	tok := "zc-receipt-1774608496-" + strings.Repeat("A", 43)
	for _, s := range []string{`{"token":"` + tok + `"}`, `{"token":"` + tok + `","tool":"t","arguments":"{}","result":"x"}`,
		`{"token":"` + tok + `","tool":"t","args_sha256":"` + strings.Repeat("a", 64) + `","result_sha256":"` + strings.Repeat("b", 64) + `","messages":[]}`,
		`{}`, `[]`, `{"token":1}`, ``, `{"token":"` + tok + `","token":"x"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, e := parseVerifyRequest(body)
		if e != nil {
			if e.Status != http.StatusBadRequest || e.Message == "" || e.Type != apierr.TypeInvalidRequest {
				t.Fatalf("%q: %+v", body, e)
			}
			return
		}
		if _, err := receipts.Parse(req.token); err != nil {
			t.Fatalf("%q accepted with token %q", body, req.token)
		}
		if !json.Valid(body) {
			t.Fatalf("invalid JSON accepted: %q", body)
		}
		if req.call != nil && req.call.Tool == "" && !bytes.Contains(body, []byte(`"tool"`)) {
			t.Fatalf("call without tool: %q", body)
		}
	})
}

// TestBoundHistoryReceiptMoved: in the chat flow, a tool round re-sent in
// the conversation it was minted in backs its call; moved under another
// conversation its receipt is flagged invalid_receipt when binding is on
// (and still verifies when it is off).
func TestBoundHistoryReceiptMoved(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		for _, bind := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/bind=%v", signing, bind), func(t *testing.T) {
				env := newVerifyEnv(t, signing, receipts.ScopeProcess, bind, nil)
				env.chat(t, verifyChat)
				reqs := env.model.Requests()
				msgs := gjson.GetBytes(reqs[len(reqs)-1], "messages").Array()
				var round []string // the assistant tool call and its tool message
				for _, m := range msgs {
					if r := m.Get("role").Str; r == "tool" || (r == "assistant" && m.Get("tool_calls.#").Int() > 0) {
						round = append(round, m.Raw)
					}
				}
				if len(round) != 2 || !strings.Contains(round[1], "zc-receipt-") {
					t.Fatalf("tool round: %v", round)
				}
				resend := func(user string) []receipts.Flag {
					body := `{"model":"m","messages":[{"role":"user","content":` + mustJSONString(user) + `},` + strings.Join(round, ",") + `]}`
					resp, got := env.post(t, body, nil)
					if resp.StatusCode != 200 {
						t.Fatalf("%d %s", resp.StatusCode, got)
					}
					var flags []receipts.Flag
					json.Unmarshal([]byte(gjson.GetBytes(got, "zc_receipts.flags").Raw), &flags)
					return flags
				}
				invalid := func(flags []receipts.Flag) bool {
					for _, f := range flags {
						if f.Kind == receipts.FlagInvalidReceipt {
							return true
						}
					}
					return false
				}
				if f := resend("greet ann"); invalid(f) {
					t.Errorf("same conversation: %+v", f)
				}
				if f := resend("greet bob"); invalid(f) != bind {
					t.Errorf("moved: invalid_receipt %v, want %v: %+v", invalid(f), bind, f)
				}
			})
		}
	}
}
