package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attack (round 7): the server had no read deadline for request bodies
// (only for headers), so a client could send a chat request's headers and
// part of its body, or trickle it a byte at a time, and never finish:
// each such request held its buffer (the proxy sizes it from
// Content-Length, up to limits.max_request_bytes) and a goroutine for
// ever. Twenty stalled 15 MiB bodies held 640 MB of a running proxy;
// 300 connections that sent headers alone (Content-Length 16 MiB) took it
// to 3.5 GB resident.
//
// A body must now keep coming (bodyIdle) and arrive within bodyGrace plus
// its length at bodyMinRate; a streamed answer after a body that came
// whole has no deadline (it runs longer than all of them here).
func TestServeCutsStalledRequestBodies(t *testing.T) {
	oldIdle, oldGrace, oldRate := bodyIdle, bodyGrace, bodyMinRate
	bodyIdle, bodyGrace, bodyMinRate = 300*time.Millisecond, 600*time.Millisecond, 1<<10
	t.Cleanup(func() { bodyIdle, bodyGrace, bodyMinRate = oldIdle, oldGrace, oldRate })

	model := &scripted.Server{Delay: 150 * time.Millisecond, Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{Content: "one two three four five six seven eight nine ten eleven twelve"}
	}}
	up := httptest.NewServer(model)
	defer up.Close()
	path := writeConfig(t, "upstreams: [{name: a, base_url: \""+up.URL+"/v1\"}]\nlog: {format: json}\n")
	ctx, cancel := context.WithCancel(t.Context())
	addrs := make(chan net.Addr, 1)
	exit := make(chan int, 1)
	stderr := &lockedBuffer{}
	go func() {
		exit <- serve(ctx, []string{"--config", path, "--listen", "127.0.0.1:0", "--grace", "1s"}, stderr, func(a net.Addr) { addrs <- a })
	}()
	addr := (<-addrs).String()
	defer func() { cancel(); <-exit }()

	// closedWithin sends the headers of a chat request with a body of
	// Content-Length bytes, then feed, and reports whether the proxy
	// answered or closed the connection within limit.
	closedWithin := func(t *testing.T, feed func(net.Conn), limit time.Duration) bool {
		t.Helper()
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", 8<<20)
		io.WriteString(c, `{"model":"m","messages":[{"role":"user","content":"`)
		done := make(chan struct{})
		go func() {
			defer close(done)
			io.Copy(io.Discard, c) // ends when the proxy closes the connection
		}()
		go feed(c)
		select {
		case <-done:
			return true
		case <-time.After(limit):
			return false
		}
	}
	t.Run("a body that stops coming", func(t *testing.T) {
		if !closedWithin(t, func(net.Conn) {}, 5*time.Second) {
			t.Error("a request whose body stalled still holds its connection after 5s (bodyIdle is 300ms)")
		}
	})
	t.Run("a body trickled faster than the idle timeout", func(t *testing.T) {
		trickle := func(c net.Conn) {
			for range 200 {
				if _, err := c.Write([]byte("a")); err != nil {
					return
				}
				time.Sleep(100 * time.Millisecond)
			}
		}
		if !closedWithin(t, trickle, 5*time.Second) {
			t.Error("a body trickled a byte every 100ms still holds its connection after 5s (grace 600ms, 1 KiB/s)")
		}
	})
	t.Run("a streamed answer outlives every body deadline", func(t *testing.T) {
		resp, err := http.Post("http://"+addr+"/v1/chat/completions", "application/json",
			strings.NewReader(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		start := time.Now()
		var dones int
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if sc.Text() == "data: [DONE]" {
				dones++
			}
		}
		if took := time.Since(start); dones != 1 || took < bodyGrace+bodyIdle {
			t.Errorf("stream: %d [DONE] after %s (err %v); want a whole stream longer than the body deadlines", dones, took, sc.Err())
		}
	})
}
