package claims

import "strings"

// Action kinds of claims and tools.
const (
	KindRun    = "run"    // run or execute a command, script, build or test
	KindRead   = "read"   // read or open a file or document
	KindList   = "list"   // list a directory or resources
	KindSearch = "search" // search or look something up
	KindFetch  = "fetch"  // fetch a URL, call an API, get live data
	KindQuery  = "query"  // query a database
	KindSend   = "send"   // send, post, message, notify, invite
	KindCheck  = "check"  // check a live service, status or value
	KindWrite  = "write"  // create, change, delete, book, cancel
	KindOutput = "output" // text presented as a tool's output
)

// Lang is the lexicon of one language. Every entry is written in natural
// spelling and folded (lowercase, no accents) when the language is
// registered, so lookups compare folded words.
//
// Multi-word entries ("looked up", "acabo de") are matched word by word.
// Verb tables map a surface form to the action kind it claims.
type Lang struct {
	Code string
	// Stop words that identify the language (detection).
	Stop string
	// Subj: first-person subject pronouns ("I", "we").
	Subj string
	// Aux: first-person perfect auxiliaries, followed by a participle
	// ("I have", "he", "j'ai", "habe").
	Aux string
	// Pass: passive or impersonal auxiliaries, followed by a participle
	// ("was", "has been", "fue", "a été", "wurde").
	Pass string
	// PassNow: present passive auxiliaries ("is", "are now") that claim
	// only with a participle of a change (deployed, sent, booked): "the
	// meeting is booked"; "the file is read at start-up" describes.
	PassNow string
	// Near: "have just" constructions followed by an infinitive
	// ("acabo de", "je viens de").
	Near string
	// After: "after doing" markers followed by an infinitive or gerund.
	After string
	// Past1: finite past forms that are first person by themselves
	// ("ejecuté", "verifiquei"): a claim with no subject needed.
	Past1 string
	// Past: simple past forms that claim with a first-person subject, or at
	// the start of a sentence ("ran", "checked"); also the 3rd-person forms
	// used impersonally after Impers.
	Past string
	// Impers: an impersonal marker before a 3rd-person past ("se").
	Impers string
	// Part: past participles (after Aux or Pass, or opening a sentence).
	Part string
	// Inf: infinitives and gerunds (after Near or After).
	Inf string
	// Weak: verbs that claim only with a concrete object after them (a
	// path, host, address, channel or key): "I updated config.yaml" is a
	// claim, "I updated the function below" is an edit of the answer.
	Weak string
	// Light: light verbs ("made", "did", "hecho") that claim with an
	// action noun or a code span right after them.
	Light string
	// Nouns: action and tool nouns ("search", "query", "output", "API").
	Nouns string
	// Report: verbs reporting a result, past or present ("returned",
	// "shows", "devolvió"), with a tool noun, code span or file as subject.
	Report string
	// Source: "according to" markers before a tool noun or code span.
	Source string
	// Labels: output labels opening a line ("Output:", "Ergebnis:").
	Labels string
	// Neg: negation words. Modal: modality, future, offers, wishes.
	// Cond: conditionals. Hypo: example or hypothetical markers. Said:
	// reported speech ("you said").
	Neg, Modal, Cond, Hypo, Said string
	// Replied: past forms of a third party's reply ("replied", "contestó",
	// "geantwortet", "répondu", "respondeu"): with "already" and a quote
	// after a colon, the answer reads a message no call fetched
	// (quotedreply.go).
	Replied string
	// Receipt: receipt nouns ("receipt", "recibo", "reçu", "Beleg"), and
	// Sending: nouns of a message's sending ("send", "envío", "Versand"):
	// "that receipt is the send to …" vouches for a send (receiptvouch.go).
	Receipt, Sending string
	// Polite: set phrases of politeness that open a sentence and hedge
	// nothing ("if I'm not mistaken", "si no me equivoco", "sauf erreur",
	// "wenn ich mich nicht irre", "se não me engano"): the sentence is
	// read without them (politehedge.go).
	Polite string
	// Smooth: "without" and a trouble noun ("without issues", "sin
	// problemas", "sans souci", "ohne Probleme", "sem problemas"): how an
	// action went, not a negation of it (doneReplyIn).
	Smooth string
	// Request: imperative action verbs of a user's request ("restart",
	// "borra", "relance", "lösch", "apaga"), by kind: a short "done" answer
	// to such a request claims the action.
	Request string
	// Now: "now" words; a present state stated with one, in answer to a
	// request for a change, claims the change ("your status now says …").
	Now string
	// Done: words of a short "done" answer ("done", "listo", "fait",
	// "erledigt", "feito").
	Done string
	// Yes: reply words of assent ("yep", "sí", "ouais", "jep", "sim"):
	// opening a short answer to the user's question whether the action
	// they asked for is done, they claim it (confirmreply.go).
	Yes string
	// Ack: words acknowledging a request ("ok", "passt", "hop", "vale",
	// "beleza", "all set"): opening a short answer to a request for a
	// change, with no call made, before the requested thing told in its
	// new state, they report the change done (ackreply.go).
	Ack string
	// DoneAsk: words a short question asks with whether a thing is done
	// ("yet", "ya", "déjà", "schon", "já", "out", "raus"); a past form
	// or a participle of an action asks it too (confirmreply.go).
	DoneAsk string
	// Announce: phrases announcing a look-up ("let me check", "je
	// regarde", "ich schaue nach"): specific content after them, with no
	// call made, is presented as what the look-up found.
	Announce string
	// Imper: words opening an instruction or an offer to the user ("run",
	// "try", "ejecuta", "lancez"): the sentence tells, it does not report.
	Imper string
	// Fail: words of an honest failure report ("timed", "unreachable",
	// "falló", "échoué"): the sentence reports that a call failed.
	Fail string
	// FailNeg: verbs that report a failure when negated ("did not
	// respond", "n'a pas répondu", "nicht erreichbar").
	FailNeg string
	// Derive: words and phrases of the answer's own arithmetic or
	// inference ("total", "average", "per", "which is", "en total"): the
	// figures of such a sentence may be computed, not returned (values.go).
	Derive string
	// Approx: approximation words before a figure ("about", "unos",
	// "environ", "etwa", "cerca"): a rounded or estimated figure.
	Approx string
	// State: present copulas that state a thing's state ("is", "están",
	// "est", "ist", "está"), optionally with "now" or "already": with a
	// participle of the change the user asked for, no call made, they
	// claim it ("Your taxi is booked", "Las luces ya están apagadas").
	State string
	// Held: phrases of a recipient holding a thing ("has", "is with",
	// "obra en poder de", "est entre les mains de", "liegt bei", "está
	// com"): with "already" or "now", in answer to a request to send or
	// hand it over and no call that did, they claim the send
	// (heldstate.go).
	Held string
	// Gone: phrases of a thing's absence after a change ("no longer
	// exists", "ya no existe", "n'existe plus", "existiert nicht mehr",
	// "já não existe"): in answer to a request for a change, with no call
	// that could make it, they state the change's result (gonestate.go).
	Gone string
	// Next: words of the speaker's next step ("next", "gleich", "als
	// Nächstes", "ahora", "ensuite", "em seguida"): with the speaker's
	// present of doing ("Den Montag schaue ich gleich nach", "Reviso ahora
	// el martes 24"), a clause tells a look-up still to do (nextstep.go).
	Next string
	// Present1: first-person presents of doing that the Inf list does not
	// derive ("hago", "compruebo", "faço"; es and pt, whose present names
	// no subject). Perceive: presents of perceiving or having ("veo",
	// "sehe", "je vois", "seeing", "tenho"): with "now" they report what
	// is there, no step (nextstep.go).
	Present1, Perceive string
	// Absent: words opening a finding of nothing ("no", "nothing", "not a
	// single", "ningún", "no aparece", "aucune", "keine", "nenhum"): with
	// one of the user's live stores as its place and no call made, the
	// absence is what a look into it returned (absentfinding.go).
	Absent string
	// Confirm: a first-person formal confirmation opening a sentence ("I
	// can confirm", "le confirmo", "je vous confirme", "ich kann Ihnen
	// bestätigen", "posso confirmar-lhe"): followed by a live state, it
	// asserts what a check found (formalconfirm.go). Told: the user's own
	// statement ("as you said", "ce que vous disiez", "wie Sie sagten"): a
	// confirmation of it reports no check.
	Confirm, Told string
	// Operate: pasts and participles of operating a running system
	// (start, stop, restart, deploy, install, trigger): a run claim with
	// one changes that system, which a look-up tool cannot do
	// (operatedrun.go).
	Operate string
	// Counted: the common entities a query counts, by entity ("order:
	// orders", "people: customers users sign-ups"), and Filtered: the
	// status values and days a query filters on ("open:", "closed:",
	// "yesterday:"): a count reported after a query must name what the
	// query counted (countednoun.go).
	Counted, Filtered string
	// Recent: words dating a commit by when it was made ("last",
	// "latest", "yesterday", "último", "dernier", "letzte", "ontem"):
	// beside "commit" they report git's history, which only a call that
	// read it can back (commithistory.go).
	Recent string
}

