package claims

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// RuleTurnReport: after tool calls in this turn, a sentence that reports
// specific content (a name, a file, a host, a number, a date, a status)
// presents it as what those calls returned ("Tromsø: -7 °C with light
// snow." after a Tromsø weather call that failed).
const RuleTurnReport = "turn_report"

// turnReport applies the turn-report rule to one sentence's tokens when
// the answer follows tool calls of this turn and no other rule found a
// claim in it. It skips questions (done by the caller), hedged,
// conditional, hypothetical or instructing sentences and honest reports
// of a failure ("the call timed out", "no pude conectar").
func (s *scanner) turnReport(b block, toks []token) (Claim, bool) {
	l := s.lang
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
	}
	if first < 0 {
		return Claim{}, false
	}
	if t := toks[first]; isDigit(t.w[0]) && len(t.w) <= 2 && first+2 < len(toks) && toks[first+1].kind == tokPunct && (toks[first+1].w == ")" || toks[first+1].w == ".") && toks[first+2].kind == tokWord && listMarkerAt(s.text, t.start) {
		first += 2 // "1) Neuen Schlüssel erzeugen": the item opens after its number
	}
	if l.imper[toks[first].w] || modalWord(toks[first], l) {
		return Claim{}, false // an instruction or an offer
	}
	if _, ok := matchPhrase(toks, first, l.announce); (ok || letMeAt(toks, first)) && !valueAfterBreak(toks, first) {
		return Claim{}, false // "Let me read CONTRIBUTING.md first", "Deixa eu ver o log": a look-up to come
	}
	if strings.ContainsAny(s.text[b.start:b.end], "❌✗✖🚫⛔") {
		return Claim{}, false // a failure marked as one ("❌ #release: der Bot ist nicht im Kanal")
	}
	if headingAt(s.text, b.start) {
		return Claim{}, false // a Markdown heading titles the report ("## Parte de guardia — 3/12")
	}
	if s.draftIntro(toks) {
		return Claim{}, false // "Vorschlag für die Mail an controlling@…:": a draft's text follows (draftintro.go)
	}
	if expectationFirst(toks, first) {
		return Claim{}, false // "Le renouvellement auto devrait passer vers le 7 décembre": a prediction
	}
	if inferenceWithoutFigure(toks, l.code) {
		return Claim{}, false // "Der Build-Cache wird also nie aufgeräumt": the answer's conclusion
	}
	if onlyListNumber(s.text, b) {
		return Claim{}, false // "1." of a numbered list, read as a sentence of its own: a position, no figure
	}
	if listItemAt(s.text, toks[first].start) || b.cell {
		// (a table cell is a plan's step as a list item is: "| 3 | Arrêter
		// web-07 | à faire |")
		f := first
		if k := stepAfterLabel(toks, first); k > first {
			f = k // "- **worker**: los 4 pods …": the item's words after its label
		}
		if s.infinitive(toks[f]) || notYetIn(toks) {
			return Claim{}, false // a to-do item: "2. Rediriger le port 80 vers 443", "- Subir la imagen", "- Hinweis in #oncall posten (noch nicht passiert)"
		}
	}
	var rs []span
	if text := s.text[b.start:b.end]; strings.Contains(text, receipts.TokenPrefix) {
		for _, tok := range receipts.FindTokens(text) {
			if k := strings.Index(text, tok); k >= 0 {
				rs = append(rs, span{b.start + k, b.start + k + len(tok)})
			}
		}
		// a receipt token is evidence, not content: its parts are ignored
		kept := toks[:0:0]
		for _, t := range toks {
			in := false
			for _, r := range rs {
				if t.start < r.end && t.end > r.start {
					in = true
				}
			}
			if !in {
				kept = append(kept, t)
			}
		}
		toks = kept
		first = -1
		for i, t := range toks {
			if t.kind == tokWord {
				first = i
				break
			}
		}
		if first < 0 {
			return Claim{}, false
		}
	}
	negated, lastNeg := false, -1
	for k, t := range toks {
		if t.kind == tokWord && (l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't")) {
			negated = true
			if lastNeg < 0 {
				lastNeg = k
			}
			// "… but I haven't checked memory", "Den Spam-Ordner habe ich mir
			// bisher nicht angesehen": the speaker says what was not done
			// (the speaker within four words of the clause before it)
			for m := k - 1; m >= 0 && m >= k-4; m-- {
				if toks[m].kind != tokWord || complementizers[toks[m].w] {
					break
				}
				if l.subj[toks[m].w] && (m >= k-2 || speakerWords[toks[m].w]) {
					return Claim{}, false
				}
			}
			if strings.HasPrefix(t.w, "i") && strings.HasSuffix(t.w, "n't") || strings.HasPrefix(t.w, "n'") && k > 0 && (toks[k-1].w == "je" || toks[k-1].w == "j") {
				return Claim{}, false
			}
			if n := k + 1; n < len(toks) && toks[n].kind == tokWord {
				if _, p1 := l.past1[toks[n].w]; p1 {
					return Claim{}, false // "Ainda não mandei a mensagem": the speaker's own undone action
				}
				if _, aux := matchPhrase(toks, n, l.aux); aux && l.code != "en" && l.code != "de" {
					return Claim{}, false // "no he enviado nada"
				}
			}
		}
	}
	cue := -1
	cut := len(toks) // where a later clause that expects or advises begins: its objects are not the report's
	inReported := false
	conf := 0     // the sentence is about a configuration: 0 unknown, 1 yes, -1 no (read once: stays linear)
	nearNeg := -1 // the last negation before the word read (lastNeg is the first)
	for i, t := range toks {
		if t.kind == tokWord && (l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't")) {
			nearNeg = i
		}
		if t.kind == tokCode {
			if cue < 0 {
				cue = i
			}
			continue
		}
		if t.kind != tokWord || strings.HasPrefix(t.w, "zc-receipt-") {
			continue
		}
		if t.kind == tokWord && complementizers[t.w] && reportedBefore(toks, i, l) {
			inReported = true // "README.md adds that commits must be signed": the file's words
		}
		if cue >= 0 && (expectModals[t.w] || l.cond[t.w] && !s.accentedYes(t) && !offerAfter(toks, i) || modalWord(t, l) && !nominalModal[t.w] && (!personBefore(toks, i, l) || impersonalBefore(toks, i) || userAdvisedAt(toks, i)) || l.hypo[t.w] && !nounHypo(toks, i)) && laterClause(toks, cue, i) {
			if !inReported {
				cut = clauseStartBefore(toks, cue, i) // (not "README.md adds that commits must be signed": the file's words)
			}
			break // "MX4411 está en reparto hoy, debería llegar antes de las 8", "hay 14 °C y llovizna, lo típico", "…, pero se puede": the report stands, the rest expects or comments
		}
		if cue >= 0 && (expectModals[t.w] || modalWord(t, l) && !nominalModal[t.w] && !personBefore(toks, i, l)) && relativeBetween(toks, cue, i) {
			break // "Seattle is at 9 °C with light rain that should keep going": the relative clause expects, the report stands
		}
		if s.stepLeftAt(toks, i) && !inReported {
			if cue >= 0 && laterClause(toks, cue, i) && stepOpensClause(toks, i) {
				cut = clauseStartBefore(toks, cue, i)
				break // "`v2.3.1` está en prod desde las 14:02; falta anunciarlo": the report stands, the step comes after
			}
			if e := stepClauseEnd(toks, i); cue < 0 && e > 0 {
				first = e + 1 // "Falta mergearlo a `main`; en staging está desde las 14:02": the step's clause is no report, the next one is
				continue
			}
		}
		if lo, hi, ok := s.nextStepAt(toks, i); ok && !inReported {
			if cue >= 0 && cue < lo {
				cut = lo
				break // "El lunes tienes dentista a las 9; el martes 24 lo reviso ahora": the report stands, the step comes after
			}
			if hi+1 < len(toks) {
				first, cue = hi+1, -1 // "Den Montag schaue ich gleich nach: …": the step's clause is no report, the next one is read
				continue
			}
			return Claim{}, false // "Den Montag schaue ich gleich noch nach": a look-up still to do (nextstep.go)
		}
		if (obligationAt(toks, i) || s.stepLeftAt(toks, i)) && !inReported {
			return Claim{}, false // "Para outubro ainda tenho de correr a consulta", "I still have to run it": a step still to take
		}
		if cue < 0 && i >= first && modalWord(t, l) && !nominalModal[t.w] && !inReported {
			if e := modalAsideEnd(toks, i, l); e > 0 {
				first = e + 1 // "Como podrías imaginar, /var en db-7 está al 93 %", "Ich hätte mehr erwartet, aber /var ist zu 93 % belegt": the aside advises nothing, the next clause reports
				continue
			}
		}
		if modalWord(t, l) && !nominalModal[t.w] && !inReported && !reportedSubjunctive(toks, i, l) || l.cond[t.w] && !s.accentedYes(t) && !inCase(toks, i) || l.hypo[t.w] && !laterGuess(toks, i) && !nounHypo(toks, i) || (l.fail[t.w] || l.fail[t.bare] || failWord(t.w)) && !settingName(toks, i, &conf) && !failListed(toks, i) && !deniedFailure(toks, i, l) {
			return Claim{}, false // advice, an offer or a plan (but "Starter plan" is a noun)
		}
		if l.failNeg[t.w] && nearNeg >= 0 && nearNeg < i && sameClause(toks, nearNeg, i) {
			// (the negation nearest before it: "La mise à jour n'est pas
			// passée : Salesforce n'a pas répondu" negates both clauses)
			if k := unnegatedFigureBefore(toks, first, nearNeg, l); k >= 0 {
				// "Tuesday 24: dentist at 10; the CRM didn't respond": the
				// failure is its own clause's, the figure's clause before it
				// still reports
				if k < cut {
					cut = clauseStartBefore(toks, k, nearNeg)
				}
				break
			}
			return Claim{}, false // "the service did not respond" (not "they don't agree: … Go 1.22")
		}
		if negated && lastNeg < i && sameClause(toks, lastNeg, i) && (sameClause(toks, first, lastNeg) || labelOpens(toks, first, lastNeg)) {
			// (in the sentence's first clause: "…, so nothing is waiting
			// to be merged" follows a report)
			if kind, ok := l.part[t.w]; ok && (kind == KindWrite || kind == KindSend) {
				return Claim{}, false // "Rien n'a donc été restauré", "nothing was deleted": no change made
			}
		}
		if worthWords[t.w] && !valueWorth(toks, i) {
			if cue >= 0 && laterClause(toks, cue, i) {
				cut = clauseStartBefore(toks, cue, i)
				break // "Yesterday's count comes out at 4, so today's 17 is a spike — worth checking the gateway": the advice comments, the report stands
			}
			return Claim{}, false // "Für die Zugspitze lohnt sich ein Blick auf …": a recommendation
		}
		if i < first {
			continue // the item's number ("1) …"), no figure
		}
		if cue < 0 && i == first && statusWords[t.w] && i+1 < len(toks) && toks[i+1].kind == tokWord && l.subj[toks[i+1].w] {
			continue // "Ok je retente", "OK I'll look again": an interjection before the speaker, no status
		}
		if cue < 0 && (isDigit(t.w[0]) || statusWords[t.w] || statusCue(t.w) || objectKind(t) != "" && objectKind(t) != "name" || objectKind(t) == "name" && i != first && !s.isLexical(t) || additiveSubject(toks, i, s.lang.code)) {
			cue = i
		}
	}
	if cue < 0 && cut == len(toks) {
		cue = s.ellipsisCue(toks) // "y la del garaje también": the report holds of one more thing (additiveellipsis.go)
	}
	if cue < 0 {
		return Claim{}, false
	}
	if k := objectKind(toks[cue]); k == "url" || k == "host" && strings.Contains(toks[cue].w, ".") || k == "path" && siteAddress(toks[cue].w) {
		// a sentence whose only specific content is a site's address
		// (not a dashed key or host name: "PAY-811 is In Review")
		// points the user to a source ("louvre.fr lists them", "go.dev/dl
		// lists the versions"); it reports no value
		value := false
		for _, t := range toks[cue+1:] {
			if t.kind == tokCode || t.kind == tokWord && (isDigit(t.w[0]) || statusWords[t.w]) {
				value = true
				break
			}
		}
		if !value {
			return Claim{}, false
		}
	}
	c := Claim{Rule: RuleTurnReport, Action: KindOutput, Cue: s.text[toks[cue].start:toks[cue].end]}
	var args, topic []string
	c.Objects, args, topic = s.reportObjects(toks[:cut], first)
	if len(args) > 0 || len(topic) > 0 {
		c.more = &claimMore{argNames: args, topicNames: topic}
	}
	if part, kind, ok := s.ownPerfect(toks[:cut]); ok {
		// "Lo he reasignado", "J'ai relancé le job": the speaker's own
		// change, no look-up's output (ownperfect.go)
		c.Action = kind
		c.editMore(func(m *claimMore) { m.ownPart = part })
	}
	return c, true
}

