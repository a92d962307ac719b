package textlog

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

var when = time.Date(2026, 12, 5, 5, 35, 7, 123456789, time.FixedZone("X", 3600+1800))

// both writes r through slog.TextHandler and through Handler with the
// same options and returns the two outputs.
func both(t testing.TB, opts *slog.HandlerOptions, r slog.Record) (want, got string) {
	t.Helper()
	var a, b bytes.Buffer
	if err := slog.NewTextHandler(&a, opts).Handle(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	if err := NewTextHandler(&b, opts).Handle(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	return a.String(), b.String()
}

type valuer struct{}

func (valuer) LogValue() slog.Value { return slog.StringValue("resolved value") }

func TestSameAsSlog(t *testing.T) {
	requestLine := []slog.Attr{
		slog.String("method", "POST"), slog.String("route", "/v1/chat/completions"),
		slog.Int("status", 200), slog.Int64("bytes", 1234), slog.Float64("duration_ms", 0.734512),
		slog.String("mode", "on"), slog.String("upstream", "perf"), slog.Float64("upstream_ms", 0.0123),
		slog.Float64("ttfb_ms", 1e-7), slog.String("model", "gpt-4o"), slog.Bool("stream", false),
		slog.Int("iterations", 1), slog.Int("flags", 0), slog.Float64("overhead_ms", 12345678.9),
		slog.String("prompt", "say \"hi\"\n\tand = more\x00 \xff é \u00a0 \u2028 ok\\"),
		slog.String("request_id", "01HX-abc"),
	}
	cases := map[string][]slog.Attr{
		"none":        nil,
		"request":     requestLine,
		"plain kinds": {slog.Uint64("u", math.MaxUint64), slog.Int64("neg", math.MinInt64), slog.Duration("d", 1500*time.Millisecond), slog.Time("t", when), slog.Float64("nan", math.NaN()), slog.Float64("inf", math.Inf(-1)), slog.Bool("b", true)},
		"odd keys":    {slog.String("", "empty key"), slog.String("a b", "x"), slog.String("k=v", ""), slog.String("é", "\\")},
		"group":       {slog.String("a", "1"), slog.Group("g", slog.Int("x", 1), slog.String("y", "two words"))},
		"empty group": {slog.Group("g"), slog.String("a", "1")},
		"any":         {slog.Any("err", errors.New("boom")), slog.Any("nil", nil), slog.Any("bytes", []byte("hi"))},
		"valuer":      {slog.Any("v", valuer{})},
		"empty attr":  {{}, slog.String("a", "1")},
	}
	opts := []*slog.HandlerOptions{
		nil,
		{Level: slog.LevelDebug},
		{AddSource: true},
		{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == "status" {
				return slog.Attr{}
			}
			return a
		}},
	}
	levels := []slog.Level{slog.LevelDebug, slog.LevelInfo, slog.LevelWarn, slog.LevelError, slog.LevelInfo + 2, slog.LevelError + 9, slog.LevelDebug - 3}
	for name, attrs := range cases {
		for i, o := range opts {
			for _, lvl := range levels {
				for _, tm := range []time.Time{when, {}, time.Now()} {
					for _, msg := range []string{"request", "", "two words", "a=b"} {
						r := slog.NewRecord(tm, lvl, msg, 0)
						r.AddAttrs(attrs...)
						if want, got := both(t, o, r); want != got {
							t.Errorf("%s, options %d, level %v:\nslog %q\ngot  %q", name, i, lvl, want, got)
						}
					}
				}
			}
		}
	}
}

// TestDerivedHandlers: WithAttrs and WithGroup give slog's own handler,
// writing to the same writer under the same lock.
func TestDerivedHandlers(t *testing.T) {
	var a, b bytes.Buffer
	std := slog.New(slog.NewTextHandler(&a, nil)).With("k", "v").WithGroup("g")
	fast := slog.New(NewTextHandler(&b, nil)).With("k", "v").WithGroup("g")
	std.Info("hello", "x", 1)
	fast.Info("hello", "x", 1)
	wantLines := strings.Split(a.String(), " ")[1:] // past the time
	gotLines := strings.Split(b.String(), " ")[1:]
	if strings.Join(wantLines, " ") != strings.Join(gotLines, " ") {
		t.Errorf("slog %q, got %q", a.String(), b.String())
	}
}

// TestEnabled is slog's level test, with and without a Level.
func TestEnabled(t *testing.T) {
	ctx := context.Background()
	for _, o := range []*slog.HandlerOptions{nil, {Level: slog.LevelWarn}, {Level: slog.LevelDebug - 4}} {
		std, fast := slog.NewTextHandler(nil, o), NewTextHandler(nil, o)
		for l := slog.LevelDebug - 8; l <= slog.LevelError+8; l++ {
			if std.Enabled(ctx, l) != fast.Enabled(ctx, l) {
				t.Errorf("options %+v, level %v: slog %v", o, l, std.Enabled(ctx, l))
			}
		}
	}
}

// TestConcurrentLines: lines written at once from the fast path and a
// derived handler are whole lines.
func TestConcurrentLines(t *testing.T) {
	var buf bytes.Buffer
	h := NewTextHandler(&buf, nil)
	fast, derived := slog.New(h), slog.New(h.WithAttrs([]slog.Attr{slog.String("d", "1")}))
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			l := fast
			if i%2 == 1 {
				l = derived
			}
			for range 200 {
				l.Info("line", "i", i)
			}
		})
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 1600 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "time=") || strings.Count(l, "time=") != 1 || !strings.Contains(l, " msg=line ") {
			t.Fatalf("torn line %q", l)
		}
	}
}

