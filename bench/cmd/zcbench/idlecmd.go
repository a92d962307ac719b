package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
)

// runIdle is "zcbench idle": the memory check of "zcbench run" alone, for
// one or more zc-proxy binaries side by side (a change against its base),
// each holding n idle chat streams in a fresh process, the binaries
// measured in turn, round after round, so drift hits them alike.
//
//	zcbench idle -zc-proxy ./old,./new [-n 200] [-mode on] [-rounds 3]
func runIdle(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("idle", flag.ContinueOnError)
	bins := fs.String("zc-proxy", "", "comma-separated paths of built zc-proxy binaries (required)")
	n := fs.Int("n", 200, "idle streams held")
	mode := fs.String("mode", "on", "receipts mode: on or off")
	rounds := fs.Int("rounds", 3, "rounds; each measures every binary once")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *bins == "" {
		return errors.New("-zc-proxy is required")
	}
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find own binary: %w", err)
	}
	dir, err := os.MkdirTemp("", "zcbench-idle-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	upstream, err := startChild(ctx, dir, "upstream", self, "upstream", "-listen", "{listen}")
	if err != nil {
		return err
	}
	defer upstream.stop()
	cfgPath, _, err := writeZCConfig(dir, upstream.url())
	if err != nil {
		return err
	}
	fmt.Printf("%d idle chat streams, receipts %s: RSS (VmRSS) and anonymous memory (RssAnon) over the idle process's, per stream\n", *n, *mode)
	for r := range *rounds {
		for _, bin := range strings.Split(*bins, ",") {
			proc, err := startChild(ctx, dir, "zc-proxy", bin, "serve", "--config", cfgPath, "--listen", "{listen}")
			if err != nil {
				return err
			}
			h := chatHeader()
			h.Set("X-ZC-Receipts", *mode)
			res, err := holdIdleStreams(ctx, proc, upstream.url(), h, *n)
			proc.stop()
			if err != nil {
				return err
			}
			if err := waitIdleDrained(upstream.url()); err != nil {
				return err
			}
			per := func(b, a int64) float64 { return float64(a-b) / float64(*n) / 1024 }
			fmt.Printf("round %d %-40s RSS %6.1f MB (%5.1f KB/stream)  anon %6.1f MB (%5.1f KB/stream)  headers %d/%d\n", r+1, bin,
				float64(res.holding.RSS)/(1<<20), per(res.baseline.RSS, res.holding.RSS),
				float64(res.holding.Anon)/(1<<20), per(res.baseline.Anon, res.holding.Anon), res.headers, *n)
		}
	}
	return nil
}
