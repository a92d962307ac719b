package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// gateWriter records each Write; while its gate is closed, writes wait.
type gateWriter struct {
	mu     sync.Mutex
	writes []string
	gate   chan struct{} // nil: open
	first  chan struct{} // closed when the first write has started (nil: not told)
	once   sync.Once
}

func (g *gateWriter) Write(p []byte) (int, error) {
	if g.first != nil {
		g.once.Do(func() { close(g.first) })
	}
	if g.gate != nil {
		<-g.gate
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.writes = append(g.writes, string(p))
	return len(p), nil
}

func (g *gateWriter) snapshot() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.writes...)
}

func (g *gateWriter) lines() int {
	n := 0
	for _, w := range g.snapshot() {
		n += strings.Count(w, "\n")
	}
	return n
}

func TestLogSink(t *testing.T) {
	t.Run("every line arrives whole and in order", func(t *testing.T) {
		w := &gateWriter{}
		s := newLogSink(w)
		const writers, lines = 8, 500
		var wg sync.WaitGroup
		for g := range writers {
			wg.Go(func() {
				for n := range lines {
					fmt.Fprintf(s, "writer=%d line=%d\n", g, n)
				}
			})
		}
		wg.Wait()
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		got := strings.Split(strings.TrimSuffix(strings.Join(w.snapshot(), ""), "\n"), "\n")
		if len(got) != writers*lines {
			t.Fatalf("%d lines, want %d", len(got), writers*lines)
		}
		next := make([]int, writers)
		for _, l := range got {
			var g, n int
			if _, err := fmt.Sscanf(l, "writer=%d line=%d", &g, &n); err != nil || g < 0 || g >= writers {
				t.Fatalf("torn line %q", l)
			}
			if n != next[g] {
				t.Fatalf("writer %d: line %d after %d", g, n, next[g]-1)
			}
			next[g]++
		}
	})
	t.Run("a lone line leaves without Flush or Close", func(t *testing.T) {
		w := &gateWriter{first: make(chan struct{})}
		s := newLogSink(w)
		defer s.Close()
		s.Write([]byte("alone\n"))
		<-w.first // blocks forever if the sink held the line back
	})
	t.Run("lines queued during a write leave together", func(t *testing.T) {
		w := &gateWriter{gate: make(chan struct{}), first: make(chan struct{})}
		s := newLogSink(w)
		s.Write([]byte("first\n"))
		<-w.first // the flusher is inside w.Write, held at the gate
		for n := range 100 {
			fmt.Fprintf(s, "queued %d\n", n) // returns at once: queued
		}
		close(w.gate)
		s.Close()
		got := w.snapshot()
		if len(got) != 2 || got[0] != "first\n" || strings.Count(got[1], "\n") != 100 || !strings.HasPrefix(got[1], "queued 0\n") {
			t.Fatalf("writes = %d %q, want the first line then one batch of 100", len(got), got)
		}
	})
	t.Run("Flush writes what was queued before it returns", func(t *testing.T) {
		var buf lockedBuffer
		s := newLogSink(&buf)
		defer s.Close()
		for n := range 50 {
			fmt.Fprintf(s, "line %d\n", n)
		}
		s.Flush()
		if got := strings.Count(buf.String(), "\n"); got != 50 {
			t.Fatalf("%d lines out after Flush, want 50", got)
		}
	})
	t.Run("writes after Close go straight through", func(t *testing.T) {
		var buf bytes.Buffer
		s := newLogSink(&buf)
		s.Write([]byte("before\n"))
		s.Close()
		s.Write([]byte("after\n"))
		if buf.String() != "before\nafter\n" {
			t.Fatalf("got %q", buf.String())
		}
		if err := s.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
	})
	t.Run("past the bound a write waits for the writer, and nothing is lost", func(t *testing.T) {
		w := &gateWriter{gate: make(chan struct{}), first: make(chan struct{})}
		s := newLogSink(w)
		s.Write([]byte("first\n"))
		<-w.first
		line := strings.Repeat("x", 1023) + "\n"
		n := logSinkMax/len(line) + 10
		done := make(chan struct{})
		go func() {
			defer close(done)
			for range n {
				s.Write([]byte(line)) // the one that reaches the bound waits for the writer
			}
		}()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
			s.mu.Lock()
			queued := len(s.buf)
			s.mu.Unlock()
			if queued >= logSinkMax {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("queue reached %d bytes, never the bound %d", queued, logSinkMax)
			}
		}
		select {
		case <-done:
			t.Fatal("writes went on past the bound while the writer was blocked")
		default:
		}
		close(w.gate)
		<-done
		s.Close()
		if got := w.lines(); got != 1+n {
			t.Fatalf("%d lines written, want %d", got, 1+n)
		}
	})
}
