package proxy

import (
	"context"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// relWithin polls cond every few milliseconds until it holds, failing the
// test when d passes first. Unlike waitUntil it asserts a bound (the
// issue's "gone within a second"), measured from the call.
func relWithin(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	start := time.Now()
	for !cond() {
		if time.Since(start) > d {
			t.Fatalf("%s: not within %s", what, d)
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("%s after %s", what, time.Since(start).Round(time.Millisecond))
}

// relCounter is an upstream that counts the requests it gets and fails
// the test when any arrives: for inputs that must never be forwarded.
type relCounter struct {
	t       *testing.T
	calls   atomic.Int32
	allowed atomic.Bool // from now on calls are expected
}

func (u *relCounter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if u.allowed.Load() {
		http.Error(w, "counted", http.StatusTeapot)
		return
	}
	u.calls.Add(1)
	u.t.Errorf("upstream called: %s %s", r.Method, r.URL.Path)
	http.Error(w, "unexpected", http.StatusTeapot)
}

// relClosedAddr is a loopback address nobody listens on.
func relClosedAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// relStreamEnded checks a streamed answer completed as one message: one
// finish_reason, one [DONE], nothing after it.
func relStreamEnded(t *testing.T, body []byte) streamed {
	t.Helper()
	s := parseStream(t, body)
	if s.readErr != nil || s.dones != 1 || s.afterEnd != 0 || len(s.finishChunks()) != 1 {
		t.Fatalf("stream did not end cleanly (read err %v, %d [DONE], %d after, %d finish chunks):\n%s",
			s.readErr, s.dones, s.afterEnd, len(s.finishChunks()), body)
	}
	return s
}

// relStreamFailed checks a streamed answer ended with an OpenAI error
// event: no [DONE], no finish_reason.
func relStreamFailed(t *testing.T, body []byte) streamed {
	t.Helper()
	s := parseStream(t, body)
	if s.dones != 0 || len(s.finishChunks()) != 0 || len(s.chunks) == 0 {
		t.Fatalf("a failed stream must end with an error event and no [DONE]:\n%s", body)
	}
	if last := s.chunks[len(s.chunks)-1]; !last.Get("error.message").Exists() || !last.Get("error.type").Exists() {
		t.Fatalf("last event is not an OpenAI error: %s", last.Raw)
	}
	return s
}

// relToolMessages returns every tool message the upstream was sent, by
// call id (the last version of each: later requests repeat history).
func relToolMessages(reqs [][]byte) map[string]string {
	out := make(map[string]string)
	for _, body := range reqs {
		gjson.GetBytes(body, "messages").ForEach(func(_, m gjson.Result) bool {
			if m.Get("role").Str == "tool" {
				out[m.Get("tool_call_id").Str] = m.Get("content").Str
			}
			return true
		})
	}
	return out
}

// relCheckReceipts checks the receipts rule for one run: every minted
// receipt (report.receipts) sits on a successful tool message of its call
// and verifies against that message's result; no error message carries
// one. It returns the number of receipts.
func relCheckReceipts(t *testing.T, scope *receipts.Scope, reqs [][]byte, report gjson.Result) int {
	t.Helper()
	msgs := relToolMessages(reqs)
	args := relCallArguments(reqs)
	for id, content := range msgs {
		if strings.HasPrefix(content, "error: ") && len(receipts.FindTokens(content)) != 0 {
			t.Errorf("failed call %s got a receipt: %q", id, content)
		}
	}
	minted := report.Get("receipts").Array()
	for _, rc := range minted {
		id, tok := rc.Get("call_id").Str, rc.Get("receipt").Str
		result, got, ok := receipts.SplitReceipt(msgs[id])
		if !ok || got != tok {
			t.Errorf("receipt %s of %s is not on its tool message %.200q", tok, id, msgs[id])
			continue
		}
		if !scope.Verify(tok, rc.Get("tool").Str, []byte(args[id]), []byte(result)) {
			t.Errorf("receipt %s does not verify against the result the model saw", tok)
		}
	}
	return len(minted)
}

// relCallArguments maps call ids to the arguments the assistant sent.
func relCallArguments(reqs [][]byte) map[string]string {
	out := make(map[string]string)
	for _, body := range reqs {
		gjson.GetBytes(body, "messages.#.tool_calls|@flatten").ForEach(func(_, c gjson.Result) bool {
			out[c.Get("id").Str] = c.Get("function.arguments").Str
			return true
		})
	}
	return out
}

// relDo sends body to the proxy's chat endpoint under ctx and returns the
// response (body unread) or the transport error.
func relDo(ctx context.Context, e *loopEnv, body string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.url+"/v1/chat/completions", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return e.httpc.Do(req)
}

func relMode(stream bool) string {
	if stream {
		return "stream"
	}
	return "json"
}

func relBody(stream bool) string {
	if stream {
		return userStream
	}
	return userJSON
}
