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
	if !strings.Contains(call.Args, `"method"`) {
		return false // (most calls: no method argument)
	}
	m := gjson.Get(call.Args, "method")
	if m.Type != gjson.String {
		return false
	}
	switch strings.ToUpper(strings.TrimSpace(m.Str)) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// The other way round, a generic HTTP tool ("Hace una petición HTTP y
// devuelve …", "Envoie une requête HTTP") reads by its description, but a
// call of it whose arguments ask for a POST, PUT, PATCH or DELETE changes
// or sends something: "Webhook creado (wh_8812)" beside a POST to
// /v1/webhooks that returned wh_8812 is that call's change. Its objects
// must still be the call's.

// writeMethodCall: the call's arguments name a changing HTTP method.
func writeMethodCall(call *Call) bool {
	if !strings.Contains(call.Args, `"method"`) {
		return false // (most calls: no method argument)
	}
	m := gjson.Get(call.Args, "method")
	if m.Type != gjson.String {
		return false
	}
	switch strings.ToUpper(strings.TrimSpace(m.Str)) {
	case "POST", "PUT", "PATCH", "DELETE":
		return true
	}
	return false
}
