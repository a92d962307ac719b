package toolrun

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// httpTool sends one request to a URL template fixed by config. The scheme
// and host come from config alone: placeholders may only appear after the
// host and are escaped for where they stand (path or query), and the host
// is checked again after substitution and on every redirect.
type httpTool struct {
	method  string
	prefix  string // scheme://host[:port], placeholder-free
	path    string // template up to '?'
	query   string // template after '?' (without it), may be empty
	headers map[string]string
	body    string
	bodyEnc func(string) string
	origin  *url.URL
	client  *http.Client
	limit   int
	// secrets are redacted from output before it is capped
	secrets []string
}

func newHTTPTool(s Spec, limit int) (Tool, *argSchema, *httpTool, error) {
	t := &httpTool{method: strings.ToUpper(s.Method), headers: s.Headers, body: s.Body, limit: limit}
	if t.method == "" {
		t.method = http.MethodGet
	}
	if err := t.parseTemplate(s.URL); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("http: url: %w", err)
	}
	t.bodyEnc = bodyEncoder(s.Headers, s.Body)

	names := placeholders(s.URL, s.Body)
	var schemaSource any = s.Parameters
	if s.Parameters == nil {
		schemaSource = derivedSchema(names)
	}
	args, err := newArgSchema(schemaSource)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("http: %w", err)
	}
	props := args.resolved.Schema().Properties
	for _, n := range names {
		if _, ok := props[n]; !ok {
			return Tool{}, nil, nil, fmt.Errorf("http: url or body uses {%s}, not in parameters.properties", n)
		}
	}

	transport := http.DefaultTransport.(*http.Transport).Clone()
	t.client = &http.Client{Transport: transport, CheckRedirect: t.checkRedirect}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Parameters:  args.raw,
		Type:        s.Type,
		Keywords:    []string{t.origin.Hostname()},
	}
	if tool.Description == "" {
		// Scheme, host and path only: a query may carry a key from config.
		tool.Description = fmt.Sprintf("HTTP %s %s%s", t.method, t.prefix, t.path)
	}
	return tool, args, t, nil
}

// parseTemplate splits the URL template at the end of its host and
// verifies the fixed part.
func (t *httpTool) parseTemplate(tmpl string) error {
	scheme, rest, ok := strings.Cut(tmpl, "://")
	if !ok {
		return fmt.Errorf("%q is not an absolute http(s) URL", tmpl)
	}
	hostEnd := strings.IndexAny(rest, "/?#")
	if hostEnd < 0 {
		hostEnd = len(rest)
	}
	t.prefix = scheme + "://" + rest[:hostEnd]
	if placeholderRE.MatchString(t.prefix) || strings.ContainsAny(t.prefix, "{}") {
		return errors.New("placeholders may not appear in the scheme or host")
	}
	origin, err := url.Parse(t.prefix)
	if err != nil {
		return fmt.Errorf("%q: %w", t.prefix, unwrapURL(err))
	}
	if origin.Scheme != "http" && origin.Scheme != "https" {
		return fmt.Errorf("scheme must be http or https, not %q", origin.Scheme)
	}
	if origin.Host == "" || origin.User != nil {
		return errors.New("must name a host (and no user info)")
	}
	t.origin = origin
	tail := rest[hostEnd:]
	if i := strings.IndexByte(tail, '#'); i >= 0 {
		if placeholderRE.MatchString(tail[i:]) {
			return errors.New("placeholders may not appear in the fragment")
		}
		tail = tail[:i] // never sent anyway
	}
	t.path, t.query, _ = strings.Cut(tail, "?")
	// The template with sample values must parse and keep its origin.
	sample, err := t.build(func(string) (string, bool) { return "x", true })
	if err != nil {
		return err
	}
	if _, err := url.Parse(sample); err != nil {
		return fmt.Errorf("%w", unwrapURL(err))
	}
	return nil
}

// build substitutes values into the template: path escaping in the path,
// query escaping in the query.
//
// A path value that is a dot segment ("." or "..", percent-encoded or
// not) is refused, and the final URL must keep the template's scheme, host
// and the fixed part of its path: a value never moves the request to
// another resource of the service.
func (t *httpTool) build(value func(string) (string, bool)) (string, error) {
	var missing, dotted string
	fill := func(tmpl string, escape func(string) string, inPath bool) string {
		return placeholderRE.ReplaceAllStringFunc(tmpl, func(m string) string {
			name := m[1 : len(m)-1]
			v, ok := value(name)
			if !ok && missing == "" {
				missing = name
			}
			if inPath && dotted == "" && isDotSegment(v) {
				dotted = name
			}
			return escape(v)
		})
	}
	u := t.prefix + fill(t.path, url.PathEscape, true)
	if t.query != "" {
		u += "?" + fill(t.query, url.QueryEscape, false)
	}
	if missing != "" {
		return "", badArguments("argument %q is required by the URL", missing)
	}
	if dotted != "" {
		return "", denied("refused: the value of %q is a dot segment (. or ..), which would leave the URL's path", dotted)
	}
	if err := t.keepsPrefix(u); err != nil {
		return "", err
	}
	return u, nil
}

// isDotSegment reports whether v, or a segment of it between slashes or
// backslashes, decoded up to twice, is "." or "..". A value is escaped
// whole ("../x" goes out as "..%2Fx"), but servers that decode %2F or
// read %5C as a slash before they resolve dot segments (nginx, IIS, some
// Java containers) would still leave the template's path.
func isDotSegment(v string) bool {
	for range 3 {
		if hasDotSegment(v) { // ("." and ".." themselves too)
			return true
		}
		d, err := url.PathUnescape(v)
		if err != nil || d == v {
			return false
		}
		v = d
	}
	return false
}

