package proxy

import (
	"crypto/rand"
	"net/http"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// requestID is the id of a request with header h: the client's
// X-Request-Id when it is sane, else a fresh random one.
func requestID(h http.Header) string {
	if id := h.Get(reqctx.Header); saneRequestID(id) {
		return id
	}
	return "req_" + rand.Text()
}

// saneRequestID accepts 1 to 128 characters that are safe to log and echo
// in a header: letters, digits and - _ . : /
func saneRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for i := 0; i < len(id); i++ {
		switch c := id[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '-', c == '_', c == '.', c == ':', c == '/':
		default:
			return false
		}
	}
	return true
}
