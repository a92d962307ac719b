package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/sse"
)

// TestServeShutdownDuringStream: a signal during a streamed answer lets it
// finish within the grace period, or, past it, ends it with an error event
// after its last whole chunk (never a half-written one, never [DONE]).
// The grace comes from the config's shutdown_grace unless --grace is
// given.
func TestServeShutdownDuringStream(t *testing.T) {
	tests := []struct {
		name     string
		delay    time.Duration // between upstream chunks
		config   string        // shutdown_grace line
		args     []string
		complete bool // the stream finishes normally
	}{
		{"finishes within the grace", 20 * time.Millisecond, "shutdown_grace: 1h\n", nil, true},
		{"canceled after the config's grace", time.Hour, "shutdown_grace: 100ms\n", nil, false},
		{"--grace overrides the config", time.Hour, "shutdown_grace: 1h\n", []string{"--grace", "100ms"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			model := &scripted.Server{Delay: tc.delay, KeepAlive: true, Respond: func(gjson.Result) scripted.Turn {
				return scripted.Turn{Content: "one two three four five six seven eight"}
			}}
			up := httptest.NewServer(model)
			defer up.Close()
			path := writeConfig(t, "upstreams: [{name: a, base_url: \""+up.URL+"/v1\"}]\nlog: {format: json}\n"+tc.config)

			ctx, cancel := context.WithCancel(t.Context())
			defer cancel()
			addrs := make(chan net.Addr, 1)
			exit := make(chan int, 1)
			stderr := &lockedBuffer{}
			go func() {
				args := append([]string{"--config", path, "--listen", "127.0.0.1:0"}, tc.args...)
				exit <- serve(ctx, args, stderr, func(a net.Addr) { addrs <- a })
			}()
			addr := <-addrs

			client := &http.Client{Transport: &http.Transport{}}
			defer client.CloseIdleConnections()
			resp, err := client.Post("http://"+addr.String()+"/v1/chat/completions", "application/json",
				strings.NewReader(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d", resp.StatusCode)
			}
			cancel() // SIGTERM

			body := make(chan []byte, 1)
			go func() {
				b, _ := io.ReadAll(resp.Body)
				body <- b
			}()
			var got []byte
			select {
			case got = <-body:
			case <-time.After(20 * time.Second):
				t.Fatalf("stream still open long after the grace period:\n%s", stderr.String())
			}
			dones, errorEvents, chunks := readEvents(t, got)
			if tc.complete {
				if dones != 1 || errorEvents != 0 || chunks == 0 {
					t.Errorf("want a complete stream, got %d [DONE], %d error events:\n%s", dones, errorEvents, got)
				}
			} else {
				if dones != 0 || errorEvents != 1 {
					t.Errorf("want one error event, no [DONE]; got %d [DONE], %d error events:\n%s", dones, errorEvents, got)
				}
				if !strings.Contains(stderr.String(), "canceling them") {
					t.Errorf("the cancellation was not logged:\n%s", stderr.String())
				}
			}
			select {
			case code := <-exit:
				if code != 0 {
					t.Errorf("exit code = %d:\n%s", code, stderr.String())
				}
			case <-time.After(20 * time.Second):
				t.Fatal("serve did not return")
			}
		})
	}
}

// readEvents parses an SSE body strictly: every data event must be whole
// JSON (or [DONE]) and the body must end on an event boundary.
func readEvents(t *testing.T, body []byte) (dones, errorEvents, chunks int) {
	t.Helper()
	if len(body) > 0 && !bytes.HasSuffix(body, []byte("\n\n")) {
		t.Errorf("stream ends mid-event: %q", body[max(0, len(body)-80):])
	}
	rd := sse.NewReader(bytes.NewReader(body))
	for {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("read stream: %v", err)
		}
		switch {
		case ev.IsComment:
		case ev.IsDone():
			dones++
		case !gjson.ValidBytes(ev.Data):
			t.Fatalf("half-written event: %q", ev.Data)
		case gjson.GetBytes(ev.Data, "error").Exists():
			errorEvents++
		default:
			chunks++
		}
	}
}
