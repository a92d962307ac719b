package claims

import "testing"

// The benchmarks of bench_test.go with the sentence model on (both uses):
// its cost beside the rules.

func BenchmarkFind10KBModel(b *testing.B) {
	text := benchAnswer(10 << 10)
	o := benchOpts
	o.Model = ModelBoth
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	loopCPU(b, func() { FindWith(text, o) })
}

func BenchmarkFindShortModel(b *testing.B) {
	n := 0
	opts := make([]Options, len(shortAnswers))
	for i, a := range shortAnswers {
		n += len(a.answer)
		opts[i] = Options{Context: a.user, UserTexts: []string{squash(a.user)}, Model: ModelBoth}
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
