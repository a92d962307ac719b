package sse

import (
	"bytes"
	"errors"
	"testing"
	"testing/iotest"
)

// fuzzMaxEventSize is small so that the fuzzer reaches the size limit.
const fuzzMaxEventSize = 64

func FuzzReader(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		f.Add(body)
	}
	for _, seed := range []string{
		"data: a\r\n\r\ndata: b\r\rdata: c\n\n",
		": comment\nevent: e\nid: 1\nretry: 10\ndata\n\n",
		"\xef\xbb\xbfdata: x\r",
		"id: a\x00b\ndata: " + string(bytes.Repeat([]byte("y"), 70)) + "\n\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		whole, errWhole := readAll(bytes.NewReader(input), fuzzMaxEventSize)
		for _, ev := range whole {
			if len(ev.Data) > fuzzMaxEventSize {
				t.Fatalf("event data %d bytes > max %d", len(ev.Data), fuzzMaxEventSize)
			}
		}
		if errWhole != nil && !errors.Is(errWhole, ErrEventTooLarge) {
			t.Fatalf("unexpected error %v", errWhole)
		}
		for name, r := range map[string]*bytes.Reader{"one byte": bytes.NewReader(input), "half": bytes.NewReader(input)} {
			rd := iotest.OneByteReader(r)
			if name == "half" {
				rd = iotest.HalfReader(r)
			}
			split, errSplit := readAll(rd, fuzzMaxEventSize)
			if !eventsEqual(whole, split) {
				t.Fatalf("%s reads differ:\nwhole %s\nsplit %s", name, fmtEvents(whole), fmtEvents(split))
			}
			if errors.Is(errWhole, ErrEventTooLarge) != errors.Is(errSplit, ErrEventTooLarge) {
				t.Fatalf("%s reads: error %v, whole reads: %v", name, errSplit, errWhole)
			}
		}
	})
}

func FuzzAssembler(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		for line := range bytes.Lines(body) {
			if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
				f.Add(bytes.TrimRight(data, "\n"))
			}
		}
	}
	f.Add([]byte(`{"choices":[{"delta":{"tool_calls":[{"id":"a"},{"index":-1},{"index":1e30,"function":{"arguments":{}}}]}}]}`))
	f.Add([]byte(`{"error":{"message":"x"}}` + "\n" + `{"choices":[{"index":0,"delta":{"tool_calls":[{"function":{"name":"n"}}]}}]}`))
	f.Fuzz(func(t *testing.T, input []byte) {
		// Each line is one chunk, so one input can exercise a sequence.
		var a Assembler
		for line := range bytes.Lines(input) {
			d, err := addChunk(&a, bytes.TrimRight(line, "\n"))
			var se *StreamError
			switch {
			case err == nil, errors.Is(err, ErrInvalidChunk):
			case errors.As(err, &se):
				if len(d.Error) == 0 {
					t.Fatalf("StreamError without Delta.Error")
				}
			default:
				t.Fatalf("unexpected error %v", err)
			}
		}
		m := a.Message()
		for _, c := range m.ToolCalls {
			if c.Type == "" {
				t.Fatalf("tool call without type: %+v", c)
			}
		}
	})
}
