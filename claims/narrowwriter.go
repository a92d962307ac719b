package claims

import "strings"

// Narrow writers: a tool that only moves, renames, locks, pauses or mutes
// something is a writer (move_file, lock_door), but the one change it
// makes is that one: its call backs "I moved bill.pdf", "Garage
// verriegelt", not "… and deleted the old copy" or "the alarm is armed"
// (a change of another sort, which a tool that says so must make).

// narrowWriteStems are the whole words of kindStems' write list that name
// a move, a rename, a lock or a pause.
var narrowWriteStems = mkSet(`move mover mueve mova deplace deplacer verschiebt verschieben
	rename renames renombra renombrar renomme renommer umbenennen benennt renomeia renomear
	lock unlock unlocks verrouille deverrouille verriegelt entriegelt verriegeln entriegeln bloquea desbloquea tranca destranca
	pause pausa pausar pausiert mute mutes silencia silenciar stummschalten`)

// narrowChangePrefixes: folded word prefixes of the changes a narrow
// writer makes, every language ("moved", "movido", "déplacé",
// "verschoben", "renamed", "umbenannt", "locked", "verriegelt",
// "trancado", "paused", "en pause", "muted", "silenciado", "stumm").
var narrowChangePrefixes = []string{"mov", "movi", "mueve", "renam", "renomb", "renomm", "renome", "deplac", "versch", "umbenann", "benann",
	"lock", "unlock", "verrou", "deverrou", "verrieg", "entrieg", "abgeschlo", "zugesperr", "gesperr", "bloque", "desbloque", "tranc", "destranc", "ferme a cle",
	"cerr", "fech", "ferm", "abschl", "zugeschl",
	"paus", "mute", "unmute", "silenc", "stumm", "coup", "cort", "sourdine", "stop", "arret"}

// narrowWriter: the call's tool name and arguments name only a narrow
// change (a move, a lock, a pause), and no other word of writing. Read
// once per call (compatibleFor asks it for every claim and object).
func narrowWriter(call *Call) bool {
	a := call.anchors()
	if !a.narrowDone {
		a.narrowDone, a.narrow = true, readNarrowWriter(call)
	}
	return a.narrow
}

func readNarrowWriter(call *Call) bool {
	if !hasKind(call.Kinds, KindWrite) {
		return false
	}
	narrow := false
	for _, w := range toolWords(call.Tool + " " + call.Args) {
		if narrowWriteStems[w] {
			narrow = true
			continue
		}
		for _, st := range kindStems[KindWrite] {
			if stemMatches(w, st) {
				return false // a word of another write
			}
		}
	}
	return narrow
}

// narrowChange: the claim's verb is a change a narrow writer makes.
func narrowChange(c *Claim) bool {
	for _, w := range words(fold(c.Cue)) {
		w = strings.Trim(w, ".,;:!*_`")
		if i := strings.LastIndexByte(w, '\''); i >= 0 {
			w = w[i+1:] // "c'est"
		}
		for _, p := range narrowChangePrefixes {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// addedChange: past the claim's cue, after "and" ("et", "y", "und", "e")
// or a comma, the sentence names a change of its own: a participle of an
// action that is no narrow change ("… et chauffage baissé", "moved it
// and printed it", "pausiert und Heizung gesenkt") or "off" ending the
// clause ("garage locked and lights off"). A narrow writer's call backs
// the move or the pause, not that second change, not even in a done
// reply ("C'est fait : …"). One pass over the sentence's words.
func addedChange(c *Claim) bool {
	l := langByCode(c.Lang)
	s := fold(c.Sentence)
	if i := strings.Index(s, fold(c.Cue)); i >= 0 {
		s = s[i+len(c.Cue):]
	}
	ws := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })
	joined := false
	for k, w := range ws {
		comma := strings.HasSuffix(w, ",")
		w = strings.Trim(w, ".,;:!?*_`()")
		switch {
		case andWords[w]:
			joined = true
		case joined && w != "" && !narrowWord(w):
			if _, ok := l.part[w]; ok {
				return true
			}
			if offWords[w] && (k == len(ws)-1 || strings.ContainsAny(ws[k][len(ws[k])-1:], ".,;:!")) {
				return true
			}
		}
		if comma {
			joined = true
		}
	}
	return false
}

// offWords: a state reached named by a particle alone, ending a clause
// ("lights off", "Licht aus").
var offWords = mkSet("off aus")

// narrowWord: w (folded) starts like a change a narrow writer makes.
func narrowWord(w string) bool {
	for _, p := range narrowChangePrefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// Comment writers: a tool named for commenting on a record
// ("comment_issue", "comentar_incidencia", "ticket_kommentieren") writes
// and sends (InferKinds), but the one thing it writes is a comment: its
// call backs "I left a comment on PAY-447", not "I closed PAY-447" or
// "PAY-447 is now assigned to Ana" (a change of the record itself).

// commentToolWords are the whole words naming a comment tool.
var commentToolWords = mkSet("comment comentar comenta commenter commente kommentieren kommentiert")

// commentWriter: the call's tool name holds a comment word and no other
// word of writing.
func commentWriter(call *Call) bool {
	comment := false
	for _, w := range toolWords(call.Tool) {
		if commentToolWords[w] {
			comment = true
			continue
		}
		for _, st := range kindStems[KindWrite] {
			if stemMatches(w, st) {
				return false // "update_and_comment": a word of another write
			}
		}
	}
	return comment
}

// commentPrefixes: folded word prefixes of a comment, a note or a reply
// left on a record (en, es, fr, de, pt).
var commentPrefixes = []string{"comment", "coment", "kommentar", "kommentier", "note", "noted", "nota", "notiz", "anot", "annot", "repl", "respon", "repond", "antwort", "post", "publi", "wrote", "escrib", "escrev", "ecri", "schrieb", "geschrieb", "ask", "pregunt", "demand", "gefragt", "pergunt", "pedi", "request"}

// mentionsComment: the claim's sentence names a comment, a note or a
// reply, or an asking ("I asked QA on PAY-447 for the HAR").
func mentionsComment(c *Claim) bool {
	for _, w := range words(fold(c.Sentence)) {
		w = strings.Trim(w, ".,;:!*_`\"'()")
		for _, p := range commentPrefixes {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}