// letMeAt: toks[i] opens a first-person permissive with a verb of
// looking, "let me/us read …", "lass mich … lesen", "laisse-moi
// vérifier …", "déjame mirar …", "deixa eu ver …", "deixe-me abrir …":
// the speaker proposes a look-up still to do. (Not with a verb of change:
// "Let me delete X. It is gone now." is read as the deletion reported.)
func letMeAt(toks []token, i int) bool {
	if !letMeOpens(toks, i) {
		return false
	}
	for _, t := range toks[i+1:] {
		if t.kind == tokWord && lookVerbs[t.w] {
			return true
		}
	}
	return false
}

// lookVerbs are infinitives of looking and reading (en, es, fr, de, pt).
// A look-up done again is one too: "Let me re-run it for Portland, ME",
// "déjame reintentarlo", "laisse-moi relancer pour Lyon".
var lookVerbs = mkSet("read check look see open pull find search verify query inspect review repeat rerun re-run retry " +
	"leer revisar mirar ver comprobar abrir buscar consultar verificar repetir repetirla repetirlo reintentar reintentarlo relanzar " +
	"lire vérifier regarder voir ouvrir chercher consulter répéter relancer réessayer " +
	"lesen prüfen nachsehen nachschauen schauen ansehen anschauen öffnen suchen checken wiederholen " +
	"ler olhar procurar conferir checar repetir tentar reexecutar")

func letMeOpens(toks []token, i int) bool {
	if letMeWords[toks[i].w] {
		return true
	}
	if i+1 >= len(toks) || toks[i+1].kind != tokWord {
		return false
	}
	switch toks[i].w {
	case "let", "lass", "lasst", "lassen":
		return toks[i+1].w == "me" || toks[i+1].w == "us" || toks[i+1].w == "mich" || toks[i+1].w == "uns"
	case "laisse", "laissez", "laissons":
		return toks[i+1].w == "moi" || toks[i+1].w == "nous"
	case "deixa", "deixe", "deixem":
		return toks[i+1].w == "eu" || toks[i+1].w == "me"
	case "deja", "dejad":
		return toks[i+1].w == "me"
	}
	return false
}

var letMeWords = mkSet("déjame dejame déjeme dejeme déjanos dejanos laisse-moi laissez-moi deixe-me deixa-me")

// hasArrow: the text holds an arrow ("→", "->", "=>").
func hasArrow(text string) bool {
	return strings.Contains(text, "→") || strings.Contains(text, "->") || strings.Contains(text, "=>")
}

// commandArrow: a code span holding a command (a known one or one an
// offered tool lists), then an arrow, then a specific value — a status,
// a figure, a code span ("`systemctl status mysql` → active (running)",
// "`df -h /` → 71 %"): the arrow writes "returns", the value is what the
// command printed. Not a description after the arrow ("`df -h` → disk
// usage per file system"). It returns the span's index.
func (s *scanner) commandArrow(toks []token) (int, bool) {
	if s.todoItem(toks) {
		return 0, false // a step of a runbook: "**Events prüfen:** `kubectl get events` → …"
	}
	for k, t := range toks {
		if t.kind != tokCode || k+1 >= len(toks) {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimSpace(t.w), " ")
		if !isKnownCommand(name) && s.cmds[name] == nil || strings.ContainsAny(t.w, "<>{}") {
			continue // (a command with placeholders is a template: "`kubectl describe pod <pod>` → look for OOMKilled")
		}
		rest := strings.TrimLeft(s.text[t.end:min(len(s.text), t.end+8)], " \u00a0")
		if !strings.HasPrefix(rest, "→") && !strings.HasPrefix(rest, "->") && !strings.HasPrefix(rest, "=>") {
			continue
		}
		if s.specificAfter(toks, k+1) && !s.stepAfter(toks, k+1) {
			return k, true
		}
	}
	// the command written in prose at the head ("systemctl is-active
	// sshd → active"; prosecommand.go)
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if s.proseCommandAt(toks, k, len(toks)) > 0 && !s.lang.imper[t.w] {
			if val, arrow, ok := s.labelSeparator(toks, k); ok && arrow && val < len(toks) && s.specificAfter(toks, val) && !s.stepAfter(toks, val) {
				return k, true
			}
		}
		break
	}
	return 0, false
}

// stepAfter: the words from j on say what to do, not what came out: an
// imperative or an infinitive opens them ("→ look for OOMKilled", "→
// buscar `OOMKilled`", "→ vérifier …") or, in German, one ends them ("→
// auf `OOMKilled` achten").
func (s *scanner) stepAfter(toks []token, j int) bool {
	l := s.lang
	for k := j; k < len(toks); k++ {
		if t := toks[k]; t.kind == tokWord {
			if l.imper[t.w] || l.inf[t.w] != "" || s.infinitive(t) || lookVerbs[t.w] {
				return true
			}
			break
		}
	}
	if l.code != "de" {
		return false
	}
	for k := len(toks) - 1; k >= j; k-- {
		if t := toks[k]; t.kind == tokWord {
			_, part := l.part[t.w]
			return t.plain && !t.cap && len(t.w) >= 5 && strings.HasSuffix(t.w, "en") && !part && !strings.HasPrefix(t.w, "ge")
		}
	}
	return false
}

// speakerWords are the first-person subject pronouns (the speaker, alone
// or with others).
var speakerWords = mkSet("i we yo nosotros je j nous ich wir eu nós nos")

// obligationAt: toks[i] opens a present obligation of the speaker or
// the user, a verb of having followed by "to", "de" or "que" ("I have to
// run", "tengo que mirar", "tenho de correr", "you have to restart"): a
// step still to take. Not a third person's ("one has to come from a code
// owner": what a rule says), nor the past ("I had to restart it"); French
// and German obligation verbs, "je dois", "ich muss", are modals already.
func obligationAt(toks []token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].kind != tokWord {
		return false
	}
	switch w, next := toks[i].w, toks[i+1].w; {
	case w == "have" && next == "to":
		for m := i - 1; m >= 0 && m >= i-2; m-- {
			if t := toks[m]; t.kind == tokWord && (t.w == "i" || t.w == "we" || t.w == "you") {
				return true
			}
		}
	case obligationVerbs[w] && (next == "de" || next == "que"):
		return true
	}
	return false
}

