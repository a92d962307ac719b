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
