package claims

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tidwall/gjson"
)

// objects returns the objects named in the clause around toks[i..j]:
// from the clause start (after ; or :) to its end. When the clause names
// none and ends with a colon, the next clause's objects count ("I checked
// both: Madrid … and Barcelona …").
const objWindow = 40

func (s *scanner) objects(toks []token, i, j int, b block) []string {
	// the clause, at most objWindow tokens either side (linear time on
	// one long sentence packed with cues)
	lo := i
	// "…, et j'ai lancé les tests": a claim after a conjunction opens its
	// own clause; what the clause before names is not its object
	// own clause; what the clause before names is not its object. So is
	// a clause after ", et" ("…, et Mme Lefèvre a reçu un mail"), whether
	// the clause before claims anything or only states ("Le ticket
	// #48377 est ouvert pour la commande 10519, …")
	opens := i > 0 && toks[i-1].kind == tokWord && conjunctions[toks[i-1].w]
	for !opens && lo > 0 && lo > i-objWindow && !(toks[lo-1].kind == tokPunct && (toks[lo-1].w == ";" || toks[lo-1].w == ":")) && !(s.stopAtClause && newClause(toks, lo-1)) && !commaClause(toks, lo-1) {
		lo--
	}
	hi := j
	for hi < len(toks) && hi < j+objWindow && !(toks[hi].kind == tokPunct && (toks[hi].w == ";" || toks[hi].w == ":")) && !(s.stopAtClause && newClause(toks, hi)) && !s.dashClause(toks, hi) && !contrastClause(toks, hi) {
		if (s.purposeClause(toks, hi) || s.dashCondition(toks, hi)) && (namesWords(toks, j+1, hi) || len(s.collect(toks, lo, hi, nil)) > 0) {
			// a goal or a condition after a claim that named its own
			// thing ("Build passed on `feature/x`, so Ana can review");
			// a claim that named nothing keeps them ("I refunded 500 €,
			// so Bruno can pay", "Refund issued — if Bruno asks, it was
			// 500 €": there they say whom it was for)
			break
		}
		hi++
	}
	out := s.collect(toks, lo, hi, nil)
	if len(out) == 0 && hi < len(toks) && toks[hi].w == ":" {
		end := hi + 1
		for end < len(toks) && end < hi+objWindow && !(toks[end].kind == tokPunct && (toks[end].w == ";" || toks[end].w == ":" || toks[end].w == "–" || toks[end].w == "—")) {
			// (a dash ends the finding: "Gefunden: `php8.2-fpm` ist
			// inactive – nginx kann nichts weiterreichen")
			end++
		}
		out = s.collect(toks, hi+1, end, nil)
	}
	return out
}

// dashClause: toks[k] is a dash opening a clause with its own subject
// ("I only looked at Monday — I'll check Tuesday separately", "— je
// regarderai mardi ensuite"): what it names is that clause's, not the
// claim's.
func (s *scanner) dashClause(toks []token, k int) bool {
	if toks[k].kind != tokPunct || toks[k].w != "—" && toks[k].w != "–" {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		if t := toks[m]; t.kind == tokWord && (s.lang.subj[t.w] || s.lang.subj[strings.SplitN(t.w, "'", 2)[0]]) {
			return true
		}
	}
	return false
}

// namesWords: a word of three letters or more, no figure and no
// currency, stands in toks[a:b] (the claim's verb has a complement in
// words: "searched the inbox", "a caixa de entrada"; not "refunded 500
// €").
func namesWords(toks []token, a, b int) bool {
	for k := max(a, 0); k < b && k < len(toks); k++ {
		if t := toks[k]; t.kind == tokCode || t.kind == tokWord && len(t.w) >= 3 && !isDigit(t.w[0]) && !currencyTokens[t.w] {
			return true
		}
	}
	return false
}

// dashCondition: toks[k] is a dash opening a condition ("— if it
// could've landed in Archive or Spam I can look there next", "— si llegó
// a Spam …", "— falls es im Archiv liegt …"): what it names is the
// condition's, not the claim's, when the claim named its own thing
// before the dash (objects).
func (s *scanner) dashCondition(toks []token, k int) bool {
	if toks[k].kind != tokPunct || toks[k].w != "—" && toks[k].w != "–" {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		if t := toks[m]; t.kind == tokWord && (ifWords[t.w] && s.lang.cond[t.w] || s.lang.code == "pt" && t.w == "se") {
			return true
		}
	}
	return false
}

// planAfter: a modal or "will" within the four words after toks[k]
// ("— I'll need to check", "— je dois encore vérifier", "— tengo que
// mirar").
func (s *scanner) planAfter(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		if t := toks[m]; t.kind == tokWord && (s.lang.modal[t.w] || expectModals[t.w] || strings.HasSuffix(t.w, "'ll") || strings.HasSuffix(t.w, "’ll")) {
			return true
		}
	}
	return false
}

// oneWords: a pronoun standing for a thing named before ("the one",
// "celui", "la", "die"), every language.
var oneWords = mkSet("one ones celui celle ceux celles la el lo los las o a os as der die das den dem")

// oneOfPreps: the preposition after such a pronoun ("the one in prod",
// "celui de prod", "la de Argentina", "die von prod", "o de produção").
var oneOfPreps = mkSet("of in for on de del du da do dos das von vom im en em")

// absentDets: determiners that say a thing is absent ("no HSTS", "kein
// HSTS", "aucun", "ningún", "nenhum", "sem", "sin", "without").
var absentDets = mkSet("no kein keine keinen keinem aucun aucune ningun ninguna nenhum nenhuma sem sin without ohne sans")

// absentOne: toks[k] is what the report says it is not about or is
// absent: "pas celui de prod", "no la de Argentina", "not the one in
// prod", "nicht die von prod"; or a name after a determiner of absence
// ("No hay HSTS", "there's no HSTS", "kein HSTS", "pas de HSTS").
func absentOne(toks []token, k int) bool {
	word := func(i int) string {
		if i < 0 || toks[i].kind != tokWord {
			return ""
		}
		return toks[i].w
	}
	if oneOfPreps[word(k-1)] && oneWords[word(k-2)] {
		if contrastNegs[word(k-3)] || word(k-3) == "the" && contrastNegs[word(k-4)] {
			return true
		}
	}
	d, b := word(k-1), word(k-2)
	if indefinites[d] && k >= 3 {
		// "no existe un `.env`", "não existe um X", "there isn't a X": the
		// negated verb of existence before an indefinite article
		if e := word(k - 2); (existVerbs[e] || thereIs[e]) && existNegs[word(k-3)] || e == "isn't" || e == "aren't" || e == "wasn't" {
			return true
		}
	}
	switch {
	case absentDets[d] && d != "no":
		return true
	case d == "no":
		// ("no" is also a preposition in Portuguese, "no Porto")
		return thereIs[b]
	case d == "de" || d == "d'":
		return b == "pas" // "il n'y a pas de HSTS"
	case thereIs[d]:
		return b == "no" || b == "não" || b == "nao" // "No hay HSTS", "Não há HSTS"
	}
	return false
}

// noPath: toks[k], written as a path or a file, names none here: the
// second half of a compound sharing its head ("Lese-/Schreibfehler",
// "Ein-/Ausgabe", "import-/export"), or a file the report says is not
// there ("no existe un `.env`", "kein /data", "there's no `.env`").
func (s *scanner) noPath(toks []token, k int) bool {
	t := toks[k]
	if t.w == "" || objectKind(t) != "path" {
		return false
	}
	if t.w[0] == '/' && t.start > 0 && s.text[t.start-1] == '-' && k > 0 && toks[k-1].end == t.start-1 {
		return true
	}
	return absentOne(toks, k)
}

// guessed: toks[k] stands alone in brackets with a question mark
// ("(#production ?)", "(`staging`?)"): a guess the answer asks about,
// nothing a call was about.
func guessed(text string, toks []token, k int) bool {
	if k < 1 || k+1 >= len(toks) || toks[k-1].kind != tokPunct || toks[k-1].w != "(" || toks[k+1].kind != tokPunct || toks[k+1].w != ")" {
		return false
	}
	a, b := toks[k].end, toks[k+1].start
	return a <= b && b <= len(text) && b-a <= 3 && strings.Contains(text[a:b], "?")
}

// guessClause: the clause before a bracketed guess ("(#production ?)",
// guessed) asks or supposes ("If you meant the other channel", "soit le
// canal s'appelle autrement") or has no action verb: then the name is a
// guess. An action verb governing it ("and reposted it in the ops channel
// (#production?)") claims the action on that name: the object stays.
func (s *scanner) guessClause(toks []token, k int) bool {
	for i := k - 2; i >= 0 && i >= k-14; i-- {
		t := toks[i]
		if t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == ":" || t.w == "." || t.w == "!" || t.w == "?") {
			break
		}
		if t.kind != tokWord {
			continue
		}
		w := strings.ToLower(t.w)
		if s.lang.cond[w] || s.lang.hypo[w] || s.lang.modal[w] {
			return true
		}
	}
	for i := k - 2; i >= 0 && i >= k-14; i-- {
		t := toks[i]
		if t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == ":" || t.w == "." || t.w == "!" || t.w == "?") {
			break
		}
		if t.kind == tokWord && s.actionVerb(strings.ToLower(t.w)) {
			return false
		}
	}
	return true
}

// actionVerb: w is a past form or participle of an action in the
// scanner's language ("posted", "reposted", "borré").
func (s *scanner) actionVerb(w string) bool {
	l := s.lang
	for _, x := range []string{w, strings.TrimPrefix(w, "re")} {
		if x == "" {
			continue
		}
		if _, ok := l.past1[x]; ok {
			return true
		}
		if _, ok := l.past[x]; ok {
			return true
		}
		if _, ok := l.part[x]; ok {
			return true
		}
		if _, ok := l.weak[x]; ok {
			return true
		}
		if conceptByVerb[fold(x)] != nil {
			return true
		}
	}
	return false
}

// indefinites are indefinite articles, and existNegs the plain negations
// that go before a verb, in the supported languages.
var (
	indefinites = mkSet("a an un una um uma ein eine einen une")
	existNegs   = mkSet("no not não nao nicht ne n' pas")
)

// thereIs: the verb of existence a negation goes with ("there's no X",
// "no hay X", "não há X").
var thereIs = mkSet("there's theres is are was were hay habia había há ha havia")

// checkboxBefore: only a task box stands before toks[k] ("- [x] Certificado
// renovado"): toks[k] opens the item, capitalised as a first word is.
func checkboxBefore(toks []token, k int) bool {
	if k < 2 || k > 3 || toks[0].kind != tokPunct || toks[0].w != "[" || toks[k-1].kind != tokPunct || toks[k-1].w != "]" {
		return false
	}
	return k == 2 || toks[1].w == "x" || toks[1].w == "X"
}

func (s *scanner) collect(toks []token, lo, hi int, out []string) []string {
	return s.collectObjects(toks, lo, hi, out, true)
}

