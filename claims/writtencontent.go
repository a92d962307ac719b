package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// writtenContent: a result report that reads a thing's content ("index.html
// now says 'Welcome'", "index.html ahora dice «Bienvenidos»", "la page
// affiche maintenant « Bienvenue »", "index.html zeigt jetzt „Willkommen“",
// "o index.html agora mostra “Bem-vindo”"), the content in quote marks
// right after the cue, after a successful write call whose arguments hold
// that content and every object the claim names: the answer tells the new
// content the write itself sent, which that call backs though no call
// read it. A first-person read ("I read index.html") still needs a read;
// content the write was not given, or not quoted, still flags. nil when
// not.
func writtenContent(c *Claim, calls []Call) *Call {
	if c.Rule != RuleReport || c.Action != KindRead && c.Action != KindOutput || len(c.Objects) == 0 || len(c.Sentence) > maxSentenceScan {
		return nil
	}
	at := strings.Index(c.Sentence, c.Cue)
	if at < 0 {
		return nil
	}
	content := fold(quotedAfter(c.Sentence[at+len(c.Cue):]))
	if len(content) < 2 {
		return nil
	}
	for i := range calls {
		call := &calls[i]
		if st := call.Status; st != Verified && st != Unverified && st != Client || !hasKind(call.Kinds, KindWrite) || onlyReads(call) {
			continue
		}
		a := call.anchors() // (folded once per call, as messageContent does)
		if !a.msgArgsDone {
			a.msgArgsDone, a.msgArgs = true, fold(firstN(call.Args, maxArgsScan))
			a.msgWords = wordSet(a.msgArgs)
		}
		all := strings.Contains(a.msgArgs, content)
		for _, o := range c.Objects {
			if !all {
				break
			}
			if f := fold(o); len(f) < 2 || !strings.Contains(a.msgArgs, f) {
				all = false
				break
			}
		}
		if all && wroteTo(call.Args, content, c.Objects) {
			return call
		}
	}
	return nil
}

// quoteClose pairs an opening quote mark with its closing ones.
var quoteClose = map[rune]string{'\'': "'", '"': "\"", '`': "`", '“': "”\"", '‘': "’'", '«': "»", '„': "“\"", '‚': "‘'"}

// quotedAfter: the text between the quote marks that open rest (after
// blanks and one "now" word's worth of letters are skipped: at most 12
// bytes), "" when rest does not go on with a quote.
func quotedAfter(rest string) string {
	for i, r := range rest {
		if i > 12 {
			return ""
		}
		cl, ok := quoteClose[r]
		if !ok {
			continue
		}
		body := rest[i+len(string(r)):]
		if end := strings.IndexAny(body, cl); end > 0 {
			return strings.TrimSpace(body[:end])
		}
		return ""
	}
	return ""
}

// wroteTo: the write's arguments give content as what it writes (in an
// argument that is not the text an edit replaces or looks for:
// "old_string", "search") and name every object the claim names outside
// that content as its target: an argument of its own holding no blank
// ("path": "site/about.html", "file": "contacto.html"), the object whole
// or a path's last part. A ticket, comment or note that names the thing
// and quotes the content ("title": "Change about.html") asks for the
// change or tells of it, it wrote another thing; an edit's old text is
// what the thing no longer says. Arguments that are no JSON object back
// nothing.
func wroteTo(args, content string, objs []string) bool {
	type arg struct{ key, val string }
	var as []arg
	var walk func(key string, v gjson.Result)
	walk = func(key string, v gjson.Result) {
		switch {
		case v.IsObject():
			v.ForEach(func(k, x gjson.Result) bool { walk(fold(k.String()), x); return len(as) < 64 })
		case v.IsArray():
			v.ForEach(func(_, x gjson.Result) bool { walk(key, x); return len(as) < 64 })
		default:
			as = append(as, arg{key, fold(v.String())})
		}
	}
	if !gjson.Valid(args) {
		return false
	}
	if r := gjson.Parse(args); r.IsObject() {
		walk("", r)
	}
	in := -1
	for i, a := range as {
		if strings.Contains(a.val, content) && !replacedKey(a.key) {
			in = i
			break
		}
	}
	if in < 0 {
		return false
	}
	for _, o := range objs {
		f := fold(o)
		if strings.Contains(content, f) {
			continue // a word of the content itself ("« Bienvenue chez Lumen »")
		}
		found := false
		for i, a := range as {
			if i == in || a.val == "" || strings.ContainsAny(a.val, " \t\n") || proseKey(a.key) {
				continue
			}
			if a.val == f || strings.HasSuffix(a.val, "/"+f) || strings.HasSuffix(a.val, "\\"+f) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// replacedKey: an argument holding the text an edit takes out or looks
// for, not what it writes.
func replacedKey(k string) bool {
	for _, p := range []string{"old", "search", "find", "pattern", "match", "before", "original", "remove", "delete", "antig", "alt", "ancien", "busca", "such", "cherch"} {
		if strings.Contains(k, p) {
			return true
		}
	}
	return false
}

// proseKey: an argument that tells of a thing (a ticket's title, a
// comment's body) rather than naming what is written.
var proseKeyWords = []string{"title", "subject", "body", "comment", "text", "message", "description", "summary", "note", "titul", "titre", "betreff", "asunto", "assunto", "mensaje", "mensagem", "nachricht", "comentario", "commentaire", "kommentar"}

func proseKey(k string) bool {
	for _, p := range proseKeyWords {
		if strings.Contains(k, p) {
			return true
		}
	}
	return false
}
