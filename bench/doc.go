// Package bench holds zc-proxy's performance checks: the load harness
// (cmd/zcbench, run by run.sh) and fast, deterministic tests of streaming
// properties the harness cannot time, such as "no chunk is held back".
package bench
