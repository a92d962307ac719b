package main

// Regression tests of a security review of receipt verification: a real
// `zc-proxy serve` on loopback mints Ed25519 receipts; the recipes and
// the trail checker are then fed edited inputs. Each failed before its
// fix. (Edits the trail cannot reveal, a deleted line or a stripped
// receipt, are listed in SECURITY.md.)

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/examples/verify"
	"github.com/zc-proxy/zc-proxy/receipts"
)

const b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// sibling returns tok with its last signature character's unused low
// bits changed: the same 64 signature bytes, another token string.
func sibling(tok string) string {
	last := strings.IndexByte(b64url, tok[len(tok)-1])
	return tok[:len(tok)-1] + string(b64url[last^1])
}

// The 86-character signature carries 4 unused bits, so every token has 15
// non-canonical siblings. The proxy (and DESIGN: "only the one canonical
// spelling of a token verifies") rejects them; the README's three recipes,
// which third parties are told to use, call every one of them valid.
func TestAttack2RecipesAcceptNonCanonicalToken(t *testing.T) {
	p := startReceiptProxy(t, `{signing: ed25519}`)
	_, call := p.chat(t, "greet ann")
	keysPath := p.jwks(t)
	tok := call.Get("receipt").Str
	sib := sibling(tok)
	raw := strings.Replace(call.Raw, tok, sib, 1)

	// The proxy itself: invalid.
	resp, err := p.client.Post(p.url+"/v1/zc/verify", "application/json", strings.NewReader(
		`{"token":`+jsonString(sib)+`,"tool":"greet","args_sha256":"`+call.Get("args_sha256").Str+`","result_sha256":"`+call.Get("result_sha256").Str+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if gjson.GetBytes(body, "status").Str != "invalid" {
		t.Fatalf("setup: proxy says %s", body)
	}
	t.Logf("proxy: %s -> %s", sib, gjson.GetBytes(body, "status").Str)

	var c verify.Call
	_ = json.Unmarshal([]byte(raw), &c)
	if err := verify.Verify([]byte(mustRead(t, keysPath)), c); err == nil {
		t.Errorf("Go recipe (examples/verify/recipe.go) says valid for %s, a token the proxy never minted and calls invalid", sib)
	}
	callPath := writeJSON(t, p.dir, "sibling.json", raw)
	if node, err := exec.LookPath("node"); err == nil {
		if out, err := exec.Command(node, filepath.Join("..", "..", "examples", "verify", "verify.mjs"), keysPath, callPath).CombinedOutput(); err == nil {
			t.Errorf("node recipe says %s for the non-canonical sibling", strings.TrimSpace(string(out)))
		}
	}
	if py, err := exec.LookPath("python3"); err == nil && exec.Command(py, "-c", "import cryptography").Run() == nil {
		if out, err := exec.Command(py, filepath.Join("..", "..", "examples", "verify", "verify.py"), keysPath, callPath).CombinedOutput(); err == nil {
			t.Errorf("python recipe says %s for the non-canonical sibling", strings.TrimSpace(string(out)))
		}
	}
}

// trailOf starts a request-scope Ed25519 proxy, makes three receipted
// calls, and returns the trail's lines, the indexes of the receipted call
// lines, the saved JWKS path and the proxy.
func trailOf(t *testing.T) ([]string, []int, string, *receiptProxy) {
	p := startReceiptProxy(t, `{signing: ed25519, scope: request, bind_conversation: true}`)
	for _, who := range []string{"ann", "bob", "cy"} {
		p.chat(t, "greet "+who)
	}
	keys := p.jwks(t)
	time.Sleep(100 * time.Millisecond) // key-end lines are written on release
	lines := strings.Split(strings.TrimSpace(mustRead(t, p.auditPath)), "\n")
	var calls []int
	for i, l := range lines {
		if strings.Contains(l, `"receipt":"`) {
			calls = append(calls, i)
		}
	}
	if len(calls) != 3 {
		t.Fatalf("setup: %d receipted lines:\n%s", len(calls), strings.Join(lines, "\n"))
	}
	if code, out := runCLI(t, "audit", "verify", "--keys", keys, p.auditPath); code != 0 {
		t.Fatalf("setup: genuine trail: %d %s", code, out)
	}
	return lines, calls, keys, p
}

func setField(t *testing.T, line, field, value string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		t.Fatal(err)
	}
	if value == "" {
		delete(m, field)
	} else {
		m[field] = value
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// SECURITY.md: "`zc-proxy audit verify` reports every line edited after
// the fact"; README: "prints each line that fails (a trail edited after
// the fact)". Each edit below is accepted (exit 0), even against the
// proxy's own JWKS (--keys) and with --strict.
func TestAttack2AuditVerifyAcceptsEditedTrail(t *testing.T) {
	lines, calls, keys, p := trailOf(t)
	check := func(t *testing.T, name string, edited []string) {
		t.Helper()
		path := writeJSON(t, p.dir, "edited.jsonl", strings.Join(edited, "\n")+"\n")
		if code, out := runCLI(t, "audit", "verify", "--strict", "--keys", keys, path); code == 0 {
			t.Errorf("%s: audit verify --strict --keys accepts the edited trail:\n%s", name, out)
		}
	}
	clone := func() []string { return append([]string(nil), lines...) }

	t.Run("line duplicated", func(t *testing.T) {
		e := clone()
		e = append(e, lines[calls[0]])
		check(t, "line duplicated", e)
	})
	t.Run("lines reordered", func(t *testing.T) {
		e := clone()
		e[calls[0]], e[calls[2]] = e[calls[2]], e[calls[0]]
		check(t, "lines reordered", e)
	})
	t.Run("receipt swapped for an hmac-shaped token, call rewritten", func(t *testing.T) {
		// An Ed25519 trail (every key line says so) with one line whose
		// receipt is now HMAC-shaped: without --strict (the default) it is
		// only counted as "not checkable offline", and the exit is 0.
		e := clone()
		l := setField(t, lines[calls[1]], "receipt", "zc-receipt-1800000000-"+strings.Repeat("A", 43))
		l = setField(t, l, "kid", "")
		l = setField(t, l, "args_sha256", strings.Repeat("ab", 32))
		l = setField(t, l, "result_sha256", strings.Repeat("cd", 32))
		e[calls[1]] = l
		path := writeJSON(t, p.dir, "hmac.jsonl", strings.Join(e, "\n")+"\n")
		if code, out := runCLI(t, "audit", "verify", "--keys", keys, path); code == 0 {
			t.Errorf("audit verify --keys accepts an ed25519 trail with a rewritten line carrying an hmac-shaped receipt:\n%s", out)
		}
	})
	t.Run("forged line with its own key", func(t *testing.T) {
		// A line signed by a key of the editor's own, plus that key's line:
		// one forged call in an otherwise genuine trail. --keys catches it;
		// the trail's own keys cannot, and the output says so.
		pub, priv, _ := ed25519.GenerateKey(rand.Reader)
		kid := receipts.Kid(pub)
		jwk := receipts.PublicKey{Kid: kid, Key: pub, NotBefore: 1}.ToJWK()
		keyLine, _ := json.Marshal(struct {
			Time  string `json:"time"`
			Event string `json:"event"`
			receipts.JWK
		}{"2026-12-01T00:00:00Z", "receipt_key", jwk})
		args := sha256.Sum256([]byte(`{"name":"mallory"}`))
		res := sha256.Sum256([]byte("hello mallory\n"))
		epoch := "1800000000"
		frame := func(b []byte) []byte {
			n := len(b)
			return append([]byte{0, 0, 0, 0, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}, b...)
		}
		var msg []byte
		for _, part := range [][]byte{[]byte("zc-receipt-ed25519-v1"), []byte("greet"), args[:], res[:], []byte(epoch)} {
			msg = append(msg, frame(part)...)
		}
		sig := ed25519.Sign(priv, msg)
		tok := "zc-receipt-" + epoch + "-" + kid + "." + strings.TrimRight(b64encode(sig), "=")
		callLine, _ := json.Marshal(map[string]any{"time": "2026-12-01T00:00:01Z", "tool": "greet", "call_id": "call_1",
			"args_sha256": hex.EncodeToString(args[:]), "outcome": "ok", "duration_ms": 1, "output_bytes": 14,
			"receipt": tok, "result_sha256": hex.EncodeToString(res[:]), "kid": kid})
		e := append(clone(), string(keyLine), string(callLine))
		path := writeJSON(t, p.dir, "forged.jsonl", strings.Join(e, "\n")+"\n")
		if code, out := runCLI(t, "audit", "verify", "--keys", keys, path); code == 0 {
			t.Errorf("audit verify --keys accepts a genuine trail plus one forged call under a key of its own:\n%s", out)
		}
		// Without --keys the trail vouches for itself: the output must say so.
		if _, out := runCLI(t, "audit", "verify", path); !strings.Contains(out, "--keys") {
			t.Errorf("audit verify with the trail's own keys does not say what that proves:\n%s", out)
		}
	})
}

func b64encode(b []byte) string {
	var sb strings.Builder
	var acc, bits uint
	for _, c := range b {
		acc = acc<<8 | uint(c)
		bits += 8
		for bits >= 6 {
			bits -= 6
			sb.WriteByte(b64url[(acc>>bits)&63])
		}
	}
	if bits > 0 {
		sb.WriteByte(b64url[(acc<<(6-bits))&63])
	}
	return sb.String()
}