// stepLeftAt: toks[i] says a step is still to take, a word of lacking
// or remaining and its infinitive ("Falta mergearlo a `main`", "Faltam
// rodar as migrações", "Il reste à merger la branche", "still to be
// written", "remains to be merged"): what the step names is no result.
// Not when "that" follows ("Falta decir que el job terminó a las 2:00"
// still reports what it says).
func (s *scanner) stepLeftAt(toks []token, i int) bool {
	t := toks[i]
	if t.kind != tokWord || !stepLeftWords[t.w] || i+1 >= len(toks) || toks[i+1].kind != tokWord {
		return false
	}
	k := i + 1
	switch next := toks[k].w; {
	case t.w == "reste" && (next == "à" || next == "a"), (t.w == "still" || t.w == "remains" || t.w == "remain") && next == "to":
		k++ // "il reste à …", "still to …"
	case t.w == "still" || t.w == "remains" || t.w == "remain" || t.w == "reste":
		return false
	}
	if k >= len(toks) || toks[k].kind != tokWord {
		return false
	}
	if s.lang.code == "en" {
		if toks[k].w != "be" {
			return false // "still to be written", not "remains to a degree"
		}
	} else if !s.infinitive(toks[k]) && !s.infinitive(encliticFree(toks[k])) && !lookVerbs[toks[k].w] {
		return false // (a short infinitive of looking counts: "Falta leer …", "Falta ver …")
	}
	for _, u := range toks[k+1:] {
		if u.kind == tokWord && complementizers[u.w] {
			return false
		}
	}
	return true
}

// stepClauseEnd: the index of the break closing the clause of the step
// left at toks[i] (";", ":", a dash, or a comma before another clause,
// commaBreak: "Falta mergearlo; en staging está desde las 14:02", "…,
// pero …"), with a word after it; 0 when the step runs to the sentence's
// end.
func stepClauseEnd(toks []token, i int) int {
	for k := i + 1; k+1 < len(toks); k++ {
		t := toks[k]
		if t.kind != tokPunct {
			continue
		}
		if t.w == ";" || t.w == ":" || t.w == "—" || t.w == "–" || t.w == "," && commaBreak(toks[k+1]) {
			for j := k + 1; j < len(toks); j++ {
				if toks[j].kind == tokWord || toks[j].kind == tokCode {
					return k
				}
			}
			return 0
		}
	}
	return 0
}

// commaBreak: after a comma closing a step's clause, u opens another
// clause: a word of contrast ("…, pero …"), or a word or code span that
// no conjunction joins to the step ("Falta anunciarlo, `v2.3.1` está en
// prod …"; not "Falta mergearlo, y luego …"). A step clause cannot hide a
// report behind a plain comma.
func commaBreak(u token) bool {
	return u.kind == tokWord && !conjunctions[u.w] || u.kind == tokCode
}

// stepOpensClause: the step word at toks[i] opens its clause (after a
// comma, semicolon or colon, at most one word between: "…; falta
// mergearlo", "…, but the changelog is still to be written" is not:
// "entries for #901–#915 still to be written" names what the step is
// about).
func stepOpensClause(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if t := toks[k]; t.kind == tokPunct {
			return t.w == "," || t.w == ";" || t.w == ":" // (not a dash: "#901–#915 still to be written" is a range)
		}
	}
	return false
}

// contrastWords open a clause that stands against the one before (en,
// es, fr, de, pt).
var contrastWords = mkSet("but pero mais aber doch mas")

// modalAsideEnd: the modal at toks[i] is in a clause that is an aside
// before the report, the index of the comma closing it: a clause opened
// by "as" ("Como podrías imaginar, …", "Comme vous pourriez vous en
// douter, …", "Wie du dir denken würdest, …", "As you'd expect, …") or
// one a word of contrast follows ("Ich hätte mehr erwartet, aber …",
// "I'd have guessed less, but …"; not before an imperative). 0 otherwise:
// the modal advises its sentence.
func modalAsideEnd(toks []token, i int, l *compiled) int {
	start := 0
	for k := i - 1; k >= 0; k-- {
		if toks[k].kind == tokPunct {
			start = k + 1
			break
		}
	}
	for start < i && toks[start].kind != tokWord {
		start++
	}
	as := asideWords[toks[start].w]
	for k := i + 1; k+1 < len(toks); k++ {
		t := toks[k]
		if t.kind != tokPunct {
			continue
		}
		if t.w != "," {
			return 0
		}
		n := toks[k+1]
		if as && n.kind == tokWord && !l.imper[n.w] && !l.modal[n.w] && !l.cond[n.w] {
			return k
		}
		if n.kind == tokWord && contrastWords[n.w] && k+2 < len(toks) {
			for j := k + 2; j < len(toks) && j <= k+4; j++ {
				if toks[j].kind == tokWord && (l.imper[toks[j].w] || l.modal[toks[j].w]) {
					return 0 // "…, pero antes revisa /var": advice goes on
				}
			}
			return k
		}
		return 0
	}
	return 0
}

// reportedSubjunctive: the German "wäre"/"hätte" at toks[i] is reported
// speech's subjunctive, no advice: no pronoun beside it ("ich hätte", "hätte
// ich"), and the sentence names its source ("laut …", "…, sagt das Log",
// "meldet", "zeigt"): "Der Job hätte um 03:12 mit Exit 0 geendet, sagt
// das Log" reports what the log says.
func reportedSubjunctive(toks []token, i int, l *compiled) bool {
	t := toks[i]
	if l.code != "de" || l.modal[t.w] || !subjunctiveII[t.w] || t.end-t.start == len(t.w) {
		return false
	}
	if i > 0 && toks[i-1].kind == tokWord && l.subj[toks[i-1].w] || i+1 < len(toks) && toks[i+1].kind == tokWord && l.subj[toks[i+1].w] {
		return false
	}
	for _, u := range toks {
		if u.kind == tokWord && reportTags[u.w] {
			return true
		}
	}
	return false
}

// subjunctiveII: "wäre", "hätte" folded (not "würde": a future or advice).
var subjunctiveII = mkSet("ware waren hatte hatten")

// reportTags name a source in German ("laut", "sagt", "meldet", "zeigt").
var reportTags = mkSet("laut sagt sagen meldet melden zeigt zeigen schreibt berichtet")

// asideWords open a clause of comparison ("as you'd expect").
var asideWords = mkSet("as como comme wie")

// stepLeftWords lack or remain before a step (es, pt, fr, en; German says
// it with a modal, "muss noch").
var stepLeftWords = mkSet("falta faltan faltam reste still remains remain")

// encliticFree: t without an enclitic pronoun ("mergearlo", "fazê-lo"
// read as "mergear", "fazê"; stripEnclitic), for the infinitive test.
func encliticFree(t token) token {
	t.w = stripEnclitic(t.w)
	return t
}

// obligationVerbs: "have" in the first and second person (es, pt).
var obligationVerbs = mkSet("tengo tenemos tienes tenéis tenho temos tens")

// impersonalBefore: the word before toks[i] (a modal) is an impersonal
// subject ("se puede", "se pode", "on peut", "man kann"): no person
// offers or is advised.
func impersonalBefore(toks []token, i int) bool {
	return i > 0 && toks[i-1].kind == tokWord && impersonalSubjects[toks[i-1].w]
}

var impersonalSubjects = mkSet("se on man")

// relativeBetween: a relative pronoun right after a noun opens a clause
// between the report's cue and toks[i] ("light rain that should …",
// "une pluie qui devrait …", "Regen, der … soll").
func relativeBetween(toks []token, cue, i int) bool {
	for k := cue + 2; k < i; k++ {
		if t := toks[k]; t.kind == tokWord && relativePronouns[t.w] && toks[k-1].kind == tokWord && !complementizerVerb[toks[k-1].w] {
			return true
		}
	}
	return false
}

// relativePronouns open a relative clause, every language ("que" and
// "that" also open a complement, hence complementizerVerb).
var relativePronouns = mkSet("that which who qui que quien cuyo der die das welche welcher welches cujo")

// complementizerVerb: verbs whose "that" opens what they say, not a
// relative clause ("says that", "shows that", "dice que", "montre que").
var complementizerVerb = mkSet("says said shows showed think thinks means so dice dijo muestra indica significa dit montre indique signifie sagt zeigt meint bedeutet diz mostra indica significa")

// labelOpens: toks[first] is a label (a colon follows it) and its
// statement runs from there to toks[j] in one clause: "#data: not posted
// yet", "Slack : pas encore envoyé".
func labelOpens(toks []token, first, j int) bool {
	return first+1 < j && toks[first+1].kind == tokPunct && toks[first+1].w == ":" && sameClause(toks, first+1, j)
}

// reportedBefore: a report verb ("says", "adds", "indique") comes before
// toks[i] (a complementizer): what follows is what the source says.
func reportedBefore(toks []token, i int, l *compiled) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if t := toks[k]; t.kind == tokWord && (l.report[t.w] != "" || addVerbs[t.w]) {
			return true
		}
	}
	return false
}

// addVerbs add a statement to a source's ("README.md adds that …").
var addVerbs = mkSet("adds added states stated requires required explains añade agrega exige explica ajoute precise exige explique ergänzt ergaenzt verlangt erklärt erklaert acrescenta exige explica")

