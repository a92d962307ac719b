package proxy

import (
	"context"
	"net"
	"strings"
	"sync"

	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

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
		s.log.Info("upstream", "name", u.Config.Name, "url", u.Config.BaseURL, "models", strings.Join(u.Config.Models, ","),
			"key", u.KeySource())
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
	if !*rc.Enabled {
		mode = "off"
	}
	s.log.Info("receipts", "default", mode, "header_toggle", *rc.HeaderToggle,
		"footer", *rc.ShowInResponse, "scope", rc.Scope)
	if len(s.cfg.Auth.Keys) == 0 {
		host, _, _ := net.SplitHostPort(s.cfg.Listen)
		if !loopbackName(host) {
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
			pctx, cancel := context.WithTimeout(ctx, upstream.ProbeTimeout)
			defer cancel()
			warnings[i] = u.StartupProblem(pctx, s.client)
		})
	}
	wg.Wait()
	var out []string
	for i, w := range warnings {
		if w == "" {
			continue
		}
		u := s.upstreams[i]
		s.log.Warn(w, "upstream", u.Config.Name, "url", u.Config.BaseURL)
		out = append(out, w)
	}
	return out
}
