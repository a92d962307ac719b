package bench

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy"
)

// lockstepChunks is how many content chunks the lockstep upstream sends.
const lockstepChunks = 12

// stallLimit only turns a held-back chunk into a failure instead of a hang;
// a proxy that forwards each chunk never comes near it.
const stallLimit = 5 * time.Second

// controlStall is the control case's limit: its proxy buffers everything,
// so the stall is certain and waiting longer proves nothing.
const controlStall = 100 * time.Millisecond

// piece is the text of content chunk k, unique so the client can tell
// exactly which chunks it has.
func piece(k int) string { return fmt.Sprintf(" piece%02d", k) }

// lockstepUpstream streams a chat completion one chunk at a time and sends
// content chunk k+1 only after the client reports it has received chunk k
// (on acks). A proxy that holds any chunk back until it reads the next
// one stalls it; the stall is reported on stalled.
type lockstepUpstream struct {
	acks    chan int
	stalled chan int
	limit   time.Duration // how long to wait for an ack before calling it a stall
}

func newLockstepUpstream(limit time.Duration) *lockstepUpstream {
	return &lockstepUpstream{acks: make(chan int), stalled: make(chan int, 1), limit: limit}
}

func (u *lockstepUpstream) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 1<<20))
	if r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	rc := http.NewResponseController(w)
	send := func(delta, finish string) {
		if finish == "" {
			finish = "null"
		} else {
			finish = `"` + finish + `"`
		}
		fmt.Fprintf(w, `data: {"id":"chatcmpl-lockstep","object":"chat.completion.chunk","created":1774608496,"model":"bench-plain",`+
			`"choices":[{"index":0,"delta":%s,"logprobs":null,"finish_reason":%s}]}`+"\n\n", delta, finish)
		_ = rc.Flush()
	}
	send(`{"role":"assistant","content":""}`, "")
	for k := range lockstepChunks {
		send(`{"content":"`+piece(k)+`"}`, "")
		select {
		case got := <-u.acks:
			if got != k {
				u.stalled <- k
				return
			}
		case <-time.After(u.limit):
			u.stalled <- k
			return
		case <-r.Context().Done():
			return
		}
	}
	send(`{}`, "stop")
	fmt.Fprint(w, "data: [DONE]\n\n")
	_ = rc.Flush()
}

// newProxy serves zc-proxy in front of upstream, with one file tool
// configured so receipts-on requests take the full tool-loop path.
func newProxy(t testing.TB, upstream http.Handler) string {
	t.Helper()
	up := httptest.NewServer(upstream)
	t.Cleanup(up.Close)
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "small.txt"), []byte("hello\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	yaml := fmt.Sprintf("upstreams:\n  - name: lockstep\n    base_url: %s/v1\ntools:\n  - name: read_file\n    type: file\n    root: %s\n", up.URL, root)
	cfg, err := proxy.ParseConfig([]byte(yaml), func(string) string { return "" })
	if err != nil {
		t.Fatalf("ParseConfig: %v", err)
	}
	p, err := proxy.New(context.Background(), cfg, proxy.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatalf("proxy.New: %v", err)
	}
	front := httptest.NewServer(p)
	t.Cleanup(func() {
		front.Close()
		_ = p.Close()
	})
	return front.URL
}

// TestNoChunkHeldBack checks that both streamed zc-proxy modes forward each
// upstream content chunk to the client before the upstream sends the next:
// the upstream waits for the client to acknowledge chunk k, so any
// buffering deadlocks the stream and is reported with the chunk's number.
func TestNoChunkHeldBack(t *testing.T) {
	var want strings.Builder
	for k := range lockstepChunks {
		want.WriteString(piece(k))
	}
	for _, mode := range []string{"off", "on"} {
		t.Run("receipts "+mode, func(t *testing.T) {
			upstream := newLockstepUpstream(stallLimit)
			stalled, text, err := streamThrough(t, newProxy(t, upstream), mode, upstream)
			if stalled >= 0 {
				t.Fatalf("chunk %d was held back: the client did not get it before the upstream's next read (text so far %q)", stalled, text)
			}
			if err != nil {
				t.Fatalf("reading the stream: %v (text so far %q)", err, text)
			}
			if !strings.HasPrefix(text, want.String()) {
				t.Errorf("answer text = %q, want it to start with %q", text, want.String())
			}
		})
	}

	// The control shows the check can fail: a proxy that buffers the whole
	// reply must be caught at the first content chunk.
	t.Run("control: a buffering proxy is caught", func(t *testing.T) {
		upstream := newLockstepUpstream(controlStall)
		buffering := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			rec := httptest.NewRecorder()
			upstream.ServeHTTP(rec, r)
			w.Header().Set("X-ZC-Receipts", "off")
			w.WriteHeader(rec.Code)
			_, _ = w.Write(rec.Body.Bytes())
		})
		front := httptest.NewServer(buffering)
		defer front.Close()
		stalled, text, _ := streamThrough(t, front.URL, "off", upstream)
		if stalled != 0 {
			t.Fatalf("buffering proxy: stalled at %d, want 0 (text %q)", stalled, text)
		}
	})
}

// streamThrough sends one streamed chat request to base with the receipts
// mode and reads the reply in lockstep with upstream. stalled is the chunk
// the upstream gave up waiting on, or -1.
func streamThrough(t *testing.T, base, mode string, upstream *lockstepUpstream) (stalled int, text string, err error) {
	t.Helper()
	body := `{"model":"bench-plain","stream":true,"messages":[{"role":"user","content":"count"}]}`
	req, err := http.NewRequest(http.MethodPost, base+"/v1/chat/completions", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-ZC-Receipts", mode)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	defer client.CloseIdleConnections()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("X-ZC-Receipts") != mode {
		t.Fatalf("status %d, X-ZC-Receipts %q; want 200, %q", resp.StatusCode, resp.Header.Get("X-ZC-Receipts"), mode)
	}
	text, err = readAcking(resp.Body, upstream)
	select {
	case k := <-upstream.stalled:
		return k, text, err
	default:
		return -1, text, err
	}
}

// readAcking reads the client's SSE stream, acknowledging each content
// chunk to the upstream as soon as its text has arrived, and returns the
// answer text.
func readAcking(body io.Reader, u *lockstepUpstream) (string, error) {
	br := bufio.NewReader(body)
	var text strings.Builder
	next := 0
	for {
		line, err := br.ReadString('\n')
		if data, ok := strings.CutPrefix(strings.TrimRight(line, "\r\n"), "data: "); ok && data != "[DONE]" {
			text.WriteString(gjson.Get(data, "choices.0.delta.content").String())
			for next < lockstepChunks && strings.Contains(text.String(), piece(next)) {
				select {
				case u.acks <- next:
				case k := <-u.stalled:
					u.stalled <- k // the test reports it
					return text.String(), nil
				}
				next++
			}
		}
		if errors.Is(err, io.EOF) {
			return text.String(), nil
		}
		if err != nil {
			return text.String(), err
		}
	}
}