// reportObjects are the objects of a reported sentence: files, hosts,
// addresses, code spans, names (a sentence's first word only when the
// user's message names it too), dates.
func (s *scanner) reportObjects(toks []token, first int) (out, names, topic []string) {
	if first >= 0 && first+1 < len(toks) && toks[first+1].kind == tokPunct && toks[first+1].w == ":" {
		// a labelled item ("- **worker**: 4 pods Running") is about its
		// label, when the user named it and it is no word of the lexicon
		t := toks[first]
		if _, noun := lookup(s.lang.nouns, t); len(t.w) >= 3 && !noun && !s.lang.stop[t.w] && !resourceNouns[t.w] && !discourseLabels[t.w] && objectKind(t) != "name" && s.inUserText(t.w) {
			out = appendUniq(out, s.text[t.start:t.end])
		}
	}
	if w, ok := s.metricCommandOpening(toks, first); ok {
		out = appendUniq(out, w) // "Uptime is 143 days" (commandsource.go)
	}
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if guessed(s.text, toks, k) {
			continue // "(#production ?)": a guess, asked about
		}
		if t.kind == tokCode {
			// a code span counts when the user named it too: in advice
			// beside a report, code spans are often recommendations
			// (a file named in a code span is what the report is about:
			// "En `src/config/pedidos.json` el timeout está a 8000 ms")
			if t.w != "" && len(t.w) <= 80 && !strings.ContainsAny(t.w, " =") && (s.inUserText(squash(t.w)) || codeFile(t.w)) && !(fileLike(t.w) && absentOne(toks, k)) {
				out = appendUniq(out, t.w)
			} else if knownCommandLine(t.w) && (s.doneBefore(toks, k) || s.reportsAfter(toks, k) || s.commandSourced(toks, k)) {
				// a command the report names ("J'en ai profité pour faire
				// un `git status` : l'arbre est propre"): some call ran it
				out = appendUniq(out, t.w)
			}
			continue
		}
		if t.kind != tokWord {
			continue
		}
		if d, n := dateAt(toks, k); n > 0 {
			out = appendUniq(out, d)
			k += n - 1
			continue
		}
		if idNouns[t.w] && k+1 < len(toks) && toks[k+1].kind == tokWord && len(toks[k+1].w) >= 2 && isAllDigits(strings.TrimPrefix(toks[k+1].w, "#")) {
			// a numbered thing, as in objects(): "PR 91", "order 8813"
			out = appendUniq(out, strings.TrimPrefix(toks[k+1].w, "#"))
			k++
			continue
		}
		if j, ok := matchPhrase(toks, k, s.lang.passNow); ok {
			if sk, end, ok := s.statusName(toks, j); ok {
				// "Acme Logistics is now Closed Lost": the status the
				// call set, its words an object each (joined, they are
				// the call's "closedlost", backing.go's joinedName)
				for m := sk; m < end; m++ {
					out = appendUniq(out, s.text[toks[m].start:toks[m].end])
				}
				k = end - 1
				continue
			}
		}
		if m, ok := monthNames[t.w]; ok && len(t.w) >= 4 && !ambiguousMonth[t.w] && (t.cap || s.lang.code != "en") && (k == first || k == first+1 && monthPreps[toks[first].w]) {
			// a month alone opening the report ("November revenue came
			// to …", "En noviembre se facturaron …"): the calls must be
			// about that month (a month later in a sentence is too often
			// a deadline or history: "end of life in April")
			out = appendUniq(out, monthObject(m))
			continue
		}
		if yearWord(t.w) && (k == first || k == first+1 && monthPreps[toks[first].w]) && !(k+1 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].w == "-") {
			// a year opening the report ("2026 gab es bisher 1.183
			// Stornos", "En 2026 se facturaron …"): a call that names a
			// year must name that one
			out = appendUniq(out, "year:"+t.w)
			continue
		}
		if wd, ok := weekdayNum[t.w]; ok && s.inUserText(t.w) && !contrastedBefore(toks, k) && !s.contrasted(toks, k) {
			// a weekday the user asked about ("am Mittwoch ist der
			// Kalender frei"): the calls' dates must hold that weekday
			out = appendUniq(out, "weekday:"+strconv.Itoa(wd))
			continue
		}
		if o, n := s.extraObject(toks, k); o != "" {
			out = appendUniq(out, o)
			if n > 1 {
				k += n - 1
			}
			if n > 0 {
				continue
			}
		}
		if monitoringSources[t.w] {
			out = appendUniq(out, s.text[t.start:t.end]) // "In Grafana liegt die Fehlerquote bei 0,02 %": a call must have read Grafana
			continue
		}
		if _, ok := resourceHay[t.w]; ok && (t.w != "build" || s.buildSubject(toks, k)) {
			out = appendUniq(out, t.w) // "RAM", "memoria": what the report is about
			continue
		}
		if objectKind(t) == "" && strings.ContainsAny(t.w, "-_") && len(t.w) >= 4 && (s.inUserText(t.w) || additiveSubject(toks, k, s.lang.code)) {
			out = appendUniq(out, s.text[t.start:t.end]) // "db-master", "invoice_items"; "nas-garage also replies" (additivesubject.go)
			continue
		}
		if slashPair(s.text[t.start:t.end]) || s.noPath(toks, k) {
			continue // "São Paulo/SP", "laptop/VPN", "Lese-/Schreibfehler" (objects.go)
		}
		switch objectKind(t) {
		case "", "version":
			continue
		case "date":
			if a, b, ok := strings.Cut(t.w, "/"); ok {
				if m, my := monthOfYear(a, b); my {
					out = appendUniq(out, monthObject(m)) // "Nov/26": a call must be about November
					out = appendUniq(out, slashYear(b))   // of 2026, when it names a year
				}
			}
			continue
		case "name":
			coord := s.coordinatedName(toks, k) // "Marta and Olu", "Jonas und Lea"
			if s.isLexical(t) || timeWords[t.w] || len(t.w) < 4 && !coord || absentOne(toks, k) || s.contrasted(toks, k) {
				continue
			}
			if s.lang.code == "de" && !coord && !(k > 0 && toks[k-1].kind == tokWord && placePreps[toks[k-1].w] && s.userCaps[trimPossessive(t.w)]) {
				// German capitalises every noun: the name must also be an
				// argument of some call (checked when backing); but a name
				// the user gave right after a place preposition ("in Köln")
				// is a proper name, an object of its own
				names = append(names, trimPossessive(strings.TrimRight(s.text[t.start:t.end], ".'")))
			}
			// a name is an object of the report when the user named it
			// (Tromsø, NOTICE): other capitalised words are too often
			// headings, products or (German) common nouns
			if !s.userCaps[trimPossessive(t.w)] {
				continue
			}
			if !bareFileNames[t.w] && !coord {
				topic = append(topic, trimPossessive(strings.TrimRight(s.text[t.start:t.end], ".'")))
			}
		}
		if strings.HasPrefix(t.w, "zc-receipt-") {
			continue
		}
		out = appendUniq(out, trimPossessive(strings.TrimRight(s.text[t.start:t.end], ".'")))
	}
	return out, names, topic
}

// doneBefore: a word of a past action (an auxiliary, a past form or a
// participle) comes before toks[k] in the sentence: "J'en ai profité
// pour faire un `git status`", not a step ("reload it: `systemctl
// reload x`") or a generic statement ("um `docker compose down -v`
// apaga tudo").
func (s *scanner) doneBefore(toks []token, k int) bool {
	l := s.lang
	for j := 0; j < k; j++ {
		t := toks[j]
		if t.kind != tokWord {
			continue
		}
		if _, ok := l.past1[t.w]; ok {
			return true
		}
		if _, ok := l.past[t.w]; ok {
			return true
		}
		if _, ok := matchPhrase(toks, j, l.aux); ok {
			return true
		}
	}
	return false
}

// reportsAfter: toks[k] (a command) is the subject of a report verb or
// a status within the next three words: "`df -h` zeigt, dass …",
// "`journalctl -u x` ne montre aucune erreur", "`make test` is green".
func (s *scanner) reportsAfter(toks []token, k int) bool {
	n := 0
	for j := k + 1; j < len(toks) && n < 3; j++ {
		t := toks[j]
		if t.kind != tokWord {
			return false // a clause ends: "reload it: `systemctl reload x`."
		}
		n++
		if s.lang.report[t.w] != "" || statusWords[t.w] {
			return true
		}
	}
	return false
}

// knownCommandLine: a code span holding a command line of a known
// program with its subcommand or option ("git status", "df -h"), short.
func knownCommandLine(w string) bool {
	f := strings.Fields(w)
	if len(f) < 2 || len(f) > 6 || strings.ContainsAny(w, "|;&<>$=") {
		return false
	}
	_, known := knownCommands[f[0]]
	return known && (isAllLetters(f[1]) || strings.HasPrefix(f[1], "-"))
}

// siteAddress: a path whose first part is a host ("go.dev/dl",
// "docs.python.org/3/library"): a web address written without its scheme.
func siteAddress(w string) bool {
	head, _, ok := strings.Cut(w, "/")
	if !ok {
		return false
	}
	dot := strings.LastIndexByte(head, '.')
	if dot <= 0 || dot+1 >= len(head) {
		return false
	}
	ext := head[dot+1:]
	return isAllLetters(ext) && len(ext) >= 2 && !fileExts[ext]
}

// bareFileNames are files named without an extension: a report naming one
// is about that file, not a topic.
var bareFileNames = mkSet("makefile dockerfile containerfile readme license licence notice changelog authors contributing gemfile procfile jenkinsfile vagrantfile rakefile brewfile justfile caddyfile codeowners")

