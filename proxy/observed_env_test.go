package proxy

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// opsEnv is a proxy on loopback whose Server builds its own tool registry
// from cfg.Tools (no test hook: what the proxy records is what it wires
// itself) and logs JSON at debug level into a buffer.
type opsEnv struct {
	srv   *Server
	url   string
	httpc *http.Client
	logs  *lockedBuffer
}

// newOpsEnv starts a proxy whose config edit builds (the upstreams
// included); setup adjusts the Server before it serves.
func newOpsEnv(t *testing.T, edit func(*Config), setup ...func(*Server)) *opsEnv {
	t.Helper()
	cfg := &Config{}
	edit(cfg)
	logs := &lockedBuffer{}
	log := slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	s, err := New(context.Background(), cfg, Options{Logger: log})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	for _, f := range setup {
		f(s)
	}
	url, httpc := serveOnLoopback(t, s)
	return &opsEnv{srv: s, url: url, httpc: httpc, logs: logs}
}

// opsUpstream starts h on loopback and returns its /v1 base URL.
func opsUpstream(t *testing.T, h http.Handler) string {
	t.Helper()
	up := httptest.NewServer(h)
	t.Cleanup(up.Close)
	return up.URL + "/v1"
}

// post sends a chat request and reads the whole response.
func (e *opsEnv) post(t *testing.T, body string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	return postChat(t, e.httpc, e.url, body, header, false)
}

// logLines parses every log line as a JSON object; a line that is not one
// fails the test.
func (e *opsEnv) logLines(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(e.logs.String()))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("log line is not JSON: %q: %v", sc.Text(), err)
		}
		out = append(out, m)
	}
	return out
}

// logsWithMsg are the parsed log lines whose msg is msg.
func (e *opsEnv) logsWithMsg(t *testing.T, msg string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range e.logLines(t) {
		if l["msg"] == msg {
			out = append(out, l)
		}
	}
	return out
}

// opsMetric returns the value of the sample of family name whose labels
// include want (a counter or gauge value, a histogram's sample count), and
// whether there is one.
func opsMetric(t *testing.T, reg prometheus.Gatherer, name string, want map[string]string) (float64, bool) {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
		for _, m := range f.GetMetric() {
			if !opsLabelsMatch(m.GetLabel(), want) {
				continue
			}
			switch {
			case m.Counter != nil:
				return m.GetCounter().GetValue(), true
			case m.Gauge != nil:
				return m.GetGauge().GetValue(), true
			case m.Histogram != nil:
				return float64(m.GetHistogram().GetSampleCount()), true
			}
		}
	}
	return 0, false
}

func opsLabelsMatch(labels []*dto.LabelPair, want map[string]string) bool {
	n := 0
	for _, l := range labels {
		if v, ok := want[l.GetName()]; ok {
			if v != l.GetValue() {
				return false
			}
			n++
		}
	}
	return n == len(want)
}

// opsScrape fetches /metrics as Prometheus would.
func (e *opsEnv) scrape(t *testing.T) string {
	t.Helper()
	resp, err := e.httpc.Get(e.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	if _, err := io.Copy(&b, io.LimitReader(resp.Body, 4<<20)); err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("/metrics = %d", resp.StatusCode)
	}
	return b.String()
}
