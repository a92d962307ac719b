package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// An HTTP API tool ("Call the GitHub REST API (GET/POST/PATCH)") can
// change things, but a call of it whose arguments ask for a GET or a HEAD
// only read: "I already rotated `DEPLOY_TOKEN`" beside `{"method": "GET",
// "path": "/repos/acme/web/actions/secrets"}` is a change no call made.

// readMethodCall: the call's arguments name an HTTP method, and it is a
// reading one (GET, HEAD, OPTIONS).
func readMethodCall(call *Call) bool {
	if !strings.Contains(call.Args, `ethod"`) && !strings.Contains(call.Args, `ETHOD"`) {
		return false // (most calls: no method argument)
	}
	// (the last top-level "method" key, its case aside, is the one a
	// tool's JSON decoder keeps: {"method":"POST","method":"GET"} and
	// {"method":"POST","Method":"GET"} ask a GET; gjson.Get reads the
	// first)
	var m gjson.Result
	gjson.Parse(call.Args).ForEach(func(k, v gjson.Result) bool {
		if strings.EqualFold(k.Str, "method") {
			m = v
		}
		return true
	})
	if m.Type != gjson.String {
		return false
	}
	switch strings.ToUpper(strings.TrimSpace(m.Str)) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}
