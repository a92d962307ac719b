package claims

import (
	"reflect"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

// TestContextOfMatchesReading holds the cached reading of a user message
// to the reading findWith made of it on every call (contextTokens,
// capitalised, creativeRequest), cold and warm, for messages short
// enough to be cached and longer ones.
func TestContextOfMatchesReading(t *testing.T) {
	initFast()
	msgs := []string{"", "hi", "Write a poem about Lisbon for Ana", "Did the build pass on Main? Check the CI logs for PR 42.",
		"écris un mail à Jean, je l'enverrai", strings.Repeat("Paris word ", 300), strings.Repeat("x ", 2500) + "Berlin"}
	for _, a := range shortAnswers {
		msgs = append(msgs, a.user)
	}
	for round := range 2 {
		for _, m := range msgs {
			tc := new(tokCache)
			got := contextOf(tc, m)
			want := contextTokens(new(tokCache), m)
			if !reflect.DeepEqual(got.toks, want) && !(len(got.toks) == 0 && len(want) == 0) {
				t.Fatalf("round %d, %.40q: tokens differ", round, m)
			}
			if !reflect.DeepEqual(got.caps, capitalised(want, m)) {
				t.Fatalf("round %d, %.40q: capitalised %v, want %v", round, m, got.caps, capitalised(want, m))
			}
			first := tokensWithin(want, 2000)
			strong, draft := creativeKind(first)
			if got.strong != strong || got.draft != draft || got.explain != explainRequestIn(first, m) {
				t.Fatalf("round %d, %.40q: strong %v draft %v explain %v", round, m, got.strong, got.draft, got.explain)
			}
		}
	}
	contexts.Lock()
	n := len(contexts.m)
	contexts.Unlock()
	if n > maxContexts {
		t.Fatalf("%d cached readings, bound %d", n, maxContexts)
	}
}

// TestContextCacheBounded fills the cache past its bound from many
// goroutines (run with -race): it stays within maxContexts entries, and
// every reading is still right.
func TestContextCacheBounded(t *testing.T) {
	initFast()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 3 * maxContexts {
				m := strings.Repeat("Word ", i%7+1) + string(rune('a'+g)) + strings.Repeat("z", i)
				uc := contextOf(new(tokCache), m)
				if want := contextTokens(new(tokCache), m); len(uc.toks) != len(want) || uc.toks[len(want)-1].w != want[len(want)-1].w {
					t.Errorf("%q: tokens differ", m)
					return
				}
			}
		})
	}
	wg.Wait()
	contexts.Lock()
	defer contexts.Unlock()
	if len(contexts.m) > maxContexts {
		t.Fatalf("%d cached readings, bound %d", len(contexts.m), maxContexts)
	}
}

// TestContextOfKeepsNoBody: a cached reading holds copies, never the
// request body the message was sliced from.
func TestContextOfKeepsNoBody(t *testing.T) {
	body := `{"messages":[{"role":"user","content":"Please check, with ` + "`df -h`" + `, the disk on web-01."}]}`
	msg := body[strings.Index(body, "Please"):strings.LastIndex(body, `"}]}`)]
	uc := contextOf(new(tokCache), msg)
	lo := uintptr(unsafe.Pointer(unsafe.StringData(body)))
	hi := lo + uintptr(len(body))
	for _, tk := range uc.toks {
		for _, s := range []string{tk.w, tk.bare} {
			if p := uintptr(unsafe.Pointer(unsafe.StringData(s))); len(s) > 0 && p >= lo && p < hi {
				t.Fatalf("token %q points into the request body", s)
			}
		}
	}
	if len(uc.toks) != cap(uc.toks) {
		t.Fatalf("shared tokens have room to append into (len %d, cap %d)", len(uc.toks), cap(uc.toks))
	}
}
