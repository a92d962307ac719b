package claims

import "strings"

// hyphenJoinedNamed: o is a name written with a hyphen between letters
// ("Pi-hole", "Wi-Fi", "e-mail") and the call writes it as one word
// ("pihole", "wifi"): the same name, its joiner dropped (the call's own
// joiners are dropped already: unjoined). A proper name only (a capital
// opens it: "e-mail" is a common noun, no thing a call is about); the
// joined name must be a word of at least five letters.
func hyphenJoinedNamed(o string, call *Call) bool {
	if strings.Count(o, "-") == 0 || len(o) > 64 || !isUpper(o[0]) {
		return false
	}
	f := fold(strings.Trim(o, "`'\" "))
	j := strings.ReplaceAll(f, "-", "")
	if len(j) < 5 || !isAllLetters(j) || strings.HasPrefix(f, "-") || strings.HasSuffix(f, "-") {
		return false
	}
	return containsWord(unjoined(firstN(call.haystack(), maxResultScan)), j)
}

// httpStatusNamed: o is an HTTP status written with its protocol
// ("HTTP-200", "HTTP 503", "HTTP/2 404") and the call returned or was
// given that status code.
func httpStatusNamed(o string, call *Call) bool {
	f := fold(strings.Trim(o, "`'\" "))
	rest, ok := strings.CutPrefix(f, "http")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, "s")
	if i := strings.LastIndexAny(rest, " -/"); i >= 0 {
		rest = rest[i+1:]
	}
	if len(rest) != 3 || !isAllDigits(rest) || rest[0] < '1' || rest[0] > '5' {
		return false
	}
	return valueIn(rest, call.values())
}

// phraseReturned: the claim's participle (the cue's last word) and a word
// next to it in the sentence (its noun: "céu limpo", "Himmel bedeckt")
// stand within a few words of each other in the call's result: the
// answer repeats the phrase the look-up returned. A call that only
// printed (echo) returns nothing of the world.
func phraseReturned(c *Claim, call *Call) bool {
	ws := words(c.Cue)
	if len(ws) == 0 || len(c.Sentence) > maxSentenceScan || onlyPrinted(call) {
		return false
	}
	p := strings.Trim(ws[len(ws)-1], ".,;:!*_")
	if len(p) < 4 {
		return false
	}
	hay := call.foldedHead() // (once per call, bounded: claims × calls stays linear)
	if !containsWord(hay, p) {
		return false
	}
	sw := strings.FieldsFunc(fold(c.Sentence), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80 || r >= '0' && r <= '9')
	})
	for i, w := range sw {
		if w != p {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(sw) && len(sw[j]) >= 3 && !isAllDigits(sw[j]) && near(hay, p, sw[j], len(p)+len(sw[j])+24) {
				return true
			}
		}
	}
	return false
}