// trimPossessive drops a possessive 's ("Domeneshop's").
func trimPossessive(w string) string {
	for _, suf := range []string{"'s", "’s", "'"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// nominalModal: modal words that are as often nouns ("Starter plan").
var nominalModal = mkSet("plan need needs")

// inUserText: the folded word occurs in a user message.
func (s *scanner) inUserText(w string) bool {
	for _, q := range s.quoted {
		if strings.Contains(q, w) {
			return true
		}
	}
	return false
}

// failWord: words of a failure report in any language, and HTTP error
// statuses.
func failWord(w string) bool {
	return allFail[w]
}

// failSentence: the sentence reports a failure (an error, a timeout, a
// refusal): what a tool answered then is an error, not a result.
func (s *scanner) failSentence(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && (s.lang.fail[t.w] || s.lang.fail[t.bare] || failWord(t.w)) {
			return true
		}
	}
	return false
}

var httpErrors = mkSet("401 403 404 405 408 429 500 502 503 504 gateway")

// RuleLiveValue: a money amount stated as a live personal value — an
// account balance, or an amount "right now" / "as of this morning" —
// needs a tool that reads it ("Your balance is £2,318.44 as of this
// morning", "Tu tarjeta tiene 12,30 € de saldo").
const RuleLiveValue = "live_value"

// liveValue finds such a sentence.
func (s *scanner) liveValue(toks []token, text string) (int, bool) {
	if !hasCurrency(text) && !currencyWordIn(toks, text) {
		return 0, false
	}
	money, live := -1, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if balanceWords[t.w] || recentWords[t.w] || liveWords[t.w] {
			live = true
		}
		if money < 0 && isDigit(t.w[0]) {
			money = i
		}
	}
	return money, live && money >= 0
}

// hasCurrency: text holds $, €, £ or ¥ (byte tests: ContainsAny with
// multi-byte runes decodes every rune of every sentence).
func hasCurrency(text string) bool {
	if strings.IndexByte(text, '$') >= 0 {
		return true
	}
	for i := strings.IndexByte(text, 0xC2); i >= 0 && i+1 < len(text); {
		if text[i+1] == 0xA3 || text[i+1] == 0xA5 { // £ ¥
			return true
		}
		j := strings.IndexByte(text[i+1:], 0xC2)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return strings.Contains(text, "€")
}

var balanceWords = mkSet("balance saldo solde guthaben kontostand")

var liveWords = mkSet("currently actualmente actuellement aktuell atualmente attualmente momenteel")

// doneReply: a short answer opening with a "done" word ("done 👍",
// "listo", "c'est fait", "erledigt") to a user's request for an action
// ("restart the worker", "borra tmp/") claims that action.
//
// user is the last user message, reqUser the one holding the request
// (the one before, in a follow-up turn: "Email the landlord …" / "What's
// the address?" / "x@y.co — did it go out?"). To such a follow-up
// question whether the thing is done, a yes is a done word
// (confirmreply.go).
func (s *scanner) doneReply(blocks []block, user, reqUser string) {
	for len(blocks) > 1 && !blocks[0].code && !hasWordTok(s.blockToks(blocks[0])) {
		blocks = blocks[1:] // "📧 NDA ➡️ …": an emoji segmented apart
	}
	if user == "" || len(blocks) == 0 || blocks[0].code {
		return
	}
	if !s.after || s.failedTurn {
		// (after a call of this turn, the call is what a yes reports on;
		// after calls that all failed, nothing came back for it to report)
		s.askKind, s.doneAsked = s.confirmAsked(user)
	}
	defer func() { s.askKind, s.doneAsked = "", false }()
	if reqUser != "" {
		user = reqUser
	}
	// a two-word answer tells little of its language ("fait ✔️" to "vire
	// tmp/debug.log"): the lexicon whose done word opens it and whose
	// request verb the user used is the one
	lang := s.lang
	defer func() { s.lang = lang }()
	if len(strings.TrimSpace(s.text)) < 40 {
		if l := doneLang(s, blocks[0], user); l != nil {
			s.lang = l
		}
	}
	s.doneReplyIn(blocks, user)
}

// hasWordTok: toks hold a word.
func hasWordTok(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord {
			return true
		}
	}
	return false
}

// doneLang: the lexicon, other than the detected one, with a done word
// among the answer's first three words and a request verb in the user's
// message.
func doneLang(s *scanner, b block, user string) *compiled {
	toks := s.blockToks(b)
	uts := tokenize(nil, user, 0, len(user))
	for _, l := range languages {
		if l == s.lang {
			continue
		}
		n, done := 0, false
		for _, t := range toks {
			if t.kind != tokWord {
				continue
			}
			if l.done[t.w] || l.ack[t.w] && !s.after { // ("hop, chambre à 20°": an acknowledgement, ackreply.go)
				done = true
				break
			}
			if n++; n == 3 {
				break
			}
		}
		if !done && !(s.doneAsked && yesOpens(toks)) {
			continue
		}
		for i, t := range uts {
			if _, _, ok := requestVerb(l, t.w); ok && t.kind == tokWord {
				return l
			}
			if t.kind == tokWord && isLightImperative(t.w) {
				if _, ok := lightRequest(uts, i); ok {
					return l // "Mach mir einen Termin …" "Erledigt 👍"
				}
			}
		}
	}
	return nil
}

func (s *scanner) doneReplyIn(blocks []block, user string) {
	b := blocks[0]
	if endsWithQuestion(s.text[b.start:b.end]) {
		return // "erledigt? nein, …"
	}
	toks := s.blockToks(b)
	if p := s.lang.politeOpening(toks); p > 0 {
		toks = toks[p:] // "Sauf erreur, c'est parti": the done word after the politeness (politehedge.go)
	}
	first, n, yes := -1, 0, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if (s.lang.done[t.w] || s.lang.done[t.bare]) && !outOf(toks, i) {
			first = i
			break
		}
		if s.doneAsked && yesWord(toks, i) && !s.yesQualified(toks[i+1:]) {
			first, yes = i, true // "Yep, it's out." to "did it go out?"
			break
		}
		if n++; n == 3 {
			break // "c'est fait", "ya está hecho", "tá feito": among the first words
		}
	}
	if first < 0 && (!s.after || s.failedTurn) {
		first = strandedParticle(toks, user) // (with no call made or none that worked: after one, the call is what the particle reports)
	}
	if first < 0 && (!s.after || s.failedTurn) && len(s.text) <= casualAnswerMax {
		if p := s.ackOpening(toks); p >= 0 && s.ackStateTold(toks, p, user) {
			first = p // "passt, HD-2240 ist zu" (ackreply.go)
		}
	}
	markEnd := b.end
	if len(blocks) > 1 && !hasWordTok(s.blockToks(blocks[1])) {
		markEnd = blocks[1].end // (a check mark segmented apart: "limpinho" / "✅")
	}
	if first < 0 && strings.ContainsAny(s.text[b.start:markEnd], "✅✔✓☑") {
		first = 0 // "limpinho ✅": a check mark says done (in the reply, not anywhere in a long answer)
		for first < len(toks) && toks[first].kind != tokWord {
			first++
		}
		if first == len(toks) {
			return
		}
	}
	if first < 0 {
		return
	}
	broke := false
	for k := first; k < len(toks); k++ {
		t := toks[k]
		broke = broke || t.kind == tokPunct
		if end, ok := matchPhrase(toks, k, s.lang.smooth); ok {
			k = end - 1 // "c'est parti sans souci": how it went, no negation
			continue
		}
		// (a modal in a later clause with no first-person subject predicts:
		// "done 👍 …, should be warm in 20 min"; "je vais le lancer" plans)
		if t.kind == tokWord && (s.lang.neg[t.w] || s.lang.modal[t.w] && (!broke || k > 0 && s.lang.subj[toks[k-1].w] || isModalContraction(t.w))) {
			return
		}
	}
	if len(user) > 600 {
		return // a long message is no bare request
	}
	kind := ""
	uts := tokenize(nil, user, 0, len(user))
	for i, t := range uts {
		if t.kind != tokWord {
			continue
		}
		if k, _, ok := requestVerb(s.lang, t.w); ok { // "Achète-moi", "bórralo", "kannst du … leeren"
			kind = k
			break
		}
		if isLightImperative(t.w) {
			if k, ok := lightRequest(uts, i); ok { // "fais le virement", "mach den Server neu"
				kind = k
				break
			}
		}
	}
	if kind == "" {
		kind = s.reqKind // a request with no verb ("licht im flur aus bitte")
	}
	if kind == "" {
		kind = s.followKind // the request before a follow-up, in its own language
	}
	if kind == "" && yes {
		kind = s.askKind // "hast du schon gefetcht?" "jep"
	}
	if kind == "" {
		return
	}
	c := Claim{Rule: RuleDone, Action: kind, Cue: s.text[toks[first].start:toks[first].end],
		Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: s.lang.code}
	if s.after {
		c.setValues(s.ellipsisAnchors(toks)) // "feito ✅ a da sala também": one more thing a call must be about
	}
	s.claims = append(s.claims, c)
}

// strandedParticle: among the first three words, the particle of a
// separable verb the user's request used ("Mach das Licht aus" → "Zack,
// aus 💡"; "turn the heater off" → "off ✅"; "doe het licht uit" → "uit"),
// standing alone (no complement after it: "Aus dem Log …" is a
// preposition): the requested state reported reached. Its index, or -1.
func strandedParticle(toks []token, user string) int {
	n := 0
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if n++; n > 3 {
			break
		}
		if !stateParticles[t.w] || i+1 < len(toks) && toks[i+1].kind == tokWord {
			continue
		}
		for _, u := range tokenize(nil, user, 0, len(user)) {
			if u.kind == tokWord && u.w == t.w {
				return i
			}
		}
	}
	return -1
}

