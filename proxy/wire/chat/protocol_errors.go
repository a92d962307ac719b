package chat

import "github.com/zc-proxy/zc-proxy/metrics"

// noteProtocolError counts an upstream reply the proxy received whole but
// could not use (a body that is not a chat completion, a malformed SSE
// chunk) as an upstream error of kind protocol. The transport cannot see
// this: it only knows the bytes arrived, so the code that parses them calls
// this just before it fails the request with a 502.
func (c *Exchange) noteProtocolError() {
	c.Metrics.UpstreamError(c.Upstream.Config.Name, metrics.UpstreamErrorProtocol)
}