// messageContent: a passive or opening claim standing after a colon in a
// sentence that says a message was sent or posted before it ("Message
// publié dans Compta › Général : la clôture est décalée au 10 décembre",
// "Mail sent to Ana: the meeting is moved to Friday", "Enviado a Ana:
// la reunión se ha movido al viernes"), whose clause's words (at least
// two of four letters or more, the participle among them) a successful
// send call was given: the claim tells the message's content, which
// that call backs. nil when not.
func messageContent(c *Claim, calls []Call) *Call {
	if c.Rule != RulePassive && c.Rule != RuleOpening || len(c.Sentence) > maxSentenceScan {
		return nil
	}
	at := strings.Index(c.Sentence, c.Cue)
	colon := strings.LastIndexByte(c.Sentence[:max(at, 0)], ':')
	if at >= 0 && (colon < 0 || !sendWordIn(fold(c.Sentence[:colon]))) {
		// "a Joana foi informada de que o estorno já foi solicitado",
		// "Ana was told that the refund was requested": what a message
		// said, after the word that says it was told
		colon = toldThat(c.Sentence[:at])
	}
	if at < 0 || colon < 0 {
		return nil
	}
	clause := fold(c.Sentence[colon+1:])
	ws := strings.FieldsFunc(clause, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80 || r >= '0' && r <= '9')
	})
	cue := words(c.Cue)
	if len(cue) == 0 {
		return nil
	}
	p := strings.Trim(cue[len(cue)-1], ".,;:!*_")
	for i := range calls {
		call := &calls[i]
		if st := call.Status; st != Verified && st != Unverified && st != Client || !hasKind(call.Kinds, KindSend) {
			continue
		}
		a := call.anchors() // (folded once per call: claims × calls stays linear in the arguments)
		if !a.msgArgsDone {
			a.msgArgsDone, a.msgArgs = true, fold(firstN(call.Args, maxArgsScan))
			a.msgWords = wordSet(a.msgArgs)
		}
		args := a.msgArgs
		if !hasWord(a.msgWords, args, p) {
			continue
		}
		aff, ok := a.affirmed[p]
		if !ok {
			aff = affirmedIn(args, p)
			if a.affirmed == nil {
				a.affirmed = map[string]bool{}
			}
			a.affirmed[p] = aff
		}
		if !aff {
			continue // (the message said "… will not be issued": no content of "refund issued")
		}
		n := 0
		for _, w := range ws {
			if len(w) >= 4 && hasWord(a.msgWords, args, w) {
				n++
			}
		}
		if n >= 2 {
			return call
		}
	}
	return nil
}

// toldThat: the index of the complementiser ("that", "que", "dass")
// ending text whose words before it say a message was sent or someone
// told ("informada de que", "told that", "informé que", "mitgeteilt,
// dass"); -1 for none.
func toldThat(text string) int {
	ws := strings.FieldsFunc(fold(text), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) })
	for k := len(ws) - 1; k >= 1 && k >= len(ws)-6; k-- {
		if !thatWords[ws[k]] {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-3; j-- {
			if sendWords[ws[j]] || toldWords[ws[j]] {
				if i := strings.LastIndex(strings.ToLower(text), ws[k]); i >= 0 {
					return i + len(ws[k]) - 1 // the clause after it: its subject and verb
				}
				return -1
			}
		}
		return -1
	}
	return -1
}

var thatWords = mkSet("that que dass")

var toldWords = mkSet(`told informed notified advised
	informada informado informados informadas avisada avisado avisados avisadas notificada notificado comunicado comunicada dicho dito
	informe informee informes prevenu prevenue notifie notifiee
	informiert benachrichtigt mitgeteilt gesagt`)

// sendWordIn: text (folded) holds a word of sending or posting, in the
// five languages: what follows its colon is the message.
func sendWordIn(text string) bool {
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) }) {
		if sendWords[w] {
			return true
		}
	}
	return false
}

var sendWords = mkSet(`sent posted published texted emailed messaged announced
	enviado enviada enviei envie mande mandado mandada publicado publicada postado postada
	envoye envoyee publie publiee poste postee annonce
	gesendet geschickt verschickt gepostet veroffentlicht veroeffentlicht`)

// camelPartNamed: o is a capitalised word ("Kotlin", "Debug") that the
// call writes as a part of a camel-case identifier ("compileDebugKotlin",
// "PanierViewModel"): a lower-case letter before it, no lower-case
// letter after it. A task or class named after a thing names the thing.
func camelPartNamed(o string, call *Call) bool {
	if len(o) < 5 || len(o) > 40 || !isUpper(o[0]) || !isAllLetters(strings.ToLower(o)) {
		return false
	}
	for _, text := range []string{call.Result, call.Args} {
		if len(text) > maxResultScan {
			text = text[:maxResultScan]
		}
		for from := 0; from < len(text); {
			i := strings.Index(text[from:], o)
			if i < 0 {
				break
			}
			i += from
			e := i + len(o)
			if i > 0 && text[i-1] >= 'a' && text[i-1] <= 'z' && (e == len(text) || !(text[e] >= 'a' && text[e] <= 'z')) {
				return true
			}
			from = i + 1
		}
	}
	return false
}

