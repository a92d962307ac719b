package proxy

import (
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// Mandatory receipts: with receipts enabled and receipts.header_toggle
// false, the operator has said every answer goes through the tool loop.
// A request the loop cannot handle is then refused, never passed through
// unreceipted: a client (or a model's injected text steering one) could
// otherwise switch receipts off by adding "n": 2 or a legacy "functions"
// member, or by calling another generation route.

// receiptsMandatory reports whether no request may skip receipts.
func (s *Server) receiptsMandatory() bool {
	rc := s.cfg.Receipts
	return *rc.Enabled && !*rc.HeaderToggle
}

// errReceiptsRequired is the 400 for a chat request receipts cannot apply
// to (reason is its passReason) when they are mandatory.
func errReceiptsRequired(reason string) *apierr.Error {
	const lead = "Receipts are mandatory on this proxy (receipts.header_toggle: false), and "
	var e *apierr.Error
	switch reason {
	case reasonMultipleChoices:
		e = apierr.BadRequest(lead+"a request with n > 1 cannot be receipted: the tool loop follows one choice. Send n: 1 or leave n out.", "n")
	case reasonLegacyFunctions:
		e = apierr.BadRequest(lead+"the legacy functions/function_call fields cannot be receipted. Declare tools and tool_choice instead.", "functions")
	default:
		e = apierr.BadRequest(lead+"this request cannot be receipted ("+reason+").", "")
	}
	e.Code = "receipts_required"
	return e
}

// generationRoutes are the last path segments of upstream routes that
// generate a model answer. Through pass-through they would answer without
// receipts, so with receipts mandatory they are refused there: chat
// completions (reached by another spelling of its path), legacy
// completions, the Responses API, Anthropic-style messages, Assistants
// runs and Ollama's native chat and generate.
var generationRoutes = []string{
	"/chat/completions", "/completions", "/responses", "/v1/messages", "/runs",
	"/api/chat", "/api/generate", "/submit_tool_outputs",
}

// generationSegments name route families every write to which generates
// (or lets a client generate, around the proxy) a model answer: the Batch
// API runs a file of chat completions upstream, and Realtime sessions,
// client secrets and calls hand out an ephemeral key or a WebRTC call
// that talks to the model directly.
var generationSegments = []string{"batches", "realtime"}

// readMethods do not create anything upstream: listing or fetching stored
// completions and responses stays possible with receipts mandatory.
func readMethod(r *http.Request) bool {
	for _, h := range [...]string{"X-Http-Method-Override", "X-Http-Method", "X-Method-Override"} {
		if r.Header.Get(h) != "" {
			return false
		}
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodDelete, http.MethodOptions:
		return true
	}
	return false
}

// isGenerationPath reports whether p (an escaped request path) names a
// generation route however it is spelled: percent-encoded (twice over),
// in another case, with a trailing slash, repeated slashes, backslashes
// or ;parameters, since upstream servers normalise those differently. A
// path with a generationSegments segment anywhere is one too.
func isGenerationPath(p string) bool {
	for range 3 {
		u, err := url.PathUnescape(p)
		if err != nil || u == p {
			break
		}
		p = u
	}
	p = strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		if j := strings.IndexByte(seg, ';'); j >= 0 {
			segs[i] = seg[:j]
		}
	}
	p = strings.TrimSuffix(path.Clean("/"+strings.Join(segs, "/")), "/")
	for _, route := range generationRoutes {
		if strings.HasSuffix(p, route) {
			return true
		}
	}
	for seg := range strings.SplitSeq(p, "/") {
		for _, g := range generationSegments {
			if seg == g {
				return true
			}
		}
	}
	return false
}

// hasDotSegment reports whether the escaped path p has a "." or ".."
// segment, plain or percent-encoded. Such a path is refused in
// pass-through: the upstream (or a server in front of it) resolves it and
// reaches routes outside the base_url's path prefix.
func hasDotSegment(p string) bool {
	for range 3 {
		u, err := url.PathUnescape(p)
		if err != nil || u == p {
			break
		}
		p = u
	}
	for seg := range strings.FieldsFuncSeq(p, func(r rune) bool { return r == '/' || r == '\\' }) {
		if j := strings.IndexByte(seg, ';'); j >= 0 {
			seg = seg[:j]
		}
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// passthroughRefusal is why a request to a pass-through route is refused
// before it is forwarded, or nil.
func (s *Server) passthroughRefusal(r *http.Request) *apierr.Error {
	p := r.URL.EscapedPath()
	if hasDotSegment(p) {
		e := apierr.BadRequest("The request path has a '.' or '..' segment; such paths are not forwarded.", "")
		e.Code = "invalid_path"
		return e
	}
	if s.receiptsMandatory() && !readMethod(r) && isGenerationPath(p) {
		e := apierr.BadRequest("Receipts are mandatory on this proxy (receipts.header_toggle: false), and "+
			r.Method+" "+apierr.Clip(r.URL.Path, 200)+" cannot be receipted. Send chat requests to POST /v1/chat/completions.", "")
		e.Code = "receipts_required"
		return e
	}
	return nil
}
