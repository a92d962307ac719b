package toolrun

import (
	"context"
	"testing"
)

// BenchmarkRunExec measures one no-op exec call end to end through
// Registry.Run: lookup, argument validation, process start in its own
// group, output capture, audit.
func BenchmarkRunExec(b *testing.B) {
	r := newTestRegistry(b, Options{}, Spec{Name: "noop", Type: "exec", Command: []string{"true"}})
	ctx := context.Background()
	c := Call{ID: "call_1", Name: "noop", Arguments: "{}"}
	b.ReportAllocs()
	for b.Loop() {
		if res := r.Run(ctx, c); res.Outcome != OutcomeOK {
			b.Fatalf("%s %q", res.Outcome, res.Detail)
		}
	}
}

// BenchmarkRunDenied measures a refused shell call: parsing, validation and
// the allowlist check, without a process.
func BenchmarkRunDenied(b *testing.B) {
	r := newTestRegistry(b, Options{}, Spec{Name: "shell", Type: "shell", Allow: AllowOf("git log")})
	ctx := context.Background()
	c := Call{ID: "call_1", Name: "shell", Arguments: `{"command": "git log -3 --oneline; rm -rf /"}`}
	b.ReportAllocs()
	for b.Loop() {
		if res := r.Run(ctx, c); res.Outcome != OutcomeDenied {
			b.Fatalf("%s %q", res.Outcome, res.Detail)
		}
	}
}

func BenchmarkSplitCommand(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := splitCommand(`git log --format='%h %s' -n 20 "--author=A B"`); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkArgSchemaParse measures decoding and validating one call's
// arguments: a built-in tool's simple schema (the fast path) and an
// MCP-style schema with keywords only jsonschema-go checks.
func BenchmarkArgSchemaParse(b *testing.B) {
	cases := []struct {
		name   string
		schema any
		args   string
	}{
		{"file", fileSchema, `{"path":"small.txt"}`},
		{"mcp_fallback", map[string]any{
			"type": "object",
			"properties": map[string]any{
				"query": map[string]any{"type": "string", "minLength": 1},
				"limit": map[string]any{"type": "integer", "minimum": 1, "maximum": 100},
			},
			"required": []any{"query"},
		}, `{"query":"receipts","limit":10}`},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			s := mustSchema(c.schema)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := s.parse(c.args); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