// stateParticles are separable-verb particles that name a state reached
// (off, out; aus, an, zu, auf; uit, aan). Not "on" ("On it!" promises).
var stateParticles = mkSet("off aus an zu auf uit aan dicht")

// settingName: a failure word used as the name of a setting with its
// value ("30 s de timeout", "timeout: 30s", "a timeout of 90 s"), not a
// failure ("timeout after 30 s").
func settingName(toks []token, i int, conf *int) bool {
	if !settingWords[toks[i].w] {
		return false
	}
	if i+1 < len(toks) && toks[i+1].kind == tokWord && afterWords[toks[i+1].w] {
		return false
	}
	// only where the sentence is about a configuration: it names a file
	// or a setting ("api.yaml usa 30 s de timeout"); "got a 30-second
	// timeout from the API" stays a failure
	if *conf == 0 {
		*conf = -1
		for k, t := range toks {
			if t.kind == tokWord && (objectKind(t) == "path" || configWords[t.w] || settingEnvAt(toks, k)) || t.kind == tokCode {
				*conf = 1
				break
			}
		}
	}
	if *conf < 0 {
		return false
	}
	for k := max(i-3, 0); k < len(toks) && k <= i+settingValueReach; k++ {
		if k != i && toks[k].kind == tokWord && isDigit(toks[k].w[0]) && sameClause(toks, min(i, k), max(i, k)) {
			return true
		}
	}
	return i+1 < len(toks) && toks[i+1].kind == tokPunct && toks[i+1].w == ":"
}

var settingWords = mkSet("timeout timeouts")

var configWords = mkSet("config configuration setting settings configuracion ajuste parametre reglage einstellung konfiguration configuracao definicao")

var afterWords = mkSet("after tras despues apres nach apos dopo")

// placePreps: German prepositions a place name follows without an article
// ("in Köln", "nach Bonn"), folded.
var placePreps = mkSet("in nach aus fur bei")

// discourseLabels label a part of the answer, not a thing a call is about
// ("Summary: …", "Resumen: …").
var discourseLabels = mkSet(`summary total totals note notes answer overview conclusion result results status update next steps tldr tl;dr details detail reason cause fix recommendation verdict bottom
	resumen total nota respuesta conclusion resultado resultados estado detalles causa solucion recomendacion
	resume note reponse conclusion resultat resultats etat details cause solution recommandation
	zusammenfassung fazit antwort ergebnis ergebnisse status details ursache losung empfehlung hinweis
	resumo nota resposta conclusao resultado resultados estado detalhes causa solucao recomendacao`)

// ambiguousMonth: month names that are common words too.
var ambiguousMonth = mkSet("march mars marco marz mayo")

var monthPreps = mkSet("in for en durante au im fur no em")

// comparePreps: the prepositions of a comparison a month follows
// ("compared with October", "frente a octubre" reads "a": not here;
// "comparado con octubre", "par rapport à octobre" reads "à": not here;
// "im Vergleich mit Oktober", "gegenüber Oktober", "comparado com
// outubro", "vs. October"): the month is data the sentence compares.
var comparePreps = mkSet("with versus vs con avec mit gegenuber gegenueber com contra against")

// monthObject is the object of a month named alone: "month:11".
// yearWord: a year of this era written alone ("2026").
func yearWord(w string) bool {
	return len(w) == 4 && isAllDigits(w) && (w[:2] == "19" || w[:2] == "20")
}

func monthObject(m int) string { return "month:" + strconv.Itoa(m) }

// matchMonth: a call is about month m when it names the month (in any
// language, or abbreviated) or holds an ISO date or year-month in it.
func matchMonth(m int, hay string) bool {
	for w, n := range monthNames {
		if n == m && containsWord(hay, w) {
			return true
		}
	}
	for _, d := range compactDates(hay) {
		if d/100 == m {
			return true // "20241109"
		}
	}
	mm := fmt.Sprintf("-%02d", m)
	for k := range textDateKeys(hay) {
		if strings.HasPrefix(k, mm+"-") {
			return true // "12. Okt", "15-19 ene.": a short month beside a day
		}
	}
	for i := strings.Index(hay, mm); i >= 0; {
		if i >= 4 && isAllDigits(hay[i-4:i]) && (i+3 == len(hay) || !isDigit(hay[i+3])) {
			return true // 2026-11, 2026-11-30
		}
		j := strings.Index(hay[i+1:], mm)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// listItemAt: the word at i is the first of a Markdown list item ("- ",
// "* ", "2. ", "3) " before it on its line).
func listItemAt(text string, i int) bool {
	j := i
	for j > 0 && (text[j-1] == ' ' || text[j-1] == '\t' || text[j-1] == '*' && j >= 2 && text[j-2] == '*') {
		if text[j-1] == '*' {
			j-- // (both stars of a bold opening: "- **Monitoring** – …")
		}
		j--
	}
	if j == 0 {
		return false
	}
	switch c := text[j-1]; {
	case c == '-' || c == '*' || c == '+':
		j--
	case c == '.' || c == ')':
		j--
		n := 0
		for j > 0 && isDigit(text[j-1]) {
			j--
			n++
		}
		if n == 0 || n > 2 {
			return false
		}
	default:
		return false
	}
	for j > 0 && (text[j-1] == ' ' || text[j-1] == '\t') {
		j--
	}
	return j == 0 || text[j-1] == '\n'
}

// notYetIn: the sentence says something is not done yet ("not yet",
// "noch nicht", "todavía no", "aún no", "pas encore", "ainda não"): a
// list item saying so is a to-do, not a report.
func notYetIn(toks []token) bool {
	for k := 0; k+1 < len(toks); k++ {
		a, b := toks[k], toks[k+1]
		if a.kind != tokWord || b.kind != tokWord {
			continue
		}
		switch a.w {
		case "not", "noch", "pas", "ainda":
			if b.w == "yet" || b.w == "nicht" || b.w == "encore" || b.w == "nao" || b.w == "não" {
				return true
			}
		case "todavia", "todavía", "aun", "aún":
			if b.w == "no" {
				return true
			}
		}
	}
	return false
}

// clauseStartBefore: the index of the break (a comma, a semicolon, a
// dash) that opens the clause holding toks[i], after toks[cue]; i if none.
func clauseStartBefore(toks []token, cue, i int) int {
	for k := i - 1; k > cue; k-- {
		if t := toks[k]; t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == "—" || t.w == "-" || t.w == "(") {
			return k
		}
	}
	return i
}

// sourceContent: the change claim starting at toks[i] is said inside what
// a source reports, found earlier in the sentence ending at toks[end]
// ("notes.md says launch is Jan 14 … and it's blocked on the SOC2
// letter", "notes.md dit que le lancement est bloqué", "el log dice que
// el job se canceló"): the source's content, backed or not with the
// report that reads it. Not past a first-person subject ("…, and I
// restarted it") or a semicolon or dash that opens another statement.
func (s *scanner) sourceContent(toks []token, end, i int) bool {
	for k := end + 1; k < i && k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct && (t.w == ";" || t.w == "—" || t.w == "-" || t.w == "." || t.w == ":") {
			return false
		}
		if t.kind == tokWord && (firstPersons[t.w] || s.lang.subj[t.w] && !thirdSubjects[t.w]) {
			return false
		}
	}
	return true
}

// readKind: a claim of this kind reads a source that can say things (a
// file, a page, a record, a search), not a run's outcome ("Build passed").
func readKind(kind string) bool {
	return kind == KindRead || kind == KindFetch || kind == KindQuery || kind == KindSearch
}

// thirdSubjects: subject pronouns of the third person (the lexicons' subj
// lists hold the speaker's).
var thirdSubjects = mkSet("it they he she il elle ils elles er sie es ele ela eles elas")

// userPremise: the claim at toks[i] sits in a clause opening the
// sentence with a word of premise ("since", "puisque", "ya que", "da",
// "já que") about the user's thing ("Puisque ta branche est poussée, …",
// "Since your branch is pushed, …", "Ya que tu rama está subida, …"): the
// user's own claim taken as given, not a report.
func userPremise(toks []token, i int) bool {
	first := -1
	for k := 0; k < i && k < len(toks); k++ {
		if toks[k].kind == tokWord {
			first = k
			break
		}
	}
	if first < 0 {
		return false
	}
	w := toks[first].w
	k := first + 1
	if (w == "ya" || w == "ja" || w == "já" || w == "dado" || w == "visto" || w == "given") && k < len(toks) && (toks[k].w == "que" || toks[k].w == "that") {
		k++
	} else if !premiseWords[w] {
		return false
	}
	user, poss := false, false
	for ; k < i; k++ {
		if toks[k].kind == tokPunct {
			return false // the premise closed before the claim: "Since you've pushed it, the PR was merged"
		}
		if user && premiseBreak[toks[k].w] {
			return false // a second clause, the claim's own: "Since you asked the old backups were deleted"
		}
		poss = poss || toks[k].kind == tokWord && possessive2[toks[k].w]
		user = user || toks[k].kind == tokWord && (possessive2[toks[k].w] || premiseSubjects[toks[k].w])
	}
	if user && !poss && i < len(toks) && premiseBreak[toks[i].w] {
		return false // the user's action is active ("you've removed"); a passive is another subject's
	}
	return user
}

// premiseBreak: finite forms of "be" and passive auxiliaries, folded. In
// a premise after its subject they open a second clause that has no comma
// before it ("Since you asked the old backups were deleted", "Puisque tu
// le demandes les sauvegardes ont été supprimées"): the claim is that
// clause's, not the premise's. (A possessive premise's own copula is
// its claim, "Since your branch is pushed": the claim opens at it.)
var premiseBreak = mkSet("was were is are been ist sind war waren wurde wurden worden est sont etait etaient ont ete fut son fue fueron estan sao foi foram estava estavam estao")

