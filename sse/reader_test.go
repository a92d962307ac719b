package sse

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// readAll reads every event from r, copying Data (which the Reader reuses),
// and returns the events and the error that ended the stream (nil for a
// clean io.EOF).
func readAll(r io.Reader, maxEventSize int) ([]Event, error) {
	rd := NewReader(r)
	rd.MaxEventSize = maxEventSize
	var events []Event
	for {
		ev, err := rd.Next()
		if err == io.EOF {
			return events, nil
		}
		if err != nil {
			return events, err
		}
		ev.Data = bytes.Clone(ev.Data)
		events = append(events, ev)
	}
}

func data(s string) Event { return Event{Data: []byte(s)} }

func TestReaderEvents(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []Event
	}{
		{"LF", "data: a\n\ndata: b\n\n", []Event{data("a"), data("b")}},
		{"CRLF", "data: a\r\n\r\ndata: b\r\n\r\n", []Event{data("a"), data("b")}},
		{"CR", "data: a\r\rdata: b\r\r", []Event{data("a"), data("b")}},
		{"CRLF multi-line", "data: a\r\ndata: b\r\n\r\n", []Event{data("a\nb")}},
		{"CR multi-line", "data: a\rdata: b\r\r", []Event{data("a\nb")}},
		{"mixed line ends", "data: a\r\n\rdata: b\n\r\ndata: c\r\n", []Event{data("a"), data("b"), data("c")}},
		{"no space after colon", "data:a\n\n", []Event{data("a")}},
		{"only one leading space stripped", "data:  a \n\n", []Event{data(" a ")}},
		{"multi-line data", "data: a\ndata:\ndata: b\n\n", []Event{data("a\n\nb")}},
		{"empty data dispatches", "data\n\ndata:\n\n", []Event{data(""), data("")}},
		{"event and id", "event: delta\nid: 7\ndata: x\n\n", []Event{{Event: "delta", ID: "7", Data: []byte("x")}}},
		{"id persists, event does not", "event: e\nid: 1\ndata: a\n\ndata: b\n\n", []Event{
			{Event: "e", ID: "1", Data: []byte("a")}, {ID: "1", Data: []byte("b")},
		}},
		{"empty id resets", "id: 1\ndata: a\n\nid\ndata: b\n\n", []Event{{ID: "1", Data: []byte("a")}, data("b")}},
		{"id with NUL ignored", "id: 1\ndata: a\n\nid: 2\x003\ndata: b\n\n", []Event{
			{ID: "1", Data: []byte("a")}, {ID: "1", Data: []byte("b")},
		}},
		{"retry", "retry: 3000\ndata: a\n\n", []Event{{Data: []byte("a"), Retry: 3000, HasRetry: true}}},
		{"retry not digits ignored", "retry: 30s\ndata: a\n\nretry: -1\ndata: b\n\nretry:\ndata: c\n\n", []Event{data("a"), data("b"), data("c")}},
		{"retry without data waits for next event", "retry: 10\n\ndata: a\n\n", []Event{{Data: []byte("a"), Retry: 10, HasRetry: true}}},
		{"fields without data dispatch nothing", "event: ping\nid: 9\n\n\n\ndata: a\n\n", []Event{{ID: "9", Data: []byte("a")}}},
		{"unknown fields ignored", "foo: bar\nDATA: no\ndata: a\nbaz\n\n", []Event{data("a")}},
		{"field name only", "data\ndata\n\n", []Event{data("\n")}},
		{"comments", ": hello\n:\n:  two spaces\n", []Event{
			{IsComment: true, Comment: "hello"}, {IsComment: true, Comment: ""}, {IsComment: true, Comment: " two spaces"},
		}},
		{"comment mid-event keeps the event", "data: a\n: ping\ndata: b\n\n", []Event{
			{IsComment: true, Comment: "ping"}, data("a\nb"),
		}},
		{"final event without blank line", "data: a\n\ndata: b\n", []Event{data("a"), data("b")}},
		{"final line without terminator", "data: a\n\ndata: [DONE]", []Event{data("a"), data("[DONE]")}},
		{"trailing fields without data at EOF", "data: a\n\nevent: x\n", []Event{data("a")}},
		{"BOM skipped once", "\xef\xbb\xbfdata: a\n\n", []Event{data("a")}},
		{"second BOM kept", "\xef\xbb\xbf\xef\xbb\xbfdata: a\n\n", nil},
		{"colon in value", "data: {\"a\":\"b:c\"}\n\n", []Event{data(`{"a":"b:c"}`)}},
		{"empty stream", "", nil},
		{"blank lines only", "\n\r\n\r", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			readers := map[string]func(string) io.Reader{
				"whole":    func(s string) io.Reader { return strings.NewReader(s) },
				"one byte": func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
				"half":     func(s string) io.Reader { return iotest.HalfReader(strings.NewReader(s)) },
				"data+EOF": func(s string) io.Reader { return iotest.DataErrReader(strings.NewReader(s)) },
			}
			for rname, mk := range readers {
				got, err := readAll(mk(tt.input), 0)
				if err != nil {
					t.Fatalf("%s: error %v", rname, err)
				}
				if !eventsEqual(got, tt.want) {
					t.Errorf("%s:\n got %s\nwant %s", rname, fmtEvents(got), fmtEvents(tt.want))
				}
			}
		})
	}
}