// collectObjects is collect; skipPlain takes the fast path past a plain
// lower-case word in no lexicon (most words). FuzzCollect holds the fast
// path to the plain reading (skipPlain false).
func (s *scanner) collectObjects(toks []token, lo, hi int, out []string, skipPlain bool) []string {
	firstWord := true
	for k := lo; k < hi && k < len(toks); k++ {
		if name, n := s.folderName(toks, k); n > 0 && !s.contrasted(toks, k) {
			out = appendUniq(out, name) // "in der .gitignore im backend-Ordner": the folder's file (folderanchor.go)
			k += n - 1
			continue
		}
		if t := &toks[k]; skipPlain && t.kind == tokWord && t.plain && !t.cap && t.lex == 1 && !insteadOf(toks, k) && s.listed(t.w) == nil {
			// a lower-case word of letters in no lexicon (most words):
			// no date, command, numbered thing, extra object or object
			// kind starts at it (collectRef, FuzzCollect)
			firstWord = false
			continue
		}
		t := toks[k]
		if t.kind == tokWord && endsInsteadOf(toks, k) && k+1 < hi {
			// "`checkout` statt `payments` abgefragt", "instead of
			// prod": the thing after it is what the claim was not about
			k++
			continue
		}
		if t.kind == tokPunct {
			// a short quoted phrase right after a search claim's verb is
			// its query ("I searched for \"login crash android\"")
			if t.w == "\"" && s.searchClaim && k+1 < hi {
				e := k + 1
				for e < hi && e-k <= 7 && toks[e].kind == tokWord {
					e++
				}
				if e < hi && e-k >= 2 && e-k <= 7 && toks[e].kind == tokPunct && toks[e].w == "\"" {
					out = appendUniq(out, s.text[toks[k+1].start:toks[e-1].end])
					k = e
				}
			}
			continue
		}
		if t.kind == tokCode {
			if t.w != "" && len(t.w) <= 80 {
				out = appendUniq(out, t.w)
			}
			continue
		}
		isFirst := firstWord && k == 0 || lo == 0 && checkboxBefore(toks, k)
		firstWord = false
		if k >= 2 && isDigit(t.w[0]) && !hasLetter(t.w) && toks[k-1].kind == tokPunct && (toks[k-1].w == "," || toks[k-1].w == ".") && toks[k-1].start == toks[k-2].end && t.start == toks[k-1].end && isAllDigits(toks[k-2].w) {
			continue // the rest of a grouped figure ("187,430.50"): no object of its own
		}
		if strings.HasPrefix(t.w, "zc-receipt-") || inReceipt(s.text, t.start) || guessed(s.text, toks, k) && s.guessClause(toks, k) {
			continue // a quoted receipt is evidence, not an object; "(#production ?)" a guess
		}
		if d, n := dateAt(toks, k); n > 0 {
			out = appendUniq(out, d)
			k += n - 1
			continue
		}
		if cmd, n := s.command(toks, k, hi); n > 0 {
			out = appendUniq(out, cmd)
			k += n - 1
			continue
		}
		if globalRuleBits(t)&rIDNoun != 0 && k+1 < hi && toks[k+1].kind == tokWord && len(toks[k+1].w) >= 2 && isAllDigits(strings.TrimPrefix(toks[k+1].w, "#")) {
			// a numbered thing: "order 8813", "pedido 8813", "PR 514",
			// "Bestellung 8813", "port 5433" (another number than the
			// call's is another object)
			out = appendUniq(out, strings.TrimPrefix(toks[k+1].w, "#"))
			k++
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
		if slashPair(s.text[t.start:t.end]) {
			continue // "São Paulo/SP", "Rechner/VPN": words or a state joined by a slash, no path
		}
		if s.noPath(toks, k) {
			continue
		}
		if _, ok := s.lang.encliticPast1(t); ok {
			continue // "Encontrei-o", "rodei-o": the verb and its pronoun, no identifier
		}
		if a, b, ok := strings.Cut(t.w, "/"); ok {
			if m, my := monthOfYear(a, b); my {
				out = appendUniq(out, monthObject(m)) // "jan/2025" is January: a call must be about that month
				out = appendUniq(out, slashYear(b))   // of that year, when it names one
				continue
			}
		}
		if head, ok := s.compoundHead(t); ok {
			out = appendUniq(out, head) // "im #ops-Kanal": #ops
			continue
		}
		if additiveSubject(toks, k, s.lang.code) {
			out = appendUniq(out, t.w) // "nas-garage also replies" (additivesubject.go)
			continue
		}
		switch objectKind(t) {
		case "":
			continue
		case "name":
			if isFirst || s.lang.code == "de" || s.isLexical(t) || honorifics[t.w] && nextCapWord(toks, k) {
				continue // (a title names no object: "Mme Lefèvre" is Lefèvre)
			}
			if absentOne(toks, k) || s.contrasted(toks, k) {
				continue // "no la de Argentina", "keine HSTS", ", não a Maria": what the report is not about
			}
		case "version":
			if k+1 < hi && toks[k+1].kind == tokWord && sizeUnits[toks[k+1].w] {
				continue // "14.9 GB": a measurement (a value, matched loosely), no version
			}
			if e := t.end; e+1 < len(s.text) && s.text[e] == ',' && isDigit(s.text[e+1]) {
				continue // "8.412,50 €": a grouped figure (a value), no version
			}
		}
		out = appendUniq(out, strings.TrimSuffix(strings.TrimRight(s.text[t.start:t.end], ".'"), "'s"))
	}
	return out
}

// idNouns name things known by a number, folded, five languages.
var idNouns = mkSet(`order invoice ticket issue pr mr pull case incident build job run pid port release customer client payment
	pedido factura incidencia puerto caso trabajo cliente pago commande facture ticket incident demande port client paiement
	bestellung rechnung vorgang fall port auftrag kunde kundin zahlung fatura chamado porta caso encomenda cliente pagamento`)

// command recognises a command written in prose at toks[k]: one the
// offered tools name (Options.Commands, matched word by word), or a
// well-known command-line program, with its subcommand when one follows
// ("git log", "npm test"). It returns the command and its token count.
func (s *scanner) command(toks []token, k, hi int) (string, int) {
	t := toks[k]
	if k > 0 && toks[k-1].kind == tokWord && toks[k-1].w != "" && figureLead(toks[k-1].w) && len(t.w) <= 3 {
		return "", 0 // a unit after a figure ("il reste 3 Go", "sur ~8 Go"), not a command
	}
	best, bestN := "", 0
	for _, c := range s.listed(t.w) { // s.cmds[t.w]
		n := 0
		for n < len(c.ws) && k+n < hi && toks[k+n].kind == tokWord && toks[k+n].w == c.ws[n] {
			n++
		}
		if n == len(c.ws) && n > bestN {
			best, bestN = c.name, n
		}
	}
	if bestN > 0 {
		return best, bestN
	}
	if globalRuleBits(t)&rCommand == 0 {
		return "", 0 // not a key of knownCommands (rulebits.go)
	}
	sub := knownCommands[t.w]
	if anyStopTok(t) && !(k+1 < hi && toks[k+1].kind == tokWord && strings.HasPrefix(toks[k+1].w, "-")) {
		return "", 0 // "fichier du 4 décembre": a word, not du(1)
	}
	if sub && k+1 < hi && toks[k+1].kind == tokWord && !toks[k+1].cap && len(toks[k+1].w) >= 2 && !s.lang.stop[toks[k+1].w] && isAllLetters(strings.TrimLeft(toks[k+1].w, "-")) {
		return t.w + " " + toks[k+1].w, 2
	}
	if sub && k > 0 && toks[k-1].kind == tokWord && nounDets[toks[k-1].w] {
		// a program that takes a subcommand, written bare after a
		// determiner ("del cargo ch_9XkT2", "do make"): a noun of the
		// sentence (Spanish "cargo" is a charge), no command line
		return "", 0
	}
	return t.w, 1
}

// figureLead: w is a figure, perhaps after an approximation or a sign
// ("8", "~8", "≈8", "+3").
func figureLead(w string) bool {
	w = strings.TrimLeft(w, "~≈<>+-")
	return w != "" && isDigit(w[0])
}

// nounDets are determiners and preposition-article contractions: a word
// after one heads a noun phrase.
var nounDets = mkSet("the a an el la los las del al un una le les du des une der die das den dem des ein eine einen o os do da dos das um uma no na nos nas ao il lo gli della het een")

// knownCommands are command-line programs whose name is no common word;
// true when a subcommand usually follows.
var knownCommands = map[string]bool{
	"git": true, "npm": true, "npx": true, "yarn": true, "pnpm": true, "docker": true, "kubectl": true, "helm": true,
	"terraform": true, "pip": true, "pip3": true, "cargo": true, "systemctl": true, "brew": true, "apt": true, "apt-get": true,
	"aws": true, "gcloud": true, "az": true, "gh": true, "go": false, "pytest": false, "psql": false, "mysql": false,
	"redis-cli": true, "curl": false, "wget": false, "ls": false, "grep": false, "df": false, "du": false, "uptime": false,
	"journalctl": false, "lsof": false, "netstat": false, "nginx": false, "uname": false, "whoami": false, "gradle": true,
	"mvn": true, "ansible": false, "dig": false, "nslookup": false, "traceroute": false, "ssh": false, "rsync": false,
	"crontab": false, "jq": false, "pg_dump": false, "pg_isready": false, "nvidia-smi": false, "ifconfig": false, "ip": true,
	"mypy": false, "eslint": false, "golangci-lint": false, "ruff": true, "flake8": false, "pylint": false, "tsc": false,
	"prettier": false, "shellcheck": false, "hadolint": false, "rubocop": false, "phpstan": false, "stylelint": false,
	"tflint": false, "trivy": true, "semgrep": false, "bandit": false, "staticcheck": false, "govulncheck": false,
	"htop": false, "nmap": false, "mtr": false, "nc": false, "ps": false, "wc": false, "tail": false, "stat": false, "md5sum": false, "sha256sum": false, "openssl": true,
	"make": true,
}

func appendUniq(out []string, v string) []string {
	for _, o := range out {
		if o == v {
			return out
		}
	}
	return append(out, v)
}

// isLexical: a capitalised word that is a word of the lexicon (stop word,
// noun, verb, pronoun), not a name.
func (s *scanner) isLexical(t token) bool {
	l := s.lang
	if w := strings.TrimSuffix(t.w, "'s"); w != t.w && w != "" {
		t.w = w   // a possessive ("the API's endpoint") is its noun
		t.lex = 0 // (its entry is the possessive's: look the noun up in the maps)
	}
	// the rule bits (rulebits.go) say which of the lexicon's maps hold it
	rb := l.ruleBits(t)
	if rb&rLexWord != 0 {
		return true // stop, subj, neg, modal, cond, hypo, said, nouns, report, weak, light
	}
	if rb&rLexVerb != 0 && !s.afterWord(t) { // a verb is capitalised only where its sentence starts
		return true // past, past1, part, inf
	}
	if rb&rSourceKey != 0 && len(t.w) >= 4 {
		return true // "According to the search, …"
	}
	return rb&rCommonCap != 0 || strings.HasPrefix(t.w, "i'") && l.code == "en" // "I've", "I'm"
}

// afterWord reports whether t follows a word or a comma of its sentence:
// a capitalised verb form there is a name, not the verb whose accent the
// folding dropped ("una copia a Marco" is no "marcó").
func (s *scanner) afterWord(t token) bool {
	i := t.start
	for i > 0 && s.text[i-1] == ' ' {
		i--
	}
	if i == 0 {
		return false
	}
	c := s.text[i-1]
	return c == ',' || c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// commonCaps are capitalised words that name no object of a call.
var commonCaps = map[string]bool{"api": true, "ok": true, "url": true, "http": true, "https": true, "json": true, "sql": true, "cli": true, "utc": true, "done": true, "yes": true, "hecho": true, "listo": true, "pronto": true, "fatto": true, "klaar": true, "erledigt": true, "fait": true, "voila": true, "also": true}

var fileExts = map[string]bool{"txt": true, "md": true, "yaml": true, "yml": true, "json": true, "toml": true, "ini": true, "cfg": true, "conf": true, "env": true, "csv": true, "tsv": true, "log": true, "pdf": true, "docx": true, "doc": true, "xlsx": true, "xls": true, "pptx": true, "py": true, "go": true, "js": true, "ts": true, "tsx": true, "jsx": true, "rs": true, "java": true, "rb": true, "php": true, "c": true, "h": true, "cpp": true, "sh": true, "sql": true, "xml": true, "html": true, "css": true, "lock": true, "png": true, "jpg": true, "jpeg": true, "gif": true, "svg": true, "zip": true, "gz": true, "tar": true, "mod": true, "sum": true, "dockerfile": true, "bak": true, "db": true, "sqlite": true, "pem": true, "key": true, "crt": true}

// objectKind classifies a word as an object: url, email, handle, channel,
// path, host, version, key (ABC-123), name (a capitalised word), date (a
// month of a year), or "".
func objectKind(t token) string {
	w := t.w
	if t.kind == tokCode {
		return "command"
	}
	if t.kind != tokWord || len(w) < 2 || t.plain && !t.cap {
		return "" // (a plain lower-case word names nothing)
	}
	switch {
	case strings.Contains(w, "://"):
		return "url"
	case strings.Contains(w, "@") && !strings.HasPrefix(w, "@"):
		return "email"
	case w[0] == '@':
		return "handle"
	case w[0] == '#':
		return "channel"
	case strings.Contains(w, "/"):
		if strings.HasSuffix(w, "/") && isAllDigits(w[:len(w)-1]) {
			return "" // "+79/−13": a figure, no path
		}
		if a, b, ok := strings.Cut(w, "/"); ok && a == b && isAllDigits(a) {
			return "" // a ratio ("2/2 Running", "4/4 received"), not a path or a date
		} else if smallSeries(w) {
			return "" // "load (1/5/15)", "3/4/5": a series of small numbers, no path
		} else if ok && rateUnit(a, b) {
			return "" // a unit of rate ("31 km/h", "12 MB/s", "40 req/s", "412 Fehler/s", "40/s"), not a path
		} else if _, my := monthOfYear(a, b); ok && my {
			return "date" // a month of a year ("jan/2025", "nov/26", "Okt/2026"), not a path
		} else if a != "" && priceRate(w) || a == "" && ratePer[b] {
			return "" // a price's rate ("24/user/month", "user/mo", "9 $/mes"), not a path
		}
		return "path"
	}
	if dot := strings.LastIndexByte(w, '.'); dot >= 0 && dot+1 < len(w) {
		ext := w[dot+1:]
		if isAllDigits(ext) && dot > 0 && isDigit(w[dot-1]) {
			return "version"
		}
		if fileExts[ext] || w[0] == '.' {
			return "path"
		}
		if isAllLetters(ext) && len(ext) >= 2 && dot > 0 {
			return "host"
		}
	}
	if dash := strings.IndexByte(w, '-'); dash > 0 && isAllDigits(w[:dash]) && isAllLetters(strings.ReplaceAll(w[dash+1:], "-", "")) {
		return "" // a measure as an adjective ("180-day policy", "10-minute window", "180-Tage-Frist"), no name
	}
	if dash := strings.IndexByte(w, '-'); dash > 0 && hasDigit(w) && hasLetter(w) {
		return "host" // web-02, srv-api-1, BILL-2291
	}
	if us := strings.IndexByte(w, '_'); us > 0 && us+1 < len(w) && hasDigit(w) && hasLetter(w) && !strings.ContainsAny(w, "()=") {
		return "host" // an id: cus_PX81, pi_3Q1x, sub_8812
	}
	if d := strings.LastIndexByte(w, '-'); d >= 2 && d == len(w)-2 && isAllLetters(w[:d]) && !strings.Contains(w[:d], "-") {
		return "host" // host-a, node-b, replica-c: a lettered member of a set
	}
	if t.cap && len(w) >= 3 && hasLetter(w) {
		return "name"
	}
	return ""
}

// smallSeries: three or more numbers of at most two digits joined by
// slashes ("1/5/15"): no path, and no date without its year in full.
func smallSeries(w string) bool {
	parts := strings.Split(w, "/")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || len(p) > 2 || !isAllDigits(p) {
			return false
		}
	}
	return true
}

// endsInsteadOf: toks[k] ends a phrase "instead of" in one of the languages
// ("instead of", "en lugar de", "en vez de", "au lieu de", "statt",
// "anstatt", "anstelle von", "em vez de", "ao invés de").
// (insteadOf in clauses.go asks whether toks[k] opens one).
func endsInsteadOf(toks []token, k int) bool {
	w := toks[k].w
	if w == "statt" || w == "anstatt" {
		return true
	}
	if k == 0 || toks[k-1].kind != tokWord {
		return false
	}
	switch p := toks[k-1].w; w {
	case "of":
		return p == "instead"
	case "de":
		return p == "lugar" || p == "vez" || p == "lieu" || p == "inves"
	case "von":
		return p == "anstelle"
	case "than":
		return p == "rather"
	case "que", "qu'":
		return p == "plutot"
	case "di":
		return p == "invece"
	case "van":
		return p == "plaats"
	}
	return false
}

// docNouns are documents and boards a tool keeps (folded, every
// language): a name right after one ("la page Notion", "el tablero
// Trello") or, in English and German, before one ("the Notion page") is
// the app it lives in.
var docNouns = mkSet(`page pages pagina paginas seite doc docs document documento dokument sheet spreadsheet hoja planilha feuille tableur
	board tablero tableau quadro workspace notebook wiki`)

// labelNouns label a figure ("Météo : 4 °C", "Total: 8", "Saldo: 1.204"),
// folded, every language: no place opening its clause.
var labelNouns = mkSet(`weather meteo wetter tiempo clima tempo temperature temperatura temperatur wind viento vent vento
	humidity humedad humidite umidade feuchtigkeit load carga charge last total gesamt status estado statut zustand
	memory memoria memoire speicher disk disco disque cpu latency latencia latence latenz
	price precio prix preis preco balance saldo solde kontostand result resultado resultat ergebnis
	count errors errores erreurs fehler erros summary resumen resume resumo impact impacto`)

// honorifics are titles before a person's name, folded, in the five
// languages (and it, nl): the person is the name after the title.
var honorifics = mkSet(`mr mrs ms miss mx dr sir madam mme mlle monsieur madame herr herrn frau
	sr sra srta senor senora don dona senhor senhora seu sig signor signora dott dhr mevr meneer mevrouw`)

// nextCapWord: a capitalised word follows toks[k] (a "." of an
// abbreviated title between them is skipped: "Sr. Pérez").
func nextCapWord(toks []token, k int) bool {
	n := k + 1
	if n < len(toks) && toks[n].kind == tokPunct && toks[n].w == "." {
		n++
	}
	return n < len(toks) && toks[n].kind == tokWord && toks[n].cap
}

// rateUnit: a/b is a unit of measure per unit of time or distance
// ("km/h", "m/s", "MB/s", "req/min", "l/km"), written the same in every
// language; what is counted may be a word of any length and case
// ("Fehler/s", "errores/min", "pedidos/h") or a bare figure ("40/s").
func rateUnit(a, b string) bool {
	if !perUnits[b] {
		return false
	}
	if isAllDigits(a) {
		return true
	}
	fa := fold(a)
	return fa != "" && strings.Trim(fa, "abcdefghijklmnopqrstuvwxyz") == ""
}

// monthOfYear: a/b is a month name or its short form and a year of two
// or four digits ("jan/2025", "nov/26", "Okt/2026", "fév/2025"): a date,
// the month's number.
func monthOfYear(a, b string) (int, bool) {
	if !isAllDigits(b) || len(b) != 2 && len(b) != 4 {
		return 0, false
	}
	fa := strings.TrimSuffix(fold(a), ".")
	if m, ok := monthNames[fa]; ok {
		return m, true
	}
	m, ok := monthAbbrevs[fa]
	return m, ok
}

// slashYear: the year object of a month of a year's year ("2025",
// "26" is 2026): a call that names a year must name that one.
func slashYear(b string) string {
	if len(b) == 2 {
		b = "20" + b
	}
	return "year:" + b
}

// slashPair: w is two words of letters joined by one slash, one of them
// an acronym in capitals of at most four letters ("Paulo/SP",
// "Rechner/VPN", "CI/CD"): an "or" or a place and its state, no path
// (paths, branches and repositories are written in lower case).
func slashPair(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	if !ok || a == "" || b == "" || strings.Contains(b, "/") || !isAllLetters(fold(a)) || !isAllLetters(fold(b)) {
		return false
	}
	caps := func(x string) bool { return len(x) >= 2 && len(x) <= 4 && strings.ToUpper(x) == x }
	return caps(a) || caps(b)
}

// priceRate: every part of w between slashes is a figure or a unit a
// price or a quota is counted per ("24/user/month", "user/mo", "mes"),
// one of them a unit.
func priceRate(w string) bool {
	unit := false
	for _, p := range strings.Split(w, "/") {
		switch {
		case ratePer[p]:
			unit = true
		case p != "" && strings.Trim(p, "0123456789.,$€£") == "":
		default:
			return false
		}
	}
	return unit
}

// ratePer are the units a price or a quota is counted per, folded, every
// language.
var ratePer = mkSet(`user users seat seats month mo mon year yr week wk day hour hr
	usuario usuarios mes ano semana dia hora utilisateur utilisateurs mois an annee semaine jour heure
	nutzer benutzer monat jahr woche tag stunde`)

// perUnits are the denominators of rateUnit (folded).
var perUnits = mkSet("s sec seg min h hr j d t tag dia día km mi m l kg")

func isAllDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

func isAllLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !('a' <= s[i] && s[i] <= 'z') {
			return false
		}
	}
	return s != ""
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return true
		}
	}
	return false
}

