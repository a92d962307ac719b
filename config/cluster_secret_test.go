package config

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

const goodSecret = "pOIRmEq4pN1F0Z6cFJ1dmM1B3vP8d0o2hXk0pXyWq6Y=" // openssl rand -base64 32

// TestClusterSecretRequired: cluster.redis_url without cluster.secret is a
// config error (with every other problem); a weak secret is refused
// without being quoted; a good one (hex or base64 of 32 random bytes, from
// the environment) loads, is among Secrets(), and previous_secrets are
// accepted after it.
func TestClusterSecretRequired(t *testing.T) {
	const url = `cluster: {redis_url: "redis://127.0.0.1:6379/0"`
	for _, tc := range []struct {
		name, yaml string
		env        map[string]string
		want       []string // problem prefixes; none: loads
	}{
		{"no secret", minimalConfig + url + `}` + "\nloop: {max_iterations: 101}", nil,
			[]string{"cluster.secret: is required with cluster.redis_url", "loop.max_iterations"}},
		{"short", minimalConfig + url + `, secret: "Zx8vN3qLw5Rt1YkP0sDf7Gh"}`, nil, []string{"cluster.secret: is too short"}},
		{"regular", minimalConfig + url + `, secret: "` + strings.Repeat("ab", 40) + `"}`, nil, []string{"cluster.secret: is too short or too regular"}},
		{"short hex", minimalConfig + url + `, secret: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978"}`, nil, []string{"cluster.secret: is too short"}},
		{"space", minimalConfig + url + `, secret: "Zx8vN3qLw5Rt1YkP0sDf7GhJ 2mBc9VaE4uTi6oWq8rSxx"}`, nil, []string{"cluster.secret: must not contain spaces"}},
		{"bad previous", minimalConfig + url + `, secret: "` + goodSecret + `", previous_secrets: ["weak"]}`, nil, []string{"cluster.previous_secrets[0]: is too short"}},
		{"previous without secret", minimalConfig + `cluster: {previous_secrets: ["` + goodSecret + `"]}`, nil, []string{"cluster.previous_secrets: needs cluster.secret"}},
		{"from env", minimalConfig + url + `, secret: "${ZC_CLUSTER_SECRET}"}`, map[string]string{"ZC_CLUSTER_SECRET": goodSecret}, nil},
		{"hex", minimalConfig + url + `, secret: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0", previous_secrets: ["` + goodSecret + `"]}`, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := Parse([]byte(tc.yaml), env(tc.env))
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatal(err)
				}
				s := cfg.Secrets()
				for _, sec := range cfg.Cluster.Secrets() {
					if !slices.Contains(s, string(sec)) {
						t.Error("Secrets() lacks a cluster secret: it would not be redacted")
					}
				}
				return
			}
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			for _, w := range tc.want {
				if !slices.ContainsFunc(ce.Problems, func(p string) bool { return strings.HasPrefix(p, w) }) {
					t.Errorf("problems %q lack %q", ce.Problems, w)
				}
			}
			for _, quoted := range []string{"Zx8vN3qLw5Rt1YkP0sDf7Gh", "abab", "0f1e2d3c", "weak", goodSecret} {
				if strings.Contains(err.Error(), quoted) {
					t.Errorf("the error quotes the secret: %v", err)
				}
			}
		})
	}
}
