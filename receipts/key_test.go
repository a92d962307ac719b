package receipts

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

// keyLeaks returns the first form of k's material found in out: the raw
// key's hex, the pad blocks in hex (either case), base64, raw bytes or as
// fmt prints byte arrays.
func keyLeaks(out string, rawHex string, k *secretKey) string {
	decimal := func(b []byte) string { return strings.Trim(fmt.Sprint(b[:8]), "[]") }
	raw, _ := hex.DecodeString(rawHex)
	forms := []string{
		rawHex, strings.ToUpper(rawHex), decimal(raw), string(raw[4:12]),
		base64.StdEncoding.EncodeToString(raw)[:12],
	}
	for _, pad := range [][]byte{k.inner[:], k.outer[:]} {
		forms = append(forms,
			hex.EncodeToString(pad[:8]), strings.ToUpper(hex.EncodeToString(pad[:8])),
			decimal(pad), string(pad[:8]), base64.StdEncoding.EncodeToString(pad)[:12])
	}
	for _, f := range forms {
		if strings.Contains(out, f) {
			return f
		}
	}
	return ""
}

func TestKeyNeverPrinted(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
	k := s.key
	m, err := NewManager(ScopeRequest, newTestClock(1774608496).now, 0)
	if err != nil {
		t.Fatal(err)
	}
	rs, release := m.Acquire()
	defer release()

	type holder struct {
		Key   *secretKey
		Scope *Scope
	}
	jsonOf := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("json.Marshal: %v", err)
		}
		return string(b)
	}
	slogOf := func(json bool, args ...any) string {
		var buf bytes.Buffer
		var h slog.Handler = slog.NewTextHandler(&buf, nil)
		if json {
			h = slog.NewJSONHandler(&buf, nil)
		}
		slog.New(h).Info("msg", args...)
		return buf.String()
	}
	text, _ := k.MarshalText()

	outputs := map[string]string{
		"MarshalText":          string(text),
		"json holder":          jsonOf(holder{Key: k, Scope: s}),
		"json scope":           jsonOf(s),
		"json manager":         jsonOf(m),
		"slog text key":        slogOf(false, "key", k),
		"slog json key":        slogOf(true, "key", k),
		"slog text scope":      slogOf(false, "scope", s, "mgr", m, "req", rs),
		"slog json scope":      slogOf(true, "scope", s, "mgr", m, "req", rs),
		"slog json any holder": slogOf(true, slog.Any("h", holder{Key: k, Scope: s})),
		"slog text any holder": slogOf(false, slog.Any("h", holder{Key: k, Scope: s})),
		"Println":              fmt.Sprintln(k, s, m, rs),
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%x", "%X", "%q", "%d", "%08b"} {
		outputs["key "+verb] = fmt.Sprintf(verb, k)
		outputs["scope "+verb] = fmt.Sprintf(verb, s)
		outputs["request scope "+verb] = fmt.Sprintf(verb, rs)
		outputs["manager "+verb] = fmt.Sprintf(verb, m)
		outputs["holder "+verb] = fmt.Sprintf(verb, holder{Key: k, Scope: s})
	}
	for name, out := range outputs {
		t.Run(name, func(t *testing.T) {
			if leak := keyLeaks(out, keyCounting, k); leak != "" {
				t.Errorf("output %q contains key material %q", out, leak)
			}
			if strings.HasPrefix(name, "key ") && out != redacted {
				t.Errorf("key formats as %q, want %q", out, redacted)
			}
		})
	}
}

// TestKeyLeaksDetects proves keyLeaks can fail: the raw forms it looks for
// are found when present.
func TestKeyLeaksDetects(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1).now, 0)
	for name, out := range map[string]string{
		"struct fields": fmt.Sprintf("%v", struct{ A [64]byte }{s.key.inner}),
		"hex":           fmt.Sprintf("%x", s.key.outer[:]),
		"raw hex":       keyCounting,
	} {
		t.Run(name, func(t *testing.T) {
			if keyLeaks(out, keyCounting, s.key) == "" {
				t.Errorf("keyLeaks missed material in %q", out)
			}
		})
	}
}

func TestRandomKeys(t *testing.T) {
	a, err := newRandomKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newRandomKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	if a.inner == b.inner {
		t.Error("two random keys are equal")
	}
	if _, err := newRandomKey(strings.NewReader("short")); err == nil {
		t.Error("newRandomKey with a short reader: want error")
	}
}

func TestKeyZero(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1).now, 0)
	k := s.key
	k.zero()
	if k.inner != [64]byte{} || k.outer != [64]byte{} {
		t.Error("zero left key material")
	}
}
