package proxy

import (
	"fmt"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestHistorySignatureChecksCapped: reading a re-sent history checks at
// most maxHistorySignatureChecks Ed25519 signatures; the genuine tokens
// past the cap back nothing (a claim on them is flagged, never passed),
// and HMAC tokens are not counted.
func TestHistorySignatureChecksCapped(t *testing.T) {
	a, b, _, _ := clusterPair(t, receipts.SigningEd25519, "")
	scopeA, release := a.srv.scopes.Acquire()
	defer release()
	scopeB, releaseB := b.srv.scopes.Acquire()
	defer releaseB()
	history := func(n int) gjson.Result { return signedHistory(t, scopeA, n) }
	old := maxHistorySignatureChecks
	defer func() { maxHistorySignatureChecks = old }()
	for _, tc := range []struct {
		name       string
		cap, n     int
		wantBacked int
	}{
		{"under the cap every token backs", 8, 5, 5},
		{"past the cap the rest back nothing", 3, 5, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			maxHistorySignatureChecks = tc.cap
			backed := historyBacking(history(tc.n), scopeB)
			if len(backed) != tc.wantBacked {
				t.Errorf("%d tools backed, want %d: %v", len(backed), tc.wantBacked, backed)
			}
			for i := range tc.wantBacked {
				if !backed[fmt.Sprintf("t%d", i)] {
					t.Errorf("t%d not backed (the first tokens are checked)", i)
				}
			}
		})
	}
	t.Run("hmac tokens are not counted", func(t *testing.T) {
		budget := &signatureBudget{left: 0}
		m, err := scopeA.Mint("t", "call_x", []byte(`{}`), []byte("ok"))
		if err != nil {
			t.Fatal(err)
		}
		if budget.take(m.Receipt) {
			t.Error("a signed token was taken with no checks left")
		}
		if !budget.take("zc-receipt-1796100000-" + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") {
			t.Error("an HMAC-shaped token was refused: its check costs one MAC")
		}
	})
}

// TestReadHistorySignatureChecksCapped: the claim check's history reader
// (readHistory, the path every request with re-sent tool messages takes)
// keeps to the same cap as historyBacking, for another replica's tokens
// and for its own scope's: past it a genuine token verifies nothing and is
// not called invalid.
func TestReadHistorySignatureChecksCapped(t *testing.T) {
	a, b, _, _ := clusterPair(t, receipts.SigningEd25519, "")
	scopeA, release := a.srv.scopes.Acquire()
	defer release()
	scopeB, releaseB := b.srv.scopes.Acquire()
	defer releaseB()
	history := func(n int) gjson.Result { return signedHistory(t, scopeA, n) }
	old := maxHistorySignatureChecks
	defer func() { maxHistorySignatureChecks = old }()
	for _, scope := range []struct {
		name string
		s    *receipts.Scope
	}{{"another replica's tokens", scopeB}, {"its own scope's tokens", scopeA}} {
		for _, tc := range []struct {
			cap, n, want int
		}{{8, 5, 5}, {3, 5, 3}} {
			t.Run(fmt.Sprintf("%s, cap %d of %d", scope.name, tc.cap, tc.n), func(t *testing.T) {
				maxHistorySignatureChecks = tc.cap
				h := readHistory(&loop.Run{}, scope.s, nil, history(tc.n), nil, false)
				verified := 0
				for i, c := range h.Calls {
					if c.Status == claims.Verified {
						verified++
						if i >= tc.want {
							t.Errorf("%s verified past the cap (the first tokens are checked)", c.Tool)
						}
					}
				}
				if verified != tc.want {
					t.Errorf("%d history calls verified, want %d", verified, tc.want)
				}
				if len(h.Invalid) != 0 {
					t.Errorf("genuine tokens past the cap called invalid: %v", h.Invalid)
				}
			})
		}
	}
}

// signedHistory is a re-sent chat history of n tool calls, each answered
// with a result carrying a receipt scope minted for it.
func signedHistory(t *testing.T, scope *receipts.Scope, n int) gjson.Result {
	t.Helper()
	msgs := []any{map[string]any{"role": "user", "content": "run them"}}
	for i := range n {
		id, tool, args := fmt.Sprintf("call_%d", i), fmt.Sprintf("t%d", i), fmt.Sprintf(`{"n":%d}`, i)
		m, err := scope.Mint(tool, id, []byte(args), []byte("ok"))
		if err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs,
			map[string]any{"role": "assistant", "content": "", "tool_calls": []any{map[string]any{"id": id, "type": "function",
				"function": map[string]any{"name": tool, "arguments": args}}}},
			map[string]any{"role": "tool", "tool_call_id": id, "content": "ok\n\n[receipt: " + m.Receipt + "]"})
	}
	return gjson.Parse(string(rawjson.Marshal(msgs)))
}
