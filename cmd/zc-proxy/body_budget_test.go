package main

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A body's time budget counts only the time spent waiting in its reads:
// a handler busy elsewhere between two reads (an upstream taking a
// passed-through body slowly) does not use it up, so a client that sent
// its body promptly is never cut for it (review of round 7).
func TestBodyBudgetCountsOnlyWaiting(t *testing.T) {
	const busy = 400 * time.Millisecond
	srv := httptest.NewServer(&bodyDeadlines{
		idle: 200 * time.Millisecond, grace: 200 * time.Millisecond, minRate: 1 << 10, now: time.Now,
		next: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			first := make([]byte, 1)
			if _, err := io.ReadFull(r.Body, first); err != nil {
				http.Error(w, "first read: "+err.Error(), http.StatusBadRequest)
				return
			}
			time.Sleep(busy) // the handler's own work, past the whole grace
			rest, err := io.ReadAll(r.Body)
			if err != nil {
				http.Error(w, "rest: "+err.Error(), http.StatusBadRequest)
				return
			}
			_, _ = io.WriteString(w, string(first)+string(rest))
		}),
	})
	defer srv.Close()

	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	body := "hello, body"
	if _, err := io.WriteString(c, "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "+strconv.Itoa(len(body))+"\r\n\r\n"+body[:1]); err != nil {
		t.Fatal(err)
	}
	time.Sleep(busy / 4) // the rest arrives while the handler is busy, unread
	if _, err := io.WriteString(c, body[1:]); err != nil {
		t.Fatal(err)
	}
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	got, _ := io.ReadAll(io.LimitReader(c, 4096))
	if !strings.HasPrefix(string(got), "HTTP/1.1 200") || !strings.Contains(string(got), body) {
		t.Fatalf("a body sent promptly was cut for the handler's busy time:\n%s", got)
	}
}