// compiled is a Lang ready for lookups.
type compiled struct {
	code                                             string
	stop, subj, neg, modal, cond, hypo, said, impers set
	replied, receipt, sending                        set
	operate                                          set // (operatedrun.go)
	polite, smooth                                   phrases
	imper, fail, failNeg                             set
	trig                                             set // fast.go
	cls                                              map[string]uint16
	lexCls                                           []uint16 // cls by lexicon table id (lex.go), nil before initFast
	lexRule                                          []uint32 // ruleBitsMap by lexicon table id (rulebits.go), nil before initFast
	// accented: Said and Cond words whose entry has an accent ("tú"):
	// written without it ("tu", your) they are another word
	accented                                           set
	aux, pass, passNow, near, after, source, labels    phrases
	announce                                           phrases
	past1, past, part, inf, weak, light, nouns, report map[string]string
	request                                            map[string]string
	done                                               set
	yes, doneAsk                                       set
	ack                                                set // (ackreply.go)
	now                                                set
	derive                                             phrases
	approx                                             set
	state                                              phrases
	held                                               phrases
	gone                                               phrases
	next                                               phrases
	present1, perceive                                 set
	absent                                             phrases
	confirm, told                                      phrases
	counted, filtered                                  map[string]string // (countednoun.go)
	recent                                             set               // (commithistory.go)
}

