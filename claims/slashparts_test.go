package claims

import "testing"

// TestSlashPartsNamed: a ratio of figures, alternatives of extensions and
// a name made of two values the call was given side by side (a remote
// and a branch, a bucket and a prefix) are named in parts; a file path,
// a ratio with a figure no call returned, a value inside a longer value
// or another branch are not.
func TestSlashPartsNamed(t *testing.T) {
	for _, c := range []struct {
		name, obj, args, result string
		want                    bool
	}{
		{"en ratio of returned figures", "1990/2047", `{"command": "free -m"}`, "Swap:  2047  1990  57", true},
		{"de ratio", "122/122", `{"cmd": "pytest"}`, "122 passed in 3.1s", true},
		{"pt twin: a date", "02/12", `{"data": "2026-12-03"}`, "dia 02 … 12 sessões", false},
		{"twin: a figure not returned", "1990/4096", `{"command": "free -m"}`, "Swap:  2047  1990  57", false},
		{"de extensions", ".ts/.tsx", `{"path": "webpack.config.js"}`, "rules: [ { test: /\\.tsx?$/ } ], extensions: ['.ts', '.js']", true},
		{"twin: an extension not named", ".ts/.vue", `{"path": "webpack.config.js"}`, "extensions: ['.ts', '.js']", false},
		{"en remote and branch", "origin/fix/parser-null", `{"args": "push origin fix/parser-null"}`, "91bc2e4..3d7a1f0  fix/parser-null -> fix/parser-null", true},
		{"pt remote and branch", "origin/feature/pagamentos", `{"comando": "git push origin feature/pagamentos"}`, "", true},
		{"twin: another branch", "origin/fix/parser-null", `{"args": "push origin fix/parser"}`, "", false},
		{"fr bucket and prefix", "acme-exports-prod/2026/12/04/", `{"bucket": "acme-exports-prod", "prefix": "2026/12/04/"}`, "", true},
		{"es bucket and prefix", "facturas-es/2026/11/", `{"bucket": "facturas-es", "prefix": "2026/11/"}`, "", true},
		{"twin: another prefix", "acme-exports-prod/2026/12/05/", `{"bucket": "acme-exports-prod", "prefix": "2026/12/04/"}`, "", false},
		{"twin: inside a longer value", "prod/2026/12/04", `{"bucket": "acme-exports-prod", "prefix": "2026/12/04/"}`, "", false},
		{"twin: a file path", "web/package.json", `{"path": "package.json"}`, "{\"name\": \"web\"}", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			call := &Call{Tool: "t", Args: c.args, Result: c.result, Status: Verified}
			if got := slashPartsNamed(c.obj, call); got != c.want {
				t.Errorf("slashPartsNamed(%q, %s) = %v, want %v", c.obj, c.args, got, c.want)
			}
		})
	}
}
