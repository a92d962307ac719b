package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// A query tool that can also change data, or that runs what it is
// handed ("sql", "db_query", "Ejecuta una consulta SQL": kinds query and
// write, or run; not a shell, whose program is read elsewhere), changes
// nothing when the statement it was handed only selects: a change told
// beside it ("el segundo pedido ya fue anulado", "Der Bestand wurde
// bereits auf 0 korrigiert") is not its doing. Such a call still backs a
// passive as a state the rows hold (stateLookup) and every look-up claim.

// selectOnly: every string argument of the call that reads as SQL opens
// with SELECT (or WITH, EXPLAIN; not "show", a git subcommand too) and
// none holds a word that writes; at least one such argument.
func selectOnly(call *Call) bool {
	if !hasKind(call.Kinds, KindWrite) && !hasKind(call.Kinds, KindRun) || call.Program != "" || len(call.Args) > 4096 || !gjson.Valid(call.Args) {
		return false
	}
	found, writes := false, false
	gjson.Parse(call.Args).ForEach(func(_, v gjson.Result) bool {
		if v.Type != gjson.String {
			return true
		}
		q := strings.ToLower(strings.TrimSpace(v.Str))
		first, _, _ := strings.Cut(q, " ")
		if !sqlReadOpeners[first] {
			return true
		}
		found = true
		for _, w := range strings.FieldsFunc(q, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '_') }) {
			if sqlWriteWords[w] {
				writes = true
				return false
			}
		}
		return true
	})
	return found && !writes
}

// sqlReadOpeners open a statement that reads; sqlWriteWords mark one that
// writes anywhere in it ("WITH d AS (DELETE …) SELECT", "SELECT … INTO").
var sqlReadOpeners = mkSet("select with explain")
var sqlWriteWords = mkSet("insert update delete drop alter create truncate merge grant revoke into upsert replace call exec execute copy vacuum set")
