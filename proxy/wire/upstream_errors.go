package wire

import (
	"net/http"
	"strings"

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
// address.
func RevealsSecret(u *upstream.Upstream, msg string) bool {
	if k := u.Config.APIKey; k != "" && strings.Contains(msg, k) {
		return true
	}
	return u.Config.BaseURL != "" && strings.Contains(msg, u.Config.BaseURL)
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
