package sse

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/tidwall/gjson"
)

// checkPrefixed scans chunks in turn with one ScanPrefix and each alone
// with ScanChunkSharedTo: the two must agree on every chunk.
func checkPrefixed(t *testing.T, chunks [][]byte) (resumed int) {
	t.Helper()
	var pre ScanPrefix
	for i, chunk := range chunks {
		hit := len(pre.raw) > 0 && len(bytes.TrimSpace(chunk)) > len(pre.raw) && bytes.HasPrefix(bytes.TrimLeft(chunk, " \t\r\n"), pre.raw)
		var got, want Scan
		gotOK := ScanChunkSharedAfter(&got, &pre, chunk)
		wantOK := ScanChunkSharedTo(&want, chunk)
		if gotOK != wantOK || !reflect.DeepEqual(got, want) {
			t.Fatalf("chunk %d %q (after %q): prefixed ok %v %+v, alone ok %v %+v", i, chunk, pre.raw, gotOK, got, wantOK, want)
		}
		if hit {
			resumed++
		}
	}
	return resumed
}

func TestScanPrefix(t *testing.T) {
	head := `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1754479216,"model":"m","system_fingerprint":"fp_\u00e91","usage":null,"choices":`
	for _, tc := range []struct {
		name   string
		chunks []string
		resume int
	}{
		{"same head", []string{head + `[{"index":0,"delta":{"role":"assistant","content":""}}]}`, head + `[{"index":0,"delta":{"content":"a"}}]}`, head + `[{"index":0,"delta":{},"finish_reason":"stop"}]}`}, 2},
		{"other id", []string{head + `[{"index":0,"delta":{"content":"a"}}]}`, `{"id":"chatcmpl-2"` + head[len(`{"id":"chatcmpl-1"`):] + `[{"index":0,"delta":{"content":"b"}}]}`}, 0},
		{"space before choices key differs", []string{head + `[]}`, head[:len(head)-len(`"choices":`)] + ` "choices":[]}`}, 0},
		{"repeated member after", []string{head + `[]}`, head + `[],"id":"x"}`}, 1},
		{"error after", []string{head + `[]}`, head + `[],"error":{}}`, head + `[]}`}, 2},
		{"no choices", []string{`{"id":"a","usage":{"total_tokens":1}}`, `{"id":"a","usage":{"total_tokens":1}}`}, 0},
		{"choices first", []string{`{"choices":[],"id":"a"}`, `{"choices":[],"id":"b"}`}, 1},
		{"escaped id", []string{`{"id":"a\"b","choices":[]}`, `{"id":"a\"b","choices":[{"index":0,"delta":{"content":"x"}}]}`}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var chunks [][]byte
			for _, c := range tc.chunks {
				chunks = append(chunks, []byte(c))
			}
			if got := checkPrefixed(t, chunks); got != tc.resume {
				t.Fatalf("resumed %d chunks, want %d", got, tc.resume)
			}
		})
	}
}

// FuzzScanPrefix holds ScanChunkSharedAfter to ScanChunkSharedTo: every
// line is a chunk, and the tail of each line is also tried after the head
// of the one before (where a resumed scan starts).
func FuzzScanPrefix(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		var lines [][]byte
		for line := range bytes.Lines(body) {
			if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
				lines = append(lines, bytes.TrimRight(data, "\r\n"))
			}
		}
		f.Add(bytes.Join(lines, []byte("\n")), uint(120), []byte(`"choices":[{"index":0,"delta":{"content":"x"}}]}`))
	}
	f.Add([]byte(`{"id":"a","object":"c","created":1,"choices":[{"index":0,"delta":{"content":"x"}}]}`+"\n"+`{"id":"a","object":"c","created":1,"choices":[],"usage":{"total_tokens":2}}`), uint(40), []byte(`"choices":[],"id":"b"}`))
	f.Add([]byte(`{"id":"a\u0041","choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}],"usage":null}`), uint(17), []byte(`"Choices":[]}`))
	f.Fuzz(func(t *testing.T, input []byte, cut uint, tail []byte) {
		var chunks [][]byte
		for line := range bytes.Lines(input) {
			chunk := bytes.TrimRight(line, "\n")
			chunks = append(chunks, chunk)
			if len(chunk) > 0 {
				chunks = append(chunks, append(bytes.Clone(chunk[:cut%uint(len(chunk))]), tail...))
			}
		}
		checkPrefixed(t, chunks)
	})
}

