package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// idleResult is a server's memory while it holds n idle streams.
type idleResult struct {
	name     string
	streams  int // streams the upstream saw open at the measurement
	headers  int // of them, how many had sent the client response headers
	baseline memory
	holding  memory
}

// holdIdleStreams opens n streaming requests through proc whose upstream
// answers the role chunk and then stays silent, waits until the upstream
// holds all n, and reads proc's memory. The streams are closed on return.
func holdIdleStreams(ctx context.Context, proc *child, upstreamURL string, header http.Header, n int) (idleResult, error) {
	res := idleResult{name: proc.name}
	base, err := proc.memory()
	if err != nil {
		return res, err
	}
	res.baseline = base

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n, DisableCompression: true}}
	defer client.CloseIdleConnections()
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	var headers atomic.Int64
	defer func() { cancel(); wg.Wait() }()

	body := chatBody(modelIdle, true)
	for range n {
		wg.Go(func() {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, proc.url()+"/v1/chat/completions", bytes.NewReader(body))
			if err != nil {
				return
			}
			req.Header = header.Clone()
			resp, err := client.Do(req)
			if err != nil {
				return
			}
			headers.Add(1)
			defer resp.Body.Close()
			_, _ = io.Copy(io.Discard, resp.Body) // until the stream is cut
		})
	}

	status := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(60 * time.Second)
	for {
		open, err := idleOpen(status, upstreamURL)
		if err != nil {
			return res, err
		}
		res.streams = open
		if open >= n {
			break
		}
		if time.Now().After(deadline) {
			return res, fmt.Errorf("%s: only %d of %d idle streams reached the upstream", proc.name, open, n)
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // let every stream's first chunk through
	res.headers = int(headers.Load())
	res.holding, err = proc.memory()
	return res, err
}

// waitIdleDrained waits until the upstream holds no idle stream, so the
// next measurement starts clean.
func waitIdleDrained(upstreamURL string) error {
	status := &http.Client{Timeout: 5 * time.Second}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		open, err := idleOpen(status, upstreamURL)
		if err != nil {
			return err
		}
		if open == 0 {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("idle streams still open upstream after 30s")
}
