package receipts

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"strconv"
	"strings"
	"testing"
	"time"
)

const (
	keyCounting = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
	keyOnes     = "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
	keyASCII    = "4a6f7264616e2068617320612076657279206c6f6e67206b6579206865726521"
)

// Known-answer vectors, computed outside Go with OpenSSL:
//
//	frame() { printf '%016x' "$(printf '%s' "$1" | wc -c)" | xxd -r -p; printf '%s' "$1"; }
//	{ frame zc-receipt-v1; frame "$TOOL"; frame "$CANONICAL_ARGS"; frame "$RESULT"; frame "$EPOCH"; } |
//	  openssl dgst -sha256 -mac HMAC -macopt "hexkey:$KEY" -binary | base64 | tr '+/' '-_' | tr -d '=\n'
//
// e.g. KEY=000102…1f TOOL=shell CANONICAL_ARGS='{}' RESULT=hello EPOCH=1774608496.
// args below is what the model sent; OpenSSL was fed its canonical form
// (shown in the comment), so the vectors also pin Canonicalize.
var knownAnswers = []struct {
	name   string
	key    string
	tool   string
	args   string
	result string
	epoch  int64
	want   string
}{
	{
		name: "empty args", key: keyCounting, tool: "shell",
		args:   "", // canonical {}
		result: "hello", epoch: 1774608496,
		want: "zc-receipt-1774608496-q3Rh2VG0-2RAv633W6OyctHDJ0Hqke69jckWXGeARmM",
	},
	{
		name: "non-ASCII result, reordered args", key: keyOnes, tool: "weather",
		args:   `{ "units": "metric", "city": "Z\u00fcrich" }`, // canonical {"city":"Zürich","units":"metric"}
		result: "22 °C, Zürich — ☀ sunny", epoch: 1700000000,
		want: "zc-receipt-1700000000-h8_HaEtkZMEF_zrUtPDrPszTwsPXTm15sfPBMsJctqw",
	},
	{
		name: "multi-line result, epoch 1", key: keyASCII, tool: "git_log",
		args:   "{\n  \"n\": 5\n}", // canonical {"n":5}
		result: "abc1234 fix\ndef5678 init\n", epoch: 1,
		want: "zc-receipt-1-SYLFzEQlQHjjVLDZazgmyy0EyZMhEboUptDZ6tG7IPE",
	},
	{
		name: "escaped string args, empty result", key: keyCounting, tool: "read_file",
		args:   `{"path":"a\u0022b\\c\u000a\/<&>"}`, // canonical {"path":"a\"b\\c\n/<&>"}
		result: "", epoch: 1774608496,
		want: "zc-receipt-1774608496-ljMnZmU2Xunw05KDEZjGM5NPpPvf21vIhYAhxxPPqUk",
	},
}

func TestMintKnownAnswers(t *testing.T) {
	for _, tc := range knownAnswers {
		t.Run(tc.name, func(t *testing.T) {
			clock := newTestClock(tc.epoch)
			s := newTestScope(t, tc.key, clock.now, 0)
			r, err := s.Mint(tc.tool, "call_1", []byte(tc.args), []byte(tc.result))
			if err != nil {
				t.Fatalf("Mint: %v", err)
			}
			if r.Receipt != tc.want {
				t.Errorf("Mint token\n got %s\nwant %s", r.Receipt, tc.want)
			}
			if r.Tool != tc.tool || r.CallID != "call_1" {
				t.Errorf("Mint receipt = %+v", r)
			}
			if !s.Verify(tc.want, tc.tool, []byte(tc.args), []byte(tc.result)) {
				t.Errorf("Verify(known answer) = false")
			}
		})
	}
}

