package wire

import (
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// RelayErrorFields copies a provider's OpenAI error object (message, type,
// code, param) into e; a member quoting the key or the upstream's address
// is not relayed: gateways echo what they were sent in any of them
// ("param": "Authorization: Bearer sk-…").
func RelayErrorFields(e *apierr.Error, ev gjson.Result, u *upstream.Upstream) {
	if !ev.IsObject() {
		return
	}
	if msg := ev.Get("message").Str; msg != "" && !RevealsSecret(u, msg) {
		e.Message = msg
	}
	if t := ev.Get("type").Str; t != "" && !RevealsSecret(u, t) {
		e.Type = t
	}
	if code := scalarString(ev.Get("code")); !RevealsSecret(u, code) {
		e.Code = code
	}
	if param := scalarString(ev.Get("param")); !RevealsSecret(u, param) {
		e.Param = param
	}
}

// RevealsSecret reports whether an upstream message quotes u's key or
// address: the base_url, or its host (with its port, or the name alone as
// a word) in any case, as a gateway names the backend it could not reach
// ("connect to 10.0.0.5:8000 refused") or echoes the Host header.
func RevealsSecret(u *upstream.Upstream, msg string) bool {
	if k := u.Config.APIKey; k != "" && strings.Contains(msg, k) {
		return true
	}
	if u.Config.BaseURL != "" && containsFold(msg, u.Config.BaseURL) {
		return true
	}
	if u.Base == nil || u.Base.Host == "" {
		return false
	}
	return hasWordFold(msg, u.Base.Host) || hasWordFold(msg, u.Base.Hostname())
}

// containsFold reports whether s holds sub, ASCII case ignored.
func containsFold(s, sub string) bool {
	return sub != "" && strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// hasWordFold reports whether s holds w, ASCII case ignored, with no
// letter, digit, '-' or '.' right before or after it ("llm" is not in
// "LiteLLM", "llm.internal" is in "llm.internal:8000").
func hasWordFold(s, w string) bool {
	if w == "" {
		return false
	}
	ls, lw := strings.ToLower(s), strings.ToLower(w)
	for i := 0; ; {
		j := strings.Index(ls[i:], lw)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(lw)
		before, _ := utf8.DecodeLastRuneInString(ls[:start])
		after, size := utf8.DecodeRuneInString(ls[end:])
		next, _ := utf8.DecodeRuneInString(ls[min(end+size, len(ls)):])
		if (start == 0 || !hostRune(before)) && (end == len(ls) || !hostRune(after) || after == '.' && (end+1 == len(ls) || !hostRune(next))) {
			return true
		}
		i = start + 1
	}
}

// hostRune: a character a host name continues with: an ASCII letter,
// digit, '-' or '.', or a letter, digit or mark of another script (an
// internationalised name). Other non-ASCII characters (typographic
// quotes, a no-break space, an arrow) end it, as a reader sees it.
func hostRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-' || r == '.'
	}
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r))
}

// CopyRateLimitHeaders keeps the headers a client needs to back off.
func CopyRateLimitHeaders(dst, src http.Header) {
	for k, v := range src {
		lk := strings.ToLower(k)
		if lk == "retry-after" || lk == "retry-after-ms" || strings.HasPrefix(lk, "x-ratelimit-") {
			dst[k] = append([]string(nil), v...)
		}
	}
}

// scalarString renders a string or number JSON value as text ("" for
// anything else).
func scalarString(v gjson.Result) string {
	switch v.Type {
	case gjson.String:
		return v.Str
	case gjson.Number:
		return v.Raw
	}
	return ""
}