// FuzzSameAsSlog holds the fast path to slog.TextHandler for any key,
// string, number and time.
func FuzzSameAsSlog(f *testing.F) {
	f.Add("route", "/v1/chat/completions", "msg", int64(200), 0.25, int64(1733376907123456789), int64(1500))
	f.Add("", "", "", int64(-1), math.Inf(1), int64(0), int64(-7))
	f.Add("k=v", "a \"b\"\n\xff", "é\u2028", int64(math.MaxInt64), 1e21, int64(-62135596800000000), int64(math.MinInt64))
	f.Fuzz(func(t *testing.T, key, str, msg string, n int64, x float64, unixNano, d int64) {
		tm := time.Unix(0, unixNano).In(time.FixedZone("Z", int(d%50000)))
		r := slog.NewRecord(tm, slog.Level(n%20), msg, 0)
		r.AddAttrs(slog.String(key, str), slog.Int64(str, n), slog.Uint64(key, uint64(n)), slog.Float64(msg, x),
			slog.Bool(key, n%2 == 0), slog.Duration(str, time.Duration(d)), slog.Time(key, tm.Add(time.Duration(d))))
		if want, got := both(t, nil, r); want != got {
			t.Errorf("slog %q\ngot  %q", want, got)
		}
	})
}

// TestHandleAttrs: HandleAttrs writes what Handle writes for the record
// of the same attributes, fast path or not.
func TestHandleAttrs(t *testing.T) {
	attrSets := [][]slog.Attr{
		nil,
		requestRecordAttrs(),
		{slog.String("a", "1"), slog.Group("g", slog.Int("x", 1)), slog.String("b", "two words")},
		{slog.Group("empty"), slog.Any("err", errors.New("boom")), slog.Any("v", valuer{})},
	}
	for i, o := range []*slog.HandlerOptions{nil, {AddSource: true}, {ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr { return a }}} {
		for j, attrs := range attrSets {
			for _, tm := range []time.Time{when, {}} {
				var pcs [1]uintptr
				runtime.Callers(1, pcs[:])
				r := slog.NewRecord(tm, slog.LevelWarn, "request", pcs[0])
				r.AddAttrs(attrs...)
				var a, b bytes.Buffer
				if err := NewTextHandler(&a, o).Handle(context.Background(), r); err != nil {
					t.Fatal(err)
				}
				if err := NewTextHandler(&b, o).HandleAttrs(context.Background(), tm, slog.LevelWarn, "request", pcs[0], attrs); err != nil {
					t.Fatal(err)
				}
				if a.String() != b.String() {
					t.Errorf("options %d, attributes %d:\nHandle      %q\nHandleAttrs %q", i, j, a.String(), b.String())
				}
			}
		}
	}
}
