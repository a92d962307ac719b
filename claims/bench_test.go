package claims

import (
	"github.com/zc-proxy/zc-proxy/internal/readable"

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

// shortAnswers are the common case, answered on every request: 20–100
// words of plain prose, no tool call, each with the user's message as
// context (language detection and the request readers use it).
var shortAnswers = []struct{ answer, user string }{
	{"Sure! The capital of Australia is Canberra, not Sydney. Sydney is the largest city, but Canberra was chosen as a compromise between Sydney and Melbourne in 1908.", "what's the capital of australia?"},
	{"A list comprehension builds a new list from an iterable in one expression: `[x * 2 for x in nums if x > 0]` doubles the positive numbers. It is usually faster and easier to read than an explicit loop with append, but for complex logic a plain loop is clearer.", "how do list comprehensions work in python"},
	{"Claro, aquí tienes una receta sencilla: mezcla dos tazas de harina con una de leche, dos huevos y una pizca de sal. Cocina cada crepe un minuto por lado en una sartén caliente con un poco de mantequilla.", "¿me das una receta de crepes?"},
	{"Pour convertir des degrés Celsius en Fahrenheit, multipliez par 9/5 puis ajoutez 32. Par exemple, 20 °C correspondent à 68 °F. C'est une formule simple à retenir.", "comment convertir celsius en fahrenheit ?"},
	{"Gern! Eine gute Faustregel ist, beim Schreiben von Tests zuerst den Fehlerfall zu prüfen. So siehst du schnell, ob der Test überhaupt scheitern kann, und vermeidest Tests, die immer grün sind.", "hast du einen Tipp für bessere Tests?"},
	{"Thanks! Happy to help. If you want, I can also explain how DNS caching works, or we can go through the config together step by step.", "thanks that fixed it"},
}

// BenchmarkFindShort is the common case: a short answer with no tool call
// (each operation reads the next of shortAnswers).
func BenchmarkFindShort(b *testing.B) {
	n := 0
	for _, a := range shortAnswers {
		n += len(a.answer)
	}
	// the options as the proxy builds them (History squashes the user's
	// messages once per request, outside the detector)
	opts := make([]Options, len(shortAnswers))
	for i, a := range shortAnswers {
		opts[i] = Options{Context: a.user, UserTexts: []string{squash(a.user)}}
	}
	b.SetBytes(int64(n / len(shortAnswers)))
	b.ReportAllocs()
	start := cpuTime()
	ops := 0
	for b.Loop() {
		i := ops % len(shortAnswers)
		FindWith(shortAnswers[i].answer, opts[i])
		ops++
	}
	if ops > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(ops), "cpu-ns/op")
	}
}

// BenchmarkFindDenseSentence is one 30 KB sentence packed with cues.
func BenchmarkFindDenseSentence(b *testing.B) {
	text := strings.Repeat("I ran shows the output returned checked `x` git log ", 600)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	loopCPU(b, func() { FindWith(text, benchOpts) })
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
		// the detector's spans are the sentences of the text it reads
		read, _ := readable.Text(s)
		for _, c := range findWith(read, benchOpts) {
			if c.Start < 0 || c.End > len(read) || c.Start > c.End || read[c.Start:c.End] != c.Sentence {
				t.Fatalf("bad span %d..%d for %q (read as %q)", c.Start, c.End, s, read)
			}
		}
		// FindWith maps them back into s; Sentence stays the sentence as
		// read (markup glued inside a word is no part of it)
		for _, c := range FindWith(s, benchOpts) {
			if c.Start < 0 || c.End > len(s) || c.Start > c.End {
				t.Fatalf("bad span %d..%d for %q", c.Start, c.End, s)
			}
			if c.Action == "" {
				t.Fatalf("claim without action: %+v", c)
			}
		}
	})
}
