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
	if readActionCall(call) {
		return true
	}
	switch callMethod(call) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// callMethod: the HTTP method the call's arguments ask, upper-cased, or
// "". The last top-level "method" key, its case aside, is the one a
// tool's JSON decoder keeps: {"method":"POST","method":"GET"} and
// {"method":"POST","Method":"GET"} ask a GET (gjson.Get reads the
// first), for the read and the write readings alike.
func callMethod(call *Call) string {
	if !strings.Contains(call.Args, `ethod"`) && !strings.Contains(call.Args, `ETHOD"`) {
		return "" // (most calls: no method argument)
	}
	m := lastTopArg(call.Args, "method")
	if m.Type != gjson.String {
		return ""
	}
	return strings.ToUpper(strings.TrimSpace(m.Str))
}

// lastTopArg: the value of the last top-level key of args named one of
// names, its case aside: the one a tool's JSON decoder keeps.
func lastTopArg(args string, names ...string) gjson.Result {
	var r gjson.Result
	gjson.Parse(args).ForEach(func(k, v gjson.Result) bool {
		for _, n := range names {
			if strings.EqualFold(k.Str, n) {
				r = v
				break
			}
		}
		return true
	})
	return r
}

// A tool that both lists and changes ("List or trigger GitHub Actions
// workflow runs") is told which by an action argument: {"action":
// "list", "workflow": "deploy.yml"} reran nothing, though "deploy" is a
// word of the retry concept's commands (attack 21b).

// readActionCall: the call's last top-level action key (its case aside;
// "action", "operation", "op" and their names in es/fr/de/pt,
// readaction.go) asks a read.
func readActionCall(call *Call) bool {
	if !strings.Contains(call.Args, `ction"`) && !strings.Contains(call.Args, `peration"`) && !strings.Contains(call.Args, `"op"`) && !mentionsActionKey(call.Args) && !strings.Contains(call.Args, `\u`) {
		return false // (a key spelled with an escape, "acti\u006fn", is the same key)
	}
	a := lastTopArg(call.Args, actionKeys...)
	if !a.Exists() {
		// {"params": {"action": "read_pr"}}: the operation one level down
		gjson.Parse(call.Args).ForEach(func(_, v gjson.Result) bool {
			if v.IsObject() {
				if n := lastTopArg(v.Raw, actionKeys...); n.Exists() {
					a = n
				}
			}
			return true
		})
	}
	return a.Type == gjson.String && readActionValue(a.Str)
}

// The other way round, a generic HTTP tool ("Hace una petición HTTP y
// devuelve …", "Envoie une requête HTTP") reads by its description, but a
// call of it whose arguments ask for a POST, PUT, PATCH or DELETE changes
// or sends something: "Webhook creado (wh_8812)" beside a POST to
// /v1/webhooks that returned wh_8812 is that call's change. Its objects
// must still be the call's.

// writeMethodCall: the call's arguments name a changing HTTP method.
func writeMethodCall(call *Call) bool {
	switch callMethod(call) {
	case "POST", "PUT", "PATCH", "DELETE":
		return true
	}
	return false
}
