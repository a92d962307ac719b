package sse

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// chunk wraps a delta (and optional extra top-level fields) as choice 0 of
// a chat.completion.chunk.
func chunk(delta string) string {
	return `{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":` + delta + `,"finish_reason":null}]}`
}

func TestAssemblerToolCallDialects(t *testing.T) {
	tests := []struct {
		name   string
		chunks []string
		want   []ToolCall
	}{
		{
			name: "openai: id and name once, arguments in fragments",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"shell","arguments":""}}]}`),
				chunk(`{"tool_calls":[{"index":0,"function":{"arguments":"{\"command\":"}}]}`),
				chunk(`{"tool_calls":[{"index":0,"function":{"arguments":"\"date\"}"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "shell", Arguments: `{"command":"date"}`}},
		},
		{
			name: "custom tool call: name once, free-text input in fragments",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_p","type":"custom","custom":{"name":"apply_patch","input":""}}]}`),
				chunk(`{"tool_calls":[{"index":0,"custom":{"input":"*** Begin Patch\n"}}]}`),
				chunk(`{"tool_calls":[{"index":0,"custom":{"input":"*** End Patch"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_p", Type: "custom", Name: "apply_patch", Arguments: "*** Begin Patch\n*** End Patch"}},
		},
		{
			name: "custom and function calls in one turn; a custom body without a type",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_s","type":"function","function":{"name":"shell","arguments":"{}"}}]}`),
				chunk(`{"tool_calls":[{"index":1,"id":"call_p","custom":{"name":"apply_patch","input":"x"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_s", Type: "function", Name: "shell", Arguments: `{}`},
				{Index: 1, ID: "call_p", Type: "custom", Name: "apply_patch", Arguments: "x"}},
		},
		{
			name: "whole call in one delta, no type",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"shell","arguments":"{\"command\":\"date\"}"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "shell", Arguments: `{"command":"date"}`}},
		},
		{
			name: "id, type and name repeated on every delta are not doubled",
			chunks: []string{
				chunk(`{"role":"assistant","tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"shell","arguments":"{\"a\""}}]}`),
				chunk(`{"role":"assistant","tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"shell","arguments":":1}"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "shell", Arguments: `{"a":1}`}},
		},
		{
			name: "name split over fragments keeps the first",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"get_","arguments":""}}]}`),
				chunk(`{"tool_calls":[{"index":0,"function":{"name":"weather","arguments":"{}"}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "get_", Arguments: `{}`}},
		},
		{
			name: "missing index: new id starts a call, no id continues the last",
			chunks: []string{
				chunk(`{"tool_calls":[{"id":"call_a","type":"function","function":{"name":"one","arguments":"{\"x\""}}]}`),
				chunk(`{"tool_calls":[{"function":{"arguments":":1}"}}]}`),
				chunk(`{"tool_calls":[{"id":"call_b","function":{"name":"two","arguments":"{"}}]}`),
				chunk(`{"tool_calls":[{"id":"call_b","function":{"arguments":"}"}}]}`),
			},
			want: []ToolCall{
				{Index: 0, ID: "call_a", Type: "function", Name: "one", Arguments: `{"x":1}`},
				{Index: 1, ID: "call_b", Type: "function", Name: "two", Arguments: `{}`},
			},
		},
		{
			name: "missing index and id on the first delta is call 0",
			chunks: []string{
				chunk(`{"tool_calls":[{"function":{"name":"one","arguments":"{}"}}]}`),
			},
			want: []ToolCall{{Index: 0, Type: "function", Name: "one", Arguments: `{}`}},
		},
		{
			name: "first index 1, then 2, interleaved",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":1,"id":"call_a","function":{"name":"one","arguments":"{\"a\":"}}]}`),
				chunk(`{"tool_calls":[{"index":2,"id":"call_b","function":{"name":"two","arguments":"{\"b\":"}}]}`),
				chunk(`{"tool_calls":[{"index":1,"function":{"arguments":"1}"}}]}`),
				chunk(`{"tool_calls":[{"index":2,"function":{"arguments":"2}"}}]}`),
			},
			want: []ToolCall{
				{Index: 1, ID: "call_a", Type: "function", Name: "one", Arguments: `{"a":1}`},
				{Index: 2, ID: "call_b", Type: "function", Name: "two", Arguments: `{"b":2}`},
			},
		},
		{
			name: "several calls in one delta",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"one","arguments":"{}"}},{"index":1,"id":"call_b","function":{"name":"two","arguments":"[]"}}]}`),
			},
			want: []ToolCall{
				{Index: 0, ID: "call_a", Type: "function", Name: "one", Arguments: `{}`},
				{Index: 1, ID: "call_b", Type: "function", Name: "two", Arguments: `[]`},
			},
		},
		{
			name: "every call numbered 0 with its own id",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"one","arguments":"{}"}}]}`),
				chunk(`{"tool_calls":[{"index":0,"id":"call_b","function":{"name":"two","arguments":"{"}}]}`),
				chunk(`{"tool_calls":[{"index":0,"function":{"arguments":"}"}}]}`),
			},
			want: []ToolCall{
				{Index: 0, ID: "call_a", Type: "function", Name: "one", Arguments: `{}`},
				{Index: 0, ID: "call_b", Type: "function", Name: "two", Arguments: `{}`},
			},
		},
		{
			name: "arguments sent as an object",
			chunks: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"one","arguments":{"x":1}}}]}`),
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "one", Arguments: `{"x":1}`}},
		},
		{
			name: "other choices ignored",
			chunks: []string{
				`{"choices":[{"index":1,"delta":{"tool_calls":[{"index":0,"id":"call_x","function":{"name":"no","arguments":"{}"}}]}},{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_a","function":{"name":"yes","arguments":"{}"}}]}}]}`,
			},
			want: []ToolCall{{Index: 0, ID: "call_a", Type: "function", Name: "yes", Arguments: `{}`}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a Assembler
			for i, c := range tt.chunks {
				d, err := addChunk(&a, []byte(c))
				if err != nil {
					t.Fatalf("chunk %d: %v", i, err)
				}
				if !d.HasToolCalls {
					t.Errorf("chunk %d: HasToolCalls false", i)
				}
			}
			if got := a.Message().ToolCalls; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestAssemblerDelta(t *testing.T) {
	tests := []struct {
		name  string
		chunk string
		want  Delta
	}{
		{"role and empty content", chunk(`{"role":"assistant","content":"","refusal":null}`), Delta{Role: "assistant"}},
		{"content", chunk(`{"content":"hi \"there\""}`), Delta{Content: `hi "there"`}},
		{"null content", chunk(`{"content":null}`), Delta{}},
		{"refusal", chunk(`{"refusal":"no"}`), Delta{Refusal: "no"}},
		{"finish", `{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`, Delta{FinishReason: "stop"}},
		{"usage with empty choices", `{"choices":[],"usage":{"total_tokens":3}}`, Delta{Usage: []byte(`{"total_tokens":3}`)}},
		{"null usage", `{"choices":[{"index":0,"delta":{"content":"x"}}],"usage":null}`, Delta{Content: "x"}},
		{"usage in finish chunk", `{"choices":[{"finish_reason":"tool_calls","index":0,"delta":{"content":null}}],"usage":{"total_tokens":9}}`,
			Delta{FinishReason: "tool_calls", Usage: []byte(`{"total_tokens":9}`)}},
		{"no choices at all", `{"id":"x"}`, Delta{}},
		{"choice without index is choice 0", `{"choices":[{"delta":{"content":"y"}}]}`, Delta{Content: "y"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a Assembler
			got, err := addChunk(&a, []byte(tt.chunk))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestAssemblerMessageFields(t *testing.T) {
	var a Assembler
	chunks := []string{
		`{"choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"}}]}`,
		`{"id":"chatcmpl-1","model":"m1","created":17,"system_fingerprint":"fp1","choices":[{"index":0,"delta":{"role":"assistant","content":"lo"}}]}`,
		`{"id":"chatcmpl-2","model":"m2","created":18,"system_fingerprint":"fp2","choices":[{"index":0,"delta":{"refusal":"r"},"finish_reason":"length"}],"usage":{"n":1}}`,
		`{"id":"chatcmpl-2","choices":[{"index":0,"delta":{},"finish_reason":""}],"usage":null}`,
		`{"choices":[],"usage":{"n":2}}`,
	}
	for _, c := range chunks {
		if _, err := addChunk(&a, []byte(c)); err != nil {
			t.Fatal(err)
		}
	}
	want := Message{
		ID: "chatcmpl-1", Model: "m1", Created: 17, SystemFingerprint: "fp1",
		Role: "assistant", Content: "Hello", Refusal: "r",
		FinishReason: "length", Usage: []byte(`{"n":2}`),
	}
	got := a.Message()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %s\nwant %s", msgString(got), msgString(want))
	}
	// The returned message must not change as the Assembler goes on.
	got.Usage[0] = 'X'
	if _, err := addChunk(&a, []byte(chunk(`{"content":"!","tool_calls":[{"index":0,"id":"c","function":{"name":"f","arguments":"{}"}}]}`))); err != nil {
		t.Fatal(err)
	}
	if got.Content != "Hello" || got.ToolCalls != nil || string(a.Message().Usage) != `{"n":2}` {
		t.Errorf("message shares state with the assembler: %s", msgString(got))
	}
	a.Reset()
	if m := a.Message(); !reflect.DeepEqual(m, Message{}) {
		t.Errorf("after Reset: %s", msgString(m))
	}
}

func TestAssemblerErrors(t *testing.T) {
	tests := []struct {
		name    string
		chunk   string
		invalid bool   // ErrInvalidChunk
		message string // StreamError message
	}{
		{name: "truncated JSON", chunk: `{"choices":[`, invalid: true},
		{name: "not JSON", chunk: `hello`, invalid: true},
		{name: "empty", chunk: ``, invalid: true},
		{name: "array", chunk: `[1,2]`, invalid: true},
		{name: "string", chunk: `"x"`, invalid: true},
		{name: "error object", chunk: `{"error":{"message":"rate limited","type":"server_error","code":null}}`, message: "rate limited"},
		{name: "error string", chunk: `{"error":"overloaded"}`, message: "overloaded"},
		{name: "error without message", chunk: `{"error":{"code":500}}`, message: `{"code":500}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a Assembler
			d, err := addChunk(&a, []byte(tt.chunk))
			if tt.invalid {
				if !errors.Is(err, ErrInvalidChunk) {
					t.Fatalf("err = %v, want ErrInvalidChunk", err)
				}
				return
			}
			var se *StreamError
			if !errors.As(err, &se) {
				t.Fatalf("err = %v, want *StreamError", err)
			}
			if se.Message != tt.message || len(d.Error) == 0 || string(d.Error) != string(se.Raw) {
				t.Errorf("message %q raw %s delta.Error %s", se.Message, se.Raw, d.Error)
			}
			if !strings.Contains(se.Error(), tt.message) {
				t.Errorf("Error() = %q", se.Error())
			}
		})
	}
	t.Run("null error is no error", func(t *testing.T) {
		var a Assembler
		if _, err := addChunk(&a, []byte(`{"error":null,"choices":[]}`)); err != nil {
			t.Fatal(err)
		}
	})
}

// TestAssemblerDeltaDoesNotAliasChunk: the Reader reuses its buffer, so
// nothing Add returns or keeps may point into the chunk.
func TestAssemblerDeltaDoesNotAliasChunk(t *testing.T) {
	var a Assembler
	buf := []byte(chunk(`{"role":"assistant","content":"abc","tool_calls":[{"index":0,"id":"call_1","function":{"name":"f","arguments":"{}"}}]}`))
	d, err := addChunk(&a, buf)
	if err != nil {
		t.Fatal(err)
	}
	for i := range buf {
		buf[i] = 'Z'
	}
	m := a.Message()
	if d.Content != "abc" || d.Role != "assistant" || m.Content != "abc" || m.ToolCalls[0].ID != "call_1" || m.ToolCalls[0].Name != "f" || m.ID != "c1" {
		t.Errorf("aliasing: delta %+v message %s", d, msgString(m))
	}
}

// addChunk folds one chunk into a (the data of one SSE event, not [DONE]). It returns
// what the chunk carried; a chunk with a top-level "error" returns a
// *StreamError (and Delta.Error set). Invalid JSON is an error.
func addChunk(a *Assembler, chunk []byte) (Delta, error) {
	root, err := ParseChunk(chunk)
	if err != nil {
		return Delta{}, err
	}
	return a.AddParsed(root)
}