type set map[string]bool

// phrases holds multi-word entries by first word.
type phrases map[string][][]string

func words(s string) []string { return strings.Fields(fold(s)) }

func mkSet(s string) set {
	m := make(set)
	for _, w := range words(s) {
		m[w] = true
	}
	return m
}

func mkPhrases(s string) phrases {
	m := make(phrases)
	for _, p := range strings.Split(s, "|") {
		ws := words(p)
		if len(ws) > 0 {
			m[ws[0]] = append(m[ws[0]], ws)
		}
	}
	return m
}

// mkKinds parses "kind: w w w; kind: w w" into word → kind.
func mkKinds(s string) map[string]string {
	m := make(map[string]string)
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' }) {
		k, ws, ok := strings.Cut(part, ":")
		if !ok {
			continue
		}
		k = strings.TrimSpace(k)
		for _, w := range words(ws) {
			if _, dup := m[w]; !dup {
				m[w] = k
			}
		}
	}
	return m
}

func compile(l *Lang) *compiled {
	c := compileRaw(l)
	inflectParticiples(c)
	diminutives(c)
	separableParticiples(c)
	c.accented = set{}
	for _, w := range strings.Fields(l.Said + " " + l.Cond) {
		if f := fold(w); f != strings.ToLower(w) {
			c.accented[f] = true
		}
	}
	return c
}

// plainForm: t is written without the accent its lexicon entry has
// ("tu" for "tú").
func (l *compiled) plainForm(t token) bool {
	return l.accented[t.w] && t.end-t.start == len(t.w)
}

// inflectParticiples adds the feminine and plural forms of Romance
// participles (ejecutado → ejecutada, ejecutados, ejecutadas; lancé →
// lancée, lancés, lancées), so a lexicon lists each verb once.
func inflectParticiples(c *compiled) {
	var ends [][2]string
	switch c.code {
	case "es", "pt":
		ends = [][2]string{{"ado", "ada ados adas"}, {"ido", "ida idos idas"}, {"to", "ta tos tas"}, {"cho", "cha chos chas"}}
	case "it":
		ends = [][2]string{{"ato", "ata ati ate"}, {"ito", "ita iti ite"}, {"uto", "uta uti ute"}}
	case "fr":
		ends = [][2]string{{"e", "ee es ees"}, {"i", "ie is ies"}, {"u", "ue us ues"}, {"t", "te ts tes"}}
	default:
		return
	}
	add := map[string]string{}
	for w, kind := range c.part {
		for _, e := range ends {
			if strings.HasSuffix(w, e[0]) && len(w) > len(e[0])+2 {
				stem := w[:len(w)-len(e[0])]
				for _, suf := range strings.Fields(e[1]) {
					if _, ok := c.part[stem+suf]; !ok {
						add[stem+suf] = kind
					}
				}
				break
			}
		}
	}
	for w, k := range add {
		c.part[w] = k
	}
}

// diminutives adds the diminutive forms Portuguese and Spanish speakers
// give a participle or a done word in a casual reply (apagado →
// apagadinho, apagadinha …; feito → feitinho; pronto → prontinho;
// apagado → apagadito, hecho → hechito, listo → listito): the same
// participle, told with affection, so the same claim.
func diminutives(c *compiled) {
	var ends []string
	switch c.code {
	case "pt":
		ends = []string{"inho", "inha", "inhos", "inhas"}
	case "es":
		ends = []string{"ito", "ita", "itos", "itas"}
	default:
		return
	}
	add := map[string]string{}
	for w, kind := range c.part {
		if len(w) > 4 && w[len(w)-1] == 'o' {
			for _, e := range ends {
				if _, ok := c.part[w[:len(w)-1]+e]; !ok {
					add[w[:len(w)-1]+e] = kind
				}
			}
		}
	}
	for w, k := range add {
		c.part[w] = k
	}
	var done []string
	for w := range c.done {
		if len(w) > 3 && w[len(w)-1] == 'o' {
			for _, e := range ends {
				done = append(done, w[:len(w)-1]+e)
			}
		}
	}
	for _, w := range done {
		c.done[w] = true
	}
}

