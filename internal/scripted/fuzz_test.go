package scripted

import (
	"bytes"
	"testing"

	"github.com/tidwall/gjson"
)

func FuzzReadTxtarSection(f *testing.F) {
	f.Add([]byte("-- a --\nx\n-- b --\ny"), "a")
	f.Add([]byte("-- streaming --\r\ndata: x\n\n"), "streaming")
	f.Add([]byte("--  --\n-- --"), "")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		got, err := ReadTxtarSection(data, name)
		if err != nil {
			return
		}
		if !bytes.Contains(data, got) {
			t.Fatalf("section %q is not part of the archive", got)
		}
		for line := range bytes.SplitSeq(got, []byte("\n")) {
			if isMarker(bytes.TrimSuffix(line, []byte("\r"))) {
				t.Fatalf("section %q runs over a marker", got)
			}
		}
	})
}

func FuzzParseRecorded(f *testing.F) {
	f.Add([]byte("HTTP/2.0 400 Bad Request\nContent-Length: 2\n\n{}\n\n"))
	f.Add([]byte("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n"))
	f.Add([]byte("data: {}\n\ndata: [DONE]\n\n"))
	f.Add([]byte("{}"))
	f.Fuzz(func(t *testing.T, section []byte) {
		resp, err := ParseRecorded(section)
		if err != nil {
			return
		}
		if !bytes.HasPrefix(section, []byte("HTTP/")) && !bytes.Equal(resp.Body, section) {
			t.Fatalf("raw section changed: %q -> %q", section, resp.Body)
		}
		var rebuilt []byte
		for ev := range sseEvents(resp.Body) {
			if len(ev) == 0 {
				t.Fatal("empty event")
			}
			rebuilt = append(rebuilt, ev...)
		}
		if !bytes.Equal(rebuilt, resp.Body) {
			t.Fatalf("events do not rebuild the body")
		}
	})
}

func FuzzDemoResponder(f *testing.F) {
	f.Add("What's the weather in Paris and Tokyo?")
	f.Add("the date, then read ./a.txt and echo hi")
	f.Add("fabricate it")
	f.Fuzz(func(t *testing.T, text string) {
		req := demoRequest([]string{weatherTool, getWeather, shellTool, gitLogTool, readFile}, user(text))
		turn := DemoResponder(req)
		for _, c := range turn.ToolCalls {
			if !gjson.Valid(c.Arguments) {
				t.Fatalf("arguments %q are not JSON (text %q)", c.Arguments, text)
			}
		}
		if turn.Content == "" && len(turn.ToolCalls) == 0 {
			t.Fatalf("empty turn for %q", text)
		}
	})
}
