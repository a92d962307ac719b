package config

import (
	"maps"
	"net/url"
	"slices"
	"strings"
)

// Secrets are every value in the config that may be a credential:
// upstream API keys, client and admin keys, every value that came from a
// ${VAR}, every header and environment value of a tool, and the
// credentials written into a URL (see urlSecrets): an http tool's
// "?appid=…" or "?api_key=…", a password in cluster.redis_url or an MCP
// url (an upstream base_url may hold neither). toolrun redacts them from tool output (and the
// proxy from whatever else it relays), so a tool that reads a config file,
// prints its environment or meets a service that reflects a header or its
// request URL cannot hand them to the model.
func (c *Config) Secrets() []string {
	out := append([]string(nil), c.Auth.Keys...)
	out = append(out, c.Auth.AdminKeys...)
	for _, u := range c.Upstreams {
		if u.APIKey != "" {
			out = append(out, u.APIKey)
		}
	}
	out = append(out, c.envValues...)
	out = append(out, urlSecrets(c.Cluster.RedisURL)...)
	if c.Cluster.Secret != "" {
		out = append(out, c.Cluster.Secret)
	}
	for _, s := range c.Cluster.PreviousSecrets {
		if s != "" {
			out = append(out, s)
		}
	}
	for _, t := range c.Tools {
		for _, k := range slices.Sorted(maps.Keys(t.Headers)) {
			out = append(out, t.Headers[k])
		}
		for _, k := range slices.Sorted(maps.Keys(t.Env)) {
			out = append(out, t.Env[k])
		}
		out = append(out, urlSecrets(t.URL)...)
	}
	return out
}

// credentialParam matches the names of query parameters that carry a
// credential: key, api_key, apikey, appid, access_token, token, secret,
// sig, signature, password, auth, client_secret, …
var credentialParams = []string{"key", "token", "secret", "pass", "pwd", "auth", "sig", "appid", "app_id", "credential", "session", "code"}

// urlSecrets returns the credentials written into a URL (or URL template):
// the user info (a password, or a user with no password, which services
// read as a token), and each fixed query value whose parameter is named
// like a credential or that looks like one (16 or more characters, letters
// and digits). Values holding a {placeholder} are the model's, not
// config's. An http tool's URL template with a literal key is the usual
// way to call a keyed API (OpenWeatherMap's ?appid=…), and a service that
// echoes its request URL in an answer or an error would hand the key to
// the model.
func urlSecrets(raw string) []string {
	if raw == "" {
		return nil
	}
	var out []string
	rest := raw
	if _, after, ok := strings.Cut(rest, "://"); ok {
		rest = after
	}
	authority := rest
	if i := strings.IndexAny(authority, "/?#"); i >= 0 {
		authority = authority[:i]
	}
	if at := strings.LastIndexByte(authority, '@'); at >= 0 {
		user, pass, hasPass := strings.Cut(authority[:at], ":")
		cred := user
		if hasPass {
			cred = pass
		}
		out = appendDecoded(out, cred)
	}
	_, query, ok := strings.Cut(rest, "?")
	if !ok {
		return out
	}
	query, _, _ = strings.Cut(query, "#")
	for _, pair := range strings.FieldsFunc(query, func(r rune) bool { return r == '&' || r == ';' }) {
		name, value, _ := strings.Cut(pair, "=")
		if value == "" || strings.ContainsAny(value, "{}") {
			continue
		}
		if credentialName(name) || credentialLike(value) {
			out = appendDecoded(out, value)
		}
	}
	return out
}

// appendDecoded adds v as written and, when it differs, percent-decoded:
// a service may echo either.
func appendDecoded(out []string, v string) []string {
	if v == "" {
		return out
	}
	out = append(out, v)
	if d, err := url.QueryUnescape(v); err == nil && d != v {
		out = append(out, d)
	}
	if d, err := url.PathUnescape(v); err == nil && d != v && !slices.Contains(out, d) {
		out = append(out, d)
	}
	return out
}

func credentialName(name string) bool {
	n := strings.ToLower(name)
	if d, err := url.QueryUnescape(n); err == nil {
		n = d
	}
	for _, c := range credentialParams {
		if strings.Contains(n, c) {
			return true
		}
	}
	return false
}

// credentialLike reports whether v looks like a generated key: long, with
// both letters and digits.
func credentialLike(v string) bool {
	if len(v) < 16 {
		return false
	}
	letters := strings.IndexFunc(v, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) >= 0
	digits := strings.IndexFunc(v, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0
	return letters && digits
}
