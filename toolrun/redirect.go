package toolrun

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// maxRedirects bounds the redirects an http tool or an MCP server by url
// follows.
const maxRedirects = 5

var (
	errTooManyRedirects = fmt.Errorf("stopped after %d redirects", maxRedirects)
	errRedirectHost     = errors.New("redirect to another host refused")
	errRedirectPath     = errors.New("redirect out of the URL's path refused")
)

// sameOrigin is the redirect policy of the tools that call a URL from
// config (type http, type mcp with url): at most maxRedirects, each to the
// scheme and host of origin, the configured URL, as config writes them
// (url.Parse lowers the scheme; the host compares byte for byte). Their
// requests carry configured credentials (an http tool's headers and URL
// key, an MCP server's headers) that must not reach another host. The
// http tool also keeps to its template's path (checkRedirect).
//
// One check for both: MCP's compared the first request's URL in any case,
// the http tool's the configured origin exactly; the stricter is kept.
func sameOrigin(origin *url.URL, req *http.Request, via []*http.Request) error {
	if len(via) >= maxRedirects {
		return errTooManyRedirects
	}
	if req.URL.Scheme != origin.Scheme || req.URL.Host != origin.Host {
		return errRedirectHost
	}
	return nil
}
