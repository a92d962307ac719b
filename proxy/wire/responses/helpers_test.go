package responses

import (
	"os"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// recorded reads a section of a recorded transcript (testdata/recorded).
func recorded(t testing.TB, name, section string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/recorded/" + name)
	if err != nil {
		t.Fatal(err)
	}
	out, err := scripted.ReadTxtarSection(b, section)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// dataOf is the data of every event of an SSE stream, in order.
func dataOf(stream []byte) [][]byte {
	var out [][]byte
	for _, line := range strings.Split(string(stream), "\n") {
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			out = append(out, []byte(d))
		}
	}
	return out
}

// feed runs every event of stream through rw and returns what the client
// gets.
func feed(t testing.TB, rw *Rewriter, stream []byte) []byte {
	t.Helper()
	var out []byte
	for _, d := range dataOf(stream) {
		b, err := rw.Feed(d)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b...)
	}
	return out
}

// checkStream holds a client stream to the Responses contract: named
// events whose name is the data's type, one response.created first, one
// terminal event last, sequence numbers 0, 1, 2, …, and the streamed
// text equal to the done events' and the final response's.
func checkStream(t *testing.T, stream []byte) gjson.Result {
	t.Helper()
	frames := strings.Split(strings.TrimSuffix(string(stream), "\n\n"), "\n\n")
	var final gjson.Result
	var deltas strings.Builder
	doneText := ""
	for i, f := range frames {
		name, data, ok := strings.Cut(f, "\ndata: ")
		if !ok {
			t.Fatalf("frame %d is not an event: %q", i, f)
		}
		ev := gjson.Parse(data)
		typ := ev.Get("type").String()
		if "event: "+typ != name {
			t.Errorf("frame %d: %s carries type %q", i, name, typ)
		}
		if ev.Get("sequence_number").Int() != int64(i) || !ev.Get("sequence_number").Exists() {
			t.Errorf("frame %d has sequence_number %s", i, ev.Get("sequence_number").Raw)
		}
		switch {
		case i == 0 && typ != "response.created":
			t.Errorf("first event %s", typ)
		case i > 0 && typ == "response.created":
			t.Errorf("a second response.created at %d", i)
		case typ == "response.completed" || typ == "response.incomplete" || typ == "response.failed":
			if i != len(frames)-1 {
				t.Errorf("%s at %d of %d", typ, i, len(frames))
			}
			final = ev.Get("response")
		case typ == "response.output_text.delta":
			deltas.WriteString(ev.Get("delta").String())
		case typ == "response.output_text.done":
			doneText = ev.Get("text").String()
		}
	}
	if deltas.Len() > 0 && doneText != deltas.String() {
		t.Errorf("output_text.done %q, deltas %q", doneText, deltas.String())
	}
	var finalText strings.Builder
	final.Get("output").ForEach(func(_, it gjson.Result) bool {
		if it.Get("type").String() == "message" {
			finalText.WriteString(it.Get("content.0.text").String())
		}
		return true
	})
	if finalText.String() != deltas.String() {
		t.Errorf("final text %q, deltas %q", finalText.String(), deltas.String())
	}
	return final
}

// names is the event types of a stream, in order.
func names(stream []byte) []string {
	var out []string
	for _, d := range dataOf(stream) {
		out = append(out, gjson.GetBytes(d, "type").String())
	}
	return out
}
