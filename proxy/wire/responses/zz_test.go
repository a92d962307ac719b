package responses

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

func BenchmarkZZEvents(b *testing.B) {
	raw, _ := os.ReadFile("/tmp/dump/resp_stream.txt")
	seen := map[string]bool{}
	for _, line := range bytes.Split(raw, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte("data: ")) {
			continue
		}
		d := line[6:]
		var ev event
		typ := string(bytes.Split(d, []byte(`"`))[3])
		if seen[typ] {
			continue
		}
		seen[typ] = true
		name := strings.TrimPrefix(typ, "response.")
		b.Run("check_"+name, func(b *testing.B) {
			var m jsondup.Members
			for b.Loop() {
				jsondup.CheckNames(d, "response", eventNamesEcho, &m)
			}
		})
		b.Run("read_"+name, func(b *testing.B) {
			for b.Loop() {
				ev.read(d, true)
			}
		})
	}
}
