package claims

// A draft introduced as one. An answer often offers the text of a
// message before sending it: "Vorschlag für die Mail an controlling@…:",
// "Draft for the client below:", "Borrador para Marta:", "Brouillon pour
// le syndic :", "Rascunho para o Márcio:", then the text, mostly as a
// block quote. The line names a draft and ends with a colon: it
// introduces words the speaker proposes, so it reports nothing, and the
// quote after it is the draft's text ("> the invoice went out yesterday"
// is what the message will say, not what the speaker did). Not a line
// that tells something done ("Entwurf gespeichert:", "Draft sent to
// bob@…:"): a past or a participle makes it a report, and the quote
// after it stays the speaker's words.

// draftIntroNouns name a proposed text (en, es, fr, de, pt; folded).
var draftIntroNouns = mkSet(`draft proposal suggestion
	borrador propuesta sugerencia
	brouillon proposition suggestion
	entwurf vorschlag textvorschlag formulierungsvorschlag
	rascunho proposta sugestao`)

// draftIntro: toks (one sentence) end with a colon, name a draft, and
// hold no past, participle or perfect (doneOrStated): the line opens a
// draft's text.
func (s *scanner) draftIntro(toks []token) bool {
	if len(toks) < 2 || toks[len(toks)-1].kind != tokPunct || toks[len(toks)-1].w != ":" {
		return false
	}
	// the draft noun first: most lines ending in a colon are labels that
	// name none, and the report check reads every word's forms
	named := false
	for _, t := range toks {
		if t.kind == tokWord && draftIntroNouns[t.w] {
			named = true
			break
		}
	}
	if !named {
		return false
	}
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if s.doneOrStated(toks, k) || draftArrived[t.w] {
			return false
		}
		if _, ok := matchPhrase(toks, k, s.lang.held); ok && k > 0 {
			return false // "Draft for Ana, is in her inbox:" (a send's end state)
		}
	}
	return true
}

// draftArrived: words dating the draft's arrival or saying it is there
// "already" ("Draft for billing@…, in their inbox since 9:14:", "Borrador
// para Ortiz, ya en su bandeja:", "Entwurf …, liegt seit 9:14 bei
// ihnen:"): a draft that went out, its line a report (folded).
var draftArrived = mkSet("since already desde ya seit schon bereits depuis deja")
