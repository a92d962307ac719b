package sse

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// gjsonScan builds what ScanChunk should report from gjson's reading of
// the same chunk: the reference the one-pass scanner is held to.
func gjsonScan(chunk []byte) Scan {
	raw := string(rawjson.TrimSpace(chunk))
	root := gjson.Parse(raw)
	s := Scan{Raw: raw}
	root.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "id":
			s.ID = v
		case "created":
			s.Created = v
		case "model":
			s.Model = v
		case "system_fingerprint":
			s.SystemFingerprint = v
		case "choices":
			s.Choices = v
		case "usage":
			s.Usage, s.UsageKey = v, k
		}
		return true
	})
	s.Choice = s.Choices.Get("0")
	s.FinishReason = s.Choice.Get("finish_reason")
	s.Delta = s.Choice.Get("delta")
	s.Role = s.Delta.Get("role")
	s.Content = s.Delta.Get("content")
	s.Refusal = s.Delta.Get("refusal")
	s.Delta.ForEach(func(k, v gjson.Result) bool {
		if k.Str != "role" && k.Str != "tool_calls" && v.Type != gjson.Null && !(v.Type == gjson.String && v.Str == "") {
			s.DeltaData = true
		}
		return true
	})
	return s
}

// resultString is a Result as the fields a caller reads.
func resultString(r gjson.Result) string {
	if !r.Exists() {
		return "absent"
	}
	return fmt.Sprintf("type=%v raw=%q str=%q num=%v int=%d index=%d", r.Type, r.Raw, r.Str, r.Num, r.Int(), r.Index)
}

// checkScan holds ScanChunk to gjson for one chunk: when it says ok, the
// chunk is valid JSON, every member matches gjson's reading (value and
// offset), and the Assembler folds it exactly as AddParsed does.
func checkScan(t *testing.T, chunk []byte) (ok bool) {
	t.Helper()
	got, ok := ScanChunk(chunk)
	if !ok {
		return false
	}
	if !gjson.ValidBytes(chunk) {
		t.Fatalf("ScanChunk accepted invalid JSON %q", chunk)
	}
	want := gjsonScan(chunk)
	if got.Raw != want.Raw {
		t.Fatalf("Raw = %q, want %q", got.Raw, want.Raw)
	}
	for _, f := range []struct {
		name      string
		got, want gjson.Result
	}{
		{"id", got.ID, want.ID}, {"created", got.Created, want.Created}, {"model", got.Model, want.Model},
		{"system_fingerprint", got.SystemFingerprint, want.SystemFingerprint}, {"choices", got.Choices, want.Choices},
		{"usage", got.Usage, want.Usage}, {"usage key", got.UsageKey, want.UsageKey}, {"choice", got.Choice, want.Choice},
		{"finish_reason", got.FinishReason, want.FinishReason}, {"delta", got.Delta, want.Delta},
		{"role", got.Role, want.Role}, {"content", got.Content, want.Content}, {"refusal", got.Refusal, want.Refusal},
	} {
		if g, w := resultString(f.got), resultString(f.want); g != w {
			t.Fatalf("chunk %q: %s:\n got %s\nwant %s", chunk, f.name, g, w)
		}
	}
	if got.DeltaData != want.DeltaData {
		t.Fatalf("chunk %q: DeltaData = %v, want %v", chunk, got.DeltaData, want.DeltaData)
	}
	return true
}

// checkFold holds AddScan to AddParsed over a sequence of chunks, each
// taking the fast path when ScanChunk allows (as the proxy does).
func checkFold(t *testing.T, chunks [][]byte) {
	t.Helper()
	var fast, slow Assembler
	for _, c := range chunks {
		root, err := ParseChunk(c)
		var want Delta
		if err == nil {
			want, err = slow.AddParsed(root)
		}
		var got Delta
		if s, ok := ScanChunk(c); ok {
			if err != nil {
				t.Fatalf("chunk %q: scanned, but AddParsed says %v", c, err)
			}
			got = fast.AddScan(&s)
		} else if root, err2 := ParseChunk(c); err2 == nil {
			got, _ = fast.AddParsed(root)
		}
		if err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("chunk %q: Delta\n got %+v\nwant %+v", c, got, want)
		}
	}
	if g, w := fast.Message(), slow.Message(); !reflect.DeepEqual(g, w) {
		t.Fatalf("Message\n got %+v\nwant %+v", g, w)
	}
}

