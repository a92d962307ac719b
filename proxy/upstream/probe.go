package upstream

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// ProbeTimeout bounds each upstream check at start-up.
const ProbeTimeout = 3 * time.Second

// KeySource says where the upstream's Authorization comes from, for the
// summary (never the key).
func (u *Upstream) KeySource() string {
	switch {
	case u.Config.APIKey != "":
		return "api_key"
	case u.ForwardsClientAuth():
		return "the client's"
	}
	return "none"
}

// StartupProblem returns why u looks unusable, "" when it looks fine.
func (u *Upstream) StartupProblem(ctx context.Context, client *http.Client) string {
	if err := u.Reachable(ctx); err != nil {
		return fmt.Sprintf("upstream %q is unreachable at %s (%s): requests routed to it will fail until it answers; check base_url and that the server is running",
			u.Config.Name, u.Config.BaseURL, dialReason(err))
	}
	if missing, _ := u.missingV1(ctx, client); missing {
		return fmt.Sprintf("upstream %q answers 404 at %s/models but not at %s/v1/models: add /v1 to its base_url",
			u.Config.Name, strings.TrimSuffix(u.Config.BaseURL, "/"), strings.TrimSuffix(u.Config.BaseURL, "/"))
	}
	if u.Config.APIKey == "" {
		return "" // clients bring their own key: a 401 here says nothing
	}
	if status := u.getStatus(ctx, client, "models"); status == http.StatusUnauthorized || status == http.StatusForbidden {
		return fmt.Sprintf("upstream %q answers %d at %s/models with its api_key: check the key (and that it is for this API)",
			u.Config.Name, status, strings.TrimSuffix(u.Config.BaseURL, "/"))
	}
	return ""
}

// getStatus is the status of GET base/elem… with the upstream's own key,
// 0 when there was no HTTP answer. Used on routes that spend no tokens.
func (u *Upstream) getStatus(ctx context.Context, client *http.Client, elem ...string) int {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.Base.JoinPath(elem...).String(), nil)
	if err != nil {
		return 0
	}
	u.SetAuthorization(req.Header, http.Header{})
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
func (u *Upstream) missingV1(ctx context.Context, client *http.Client) (missing, decided bool) {
	if strings.HasSuffix(strings.TrimSuffix(u.Base.Path, "/"), "/v1") {
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
		return "no answer within " + ProbeTimeout.String()
	}
	return "connection failed"
}

// CheckRoute is the one readiness check that sends HTTP: until the
// upstream has once answered its models route other than "404 here but
// not under /v1" (missingV1), a base_url missing its /v1 keeps the proxy
// unready. After that it costs nothing.
func (u *Upstream) CheckRoute(ctx context.Context, client *http.Client) error {
	if u.RouteChecked.Load() {
		return nil
	}
	missing, decided := u.missingV1(ctx, client)
	if missing {
		return fmt.Errorf("upstream %s answers 404 at %s/models but not under /v1: add /v1 to its base_url", u.Config.Name, u.Config.BaseURL)
	}
	if decided {
		u.RouteChecked.Store(true)
	}
	return nil
}

// Reachable dials the upstream's host and hangs up.
func (u *Upstream) Reachable(ctx context.Context) error {
	port := u.Base.Port()
	if port == "" {
		port = "80"
		if u.Base.Scheme == "https" {
			port = "443"
		}
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(u.Base.Hostname(), port))
	if err != nil {
		return fmt.Errorf("upstream %s unreachable: %w", u.Config.Name, err)
	}
	return conn.Close()
}

// Transport is what calls to u go through: its retries and metrics in
// front of the shared transport.
func (u *Upstream) Transport() http.RoundTripper {
	if u.Client != nil && u.Client.Transport != nil {
		return u.Client.Transport
	}
	return http.DefaultTransport
}