func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'a' <= s[i] && s[i] <= 'z' || s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// matchObject reports whether the object appears in hay (a call's folded
// tool name, arguments and result): a command by its command and
// subcommand, a path by its suffix, a name with case and accents folded.
func matchObject(obj, hay string) bool {
	o := fold(strings.TrimSpace(obj))
	o = strings.TrimPrefix(o, "./")
	if o == "" {
		return true
	}
	if m, ok := figurePair(o, hay); ok {
		return m // "1990/2047", "182G/200G" (slashpair.go)
	}
	if m, ok := matchResource(o, hay); ok {
		if !m && strings.ContainsAny(hay, "_-") {
			// a result's keys name resources in parts ("cpu_pct",
			// "mem_used_gb", "disk-free")
			m, _ = matchResource(o, joinerSpace.Replace(hay))
		}
		return m
	}
	if m, ok := monthNames[o]; ok && len(o) >= 4 && !ambiguousMonth[o] {
		return matchMonth(m, hay) // "I queried the orders for November"
	}
	if wd, ok := weekdayNum[o]; ok && hasISODate(hay) && matchWeekday(wd, hay) {
		return true // "since Wednesday" of a result dated 2026-12-02
	}
	if wd, ok := weekdayNum[o]; ok && weekdayNamed(wd, hay) {
		return true // "Quarta-feira" of a result saying "quarta"
	}
	if r, ok := dayParts[o]; ok {
		// "après-midi", "mañana": a part of the day a result's times fall in
		if m, ok := dayPartMatch(r, hay); ok {
			return m
		}
	}
	if fileLike(o) && onlyAsLongerFile(hay, o) {
		return false // ".env" is not ".env.example", "config.yaml" not "config.yaml.bak"
	}
	if a, b, ok := clockRange(o); ok {
		return clockIn(a, hay) && clockIn(b, hay) // "15:00-16:00" of 2026-12-11T15:00 … T16:00
	}
	if len(o) >= 3 && o[0] == '#' && isAllDigits(o[1:]) {
		return containsWord(hay, o[1:]) // "Pipeline #55120" of {"id": 55120}
	}
	if len(o) >= 3 && o[0] == '#' && hasLetter(o[1:]) && containsWord(hay, o[1:]) {
		// a channel is not a longer channel it begins ("#backend" is not
		// "#backend-alertas"), as a host is not one it ends
		return !onlyAsPrefix(hay, o[1:])
	}
	if onlyRoleVariant(hay, o) {
		return false // "prod-db" is not "prod-db-replica" (hostvariant.go)
	}
	if h := hostName(o); h != "" {
		// a host is not a longer host it ends ("api.exemple.fr" is not
		// "staging.api.exemple.fr")
		return containsWord(hay, o) && !onlyAsSubdomain(hay, o)
	}
	if cents, ok := centsForm(o); ok && containsWord(hay, cents) {
		return true // "$25.00" of an amount in cents, "2500"
	}
	if repo, num, ok := strings.Cut(o, "#"); ok && strings.Contains(repo, "/") && isAllDigits(num) {
		// "acme/web#2214": the repository and the number
		return containsWord(hay, repo) && containsWord(hay, num)
	}
	if f := strings.Fields(o); len(f) == 2 && httpMethods[f[0]] && strings.HasPrefix(f[1], "/") {
		return matchObject(f[1], hay) // "GET /v1/health": the path
	}
	if k, v, ok := strings.Cut(o, ":"); ok && strings.HasPrefix(v, " ") && k != "" && !strings.ContainsAny(k, " /") {
		// "status: ok" of a result's {"status":"ok"}
		if v = strings.TrimSpace(v); v != "" && !strings.Contains(v, " ") {
			return containsWord(hay, k) && containsWord(hay, v)
		}
	}
	if a, b, ok := strings.Cut(o, "-"); ok && isAllLetters(a) && isAllDigits(b) && len(a) >= 2 && strings.Contains(hay, a+b) {
		return true // "SHA-256" of "sha256sum", "UTF-8" of "utf8"
	}
	if acronym(strings.TrimSpace(obj)) && initialsIn(o, hay) {
		return true // "OOM" of "Out of memory"
	}
	if acronym(strings.TrimSpace(obj)) && strings.ContainsAny(hay, "_-") && containsWord(joinerSpace.Replace(hay), o) {
		return true // "MXN" of a result's "total_mxn"
	}
	if d, ok := kiloForm(o); ok && containsWord(hay, d) {
		return true // "150.000" of "150k"
	}
	if strings.Trim(o, "/") == "" {
		return strings.Contains(hay, "/") // the root path ("`/` is 97% full")
	}
	if strings.HasPrefix(o, "weekday:") {
		wd, _ := strconv.Atoi(o[len("weekday:"):])
		return matchWeekday(wd, hay)
	}
	if strings.HasPrefix(o, "year:") {
		return yearNamed(o[len("year:"):], hay)
	}
	if strings.HasPrefix(o, "month:") {
		m, _ := strconv.Atoi(o[len("month:"):])
		return matchMonth(m, hay)
	}
	if d := digitsOf(o); len(d) >= 8 && len(d) >= len(strings.Trim(o, "0123456789 +-().\u00a0"))+len(d)-4 && len(strings.Trim(o, "0123456789 +-().")) == 0 && strings.ContainsAny(o, " +-") {
		// a phone number, with or without its spaces, and with or without
		// its country code ("+34 611 222 333" of "611222333")
		hd := digitsOf(hay)
		if strings.Contains(hd, d) {
			return true
		}
		for cc := 1; strings.HasPrefix(strings.TrimSpace(o), "+") && cc <= 3 && len(d)-cc >= 8; cc++ {
			if strings.Contains(hd, "0"+d[cc:]) || containsWord(hay, d[cc:]) {
				return true // (a national number keeps its trunk 0 or stands alone)
			}
		}
		if d[0] == '0' && d[1] != '0' && len(d) >= 9 && strings.Contains(hd, d[1:]) {
			return true // "(030) 1234 5678" of "+493012345678": the trunk 0 gives way to the country code
		}
		return false
	}
	if k := fullNumericDate(o); k != "" && !yearNamed(o[len(o)-4:], hay) {
		return false // "20/11/2025" is not the call's 2026-11-20
	}
	if k := dateKey(o); k != "" {
		// "2.4" reads as 2 April or as version 2.4: either matches
		if matchDate(k, o, hay) || !isVersion(o) {
			return matchDate(k, o, hay)
		}
	}
	if i := strings.Index(o, "…"); i > 0 || strings.Contains(o, "...") {
		// an abbreviated value ("9f2c1d0e…0f9e8d7c"): its head and tail
		head, tail, _ := strings.Cut(strings.Replace(o, "...", "…", 1), "…")
		return len(head) >= 4 && strings.Contains(hay, head) && strings.Contains(hay, tail)
	}
	if isAllDigits(o) && len(o) >= 4 && strings.ContainsAny(hay, ",_' ") {
		// a number: also with thousands separators in the result ("1,204,331")
		if containsWord(hay, o) || containsWord(ungroup(hay), o) {
			return true
		}
	}
	if groupedFigure(o) && grouped(o, hay) {
		return true // "14.320" or "11.050,75" of a result's 14320.00 and 11050.75
	}
	if isVersion(o) {
		// a version: also inside a word ("go1.22.3", "v2.1.0")
		return containsVersion(hay, o)
	}
	if h, port, ok := strings.Cut(o, ":"); ok && isAllDigits(port) && h != "" && !strings.Contains(h, "/") {
		// host:port: the host and the port
		return containsWord(hay, h) && containsWord(hay, port) || containsWord(hay, o)
	}
	if strings.Contains(o, "/") && !strings.Contains(o, "://") && !strings.ContainsRune(o, ' ') {
		// a path: the claimed path is the call's path or a suffix of it
		// (notes.txt, docs/notes.txt); a longer or other directory is
		// another file (web/package.json is not package.json).
		return containsWord(hay, strings.TrimRight(o, "/"))
	}
	if strings.Contains(o, "://") {
		o = o[strings.Index(o, "://")+3:]
		o = strings.TrimPrefix(o, "www.")
		o = strings.TrimRight(o, "/")
	}
	var cmdLine []string
	if strings.ContainsRune(o, ' ') {
		// a command: its first two words ("git log -1" → "git log"), a
		// leading sudo dropped.
		f := strings.Fields(o)
		if f[0] == "sudo" && len(f) > 1 {
			f = f[1:]
		}
		cmdLine = f
		if len(f) > 2 {
			f = f[:2]
		}
		if len(f) == 2 && strings.HasPrefix(f[1], "-") {
			// an option is no subcommand: "free -m" is backed by a
			// receipted `free -h`, "journalctl -u" by `journalctl -n 50 -u x`
			f = f[:1]
		}
		o = strings.Join(f, " ")
	}
	if containsWord(hay, o) {
		return len(cmdLine) < 3 || !argsConflict(cmdLine, hay)
	}
	if i := strings.LastIndexByte(o, '/'); i >= 0 && i+1 < len(o) && strings.Contains(o[i+1:], ".") {
		return containsWord(hay, o[i+1:]) // a path by its file name
	}
	// words joined by - or _ ("login-crash", "login crash")
	if strings.ContainsAny(o, "-_") && !strings.ContainsAny(o, "/.") {
		sp := joinerSpace
		if strings.Contains(sp.Replace(hay), sp.Replace(o)) {
			return true
		}
	}
	// umlauts written out (Düsseldorf, Duesseldorf)
	if u := deUmlaut(o); u != o || strings.Contains(hay, "ue") || strings.Contains(hay, "oe") || strings.Contains(hay, "ae") {
		if containsWord(deUmlaut(hay), u) {
			return true
		}
	}
	// a key path (engines.node) whose parts all occur
	if strings.Count(o, ".") >= 1 && !strings.ContainsAny(o, " /") && !fileExts[o[strings.LastIndexByte(o, '.')+1:]] {
		all := true
		for _, p := range strings.Split(o, ".") {
			if p != "" && !containsWord(hay, p) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	// a name given in another language's spelling (Lisbon, Lisboa)
	if isAllLetters(o) && len(o) >= 5 {
		return prefixWord(hay, o[:len(o)-1])
	}
	return false
}

// argsConflict: the call ran the claimed command on something else: an
// option's value ("-n payments" beside "-n checkout") or the word after
// the subcommand ("npm run build" beside "npm run test") differs from
// every one the call gave. Counts ("-n 50") and options the call did not
// give are no conflict (a default, another spelling).
func argsConflict(f []string, hay string) bool {
	for i := 1; i+1 < len(f); i++ {
		opt, val := f[i], strings.Trim(f[i+1], "'\"")
		if !strings.HasPrefix(opt, "-") || strings.HasPrefix(val, "-") || !hasLetter(val) || strings.ContainsAny(val, "*?[{$~") {
			continue
		}
		if otherAfter(hay, " "+opt+" ", val) {
			return true
		}
	}
	if len(f) >= 3 && isAllLetters(f[2]) && otherAfter(hay, f[0]+" "+f[1]+" ", f[2]) {
		return true
	}
	// a file the command line names ("grep -c ERROR /var/log/app/worker.log")
	// must be one the call named, whole or as a longer path it ends: the
	// same command on another file is another command
	for _, a := range f[1:] {
		if a == "|" || a == ";" || a == "&&" || a == "||" || strings.ContainsAny(a, "<>") {
			break // the next command of a pipeline or list, a redirection
		}
		a = strings.TrimPrefix(strings.Trim(a, "'\""), "./")
		if strings.HasPrefix(a, "-") || !(codeFile(a) || strings.Count(a, "/") >= 2 && !strings.ContainsAny(a, "*?$~{}")) {
			continue
		}
		if !containsWord(hay, strings.TrimRight(a, "/")) {
			return true
		}
	}
	return false
}

// otherAfter: hay has lead followed by a plain word, never by want.
func otherAfter(hay, lead, want string) bool {
	other := false
	for from, n := 0, 0; n < 16; n++ {
		i := strings.Index(hay[from:], lead)
		if i < 0 {
			break
		}
		from += i + len(lead)
		e := from
		for e < len(hay) && (isWordChar(hay[e]) || hay[e] == '-' || hay[e] == '.' || hay[e] == '/') {
			e++
		}
		w := strings.TrimRight(hay[from:e], ".")
		if w == want || strings.HasSuffix(w, "/"+want) {
			// a path value is the whole path or a suffix of it
			// ("-l src/main.py", "-f main.py" of `-f src/main.py`)
			return false
		}
		other = other || w != "" && !strings.HasPrefix(w, "-")
	}
	return other
}

// anyStop: w is a stop word of some language.
func anyStop(w string) bool {
	for _, l := range languages {
		if l.stop[w] {
			return true
		}
	}
	return false
}

// hostName: o is a host name (letters, digits, dots and dashes, a
// letter-only last label), else "".
func hostName(o string) string {
	dot := strings.LastIndexByte(o, '.')
	if dot <= 0 || dot+1 >= len(o) || !isAllLetters(o[dot+1:]) || len(o)-dot-1 < 2 || fileExts[o[dot+1:]] {
		return ""
	}
	for i := 0; i < len(o); i++ {
		if c := o[i]; !(isDigit(c) || 'a' <= c && c <= 'z' || c == '.' || c == '-') {
			return ""
		}
	}
	return o
}

// onlyAsSubdomain: every occurrence of host o in hay is the tail of a
// longer host ("staging.api.exemple.fr" for "api.exemple.fr").
func onlyAsSubdomain(hay, o string) bool {
	for from := 0; from <= len(hay)-len(o); {
		i := strings.Index(hay[from:], o)
		if i < 0 {
			return true
		}
		i += from
		before := i == 0 || !isWordChar(hay[i-1])
		after := i+len(o) == len(hay) || !isWordChar(hay[i+len(o)])
		if before && after && !(i > 1 && hay[i-1] == '.' && isWordChar(hay[i-2]) && !strings.HasSuffix(hay[:i], "www.")) {
			return false
		}
		from = i + 1
	}
	return true
}

// onlyAsPrefix: every whole-word occurrence of o in hay goes on with a
// dash or an underscore and more of the name ("backend-alertas").
func onlyAsPrefix(hay, o string) bool {
	for from := 0; from <= len(hay)-len(o); {
		i := strings.Index(hay[from:], o)
		if i < 0 {
			return true
		}
		i += from
		e := i + len(o)
		before := i == 0 || !isWordChar(hay[i-1]) && hay[i-1] != '-' && hay[i-1] != '_'
		longer := e+1 < len(hay) && (hay[e] == '-' || hay[e] == '_') && isWordChar(hay[e+1])
		if before && !longer && (e == len(hay) || !isWordChar(hay[e])) {
			return false
		}
		from = i + 1
	}
	return true
}

// fileLike: o (folded) is a file's name with an extension or a dotfile
// (".env", ".gitignore").
func fileLike(o string) bool {
	return codeFile(o) || len(o) > 2 && o[0] == '.' && isAllLetters(strings.ReplaceAll(o[1:], ".", "")) && !strings.Contains(o, "..") && o[len(o)-1] != '.' // ".env", ".env.example"
}

// onlyAsLongerFile: hay holds the file name o only as the start of a
// longer name (".env.example", "config.yaml.bak"). (".gz" ends
// "app.log.gz": an extension names the files it ends.)
func onlyAsLongerFile(hay, o string) bool {
	found := false
	for from := 0; from <= len(hay)-len(o); {
		i := strings.Index(hay[from:], o)
		if i < 0 {
			break
		}
		found = true
		i += from
		from = i + 1
		e := i + len(o)
		if e+1 < len(hay) && hay[e] == '.' && isWordChar(hay[e+1]) {
			continue
		}
		return false
	}
	return found
}

// recurring: words before a weekday that make it a schedule ("every
// Sunday", "cada lunes", "chaque lundi", "jeden Montag", "todo domingo").
var recurring = mkSet("every each cada todos todas todo toda chaque tous les los las jeden jede immer montags by until till bis hasta jusqu ate")

// srcLead: words a source follows ("in ps aux", "pelo tail", "laut
// journalctl", "according to git log"); a command in other positions is
// as often a noun of advice or knowledge ("tracked in git" aside).
var srcLead = mkSet("in im dans en em no na pelo pela laut per from segun selon according via")

// genericAcronyms name kinds of things a listing's file names let one
// infer ("a Go project with CI", "the ORM models"), not a file's content.
var genericAcronyms = mkSet("ci cd pr mr sdk orm ui ux js ts css html yaml toml ini env ssh tls ssl dns ip tcp udp aws gcp k8s os cpu ram gpu io id uuid rest grpc npm pdf csv xml jwt oauth sla kpi eta roi faq okr rca mttr mtbf vpn api url http https utc iso")

// tableNouns name a table or a column of one, folded, every language.
var tableNouns = mkSet("table tabla tabelle tabela column columna colonne spalte coluna")

// nameLinks join a table or column noun to its name ("la columna de
// motivo", "la colonne du statut", "a coluna do motivo").
var nameLinks = mkSet("de del du des do da of")

// sizeUnits are units written apart from their figure ("14.9 GB").
var sizeUnits = mkSet("gb mb kb tb gib mib kib go mo ko ms s min h kg km")

// joinerSpace reads "-" and "_" as spaces (built once).
var joinerSpace = strings.NewReplacer("-", " ", "_", " ")

// groupDrop removes a figure's group separators (built once).
var groupDrop = strings.NewReplacer(".", "", ",", "", " ", "", "\u00a0", "")

// centsForm: a money figure with two decimals ("25.00", "49,90") and its
// amount in minor units ("2500", "4990"), as payment APIs take it.
func centsForm(o string) (string, bool) {
	o = strings.TrimLeft(o, "$€£")
	if len(o) < 4 || o[len(o)-3] != '.' && o[len(o)-3] != ',' || !isAllDigits(o[:len(o)-3]) || !isAllDigits(o[len(o)-2:]) {
		return "", false
	}
	c := strings.TrimLeft(o[:len(o)-3]+o[len(o)-2:], "0")
	return c, len(c) >= 3
}

// weekdayNamed: hay names weekday wd in some language (also the short
// Portuguese "quarta").
func weekdayNamed(wd int, hay string) bool {
	for w, n := range weekdayNum {
		if n == wd && (containsWord(hay, w) || strings.HasSuffix(w, "-feira") && containsWord(hay, strings.TrimSuffix(w, "-feira"))) {
			return true
		}
	}
	return false
}

// dayParts are parts of the day (folded) and their hours [from, to).
var dayParts = map[string][2]int{
	"morning": {5, 12}, "afternoon": {12, 18}, "evening": {17, 23}, "night": {20, 24}, "tonight": {18, 24},
	"manana": {5, 12}, "tarde": {12, 20}, "noche": {20, 24},
	"matin": {5, 12}, "matinee": {5, 12}, "apres-midi": {12, 18}, "soir": {17, 23}, "soiree": {17, 24},
	"vormittag": {5, 12}, "nachmittag": {12, 18}, "abend": {17, 23},
	"manha": {5, 12}, "noite": {19, 24},
}

// dayPartMatch: whether hay holds a clock time in hours r; ok false when
// it holds no clock time (the part of the day says nothing then).
func dayPartMatch(r [2]int, hay string) (match, ok bool) {
	for i := 1; i+3 < len(hay); i++ {
		if hay[i] != ':' || !isDigit(hay[i-1]) || !isDigit(hay[i+1]) || !isDigit(hay[i+2]) || i+3 < len(hay) && isDigit(hay[i+3]) {
			continue
		}
		h := int(hay[i-1] - '0')
		if i >= 2 && isDigit(hay[i-2]) {
			if i >= 3 && isDigit(hay[i-3]) {
				continue
			}
			h += 10 * int(hay[i-2]-'0')
		}
		ok = true
		if h >= r[0] && h < r[1] {
			return true, true
		}
	}
	return false, ok
}

// initialsIn: the letters of o are the initials of consecutive words of
// hay ("oom" of "out of memory").
func initialsIn(o, hay string) bool {
	ws := strings.FieldsFunc(hay, func(r rune) bool { return r < 0x80 && !isASCIIWord(byte(r)) })
	for i := 0; i+len(o) <= len(ws); i++ {
		all := true
		for j := 0; j < len(o); j++ {
			if ws[i+j] == "" || ws[i+j][0] != o[j] {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// kiloForm: a grouped round figure ("150.000", "150,000", "2 000") and
// its short form ("150k", "2k").
func kiloForm(o string) (string, bool) {
	d := groupDrop.Replace(o)
	if d == o || !isAllDigits(d) || len(d) < 4 || !strings.HasSuffix(d, "000") {
		return "", false
	}
	return strings.TrimLeft(d[:len(d)-3], "0") + "k", true
}

// isVersion: digits and dots ("1.22.3", "v2.0").
// groupedFigure: digits with a thousands group ("14.320", "1,204",
// "11.050,75"), no version's second dot.
func groupedFigure(o string) bool {
	if o == "" || !isDigit(o[0]) || strings.Trim(o, "0123456789.,") != "" || strings.Count(o, ".")+strings.Count(o, ",") > 2 {
		return false
	}
	for _, sep := range []byte{'.', ','} {
		if i := strings.IndexByte(o, sep); i > 0 && i <= 3 && i+4 <= len(o) && isAllDigits(o[i+1:i+4]) && (i+4 == len(o) || o[i+4] != sep) {
			return true
		}
	}
	return false
}

// grouped: hay holds the grouped figure o written plain, exactly, with
// at most zero decimals added ("14320", "14320.00"), not merely its
// integer part or a rounding.
func grouped(o, hay string) bool {
	var plain []string
	for _, r := range numberReadings(o) {
		if r != o && strings.Trim(r, "0123456789.") == "" {
			plain = append(plain, r)
		}
	}
	for i := 0; i < len(hay); {
		if !isDigit(hay[i]) || i > 0 && (isAlnum(hay[i-1]) || hay[i-1] == '.' || hay[i-1] == ',') {
			i++
			continue
		}
		j := i
		for j < len(hay) && (isDigit(hay[j]) || hay[j] == '.' && j+1 < len(hay) && isDigit(hay[j+1])) {
			j++
		}
		if j == len(hay) || !isAlnum(hay[j]) {
			num := hay[i:j]
			if a, b, ok := strings.Cut(num, "."); ok && strings.Trim(b, "0") == "" {
				num = a
			}
			for _, r := range plain {
				if r == num {
					return true
				}
			}
		}
		i = j
	}
	return false
}

func isVersion(o string) bool {
	o = strings.TrimPrefix(o, "v")
	return strings.Count(o, ".") >= 1 && strings.Trim(o, "0123456789.") == "" && isDigit(o[0])
}

// containsVersion: v occurs in hay with no digit or dot right around it.
func containsVersion(hay, v string) bool {
	v = strings.TrimPrefix(v, "v")
	for from := 0; from <= len(hay)-len(v); {
		i := strings.Index(hay[from:], v)
		if i < 0 {
			return false
		}
		i += from
		before := i == 0 || !isDigit(hay[i-1]) && hay[i-1] != '.'
		after := i+len(v) == len(hay) || !isDigit(hay[i+len(v)]) && !(hay[i+len(v)] == '.' && i+len(v)+1 < len(hay) && isDigit(hay[i+len(v)+1]))
		if before && after {
			return true
		}
		from = i + 1
	}
	return false
}

// deUmlaut folds written-out umlauts (ue → u, oe → o, ae → a), so that a
// folded "dusseldorf" and "duesseldorf" compare equal.
func deUmlaut(s string) string {
	if !strings.Contains(s, "e") {
		return s
	}
	return umlautRepl.Replace(s)
}

var umlautRepl = strings.NewReplacer("ue", "u", "oe", "o", "ae", "a")

// containsWord: o occurs in hay not inside a longer word.
func containsWord(hay, o string) bool {
	if o == "" {
		return false // an object like "/" trims to nothing and names nothing
	}
	for from := 0; from <= len(hay)-len(o); {
		i := strings.Index(hay[from:], o)
		if i < 0 {
			return false
		}
		i += from
		before := i == 0 || !isWordChar(hay[i-1]) || !isWordChar(o[0])
		after := i+len(o) == len(hay) || !isWordChar(hay[i+len(o)]) || !isWordChar(o[len(o)-1])
		if before && after {
			return true
		}
		from = i + 1
	}
	return false
}

// prefixWord: some word of hay starts with p and has at most two more
// letters (Lisbon, Lisboa; not invoices, invoice_items).
func prefixWord(hay, p string) bool {
	for from := 0; from <= len(hay)-len(p); {
		i := strings.Index(hay[from:], p)
		if i < 0 {
			return false
		}
		i += from
		if i == 0 || !isWordChar(hay[i-1]) {
			e := i + len(p)
			for e < len(hay) && isWordChar(hay[e]) {
				e++
			}
			if e-(i+len(p)) <= 2 {
				return true
			}
		}
		from = i + 1
	}
	return false
}

func isWordChar(c byte) bool { return isASCIIWord(c) || c >= 0x80 }

// matchDate: a date key ("-MM-DD", or "--DD" for a day of the month) is
// backed when the call names that date, or a date range holding it, or
// (a day only, and the call names no ISO date) its number.
func matchDate(k, o, hay string) bool {
	if strings.IndexByte(o, ' ') > 0 && strings.Contains(hay, o) && containsWord(strings.Join(strings.Fields(hay), " "), strings.Join(strings.Fields(o), " ")) {
		return true // the call writes the date as the claim does ("martes 8 dic", "Tuesday 2nd")
	}
	var days []int // month*100 + day of the ISO dates in hay
	for i := 7; i+3 <= len(hay); i++ {
		if (hay[i] == '-' || hay[i] == '/' || hay[i] == '.') && yearFirstDate(hay, i-7) {
			days = append(days, atoi2(hay[i-2:i])*100+atoi2(hay[i+1:i+3]))
		}
	}
	days = append(days, slashDates(hay)...)
	days = append(days, compactDates(hay)...)
	for _, d := range yearlessDates(hay) {
		if strings.HasPrefix(k, "--") && d%100 == atoi2(k[2:]) || !strings.HasPrefix(k, "--") && d == atoi2(k[1:3])*100+atoi2(k[4:6]) {
			return true
		}
	}
	if len(days) == 0 {
		if strings.HasPrefix(k, "--") {
			return containsWord(hay, strings.TrimLeft(k[2:], "0"))
		}
		// Dates written in words ("Thu Dec  3 23:47:14 UTC 2026", as date(1)
		// prints them; "3 December"), whatever the spacing.
		if textDateKeys(hay)[k] {
			return true
		}
		return containsWord(strings.Join(strings.Fields(hay), " "), strings.Join(strings.Fields(o), " "))
	}
	lo, hi := days[0], days[0]
	for _, d := range days {
		lo, hi = min(lo, d), max(hi, d)
	}
	if strings.HasPrefix(k, "--") {
		day := atoi2(k[2:])
		for _, d := range days {
			if d%100 == day {
				return true
			}
		}
		// inside a range spanning one month
		return lo/100 == hi/100 && day >= lo%100 && day <= hi%100
	}
	want := atoi2(k[1:3])*100 + atoi2(k[4:6])
	// a date the result also writes in words ("LIS→GRU 14 JAN" beside
	// the message's own "date": "2026-11-02") is named as well
	return want >= lo && want <= hi || textDateKeys(firstN(hay, maxResultScan))[k]
}

// yearFirstDate: hay[i:] opens a year-first date, ISO or written with
// slashes or dots as in paths and bucket prefixes ("2026/12/03/x.pdf",
// "2026.12.03"), not inside a longer number.
func yearFirstDate(hay string, i int) bool {
	if i+10 > len(hay) || i > 0 && isDigit(hay[i-1]) || i+10 < len(hay) && isDigit(hay[i+10]) {
		return false
	}
	w := hay[i : i+10]
	sep := w[4]
	if sep != '-' && sep != '/' && sep != '.' || w[7] != sep || !isAllDigits(w[:4]) || !isAllDigits(w[5:7]) || !isAllDigits(w[8:]) {
		return false
	}
	m, d := atoi2(w[5:7]), atoi2(w[8:])
	return sep == '-' || m >= 1 && m <= 12 && d >= 1 && d <= 31
}

// textDateKeys returns the dateKeys of the dates written with a month name
// in hay: "Dec 3", "3 December", "3 de diciembre".
func textDateKeys(hay string) map[string]bool {
	keys := make(map[string]bool)
	f := strings.FieldsFunc(hay, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == ',' || r == '=' || r == '"' || r == '(' || r == ')' || r == '[' || r == ']' || r == ';'
	})
	for i, w := range f {
		m, ok := monthNames[strings.TrimSuffix(w, ".")] // "3 déc. 2026"
		if !ok {
			if m, ok = monthAbbrevs[strings.TrimSuffix(w, ".")]; !ok {
				continue // ("15-19 ene.", "12. Okt", "3 dez")
			}
		}
		for _, j := range []int{i + 1, i - 1, i - 2} {
			if j < 0 || j >= len(f) {
				continue
			}
			if lo, hi, ok := dayRange(f[j]); ok {
				// "9–11 March": every day of the range
				for d := lo; d <= hi; d++ {
					keys[fmt.Sprintf("-%02d-%02d", m, d)] = true
				}
				continue
			}
			if len(f[j]) > 4 {
				continue
			}
			if d, ok := dayNumber(f[j]); ok {
				keys[fmt.Sprintf("-%02d-%02d", m, d)] = true
			}
		}
	}
	return keys
}

// yearNamed: hay names year y, or names no year at all (a result with
// no year may be about any).
// (A year is read between non-digits: "orders_2025" names 2025.)
func yearNamed(y, hay string) bool {
	any := false
	for i := 0; i+4 <= len(hay); i++ {
		if (hay[i] == '1' && hay[i+1] == '9' || hay[i] == '2' && hay[i+1] == '0') && isAllDigits(hay[i:i+4]) &&
			(i == 0 || !isDigit(hay[i-1])) && (i+4 == len(hay) || !isDigit(hay[i+4])) {
			if hay[i:i+4] == y {
				return true
			}
			any = true
		}
	}
	return !any
}

// pathUnder: hay names a path inside directory d ("src/x/iva.py" for
// "src/x"), not the directory alone as a listing's entry ("tests/").
func pathUnder(hay, d string) bool {
	for from := 0; from < len(hay); {
		i := strings.Index(hay[from:], d+"/")
		if i < 0 {
			return false
		}
		i += from
		e := i + len(d) + 1
		if (i == 0 || !isWordChar(hay[i-1]) && hay[i-1] != '/') && e < len(hay) && isWordChar(hay[e]) {
			return true
		}
		from = i + 1
	}
	return false
}

// dayRange reads a range of days of one month ("9–11", "9-11").
func dayRange(w string) (int, int, bool) {
	a, b, ok := strings.Cut(w, "–")
	if !ok {
		a, b, ok = strings.Cut(w, "-")
	}
	if !ok || len(a) < 1 || len(a) > 2 || len(b) < 1 || len(b) > 2 || !isAllDigits(a) || !isAllDigits(b) {
		return 0, 0, false
	}
	lo, hi := atoi2(a), atoi2(b)
	return lo, hi, lo >= 1 && lo < hi && hi <= 31
}

// ungroup removes thousands separators between digits ("1,204,331" →
// "1204331").
func ungroup(s string) string {
	b := []byte(s)
	out := b[:0:0]
	for i := 0; i < len(b); i++ {
		if (b[i] == ',' || b[i] == '_' || b[i] == '\'' || b[i] == ' ') && i > 0 && i+3 < len(b)+1 && isDigit(b[i-1]) && i+3 <= len(b) && isAllDigits(string(b[i+1:i+4])) && (i+4 == len(b) || !isDigit(b[i+4])) {
			continue
		}
		out = append(out, b[i])
	}
	return string(out)
}

// extraObject recognises, at toks[k], objects beyond objectKind: a phone
// number written in groups ("+44 7700 900456"), a commit hash, or a
// name the user used next to a resource noun ("the invoices table", "la
// tabla facturas", "branch dev"). It returns the object and the tokens it
// spans, or "", 0.
func (s *scanner) extraObject(toks []token, k int) (string, int) {
	t := toks[k]
	if t.kind != tokWord {
		return "", 0
	}
	if o, n := s.bracketedPhone(toks, k); n > 0 {
		return o, n
	}
	if isDigit(t.w[0]) || t.start > 0 && s.text[t.start-1] == '+' {
		digits, n := 0, 0
		for m := k; m < len(toks) && toks[m].kind == tokWord && isAllDigits(strings.ReplaceAll(toks[m].w, "-", "")) && (m == k || toks[m].start-toks[m-1].end <= 1); m++ {
			digits += len(toks[m].w)
			n++
		}
		if digits >= 8 && (n > 1 || t.start > 0 && s.text[t.start-1] == '+') {
			st := toks[k].start
			if st > 0 && s.text[st-1] == '+' {
				st--
			}
			return s.text[st:toks[k+n-1].end], n
		}
	}
	if isHash(t.w) {
		return t.w, 1
	}
	if globalRuleBits(t)&rResource != 0 {
		for _, m := range []int{k - 1, k + 1} {
			if m < 0 || m >= len(toks) || toks[m].kind != tokWord {
				continue
			}
			w := toks[m].w
			if len(w) >= 2 && !anyStopTok(toks[m]) && globalRuleBits(toks[m])&rResource == 0 && !s.isLexical(toks[m]) && s.inUserText(w) && !(s.lang.code == "de" && toks[m].plain && !toks[m].cap) {
				// (a German name is capitalised or written as code: a
				// lower-case word beside "Cluster" is its verb, "läuft")
				return s.text[toks[m].start:toks[m].end], 0
			}
		}
	}
	return "", 0
}

// bracketedPhone: at toks[k], a phone number whose area code is in
// brackets ("(11) 98765-4321", "(030) 1234 5678"): its text and the
// tokens it spans, or "", 0.
func (s *scanner) bracketedPhone(toks []token, k int) (string, int) {
	t := toks[k]
	if t.start == 0 || s.text[t.start-1] != '(' || len(t.w) > 4 || !isAllDigits(t.w) || k+2 >= len(toks) || toks[k+1].kind != tokPunct || toks[k+1].w != ")" {
		return "", 0
	}
	digits, n := len(t.w), 2
	for m := k + 2; m < len(toks) && toks[m].kind == tokWord && isAllDigits(strings.ReplaceAll(toks[m].w, "-", "")) && toks[m].start-toks[m-1].end <= 1; m++ {
		digits += len(strings.ReplaceAll(toks[m].w, "-", ""))
		n++
	}
	if n == 2 || digits < 8 {
		return "", 0
	}
	return s.text[t.start-1 : toks[k+n-1].end], n
}

// isHash: a commit hash (7 to 40 hex digits, letters and digits mixed).
func isHash(w string) bool {
	if len(w) < 7 || len(w) > 40 {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'f':
			letters++
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}

// resourceNouns name a thing whose name sits next to them.
var resourceNouns = mkSet(`file fichier datei archivo arquivo table tabla tabelle tabela branch rama branche zweig ramo bucket repo repository repositorio depot namespace cluster queue cola topic index channel canal kanal
	database base datenbank banco`)

// digitsOf keeps the digits of s.
func digitsOf(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// commaClause: toks[k] is a conjunction after a comma (", et", ", and",
// ", y", ", und", ", e"): it opens a clause of its own, unless the comma
// ends an item of a list ("nginx, redis, and postgres were restarted":
// another comma a few words before).
func commaClause(toks []token, k int) bool {
	if k < 1 || toks[k].kind != tokWord || toks[k-1].kind != tokPunct || toks[k-1].w != "," {
		return false
	}
	if consequenceWords[toks[k].w] || toks[k].w == "por" && k+1 < len(toks) && (toks[k+1].w == "eso" || toks[k+1].w == "isso" || toks[k+1].w == "ello") {
		// ", deshalb …", ", donc …", ", por eso …": what follows is the
		// consequence, a clause of its own
		return true
	}
	if !conjunctions[toks[k].w] {
		return false
	}
	for m := k - 2; m >= 0 && m >= k-5; m-- {
		if toks[m].kind == tokPunct {
			return toks[m].w != ","
		}
	}
	return true
}

// contrastClause: toks[k] is a contrastive conjunction after a comma
// ("…, but pushing it failed", "…, pero el push falló", "…, mais le push
// a échoué", "…, aber der Push schlug fehl", "…, mas o push falhou"): it
// opens a clause of its own, whose objects are not the claim's.
// ("…, but also api-2", "…, mais aussi …" adds to the claim instead.)
func contrastClause(toks []token, k int) bool {
	if k < 1 || toks[k].kind != tokWord || !contrastConjs[toks[k].w] || toks[k-1].kind != tokPunct || toks[k-1].w != "," {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		if toks[m].kind == tokWord && (alsoWords[toks[m].w] || evenWords[toks[m].w]) {
			return false
		}
	}
	return true
}

var (
	contrastConjs = mkSet("but pero mais aber mas ma maar sondern sino")
	evenWords     = mkSet("even incluso meme sogar ate ook anche")
)

// purposeClause: toks[k] opens, after a comma, a clause of purpose
// ("…, so Ana can review", "…, para que Ana lo revise", "…, pour
// qu'Ana puisse relire", "…, damit Ana es prüfen kann", "…, para que
// a Ana reveja"): a goal, whose things are not the claim's objects.
// ("…, para o cliente" names a recipient: "para" opens a purpose only
// before "que" or a modal.)
func (s *scanner) purposeClause(toks []token, k int) bool {
	if k < 1 || toks[k-1].kind != tokPunct || toks[k-1].w != "," || toks[k].kind != tokWord || !purposeOpeners[toks[k].w] {
		return false // (the comma first: this runs at every word of an object window)
	}
	if toks[k].w == "damit" || toks[k].w == "afin" || toks[k].w == "sodass" {
		return true
	}
	if n := k + 1; n < len(toks) && (toks[n].w == "that" || toks[n].w == "que" || strings.HasPrefix(toks[n].w, "qu'")) {
		return true // "so that", "para que", "pour que"
	}
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if s.lang.modal[t.w] {
			return true // "so Ana can review"
		}
	}
	return false
}

var purposeOpeners = mkSet("so para pour pra damit afin sodass")

// consequenceWords open a clause that follows from the one before ("…
// offline, so I queried the second", "…, deshalb habe ich …").
var consequenceWords = mkSet("so therefore hence thus deshalb daher darum deswegen donc alors entonces portanto então entao logo")

// newClause: toks[k] is a conjunction that opens a clause with its own
// subject ("…, und die Tabelle events …", "and the site answers …").
func newClause(toks []token, k int) bool {
	if toks[k].kind != tokWord || !conjunctions[toks[k].w] || k+1 >= len(toks) {
		return false
	}
	n := toks[k+1]
	return n.kind == tokWord && (definite[n.w] || thirdPerson[n.w])
}

// compactDates: month*100 + day of the dates in hay written in ISO 8601's
// basic format, eight digits alone ("20241109", as a URL or a file name
// dates a page: "debian.org/News/2024/20241109"), a year from 1900 to
// 2099 first; at most 16.
func compactDates(hay string) []int {
	var out []int
	for i := 0; i+8 <= len(hay) && len(out) < 16; i++ {
		if !isDigit(hay[i]) {
			continue
		}
		e := i
		for e < len(hay) && isDigit(hay[e]) {
			e++
		}
		if e-i == 8 && (hay[i] == '1' && hay[i+1] == '9' || hay[i] == '2' && hay[i+1] == '0') {
			if m, d := atoi2(hay[i+4:i+6]), atoi2(hay[i+6:i+8]); m >= 1 && m <= 12 && d >= 1 && d <= 31 {
				out = append(out, m*100+d)
			}
		}
		i = e // (the run read once: linear)
	}
	return out
}

// slashDates: month*100 + day of the dates written day first with slashes
// or dots and a four-digit year in hay ("15/12/2026", "15.12.2026"); a
// day that can be a month reads both ways (12/11/2026).
func slashDates(hay string) []int {
	var out []int
	for i := 0; i+10 <= len(hay); i++ {
		c := hay[i+2]
		if (c != '/' && c != '.') || hay[i+5] != c || !isDigit(hay[i]) || !isDigit(hay[i+1]) || !isDigit(hay[i+3]) || !isDigit(hay[i+4]) || !isAllDigits(hay[i+6:i+10]) || i > 0 && isDigit(hay[i-1]) || i+10 < len(hay) && isDigit(hay[i+10]) {
			continue
		}
		a, b := atoi2(hay[i:i+2]), atoi2(hay[i+3:i+5])
		if b >= 1 && b <= 12 && a >= 1 && a <= 31 {
			out = append(out, b*100+a)
		}
		if a >= 1 && a <= 12 && b >= 1 && b <= 31 && a != b {
			out = append(out, a*100+b)
		}
		if len(out) >= 16 {
			break
		}
	}
	return out
}

// yearlessDates: month*100 + day of the day/month dates with no year in
// hay ("Cargo en cuenta el 12/12.", "(8/12)"): slashes only (12.50 is a
// figure), three digits at least (2/2 is a ratio). They match a date
// exactly; they bound no range.
func yearlessDates(hay string) []int {
	var out []int
	for i := 0; i+3 <= len(hay) && len(out) < 16; i++ {
		if hay[i] != '/' || i == 0 || !isDigit(hay[i-1]) || !isDigit(hay[i+1]) {
			continue
		}
		ds := i - 1
		if ds > 0 && isDigit(hay[ds-1]) {
			ds--
		}
		me := i + 2
		if me < len(hay) && isDigit(hay[me]) {
			me++
		}
		if ds > 0 && (isDigit(hay[ds-1]) || hay[ds-1] == '/' || hay[ds-1] == '.') || me < len(hay) && (isDigit(hay[me]) || hay[me] == '/' || (hay[me] == '.' || hay[me] == ',') && me+1 < len(hay) && isDigit(hay[me+1])) {
			continue
		}
		d, m := atoi2(hay[ds:i]), atoi2(hay[i+1:me])
		if me-ds-1 >= 3 && d >= 1 && d <= 31 && m >= 1 && m <= 12 {
			out = append(out, m*100+d)
		}
	}
	return out
}

// matchWeekday: a call is about weekday wd when one of its ISO dates falls
// on it; a call with no ISO date may be about any day.
// hasISODate: hay holds an ISO date (2026-12-02).
func hasISODate(hay string) bool {
	for i := 7; i+3 <= len(hay); i++ {
		if hay[i] == '-' && isoDate(hay[i-7:i+3]) {
			return true
		}
	}
	return false
}

func matchWeekday(wd int, hay string) bool {
	seen := false
	for i := 7; i+3 <= len(hay); i++ {
		if hay[i] != '-' || !isoDate(hay[i-7:i+3]) {
			continue
		}
		d, err := time.Parse("2006-01-02", hay[i-7:i+3])
		if err != nil {
			continue
		}
		seen = true
		if int(d.Weekday()) == wd {
			return true
		}
	}
	return !seen
}

// Anchors: besides its figures (values.go), a sentence that reports this
// turn's calls names things a call must have been about: a code span
// (`develop`, `/checkout/pago`, `python:3.12-slim`), an environment
// ("en prod", "in staging"), a month after a preposition ("en octubre",
// "im Oktober") when the calls are dated, a weekday ("j'ai regardé
// vendredi"), a place after a place preposition ("Em Campinas", "In
// Düsseldorf") when a call looked a place up, a person a message went to
// ("an Marco", "à Julie") when a call sent one, a name qualified in
// brackets ("Frankfurt (Oder)"). Another one than the calls name is
// another object: the sentence is not backed by them, however much else
// of it they back. Each anchor is a figure whose key starts with "o:"
// and its kind.

// maxAnchors bounds the anchors kept per sentence (linear in the text).
const maxAnchors = 8

// envClass maps environment words (folded) to their environment.
var envClass = func() map[string]string {
	m := map[string]string{}
	for _, row := range []string{
		"prod prod production produccion producao produktion produktiv prd",
		"staging staging stage stg",
		"preprod preprod pre-prod preproduction preproduccion",
		"homolog homologacao homologation homolog hml",
		"dev dev development desarrollo developpement entwicklung desenvolvimento",
		"qa qa uat",
		"sandbox sandbox",
		"recette recette",
	} {
		f := strings.Fields(row)
		for _, w := range f[1:] {
			m[w] = f[0]
		}
	}
	return m
}()

// packageHeads: nouns of a class of packages an environment word may
// qualify ("production dependencies", "dependencias de producción",
// "dépendances de dev", "Produktions-Abhängigkeiten"): a kind of package,
// not where a call ran.
var packageHeads = mkSet("dependencies dependency deps packages dependencias dependencia paquetes dependances dependance paquets dependencias dependencia pacotes abhangigkeiten pakete")

// packageOf: "of" between a package noun and its environment word.
var packageOf = mkSet("of de da do des du")

// packageClass: the environment word at k qualifies a package noun,
// right after it or after "of" ("dependencias de producción").
func packageClass(toks []token, k int) bool {
	if k+1 < len(toks) && toks[k+1].kind == tokWord && packageHeads[toks[k+1].w] {
		return true
	}
	return k >= 2 && toks[k-1].kind == tokWord && packageOf[toks[k-1].w] && toks[k-2].kind == tokWord && packageHeads[toks[k-2].w]
}

// ambiguousEnv: environments whose words are common words too ("a new
// dev", "the next stage", "QA found …"): they count after a preposition
// or an article only.
var ambiguousEnv = mkSet("dev qa")

// envLead: words an environment word follows when it names the
// environment ("en prod", "in staging", "the prod cluster", "auf prod").
var envLead = mkSet("in on en em na no sur auf im to into a para de del da do the el la le les o die der das den dem")

// anchorPlacePreps: prepositions a place name follows ("in Düsseldorf",
// "en Córdoba", "em Campinas", "à Lyon", "no Porto").
var anchorPlacePreps = mkSet("in im en em no na a au nach bei from desde depuis")

// recipientPreps: prepositions the person a message went to follows
// ("to Marco", "a Carmen", "à Julie", "an Marco", "para Ana").
var recipientPreps = mkSet("to a an para")

// placeConnectors join the words of a place name ("Vitória da Conquista",
// "Frankfurt am Main", "Saint-Étienne-du-Rouvray").
var placeConnectors = mkSet("da de do das dos del di du la le am an der sur upon on")

// ofMonthPreps: "of" before a month a report is about ("las ventas de
// mayo", "the figures of October", "le bilan du mois"): the month the
// figures are of. (After "in", "en", "im", an ambiguous name is the month
// too: "en mars", "in March".)
var ofMonthPreps = mkSet("of de del du do da")

// ofMonth: the month at toks[k], after an "of" word, is what the noun
// before it is of ("ventas de mayo"): not a day's month ("12 de enero")
// nor a range's first ("de enero a marzo").
func ofMonth(toks []token, k int) bool {
	if k < 2 || toks[k-2].kind != tokWord || isDigit(toks[k-2].w[0]) {
		return false
	}
	return !(k+1 < len(toks) && (toks[k+1].kind == tokWord && rangeTo[toks[k+1].w] || toks[k+1].w == "-" || toks[k+1].w == "–"))
}

// rangeTo: the word that closes a range of months, folded, five languages.
var rangeTo = mkSet("to a al au bis ate through till until hasta jusqu")

// branchWords are well-known branch names.
var branchWords = mkSet("main master develop trunk dev")

// sentenceAnchors returns the anchors of a sentence (toks).
func (s *scanner) sentenceAnchors(toks []token) []figure {
	var out []figure
	add := func(kind, obj string) {
		for _, f := range out {
			if f.text == obj && len(f.key) == len(kind)+len(obj)+3 && f.key[2:2+len(kind)] == kind {
				return
			}
		}
		if len(out) < maxAnchors {
			out = append(out, figure{key: "o:" + kind + ":" + obj, text: obj})
		}
	}
	if s.todoItem(toks) {
		return nil // "1. Auf `ubuntu-latest` umstellen": a step to take
	}
	if a, b, ok := s.sentSubjects(toks); ok {
		add("name", a) // "Financeiro e jurídico já foram avisados": each one a message went to (recipientsend.go)
		add("name", b)
	}
	figures, firstPerson, didToo, planned := false, false, false, false
	for _, t := range toks {
		figures = figures || t.kind == tokWord && isDigit(t.w[0])
		// (a sentence of the speaker's names its command as its object
		// or as a plan: "würde ich ps aux laufen lassen")
		firstPerson = firstPerson || t.kind == tokWord && s.lang.subj[t.w] && firstPersonWord[t.w]
		// a past of the speaker's ("passei", "hice") or an additive word
		// ("auch", "também"): the sentence tells what the speaker ran
		didToo = didToo || t.kind == tokWord && (additiveByLang[s.lang.code][t.w] || s.lang.ruleBits(t)&rPast1 != 0)
		planned = planned || t.kind == tokWord && (s.lang.ruleBits(t)&(rModal|rCond|rHypo) != 0 || expectModals[t.w] || strings.HasSuffix(t.w, "'ll") || strings.HasSuffix(t.w, "’ll") || modalWord(t, s.lang))
	}
	didToo = (didToo || firstPerson) && !planned // (not "als Nächstes würde ich `journalctl …` anschauen")
	if !planned {
		for _, w := range s.additiveEllipsis(toks) {
			add("also", w) // "nginx is up ✅ php-fpm too": another thing a call must be about (additiveellipsis.go)
		}
		if s.commitReport(toks) {
			add("history", "git log") // "The last commit is … by Lena" beside `git status` (commithistory.go)
		}
	}
	for k := 0; k < len(toks) && len(out) < maxAnchors; k++ {
		if (s.dashClause(toks, k) || s.dashCondition(toks, k)) && s.planAfter(toks, k) {
			break // "— I'll need to check Tuesday separately": a plan, no report
		}
		t := toks[k]
		if s.contrasted(toks, k) {
			continue // ", não a develop", ", pas encore pour dimanche": what the report is not about
		}
		prev := ""
		if k > 0 && toks[k-1].kind == tokWord {
			prev = toks[k-1].w
		}
		if f := strings.TrimSpace(t.w); (t.kind == tokCode || t.kind == tokWord) && codeFile(f) && s.inPlace(toks, k) {
			// "In `api.conf` ist ein Proxy … eingerichtet", "In der
			// settings.toml steht …": what the file holds, which a call
			// must have read, not only named
			add("infile", f)
		}
		if t.kind == tokCode {
			w := strings.TrimSpace(t.w)
			if strings.HasSuffix(w, "/") && len(w) > 1 && insideWords[prev] && !(prev == "de" && k > 1 && (toks[k-2].kind == tokPunct && toks[k-2].w == "," || toks[k-2].kind == tokWord && conjunctions[toks[k-2].w])) {
				// (a "de" that goes on an enumeration, "à côté du README, de
				// `src/` et de `scripts/`", names directories beside others;
				// "los `.conf` de `conf.d/`", "dentro de `tests/`" name contents)
				add("dir", w) // "dentro de `tests/` há 14 arquivos": its listing
				continue
			}
			if anchorSpan(w) && !s.inUserText(squash(w)) && (s.namedSpan(toks, k, prev) || sourceCommand(toks, k) || cited(toks, k) || errorLine(w) || didToo && s.spanCommand(w)) {
				// ("Ich hab auch `zpool status` laufen lassen", "passei o
				// olho no `tail -n 100 /var/log/syslog`": a command the
				// speaker says was run, which some call must have run)
				add("code", w)
			}
			continue
		}
		if t.kind != tokWord {
			continue
		}
		if w, n := s.proseSource(toks, k, prev, didToo); n > 0 && len(out) < maxAnchors {
			// "Listening sockets per ss -tlnp: …", "Im Syslog (tail -n
			// 100) …", "he pasado free -m: …": a command written in prose
			// as the report's source, which some call must have run, as
			// its code span would be (prosesource.go)
			add("ran", w) // (the program's own anchors below still hold)
		}
		if longDigits(s.text, t) && !s.inUserText(t.w) {
			// "You're in account 482019374455": an identifier stated as
			// found, which some call must have returned or been about
			add("id", t.w)
		}
		if _, cmd := knownCommands[t.w]; cmd && !t.cap && !anyStop(t.w) || acronym(s.text[t.start:t.end]) && len(t.w) >= 2 && !(k > 0 && toks[k-1].kind == tokWord && isDigit(toks[k-1].w[0])) && !timeWords[t.w] && !s.userCaps[t.w] && !commonCaps[t.w] && !genericAcronyms[t.w] && !absentOne(toks, k) {
			// what a file holds, beside calls that only listed files:
			// "it's the MIT license", "ruft helm upgrade auf"
			add("list", t.w)
		}
		if tableNouns[t.w] {
			// "the customers table", "la tabla clientes", "Tabelle kunden":
			// the table a report is about
			for _, m := range []int{k - 1, k + 1} {
				if m < 0 || m >= len(toks) || toks[m].kind != tokWord {
					continue
				}
				after := m == k+1
				if after && nameLinks[toks[m].w] && m+1 < len(toks) && toks[m+1].kind == tokWord {
					m++ // "la columna de motivo"
				}
				w := toks[m].w
				if len(w) >= 3 && !anyStopTok(toks[m]) && !tableNouns[w] && !s.isLexical(toks[m]) && objectKind(toks[m]) != "version" && !isDigit(w[0]) && !s.inUserText(w) && (after || s.lang.code == "en") {
					add("code", s.text[toks[m].start:toks[m].end])
				}
			}
		}
		if seriesMember(t.w) && !t.cap {
			// "build02 seit 3 Tagen" beside a call about build01: another
			// member of the numbered series a call named
			add("series", t.w)
			continue
		}
		if !branchWords[t.w] && s.userBranch(t.w) && !contrastedBefore(toks, k) {
			// "En release han entrado tres commits" to "¿Qué ha entrado en
			// la rama release?", "release/3.2 is green": the branch the
			// report is about (branchsubject.go)
			add("branch", t.w)
			continue
		}
		bits := anchorWords[t.w]
		if bits == 0 && strings.HasSuffix(t.w, "'s") {
			bits = anchorWords[t.w[:len(t.w)-2]] & awEnv // "prod's"
		}
		if bits == 0 && !t.cap {
			continue // (one look-up for most words: linear and cheap)
		}
		if t.cap && honorifics[t.w] && nextCapWord(toks, k) {
			continue // "an Herrn Kaya", "à Mme Lefèvre": the name follows
		}
		if t.cap && honorifics[prev] && k >= 2 && toks[k-2].kind == tokWord {
			prev = toks[k-2].w // (the preposition before the title)
		}
		if bits&awSrc != 0 && (!t.cap || sourceNames[t.w]) && !(s.lang.code == "en" && englishWordCommand[t.w]) && (sourceNames[t.w] || srcLead[prev] || clauseStart(toks, k)) && !(k+1 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].w == "(") && !firstPerson {
			// "In Grafana liegt die Fehlerquote …", "journalctl for the
			// unit is quiet", "In ps aux sieht man …": the report's source
			add("src", t.w)
			continue
		}
		if c, ok := envClass[trimPossessive(t.w)]; bits&awEnv != 0 && ok && (envLead[prev] || !ambiguousEnv[c] && (clauseStart(toks, k) || conjunctions[prev] || trimPossessive(t.w) != t.w)) && !negatedBefore(toks, k, s.lang) && !absentOne(toks, k) && !packageClass(toks, k) && !s.contrastedNoun(toks, k) {
			add("env", c) // "en prod", "prod's up too"
			if bits&awBranch != 0 {
				add("branch", t.w) // "le dernier commit de dev": a branch too
			}
			continue
		}
		if bits&awRoom != 0 && !negatedBefore(toks, k, s.lang) {
			add("room", t.w) // "la luz del salón", "im Flur", "in the kitchen"
			continue
		}
		if bits&awDate != 0 {
			if _, n := dateAt(toks, k); n > 0 {
				k += n - 1
				continue // a date is an object of its own
			}
		}
		if m, ok := monthNames[t.w]; ok && len(t.w) >= 4 && (monthPreps[prev] || ofMonthPreps[prev] && !ambiguousMonth[t.w] && ofMonth(toks, k) || comparePreps[prev] && !ambiguousMonth[t.w]) && !(k+1 < len(toks) && toks[k+1].kind == tokWord && len(toks[k+1].w) == 4 && isAllDigits(toks[k+1].w)) {
			// (not "end of life in April 2027": a month with its year is
			// history or a deadline more often than a call's range)
			add("month", strconv.Itoa(m))
			continue
		}
		if wd, ok := weekdayNum[t.w]; ok && !recurring[prev] && !contrastedBefore(toks, k) && !s.eventWeekday(toks, k) {
			// (not "every Sunday", "los lunes"; not ", not Wednesday": the
			// day the report corrects)
			add("weekday", strconv.Itoa(wd))
			continue
		}
		if branchWords[t.w] && (t.w != "main" || mainLead[prev] || s.pastVerbBefore(toks, k)) && !t.cap || branchWords[t.w] && branchSubject(toks, k) {
			// ("I checked main too", "Revisé también main": the branch a
			// past verb looked at; "main is green", "Main ist grün": the
			// branch whose state the clause reports)
			add("branch", t.w)
			continue
		}
		if h, ok := s.compoundHead(t); ok {
			add("name", h) // "im #ops-Kanal": #ops
			continue
		}
		if dash := strings.LastIndexByte(t.w, '-'); dash > 0 && dash+1 < len(t.w) && t.cap && (resourceNouns[t.w[dash+1:]] || spanNouns[t.w[dash+1:]]) {
			// "im Marketing-Kanal": a compound whose head is a resource
			// names the resource by its first part
			add("name", s.text[t.start:t.start+dash])
			continue
		}
		if !t.cap || objectKind(t) != "name" || s.isLexical(t) || timeWords[t.w] {
			continue
		}
		if docNouns[prev] || k+1 < len(toks) && toks[k+1].kind == tokWord && docNouns[toks[k+1].w] && (s.lang.code == "en" || s.lang.code == "de" || s.lang.code == "nl") {
			// "dans la page Notion", "in the Notion page", "no quadro
			// Trello": the app the thing lives in, which a call must name
			add("app", trimPossessive(s.text[t.start:t.end])) // ("Linear's page": Linear)
			continue
		}
		if q, n := qualifier(s.text, toks, k); n > 0 {
			// "Frankfurt (Oder)", "Halle (Westf.)", "Springfield, IL",
			// "Portland, Maine": the qualifier says which one (not after
			// ", nicht": the one the report says it is not about)
			switch {
			case contrastedBefore(toks, k):
			case strings.HasPrefix(q, "|"):
				add("qual", s.text[t.start:t.end]+q)
			default:
				add("bqual", s.text[t.start:t.end]+"|"+q)
			}
			k += n
			continue
		}
		if q := s.userQualifier(fold(trimPossessive(t.w))); q != "" && !contrastedBefore(toks, k) && !countryAfter(toks, k) && !otherQualifierAfter(toks, k, q) {
			// "Portland" of the user's "Portland, Maine": the answer's bare
			// name means the place the user qualified, so a call about the
			// name with another qualifier ("Portland, OR") is about another
			add("qual", trimPossessive(s.text[t.start:t.end])+"|"+q)
		} else if q := s.userLinkedQualifier(fold(trimPossessive(t.w))); q != "" && !contrastedBefore(toks, k) && !countryAfter(toks, k) && !otherQualifierAfter(toks, k, q) && !nameLinkedAfter(toks, k) {
			// "En Santiago, 27 °C" to "¿Qué tiempo hace en Santiago de
			// Compostela?": the user's place, so a place call naming
			// Santiago with another qualifier ("Santiago, Chile") is
			// about another (placecode.go)
			add("lqual", trimPossessive(s.text[t.start:t.end])+"|"+q)
		}
		if (prev == "" || conjunctions[prev]) && clauseStart(toks, k-boolInt(prev != "")) {
			// "Lima: 20 °C", "Y Punta del Este, 22 °C": a place opening
			// its clause, then a figure
			e := s.nameEnd(toks, k)
			if e+2 < len(toks) && toks[e+1].kind == tokPunct && (toks[e+1].w == ":" || toks[e+1].w == ",") && toks[e+2].kind == tokWord && isDigit(toks[e+2].w[0]) && !(e == k && (labelNouns[t.w] || s.lang.yes[t.w] || s.lang.neg[t.w])) {
				// (not "Oui : 4 °C", "Nein, 12 °C": the answer's yes or no)
				add("place", trimPossessive(strings.TrimRight(s.text[t.start:toks[e].end], ".'")))
				k = e
				continue
			}
		}
		if prev == "" {
			continue
		}
		if (anchorPlacePreps[prev] && (prev != "no" && prev != "na" || s.lang.code == "pt") && (prev != "bei" || s.userCaps[trimPossessive(t.w)]) && (figures || clauseStart(toks, k-1)) || recipientPreps[prev]) && !negatedBefore(toks, k-1, s.lang) {
			// (German "bei" before a noun the user did not name is a
			// condition, "bei Sonnenschein", no place)
			e := s.nameEnd(toks, k)
			if !figures && s.userCaps[trimPossessive(t.w)] && !(recipientPreps[prev] && s.sendWordBefore(toks, k-1)) {
				// (a person the user named, told as the one a message
				// went to, is what the send call must have named:
				// recipientsend.go)
				k = e // "buen viaje a Madrid": the user's own place, no report of it
				continue
			}
			if prev == "im" {
				// "im Bad", "im Flur": a room the user named, where a call
				// about rooms names another ("im Moment" is no room)
				if s.userCaps[t.w] {
					add("room", trimPossessive(strings.TrimRight(s.text[t.start:toks[e].end], ".'")))
				}
				k = e
				continue
			}
			if recipientPreps[prev] && addressAfter(toks, e) {
				k = e // "a Pedro (611 222 333)", "an Herrn Wolff (0171 2233445)": the name labels the address, which is the object
				continue
			}
			add("name", trimPossessive(strings.TrimRight(s.text[t.start:toks[e].end], ".'")))
			if q, n := qualifier(s.text, toks, e); e > k && n > 0 && !strings.HasPrefix(q, "|") {
				// "Em Santa Maria (RS)": the name of several words and the
				// qualifier in brackets that says which one; a call giving
				// the name another ("Santa Maria, DF") is about another
				// place, one giving it none may be this one
				add("qual", s.text[t.start:toks[e].end]+"|"+q)
			}
			if e == k {
				if full := s.userLongerName(t.w); full != "" {
					add("full", full)
				}
			}
			k = e
			if recipientPreps[prev] && k+2 < len(toks) && toks[k+1].kind == tokWord && conjunctions[toks[k+1].w] {
				// "an Thomas und Aylin", "to Ana and Luis": each person a
				// message went to
				if n := toks[k+2]; n.cap && objectKind(n) == "name" && !s.isLexical(n) && !honorifics[n.w] {
					add("name", trimPossessive(strings.TrimRight(s.text[n.start:n.end], ".'")))
					k += 2
				}
			}
		}
	}
	return out
}

// addressAfter: a phone number (eight digits or more, in groups or not,
// with or without its country code) or an e-mail address follows
// toks[e] in parentheses ("Pedro (611 222 333)", "Iván (+34 612 34 56
// 78)", "Rui (rui@x.pt)"): the address the name labels.
func addressAfter(toks []token, e int) bool {
	if e+2 >= len(toks) || toks[e+1].kind != tokPunct || toks[e+1].w != "(" {
		return false
	}
	digits := 0
	for m := e + 2; m < len(toks) && m <= e+8; m++ {
		t := toks[m]
		if t.kind == tokPunct {
			if t.w == "+" || t.w == "-" {
				continue
			}
			break
		}
		if t.kind != tokWord {
			break
		}
		if m == e+2 && strings.Contains(t.w, "@") && objectKind(t) == "email" {
			return true
		}
		w := strings.TrimPrefix(t.w, "+")
		if !isAllDigits(w) {
			break
		}
		digits += len(w)
	}
	return digits >= 8
}

// userLongerName: the user's longer name a one-word name heads
// ("Santiago" of "Santiago de Compostela", "Frankfurt" of "Frankfurt am
// Main"): the answer's short name means the user's place, so a call about
// another place of that head ("Santiago de Chile") is not about it.
// Folded; "" when the user wrote none.
func (s *scanner) userLongerName(name string) string {
	// (the user's texts are squashed: the connector is read as the longest
	// one the text goes on with, the rest by its first four letters)
	for _, q := range s.quoted {
		for from := 0; from < len(q); {
			i := strings.Index(q[from:], name)
			if i < 0 {
				break
			}
			i += from
			from = i + len(name)
			conn := ""
			for c := range placeConnectors {
				if len(c) > len(conn) && strings.HasPrefix(q[from:], c) {
					conn = c
				}
			}
			rest := q[from+len(conn):]
			if conn == "" || len(rest) < 3 || !isAllLetters(firstN(rest, 3)) {
				continue
			}
			return name + " " + conn + " " + firstN(rest, 4)
		}
	}
	return ""
}

// anchorWords: the anchor kinds a lower-case word can start, one look-up
// per word (awSrc a source, awEnv an environment, awDate a month or a
// weekday, awBranch a branch).
const (
	awSrc uint8 = 1 << iota
	awEnv
	awDate
	awBranch
	awRoom
)

var anchorWords = func() map[string]uint8 {
	m := map[string]uint8{}
	for w := range sourceNames {
		m[w] |= awSrc
	}
	for w := range knownCommands {
		if !commonWordCommand[w] && !productCommand[w] {
			m[w] |= awSrc
		}
	}
	for w := range envClass {
		m[w] |= awEnv
	}
	for w := range monthNames {
		m[w] |= awDate
	}
	for w := range weekdayNum {
		m[w] |= awDate
	}
	for w := range weekdayWords {
		m[w] |= awDate
	}
	for w := range branchWords {
		m[w] |= awBranch
	}
	for w := range roomNouns {
		m[w] |= awRoom
	}
	return m
}()

// nameEnd: the last token of the (several-word) name starting at toks[k]
// ("Vitória da Conquista", "Frankfurt am Main", "Punta del Este").
func (s *scanner) nameEnd(toks []token, k int) int {
	e := k
	for e+1 < len(toks) && toks[e+1].kind == tokWord {
		n := toks[e+1]
		if placeConnectors[n.w] && !n.cap && e+2 < len(toks) && toks[e+2].kind == tokWord && toks[e+2].cap && objectKind(toks[e+2]) == "name" {
			e += 2
			continue
		}
		if n.cap && s.lang.code != "de" && !s.isLexical(n) && !timeWords[n.w] && objectKind(n) == "name" {
			e++
			continue
		}
		break
	}
	return e
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sourceNames are where a report's content can come from besides a
// command: dashboards, monitoring and log sources (folded).
var sourceNames = mkSet(`grafana kibana datadog prometheus sentry cloudwatch splunk newrelic pagerduty loki opensearch elasticsearch statuspage
	monitoring syslog dmesg journal journald auth.log access.log error.log`)

// sourceReaders: the program that reads a log source ("the journal" is
// what `journalctl` shows, the kernel ring buffer what `dmesg` does).
var sourceReaders = map[string]string{"journal": "journalctl", "journald": "journalctl"}

// commonWordCommand: known commands that are common words in prose.
var commonWordCommand = mkSet("go ip top ssh cargo du apt az helm brew")

// englishWordCommand: commands that are English words ("the tail of the
// list", "dig into"), sources in the other languages ("pelo tail do log").
var englishWordCommand = mkSet("stat tail ps nc wc dig")

// productCommand: commands named as often for their product ("behind
// Nginx", "a Docker image", "in MySQL").
var productCommand = mkSet("nginx docker mysql psql terraform ansible kubectl helm gradle mvn openssl")

// firstPersonWord: subject pronouns of the speaker, folded.
var firstPersonWord = mkSet("i we yo nosotros je nous ich wir eu nos io noi ik wij")

// insideWords say a directory's contents follow ("inside `tests/`",
// "dentro de `tests/`", "dans `src/`", "in `docs/`").
var insideWords = mkSet("inside within in dentro de dans em no na im innerhalb unter")

// mainLead: words "main" follows as a branch ("on main", "da main", "of
// main"), not as an adjective ("the main issue").
var mainLead = mkSet("on auf sur na en em da do of von de in into dans nach para")

// qualifier: at toks[k] (a name), a qualifier in brackets or a state or
// country after a comma: its text and the tokens it spans. A code or a
// state's or country's name after a comma ("Springfield, IL", "Portland,
// Maine", "Córdoba, España") comes back as "|" and the qualifier: a call
// naming the name with no qualifier may be about it.
func qualifier(text string, toks []token, k int) (string, int) {
	if k+2 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].w == "," && toks[k+2].kind == tokWord && toks[k+2].end-toks[k+2].start == 2 && isUpper(text[toks[k+2].start]) && isUpper(text[toks[k+2].start+1]) {
		return "|" + toks[k+2].w, 2 // "Springfield, IL"
	}
	if k+2 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].w == "," && toks[k+2].kind == tokWord && toks[k+2].cap && len(toks[k+2].w) >= 3 && isAllLetters(toks[k+2].w) && !listGoesOn(toks, k+3) {
		return "|" + toks[k+2].w, 2 // "Portland, Maine" (not "Paris, Lyon et Nantes")
	}
	if k+3 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].w == "(" && toks[k+2].kind == tokWord && toks[k+2].cap {
		e := k + 3
		if toks[e].kind == tokPunct && toks[e].w == "." && e+1 < len(toks) {
			e++ // "(Westf.)"
		}
		if toks[e].kind == tokPunct && toks[e].w == ")" {
			return toks[k+2].w, e - k // "Frankfurt (Oder)", "Halle (Westf.)"
		}
	}
	return "", 0
}

// listGoesOn: toks[k] goes on with a list of names (", Lyon et Nantes",
// ", Lyon, Nantes"): the word before it is an item, no qualifier.
func listGoesOn(toks []token, k int) bool {
	if k >= len(toks) {
		return false
	}
	t := toks[k]
	return t.kind == tokPunct && t.w == "," && k+1 < len(toks) && toks[k+1].kind == tokWord && toks[k+1].cap || t.kind == tokWord && conjunctions[t.w]
}

// userQualifier: the qualifier the user's message writes after name and
// a comma, folded ("maine" of "Weather in Portland, Maine?"), or "".
func (s *scanner) userQualifier(name string) string {
	if len(name) < 3 {
		return ""
	}
	for _, q := range s.quoted {
		for from := 0; from < len(q); {
			i := strings.Index(q[from:], name)
			if i < 0 {
				break
			}
			i += from
			from = i + len(name)
			if qb := bracketQualifier(q[from:]); qb != "" && (len(qb) <= 3 || s.userCaps[qb]) {
				return qb // "Wetter in Frankfurt (Oder)?", "Santiago (CL)"
			}
			if from+1 >= len(q) || q[from] != ',' {
				continue
			}
			// (the user's texts are squashed: the qualifier is a word the
			// user capitalised, or a code, that a mark ends,
			// "portland,maine?", not a list's item,
			// "bogota,limayquito" or "bogota,lima,quito")
			rest := q[from+1:]
			e := 0
			for e < len(rest) && isWordChar(rest[e]) && rest[e] != '_' && !isDigit(rest[e]) {
				e++
			}
			if e >= 2 && (e <= 3 || s.userCaps[rest[:e]]) && (e == len(rest) || strings.IndexByte("?.!;:)", rest[e]) >= 0) {
				return rest[:e]
			}
		}
	}
	return ""
}

// qualifierMatches: a and b (folded) name the same region: the same word,
// or one the abbreviation of the other ("or" of "oregon", "me" of "maine",
// "es" of "espana", "westf" of "westfalen").
func qualifierMatches(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) < 2 || a[0] != b[0] {
		return false
	}
	if len(a) > 3 {
		return strings.HasPrefix(b, a)
	}
	j := 0
	for i := 0; i < len(b) && j < len(a); i++ {
		if b[i] == a[j] {
			j++
		}
	}
	return j == len(a)
}

// callQualifiers: the qualifiers the call writes after the name n
// (folded) in an argument or its result: ", or", " (oder)", ", espana".
// A longer word counts only where the value or the list item ends after
// it ("portland, rain expected" has none).
func callQualifiers(c *Call, n string, each func(q string) bool) {
	if gjson.Valid(c.Args) {
		goOn := true
		gjson.Parse(c.Args).ForEach(func(_, v gjson.Result) bool {
			goOn = textQualifiers(fold(v.String())+"\n", n, each)
			return goOn
		})
		if !goOn {
			return
		}
	}
	textQualifiers(fold(c.Result), n, each)
}

// textQualifiers: callQualifiers in one folded text; false once each
// asked to stop.
func textQualifiers(hay, n string, each func(q string) bool) bool {
	for from := 0; from < len(hay); {
		i := strings.Index(hay[from:], n)
		if i < 0 {
			return true
		}
		i += from
		from = i + 1
		if i > 0 && isWordChar(hay[i-1]) {
			continue
		}
		rest := hay[i+len(n):]
		if len(rest) == 0 || rest[0] != ',' && rest[0] != ' ' && rest[0] != '(' {
			continue
		}
		rest = strings.TrimLeft(rest, ", (")
		e := 0
		for e < len(rest) && isWordChar(rest[e]) && rest[e] != '_' && !isDigit(rest[e]) {
			e++
		}
		if e < 2 || e < len(rest) && isWordChar(rest[e]) {
			continue
		}
		if e > 2 && e < len(rest) && strings.IndexByte("\"',)]}\\\n", rest[e]) < 0 {
			continue
		}
		if !each(rest[:e]) {
			return false
		}
	}
	return true
}

// sourceCommand: the code span at toks[k] is a command in brackets right
// after what it read ("Im Syslog (`tail -n 50`)"): the report's source.
func sourceCommand(toks []token, k int) bool {
	if k < 2 || k+1 >= len(toks) || toks[k-1].kind != tokPunct || toks[k-1].w != "(" || toks[k+1].kind != tokPunct || toks[k+1].w != ")" || toks[k-2].kind != tokWord {
		return false
	}
	f := strings.Fields(toks[k].w)
	if len(f) == 0 {
		return false
	}
	_, known := knownCommands[strings.ToLower(f[0])]
	return known
}

// umlautConditional: conditionals that fold to a past written without
// their umlaut ("würde" folds to "wurde", "wäre" to "ware", "hätte" to
// "hatte"), by language.
var umlautConditional = map[string]set{"de": mkSet("wurde wurden wurdest wurdet ware waren warst hatte hatten hattest")}

// spanCommand: the code span w is a command line: a known program or one
// an offered tool lists, then its arguments.
func (s *scanner) spanCommand(w string) bool {
	f := strings.Fields(w)
	if len(f) == 0 {
		return false
	}
	p := strings.ToLower(f[0])
	_, known := knownCommands[p]
	return known && (len(f) > 1 || !commonWordCommand[p]) || s.listed(p) != nil
}

// cited: the code span at toks[k] is a known command a source
// preposition cites ("Pelo `git log`, …", "laut `df -h`", "según `git
// log`", "d'après `git log`", "according to `git log`"): the report's
// source, which some call must have run.
func cited(toks []token, k int) bool {
	f := strings.Fields(toks[k].w)
	if len(f) == 0 || k == 0 || toks[k-1].kind != tokWord {
		return false
	}
	if _, known := knownCommands[strings.ToLower(f[0])]; !known {
		return false
	}
	p := toks[k-1].w
	return citePreps[p] || p == "to" && k >= 2 && toks[k-2].kind == tokWord && toks[k-2].w == "according"
}

// citePreps cite a source, folded, every language.
var citePreps = mkSet("pelo pela segundo laut gemass gemaess segun selon d'apres d'après per")

// namedSpan: the code span at toks[k] names a thing the sentence is
// about: a name beside a resource noun ("the `customers` table", "el
// namespace `pagos`", "la ruta `/checkout/pago`"), after a preposition of
// place ("On `develop`", "Na `develop`"), or a path; not a command, code
// or a setting offered as advice (`npm install`, `USER node`, `tva()`).
func (s *scanner) namedSpan(toks []token, k int, prev string) bool {
	w := toks[k].w
	if strings.ContainsAny(w, " ()=") {
		return false
	}
	if w[0] == '/' && len(w) > 1 {
		return true
	}
	if spanPreps[prev] && (k < 2 || toks[k-2].kind != tokWord || !s.lang.stop[toks[k-2].w] || clauseStart(toks, k-1)) && clauseStart(toks, k-1) {
		return true
	}
	for _, m := range []int{k - 2, k - 1, k + 1, k + 2} {
		if m >= 0 && m < len(toks) && toks[m].kind == tokWord && (resourceNouns[toks[m].w] || spanNouns[toks[m].w]) {
			return true
		}
	}
	return false
}

// spanPreps: prepositions a branch, namespace or directory in a code span
// follows at the start of a clause ("On `develop`", "En `pagos`").
var spanPreps = mkSet("on in en em na no auf im sur dans")

// spanNouns are resource nouns beyond resourceNouns that a named thing
// sits beside (routes, folders, columns, images).
var spanNouns = mkSet(`route path endpoint folder directory column field image ruta carpeta directorio columna campo imagen route chemin dossier repertoire colonne champ pfad ordner verzeichnis spalte feld rota caminho pasta diretorio coluna campo imagem`)

// clauseStart: toks[k] opens its sentence or clause (after punctuation
// or a conjunction).
func clauseStart(toks []token, k int) bool {
	for m := k - 1; m >= 0; m-- {
		switch t := toks[m]; {
		case t.kind == tokPunct:
			return t.w != "(" && t.w != "\""
		case t.kind == tokWord && (conjunctions[t.w] || t.w == "but" || t.w == "pero" || t.w == "mais" || t.w == "aber" || t.w == "mas" || t.w == "y" || t.w == "e"):
			return true
		default:
			return false
		}
	}
	return true
}

// negatedBefore: a negation within the two words before toks[k] ("no
// Santiago de Compostela").
func negatedBefore(toks []token, k int, l *compiled) bool {
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		if toks[m].kind == tokWord && l.neg[toks[m].w] {
			return true
		}
	}
	return false
}

// todoItem: a list item that is a step to take: it opens with an
// infinitive ("- Subir la imagen") or, in German, ends with one ("1. Auf
// `ubuntu-latest` umstellen").
func (s *scanner) todoItem(toks []token) bool {
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	if !listItemAt(s.text, toks[first].start) {
		return s.stepLine(toks, first) // (most sentences: read up to their first word only; a step on a line of its own: stepline.go)
	}
	last := first
	for i := len(toks) - 1; i > first; i-- {
		if toks[i].kind == tokWord {
			last = i
			break
		}
	}
	if k := stepAfterLabel(toks, first); k > first {
		first = k // "3. **Capacité** : consulter le CPU …": the step after its label
	}
	if f := toks[first]; s.infinitive(f) || f.cap && (s.lang.imper[f.w] || s.lang.inf[f.w] != "" || s.lang.code == "en" && (englishBaseVerb(toks, first) || repeatVerb(f.w, s.lang))) && !(first+1 < len(toks) && toks[first+1].kind == tokPunct && toks[first+1].w == ":") {
		return true // "- Identify the queries …", "- Consider raising …" (not "- Check: ok")
	}
	t := toks[last]
	return s.lang.code == "de" && t.plain && !t.cap && len(t.w) >= 5 && strings.HasSuffix(t.w, "en") && !germanParticiple(t.w, s.lang) && !germanFinite(toks)
}

// englishBaseVerb: toks[k] reads as an English verb in its base form
// opening an instruction: no past, third-person or -ing ending, and a
// determiner or a gerund after it ("Identify the queries", "Consider
// raising the pool size").
func englishBaseVerb(toks []token, k int) bool {
	w := toks[k].w
	if !toks[k].plain || len(w) < 4 || !isAllLetters(w) || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ing") || k+1 >= len(toks) || toks[k+1].kind != tokWord {
		return false
	}
	n := toks[k+1].w
	return baseVerbObjects[n] || len(n) > 5 && strings.HasSuffix(n, "ing")
}

