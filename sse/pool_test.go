package sse

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

func TestReaderRelease(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		reads   int // events read before Release
		wantNew []string
	}{
		{name: "released before reading", input: "data: a\n\n", reads: 0, wantNew: []string{"x", "y"}},
		{name: "released mid-stream", input: "data: a\n\ndata: b\n\n", reads: 1, wantNew: []string{"x"}},
		{name: "released at the end", input: "data: a\n\n", reads: 1, wantNew: []string{"x", "y", "z"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rd := NewReader(strings.NewReader(tc.input))
			for range tc.reads {
				if _, err := rd.Next(); err != nil {
					t.Fatalf("Next before Release: %v", err)
				}
			}
			rd.Release()
			rd.Release() // idempotent
			if _, err := rd.Next(); !errors.Is(err, errReleased) {
				t.Fatalf("Next after Release = %v, want errReleased", err)
			}
			// A new Reader, likely on the pooled buffer, starts clean: no
			// bytes of the old stream leak into it.
			var in strings.Builder
			for _, d := range tc.wantNew {
				in.WriteString("data: " + d + "\n\n")
			}
			fresh := NewReader(strings.NewReader(in.String()))
			defer fresh.Release()
			for _, want := range tc.wantNew {
				ev, err := fresh.Next()
				if err != nil || string(ev.Data) != want {
					t.Fatalf("fresh Next = %q, %v; want %q", ev.Data, err, want)
				}
			}
			if _, err := fresh.Next(); err != io.EOF {
				t.Fatalf("fresh Next at end = %v, want io.EOF", err)
			}
		})
	}
}

func TestParseChunkAddParsedMatchesAdd(t *testing.T) {
	tests := []struct {
		name    string
		chunk   string
		wantErr bool
	}{
		{name: "content", chunk: chunk(`{"content":"hi"}`)},
		{name: "space around", chunk: " \r\n" + chunk(`{"role":"assistant","content":""}`) + "\n\t"},
		{name: "tool call", chunk: chunk(`{"tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"}}]}`)},
		{name: "usage only", chunk: `{"id":"c1","choices":[],"usage":{"prompt_tokens":1}}`},
		{name: "not JSON", chunk: `{"id":`, wantErr: true},
		{name: "not an object", chunk: `[1,2]`, wantErr: true},
		{name: "empty", chunk: "  ", wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var viaAdd, viaParsed Assembler
			wantD, wantErr := addChunk(&viaAdd, []byte(tc.chunk))
			root, err := ParseChunk([]byte(tc.chunk))
			if (err != nil) != tc.wantErr || (wantErr != nil) != tc.wantErr {
				t.Fatalf("ParseChunk err = %v, Add err = %v, want error %v", err, wantErr, tc.wantErr)
			}
			if err != nil {
				if !errors.Is(err, ErrInvalidChunk) {
					t.Fatalf("ParseChunk err = %v, want ErrInvalidChunk", err)
				}
				return
			}
			d, err := viaParsed.AddParsed(root)
			if err != nil {
				t.Fatalf("AddParsed: %v", err)
			}
			if !reflect.DeepEqual(d, wantD) || !reflect.DeepEqual(viaParsed.Message(), viaAdd.Message()) {
				t.Fatalf("AddParsed = %+v / %+v, Add = %+v / %+v", d, viaParsed.Message(), wantD, viaAdd.Message())
			}
		})
	}
}