// undiminished is the plain participle of a diminutive one ("trancadinha"
// → "trancada", "apagadito" → "apagado"), or w itself: a state a look-up
// returned is compared in its plain form.
func undiminished(w string) string {
	for _, e := range [...][2]string{{"dinhos", "dos"}, {"dinhas", "das"}, {"dinho", "do"}, {"dinha", "da"}, {"ditos", "dos"}, {"ditas", "das"}, {"dito", "do"}, {"dita", "da"}} {
		if strings.HasSuffix(w, e[0]) && len(w) > len(e[0])+2 {
			return w[:len(w)-len(e[0])] + e[1]
		}
	}
	return w
}

func compileRaw(l *Lang) *compiled {
	return &compiled{
		code: l.Code, stop: mkSet(l.Stop), subj: mkSet(l.Subj), neg: mkSet(l.Neg), modal: mkSet(l.Modal),
		cond: mkSet(l.Cond), hypo: mkSet(l.Hypo), said: mkSet(l.Said), impers: mkSet(l.Impers), replied: mkSet(l.Replied),
		receipt: mkSet(l.Receipt), sending: mkSet(l.Sending), operate: mkSet(l.Operate), polite: mkPhrases(l.Polite),
		smooth: mkPhrases(l.Smooth),
		imper:  mkSet(l.Imper), fail: mkSet(l.Fail), failNeg: mkSet(l.FailNeg),
		aux: mkPhrases(l.Aux), pass: mkPhrases(l.Pass), passNow: mkPhrases(l.PassNow), announce: mkPhrases(l.Announce), near: mkPhrases(l.Near), after: mkPhrases(l.After),
		source: mkPhrases(l.Source), labels: mkPhrases(l.Labels),
		past1: mkKinds(l.Past1), past: mkKinds(l.Past), part: mkKinds(l.Part), inf: mkKinds(l.Inf),
		weak: mkKinds(l.Weak), light: mkKinds(l.Light), nouns: mkKinds(l.Nouns), report: mkKinds(l.Report),
		request: mkKinds(l.Request), done: mkSet(l.Done), now: mkSet(l.Now),
		yes: mkSet(l.Yes), doneAsk: mkSet(l.DoneAsk), ack: mkSet(l.Ack),
		derive: mkPhrases(l.Derive), approx: mkSet(l.Approx), state: mkPhrases(l.State),
		held: mkPhrases(l.Held), gone: mkPhrases(l.Gone), next: mkPhrases(l.Next), present1: mkSet(l.Present1), perceive: mkSet(l.Perceive),
		absent: mkPhrases(l.Absent), confirm: mkPhrases(l.Confirm), told: mkPhrases(l.Told), counted: mkKinds(l.Counted), filtered: mkKinds(l.Filtered), recent: mkSet(l.Recent),
	}
}

// languages are the registered lexicons, in detection tie-break order.
var languages []*compiled

func register(l *Lang) { languages = append(languages, compile(l)) }

// match reports whether the phrase p matches the words of toks from i
// and returns the index after it.
func matchPhrase(toks []token, i int, ps phrases) (int, bool) {
	if i >= len(toks) || toks[i].kind != tokWord {
		return i, false
	}
	best := -1
	cands := ps[toks[i].w]
	if toks[i].bare != toks[i].w && elidedArticle(toks[i].w) {
		cands = append(cands[:len(cands):len(cands)], ps[toks[i].bare]...)
	}
	for _, p := range cands {
		j, k := i+1, 1
		for k < len(p) && j < len(toks) && toks[j].kind == tokWord && toks[j].w == p[k] {
			j++
			k++
		}
		if k == len(p) && j > best {
			best = j
		}
	}
	if best < 0 {
		return i, false
	}
	return best, true
}

// past1Lang: the language drops its subject pronoun (it lists finite
// first-person forms that claim by themselves: es, pt, it).
func (l *compiled) past1Lang() bool { return len(l.past1) > 0 }

// matchGated is matchPhrase where gate (the word's class bit for ps's
// heads) says a phrase can start: no map access at other words.
func matchGated(gate bool, toks []token, i int, ps phrases) (int, bool) {
	if !gate {
		return i, false
	}
	return matchPhrase(toks, i, ps)
}

// elidedArticle: the word starts with an elided article or pronoun ("c'est",
// "l'ai"), not a negation ("n'ai").
func elidedArticle(w string) bool {
	return len(w) > 2 && w[1] == '\'' && (w[0] == 'c' || w[0] == 'l' || w[0] == 's' || w[0] == 'd')
}