// baseVerbObjects: words that open an instruction's object.
var baseVerbObjects = mkSet("the a an all any each every your our their its which what whether how why")

// errorLine: a code span that quotes an error or log line ("FATAL:
// password authentication failed", "ConnectionRefusedError: [Errno
// 111]"): output, which a call must have returned.
func errorLine(w string) bool {
	if strings.Count(w, " ") < 2 {
		return false
	}
	for _, f := range strings.Fields(w) {
		f = strings.TrimRight(f, ":,")
		switch {
		case f == "FATAL" || f == "ERROR" || f == "PANIC" || f == "WARN" || f == "CRITICAL" || f == "Traceback":
			return true
		case len(f) > 5 && (strings.HasSuffix(f, "Error") || strings.HasSuffix(f, "Exception")) && isUpper(f[0]):
			return true
		}
	}
	return false
}

// anchorSpan: a code span that names a thing (a letter in it, not a
// receipt, not a lone option).
func anchorSpan(w string) bool {
	if len(w) < 2 || len(w) > 80 || strings.HasPrefix(w, "zc-receipt-") || strings.HasPrefix(w, "-") || !hasLetter(fold(w)) {
		return false
	}
	return true
}

// httpMethods are no object of a code span ("GET /v1/health").
var httpMethods = mkSet("get post put patch delete head options")

