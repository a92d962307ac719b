package chat

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// TestRelayErrorFieldsDropsSecretMembers: an upstream error member that
// quotes the key or the upstream's address is not relayed, whichever
// member it is, in a status error or a stream's error event; members
// without it are relayed as sent.
func TestRelayErrorFieldsDropsSecretMembers(t *testing.T) {
	const key, base = "sk-upstream-secret", "http://10.0.0.7:8000/v1"
	c := &Exchange{Upstream: &upstream.Upstream{Config: upstream.Config{Name: "u", APIKey: key, BaseURL: base}}}
	leaks := func(e *apierr.Error) bool {
		all := e.Message + "|" + e.Type + "|" + e.Code + "|" + e.Param
		return strings.Contains(all, key) || strings.Contains(all, base)
	}
	for _, member := range []string{"message", "type", "code", "param"} {
		for _, secret := range []string{"Bearer " + key, "POST " + base + "/chat/completions"} {
			fields := map[string]string{"message": `"Bad request."`, "type": `"invalid_request_error"`, "param": `"messages"`, "code": `"bad_request"`}
			fields[member] = `"rejected ` + secret + `"`
			raw := `{"message":` + fields["message"] + `,"type":` + fields["type"] + `,"param":` + fields["param"] + `,"code":` + fields["code"] + `}`
			t.Run(member+"/"+secret[:4], func(t *testing.T) {
				e := &apierr.Error{Type: apierr.TypeUpstream}
				wire.RelayErrorFields(e, gjson.Parse(raw), c.Upstream)
				if leaks(e) {
					t.Errorf("relayed %+v", e)
				}
				if ev := c.upstreamEventError(&sse.StreamError{Raw: []byte(raw)}); leaks(ev) {
					t.Errorf("stream event relayed %+v", ev)
				}
			})
		}
	}
	t.Run("clean members relayed", func(t *testing.T) {
		e := &apierr.Error{}
		wire.RelayErrorFields(e, gjson.Parse(`{"message":"Bad request.","type":"invalid_request_error","param":"messages","code":400}`), c.Upstream)
		if e.Message != "Bad request." || e.Type != "invalid_request_error" || e.Param != "messages" || e.Code != "400" {
			t.Errorf("clean error not relayed as sent: %+v", e)
		}
	})
}
