package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"syscall"
	"time"

	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/proxy"
)

// HTTP server timeouts. There is no WriteTimeout: a streamed answer with
// tool runs in between may take minutes.
const (
	readHeaderTimeout = 10 * time.Second
	idleTimeout       = 2 * time.Minute
	// cancelWait is how long canceled requests get, after the grace
	// period, to write their closing error before connections are cut.
	cancelWait = 5 * time.Second
)

// runServe is "zc-proxy serve".
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return serve(ctx, args, stderr, nil)
}

// serve runs the proxy until ctx is done, then shuts down gracefully.
// listening, when not nil, is told the address once the socket is open
// (tests listen on port 0).
func serve(ctx context.Context, args []string, stderr io.Writer, listening func(net.Addr)) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configPath := fs.String("config", "config.yaml", "config file")
	listen := fs.String("listen", "", "listen address host:port (overrides the config's listen)")
	grace := fs.Duration("grace", 30*time.Second, "how long shutdown waits for requests in flight (overrides the config's shutdown_grace)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zc-proxy serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}

	// Flag problems are blamed on the flags, and reported together with
	// the config's: one run shows everything to fix.
	var flagProblems []string
	if *listen != "" {
		if msg := config.ListenProblem(*listen); msg != "" {
			flagProblems = append(flagProblems, fmt.Sprintf("--listen %q: %s", *listen, msg))
		}
	}
	graceSet := false
	fs.Visit(func(f *flag.Flag) { graceSet = graceSet || f.Name == "grace" })
	if graceSet && *grace <= 0 {
		flagProblems = append(flagProblems, fmt.Sprintf("--grace %s: must be a positive duration (e.g. 30s)", *grace))
	}
	for _, p := range flagProblems {
		fmt.Fprintf(stderr, "zc-proxy serve: %s\n", p)
	}

	cfg, err := config.Load(*configPath)
	if err != nil {
		printConfigError(stderr, *configPath, err)
		if errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(stderr, "zc-proxy serve: pass --config PATH, or run it where %s is (the repository's config.yaml is a complete example)\n", *configPath)
		}
		return 1
	}
	if len(flagProblems) > 0 {
		return 2
	}
	if *listen != "" {
		cfg.Listen = *listen
	}
	if graceSet {
		cfg.ShutdownGrace = *grace
	}
	// One log line per request: written off the request's time, in
	// batches under load (logSink).
	sink := newLogSink(stderr)
	defer sink.Close()
	log, err := newLogger(sink, cfg.Log, os.Getenv("ZC_LOG_LEVEL"))
	if err != nil {
		fmt.Fprintf(sink, "zc-proxy serve: %v\n", err)
		return 1
	}

	// Tools (MCP servers) live until Close, not until the signal: requests
	// still in flight during the grace period may need them.
	p, err := proxy.New(context.WithoutCancel(ctx), cfg, proxy.Options{Logger: log})
	if err != nil {
		printConfigError(sink, *configPath, err)
		return 1
	}
	log.Info("zc-proxy starting", "version", versionString(), "config", *configPath)
	p.LogSummary()
	// A failure to listen is blamed on where the address was written.
	from := *configPath + ": listen"
	if *listen != "" {
		from = "--listen"
	}
	code := serveUntilDone(ctx, p, cfg.Listen, from, cfg.ShutdownGrace, log, sink.Flush, listening)
	if err := p.Close(); err != nil {
		log.Error("close", "err", err)
		code = 1
	}
	return code
}

// serveUntilDone serves p on addr (written at from: "--listen" or the
// config's listen) until ctx is done or serving fails. Then
// it stops accepting connections and lets requests in flight finish for up
// to grace; requests still running after that are canceled (a streamed
// chat completion ends with an error event, never a half-written chunk)
// and get cancelWait to write their last bytes before connections are
// closed.
//
// flushLog writes the log lines queued so far; it runs at each lifecycle
// event, so those lines are out before what follows them.
func serveUntilDone(ctx context.Context, p *proxy.Server, addr, from string, grace time.Duration, log *slog.Logger, flushLog func(), listening func(net.Addr)) int {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		log.Error(listenFailure(addr, from, err), "addr", addr, "err", err)
		return 1
	}
	srv := &http.Server{
		Handler:           withBodyDeadlines(p),
		ReadHeaderTimeout: readHeaderTimeout,
		IdleTimeout:       idleTimeout,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	log.Info("zc-proxy listening", "addr", ln.Addr().String())
	flushLog()
	if listening != nil {
		listening(ln.Addr())
	}

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	// The upstream checks run beside serving: a slow upstream must not
	// delay the start, and a warning about it comes once it is known.
	checked := make(chan struct{})
	go func() {
		defer close(checked)
		p.CheckUpstreams(ctx)
		flushLog()
	}()
	defer func() { <-checked }()

	select {
	case err := <-served:
		log.Error("serve", "err", err)
		return 1
	case <-ctx.Done():
	}

	log.Info("shutting down", "grace", grace)
	flushLog()
	if err := shutdownWithin(srv, grace); err != nil {
		log.Warn("requests still running after the grace period; canceling them", "grace", grace)
		flushLog()
		p.CancelInFlight()
		if err := shutdownWithin(srv, cancelWait); err != nil {
			log.Warn("requests still running after cancellation; closing their connections")
			_ = srv.Close()
		}
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Error("serve", "err", err)
		return 1
	}
	log.Info("stopped")
	return 0
}

// listenFailure says why the proxy cannot listen on addr and what to
// change: the address where it was written (from).
func listenFailure(addr, from string, err error) string {
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return fmt.Sprintf("cannot listen on %s (%s): another program is listening there; stop it or pick another address with --listen", addr, from)
	case errors.Is(err, syscall.EACCES):
		return fmt.Sprintf("cannot listen on %s (%s): permission denied; ports below 1024 need privileges, pick another with --listen", addr, from)
	case errors.Is(err, syscall.EADDRNOTAVAIL):
		return fmt.Sprintf("cannot listen on %s (%s): no network interface of this machine has that address; use 127.0.0.1 or 0.0.0.0", addr, from)
	}
	return fmt.Sprintf("cannot listen on %s (%s): check the address", addr, from)
}

// shutdownWithin is srv.Shutdown bounded by d.
func shutdownWithin(srv *http.Server, d time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return srv.Shutdown(ctx)
}

// newLogger builds the slog logger from the config's log block; level,
// when not empty (ZC_LOG_LEVEL), overrides its level.
func newLogger(w io.Writer, c config.LogConfig, level string) (*slog.Logger, error) {
	if level == "" {
		level = c.Level
	}
	lvl, err := config.ParseLogLevel(level)
	if err != nil {
		return nil, err
	}
	opts := &slog.HandlerOptions{Level: lvl}
	if c.Format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return slog.New(textlog.NewTextHandler(w, opts)), nil
}

// printConfigError prints each config problem on its own line, as
// "zc-proxy serve: config.yaml:12: key: what is wrong", then how many
// there are.
func printConfigError(w io.Writer, path string, err error) {
	var ce *config.Error
	if !errors.As(err, &ce) {
		fmt.Fprintf(w, "zc-proxy serve: %v\n", err)
		return
	}
	lines := ce.Lines(path)
	for _, l := range lines {
		fmt.Fprintf(w, "zc-proxy serve: %s\n", l)
	}
	if len(lines) > 1 {
		fmt.Fprintf(w, "zc-proxy serve: %d problems in %s\n", len(lines), path)
	}
}
