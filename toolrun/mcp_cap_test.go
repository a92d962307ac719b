package toolrun

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"testing"
)

type bodyTripper int

func (n bodyTripper) RoundTrip(*http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 200, Body: io.NopCloser(bytes.NewReader(make([]byte, int(n))))}, nil
}

// TestMCPReplyCapExact: a reply of exactly mcpMaxReply bytes is read
// whole; one byte more fails with errMCPReplyTooLarge.
func TestMCPReplyCapExact(t *testing.T) {
	for _, c := range []struct {
		n       int
		tooLong bool
	}{{mcpMaxReply, false}, {mcpMaxReply + 1, true}} {
		req, _ := http.NewRequest(http.MethodPost, "http://mcp.example/", nil)
		resp, err := headerTransport{base: bodyTripper(c.n)}.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(resp.Body)
		if got := errors.Is(err, errMCPReplyTooLarge); got != c.tooLong {
			t.Errorf("a reply of %d bytes (cap %d): read %d, err %v", c.n, mcpMaxReply, len(b), err)
		}
	}
}
