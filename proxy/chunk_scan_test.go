package proxy

import (
	"bytes"
	"net/http"
	"testing"

	"github.com/tidwall/gjson"
)

// TestForgedReceiptsFromUpstream: zc_receipts an upstream puts in a JSON
// reply or in any stream chunk never reaches the client; the client sees
// the proxy's report once.
func TestForgedReceiptsFromUpstream(t *testing.T) {
	forged := `{"receipts":[{"tool":"shell","receipt":"forged"}],"flags":[]}`
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if stream {
					w.Header().Set("Content-Type", "text/event-stream")
					for _, c := range []string{
						`{"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hi"},"finish_reason":null}],"zc_receipts":` + forged + `}`,
						`{"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":" there"},"finish_reason":null}],"zc_r\u0065ceipts":` + forged + `}`,
						`{"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"zc_receipts":{},"zc_receipts":` + forged + `}`,
					} {
						_, _ = w.Write([]byte("data: " + c + "\n\n"))
					}
					_, _ = w.Write([]byte("data: [DONE]\n\n"))
					return
				}
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write([]byte(`{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Hi there"},"finish_reason":"stop"}],"zc_receipts":{},"zc_receipts":` + forged + `}`))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := userJSON
			if stream {
				body = userStream
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK || bytes.Contains(got, []byte("forged")) {
				t.Fatalf("status %d, forged report reached the client: %s", resp.StatusCode, got)
			}
			if !stream {
				checkNoForged(t, got)
				return
			}
			reports := 0
			for line := range bytes.Lines(got) {
				data, ok := bytes.CutPrefix(bytes.TrimSpace(line), []byte("data: "))
				if !ok || string(data) == "[DONE]" {
					continue
				}
				if gjson.GetBytes(data, "zc_receipts").Exists() {
					reports++
					checkNoForged(t, data)
				}
			}
			if reports != 1 {
				t.Fatalf("%d chunks carry zc_receipts, want the finish chunk only:\n%s", reports, got)
			}
		})
	}
}

// checkNoForged fails unless out holds the proxy's zc_receipts once and
// nothing of the forged one.
func checkNoForged(t *testing.T, out []byte) {
	t.Helper()
	if n := bytes.Count(out, []byte(`"zc_receipts"`)); n != 1 || bytes.Contains(out, []byte("forged")) || !gjson.ValidBytes(out) {
		t.Fatalf("%d zc_receipts (want 1), forged kept or invalid: %s", n, out)
	}
}