// hasDotSegment: a segment of v between slashes or backslashes is "."
// or "..", after any path parameter (";…") is dropped.
func hasDotSegment(v string) bool {
	for seg := range strings.FieldsFuncSeq(v, func(r rune) bool { return r == '/' || r == '\\' }) {
		if i := strings.IndexByte(seg, ';'); i >= 0 {
			seg = seg[:i] // a path parameter: Tomcat reads "..;x" as ".."
		}
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// keepsPrefix checks that u, with its dot segments resolved as a server
// would, keeps the template's origin and the fixed part of its path (up to
// the last "/" before the first placeholder).
func (t *httpTool) keepsPrefix(u string) error {
	parsed, err := url.Parse(u)
	if err != nil {
		return badArguments("the arguments make an invalid URL")
	}
	if parsed.Scheme != t.origin.Scheme || parsed.Host != t.origin.Host {
		return denied("refused: the arguments change the URL's host")
	}
	fixed := t.path
	if i := strings.IndexByte(fixed, '{'); i >= 0 {
		fixed = fixed[:i]
	}
	fixed = fixed[:strings.LastIndexByte(fixed, '/')+1]
	resolved := path.Clean("/" + parsed.Path)
	if strings.HasSuffix(parsed.Path, "/") && resolved != "/" {
		resolved += "/"
	}
	if fixed != "" && !strings.HasPrefix(resolved+"/", strings.TrimSuffix(fixed, "/")+"/") {
		return denied("refused: the arguments move the URL out of %s", fixed)
	}
	return nil
}

// derivedSchema is the schema for a template without configured
// parameters: every placeholder a required string.
func derivedSchema(names []string) map[string]any {
	props := make(map[string]any, len(names))
	required := make([]any, len(names))
	for i, n := range names {
		props[n] = map[string]any{"type": "string"}
		required[i] = n
	}
	return map[string]any{
		"type":                 "object",
		"properties":           props,
		"required":             required,
		"additionalProperties": false,
	}
}

// bodyEncoder escapes values for the body template: as JSON string
// contents when the body is JSON (by Content-Type, or by its first
// character when none is set), form-encoded otherwise.
func bodyEncoder(headers map[string]string, body string) func(string) string {
	contentType := ""
	for k, v := range headers {
		if strings.EqualFold(k, "Content-Type") {
			contentType = strings.ToLower(v)
		}
	}
	trimmed := strings.TrimSpace(body)
	isJSON := strings.Contains(contentType, "json") ||
		(contentType == "" && (strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")))
	if !isJSON {
		return url.QueryEscape
	}
	return func(v string) string {
		b, _ := json.Marshal(v)
		return string(b[1 : len(b)-1])
	}
}

func (t *httpTool) checkRedirect(req *http.Request, via []*http.Request) error {
	if err := sameOrigin(t.origin, req, via); err != nil {
		return err
	}
	if t.keepsPrefix(req.URL.String()) != nil {
		return errRedirectPath
	}
	return nil
}

func (t *httpTool) Close() error {
	t.client.CloseIdleConnections()
	return nil
}

func (t *httpTool) run(ctx context.Context, a arguments) (string, error) {
	target, err := t.build(a.text)
	if err != nil {
		return "", err
	}
	u, err := url.Parse(target)
	if err != nil || u.Scheme != t.origin.Scheme || u.Host != t.origin.Host || u.User != nil {
		return "", denied("refused: the arguments would change the request's host")
	}
	var body io.Reader
	if t.body != "" {
		var missing string
		text := placeholderRE.ReplaceAllStringFunc(t.body, func(m string) string {
			v, ok := a.text(m[1 : len(m)-1])
			if !ok && missing == "" {
				missing = m[1 : len(m)-1]
			}
			return t.bodyEnc(v)
		})
		if missing != "" {
			return "", badArguments("argument %q is required by the request body", missing)
		}
		body = strings.NewReader(text)
	}
	req, err := http.NewRequestWithContext(ctx, t.method, u.String(), body)
	if err != nil {
		return "", failed("cannot build the request")
	}
	for k, v := range t.headers {
		req.Header.Set(k, v)
	}
	resp, err := t.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		if errors.Is(err, errRedirectHost) {
			return "", denied("refused: the server redirected to another host")
		}
		if errors.Is(err, errRedirectPath) {
			return "", denied("refused: the server redirected out of the URL's path")
		}
		// The url.Error wrapper holds the URL, which may carry a key from
		// config; report only the cause.
		return "", failed("request failed: %s", excerpt(unwrapURL(err).Error(), 160, t.secrets))
	}
	defer resp.Body.Close()
	buf := newCappedBuffer(t.limit, t.secrets)
	if _, err := io.Copy(buf, io.LimitReader(resp.Body, int64(buf.keep))); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", failed("reading the response failed: %s", excerpt(unwrapURL(err).Error(), 160, t.secrets))
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		// The reason phrase is the server's text, as long as net/http's
		// header limit (10 MB): quoted whole it passed every output bound
		// (attack 14). Redacted before the cut, as output is.
		status := excerpt(resp.Status, 80, t.secrets)
		if line := firstLine(buf.String()); line != "" {
			return "", failed("HTTP %s: %s", status, shorten(line, 200))
		}
		return "", failed("HTTP %s", status)
	}
	return buf.String(), nil
}

func unwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}
