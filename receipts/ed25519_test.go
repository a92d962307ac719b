package receipts

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var edTokenRE = regexp.MustCompile(`^zc-receipt-[1-9][0-9]*-[0-9a-f]{8}\.[A-Za-z0-9_-]{86}$`)

func newEdManager(t testing.TB, scope string, bind bool, clock Clock, events *[]KeyEvent) *Manager {
	t.Helper()
	o := Options{Scope: scope, Signing: SigningEd25519, Bind: bind, Clock: clock}
	if events != nil {
		o.OnKey = func(e KeyEvent) { *events = append(*events, e) }
	}
	m, err := NewManagerWith(o)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// frameT is the contract's frame(x), written independently of the package.
func frameT(x []byte) []byte {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(x)))
	return append(n[:], x...)
}

// TestEd25519TokenVerifiesByTheContract checks a minted token against the
// contract's signed bytes with crypto/ed25519 and the published JWKS only.
func TestEd25519TokenVerifiesByTheContract(t *testing.T) {
	clock := newTestClock(1774608496)
	m := newEdManager(t, ScopeProcess, false, clock.now, nil)
	s, release := m.Acquire()
	defer release()
	args, result := []byte(`{ "b": 1, "a": "x" }`), bytes.Repeat([]byte("r"), 1024)
	got, err := s.MintCall("shell", "call_1", args, result, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !edTokenRE.MatchString(got.Receipt.Receipt) {
		t.Fatalf("token %q does not match %s", got.Receipt.Receipt, edTokenRE)
	}
	var doc struct {
		Keys []map[string]any `json:"keys"`
	}
	if err := json.Unmarshal(JWKS(m.Keys().Keys()), &doc); err != nil || len(doc.Keys) != 1 {
		t.Fatalf("jwks: %v %v", doc, err)
	}
	jwk := doc.Keys[0]
	for k, want := range map[string]any{"kty": "OKP", "crv": "Ed25519", "alg": "EdDSA", "use": "sig", "nbf": float64(1774608496)} {
		if jwk[k] != want {
			t.Errorf("jwk %s = %v, want %v", k, jwk[k], want)
		}
	}
	x, _ := base64.RawURLEncoding.DecodeString(jwk["x"].(string))
	tok := got.Receipt.Receipt
	epoch, rest, _ := strings.Cut(strings.TrimPrefix(tok, "zc-receipt-"), "-")
	kid, sigText, _ := strings.Cut(rest, ".")
	if kid != jwk["kid"] || kid != got.Kid {
		t.Fatalf("kid %s, jwk kid %v", kid, jwk["kid"])
	}
	thumb := sha256.Sum256([]byte(`{"crv":"Ed25519","kty":"OKP","x":"` + jwk["x"].(string) + `"}`))
	if kid != hex.EncodeToString(thumb[:4]) {
		t.Errorf("kid %s is not the thumbprint prefix %x", kid, thumb[:4])
	}
	sig, _ := base64.RawURLEncoding.DecodeString(sigText)
	as := sha256.Sum256([]byte(`{"a":"x","b":1}`))
	rs := sha256.Sum256(result)
	if hex.EncodeToString(got.ArgsSHA256[:]) != hex.EncodeToString(as[:]) || got.ResultSHA256 != rs {
		t.Fatalf("digests differ from SHA-256 of the canonical arguments and result")
	}
	msg := bytes.Join([][]byte{frameT([]byte("zc-receipt-ed25519-v1")), frameT([]byte("shell")), frameT(as[:]), frameT(rs[:]), frameT([]byte(epoch))}, nil)
	if !ed25519.Verify(ed25519.PublicKey(x), msg, sig) {
		t.Fatal("signature does not verify over the contract's bytes")
	}
	// Bound receipts add frame(conversation digest).
	if ed25519.Verify(ed25519.PublicKey(x), append(msg, frameT(make([]byte, 32))...), sig) {
		t.Fatal("unbound signature verifies with a conversation frame")
	}
}

func TestEd25519Answer(t *testing.T) {
	clock := newTestClock(1774608496)
	m := newEdManager(t, ScopeProcess, false, clock.now, nil)
	s, _ := m.Acquire()
	args, result := []byte(`{"command":"date"}`), []byte("Mon Mar 30")
	got, err := s.MintCall("shell", "call_1", args, result, nil)
	if err != nil {
		t.Fatal(err)
	}
	tok := got.Receipt.Receipt
	full, _ := NewCall("shell", args, result, nil)
	dig, err := CallFromDigests("shell", hex.EncodeToString(got.ArgsSHA256[:]), hex.EncodeToString(got.ResultSHA256[:]), nil)
	if err != nil {
		t.Fatal(err)
	}
	otherResult, _ := NewCall("shell", args, []byte("Tue"), nil)
	otherTool, _ := NewCall("git_log", args, result, nil)
	otherArgs, _ := NewCall("shell", []byte(`{"command":"ls"}`), result, nil)
	cases := []struct {
		name string
		c    *Call
		want Status
	}{
		{"token only", nil, StatusValid},
		{"call", &full, StatusValid},
		{"digests", &dig, StatusValid},
		{"other result", &otherResult, StatusInvalid},
		{"other tool", &otherTool, StatusInvalid},
		{"other args", &otherArgs, StatusInvalid},
	}
	for _, tc := range cases {
		v, err := m.Answer(tok, tc.c)
		if err != nil || v.Status != tc.want {
			t.Errorf("%s: %v %+v, want %v", tc.name, err, v, tc.want)
		}
		if v.Alg != SigningEd25519 || v.Kid != got.Kid || v.IssuedAt != 1774608496 {
			t.Errorf("%s: verdict %+v", tc.name, v)
		}
	}
	if !s.Verify(tok, "shell", args, result) || s.Verify(tok, "shell", args, []byte("x")) {
		t.Error("Scope.Verify disagrees")
	}
	if s.Check(tok) != StatusValid {
		t.Error("Check: not valid")
	}
}

// TestEd25519TamperedTokens flips every character of a token (and the
// unused low bits of the last one): none verifies.
func TestEd25519TamperedTokens(t *testing.T) {
	m := newEdManager(t, ScopeProcess, false, nil, nil)
	s, _ := m.Acquire()
	args, result := []byte(`{}`), []byte("ok")
	got, _ := s.MintCall("t", "c", args, result, nil)
	tok := got.Receipt.Receipt
	c, _ := NewCall("t", args, result, nil)
	for i := len(TokenPrefix); i < len(tok); i++ {
		for _, r := range []byte{'0', '1', 'a', 'f', 'A', '_', '-', '.', 'z'} {
			if tok[i] == r {
				continue
			}
			bad := tok[:i] + string(r) + tok[i+1:]
			v, err := m.Answer(bad, &c)
			if err == nil && v.Status == StatusValid {
				t.Fatalf("tampered %q (pos %d) verifies", bad, i)
			}
			if s.Verify(bad, "t", args, result) {
				t.Fatalf("Scope.Verify accepts tampered %q", bad)
			}
		}
	}
	// Same signature bytes, other spelling of the last character's unused bits.
	last := tok[len(tok)-1]
	alt := base64URLValue(last) ^ 0x01
	bad := tok[:len(tok)-1] + string("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[alt])
	if v, _ := m.Answer(bad, &c); v.Status == StatusValid {
		t.Fatalf("non-canonical spelling %q verifies", bad)
	}
}

func TestEd25519TokenFromAnotherScope(t *testing.T) {
	a := newEdManager(t, ScopeProcess, false, nil, nil)
	b := newEdManager(t, ScopeProcess, false, nil, nil)
	sa, _ := a.Acquire()
	got, _ := sa.MintCall("t", "c", []byte(`{}`), []byte("ok"), nil)
	c, _ := NewCall("t", []byte(`{}`), []byte("ok"), nil)
	v, err := b.Answer(got.Receipt.Receipt, &c)
	if err != nil || v.Status != StatusInvalid {
		t.Fatalf("another process's token: %+v %v", v, err)
	}
	sb, _ := b.Acquire()
	if sb.Verify(got.Receipt.Receipt, "t", []byte(`{}`), []byte("ok")) {
		t.Fatal("scope b verifies scope a's token")
	}
	// Offline with a's JWKS it verifies.
	ks, err := ParseJWKS(JWKS(a.Keys().Keys()))
	if err != nil {
		t.Fatal(err)
	}
	tok, _ := Parse(got.Receipt.Receipt)
	if err := VerifyWith(ks, &tok, &c); err != nil {
		t.Fatal(err)
	}
	ksb, _ := ParseJWKS(JWKS(b.Keys().Keys()))
	if err := VerifyWith(ksb, &tok, &c); !errors.Is(err, ErrUnknownKey) {
		t.Fatalf("b's keys: %v", err)
	}
}

// TestEd25519KeyRotationRequestScope: each request scope draws its own key;
// an ended scope's key stays published with its window and its private
// half is zeroed.
func TestEd25519KeyRotationRequestScope(t *testing.T) {
	clock := newTestClock(1000)
	var events []KeyEvent
	m := newEdManager(t, ScopeRequest, false, clock.now, &events)
	s1, rel1 := m.Acquire()
	if _, ok := s1.PublicKey(); ok || len(events) != 0 {
		t.Fatal("a request scope drew a key before minting")
	}
	r1, err := s1.MintCall("t", "c1", []byte(`{}`), []byte("one"), nil)
	if err != nil {
		t.Fatal(err)
	}
	priv := s1.ed.priv // the slice the zeroing must wipe
	privCopy := bytes.Clone(priv)
	clock.set(1005)
	rel1()
	if !bytes.Equal(priv, make([]byte, len(priv))) {
		t.Fatal("private key not zeroed at release")
	}
	if s1.ed != nil {
		t.Fatal("released scope keeps its key")
	}
	if _, err := s1.MintCall("t", "c", []byte(`{}`), []byte("x"), nil); !errors.Is(err, ErrScopeReleased) {
		t.Fatalf("mint after release: %v", err)
	}
	s2, rel2 := m.Acquire()
	defer rel2()
	clock.set(1006)
	r2, _ := s2.MintCall("t", "c2", []byte(`{}`), []byte("two"), nil)
	if r1.Kid == r2.Kid {
		t.Fatal("two request scopes share a kid")
	}
	if len(events) != 3 || events[0].Ended || !events[1].Ended || events[1].Key.NotAfter != 1005 || events[2].Key.Kid != r2.Kid {
		t.Fatalf("key events %+v", events)
	}
	c1, _ := NewCall("t", []byte(`{}`), []byte("one"), nil)
	v, _ := m.Answer(r1.Receipt.Receipt, &c1)
	if v.Status != StatusValid || v.Scope != ScopeEnded {
		t.Fatalf("ended scope's token with its call: %+v", v)
	}
	if v, _ := m.Answer(r1.Receipt.Receipt, nil); v.Status != StatusUnverifiable {
		t.Fatalf("ended scope's token alone: %+v", v)
	}
	if s2.Check(r1.Receipt.Receipt) != StatusUnverifiable || s2.Verify(r1.Receipt.Receipt, "t", []byte(`{}`), []byte("one")) {
		t.Fatal("a later request scope treats an earlier receipt as its own")
	}
	c2, _ := NewCall("t", []byte(`{}`), []byte("two"), nil)
	if v, _ := m.Answer(r2.Receipt.Receipt, &c2); v.Status != StatusValid || v.Scope != ScopeLive {
		t.Fatalf("live scope: %+v", v)
	}
	pk, _ := m.Keys().Key(r1.Kid)
	if pk.NotBefore != 1000 || pk.NotAfter != 1005 {
		t.Fatalf("window %+v", pk)
	}
	// A token dated after its key's window does not verify.
	tok, _ := Parse(r1.Receipt.Receipt)
	tok.Epoch = 1006
	if err := pk.Verify(&tok, &c1); !errors.Is(err, ErrOutsideWindow) {
		t.Fatalf("outside window: %v", err)
	}
	// Nothing public carries the private key.
	var out bytes.Buffer
	fmt.Fprintf(&out, "%v %+v %#v %v %v", s1, m, s2, events, r2)
	slog.New(slog.NewJSONHandler(&out, nil)).Info("x", "scope", s2, "mgr", m, "key", s2.ed)
	j, _ := json.Marshal(s2.ed)
	out.Write(j)
	out.Write(JWKS(m.Keys().Keys()))
	out.Write(s2.ed.priv)
	if bytes.Contains(out.Bytes()[:out.Len()-64], s2.ed.priv[:32]) || bytes.Contains(out.Bytes(), privCopy[:32]) {
		t.Fatal("private key bytes in output")
	}
}

func TestBindConversation(t *testing.T) {
	for _, signing := range []string{SigningHMAC, SigningEd25519} {
		t.Run(signing, func(t *testing.T) {
			m, err := NewManagerWith(Options{Scope: ScopeProcess, Signing: signing, Bind: true})
			if err != nil {
				t.Fatal(err)
			}
			s, _ := m.Acquire()
			convA, _ := ConversationDigest([]byte(`[{"role":"user","content":"what time is it?"}]`))
			convA2, _ := ConversationDigest([]byte(`[ {"content":"what time is it?", "role":"user"} ]`))
			convB, _ := ConversationDigest([]byte(`[{"role":"user","content":"what time is it in Paris?"}]`))
			if convA != convA2 || convA == convB {
				t.Fatal("conversation digest is not canonical")
			}
			if _, err := s.MintCall("t", "c", []byte(`{}`), []byte("12:00"), nil); err == nil {
				t.Fatal("bound scope minted without a conversation digest")
			}
			got, err := s.MintCall("t", "c", []byte(`{}`), []byte("12:00"), convA[:])
			if err != nil {
				t.Fatal(err)
			}
			tok := got.Receipt.Receipt
			for _, tc := range []struct {
				name string
				conv []byte
				want Status
			}{{"same conversation", convA2[:], StatusValid}, {"moved", convB[:], StatusInvalid}, {"none", nil, StatusInvalid}} {
				c, _ := NewCall("t", []byte(`{}`), []byte("12:00"), tc.conv)
				v, err := m.Answer(tok, &c)
				if err != nil || v.Status != tc.want {
					t.Errorf("%s: %+v %v", tc.name, v, err)
				}
				d, _ := CallFromDigests("t", hex.EncodeToString(got.ArgsSHA256[:]), hex.EncodeToString(got.ResultSHA256[:]), tc.conv)
				if v, _ := m.Answer(tok, &d); v.Status != tc.want {
					t.Errorf("%s by digests: %+v", tc.name, v)
				}
				if ok := s.VerifyBound(tok, "t", []byte(`{}`), []byte("12:00"), tc.conv); ok != (tc.want == StatusValid) {
					t.Errorf("%s: VerifyBound %v", tc.name, ok)
				}
			}
		})
	}
}

// TestHMACAnswer: the HMAC variant behind the same Answer.
func TestHMACAnswer(t *testing.T) {
	m, err := NewManager(ScopeProcess, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := m.Acquire()
	got, _ := s.MintCall("t", "c", []byte(`{"a":1}`), []byte("ok"), nil)
	tok := got.Receipt.Receipt
	if _, _, err := ParseToken(tok); err != nil {
		t.Fatal(err)
	}
	full, _ := NewCall("t", []byte(`{"a": 1}`), []byte("ok"), nil)
	bad, _ := NewCall("t", []byte(`{"a": 2}`), []byte("ok"), nil)
	dig, _ := CallFromDigests("t", hex.EncodeToString(got.ArgsSHA256[:]), hex.EncodeToString(got.ResultSHA256[:]), nil)
	for name, tc := range map[string]struct {
		c    *Call
		want Status
	}{"token": {nil, StatusValid}, "call": {&full, StatusValid}, "digests": {&dig, StatusValid}, "other args": {&bad, StatusInvalid}} {
		if v, err := m.Answer(tok, tc.c); err != nil || v.Status != tc.want || v.Alg != SigningHMAC || v.Tool != "t" {
			t.Errorf("%s: %+v %v", name, v, err)
		}
	}
	if v, _ := m.Answer("zc-receipt-1-"+strings.Repeat("A", 43), nil); v.Status != StatusUnverifiable {
		t.Errorf("token older than the process: %+v", v)
	}
	if _, err := m.Answer("zc-receipt-1-AAAA", nil); !errors.Is(err, ErrMalformedToken) {
		t.Errorf("malformed: %v", err)
	}
}

func TestParseBothForms(t *testing.T) {
	sig := strings.Repeat("A", 86)
	for s, ok := range map[string]bool{
		"zc-receipt-1774608496-0123abcd." + sig:            true,
		"zc-receipt-1774608496-0123ABCD." + sig:            false,
		"zc-receipt-1774608496-0123abc." + sig:             false,
		"zc-receipt-1774608496-0123abcd." + sig[1:]:        false,
		"zc-receipt-1774608496-0123abcd." + sig + "A":      false,
		"zc-receipt-1774608496-0123abcd-" + sig:            false,
		"zc-receipt-1774608496-" + strings.Repeat("a", 43): true,
		"zc-receipt--0123abcd." + sig:                      false,
	} {
		_, err := Parse(s)
		if (err == nil) != ok {
			t.Errorf("Parse(%q) = %v, want ok %v", s, err, ok)
		}
		if found := FindTokens("see " + s + "."); (len(found) == 1 && found[0] == s) != ok {
			t.Errorf("FindTokens(%q) = %q", s, found)
		}
	}
	content := AppendReceipt("result", "zc-receipt-1774608496-0123abcd."+sig)
	if r, tok, ok := SplitReceipt(content); !ok || r != "result" || !strings.HasSuffix(tok, sig) {
		t.Errorf("SplitReceipt: %q %q %v", r, tok, ok)
	}
}

func FuzzParse(f *testing.F) {
	m, _ := NewManagerWith(Options{Scope: ScopeProcess, Signing: SigningEd25519})
	s, _ := m.Acquire()
	got, _ := s.MintCall("t", "c", []byte(`{}`), []byte("ok"), nil)
	for _, s := range []string{got.Receipt.Receipt, tokA, "", "zc-receipt-1-0123abcd." + strings.Repeat("_", 86), "zc-receipt-01-0123abcd." + strings.Repeat("B", 86)} {
		f.Add(s)
	}
	c, _ := NewCall("t", []byte(`{}`), []byte("ok"), nil)
	f.Fuzz(func(t *testing.T, in string) {
		tok, err := Parse(in)
		if err != nil {
			if _, err2 := m.Answer(in, nil); err2 == nil {
				t.Fatalf("Answer accepts what Parse rejects: %q", in)
			}
			return
		}
		if found := FindTokens(in); len(found) != 1 || found[0] != in {
			t.Fatalf("FindTokens(%q) = %q", in, found)
		}
		if tok.Epoch < 0 || (tok.Kid != "" && !isKid(tok.Kid)) {
			t.Fatalf("bad parts %+v", tok)
		}
		v, err := m.Answer(in, &c)
		if err != nil {
			t.Fatal(err)
		}
		if v.Status == StatusValid && in != got.Receipt.Receipt {
			t.Fatalf("%q verifies", in)
		}
		_ = strconv.Itoa(0)
	})
}

func TestManagerCloseZeroesProcessKey(t *testing.T) {
	var events []KeyEvent
	m := newEdManager(t, ScopeProcess, false, nil, &events)
	s, _ := m.Acquire()
	priv := s.ed.priv
	m.Close()
	m.Close()
	if !bytes.Equal(priv, make([]byte, len(priv))) || s.ed != nil {
		t.Fatal("process key not zeroed at Close")
	}
	if len(events) != 2 || !events[1].Ended || events[1].Key.NotAfter == 0 {
		t.Fatalf("events %+v", events)
	}
	if _, err := s.MintCall("t", "c", []byte(`{}`), []byte("x"), nil); !errors.Is(err, ErrScopeReleased) {
		t.Fatalf("mint after Close: %v", err)
	}
	h, _ := NewManager(ScopeProcess, nil, 0)
	hs, _ := h.Acquire()
	h.Close()
	if _, err := hs.Mint("t", "c", []byte(`{}`), []byte("x")); !errors.Is(err, ErrScopeReleased) {
		t.Fatalf("hmac mint after Close: %v", err)
	}
}
