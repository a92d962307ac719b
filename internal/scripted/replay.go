package scripted

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
)

// Response is a recorded upstream reply, served byte for byte.
type Response struct {
	Status int         // 0 means 200
	Header http.Header // sent as is, except Content-Length and Transfer-Encoding, which the server sets
	Body   []byte
}

// Replay serves body with the given Content-Type and status 200, byte for
// byte. A text/event-stream body is written one SSE event at a time with a
// flush after each, so the client reads a real stream.
func Replay(body []byte, contentType string) http.Handler {
	return Response{Header: http.Header{"Content-Type": {contentType}}, Body: body}
}

// ServeHTTP drains the request (bounded) and writes the recorded reply.
func (resp Response) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Body != nil {
		io.Copy(io.Discard, io.LimitReader(r.Body, MaxBodyBytes))
	}
	h := w.Header()
	for k, v := range resp.Header {
		if k == "Content-Length" || k == "Transfer-Encoding" {
			continue
		}
		h[k] = append([]string(nil), v...)
	}
	status := resp.Status
	if status == 0 {
		status = http.StatusOK
	}
	if !isEventStream(h.Get("Content-Type")) {
		h.Set("Content-Length", strconv.Itoa(len(resp.Body)))
		w.WriteHeader(status)
		w.Write(resp.Body)
		return
	}
	w.WriteHeader(status)
	rc := http.NewResponseController(w)
	for ev := range sseEvents(resp.Body) {
		if _, err := w.Write(ev); err != nil {
			return
		}
		_ = rc.Flush()
	}
}

func isEventStream(contentType string) bool {
	mt, _, _ := mime.ParseMediaType(contentType)
	return mt == "text/event-stream"
}

// sseEvents yields body in pieces that each end just after an event's
// blank line (LF, CRLF or CR line ends); the pieces concatenate to body.
func sseEvents(body []byte) func(yield func([]byte) bool) {
	return func(yield func([]byte) bool) {
		for len(body) > 0 {
			end := eventEnd(body)
			if !yield(body[:end]) {
				return
			}
			body = body[end:]
		}
	}
}

// eventEnd is the length of the first event in b, its terminating blank
// line included, or len(b) when b holds no complete event.
func eventEnd(b []byte) int {
	for i := 0; i < len(b); i++ {
		if b[i] != '\n' && b[i] != '\r' {
			continue
		}
		// A line ends at i; a blank line follows when the next line is empty.
		next := i + 1
		if b[i] == '\r' && next < len(b) && b[next] == '\n' {
			next++
		}
		if next >= len(b) {
			return len(b)
		}
		switch {
		case b[next] == '\n':
			return next + 1
		case b[next] == '\r':
			if next+1 < len(b) && b[next+1] == '\n' {
				return next + 2
			}
			return next + 1
		}
		i = next - 1
	}
	return len(b)
}

// ParseRecorded turns a recorded section into a Response. A section that
// starts with "HTTP/" is a dump (httputil.DumpResponse: status line,
// headers, blank line, body cut to Content-Length or de-chunked); anything
// else is a raw 200 body, text/event-stream when it starts with an SSE
// field or comment, application/json otherwise.
func ParseRecorded(section []byte) (Response, error) {
	if bytes.HasPrefix(section, []byte("HTTP/")) {
		res, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(section)), nil)
		if err != nil {
			return Response{}, fmt.Errorf("parse recorded response: %w", err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
		if err != nil {
			return Response{}, fmt.Errorf("read recorded body: %w", err)
		}
		return Response{Status: res.StatusCode, Header: res.Header, Body: body}, nil
	}
	ct := "application/json"
	if looksLikeSSE(section) {
		ct = "text/event-stream"
	}
	return Response{Status: http.StatusOK, Header: http.Header{"Content-Type": {ct}}, Body: section}, nil
}

func looksLikeSSE(b []byte) bool {
	b = bytes.TrimLeft(b, "\r\n")
	for _, p := range []string{"data:", "event:", "id:", "retry:", ":"} {
		if bytes.HasPrefix(b, []byte(p)) {
			return true
		}
	}
	return false
}

// ReadTxtarSection returns a copy of the named section of a txtar archive
// (the coder-aibridge fixtures): the bytes after the "-- name --" line up
// to the next marker line or the end.
func ReadTxtarSection(data []byte, name string) ([]byte, error) {
	marker := []byte("-- " + name + " --")
	for rest := data; len(rest) > 0; {
		line, after, _ := bytes.Cut(rest, []byte("\n"))
		if bytes.Equal(bytes.TrimSuffix(line, []byte("\r")), marker) {
			return bytes.Clone(after[:nextMarker(after)]), nil
		}
		rest = after
	}
	return nil, fmt.Errorf("txtar section %q not found", name)
}

// nextMarker is the offset of the first txtar marker line in b, or len(b).
func nextMarker(b []byte) int {
	for off := 0; off < len(b); {
		line, _, found := bytes.Cut(b[off:], []byte("\n"))
		if isMarker(bytes.TrimSuffix(line, []byte("\r"))) {
			return off
		}
		if !found {
			break
		}
		off += len(line) + 1
	}
	return len(b)
}

func isMarker(line []byte) bool {
	return len(line) >= 7 && bytes.HasPrefix(line, []byte("-- ")) && bytes.HasSuffix(line, []byte(" --"))
}

// ReplayTxtar serves the named section of a txtar fixture: a raw SSE or
// JSON body with status 200, or a recorded HTTP dump with its status and
// headers (see ParseRecorded).
func ReplayTxtar(data []byte, name string) (Response, error) {
	section, err := ReadTxtarSection(data, name)
	if err != nil {
		return Response{}, err
	}
	return ParseRecorded(section)
}
