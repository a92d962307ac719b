package upstream

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// Kinds of upstream failure, for Failure.
const (
	Unreachable = iota // no connection: refused, unresolvable, unroutable
	Timeout            // the upstream's timeout expired
	Idle               // a stream sent nothing for limits.stream_idle
	Broken             // the connection failed some other way
	Protocol           // the reply is not an OpenAI chat completion (or too large to read)
)

// Failure is the client's error for a failed call to u, in the
// same words whichever path made the call (the tool loop, receipts off,
// pass-through): it names the upstream by its config name (never its URL,
// which may be internal, nor its key) and says what to check. err, with
// the URL, goes to the log only.
func Failure(u *Upstream, kind int, d time.Duration, err error) *apierr.Error {
	name := strconv.Quote(u.Config.Name)
	e := &apierr.Error{Status: http.StatusBadGateway, Type: apierr.TypeUpstream, Err: err}
	switch kind {
	case Unreachable:
		e.Message = "upstream " + name + " is unreachable: check its base_url in the proxy's config and that the model server is running."
	case Timeout:
		e.Status = http.StatusGatewayTimeout
		e.Message = fmt.Sprintf("upstream %s timed out after %s: check the model server, or raise the upstream's timeout in the proxy's config.", name, d)
	case Idle:
		e.Status = http.StatusGatewayTimeout
		e.Message = fmt.Sprintf("upstream %s timed out: its stream sent nothing for %s (limits.stream_idle in the proxy's config).", name, d)
	case Protocol:
		e.Message = "upstream " + name + " sent a reply the proxy cannot read as an OpenAI chat completion: check that its base_url points at an OpenAI-compatible API (the proxy's log has the details)."
	default:
		e.Message = "upstream " + name + " failed mid-reply: check the model server (the proxy's log has the details)."
	}
	return e
}

// DialFailed reports whether err is a failure to connect at all.
func DialFailed(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return true
	}
	var dns *net.DNSError
	return errors.As(err, &dns) || errors.Is(err, syscall.ECONNREFUSED)
}
