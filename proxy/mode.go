package proxy

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// Request and response headers that steer and report receipts (DESIGN.md).
const (
	headerReceipts       = loop.HeaderReceipts
	headerReceiptsFooter = "X-ZC-Receipts-Footer"
	headerTools          = "X-ZC-Tools"
	headerReceiptCount   = loop.HeaderReceiptCount
	headerFlagCount      = loop.HeaderFlagCount
	modeOn               = loop.ReceiptsOn
	modeOff              = "off"
)

// The request headers above under their canonical keys: looked up in the
// Header map directly, they need no copy of the name per request, as
// Header.Get of a non-canonical name makes.
var (
	keyReceipts       = http.CanonicalHeaderKey(headerReceipts)
	keyReceiptsFooter = http.CanonicalHeaderKey(headerReceiptsFooter)
	keyTools          = http.CanonicalHeaderKey(headerTools)
)

// requestMode is how one request is handled, decided from config and the
// X-ZC-* request headers.
type requestMode struct {
	receipts bool            // run the tool loop and the answer rewrite
	footer   bool            // append the footer to the answer text
	footerOn bool            // X-ZC-Receipts-Footer: on asked for it explicitly
	narrow   map[string]bool // X-ZC-Tools: only these server tools; nil offers all
}

// decideMode applies X-ZC-Receipts (only when receipts.header_toggle
// allows it; otherwise the header is ignored, even a malformed one),
// X-ZC-Receipts-Footer and X-ZC-Tools to the configured defaults. A
// malformed on/off value is a 400: guessing would hide a client bug.
func (s *Server) decideMode(h http.Header) (requestMode, *apierr.Error) {
	rc := s.cfg.Receipts
	m := requestMode{
		receipts: *rc.Enabled,
		footer:   *rc.ShowInResponse,
	}
	if *rc.HeaderToggle {
		on, set, ok := headerOnOff(h, keyReceipts)
		if !ok {
			return m, apierr.BadRequest("Header "+headerReceipts+" must be sent once, \"on\" or \"off\".", headerReceipts)
		}
		if set {
			m.receipts = on
		}
	}
	on, set, ok := headerOnOff(h, keyReceiptsFooter)
	if !ok {
		return m, apierr.BadRequest("Header "+headerReceiptsFooter+" must be sent once, \"on\" or \"off\".", headerReceiptsFooter)
	}
	if set {
		m.footer, m.footerOn = on, on
	}
	if v := h[keyTools]; len(v) > 0 {
		narrow, same := toolsHeader(v)
		if !same {
			return m, apierr.BadRequest("Header "+headerTools+" must be sent once (or repeated with the same tools).", headerTools)
		}
		m.narrow = narrow
		var unknown []string
		for name := range strings.SplitSeq(v[0], ",") {
			if name = strings.TrimSpace(name); name != "" {
				if _, ok := s.tools.Lookup(name); !ok {
					unknown = append(unknown, name)
				}
			}
		}
		if len(unknown) > 0 {
			return m, s.unknownToolsError(unknown)
		}
	}
	return m, nil
}

// toolsHeader reads the X-ZC-Tools lines into the set of names they
// allow. Repeated lines must name the same set (same is false otherwise):
// a front proxy that narrows a tenant by adding a line, with a framework
// that keeps one line, would see another set than the union this proxy
// would read, so the narrowing could widen.
func toolsHeader(lines []string) (narrow map[string]bool, same bool) {
	narrow = toolSet(lines[0])
	for _, line := range lines[1:] {
		other := toolSet(line)
		if len(other) != len(narrow) {
			return nil, false
		}
		for n := range other {
			if !narrow[n] {
				return nil, false
			}
		}
	}
	return narrow, true
}

// toolSet is the set of tool names one X-ZC-Tools line names.
func toolSet(line string) map[string]bool {
	set := make(map[string]bool)
	for name := range strings.SplitSeq(line, ",") {
		if name = strings.TrimSpace(name); name != "" {
			set[name] = true
		}
	}
	return set
}

// headerOnOff reads an on/off header under its canonical key. Repeated lines must agree: a front
// proxy or framework that keeps the last value would otherwise see another
// mode than this proxy, which reads the first.
func headerOnOff(h http.Header, name string) (on, set, ok bool) {
	vals := h[name]
	if len(vals) == 0 {
		return false, false, true
	}
	on, set, ok = onOff(vals[0])
	for _, v := range vals[1:] {
		o, s, k := onOff(v)
		if !k || o != on || s != set {
			return false, false, false
		}
	}
	return on, set, ok
}

// unknownToolsError is the 400 for an X-ZC-Tools naming tools this proxy
// does not offer: a typo would otherwise silently offer nothing. It lists
// the tools there are (their names are config, not secrets).
func (s *Server) unknownToolsError(unknown []string) *apierr.Error {
	quoted := make([]string, 0, len(unknown))
	for i, n := range unknown {
		if i == 5 {
			quoted = append(quoted, "…")
			break
		}
		quoted = append(quoted, strconv.Quote(apierr.Clip(n, 64)))
	}
	noun := "tool"
	if len(unknown) > 1 {
		noun = "tools"
	}
	known := make([]string, 0, 8)
	for _, t := range s.tools.Tools() {
		known = append(known, t.Name)
	}
	have := "this proxy offers no server tools"
	if len(known) > 0 {
		have = "the server tools are: " + strings.Join(known, ", ")
	}
	return apierr.BadRequest(fmt.Sprintf("Header %s names unknown %s %s; %s.", headerTools, noun, strings.Join(quoted, ", "), have), headerTools)
}

// onOff parses an on/off header value (case-insensitive). set is false for
// an absent or blank value; ok is false for anything else.
func onOff(v string) (on, set, ok bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "":
		return false, false, true
	case modeOn:
		return true, true, true
	case modeOff:
		return false, true, true
	}
	return false, false, false
}

// answerFooter is whether the footer goes into the answer text of a
// request that asks (structured) or does not ask for an answer in a format
// the client parses (structured.go: response_format or text.format of
// type json_schema or json_object, or a provider's member such as vLLM's
// guided_json). Such an answer gets none unless
// X-ZC-Receipts-Footer: on asks for it: the SDKs parse that text (openai's
// .parse and stream helpers, the Agents SDK's outputType, the AI SDK's
// output), and text after the JSON breaks them. zc_receipts and the
// X-ZC-* headers still carry everything.
func (m requestMode) answerFooter(structured bool) bool {
	if structured {
		return m.footerOn
	}
	return m.footer
}