func TestScanChunk(t *testing.T) {
	cases := []struct {
		name  string
		chunk string
		ok    bool
	}{
		{"role chunk", `{"id":"c1","object":"chat.completion.chunk","created":1754479216,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`, true},
		{"text", `{"id":"c1","choices":[{"index":0,"delta":{"content":"Hel\"lo\n\u00e9"},"finish_reason":null}],"usage":null}`, true},
		{"space around and inside", " \r\n{ \"choices\" : [ { \"delta\" : { \"content\" : \"x\" } , \"index\" : 0 } ] }\n", true},
		{"finish with usage", `{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}`, true},
		{"usage chunk", `{"id":"c1","choices":[],"usage":{"prompt_tokens":1}}`, true},
		{"azure filter chunk", `{"choices":[],"created":0,"id":"","model":"","object":"","prompt_filter_results":[{"prompt_index":0,"content_filter_results":{}}]}`, true},
		{"no index", `{"choices":[{"delta":{"content":"a"}}]}`, true},
		{"second choice: not the plain shape", `{"choices":[{"index":0,"delta":{"content":"a"}},{"index":1,"delta":{"content":"b"}}]}`, false},
		{"reasoning only", `{"choices":[{"index":0,"delta":{"reasoning_content":"think","content":null}}]}`, true},
		{"extras nested", `{"x":{"a":[1,-2.5e+3,true,false,null,{"b":"\\\/"}]},"choices":[{"index":0,"delta":{"content":"a","x_vendor":{"id":"x"}},"logprobs":{"content":[{"token":"a","logprob":-0.1,"bytes":[97]}]}}]}`, true},
		{"escaped content key value", `{"choices":[{"index":0,"delta":{"content":"\ud83d\ude00 \t"}}]}`, true},
		{"empty object", `{}`, true},
		// Shown text: reasoning is scanned; audio (a transcript inside) and
		// a legacy function_call are left to AddParsed.
		{"reasoning_content", `{"choices":[{"index":0,"delta":{"reasoning_content":"hm","reasoning":null}}]}`, true},
		{"reasoning repeated", `{"choices":[{"index":0,"delta":{"reasoning":"a","reasoning":"b"}}]}`, false},
		{"reasoning not a string", `{"choices":[{"index":0,"delta":{"reasoning":["a"]}}]}`, false},
		{"audio", `{"choices":[{"index":0,"delta":{"audio":{"transcript":"a"}}}]}`, false},
		{"function_call", `{"choices":[{"index":0,"delta":{"function_call":{"name":"x"}}}]}`, false},
		{"reasoning case variant", `{"choices":[{"index":0,"delta":{"Reasoning_Content":"a"}}]}`, false},
		{"thinking", `{"choices":[{"index":0,"delta":{"thinking":"hm"}}]}`, true},
		{"thinking not a string", `{"choices":[{"index":0,"delta":{"thinking":{"a":1}}}]}`, false},
		{"reasoning_details", `{"choices":[{"index":0,"delta":{"reasoning_details":[{"text":"a"}]}}]}`, false},
		{"thinking_blocks", `{"choices":[{"index":0,"delta":{"thinking_blocks":[{"thinking":"a"}]}}]}`, false},

		{"tool call delta", `{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{}"}}]}}]}`, false},
		{"error event", `{"error":{"message":"boom"}}`, false},
		{"zc_receipts member", `{"choices":[{"delta":{"content":"a"}}],"zc_receipts":{}}`, false},
		{"newlines as JSON space", "{\n\"id\":\"c\",\n\"choices\":[\n{\"index\":0,\n\"delta\":{\"content\":\"a\"}\n}\n]\n}", true},
		{"first choice not 0", `{"choices":[{"index":1,"delta":{"content":"b"}},{"index":0,"delta":{"content":"a"}}]}`, false},
		{"index 0.0", `{"choices":[{"index":0.0,"delta":{"content":"a"}}]}`, false},
		{"repeated content", `{"choices":[{"index":0,"delta":{"content":"a","content":"b"}}]}`, false},
		{"repeated choices", `{"choices":[],"choices":[{"delta":{"content":"a"}}]}`, false},
		{"escaped key", `{"\u0063hoices":[{"delta":{"content":"a"}}]}`, false},
		{"choices null", `{"choices":null}`, false},
		{"delta string", `{"choices":[{"delta":"x"}]}`, false},
		{"choice not object", `{"choices":[1]}`, false},
		{"array root", `[1]`, false},
		{"trailing garbage", `{"choices":[]} x`, false},
		{"trailing comma", `{"a":1,}`, false},
		{"bad number", `{"a":01}`, false},
		{"bad escape", `{"a":"\x"}`, false},
		{"control char", "{\"a\":\"\x01\"}", false},
		{"short unicode", `{"a":"\u12"}`, false},
		{"unterminated", `{"choices":[{"delta":{"content":"a"}}]`, false},
		{"too deep", `{"a":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ok := checkScan(t, []byte(tc.chunk))
			if ok != tc.ok {
				t.Fatalf("ScanChunk ok = %v, want %v", ok, tc.ok)
			}
			checkFold(t, [][]byte{[]byte(tc.chunk)})
		})
	}
}

// TestScanFixtures replays every recorded provider stream through both
// paths: the folded messages agree, and the plain chunks (no tool calls,
// no error) take the fast path.
func TestScanFixtures(t *testing.T) {
	for _, s := range fixtureStreams {
		t.Run(s.file+"/"+s.section, func(t *testing.T) {
			body, _ := fixtureStream(t, s.file, s.section)
			var chunks [][]byte
			plain, fast := 0, 0
			for line := range bytes.Lines(body) {
				data, ok := bytes.CutPrefix(bytes.TrimRight(line, "\r\n"), []byte("data:"))
				data = bytes.TrimSpace(data)
				if !ok || len(data) == 0 || string(data) == "[DONE]" {
					continue
				}
				chunks = append(chunks, data)
				if checkScan(t, data) {
					fast++
				}
				if !bytes.Contains(data, []byte(`"tool_calls"`)) && !bytes.Contains(data, []byte(`"error"`)) && gjson.ValidBytes(data) {
					plain++
				}
			}
			checkFold(t, chunks)
			if fast < plain {
				t.Errorf("%d of %d plain chunks took the fast path", fast, plain)
			}
		})
	}
}

func FuzzScanChunk(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		for line := range bytes.Lines(body) {
			if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
				f.Add(bytes.TrimRight(data, "\r\n"))
			}
		}
	}
	f.Add([]byte(`{"choices":[{"index":0,"delta":{"content":"\u00e9\"","role":"assistant"},"finish_reason":"stop"}],"usage":{"a":1},"created":1e3}`))
	f.Add([]byte(`{"choices":[{"index":0,"delta":{"reasoning_content":"I ran","reasoning":null}}]}` + "\n" + `{"choices":[{"index":0,"delta":{"reasoning":"x","audio":{"transcript":"t"}}}]}`))
	f.Add([]byte(`{"choices":[{"index":0,"delta":{"thinking":"I ran"}}]}` + "\n" + `{"choices":[{"index":0,"delta":{"reasoning_details":[{"text":"x","summary":null}],"thinking_blocks":[{"thinking":"t"}]}}]}`))
	f.Fuzz(func(t *testing.T, input []byte) {
		// Each line is one chunk, so one input can exercise a sequence.
		var chunks [][]byte
		for line := range bytes.Lines(input) {
			chunk := bytes.TrimRight(line, "\n")
			checkScan(t, chunk)
			checkScanTo(t, chunk)
			chunks = append(chunks, chunk)
		}
		checkFold(t, chunks)
	})
}

func BenchmarkScanChunk(b *testing.B) {
	chunk := []byte(`{"id":"chatcmpl-perf","object":"chat.completion.chunk","created":1754479216,"model":"perf","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":" release"},"logprobs":null,"finish_reason":null}],"usage":null}`)
	b.Run("scan", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(chunk)))
		var a Assembler
		for b.Loop() {
			s, ok := ScanChunk(chunk)
			if !ok {
				b.Fatal("not scanned")
			}
			a.AddScan(&s)
			a.Reset()
		}
	})
	b.Run("gjson", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(chunk)))
		var a Assembler
		for b.Loop() {
			root, err := ParseChunk(chunk)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := a.AddParsed(root); err != nil {
				b.Fatal(err)
			}
			a.Reset()
		}
	})
}

// TestParseChunkDepth: a chunk nested millions of levels deep is an
// invalid chunk, not a stack overflow in gjson's recursive validator.
func TestParseChunkDepth(t *testing.T) {
	deep := []byte(`{"choices":` + strings.Repeat("[", 8<<20))
	if _, err := ParseChunk(deep); !errors.Is(err, ErrInvalidChunk) {
		t.Fatalf("err = %v, want ErrInvalidChunk", err)
	}
	if _, ok := ScanChunk(deep); ok {
		t.Fatal("ScanChunk accepted it")
	}
	var a Assembler
	if _, err := addChunk(&a, deep); !errors.Is(err, ErrInvalidChunk) {
		t.Fatalf("Add err = %v, want ErrInvalidChunk", err)
	}
}

// FuzzParseNumber holds parseNumber's integer path to strconv.ParseFloat.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"0", "1754479216", "999999999999999", "1000000000000000", "-3", "1.5", "1e3", "007"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return
		}
		if got := parseNumber(s); got != want {
			t.Fatalf("parseNumber(%q) = %v, ParseFloat %v", s, got, want)
		}
	})
}

// TestScanChunkSharedKeepsCopies: what the Assembler keeps of a shared
// scan survives the chunk's buffer being overwritten (the Reader reuses
// it for the next event).
func TestScanChunkSharedKeepsCopies(t *testing.T) {
	chunk := []byte(`{"id":"c1","created":7,"model":"m","system_fingerprint":"fp","choices":[{"index":0,"delta":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],"usage":{"total_tokens":3}}`)
	sc, ok := ScanChunkShared(chunk)
	if !ok {
		t.Fatal("not scanned")
	}
	want, _ := ScanChunk(chunk)
	if !reflect.DeepEqual(sc, want) {
		t.Fatalf("shared scan %+v\nwant %+v", sc, want)
	}
	var a Assembler
	a.AddScan(&sc)
	for i := range chunk {
		chunk[i] = 'x'
	}
	m := a.Message()
	if m.ID != "c1" || m.Model != "m" || m.SystemFingerprint != "fp" || m.Role != "assistant" ||
		m.FinishReason != "stop" || m.Content != "hi" || string(m.Usage) != `{"total_tokens":3}` || m.Created != 7 {
		t.Fatalf("message changed with the chunk's buffer: %+v", m)
	}
}

// checkScanTo holds ScanChunkSharedTo to ScanChunkShared: the same ok and
// the same Scan, whatever the Scan it fills held before (a stale one from
// the previous chunk, as the chat stream reuses it).
func checkScanTo(t *testing.T, chunk []byte) {
	t.Helper()
	want, wok := ScanChunkShared(chunk)
	stale, _ := ScanChunk([]byte(`{"id":"x","choices":[{"index":0,"delta":{"content":"old"},"finish_reason":"stop"}],"usage":{"a":1}}`))
	for _, s := range []Scan{{}, stale} {
		if ok := ScanChunkSharedTo(&s, chunk); ok != wok || !reflect.DeepEqual(s, want) {
			t.Fatalf("%q: ScanChunkSharedTo %v %+v\nScanChunkShared %v %+v", chunk, ok, s, wok, want)
		}
	}
}

func TestScanChunkSharedTo(t *testing.T) {
	for _, c := range []string{
		`{"id":"c1","created":7,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],"usage":{"total_tokens":3}}`,
		`  {"choices":[]}  `, `{"choices":[{"index":0,"delta":{"tool_calls":[]}}]}`, `[1]`, `{`, ``, `{"a":1}x`,
	} {
		checkScanTo(t, []byte(c))
	}
}
