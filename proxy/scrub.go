package proxy

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/secretmask"
)

// scrubBody masks every occurrence of secret in a body passed through to
// the client (an upstream error that quotes the key it was sent, say) with
// as many '*' bytes, so lengths and Content-Length stay right. It streams:
// it holds back only a tail that could be the start of the secret, so a
// stream's events are not delayed unless one ends in a prefix of the key.
type scrubBody struct {
	src     io.ReadCloser
	secret  []byte
	pending []byte // read, not yet returned; never contains the whole secret
	out     []byte // masked, ready to return
	eof     bool
	err     error
}

// minScrubbed is the shortest secret masked: shorter strings are too
// likely to be ordinary text.
const minScrubbed = secretmask.Min

func newScrubBody(src io.ReadCloser, secret string) io.ReadCloser {
	if len(secret) < minScrubbed {
		return src
	}
	return &scrubBody{src: src, secret: []byte(secret)}
}

func (s *scrubBody) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for len(s.out) == 0 {
		if s.eof {
			if len(s.pending) > 0 {
				s.out, s.pending = s.pending, nil
				break
			}
			return 0, s.err
		}
		// The caller's buffer is free until we copy into it: reading
		// into it spares a buffer of our own, which a stream would hold
		// for as long as it is open.
		n, err := s.src.Read(p)
		s.pending = append(s.pending, p[:n]...)
		if err != nil {
			s.eof, s.err = true, err
		}
		s.mask()
	}
	n := copy(p, s.out)
	s.out = s.out[n:]
	return n, nil
}

// mask masks whole occurrences in pending and moves everything but a
// possible start of the secret to out. The body is JSON (or events of
// it): an occurrence may write any of the secret's bytes as a JSON escape
// ("sk-upstr\u0065am-…", "\/"), which every client decodes, so those are
// masked too, escapes and all.
func (s *scrubBody) mask() {
	p := s.pending
	cut := len(p)
	starts := string([]byte{s.secret[0], '\\'})
	for i := 0; i < len(p); {
		j := bytes.IndexAny(p[i:], starts)
		if j < 0 {
			break
		}
		i += j
		end, partial := secretmask.MatchAt(p, i, s.secret)
		switch {
		case end > 0:
			for k := i; k < end; k++ {
				p[k] = '*'
			}
			i = end
		case partial && !s.eof:
			cut = i // p[i:] may start the secret: held back
			i = len(p)
		default:
			i++
		}
	}
	// out is empty here (Read masks only when it is): hand over the masked
	// bytes without a copy; the kept tail gets a slice of its own.
	s.out = p[:cut:cut]
	s.pending = append([]byte(nil), p[cut:]...)
}

func (s *scrubBody) Close() error { return s.src.Close() }

// scrubResponse masks secret in a passed-through response. An error
// response (status 400 and up, where an upstream quotes the key it was
// sent) is decoded first when compressed, so the mask sees the text, and
// goes to the client uncompressed; one in an encoding it cannot read is
// withheld. A success body is masked as it streams, unless compressed: it
// then passes byte for byte (an upstream has no reason to put its key in
// one).
func scrubResponse(resp *http.Response, secret string) {
	if len(secret) < minScrubbed {
		return
	}
	if resp.StatusCode >= 400 {
		enc := strings.ToLower(strings.TrimSpace(resp.Header.Get("Content-Encoding")))
		var decoded io.Reader
		var err error
		switch enc {
		case "", "identity":
		case "gzip", "x-gzip":
			decoded, err = gzip.NewReader(resp.Body)
		case "deflate":
			decoded, err = zlib.NewReader(resp.Body)
		default:
			err = errUnreadableEncoding
		}
		if err != nil {
			resp.Body.Close()
			body := `{"error":{"message":"zc-proxy withheld the upstream's error body: its encoding (` + jsonSafe(enc) +
				`) cannot be checked for the upstream key","type":"upstream_error","param":null,"code":"upstream_error"}}`
			resp.Body = io.NopCloser(strings.NewReader(body))
			resp.Header.Set("Content-Type", "application/json")
			resp.Header.Del("Content-Encoding")
			resp.Header.Set("Content-Length", strconv.Itoa(len(body)))
			resp.ContentLength = int64(len(body))
			return
		}
		if decoded != nil {
			resp.Body = readCloser{decoded, resp.Body}
			resp.Header.Del("Content-Encoding")
			resp.Header.Del("Content-Length")
			resp.ContentLength = -1
		}
	} else if enc := resp.Header.Get("Content-Encoding"); enc != "" && !strings.EqualFold(enc, "identity") {
		return
	}
	resp.Body = newScrubBody(resp.Body, secret)
}

var errUnreadableEncoding = errors.New("an encoding zc-proxy cannot read")

// maskHeader masks secret in every value of h with '*' (as the body mask
// does) and drops a field whose name holds it.
func maskHeader(h http.Header, secret string) {
	if len(secret) < minScrubbed {
		return
	}
	lower := strings.ToLower(secret) // names are canonicalised
	for k, vv := range h {
		if strings.Contains(strings.ToLower(k), lower) {
			delete(h, k)
			continue
		}
		for i, v := range vv {
			if strings.Contains(v, secret) {
				vv[i] = strings.ReplaceAll(v, secret, strings.Repeat("*", len(secret)))
			}
		}
	}
}

// trailerMask masks secret in resp's trailer, which the transport fills
// in when the body ends (a map it may make only then, for fields the
// header never announced), and drops its X-ZC-* fields (the proxy's, as
// in the header): both copy paths read the trailer after the body's last
// Read and its Close.
type trailerMask struct {
	io.ReadCloser
	resp   *http.Response
	secret string
}

func (t *trailerMask) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	if err == io.EOF {
		t.clean()
	}
	return n, err
}

func (t *trailerMask) Close() error {
	err := t.ReadCloser.Close()
	t.clean()
	return err
}

func (t *trailerMask) clean() {
	maskHeader(t.resp.Trailer, t.secret)
	stripZCHeaders(t.resp.Trailer)
}

type readCloser struct {
	io.Reader
	io.Closer
}

// jsonSafe keeps letters, digits and a few marks: the encoding name is
// the upstream's text.
func jsonSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && (r == '-' || r == '_' || r == ',' || r == ' ' || ('a' <= r && r <= 'z') || ('0' <= r && r <= '9')) {
			return r
		}
		return -1
	}, s)
}
