package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// readOperation: the call's arguments pick one operation of a tool that
// does several, and the one picked reads ({"action": "read_pr"},
// {"aktion": "lesen"}, {"accion": "leer_mr"}, {"acao": "ler"},
// {"operation": "get"}): the call looked up, whatever else its tool
// can do ("GitHub actions: read a PR, label, merge"), so it backs no
// change, send or run told beside it ("214 has 2 approvals; I've added
// the release label to it"), only a state it read.
func (c *Call) readOperation() bool {
	if c.op == 0 {
		c.op = 2
		if v := operationArg(c.Args); v != "" && readOpVerbs[operationVerb(v)] {
			c.op = 1
		}
	}
	return c.op == 1
}

// operationArg: the folded value of the call's operation argument, ""
// when it has none (only a top-level string under one of operationKeys).
func operationArg(args string) string {
	if args == "" || args[0] != '{' || !gjson.Valid(args) {
		return ""
	}
	v := ""
	gjson.Parse(args).ForEach(func(k, val gjson.Result) bool {
		if val.Type == gjson.String && operationKeys[fold(k.Str)] {
			v = fold(val.Str)
			return false
		}
		return true
	})
	return v
}

// operationVerb: the verb opening an operation's name ("read_pr" →
// "read", "leer-mr" → "leer", "get status" → "get").
func operationVerb(v string) string {
	if i := strings.IndexAny(v, "_-. /:"); i >= 0 {
		return v[:i]
	}
	return v
}

// operationKeys: argument names that pick a tool's operation, folded,
// five languages.
var operationKeys = mkSet("action aktion accion acao operation operacion operacao op vorgang")

// readOpVerbs: operation verbs that only read, folded, five languages.
var readOpVerbs = mkSet(`read get list show view fetch search find describe status info inspect
	leer lee listar buscar ver mostrar obtener consultar
	lire lit lister afficher chercher consulter voir obtenir
	lesen lies zeigen anzeigen abrufen holen suchen auflisten
	ler obter pesquisar`)
