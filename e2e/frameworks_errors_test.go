package e2e

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestFrameworksSeeUpstreamErrorEvent: an OpenRouter upstream fails with
// an error event inside a 200 stream (and an HTTP error unstreamed). LangChain
// and LlamaIndex, through the proxy with receipts on, throw an error with
// the provider's message, streamed and not; never an answer.
func TestFrameworksSeeUpstreamErrorEvent(t *testing.T) {
	up := httptest.NewServer(&scripted.Server{Dialect: scripted.DialectOpenRouter, Respond: frameworksBrain})
	t.Cleanup(up.Close)
	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte(fmt.Sprintf(configTemplate, up.URL)), 0o600); err != nil {
		t.Fatal(err)
	}
	addr, _ := startProxy(t, cfg)
	cases := []string{"lc_chat_fail", "lc_chat_fail_stream", "li_chat_fail", "li_chat_fail_stream"}
	res := runFrameworks(t, "http://"+addr+"/v1", cases)
	for _, c := range cases {
		if r := res[c]; r.Error != "" || !strings.Contains(r.Caught, failMessage) {
			t.Errorf("%s: %+v", c, r)
		}
	}
}
