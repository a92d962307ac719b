package receipts

import (
	"strconv"
	"strings"
	"testing"
)

func BenchmarkMint(b *testing.B) {
	args := []byte(`{"command": "git log --oneline -n 5", "cwd": "/srv/repo"}`)
	for _, size := range []int{100, 1 << 10, 64 << 10} {
		b.Run(strconv.Itoa(size)+"B", func(b *testing.B) {
			// A small ledger keeps the benchmark measuring steady state
			// (evicting) rather than map growth.
			s := newTestScope(b, keyCounting, newTestClock(1774608496).now, 1024)
			result := []byte(strings.Repeat("x", size))
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				result[0] = byte(i) // a new token each time
				result[1] = byte(i >> 8)
				if _, err := s.Mint("shell", "call_1", args, result); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkVerify(b *testing.B) {
	s := newTestScope(b, keyCounting, newTestClock(1774608496).now, 0)
	args, result := []byte(`{"command":"date"}`), []byte(strings.Repeat("x", 1<<10))
	r, err := s.Mint("shell", "c", args, result)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if !s.Verify(r.Receipt, "shell", args, result) {
			b.Fatal("Verify = false")
		}
	}
}

func BenchmarkCanonicalize(b *testing.B) {
	inputs := map[string]string{
		"small":  `{ "units": "metric", "city": "Zürich" }`,
		"nested": `{"z":{"y":[1,2,{"b":"\u00e9","a":null}],"x":"` + strings.Repeat("v", 200) + `"},"a":[true,false,1.5e3]}`,
		"4KiB":   `{"path":"/srv/data/file.txt","content":"` + strings.Repeat(`line with \"quotes\"\n`, 200) + `","mode":"0644"}`,
	}
	for name, in := range inputs {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Canonicalize([]byte(in)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkFindTokens(b *testing.B) {
	var sb strings.Builder
	for sb.Len() < 10_000 {
		sb.WriteString("The weather tool reported 22 °C in Zürich; see the zc-receipt- docs. ")
		if sb.Len()%7 == 0 {
			sb.WriteString("[receipt: " + tokA + "] ")
		}
	}
	sb.WriteString("Quoted: `" + tokB + "`.")
	text := sb.String()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if len(FindTokens(text)) == 0 {
			b.Fatal("no tokens")
		}
	}
}

func BenchmarkRenderFooter(b *testing.B) {
	receipts := []Receipt{{Tool: "weather", Receipt: tokA}, {Tool: "shell", Receipt: tokB}}
	flags := []Flag{
		{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I ran git log"},
		{Kind: FlagInvalidReceipt, Receipt: tokA},
		{Kind: FlagUnverifiableReceipt, Receipt: tokB},
	}
	b.ReportAllocs()
	for b.Loop() {
		if RenderFooter(receipts, flags) == "" {
			b.Fatal("empty footer")
		}
	}
}

// BenchmarkSigning compares the two signing modes on a 1 KiB result:
// mint (Scope.MintCall, as the proxy calls it, and Scope.Mint for HMAC),
// verify over the call's bytes (Scope.Verify) and, for Ed25519, verify
// from digests only against the published key (what a third party does).
//
//	go test -run XXX -bench Signing -benchtime 2000x ./receipts/
func BenchmarkSigning(b *testing.B) {
	args := []byte(`{"command": "git log --oneline -n 5", "cwd": "/srv/repo"}`)
	result := []byte(strings.Repeat("x", 1<<10))
	for _, signing := range []string{SigningHMAC, SigningEd25519} {
		m, err := NewManagerWith(Options{Scope: ScopeProcess, Signing: signing, Clock: newTestClock(1774608496).now, LedgerSize: 1024})
		if err != nil {
			b.Fatal(err)
		}
		s, _ := m.Acquire()
		b.Run(signing+"/mint", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				result[0], result[1] = byte(i), byte(i>>8)
				if _, err := s.MintCall("shell", "call_1", args, result, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		result[0], result[1] = 'x', 'x'
		r, err := s.MintCall("shell", "call_1", args, result, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(signing+"/verify", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !s.Verify(r.Receipt.Receipt, "shell", args, result) {
					b.Fatal("Verify = false")
				}
			}
		})
		if signing == SigningEd25519 {
			tok, _ := Parse(r.Receipt.Receipt)
			c := Call{Tool: "shell", ArgsSHA256: r.ArgsSHA256, ResultSHA256: r.ResultSHA256}
			b.Run(signing+"/verify-digests", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if err := VerifyWith(m.Keys(), &tok, &c); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
