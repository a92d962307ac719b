package proxy

import (
	"bytes"
	"io"
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
const minScrubbed = 8

func newScrubBody(src io.ReadCloser, secret string) io.ReadCloser {
	if len(secret) < minScrubbed {
		return src
	}
	return &scrubBody{src: src, secret: []byte(secret)}
}

func (s *scrubBody) Read(p []byte) (int, error) {
	for len(s.out) == 0 {
		if s.eof {
			if len(s.pending) > 0 {
				s.out, s.pending = s.pending, nil
				break
			}
			return 0, s.err
		}
		buf := make([]byte, 32<<10)
		n, err := s.src.Read(buf)
		s.pending = append(s.pending, buf[:n]...)
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
// possible start of the secret to out.
func (s *scrubBody) mask() {
	for i := 0; ; {
		j := bytes.Index(s.pending[i:], s.secret)
		if j < 0 {
			break
		}
		copy(s.pending[i+j:], bytes.Repeat([]byte("*"), len(s.secret)))
		i += j + len(s.secret)
	}
	keep := 0
	if !s.eof {
		for k := min(len(s.secret)-1, len(s.pending)); k > 0; k-- {
			if bytes.HasSuffix(s.pending, s.secret[:k]) {
				keep = k
				break
			}
		}
	}
	cut := len(s.pending) - keep
	s.out = append(s.out, s.pending[:cut]...)
	s.pending = append([]byte(nil), s.pending[cut:]...)
}

func (s *scrubBody) Close() error { return s.src.Close() }
