package claims

import "strings"

// Ticked steps: in answer to a request for an action, a checklist item
// or a table row ticked done that names its step by the verb of an
// action ("- [x] Reply: signing Monday", "2. Encaminhar para a equipe
// ✔️", "| Confirmer la présence | ✅ envoyé |", "- [x] Mail an das Team
// weiterleiten") reports that step done, as "Replied to Marta" does:
// the tick is the verb's tense. An advice list ticks its items at the
// start ("✅ Use HTTPS"), so a tick counts only as a status: "[x]", a
// tick closing the item, or a tick in another cell of the row.

// tickedStep: the sentence b is such a step; the verb's token and kind.
func (s *scanner) tickedStep(b block, toks []token) (int, string, bool) {
	if s.reqKind == "" || len(toks) == 0 {
		return 0, "", false
	}
	text := s.text[b.start:b.end]
	status := ""
	if b.cell {
		var ok bool
		if status, ok = tickInOtherCell(s.text, b); !ok {
			return 0, "", false
		}
	} else if !itemLine(s.text, b) || !tickedItem(text) {
		return 0, "", false
	}
	i := 0
	for i < len(toks) && (toks[i].kind != tokWord || isAllDigits(toks[i].w) || toks[i].w == "x" && i > 0 && toks[i-1].w == "[") {
		i++ // the list's number, the "[x]"
	}
	if i == len(toks) {
		return 0, "", false
	}
	if kind, ok := s.stepVerb(toks[i].w); ok {
		for _, w := range words(status) {
			if k, ok := s.lang.part[w]; ok {
				return i, k, true // "| Confirmer la présence | ✅ envoyé |": the status cell says which action
			}
		}
		return i, kind, true
	}
	if s.lang.code == "de" || s.lang.code == "nl" {
		// the infinitive closes a German step ("Mail an das Team weiterleiten")
		for k := len(toks) - 1; k > i; k-- {
			if toks[k].kind == tokWord {
				if kind, ok := s.stepVerb(toks[k].w); ok && !toks[k].cap {
					return k, kind, true
				}
				break
			}
		}
	}
	return 0, "", false
}

// stepVerb: w names an action as a step does, in the infinitive or the
// imperative ("reply", "responder", "encaminhar", "confirmer",
// "weiterleiten"): a request verb, an infinitive of the lexicon, or a
// Romance infinitive whose imperative is a request verb ("responder" of
// "responde").
func (s *scanner) stepVerb(w string) (string, bool) {
	l := s.lang
	if k, ok := l.request[w]; ok {
		return k, true
	}
	if k, ok := l.inf[w]; ok && !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ndo") && !strings.HasSuffix(w, "ant") {
		return k, true // (not a gerund: "checking" names no step)
	}
	if len(w) < 5 {
		return "", false
	}
	base, end := w[:len(w)-2], w[len(w)-2:]
	var forms []string
	switch l.code {
	case "es", "pt", "it":
		if end == "ar" || end == "er" || end == "ir" {
			forms = []string{base + "a", base + "e"}
		}
	case "fr":
		switch end {
		case "er":
			forms = []string{base + "e", base + "ez"}
		case "ir":
			forms = []string{base + "is", base + "issez"}
		case "re":
			forms = []string{base + "s", base + "ez"}
		}
	}
	for _, f := range forms {
		if k, ok := l.request[f]; ok {
			return k, true
		}
	}
	return "", false
}

// tickMarks: check marks that say done.
var tickMarks = []string{"✅", "✔", "✓", "☑"}

// tickedItem: a list item checked "[x]" or closed by a tick ("…
// equipe ✔️"), not one opened by a tick (an advice list's "✅ Do …").
func tickedItem(t string) bool {
	t = strings.TrimSpace(t)
	if i := strings.Index(t, "[x]"); i >= 0 && i <= 5 || strings.Contains(t[:min(len(t), 6)], "[X]") {
		return true
	}
	t = strings.TrimRight(t, " .!\ufe0f")
	for _, m := range tickMarks {
		if strings.HasSuffix(t, m) {
			return true
		}
	}
	return false
}

// tickInOtherCell: the table row of cell b holds a tick in another cell
// ("| Confirmer la présence | ✅ envoyé |"); the row's text after the
// cell (its status).
func tickInOtherCell(text string, b block) (string, bool) {
	ls := strings.LastIndexByte(text[:b.start], '\n') + 1
	le := strings.IndexByte(text[b.end:], '\n')
	if le < 0 {
		le = len(text)
	} else {
		le += b.end
	}
	for _, part := range []string{text[ls:b.start], text[b.end:le]} {
		for _, m := range tickMarks {
			if strings.Contains(part, m) {
				return text[b.end:le], true
			}
		}
	}
	return "", false
}

// itemLine: b opens a list item, its marker in b or just before it on
// its line ("2. " is cut off as a sentence of its own).
func itemLine(text string, b block) bool {
	ls := strings.LastIndexByte(text[:b.start], '\n') + 1
	t := strings.TrimLeft(text[ls:b.end], " \t")
	if t == "" {
		return false
	}
	_, ok := listMarker(t)
	return ok
}