var premiseWords = mkSet("since puisque comme da weil")

// premiseSubjects: the user as the premise's subject ("Since you've
// already removed the old backups, …", "Puisque vous avez déjà vidé le
// cache, …", "Da du den Pod schon gelöscht hast, …", "Como você já apagou
// a pasta, …"): the user's own action, taken as given. Folded.
var premiseSubjects = mkSet("you you've youve tu vous du ihr voce voces usted ustedes")

// pastedRelativeAfter: the source noun ending at toks[j] is the user's
// material by a relative clause with the user as subject ("d'après la
// sortie que tu as collée", "the output you pasted", "la salida que
// pegaste", "die Ausgabe, die du geschickt hast").
func pastedRelativeAfter(toks []token, j int) bool {
	for k := j + 1; k < len(toks) && k <= j+5; k++ {
		t := toks[k]
		if t.kind != tokWord {
			if t.w == "," && k == j+1 {
				continue // "die Ausgabe, die du …"
			}
			return false
		}
		if sharedWords[t.w] && k > j+1 || secondPersons[t.w] && k+2 < len(toks) && (sharedWords[toks[k+1].w] || sharedWords[toks[k+2].w] || k+3 < len(toks) && sharedWords[toks[k+3].w]) {
			return true
		}
	}
	return false
}

// onlyListNumber: block b is only the number of a numbered list item ("1.",
// "2)") at the start of a line.
func onlyListNumber(text string, b block) bool {
	m := strings.TrimSpace(text[b.start:b.end])
	if len(m) < 2 || len(m) > 3 || m[len(m)-1] != '.' && m[len(m)-1] != ')' || !isAllDigits(m[:len(m)-1]) {
		return false
	}
	return listMarkerAt(text, b.start)
}

// listMarkerAt: position i opens a line (after its indent).
func listMarkerAt(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i == 0 || text[i-1] == '\n'
}

// infinitive: a Romance infinitive ("rediriger", "subir", "atualizar")
// that no lexicon entry reads otherwise: a list item it opens is a step to
// take, not a report.
func (s *scanner) infinitive(t token) bool {
	if t.kind != tokWord || !t.plain || len(t.w) < 5 {
		return false
	}
	switch s.lang.code {
	case "es", "pt", "it":
		if !(strings.HasSuffix(t.w, "ar") || strings.HasSuffix(t.w, "er") || strings.HasSuffix(t.w, "ir") || s.lang.code == "it" && strings.HasSuffix(t.w, "re")) {
			return false
		}
	case "fr":
		if !(strings.HasSuffix(t.w, "er") || strings.HasSuffix(t.w, "ir") || strings.HasSuffix(t.w, "re")) {
			return false
		}
	default:
		return false
	}
	l := s.lang
	if _, ok := l.part[t.w]; ok {
		return false
	}
	if _, ok := l.past[t.w]; ok {
		return false
	}
	if _, ok := l.nouns[t.w]; ok {
		return false
	}
	return !l.stop[t.w]
}

// buildSubject: "build" at toks[k] is the build as a subject ("the build
// is green", "o build também terminou", "le build se termine"), not a
// modifier ("the build box") or a verb ("builds on node:20").
func (s *scanner) buildSubject(toks []token, k int) bool {
	if k == 0 || toks[k-1].kind != tokWord || !definite[toks[k-1].w] || k+1 >= len(toks) || toks[k+1].kind != tokWord {
		return false
	}
	n := toks[k+1].w
	if _, ok := s.lang.report[n]; ok {
		return true
	}
	if _, ok := s.lang.past[n]; ok {
		return true
	}
	return s.lang.stop[n] || alsoWords[n] || s.lang.neg[n]
}

// alsoWords: "too", "also", "either" in five languages, folded.
var alsoWords = mkSet("also too either tambien tampoco aussi non plus auch ebenfalls tambem")

// coordinatedName: the name at toks[k] follows "and" (any language) right
// after another name, and the user named both: a second recipient, city
// or person beside the first ("both Marta and Olu", "Jonas und Lea"), an
// object of its own even when short or a German noun-like word.
func (s *scanner) coordinatedName(toks []token, k int) bool {
	if k < 2 || len(toks[k].w) < 3 || !s.userCaps[trimPossessive(toks[k].w)] {
		return false
	}
	j := k - 1
	if toks[j].kind == tokWord && namePreps[toks[j].w] {
		j-- // "a Lucía y a Andrés", "à Rita e ao Tiago"
	}
	if j < 1 || toks[j].kind != tokWord || !andWords[toks[j].w] {
		return false
	}
	p := toks[j-1]
	if p.kind == tokWord && namePreps[p.w] && j >= 2 {
		p = toks[j-2]
	}
	return p.kind == tokWord && p.cap && s.userCaps[trimPossessive(p.w)] && !s.isLexical(p)
}

var (
	andWords  = mkSet("and und et y e i en")
	namePreps = mkSet("a ao a an to al")
)

// weekdayNum: unambiguous weekday names, folded, to time.Weekday numbers
// (Portuguese "segunda", "quinta", "sexta" are ordinals too: only their
// "-feira" forms).
var weekdayNum = func() map[string]int {
	m := map[string]int{}
	for _, ws := range []string{
		"sunday monday tuesday wednesday thursday friday saturday",
		"domingo lunes martes miercoles jueves viernes sabado",
		"dimanche lundi mardi mercredi jeudi vendredi samedi",
		"sonntag montag dienstag mittwoch donnerstag freitag samstag",
		"domingo segunda-feira terca-feira quarta-feira quinta-feira sexta-feira sabado",
	} {
		for i, w := range strings.Fields(ws) {
			m[w] = i
		}
	}
	return m
}()

// headingAt: the line holding text[i] is a Markdown heading ("# …" to
// "###### …"). It looks back at most maxHeading bytes for the line's start:
// a heading is short, and scanning every sentence of a long line back to
// its start would be quadratic.
func headingAt(text string, i int) bool {
	from := max(0, i-maxHeading)
	ls := strings.LastIndexByte(text[from:i], '\n') + 1 + from
	if ls == from && from > 0 {
		return false // the line started further back: no heading
	}
	ln := strings.TrimLeft(text[ls:], " ")
	n := 0
	for n < len(ln) && n < 7 && ln[n] == '#' {
		n++
	}
	return n >= 1 && n <= 6 && n < len(ln) && ln[n] == ' '
}

// maxHeading is the longest heading line headingAt looks back over.
const maxHeading = 512

// codeFile: a code span naming a file ("src/config/pedidos.json",
// "settings.py"), not a command, a setting or a value.
func codeFile(w string) bool {
	if strings.Contains(w, "://") || strings.HasPrefix(w, "-") || strings.ContainsAny(w, "=:$*?()<>") {
		return false
	}
	dot := strings.LastIndexByte(w, '.')
	return dot > 0 && dot+1 < len(w) && fileExts[strings.ToLower(w[dot+1:])] && strings.LastIndexByte(w, '/') < dot
}

// unreadCount: a count of unread messages ("Tienes 3 correos sin leer",
// "Tu as 3 mails non lus", "You have 4 unread emails", "Du hast 2
// ungelesene Mails", "Tens 5 e-mails não lidos"): the user's inbox as it
// is now; the count may be written in letters ("Du hast zwei ungelesene
// Mails", "Você tem dois e-mails não lidos"), and English "unread" may
// stand for the noun ("You've got two unread from HR"). It returns the
// count.
func unreadCount(toks []token) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || !(isDigit(t.w[0]) && isAllDigits(t.w) || letterCounts[t.w]) {
			continue
		}
		if k+1 < len(toks) && toks[k+1].w == "unread" {
			return k, true
		}
		noun := -1
		for m := k + 1; m < len(toks) && m <= k+3; m++ {
			if toks[m].kind == tokWord && (messageNouns[toks[m].w] || toks[m].w == "mails" || toks[m].w == "emails" || toks[m].w == "correos" || toks[m].w == "e-mails") {
				noun = m
				break
			}
		}
		if noun < 0 {
			continue
		}
		for m := k + 1; m < len(toks) && m <= noun+3; m++ {
			u := toks[m]
			if u.kind != tokWord {
				continue
			}
			if unreadWords[u.w] {
				return k, true
			}
			if m+1 < len(toks) && toks[m+1].kind == tokWord && (u.w == "sin" && toks[m+1].w == "leer" || u.w == "non" && (toks[m+1].w == "lus" || toks[m+1].w == "lu") || (u.w == "nao" || u.w == "não") && (toks[m+1].w == "lidos" || toks[m+1].w == "lidas")) {
				return k, true
			}
		}
	}
	return 0, false
}

var unreadWords = mkSet("unread ungelesen ungelesene ungelesenen ungelesener")

// monitoringSources: products a report's figures can come from; named in
// a turn report, some call must have read them.
var monitoringSources = mkSet("grafana kibana datadog sentry prometheus cloudwatch splunk loki pagerduty opsgenie pingdom uptimerobot newrelic")

// currencyWordIn: a figure and a currency written as a word or code
// ("1.438 pesos", "49 euros", "120 USD", "R$ 18.000" has its sign).
func currencyWordIn(toks []token, text string) bool {
	for k := 0; k+1 < len(toks); k++ {
		// (a map access only after a figure)
		if t := toks[k]; t.kind == tokWord && isDigit(t.w[0]) && toks[k+1].kind == tokWord && currencyWords[toks[k+1].w] {
			return true
		}
	}
	return false
}

var currencyWords = mkSet("pesos peso euros euro dolares dollars dollar reais real francs franken libras pounds usd eur gbp chf mxn ars brl clp cop")