// nameOfAddress: o is a name the sentence writes right before an address
// of the same person ("Texted Bruno at +1 415 555 0187", "an Jonas
// (jonas@acme.de)", "a Marta, marta.gil@…", "para o Diego <diego@…>") and
// the call names that address: the name is the address's holder, named
// by the call that used the address.
func nameOfAddress(c *Claim, o string, call *Call) bool {
	if o == "" || !isUpper(o[0]) && o[0] < 0x80 || len(c.Sentence) > maxSentenceScan {
		return false
	}
	for i := 0; i+1 < len(c.Objects); i++ {
		if c.Objects[i] != o {
			continue
		}
		p := c.Objects[i+1]
		if p == o || !addressLike(p) {
			return false
		}
		for _, sep := range []string{" at ", " (", " <", ", ", ": ", " – ", " - ", " — ", " no ", " al ", " au ", " unter ", " em ", " en "} {
			if strings.Contains(c.Sentence, o+sep+p) {
				return matchCall(p, call) || phoneDigitsNamed(p, call)
			}
		}
		return false
	}
	return false
}

// addressLike: o is a phone number or an e-mail address.
func addressLike(o string) bool {
	if strings.Contains(o, "@") && strings.Contains(o, ".") {
		return true
	}
	n := 0
	for i := 0; i < len(o); i++ {
		switch c := o[i]; {
		case isDigit(c):
			n++
		case c == ' ' || c == '+' || c == '-' || c == '(' || c == ')' || c == '.':
		default:
			return false
		}
	}
	return n >= 7
}

// phoneDigitsNamed: the call's arguments hold the phone number o's
// digits as one run ("+14155550187" of "+1 415 555 0187").
func phoneDigitsNamed(o string, call *Call) bool {
	d := digitsOf(o)
	if len(d) < 7 {
		return false
	}
	return strings.Contains(digitRuns(firstN(call.Args, maxArgsScan)), " "+d+" ")
}

// digitRuns: the runs of digits of s (a '+' inside a run dropped),
// each between spaces.
func digitRuns(s string) string {
	b := []byte{' '}
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b = append(b, s[i])
		} else if s[i] != '+' && b[len(b)-1] != ' ' {
			b = append(b, ' ')
		}
	}
	return string(append(b, ' '))
}

// affirmedIn: the word p stands in text (folded) at least once without a
// negation or a future or modal word among the three words before it
// ("the refund will not be issued until …" affirms no "refund issued").
func affirmedIn(text, p string) bool {
	ws := strings.FieldsFunc(text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80 || r >= '0' && r <= '9' || r == '\'')
	})
	for i, w := range ws {
		if w != p {
			continue
		}
		ok := true
		for k := max(0, i-3); k < i; k++ {
			if unaffirmWords[ws[k]] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

var unaffirmWords = mkSet(`not no never won't wont will would should yet
	nunca todavia aun sera seran va van debe deberia
	pas jamais ne n' seront devrait
	nicht nie kein keine noch wird werden sollte soll
	nao ainda vai vao deve deveria`)

// wordSet: the runs of word bytes of text (what containsWord finds whole).
func wordSet(text string) map[string]bool {
	m := map[string]bool{}
	for i := 0; i < len(text); {
		if !isWordChar(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isWordChar(text[j]) {
			j++
		}
		m[text[i:j]] = true
		i = j
	}
	return m
}

// hasWord: containsWord(text, w), by the word set of text when w is one
// run of word bytes (a map look-up: asked per claim × call).
func hasWord(set map[string]bool, text, w string) bool {
	for i := 0; i < len(w); i++ {
		if !isWordChar(w[i]) {
			return containsWord(text, w)
		}
	}
	return set[w]
}
