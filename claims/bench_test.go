package claims

import (
	"fmt"
	"strings"
	"testing"
)

// benchAnswer builds a realistic ~10 KB answer: prose, markdown, code
// fences and tool claims in English and Spanish (the same mix as the
// receipts package's detector benchmark, for side-by-side figures).
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

var benchOpts = Options{Commands: []string{"uptime", "df -h", "free -m", "git log"}}

func BenchmarkFind10KB(b *testing.B) {
	text := benchAnswer(10 << 10)
	if len(FindWith(text, benchOpts)) == 0 {
		b.Fatal("benchmark answer holds no claim")
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	loopCPU(b, func() { FindWith(text, benchOpts) })
}

// BenchmarkFindDenseSentence is one 30 KB sentence packed with cues.
func BenchmarkFindDenseSentence(b *testing.B) {
	text := strings.Repeat("I ran shows the output returned checked `x` git log ", 600)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		FindWith(text, benchOpts)
	}
}

// BenchmarkBaselineToLower is a yardstick for a loaded, shared machine.
func BenchmarkBaselineToLower(b *testing.B) {
	text := benchAnswer(10 << 10)
	b.SetBytes(int64(len(text)))
	loopCPU(b, func() { _ = strings.ToLower(text) })
}

// TestFindLinear: doubling an adversarial input must not much more than
// double the time (a quadratic scan would quadruple it).
// BenchmarkFindAdversarial runs the detector on texts made of one unit
// repeated (cue words, open code fences, "Output:" labels) at n and 4n
// bytes, side by side: linear time shows as a 4× ratio, not 16×. Time
// lives here, not in a test: the machines are shared.
func BenchmarkFindAdversarial(b *testing.B) {
	inputs := []string{
		"I ran shows the output returned checked `x` git log ",
		"```\n$ ls\n",
		"Output: ",
		"a.b/c-d_e ",
		"`",
		"J'ai vérifié : ",
		"ich habe ",
	}
	for i, unit := range inputs {
		for _, size := range []int{20000, 80000} {
			text := strings.Repeat(unit, size/len(unit))
			b.Run(fmt.Sprintf("unit%d/%dKB", i, size/1000), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				loopCPU(b, func() { FindWith(text, benchOpts) })
			})
		}
	}
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{benchAnswer(600), "I ran `git log`.", "```\n$ ls\na\n```", "Output:\nfoo", "He ejecutado `ls` y salió vacío.", "\xff\xfe`"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range FindWith(s, benchOpts) {
			if c.Start < 0 || c.End > len(s) || c.Start > c.End || s[c.Start:c.End] != c.Sentence {
				t.Fatalf("bad span %d..%d for %q", c.Start, c.End, s)
			}
			if c.Action == "" {
				t.Fatalf("claim without action: %+v", c)
			}
		}
	})
}