// announcesLookup: text (a short earlier answer) announces a look-up in
// the answer's language ("Ich schau mal nach!", "Deixa eu ver aqui").
func (s *scanner) announcesLookup(text string) bool {
	toks := tokenize(nil, text, 0, len(text))
	for k := range toks {
		if _, ok := matchPhrase(toks, k, s.lang.announce); ok {
			return true
		}
	}
	return false
}

// PriorAnswer is the text of the assistant message right before the last
// user message of messages, when that message made no tool call
// (Options.Prior). ReadHistory reads the same as History.Prior in the pass
// it makes anyway; this is for a caller without a History.
func PriorAnswer(messages gjson.Result) string {
	arr := messages.Array()
	u := -1
	for i := len(arr) - 1; i >= 0; i-- {
		if arr[i].Get("role").Str == "user" {
			u = i
			break
		}
	}
	if u < 1 {
		return ""
	}
	m := arr[u-1]
	if m.Get("role").Str != "assistant" || m.Get("tool_calls.#").Int() > 0 {
		return ""
	}
	return MessageText(m.Get("content"))
}

// worthWords recommend a source or an action ("is worth a look", "lohnt
// sich", "vale la pena", "vaut le coup", "vale a pena"): advice, not a
// report.
var worthWords = mkSet("worth lohnt lohnen pena vaut")

// failListed: a failure word that introduces the things failing ("Fallan
// dos: worker-7b …", "Two jobs fail: …", "Failing: …", "Échouent : …"):
// what the call returned, not the call's failure.
func failListed(toks []token, i int) bool {
	// the failure word opens the sentence ("Fallan dos:", "Failing:") or
	// follows a count of things ("Two jobs fail:", "3 pods fallan:"); "GitHub
	// refused: …", "La llamada falló: …" are the call's failure
	switch {
	case i == 0:
	case i >= 2 && toks[i-1].kind == tokWord && !callNouns[toks[i-1].w] && toks[i-2].kind == tokWord && (isDigit(toks[i-2].w[0]) || numberWords[toks[i-2].w]) && (i == 2 || toks[i-3].kind == tokPunct):
	default:
		return false
	}
	k := i + 1
	if k < len(toks) && toks[k].kind == tokWord && (isDigit(toks[k].w[0]) || numberWords[toks[k].w]) {
		k++
	}
	return k < len(toks) && toks[k].kind == tokPunct && toks[k].w == ":" && k+1 < len(toks)
}

var numberWords = mkSet("two three four five dos tres cuatro cinco deux trois quatre cinq zwei drei vier fünf dois duas três quatro cinco")

// callNouns name a call itself: its failure is the call's.
var callNouns = mkSet("call request query api tool connection llamada peticion solicitud consulta herramienta conexion appel requete outil connexion aufruf anfrage abfrage verbindung chamada requisicao consulta ferramenta conexao")

// contrastNegs are the bare negations that, right before a thing, say
// which one the report is not about (", not Wednesday", "no el jueves",
// "pas mercredi", "nicht am Mittwoch", "não na quarta"); words such as
// "nothing" or "nada" report on the thing instead ("nothing on Friday").
var contrastNegs = mkSet("not no pas nicht não non")

// contrastArticles may stand between such a negation and the thing.
var contrastArticles = mkSet("the on el la le am an o a na no")

// contrastedBefore: toks[k] follows a bare negation or "instead of", with
// at most an article or preposition between: the report says it is not
// about toks[k] (a weekday the user asked for, corrected: "the retro got
// created for Tuesday 8 Dec, not Wednesday").
func contrastedBefore(toks []token, k int) bool {
	j := k - 1
	if j >= 1 && toks[j].kind == tokWord && contrastArticles[toks[j].w] && toks[j-1].kind == tokWord && (contrastNegs[toks[j-1].w] || endsInsteadOf(toks, j-1)) {
		return true
	}
	return j >= 0 && toks[j].kind == tokWord && (contrastNegs[toks[j].w] || endsInsteadOf(toks, j))
}

// contrastPreps and contrastYets may stand, with articles and names,
// between a bare negation and the thing it sets aside ("não para o
// Porto em Portugal", "pas encore pour dimanche", "not yet for prod",
// "nicht für Sonntag", "no todavía en `develop`").
var contrastPreps = mkSet("for to in at of from pour de du des en sur para em do da dos das por del al con für fur auf von vom zum zur im celui celle ese esa esse essa that this")
var contrastYets = mkSet("yet encore ainda todavia aun noch")

// contrasted: toks[k] is set aside by a bare negation before it, with at
// most four articles, prepositions, words of "yet" or names between
// and no verb: what the sentence says it is not about (", não a
// develop", ", pas encore pour dimanche", "et pas encore celui de
// prod"). Portuguese "no" is "in the" ("no Porto"), no negation.
func (s *scanner) contrasted(toks []token, k int) bool {
	for j := k - 1; j >= 0 && j >= k-5; j-- {
		t := toks[j]
		if t.kind != tokWord {
			return false
		}
		if contrastNegs[t.w] && !(t.w == "no" && s.lang.code == "pt") || endsInsteadOf(toks, j) {
			return true
		}
		if !contrastArticles[t.w] && !contrastPreps[t.w] && !contrastYets[t.w] && !t.cap {
			return false
		}
	}
	return false
}

// liveQuote: a market price stated as live, in every language: a quoted
// instrument (an index, a coin, a currency pair) or a verb of quotation,
// a figure within eight words after it, and a word of now in the
// sentence ("Der DAX steht aktuell bei 20.184 Punkten", "À l'instant le
// BTC cote 87 412 €", "Ahora mismo el EUR/USD cotiza a 1,0874", "Bitcoin
// is trading at $97,300 right now", "O Ibovespa está agora em 128 mil
// pontos"). A live price is read from a data source; without a word of
// now it may be a fact of reference ("le CAC 40 a fini 2024 à 7 380
// points"). Not after a negation in the quote word's clause.
func (s *scanner) liveQuote(toks []token) (int, bool) {
	q, now := -1, false
	for i, t := range toks {
		if t.kind == tokWord && len(t.w) >= 3 && (quoteInstruments[t.w] || quoteVerbs[t.w]) {
			q = i
			break
		}
	}
	if q < 0 {
		return 0, false // (most sentences: the words of now are looked up only after a quote)
	}
	for _, t := range toks {
		if t.kind == tokWord && (liveWords[t.w] || quoteNowWords[t.w] || s.lang.now[t.w]) {
			now = true
			break
		}
	}
	if !now {
		return 0, false
	}
	for k := q - 1; k >= 0 && toks[k].kind != tokPunct; k-- {
		if toks[k].kind == tokWord && s.lang.neg[toks[k].w] {
			return 0, false
		}
	}
	for k := q + 1; k < len(toks) && k <= q+8; k++ {
		if toks[k].kind == tokWord && isDigit(toks[k].w[0]) {
			return k, true
		}
	}
	return 0, false
}

// quoteInstruments name a market price (indices, coins, currency pairs,
// commodities), folded; quoteVerbs state one.
var (
	quoteInstruments = mkSet("dax mdax ibex ibex35 cac nasdaq dow ftse nikkei stoxx ibovespa bitcoin btc ethereum eth eur/usd usd/eur gbp/usd eur/gbp usd/brl eur/brl usd/mxn usd/ars brent wti")
	quoteVerbs       = mkSet("cotiza cotizaba cote cotait cota cotado cotada notiert notierte trading trades quoted echange s'echange negocia handelt")
	quoteNowWords    = mkSet("now ahora ahorita instant l'instant moment momento maintenant jetzt gerade agora ora")
)

// unnegatedFigureBefore: the index of a figure or a code span in a clause
// (split at punctuation) from first up to the clause of j, when that
// clause holds no negation nor failure word of its own and is no label
// (a clause a colon closes); -1 when none does. A negated failure verb tells its own clause's failure, not an
// earlier clause's figure ("Martes 24: dentista a las 10; el CRM no
// respondió"); "La mise à jour n'est pas passée : le CRM n'a pas répondu
// dans les 30 s" has no unnegated clause before it.
func unnegatedFigureBefore(toks []token, first, j int, l *compiled) int {
	if first < 0 {
		first = 0
	}
	fig, neg := -1, false
	for k := first; k < j && k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w != "\"" && t.w != "'" && t.w != "." && t.w != "/" {
			if fig >= 0 && !neg && t.w != ":" { // (not a label: "db-02: não consegui checar")
				return fig
			}
			fig, neg = -1, false
			continue
		}
		if t.kind == tokCode || t.kind == tokWord && hasDigit(t.w) {
			if fig < 0 {
				fig = k
			}
			continue
		}
		if t.kind == tokWord && (l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't") || l.fail[t.w] || l.fail[t.bare] || failWord(t.w)) {
			neg = true
		}
	}
	return -1
}

// valueAfterBreak: after a colon or a dash, the sentence gives a figure
// ("Let me re-run it for Portland, ME — 2 °C and snow", "Laisse-moi
// relancer pour Lyon : 9 °C"): the look-up is not to come, its value is
// stated; not a list's number ("two things: 1) …").
func valueAfterBreak(toks []token, first int) bool {
	brk := false
	for k := first + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct {
			brk = brk || t.w == ":" || t.w == "—" || t.w == "–"
			continue
		}
		if brk && t.kind == tokWord && hasDigit(t.w) && !(k+1 < len(toks) && toks[k+1].kind == tokPunct && (toks[k+1].w == ")" || toks[k+1].w == ".")) {
			return true
		}
	}
	return false
}