func TestReaderDone(t *testing.T) {
	got, err := readAll(strings.NewReader("data: {}\n\ndata: [DONE]\n\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].IsDone() || !got[1].IsDone() {
		t.Fatalf("IsDone wrong on %s", fmtEvents(got))
	}
	if (Event{IsComment: true, Comment: "[DONE]"}).IsDone() {
		t.Error("a comment is never [DONE]")
	}
}

// crBoundaryReader returns its chunks one per Read, so a test controls
// exactly where the stream splits.
type crBoundaryReader struct{ chunks []string }

func (r *crBoundaryReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.chunks[0])
	r.chunks[0] = r.chunks[0][n:]
	if r.chunks[0] == "" {
		r.chunks = r.chunks[1:]
	}
	return n, nil
}

func TestReaderCRAtReadBoundary(t *testing.T) {
	tests := []struct {
		name   string
		chunks []string
		want   []Event
	}{
		{"CRLF split after CR", []string{"data: a\r", "\n\r", "\ndata: b\r\n\r\n"}, []Event{data("a"), data("b")}},
		{"CR then CR across reads", []string{"data: a\r", "\rdata: b\r\r"}, []Event{data("a"), data("b")}},
		{"CR then data across reads", []string{"data: a\r", "data: b\r\r"}, []Event{data("a\nb")}},
		{"LF alone after CR read is one line end", []string{"data: a\r", "\n", "data: b\n\n"}, []Event{data("a\nb")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readAll(&crBoundaryReader{chunks: append([]string(nil), tt.chunks...)}, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !eventsEqual(got, tt.want) {
				t.Errorf("got %s\nwant %s", fmtEvents(got), fmtEvents(tt.want))
			}
		})
	}
}

// TestReaderCROnlyDoesNotWait checks that a complete CR-terminated event is
// returned while the connection stays open: the reader must not wait for a
// '\n' that a CR-only server never sends.
func TestReaderCROnlyDoesNotWait(t *testing.T) {
	pr, pw := io.Pipe()
	defer pr.Close()
	go func() { _, _ = pw.Write([]byte("data: a\r\r")) }() // then stays open
	ev, err := NewReader(pr).Next()
	if err != nil {
		t.Fatal(err)
	}
	if string(ev.Data) != "a" {
		t.Fatalf("data = %q, want a", ev.Data)
	}
}

func TestReaderLongLine(t *testing.T) {
	long := strings.Repeat("x", 1<<20) // far over bufio.Scanner's 64 KiB
	input := "data: " + long + "\n\ndata: " + long + "\r\ndata: y\r\n\r\n"
	for name, r := range map[string]io.Reader{
		"whole": strings.NewReader(input),
		"half":  iotest.HalfReader(strings.NewReader(input)),
	} {
		t.Run(name, func(t *testing.T) {
			got, err := readAll(r, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 2 || string(got[0].Data) != long || string(got[1].Data) != long+"\ny" {
				t.Fatalf("got %d events, lengths %v", len(got), eventLens(got))
			}
		})
	}
}

func TestReaderMaxEventSize(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		max    int
		want   []Event
		tooBig bool
	}{
		{"data exactly at max", "data: 12345678\n\n", 8, []Event{data("12345678")}, false},
		{"one line over max", "data: ok\n\ndata: 123456789\n\n", 8, []Event{data("ok")}, true},
		{"lines sum over max", "data: 1234\ndata: 5678\n\n", 8, nil, true},
		{"lines sum at max", "data: 123\ndata: 4567\n\n", 8, []Event{data("123\n4567")}, false},
		{"long unknown field line", "x: " + strings.Repeat("z", 100) + "\n", 8, nil, true},
		{"long comment", ":" + strings.Repeat("z", 100) + "\n", 8, nil, true},
		{"long line at EOF without terminator", "data: " + strings.Repeat("z", 100), 8, nil, true},
		{"default max applies", "data: " + strings.Repeat("z", DefaultMaxEventSize+1) + "\n\n", 0, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, oneByte := range []bool{false, true} {
				var r io.Reader = strings.NewReader(tt.input)
				if oneByte && len(tt.input) < 1<<20 {
					r = iotest.OneByteReader(r)
				}
				got, err := readAll(r, tt.max)
				if tt.tooBig != errors.Is(err, ErrEventTooLarge) {
					t.Fatalf("oneByte=%v: err = %v, want ErrEventTooLarge: %v", oneByte, err, tt.tooBig)
				}
				if !tt.tooBig && err != nil {
					t.Fatal(err)
				}
				if !eventsEqual(got, tt.want) {
					t.Errorf("oneByte=%v: got %s want %s", oneByte, fmtEvents(got), fmtEvents(tt.want))
				}
			}
		})
	}
}

