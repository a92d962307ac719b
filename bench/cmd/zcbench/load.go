package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// loadClient is the load generator's HTTP client: keep-alive pools big
// enough that no request waits for, or pays for, a new connection.
func loadClient(conns int) *http.Client {
	return &http.Client{Transport: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConns:        conns * 4,
		MaxIdleConnsPerHost: conns * 2,
		IdleConnTimeout:     5 * time.Minute,
		DisableCompression:  true,
	}}
}

// round is what one target did in one timed round.
type round struct {
	requests int
	errors   int
	firstErr error
	elapsed  time.Duration
	latency  []time.Duration // whole reply, per request
	ttfc     []time.Duration // first content byte, streams only
	cpu      cpuSplit        // CPU each process of the chain used in the round
}

// cpuPerRequest is the round's CPU per completed request, µs, for each
// process of the chain.
func (r round) cpuPerRequest() (client, upstream, proxy, total float64) {
	n := float64(max(r.requests, 1))
	return micros(r.cpu.client) / n, micros(r.cpu.upstream) / n, micros(r.cpu.proxy) / n, micros(r.cpu.total()) / n
}

// throughput is completed requests per second.
func (r round) throughput() float64 {
	if r.elapsed <= 0 {
		return 0
	}
	return float64(r.requests) / r.elapsed.Seconds()
}

// runRound keeps conc requests in flight against t for d (closed loop:
// each worker sends its next request when the last reply has ended).
func runRound(ctx context.Context, client *http.Client, t target, conc int, d time.Duration) round {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	results := make([]round, conc)
	var wg sync.WaitGroup
	start := time.Now()
	for w := range conc {
		wg.Go(func() {
			r := &results[w]
			for ctx.Err() == nil {
				total, ttfc, err := t.once(client)
				if err != nil {
					r.errors++
					if r.firstErr == nil {
						r.firstErr = err
					}
					continue
				}
				r.requests++
				r.latency = append(r.latency, total)
				if t.stream {
					r.ttfc = append(r.ttfc, ttfc)
				}
			}
		})
	}
	wg.Wait()
	out := round{elapsed: time.Since(start)}
	for _, r := range results {
		out.requests += r.requests
		out.errors += r.errors
		if out.firstErr == nil {
			out.firstErr = r.firstErr
		}
		out.latency = append(out.latency, r.latency...)
		out.ttfc = append(out.ttfc, r.ttfc...)
	}
	return out
}

// once sends one request and reads the whole reply. Requests are not tied
// to the round's context: a request cut off at the deadline would count
// as an error, and the closed loop ends within one reply anyway.
func (t target) once(client *http.Client) (total, ttfc time.Duration, err error) {
	req, err := t.request()
	if err != nil {
		return 0, 0, err
	}
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %w", t.name, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
		return 0, 0, fmt.Errorf("%s: status %d", t.name, resp.StatusCode)
	}
	if t.stream {
		ttfc, err = firstContent(resp.Body, start, t.wire.isContent)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %w", t.name, err)
		}
	}
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return 0, 0, fmt.Errorf("%s: read: %w", t.name, err)
	}
	return time.Since(start), ttfc, nil
}

var errNoContent = errors.New("stream ended without content")

// firstContent reads SSE lines until the first one carrying answer text
// and returns how long after start it arrived. The caller drains the rest.
func firstContent(body io.Reader, start time.Time, isContent func([]byte) bool) (time.Duration, error) {
	br := bufio.NewReaderSize(body, 16<<10)
	for {
		line, err := br.ReadSlice('\n')
		if isContent(line) {
			at := time.Since(start)
			_, err := io.Copy(io.Discard, br)
			return at, err
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			// A line longer than the buffer is not a small content chunk;
			// skip the rest of it.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
				return 0, err
			}
		case errors.Is(err, io.EOF):
			return 0, errNoContent
		case err != nil:
			return 0, err
		}
	}
}
