#!/usr/bin/env bash
# Runs zcbench with its defaults (about two and a half minutes): builds
# zc-proxy and the harness, then measures the direct upstream, a bare
# httputil.ReverseProxy and zc-proxy (receipts off, on, on with a tool
# round; JSON and streamed) in interleaved rounds, plus 1,000 idle streams.
# Extra arguments go to "zcbench run" (e.g. -c 64 -rounds 7 -out report.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(mktemp -d)"
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/zc-proxy" ./cmd/zc-proxy
go build -o "$bin/zcbench" ./bench/cmd/zcbench
"$bin/zcbench" run -zc-proxy "$bin/zc-proxy" "$@"
