package config

import (
	"slices"
	"testing"
)

// TestSecretsCoverEveryConfiguredValue: every value that came from the
// environment, every tool header and env value is redacted from tool
// output, besides the keys; a default written in the file is not.
func TestSecretsCoverEveryConfiguredValue(t *testing.T) {
	env := map[string]string{"ZC_T_UP": "sk-upstream-aaaaaaaa", "ZC_T_HDR": "hdr-token-bbbbbbbb", "ZC_T_OTHER": "other-cccccccc"}
	cfg, err := Parse([]byte(`
upstreams: [{name: u, base_url: "${ZC_T_URL:-http://127.0.0.1:1/v1}", api_key: "${ZC_T_UP}"}]
auth: {keys: [client-key-dddddddd]}
tools:
  - {name: w, type: http, url: "http://127.0.0.1:1/w", headers: {X-Token: "${ZC_T_HDR}", X-Plain: literal-eeeeeeee}}
  - {name: e, type: exec, command: [echo], env: {TOKEN: env-ffffffff}}
`), func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	got := cfg.Secrets()
	for _, want := range []string{"sk-upstream-aaaaaaaa", "hdr-token-bbbbbbbb", "client-key-dddddddd", "literal-eeeeeeee", "env-ffffffff"} {
		if !slices.Contains(got, want) {
			t.Errorf("secrets lack %q", want)
		}
	}
	if slices.Contains(got, "http://127.0.0.1:1/v1") {
		t.Error("a default written in the file is treated as a secret")
	}
}
