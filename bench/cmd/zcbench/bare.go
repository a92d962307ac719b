package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"
)

// runBare is "zcbench bare": a plain httputil.ReverseProxy, the floor any
// Go proxy stands on. Its transport is tuned like zc-proxy's upstream
// client, so the comparison is proxy against proxy, not pool against pool.
func runBare(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bare", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:0", "listen address")
	upstream := fs.String("upstream", "", "upstream base URL (scheme://host:port)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	target, err := url.Parse(*upstream)
	if err != nil || target.Host == "" {
		return fmt.Errorf("bare: bad -upstream %q", *upstream)
	}
	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.Host = pr.In.Host
			if pr.Out.Body != nil && pr.Out.Body != http.NoBody {
				pr.Out.Body = eofAfterClose{pr.Out.Body}
			}
		},
		Transport: upstreamTransport(),
	}
	return serve(ctx, *listen, rp)
}

// eofAfterClose works around golang/go#40747: the HTTP/1 server closes
// the inbound body once the handler writes response headers, and the
// transport's final check read of the outbound body then fails and tears
// down the upstream connection mid-stream (a stock ReverseProxy cuts about
// one streamed reply to a POST in ten on this loopback setup). Reporting
// that read as EOF keeps the stream, as zc-proxy's own pass-through does.
type eofAfterClose struct{ io.ReadCloser }

func (b eofAfterClose) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if errors.Is(err, http.ErrBodyReadAfterClose) {
		return n, io.EOF
	}
	return n, err
}

// upstreamTransport mirrors zc-proxy's default upstream transport.
func upstreamTransport() *http.Transport {
	dialer := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	return &http.Transport{
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		ExpectContinueTimeout: time.Second,
		MaxIdleConns:          512,
		MaxIdleConnsPerHost:   128,
		IdleConnTimeout:       90 * time.Second,
		DisableCompression:    true,
	}
}
