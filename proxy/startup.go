package proxy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// startupProbeTimeout bounds each upstream check at start-up.
const startupProbeTimeout = 3 * time.Second

// toolSandbox says how a tool's processes are confined, for the start-up
// summary. A registry that knows (the sandbox lives in toolrun) says so by
// implementing sandboxDescriber; until then tools that run processes read
// "none" and the others "n/a".
func (s *Server) toolSandbox(t toolrun.Tool) string {
	if d, ok := any(s.tools).(sandboxDescriber); ok {
		if desc := d.Sandboxing(t.Name); desc != "" {
			return desc
		}
	}
	switch t.Type {
	case "file", "http":
		return "n/a (runs inside the proxy)"
	}
	return "none"
}

// sandboxDescriber is what the start-up summary asks the tool registry:
// how the offered tool name's processes are contained ("" when it does
// not know).
type sandboxDescriber interface {
	Sandboxing(tool string) string
}

// LogStartup is LogSummary then CheckUpstreams.
func (s *Server) LogStartup(ctx context.Context) []string {
	s.LogSummary()
	return s.CheckUpstreams(ctx)
}

// LogSummary logs what the proxy is about to serve, one line per item, so
// a first run shows at a glance where requests go: each upstream (name,
// URL, models, where its key comes from), each offered tool (name, type,
// sandbox) and the receipt mode.
func (s *Server) LogSummary() {
	for _, u := range s.upstreams {
		s.log.Info("upstream", "name", u.cfg.Name, "url", u.cfg.BaseURL, "models", strings.Join(u.cfg.Models, ","),
			"key", u.keySource())
	}
	tools := s.tools.Tools()
	if len(tools) == 0 {
		s.log.Info("no server tools: the proxy relays answers and checks them for receipt-less tool claims")
	}
	for _, t := range tools {
		s.log.Info("tool", "name", t.Name, "type", t.Type, "sandbox", s.toolSandbox(t))
	}
	rc := s.cfg.Receipts
	mode := "on"
	if !boolOr(rc.Enabled, true) {
		mode = "off"
	}
	s.log.Info("receipts", "default", mode, "header_toggle", boolOr(rc.HeaderToggle, true),
		"footer", boolOr(rc.ShowInResponse, true), "scope", rc.Scope)
	if len(s.cfg.Auth.Keys) == 0 {
		host, _, _ := net.SplitHostPort(s.cfg.Listen)
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			s.log.Warn("auth.keys is empty and listen is not a loopback address: anyone who can reach it can use the proxy and its tools", "listen", s.cfg.Listen)
		}
	}
}

// CheckUpstreams checks each upstream once: one that does not accept a
// connection, or whose base_url answers 404 where base_url + /v1 does not,
// is a warning naming its URL (the proxy serves all the same: the upstream
// may come up later). It returns the warnings it logged.
func (s *Server) CheckUpstreams(ctx context.Context) []string {
	warnings := make([]string, len(s.upstreams))
	var wg sync.WaitGroup
	for i, u := range s.upstreams {
		wg.Go(func() {
			pctx, cancel := context.WithTimeout(ctx, startupProbeTimeout)
			defer cancel()
			warnings[i] = u.startupProblem(pctx, s.client)
		})
	}
	wg.Wait()
	var out []string
	for i, w := range warnings {
		if w == "" {
			continue
		}
		u := s.upstreams[i]
		s.log.Warn(w, "upstream", u.cfg.Name, "url", u.cfg.BaseURL)
		out = append(out, w)
	}
	return out
}

// keySource says where the upstream's Authorization comes from, for the
// summary (never the key).
func (u *upstream) keySource() string {
	switch {
	case u.cfg.APIKey != "":
		return "api_key"
	case u.forwardClientAuth:
		return "the client's"
	}
	return "none"
}

// startupProblem returns why u looks unusable, "" when it looks fine.
func (u *upstream) startupProblem(ctx context.Context, client *http.Client) string {
	if err := u.reachable(ctx); err != nil {
		return fmt.Sprintf("upstream %q is unreachable at %s (%s): requests routed to it will fail until it answers; check base_url and that the server is running",
			u.cfg.Name, u.cfg.BaseURL, dialReason(err))
	}
	if missing, _ := u.missingV1(ctx, client); missing {
		return fmt.Sprintf("upstream %q answers 404 at %s/models but not at %s/v1/models: add /v1 to its base_url",
			u.cfg.Name, strings.TrimSuffix(u.cfg.BaseURL, "/"), strings.TrimSuffix(u.cfg.BaseURL, "/"))
	}
	if u.cfg.APIKey == "" {
		return "" // clients bring their own key: a 401 here says nothing
	}
	if status := u.getStatus(ctx, client, "models"); status == http.StatusUnauthorized || status == http.StatusForbidden {
		return fmt.Sprintf("upstream %q answers %d at %s/models with its api_key: check the key (and that it is for this API)",
			u.cfg.Name, status, strings.TrimSuffix(u.cfg.BaseURL, "/"))
	}
	return ""
}

// getStatus is the status of GET base/elem… with the upstream's own key,
// 0 when there was no HTTP answer. Used on routes that spend no tokens.
func (u *upstream) getStatus(ctx context.Context, client *http.Client, elem ...string) int {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.base.JoinPath(elem...).String(), nil)
	if err != nil {
		return 0
	}
	u.setAuthorization(req.Header, http.Header{})
	resp, err := client.Do(req)
	if err != nil {
		return 0
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	return resp.StatusCode
}

// missingV1 reports whether GET base/models is a 404 while GET
// base/v1/models is not: the base_url most likely lacks its /v1. Neither
// request spends tokens. Any other outcome is false: an API without a
// models route is not misconfigured. decided is false when the upstream
// gave no HTTP answer (ask again later).
func (u *upstream) missingV1(ctx context.Context, client *http.Client) (missing, decided bool) {
	if strings.HasSuffix(strings.TrimSuffix(u.base.Path, "/"), "/v1") {
		return false, true
	}
	status := func(elem ...string) int { return u.getStatus(ctx, client, elem...) }
	switch status("models") {
	case 0:
		return false, false
	case http.StatusNotFound:
		s := status("v1", "models")
		return s != 0 && s != http.StatusNotFound, s != 0
	}
	return false, true
}

// dialReason is a short reason for a failed dial ("connection refused"),
// without the address (the message names the URL itself).
func dialReason(err error) string {
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		var dns *net.DNSError
		if errors.As(op.Err, &dns) {
			return "host not found"
		}
		msg := op.Err.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		return msg
	}
	var dns *net.DNSError
	if errors.As(err, &dns) {
		return "host not found"
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "no answer within " + startupProbeTimeout.String()
	}
	return "connection failed"
}