func TestReaderErrorIsSticky(t *testing.T) {
	r := NewReader(strings.NewReader("data: 123456789\n\ndata: a\n\n"))
	r.MaxEventSize = 4
	_, err1 := r.Next()
	_, err2 := r.Next()
	if !errors.Is(err1, ErrEventTooLarge) || err2 != err1 {
		t.Fatalf("errors %v then %v; want the same ErrEventTooLarge", err1, err2)
	}
}

func TestReaderReadErrorMidEvent(t *testing.T) {
	boom := errors.New("connection reset")
	tests := []struct {
		name  string
		input string
		want  []Event
	}{
		{"mid data line", "data: a\n\ndata: partial", []Event{data("a")}},
		{"after data line, before blank line", "data: a\n\ndata: b\n", []Event{data("a")}},
		{"between events", "data: a\n\n", []Event{data("a")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, rname := range []string{"whole", "one byte", "data+err"} {
				var r io.Reader = io.MultiReader(strings.NewReader(tt.input), iotest.ErrReader(boom))
				switch rname {
				case "one byte":
					r = iotest.OneByteReader(r)
				case "data+err":
					r = &dataErrReader{data: tt.input, err: boom}
				}
				got, err := readAll(r, 0)
				if !errors.Is(err, boom) {
					t.Fatalf("%s: err = %v, want %v", rname, err, boom)
				}
				if !eventsEqual(got, tt.want) {
					t.Errorf("%s: got %s, want %s (partial event must be dropped)", rname, fmtEvents(got), fmtEvents(tt.want))
				}
			}
		})
	}
}

// dataErrReader returns all its data and err in the same Read call, as a
// connection that breaks right after a packet does.
type dataErrReader struct {
	data string
	err  error
}

func (r *dataErrReader) Read(p []byte) (int, error) {
	n := copy(p, r.data)
	r.data = r.data[n:]
	if r.data == "" {
		return n, r.err
	}
	return n, nil
}

func TestReaderDataValidUntilNext(t *testing.T) {
	r := NewReader(strings.NewReader("data: first\n\ndata: second\n\n"))
	ev1, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if string(ev1.Data) != "first" {
		t.Fatalf("first = %q", ev1.Data)
	}
	ev2, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if string(ev2.Data) != "second" {
		t.Fatalf("second = %q", ev2.Data)
	}
}

func TestReaderNoAllocsPerEvent(t *testing.T) {
	chunk := []byte("event: delta\nid: 1\ndata: {\"choices\":[{\"delta\":{\"content\":\"hi\"}}]}\n\n")
	input := bytes.Repeat(chunk, 2000)
	r := NewReader(bytes.NewReader(input))
	for range 10 { // warm buffers
		if _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	allocs := testing.AllocsPerRun(1000, func() {
		if _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per event, want 0", allocs)
	}
}

func eventsEqual(a, b []Event) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if !bytes.Equal(x.Data, y.Data) {
			return false
		}
		x.Data, y.Data = nil, nil
		if !reflect.DeepEqual(x, y) {
			return false
		}
	}
	return true
}

func fmtEvents(evs []Event) string {
	var b strings.Builder
	b.WriteString("[")
	for i, ev := range evs {
		if i > 0 {
			b.WriteString(", ")
		}
		if ev.IsComment {
			b.WriteString("comment(" + strconv.Quote(ev.Comment) + ")")
			continue
		}
		b.WriteString("{event=" + strconv.Quote(ev.Event) + " id=" + strconv.Quote(ev.ID) + " data=" + strconv.Quote(string(ev.Data)))
		if ev.HasRetry {
			b.WriteString(" retry")
		}
		b.WriteString("}")
	}
	b.WriteString("]")
	return b.String()
}

func eventLens(evs []Event) []int {
	n := make([]int, len(evs))
	for i, ev := range evs {
		n[i] = len(ev.Data)
	}
	return n
}
