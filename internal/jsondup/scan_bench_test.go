package jsondup

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// benchBody is a Responses request of the size the bench sends, with a
// tool schema: what the proxy checks on every request.
var benchBody = []byte(`{"model":"m","stream":true,"instructions":"be brief","input":[{"role":"user","content":"` +
	strings.Repeat("word ", 160) + `"}],"tools":[{"type":"function","name":"read_file","description":"Read a file",` +
	`"parameters":{"type":"object","properties":{"path":{"type":"string","description":"the path"}},"required":["path"]}}]}`)

// BenchmarkValidate against BenchmarkValidBytesThenFind: the one pass
// against the two it replaces.
func BenchmarkValidate(b *testing.B) {
	b.SetBytes(int64(len(benchBody)))
	b.ReportAllocs()
	for b.Loop() {
		if _, found, valid := Validate(benchBody); found || !valid {
			b.Fatal(found, valid)
		}
	}
}

func BenchmarkValidBytesThenFind(b *testing.B) {
	b.SetBytes(int64(len(benchBody)))
	b.ReportAllocs()
	for b.Loop() {
		if !gjson.ValidBytes(benchBody) {
			b.Fatal("invalid")
		}
		if _, found := Find(benchBody); found {
			b.Fatal("found")
		}
	}
}
