package claims

import (
	"strings"
	"unicode"
)

// A tool that both reads and changes a record (a GitHub, GitLab, Jira or
// Trello tool) is told which by an action argument, and writers name it
// in their own language and with its object: {"action": "read_pr"},
// {"accion": "leer_mr"}, {"aktion": "lesen"}, {"acao": "ler"}. Such a
// call read; "214 has 2 approvals; I've added the release label to it"
// beside it tells a change no call made (adv21's pronoun class).

// actionKeys name the argument that picks what the call does.
var actionKeys = []string{"action", "operation", "op", "accion", "acción", "operacion", "operación", "aktion", "acao", "ação", "operacao", "operação", "vorgang"}

// mentionsActionKey: args holds one of the non-English action keys (a
// cheap test before parsing).
func mentionsActionKey(args string) bool {
	return strings.Contains(args, `cion"`) || strings.Contains(args, `ción"`) || strings.Contains(args, `ktion"`) || strings.Contains(args, `acao"`) || strings.Contains(args, `ação"`) || strings.Contains(args, `organg"`)
}

// readActionValue: the action's value reads: its first word (split at
// "_", "-", ".", ":", "/" or a space) is a verb of reading, and none of
// its words is a verb of changing ("get_and_delete", "read-then-close").
// The value is folded as the lists are: lowercased only, "schließen",
// "añadir" and "créer" matched no change word and "lê" no read word.
func readActionValue(v string) bool {
	parts := strings.FieldsFunc(fold(camelSpaced(strings.TrimSpace(v))), func(r rune) bool {
		return r == '_' || r == '-' || r == '.' || r == ':' || r == '/' || r == ' '
	})
	if len(parts) == 0 {
		return false
	}
	// the verb first ("read_pr", "readPR"), or after its object ("pr_read",
	// "issue_get")
	if !readActions[parts[0]] && !(len(parts) == 2 && readActions[parts[1]]) {
		return false
	}
	for _, p := range parts {
		if changeActions[p] {
			return false
		}
	}
	return true
}

// camelSpaced: v with a space before each upper-case letter that follows
// a lower-case one ("readPR" → "read PR", "addLabel" → "add Label").
func camelSpaced(v string) string {
	var b strings.Builder
	var prev rune
	for _, r := range v {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// readActions: action verbs that only read, five languages (infinitive,
// imperative and noun forms writers put in an action argument), folded.
var readActions = mkSet("list get show status view describe read search query fetch inspect logs log history info find lookup retrieve " +
	"leer lee lectura consultar consulta obtener obten ver listar lista buscar busca mostrar " +
	"lire lis lit lecture consulter afficher lister chercher recherche voir obtenir " +
	"lesen lies abrufen abfragen abfrage anzeigen zeigen auflisten liste suchen suche holen " +
	"ler le leitura obter mostra buscar procurar pesquisar")

// changeActions: words that, anywhere in an action value, make it a
// change, folded.
var changeActions = mkSet("delete remove update set create add merge close edit write post put patch move rename label comment assign transition approve rebase reopen " +
	"send notify run trigger deploy start stop restart cancel enviar envoyer senden ejecutar executar lancer " +
	"and then borrar eliminar actualizar crear anadir cerrar editar " +
	"supprimer modifier creer ajouter fermer " +
	"loschen andern setzen erstellen schliessen " +
	"apagar atualizar criar adicionar fechar")

// readOperation: the call's arguments pick one operation of a tool that
// does several, and the one picked reads ({"action": "read_pr"},
// {"aktion": "lesen"}, {"accion": "leer_mr"}, {"acao": "ler"};
// readActionCall, readaction.go): the call looked up, whatever else its
// tool can do ("GitHub actions: read a PR, label, merge"), so it backs no
// change, send or run told beside it ("214 has 2 approvals; I've added
// the release label to it"), only a state it read. Cached on the call.
func (c *Call) readOperation() bool {
	if c.op == 0 {
		c.op = 2
		if readActionCall(c) {
			c.op = 1
		}
	}
	return c.op == 1
}
