package claims

import "strings"

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
		if all {
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