// TestScanResults: Scan.results lists every Result of a Scan (the
// template's fill moves each of them).
func TestScanResults(t *testing.T) {
	var s Scan
	rt := reflect.TypeOf(s)
	n := 0
	for i := range rt.NumField() {
		if rt.Field(i).Type == reflect.TypeOf(s.ID) {
			n++
		}
	}
	seen := map[*gjson.Result]bool{}
	for _, r := range s.results() {
		seen[r] = true
	}
	if len(seen) != n {
		t.Fatalf("Scan.results lists %d distinct Results, the Scan has %d", len(seen), n)
	}
}

// templateChunks is chunk with each of texts as its content string (the
// chunk's own, found by ScanChunkSharedTo), each text written as given
// (it may be no valid string): the chunks a stream of text deltas sends.
func templateChunks(chunk []byte, texts [][]byte) [][]byte {
	var sc Scan
	chunks := [][]byte{chunk}
	if !ScanChunkSharedTo(&sc, chunk) || sc.Content.Type != gjson.String {
		return chunks
	}
	lead := len(chunk) - len(bytes.TrimLeft(chunk, " \t\r\n"))
	cs, ce := lead+sc.Content.Index, lead+sc.Content.Index+len(sc.Content.Raw)
	for _, text := range texts {
		c := append(bytes.Clone(chunk[:cs]), text...)
		chunks = append(chunks, append(c, chunk[ce:]...))
	}
	return chunks
}

func TestScanTemplate(t *testing.T) {
	head := `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1754479216,"model":"m","system_fingerprint":"fp_\u00e91","choices":`
	texts := func(ss ...string) [][]byte {
		var out [][]byte
		for _, s := range ss {
			out = append(out, []byte(s))
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		chunk string
		texts [][]byte
		hits  int
	}{
		{"plain", head + `[{"index":0,"delta":{"content":"The"},"logprobs":null,"finish_reason":null}],"usage":null}`,
			texts(`" build"`, `"x"`, `"a\"b\u00e9"`, `"longer text than before"`), 4},
		{"empty text", head + `[{"index":0,"delta":{"content":"a"}}]}`, texts(`""`, `"b"`), 1},
		{"members after", head + `[{"index":0,"delta":{"content":"a","refusal":"r\n","reasoning":null},"finish_reason":"stop"}],"usage":{"total_tokens":3},"x":"\u0041"}`,
			texts(`"bc"`, `"\ud83d\ude00"`), 2},
		{"no string", head + `[{"index":0,"delta":{"content":"a"}}]}`, texts(`null`, `"b`, `"\x"`, `"b"c"`, `7`, `"c"`), 1},
		{"repeat after", head + `[{"index":0,"delta":{"content":"a"}}],"id":"b"}`, texts(`"b"`), 0},
		{"control byte", head + `[{"index":0,"delta":{"content":"a"}}]}`, texts("\"b\x01\"", `"c"`), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			chunks := templateChunks([]byte(tc.chunk), tc.texts)
			var pre ScanPrefix
			hits := 0
			for i, chunk := range chunks {
				var got, want Scan
				hit := pre.tmpl != nil && pre.tmpl.fill(&got, chunk)
				gotOK := ScanChunkSharedAfter(&got, &pre, chunk)
				wantOK := ScanChunkSharedTo(&want, chunk)
				if gotOK != wantOK || !reflect.DeepEqual(got, want) {
					t.Fatalf("chunk %d %s: after ok %v %+v, alone ok %v %+v", i, chunk, gotOK, got, wantOK, want)
				}
				if hit {
					hits++
				}
			}
			if hits != tc.hits {
				t.Fatalf("%d chunks read from the template, want %d", hits, tc.hits)
			}
		})
	}
}

// FuzzScanTemplate holds ScanChunkSharedAfter, with its template of the
// chunks whose delta carries text (scanTemplate), to ScanChunkSharedTo:
// each line of input is a chunk, followed by the chunk with each of
// texts (split at newlines, written as given, valid strings or not) as
// its content string, then the next line.
func FuzzScanTemplate(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		var lines [][]byte
		for line := range bytes.Lines(body) {
			if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
				lines = append(lines, bytes.TrimRight(data, "\r\n"))
			}
		}
		f.Add(bytes.Join(lines, []byte("\n")), []byte("\" x\"\n\"\"\n\"a\\u00e9\"\nnull"))
	}
	f.Add([]byte(`{"id":"a","choices":[{"index":0,"delta":{"content":"x","role":"assistant"},"finish_reason":null}],"usage":null}`), []byte("\"yz\"\n\"\\\"\"\n\"\\n\""))
	f.Fuzz(func(t *testing.T, input, texts []byte) {
		var chunks [][]byte
		for line := range bytes.Lines(input) {
			chunks = append(chunks, templateChunks(bytes.TrimRight(line, "\n"), bytes.Split(texts, []byte("\n")))...)
		}
		checkPrefixed(t, chunks)
	})
}