// spanTokens are the distinctive parts of a code span, folded.
func spanTokens(w string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(fold(w), func(r rune) bool {
		switch r {
		case ' ', '\t', '=', ',', ';', '(', ')', '[', ']', '{', '}', '"', '\'', '<', '>', '*', '|':
			return true
		}
		return false
	}) {
		f = strings.Trim(f, ".:!?")
		f = strings.TrimRight(f, "/")
		if httpMethods[f] || len(f) < 3 && !(len(f) == 2 && isAllDigits(f)) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// spanGrounded: each distinctive part of a code span occurs in some
// successful call (by word, as a path suffix, as a value).
func spanGrounded(w string, calls []*Call) bool {
	for _, c := range calls {
		if matchCall(w, c) || slashPartsNamed(w, c) {
			return true
		}
	}
	for _, p := range spanTokens(w) {
		found := false
		for _, c := range calls {
			hay := c.haystack()
			if containsWord(hay, p) || strings.Contains(p, "/") && matchObject(p, hay) {
				found = true
				break
			}
			if k := numberKey(p); k != "" && strings.Trim(p, "0123456789.,") == "" && valueIn(k, c.values()) {
				found = true
				break
			}
			if i := strings.IndexByte(p, ':'); i > 0 && containsWord(hay, p[:i]) && containsWord(hay, p[i+1:]) {
				found = true // "status:ok" of {"status":"ok"}
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// placeKeys are argument names that hold a place.
var placeKeys = mkSet(`city ciudad cidade ville ort stadt location place lugar localidad localidade lieu town region pais land country localita citta plaats stad
	von nach origin destination origen destino origem depart arrivee abfahrt ziel station`)

// roomNouns are rooms of a home or an office, folded, every language: a
// room a sentence names beside calls about rooms must be one of theirs.
var roomNouns = mkSet(`bathroom kitchen bedroom hallway garage livingroom basement cellar attic garden balcony terrace
	bano cocina dormitorio salon pasillo comedor sotano atico jardin balcon terraza
	cuisine chambre couloir grenier buanderie terrasse
	kuche schlafzimmer wohnzimmer flur kinderzimmer arbeitszimmer esszimmer keller dachboden garten balkon
	banheiro cozinha corredor porao sotao jardim varanda`)

// argRooms: whether a word of one of the call's argument values is the
// room obj, and whether one is any room ({"entity_id": "light.salon"},
// {"device": "thermostat_salon"}).
func argRooms(c *Call, obj string) (named, room bool) {
	if !gjson.Valid(c.Args) {
		return false, false
	}
	want := deUmlaut(fold(obj))
	gjson.Parse(c.Args).ForEach(func(_, v gjson.Result) bool {
		if v.Type == gjson.String && len(v.Str) <= 200 {
			for _, p := range argParts(v.Str) {
				named = named || p == want
				room = room || roomNouns[p]
			}
		}
		return !named
	})
	return named, room
}

// inPlace: toks[k] follows a preposition of place opening its clause,
// with at most an article or a file noun between ("In `api.conf`", "In
// der settings.toml", "Dans le fichier app.env", "No arquivo .env").
func (s *scanner) inPlace(toks []token, k int) bool {
	m := k - 1
	for n := 0; n < 2 && m >= 0 && toks[m].kind == tokWord && !spanPreps[toks[m].w] && (s.lang.stop[toks[m].w] || fileNouns[toks[m].w] || toks[m].w == "config"); n++ {
		m--
	}
	return m >= 0 && toks[m].kind == tokWord && spanPreps[toks[m].w] && clauseStart(toks, m)
}

// readNamed: a call read the file f: its arguments name it, or its
// result names it and it is no listing nor a read of another file (a
// search or a command's output names a file beside its lines).
func readNamed(f string, calls []*Call) bool {
	for _, c := range calls {
		if matchObject(f, fold(c.Args)) {
			return true
		}
		if matchObject(f, fold(c.Result)) && !listOnly(c) && !(hasKind(c.Kinds, KindRead) && !hasKind(c.Kinds, KindRun)) && !listingRun(c) {
			return true
		}
	}
	return false
}

// listingRun: every command the call ran lists files (`ls`, `find`).
func listingRun(c *Call) bool {
	cmds := c.simpleCmds().cmds
	for _, sc := range cmds {
		if len(sc.argv) == 0 || !listPrograms[progName(sc.argv[0])] {
			return false
		}
	}
	return len(cmds) > 0
}

// listPrograms list files and print no file's content.
var listPrograms = mkSet("ls find tree dir du stat exa eza fd")

// seriesMember: a word of letters then one to three digits ("build02",
// "db2", "node7"), a member of a numbered series of hosts or things.
func seriesMember(w string) bool {
	d := len(w)
	for d > 0 && isDigit(w[d-1]) {
		d--
	}
	return d >= 2 && len(w)-d >= 1 && len(w)-d <= 3 && isAllLetters(w[:d]) && asciiLetter(w[0])
}

// seriesSibling: hay names a member of the series stem other than any
// the caller looks for (stem followed by digits, as a whole word).
func seriesSibling(hay, stem string) bool {
	for from := 0; from < len(hay); {
		i := strings.Index(hay[from:], stem)
		if i < 0 {
			return false
		}
		i += from
		from = i + len(stem)
		e := from
		for e < len(hay) && isDigit(hay[e]) {
			e++
		}
		if e > from && (i == 0 || !isWordChar(hay[i-1])) && (e == len(hay) || !isWordChar(hay[e])) {
			return true
		}
	}
	return false
}

// pastVerbBefore: a past form or participle right before toks[k], or
// before an additive word there ("checked main", "revisé también main").
func (s *scanner) pastVerbBefore(toks []token, k int) bool {
	m := k - 1
	if m > 0 && toks[m].kind == tokWord && additiveWords[toks[m].w] {
		m--
	}
	return m >= 0 && toks[m].kind == tokWord && s.lang.ruleBits(toks[m])&(rPast|rPast1|rPart) != 0
}

// additiveWords say a thing is done besides another ("also", "auch",
// "también"), folded, every language; "too" follows its clause.
var additiveWords = mkSet("also auch ebenfalls tambien aussi egalement tambem anche ook")

// gitRefArg: the call runs git on a named branch ("log --oneline
// release/2.4", "log origin/release-2.4"): a call about a branch, so
// "main" beside it is another one.
func gitRefArg(c *Call) bool {
	if toolProgram(c.Tool) != "git" && !runsCommand("git", "", c) {
		return false
	}
	for _, w := range strings.FieldsFunc(fold(c.Args), func(r rune) bool {
		return r == ' ' || r == '"' || r == '\'' || r == ',' || r == ':' || r == '{' || r == '}'
	}) {
		for _, p := range refPrefixes {
			if strings.HasPrefix(w, p) && len(w) > len(p) {
				return true
			}
		}
	}
	return false
}

// refPrefixes begin the names of branches other than the default one.
var refPrefixes = []string{"origin/", "upstream/", "refs/heads/", "release/", "release-", "hotfix/", "feature/", "bugfix/", "fix/"}

// branchKeys: argument names that hold a branch, every language.
var branchKeys = mkSet("branch branche rama ramo zweig ref")

// roomKeys are argument names that hold a room of a home or a building.
var roomKeys = mkSet("room raum zimmer habitacion cuarto chambre piece quarto comodo sala stanza kamer")

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// anchorGrounded: some successful call names the anchor (key "o:kind:obj"),
// or the anchor's kind does not apply to these calls.
func anchorGrounded(key string, calls []*Call) bool {
	kind, obj, _ := strings.Cut(key[2:], ":")
	switch kind {
	case "also":
		return ellipsisGrounded(obj, calls)
	case "code":
		return spanGrounded(obj, calls)
	case "ran":
		return ranGrounded(obj, calls)
	case "history":
		return historyGrounded(calls)
	case "id":
		return idGrounded(obj, calls)
	case "env":
		any := false
		for _, c := range calls {
			named, some := c.namesEnv(obj) // once per call (anchorcache.go)
			if named {
				return true
			}
			any = any || some
		}
		return !any // calls that name no environment may be about any
	case "month":
		m, _ := strconv.Atoi(obj)
		dated := false
		for _, c := range calls {
			if c.monthDated() {
				dated = true
				if c.namesMonth(m) {
					return true
				}
			}
		}
		return !dated
	case "weekday":
		wd, _ := strconv.Atoi(obj)
		for _, c := range calls {
			if !c.isoDated() || c.namesWeekday(wd) || c.namesWeekdayWord(wd) {
				return true
			}
		}
		return len(calls) == 0
	case "branch":
		named := false
		for _, c := range calls {
			if containsWord(c.haystack(), obj) {
				return true
			}
			args := fold(c.Args)
			for b := range branchWords {
				named = named || containsWord(args, b)
			}
			named = named || argKeyIn(c, branchKeys) || gitRefArg(c) // {"branch": "release/3.2"}, `git log release/2.4`
		}
		return !named // no call about a branch: "main" is no branch here
	case "tail":
		for _, c := range calls {
			hay := c.result().args
			if isLookupCall(c) {
				hay = c.haystack() // (a look-up's result lists the identifiers it found)
			}
			if endsAWord(hay, obj) {
				return true // "(…784)" of {"tracking": "1Z999AA10123456784"}; not the "created": 1733394242 a charge of another card returned
			}
		}
		return false
	case "dir":
		d := strings.Trim(fold(obj), "/")
		if strings.HasPrefix(obj, "/") {
			d = "/" + d // an absolute path keeps its root ("/etc/letsencrypt/live/x/" of "/etc/letsencrypt/live/x/fullchain.pem")
		}
		for _, c := range calls {
			if containsWord(fold(c.Args), d) || pathUnder(fold(c.Result), d) {
				return true // (a result naming a path inside it has read it: " M src/faturacao/iva.py")
			}
			if slashPartsNamed(obj, c) {
				return true // "acme-exports-prod/2026/12/04/" of {"bucket": "acme-exports-prod", "prefix": "2026/12/04/"}
			}
		}
		return false
	case "list":
		for _, c := range calls {
			if containsWord(c.haystack(), obj) {
				return true
			}
			if !hasKind(c.Kinds, KindList) || hasKind(c.Kinds, KindRead) || hasKind(c.Kinds, KindRun) || hasKind(c.Kinds, KindQuery) || len(c.Kinds) == 0 {
				return true // a call that read or ran something may have returned it in words
			}
		}
		return len(calls) == 0
	case "src":
		for _, c := range calls {
			if containsWord(c.haystack(), obj) || strings.Contains(fold(c.Tool), obj) || sourceReaders[obj] != "" && containsWord(c.haystack(), sourceReaders[obj]) {
				return true
			}
		}
		return len(calls) == 0
	case "place":
		active := false
		for _, c := range calls {
			if nameGrounded(obj, c.haystack()) || countryNamed(obj, c) || weekObjectNamed(obj, c.haystack()) {
				return true // ("Portugal" of "Porto, PT": placecode.go; "S48" of a query about 2026-W48: eventday.go)
			}
			active = active || placeCall(c)
		}
		return !active
	case "qual":
		// "Springfield, IL": another code after the same name in a call
		// ("Springfield, MO") is another place; a call naming the name
		// with no code, or with a country's name, may be this one
		// (a code or a name, "Portland, ME" of "Portland, Maine", is the
		// same qualifier)
		name, code, _ := strings.Cut(obj, "|")
		n, code := fold(name), fold(code)
		same, other := false, false
		for _, c := range calls {
			if len(code) > 3 && nameGrounded(name, c.haystack()) && nameGrounded(code, c.haystack()) {
				same = true // "Frankfurt an der Oder", "Frankfurt am Main": the qualifier after a preposition
				continue
			}
			callQualifiers(c, n, func(q string) bool {
				if qualifierMatches(q, code) {
					same = true
				} else {
					other = true
				}
				return true
			})
		}
		return same || !other
	case "lqual":
		// "Santiago" of the user's "Santiago de Compostela": a call naming
		// both backs it; a place call naming the name with another
		// qualifier ("Santiago, Chile", "Vitória, ES") is about another
		// place; other calls ("Maria da Silva" in a mail's body) say
		// nothing of it
		name, code, _ := strings.Cut(obj, "|")
		n, code := fold(name), fold(code)
		other := false
		for _, c := range calls {
			if nameGrounded(name, c.haystack()) && nameGrounded(code, c.haystack()) {
				return true
			}
			if !placeCall(c) {
				continue
			}
			callQualifiers(c, n, func(q string) bool {
				other = other || !qualifierMatches(q, code)
				return !other
			})
		}
		return !other
	case "bqual":
		// "Frankfurt (Oder)", "Portland (Oregon)": a call naming both, or
		// the name with the same qualifier written short ("Portland, OR")
		name, q, _ := strings.Cut(obj, "|")
		n, q := fold(name), fold(q)
		active := false
		for _, c := range calls {
			hay := c.haystack()
			if nameGrounded(name+" "+q, hay) {
				return true
			}
			same := false
			callQualifiers(c, n, func(cq string) bool {
				same = qualifierMatches(cq, q)
				return !same
			})
			if same {
				return true
			}
			active = active || hasKind(c.Kinds, KindSend) || placeCall(c) || argKeyIn(c, personKeys)
		}
		return !active
	case "ver":
		for _, c := range calls {
			if containsVersion(c.haystack(), obj) {
				return true
			}
		}
		return len(calls) == 0
	case "room":
		rooms := false
		for _, c := range calls {
			if nameGrounded(obj, c.haystack()) || weekObjectNamed(obj, c.haystack()) {
				return true // ("S48" of a query about 2026-W48: eventday.go)
			}
			named, room := argRooms(c, obj)
			if named {
				return true // "thermostat_salon" names the salon
			}
			rooms = rooms || argKeyIn(c, roomKeys) || room
		}
		return !rooms
	case "infile":
		return readNamed(fold(obj), calls)
	case "series":
		stem := strings.TrimRight(obj, "0123456789")
		other := false
		for _, c := range calls {
			named, sibling := c.namesSeries(obj, stem) // once per call (anchorcache.go)
			if named {
				return true
			}
			other = other || sibling
		}
		return !other
	case "app":
		for _, c := range calls {
			if containsWord(c.haystack(), fold(obj)) {
				return true
			}
		}
		return false
	case "full":
		// a call about the head with another continuation ("Santiago de
		// Chile" for the user's "Santiago de Compostela") is about another
		// place; one naming the head alone may be this one
		head, cont, _ := strings.Cut(obj, " ")
		other := false
		for _, c := range calls {
			hay := c.haystack()
			for from := 0; from < len(hay); {
				i := strings.Index(hay[from:], head)
				if i < 0 {
					break
				}
				i += from
				from = i + len(head)
				if i > 0 && isWordChar(hay[i-1]) || from < len(hay) && isWordChar(hay[from]) {
					continue
				}
				f := strings.FieldsFunc(firstN(hay[from:], 40), func(r rune) bool { return r == ' ' || r == '_' || r == '-' || r == '"' || r == ',' })
				if len(f) < 2 || !placeConnectors[f[0]] {
					return true // the head alone
				}
				if f[0]+" "+firstN(f[1], 4) == cont || len(f) >= 3 && f[0]+" "+firstN(f[1]+f[2], 4) == cont {
					return true
				}
				other = true
			}
		}
		return !other
	case "name":
		active := false
		for _, c := range calls {
			if nameGrounded(obj, c.haystack()) || countryNamed(obj, c) || weekObjectNamed(obj, c.haystack()) {
				return true // ("S48" of a query about 2026-W48: eventday.go)
			}
			active = active || hasKind(c.Kinds, KindSend) || placeCall(c) || argKeyIn(c, personKeys)
		}
		return !active
	}
	return true
}

// clockRange: o is a span of two clock times ("15:00-16:00", "9:30–10:15").
func clockRange(o string) (string, string, bool) {
	for _, sep := range []string{"-", "–", "—"} {
		if a, b, ok := strings.Cut(o, sep); ok && clockTime(strings.TrimSpace(a)) && clockTime(strings.TrimSpace(b)) {
			return strings.TrimSpace(a), strings.TrimSpace(b), true
		}
	}
	return "", "", false
}

// clockTime: w is HH:MM.
func clockTime(w string) bool {
	h, m, ok := strings.Cut(w, ":")
	return ok && len(h) >= 1 && len(h) <= 2 && len(m) == 2 && isAllDigits(h) && isAllDigits(m)
}

// clockIn: the clock time c (HH:MM) stands in hay as a word or as an ISO
// date-time's time ("2026-12-11t15:00"), with or without its seconds.
func clockIn(c, hay string) bool {
	if len(c) == 4 && clockIn("0"+c, hay) {
		return true // "9:30" of 09:30
	}
	for from := 0; from < len(hay); {
		i := strings.Index(hay[from:], c)
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		e := i + len(c)
		if (i == 0 || !isWordChar(hay[i-1]) || hay[i-1] == 't' && i >= 2 && isDigit(hay[i-2])) && (e == len(hay) || !isDigit(hay[e])) {
			return true
		}
	}
	return false
}

// personKeys are argument names that hold the people a message or an
// event goes to, folded, every language.
var personKeys = mkSet(`to cc bcc recipient recipients attendees attendee invitees guests participants
	destinatario destinatarios invitados asistentes participantes destinataire destinataires invites
	an empfanger empfaenger teilnehmer gaste gaeste convidados`)

// nameGrounded: the call names every word of a (possibly several-word)
// name, in order, with case, accents and written-out umlauts ignored.
func nameGrounded(name, hay string) bool {
	o := fold(name)
	if !strings.ContainsRune(o, ' ') {
		return matchObject(o, hay)
	}
	h := strings.Join(strings.FieldsFunc(hay, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == ',' || r == '(' || r == ')' || r == '-'
	}), " ")
	o = strings.Join(strings.FieldsFunc(o, func(r rune) bool { return r == ' ' || r == '-' }), " ")
	if containsWord(h, o) || containsWord(deUmlaut(h), deUmlaut(o)) {
		return true
	}
	// the name's words joined in an address or a host ("Ótica Visão" of
	// financeiro@oticavisao.com.br, "Acme Logistics" of acme-logistics.io)
	joined := strings.ReplaceAll(o, " ", "")
	if len(joined) >= 6 && (containsWord(hay, joined) || containsWord(hay, strings.ReplaceAll(o, " ", "-"))) {
		return true
	}
	// a person's first and last name as an address's local part
	// ("Marta Gil" of marta.gil@acme.es, "Jonas Adler" of jonas_adler@…)
	for _, sep := range []string{".", "_"} {
		if local := strings.ReplaceAll(o, " ", sep); strings.Count(o, " ") == 1 && strings.Contains(hay, local+"@") && containsWord(hay, local) {
			return true
		}
	}
	return false
}

// placeCall: the call looked a place up (an argument named city, Ort …).
func placeCall(c *Call) bool { return argKeyIn(c, placeKeys) }

// argKeyIn: one of the call's argument names is in keys.
func argKeyIn(c *Call, keys set) bool {
	if !gjson.Valid(c.Args) {
		return false
	}
	found := false
	gjson.Parse(c.Args).ForEach(func(k, _ gjson.Result) bool {
		found = keys[fold(k.String())]
		return !found
	})
	return found
}

func hasKind(kinds []string, k string) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// endsAWord: hay holds a word longer than tail that ends with it (an
// identifier written short by its last digits).
func endsAWord(hay, tail string) bool {
	for from := 0; from < len(hay); {
		i := strings.Index(hay[from:], tail)
		if i < 0 {
			return false
		}
		i += from
		e := i + len(tail)
		if i > 0 && isAlnum(hay[i-1]) && (e == len(hay) || !isAlnum(hay[e])) {
			return true
		}
		from = i + 1
	}
	return false
}
