package receipts

import (
	"strings"
	"testing"
)

// benchAnswer builds a realistic ~10 KB answer: prose, markdown, code
// fences and tool claims in English and Spanish.
func benchAnswer(size int) string {
	parts := []string{
		"## Summary\n\nI ran `git log -n 5` on the repository and the newest commit is `3f2a9c1` by Dana.\n",
		"The weather service reports 18°C and light rain in Lisbon, so bring an umbrella.\n\n",
		"You can run `git log --graph --oneline` to visualise branches. If you run git log, you'll see the history.\n",
		"Here is the output of git status:\n\n```\nOn branch main\nnothing to commit, working tree clean\n```\n\n",
		"Paris is usually mild in May, with highs around 20°C. The capital of Australia is Canberra, not Sydney.\n",
		"Según la herramienta weather, mañana lloverá en Santiago. Puedo consultar el servicio del tiempo si quieres.\n",
		"1. Open a terminal.\n2. Run `git log --oneline`.\n3. Copy the hash of the commit you want.\n\n",
		"Thanks for the details! Based on what you told me, the most likely cause is a DNS timeout, which you can confirm with `dig`.\n",
		"I haven't called get_stock_price yet, so I don't have a current quote. `read_file` returns the contents of a file.\n\n",
	}
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString(parts[i%len(parts)])
	}
	return b.String()
}

func BenchmarkDetectClaims10KB(b *testing.B) {
	text := benchAnswer(10 << 10)
	d := NewDetector(toolInfos([]string{"shell", "weather", "read_file", "git_log", "get_stock_price"}))
	if len(d.Detect(text, Backing{})) == 0 {
		b.Fatal("benchmark answer holds no claim")
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		d.Detect(text, Backing{})
	}
}

// BenchmarkDetectClaims10KBUncached includes building the tool matcher,
// as DetectClaims does on every call.
func BenchmarkDetectClaims10KBUncached(b *testing.B) {
	text := benchAnswer(10 << 10)
	tools := toolInfos([]string{"shell", "weather", "read_file", "git_log", "get_stock_price"})
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		DetectClaims(text, tools, Backing{})
	}
}

// BenchmarkDetectClaimsBaselineToLower is a yardstick, not a feature: one
// strings.ToLower over the same answer, so that figures from a loaded,
// shared machine can be read as a ratio.
func BenchmarkDetectClaimsBaselineToLower(b *testing.B) {
	text := benchAnswer(10 << 10)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		_ = strings.ToLower(text)
	}
}

// BenchmarkDetectClaimsDenseSentence is one 30 KB sentence packed with
// weak cues and mentions: the input that was cubic before the rule pass
// kept sliding windows (13 s); it must cost about what 10 KB of prose does.
func BenchmarkDetectClaimsDenseSentence(b *testing.B) {
	text := strings.Repeat("shows weather tool shows date ", 1000)
	d := NewDetector(toolInfos([]string{"shell", "weather"}))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		d.Detect(text, Backing{})
	}
}