// TestMACMatchesCryptoHMAC cross-checks the spelled-out HMAC against
// crypto/hmac on random keys and messages.
func TestMACMatchesCryptoHMAC(t *testing.T) {
	for i := range 50 {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var raw [keySize]byte
			rand.Read(raw[:])
			tool := rand.Text()[:i%8]
			args := []byte(`{"i":` + strconv.Itoa(i) + `}`)
			result := make([]byte, i*37)
			rand.Read(result)
			epoch := int64(i) * 1_000_003

			var msg []byte
			for _, f := range [][]byte{[]byte(receiptVersion), []byte(tool), args, result, []byte(strconv.FormatInt(epoch, 10))} {
				msg = binary.BigEndian.AppendUint64(msg, uint64(len(f)))
				msg = append(msg, f...)
			}
			ref := hmac.New(sha256.New, raw[:])
			ref.Write(msg)
			want := ref.Sum(nil)

			st := getMacState()
			defer putMacState(st)
			if got := st.sum(deriveKey(&raw), tool, args, result, epoch, nil); !bytes.Equal(got, want) {
				t.Fatalf("mac = %x, want %x", got, want)
			}
		})
	}
}

func TestVerifyRejectsAnyChange(t *testing.T) {
	const (
		tool   = "weather"
		args   = `{"city":"Paris"}`
		result = "18 °C"
	)
	s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
	r, err := s.Mint(tool, "c1", []byte(args), []byte(result))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Verify(r.Receipt, tool, []byte(args), []byte(result)) {
		t.Fatal("Verify(unchanged) = false")
	}
	flip := func(s string, i int) string {
		b := []byte(s)
		b[i] ^= 0x01
		return string(b)
	}
	for i := range len(tool) {
		t.Run("tool byte "+strconv.Itoa(i), func(t *testing.T) {
			if s.Verify(r.Receipt, flip(tool, i), []byte(args), []byte(result)) {
				t.Error("Verify = true")
			}
		})
	}
	for i := range len(result) {
		t.Run("result byte "+strconv.Itoa(i), func(t *testing.T) {
			if s.Verify(r.Receipt, tool, []byte(args), []byte(flip(result, i))) {
				t.Error("Verify = true")
			}
		})
	}
	// Flip only bytes inside the value "Paris": other flips make invalid JSON.
	for i := strings.Index(args, "Paris"); i < strings.Index(args, "Paris")+5; i++ {
		t.Run("args byte "+strconv.Itoa(i), func(t *testing.T) {
			if s.Verify(r.Receipt, tool, []byte(flip(args, i)), []byte(result)) {
				t.Error("Verify = true")
			}
		})
	}
	digits := len(TokenPrefix)
	for i := digits; i < digits+10; i++ {
		t.Run("epoch digit "+strconv.Itoa(i-digits), func(t *testing.T) {
			if s.Verify(flip(r.Receipt, i), tool, []byte(args), []byte(result)) {
				t.Error("Verify = true")
			}
		})
	}
	for i := len(r.Receipt) - digestLen; i < len(r.Receipt); i++ {
		t.Run("digest char "+strconv.Itoa(i), func(t *testing.T) {
			tok := []byte(r.Receipt)
			tok[i] = "AB"[btoi(tok[i] == 'A')] // always a different base64url char
			if s.Verify(string(tok), tool, []byte(args), []byte(result)) {
				t.Error("Verify = true")
			}
		})
	}
	t.Run("other key", func(t *testing.T) {
		other := newTestScope(t, keyOnes, newTestClock(1774608496).now, 0)
		if other.Verify(r.Receipt, tool, []byte(args), []byte(result)) {
			t.Error("Verify under another key = true")
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestVerifyRejectsNonCanonicalSpelling(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
	r, err := s.Mint("shell", "c", nil, []byte("x"))
	if err != nil {
		t.Fatal(err)
	}
	last := r.Receipt[len(r.Receipt)-1]
	v := base64URLValue(last)
	alt := []byte(r.Receipt)
	alt[len(alt)-1] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[v^1] // flip an unused low bit
	tests := []struct {
		name, token string
	}{
		{"stray low bits in last char", string(alt)},
		{"leading zero epoch", strings.Replace(r.Receipt, TokenPrefix, TokenPrefix+"0", 1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := ParseToken(tc.token); err != nil {
				t.Fatalf("ParseToken(%q): %v (should be well-formed)", tc.token, err)
			}
			if s.Verify(tc.token, "shell", nil, []byte("x")) {
				t.Error("Verify(non-canonical spelling) = true")
			}
		})
	}
}

func TestMintFraming(t *testing.T) {
	// Distinct (tool, args, result) that a separator-joined encoding could
	// confuse must mint distinct receipts.
	tests := []struct {
		name string
		a, b [3]string // tool, args, result
	}{
		{"tool/args boundary", [3]string{"t1", `2`, "r"}, [3]string{"t", `12`, "r"}},
		{"args/result boundary", [3]string{"t", `1`, "2x"}, [3]string{"t", `12`, "x"}},
		{"pipe join", [3]string{"a|1", `2`, "c"}, [3]string{"a", `1`, "2|c"}},
		{"tool into result", [3]string{"ab", `{}`, ""}, [3]string{"a", `{}`, "b"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
			ra, errA := s.Mint(tc.a[0], "1", []byte(tc.a[1]), []byte(tc.a[2]))
			rb, errB := s.Mint(tc.b[0], "2", []byte(tc.b[1]), []byte(tc.b[2]))
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			if ra.Receipt == rb.Receipt {
				t.Errorf("same receipt %s for %q and %q", ra.Receipt, tc.a, tc.b)
			}
		})
	}
}

func TestMintArgsCanonical(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		same bool
	}{
		{"key order and whitespace", `{"b":1,"a":2}`, "{ \"a\": 2,\n \"b\": 1 }", true},
		{"empty and {}", "", "{}", true},
		{"whitespace only and {}", " \n\t", "{}", true},
		{"escape spelling", `{"s":"\u00e9\/"}`, `{"s":"é/"}`, true},
		{"nested reorder", `{"o":{"y":[1,{"q":1,"p":2}],"x":0}}`, `{"o":{"x":0,"y":[1,{"p":2,"q":1}]}}`, true},
		{"1.0 vs 1", `{"n":1.0}`, `{"n":1}`, false},
		{"1e2 vs 100", `{"n":1e2}`, `{"n":100}`, false},
		{"array order matters", `[1,2]`, `[2,1]`, false},
		{"string vs number", `{"n":"1"}`, `{"n":1}`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScope(t, keyCounting, newTestClock(1774608496).now, 0)
			ra, err := s.Mint("t", "1", []byte(tc.a), []byte("r"))
			if err != nil {
				t.Fatal(err)
			}
			rb, err := s.Mint("t", "2", []byte(tc.b), []byte("r"))
			if err != nil {
				t.Fatal(err)
			}
			if (ra.Receipt == rb.Receipt) != tc.same {
				t.Errorf("same receipt = %v, want %v", ra.Receipt == rb.Receipt, tc.same)
			}
			if !s.Verify(ra.Receipt, "t", []byte(tc.b), []byte("r")) == tc.same {
				t.Errorf("Verify with the other spelling = %v, want %v", !tc.same, tc.same)
			}
		})
	}
}

func TestMintErrors(t *testing.T) {
	tests := []struct {
		name  string
		epoch int64
		args  string
	}{
		{"invalid args", 1774608496, `{"a":`},
		{"duplicate key", 1774608496, `{"a":1,"a":2}`},
		{"clock before 1970", -5, `{}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScope(t, keyCounting, newTestClock(tc.epoch).now, 0)
			if r, err := s.Mint("t", "1", []byte(tc.args), nil); err == nil {
				t.Errorf("Mint = %+v, want error", r)
			}
			if n := s.Len(); n != 0 {
				t.Errorf("ledger holds %d entries after a failed Mint", n)
			}
		})
	}
}

func TestMintUsesClock(t *testing.T) {
	clock := newTestClock(1000)
	s := newTestScope(t, keyCounting, clock.now, 0)
	for _, sec := range []int64{1000, 1001, 99999999999} {
		clock.set(sec)
		r, err := s.Mint("t", "1", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		epoch, _, err := ParseToken(r.Receipt)
		if err != nil || epoch != sec {
			t.Errorf("token %s: epoch %d, %v; want %d", r.Receipt, epoch, err, sec)
		}
	}
	// nil clock means time.Now.
	m, err := NewManager(ScopeProcess, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	s2, release := m.Acquire()
	defer release()
	before := time.Now().Unix()
	r, err := s2.Mint("t", "1", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	epoch, _, _ := ParseToken(r.Receipt)
	if epoch < before || epoch > time.Now().Unix() {
		t.Errorf("nil clock: epoch %d not near now %d", epoch, before)
	}
}
