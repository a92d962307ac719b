package proxy

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/ui"
)

// The inspect page (GET /zc/, package ui) is fed here: one ui.Record per
// finished model request (receipts on or off), read from the request's
// stats once it is done, and verification answered against the key
// scope's ledger.

// recordForInspect adds a finished request to the page's ring. Only model
// requests are kept: probes, scrapes, pass-through routes and the page
// itself are not what the page is for. A chat request refused before a
// mode applied (a bad header or body) is kept with Mode "" and the error
// it got; one refused by authentication is not (anyone could fill the
// ring so).
func (s *Server) recordForInspect(r *http.Request, route, mode string, status int, st reqctx.Values, total time.Duration) {
	if s.recent == nil {
		return
	}
	switch {
	case mode == metrics.ModeOn || mode == metrics.ModeOff:
	case isChatRoute(route) && status >= 400 && status != http.StatusUnauthorized && status != http.StatusForbidden:
		mode = ""
	default:
		return
	}
	rec := ui.Record{
		Time:      time.Now().Add(-total),
		Duration:  total,
		RequestID: reqctx.ID(r.Context()),
		Route:     route,
		Model:     st.Model,
		Mode:      mode,
		Stream:    st.Stream,
		Status:    status,
		Error:     apierr.Clip(st.ErrMsg, maxInspectError),
	}
	if s.auth.enabled() {
		if key, ok := bearerToken(r.Header); ok {
			rec.Owner = inspectOwner(key)
		}
	}
	if s.cfg.Log.IncludePrompts {
		rec.Prompt = apierr.Clip(st.Prompt, maxLoggedPrompt)
	}
	rec.Report = inspectReport(st.Report, s.cfg.Log.IncludePrompts)
	s.recent.Record(rec)
}

// maxInspectError bounds the error message one ring entry keeps (a
// provider's relayed message can be long).
const maxInspectError = 2 << 10

// isChatRoute reports whether route (a chi pattern) is chat completions.
func isChatRoute(route string) bool {
	return route == "/v1/chat/completions" || route == "/chat/completions"
}

// maxInspectReport bounds the zc_receipts object one ring entry keeps, so
// ui.recent entries cannot add up to much whatever the model sends.
const maxInspectReport = 64 << 10

// inspectReport is the report as the ring keeps it: without the calls'
// arguments unless prompts are shown (the page would not show them, and
// they may hold what the prompt held), and, past maxInspectReport, with
// its calls and then its flags cut to what fits, so the page still shows
// how many there were.
func inspectReport(report []byte, keepArguments bool) []byte {
	if len(report) == 0 {
		return nil
	}
	out := report
	if !keepArguments && bytes.Contains(out, []byte(`"arguments"`)) {
		// One pass over the calls (deleting each call's member in place
		// copied the whole report per call: calls × size).
		if calls := gjson.GetBytes(out, "calls"); calls.IsArray() {
			if edited, err := sjson.SetRawBytes(out, "calls", withoutMember(calls, "arguments")); err == nil {
				out = edited
			}
		}
	}
	for _, list := range []string{"calls", "events", "receipts", "flags"} {
		if len(out) <= maxInspectReport {
			break
		}
		items := gjson.GetBytes(out, list).Array()
		if len(items) == 0 {
			continue
		}
		keep, removed := len(items), 0
		for keep > 0 && removed < len(out)-maxInspectReport+256 { // room for the dropped counts
			keep--
			removed += len(items[keep].Raw) + 1
		}
		kept := make([]byte, 0, len(out)-removed)
		kept = append(kept, '[')
		for i, it := range items[:keep] {
			if i > 0 {
				kept = append(kept, ',')
			}
			kept = append(kept, it.Raw...)
		}
		kept = append(kept, ']')
		if edited, err := sjson.SetRawBytes(out, list, kept); err == nil {
			out = edited
		}
		if edited, err := sjson.SetBytes(out, ui.DroppedKey(list), len(items)-keep); err == nil {
			out = edited
		}
	}
	if len(out) > maxInspectReport {
		return nil
	}
	if len(report) > 0 && &out[0] == &report[0] {
		return bytes.Clone(out) // the ring outlives the request
	}
	return out
}

