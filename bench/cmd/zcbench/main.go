// Command zcbench measures zc-proxy against the bare minimum: the scripted
// upstream called directly and a plain httputil.ReverseProxy in front of
// it, with the Portkey gateway as a peer when -portkey is given. Every
// server runs as its own subprocess on loopback; targets are measured in
// interleaved rounds so machine drift hits them all alike, and results are
// reported as ratios to the bare proxy, judged against issue 18's targets
// on the proxy process's own CPU per request.
//
//	zcbench run -zc-proxy ./zc-proxy [-c 32] [-rounds 5] [-duration 1.5s] ...
//	zcbench upstream -listen ADDR     (child: the scripted model API)
//	zcbench bare -listen ADDR -upstream URL   (child: the floor)
//	zcbench profile -zc-proxy ./zc-proxy [-mode on] [-stream]   (perf profile of the proxy under load)
//	zcbench idle -zc-proxy ./old,./new [-n 200]   (idle streams' memory alone, binaries side by side)
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	args := os.Args[1:]
	cmd := "run"
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "run":
		err = runBench(ctx, args)
	case "upstream":
		err = runUpstream(ctx, args)
	case "bare":
		err = runBare(ctx, args)
	case "profile":
		err = runProfile(ctx, args)
	case "idle":
		err = runIdle(ctx, args)
	default:
		err = fmt.Errorf("unknown command %q (run, profile, idle, upstream, bare)", cmd)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "zcbench:", err)
		os.Exit(1)
	}
}
