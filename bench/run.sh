#!/usr/bin/env bash
# Runs zcbench with its defaults (about six minutes): builds zc-proxy and
# the harness, runs the no-chunk-held-back test, installs the Portkey
# gateway under bench/portkey (npm ci, once) when node and npm are present,
# then measures the direct upstream, a bare httputil.ReverseProxy, zc-proxy
# (receipts off, on, on with a tool round) and Portkey, JSON and streamed,
# in interleaved rounds, plus 1,000 idle streams, and prints a report that
# ends with each target's status.
# Extra arguments go to "zcbench run" (e.g. -c 64 -rounds 7 -out report.md).
# ZCBENCH_PORTKEY=0 leaves Portkey out.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(mktemp -d)"
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/zc-proxy" ./cmd/zc-proxy
go build -o "$bin/zcbench" ./bench/cmd/zcbench

held=missed
if go test -count=1 -run '^TestNoChunkHeldBack$' ./bench/ >"$bin/held.log" 2>&1; then
	held=met
else
	cat "$bin/held.log" >&2
fi

peer=()
gateway="$PWD/bench/portkey/node_modules/@portkey-ai/gateway/build/start-server.js"
if [[ "${ZCBENCH_PORTKEY:-1}" == 0 ]]; then
	echo "run.sh: Portkey left out (ZCBENCH_PORTKEY=0)" >&2
elif ! command -v node >/dev/null || ! command -v npm >/dev/null; then
	echo "run.sh: node or npm not found; Portkey left out" >&2
else
	if [[ ! -f "$gateway" ]]; then
		# The lock pins the gateway and its dependencies; install scripts are
		# not needed (the gateway's only one applies patches it does not ship).
		(cd bench/portkey && npm ci --ignore-scripts --no-audit --no-fund >&2)
	fi
	peer=(-portkey "$gateway" -node "$(command -v node)")
fi

"$bin/zcbench" run -zc-proxy "$bin/zc-proxy" -held-back-test "$held" "${peer[@]}" "$@"
