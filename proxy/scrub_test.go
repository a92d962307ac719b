package proxy

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/iotest"
)

// chunked returns data in reads of the given sizes, cycling.
type chunked struct {
	data  []byte
	sizes []int
	i     int
}

func (c *chunked) Read(p []byte) (int, error) {
	if len(c.data) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), len(c.data), c.sizes[c.i%len(c.sizes)])
	c.i++
	copy(p, c.data[:n])
	c.data = c.data[n:]
	return n, nil
}

func FuzzScrubBody(f *testing.F) {
	f.Add([]byte(`{"error":{"message":"Incorrect API key provided: sk-upstream-123456"}}`), "sk-upstream-123456", uint8(3))
	f.Add([]byte("sk-sk-sk-upstream-1sk-upstream-123456sk-upstream-12345"), "sk-upstream-123456", uint8(1))
	f.Add([]byte("aaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), "aaaaaaaaa", uint8(5))
	f.Fuzz(func(t *testing.T, body []byte, secret string, step uint8) {
		if len(secret) < minScrubbed {
			return
		}
		src := io.NopCloser(&chunked{data: append([]byte(nil), body...), sizes: []int{int(step%17) + 1, 7, 1}})
		got, err := io.ReadAll(newScrubBody(src, secret))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(body) {
			t.Fatalf("length %d, want %d", len(got), len(body))
		}
		if bytes.Contains(got, []byte(secret)) {
			t.Fatalf("secret survived: %q", got)
		}
		// Every byte is the original or a mask.
		for i := range got {
			if got[i] != body[i] && got[i] != '*' {
				t.Fatalf("byte %d changed to %q", i, got[i])
			}
		}
	})
}

func TestScrubBodyStreams(t *testing.T) {
	// An event that does not end in a prefix of the key is not held back.
	pr, pw := io.Pipe()
	s := newScrubBody(pr, "sk-upstream-123456")
	go pw.Write([]byte("data: {}\n\n"))
	buf := make([]byte, 64)
	n, err := s.Read(buf)
	if err != nil || string(buf[:n]) != "data: {}\n\n" {
		t.Fatalf("read %q, %v", buf[:n], err)
	}
	pw.Close()
	if err := iotest.TestReader(newScrubBody(io.NopCloser(strings.NewReader("x sk-upstream-123456 y")), "sk-upstream-123456"),
		[]byte("x ****************** y")); err != nil {
		t.Fatal(err)
	}
}

// TestPassthroughScrubsUpstreamKey: with receipts off, an upstream error
// that quotes the key it was sent reaches the client masked.
func TestPassthroughScrubsUpstreamKey(t *testing.T) {
	const key = "sk-upstream-secret-0123456789"
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		io.WriteString(w, `{"error":{"message":"Incorrect API key provided: `+strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")+`","type":"invalid_request_error"}}`)
	})
	p := newTestProxy(t, upstream, func(c *Config) { c.Upstreams[0].APIKey = key })
	for _, path := range []string{"/v1/chat/completions", "/v1/embeddings"} {
		req, _ := http.NewRequest(http.MethodPost, p.url+path, strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}],"input":"x"}`))
		req.Header.Set("X-ZC-Receipts", "off")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || strings.Contains(string(body), key) || !strings.Contains(string(body), "provided: *****") {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
}

// TestPassthroughScrubsCompressedErrors: an error body compressed by the
// upstream is decoded and masked (gzip, deflate), or withheld when its
// encoding cannot be read; the client never gets the key.
func TestPassthroughScrubsCompressedErrors(t *testing.T) {
	const key = "sk-upstream-secret-0123456789"
	for _, enc := range []string{"gzip", "deflate", "br"} {
		t.Run(enc, func(t *testing.T) {
			upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				msg := `{"error":{"message":"Incorrect API key provided: ` + strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ") + `"}}`
				var buf bytes.Buffer
				switch enc {
				case "gzip":
					zw := gzip.NewWriter(&buf)
					io.WriteString(zw, msg)
					zw.Close()
				case "deflate":
					zw := zlib.NewWriter(&buf)
					io.WriteString(zw, msg)
					zw.Close()
				default:
					buf.WriteString(msg) // not really br: the proxy must not pass what it cannot read
				}
				w.Header().Set("Content-Encoding", enc)
				w.WriteHeader(http.StatusUnauthorized)
				w.Write(buf.Bytes())
			})
			p := newTestProxy(t, upstream, func(c *Config) { c.Upstreams[0].APIKey = key })
			req, _ := http.NewRequest(http.MethodPost, p.url+"/v1/embeddings", strings.NewReader(`{"model":"m","input":"x"}`))
			req.Header.Set("Accept-Encoding", enc)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.Header.Get("Content-Encoding") != "" || strings.Contains(string(b), key) || resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("%d %q %s", resp.StatusCode, resp.Header.Get("Content-Encoding"), b)
			}
			want := "provided: *****"
			if enc == "br" {
				want = "withheld"
			}
			if !strings.Contains(string(b), want) {
				t.Errorf("body %s lacks %q", b, want)
			}
		})
	}
}