// withoutMember is the array arr with key left out of each object in it,
// in one pass; other items are kept as they are.
func withoutMember(arr gjson.Result, key string) []byte {
	b := make([]byte, 0, len(arr.Raw))
	b = append(b, '[')
	first := true
	arr.ForEach(func(_, it gjson.Result) bool {
		if !first {
			b = append(b, ',')
		}
		first = false
		if !it.IsObject() {
			b = append(b, it.Raw...)
			return true
		}
		b = append(b, '{')
		n := 0
		it.ForEach(func(k, v gjson.Result) bool {
			if k.Str == key {
				return true
			}
			if n > 0 {
				b = append(b, ',')
			}
			n++
			b = append(b, k.Raw...)
			b = append(b, ':')
			b = append(b, v.Raw...)
			return true
		})
		b = append(b, '}')
		return true
	})
	return append(b, ']')
}

// inspectVerifier answers the page's verify box with the same logic as
// POST /v1/zc/verify (receipts.Manager.Answer, token only).
type inspectVerifier struct{ s *Server }

func (v inspectVerifier) Verify(_ context.Context, token string) ui.Verdict {
	ans, err := v.s.scopes.Answer(token, nil)
	if err != nil {
		return ui.Verdict{Status: "malformed"}
	}
	st := ans.Status
	out := ui.Verdict{Status: st.String()}
	if st == receipts.StatusValid {
		out.Tool, out.CallID = ans.Tool, ans.CallID
	}
	if v.s.cfg.Receipts.Scope == receipts.ScopeRequest && st != receipts.StatusValid {
		out.Message = "With receipts.scope: request every request has its own key, so a receipt can be checked only within its request."
	}
	return out
}

// inspectHandler is the page behind requireAdmin.
func (s *Server) inspectHandler() http.Handler {
	return s.requireAdmin(ui.Handler(ui.Options{
		Ring:        s.recent,
		Verifier:    inspectVerifier{s},
		ShowPrompts: s.cfg.Log.IncludePrompts,
		Logger:      s.log,
		Viewer:      s.inspectViewer,
	}))
}

// inspectOwner is the owner (ui.Record.Owner) of a request made with a
// client key: a digest, so the page's memory holds no key.
func inspectOwner(key string) string {
	sum := sha256.Sum256([]byte("zc-inspect-owner\x00" + key))
	return hex.EncodeToString(sum[:])
}

// inspectViewer is whose requests the inspect page shows: every one to an
// admin key, or with no auth at all; to a client key (auth.keys are the
// API's clients, untrusted with each other's traffic) only the requests
// made with that key. requireAdmin let the request in already.
func (s *Server) inspectViewer(r *http.Request) (owner string, all bool) {
	if !s.auth.enabled() {
		return "", true // no client keys: one client (or admin keys only)
	}
	key, ok := bearerToken(r.Header)
	if !ok {
		_, key, ok = r.BasicAuth()
	}
	if !ok {
		return "", true // admin keys only, checked by requireAdmin
	}
	if s.inspectAdmin.allowed(key) {
		return "", true
	}
	return inspectOwner(key), false
}

// requireAdmin lets a request through when auth is off (no auth.keys, no
// auth.admin_keys) or when it carries one of those keys: as a Bearer
// token, or as the password of HTTP Basic auth (any user name), which is
// what a browser can send: a 401 asks it for one.
func (s *Server) requireAdmin(next http.Handler) http.Handler {
	admin := s.inspectAdmin
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.auth.enabled() && !admin.enabled() {
			if e := browserRefusal(r); e != nil { // as the API's (auth.go)
				s.writeError(w, r, e)
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		key, ok := bearerToken(r.Header)
		if !ok {
			_, key, ok = r.BasicAuth()
		}
		// Both sets are checked, whatever the first says, so the time
		// taken does not tell which one a key belongs to.
		if ok {
			inClient := s.auth.allowed(key)
			inAdmin := admin.allowed(key)
			if subtle.ConstantTimeByteEq(b2u(inClient)|b2u(inAdmin), 1) == 1 {
				next.ServeHTTP(w, r)
				return
			}
		}
		w.Header().Set("WWW-Authenticate", `Basic realm="zc-proxy inspect page: any user name, a client or admin key as the password", charset="UTF-8"`)
		s.writeError(w, r, &apierr.Error{Status: http.StatusUnauthorized, Type: apierr.TypeInvalidRequest, Code: "invalid_api_key",
			Message: "The inspect page needs a key from auth.keys or auth.admin_keys: as a Bearer token, or as the password your browser asks for."})
	})
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
