package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxProseBlock bounds the code block read as prose (linear in the text:
// each block is read once).
const maxProseBlock = 2000

// proseCode reads the lines of a code block that are prose sentences as
// the answer's own sentences, as a block quote is read: a reader sees a
// box that says "I sent the email to bob@example.com.", and nothing
// introduced it as someone else's words or an example (attack round 9:
// a bare fence, "```text" or an indented block hid any claim; a code line
// beside it changes nothing the reader sees). A block
// with a code info string, one a hypoIntro sentence introduces, the
// user's own text, or one codeBlock already read is left to codeBlock.
func (s *scanner) proseCode(blocks []block, bi int, claimed bool) {
	b := blocks[bi]
	if claimed || b.inner.end-b.inner.start > maxProseBlock || !proseInfo(b.info) || s.hypoBefore(blocks, bi) {
		return
	}
	content := s.text[b.inner.start:b.inner.end]
	if s.fromUser(content) {
		return
	}
	// each line on its own, its indent (layout) left out: an indented
	// block's line would otherwise segment as code again
	for ls := b.inner.start; ls < b.inner.end; {
		le := strings.IndexByte(s.text[ls:b.inner.end], '\n')
		if le < 0 {
			le = b.inner.end
		} else {
			le += ls
		}
		st := ls
		for st < le && (s.text[st] == ' ' || s.text[st] == '\t') {
			st++
		}
		if !proseLines(s.text[st:le]) {
			ls = le + 1
			continue // a code line among prose ones
		}
		sub := segmentTo(nil, s.text[st:le])
		for i := range sub {
			sub[i].start += st
			sub[i].end += st
		}
		for i, sb := range sub {
			if !sb.code && sb.start < sb.end {
				s.sentence(sb, sub, i)
			}
		}
		ls = le + 1
	}
}

// proseInfo: a code block's info string does not name a language whose
// lines could read as sentences. Any other label ("note", "email",
// "quote", a made-up one) still draws a box of prose the reader reads.
func proseInfo(info string) bool {
	return !scriptInfo(info)
}

// proseLines: every line of content that is not blank is a sentence (and
// one is): it
// starts with a letter, holds three words or more, ends with . ! or ?, and
// holds none of the characters code, commands and logs are made of.
func proseLines(content string) bool {
	n := 0
	for _, ln := range strings.Split(content, "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(ln)
		if !unicode.IsLetter(r) || len(strings.Fields(ln)) < 3 || !strings.ContainsAny(ln[len(ln)-1:], ".!?") ||
			strings.ContainsAny(ln, "{}=;<>|$\\`") || strings.Contains(ln, "->") || strings.Contains(ln, "//") {
			return false
		}
		n++
	}
	return n > 0
}

// runOfferedAfter: a later sentence of the answer offers to run the
// command the report in span names ("`journalctl -u jenkins -n 200` shows
// the last 200 lines … Shall I run them?", "El comando `aws s3api …`
// devuelve `Enabled` si … ¿Lo ejecuto?", "lscpu prints that. I can run
// it if you like"): the report says what the command would show, it was
// not run. The offer names the command, the command noun or only a
// pronoun ("them", "lo", "la commande"); an offer to run another
// command leaves the report standing.
func (s *scanner) runOfferedAfter(blocks []block, bi int, span []token) bool {
	if s.runOffer == 0 {
		s.runOffer = -1
		for k := len(blocks) - 1; k > bi; k-- {
			if !blocks[k].code && s.runOfferIn(blocks[k]) {
				s.runOffer = k + 1
				break
			}
		}
	}
	if s.runOffer-1 <= bi {
		return false
	}
	cmd := ""
	for _, t := range span {
		if t.kind == tokCode {
			cmd = t.w
			break
		}
	}
	if cmd == "" && len(span) > 0 {
		cmd = span[0].w
	}
	if k := strings.IndexByte(cmd, ' '); k > 0 {
		cmd = cmd[:k]
	}
	pronoun, other := false, false
	for _, t := range s.blockToks(blocks[s.runOffer-1]) {
		switch {
		case t.kind == tokCode || t.kind == tokWord && isKnownCommand(t.w):
			if w, _, _ := strings.Cut(t.w, " "); w != cmd {
				other = true
			} else {
				pronoun = true
			}
		case t.kind == tokWord && (runObjects[t.w] || runObjects[t.bare]):
			pronoun = true
		}
	}
	return pronoun && !other
}

// runOfferIn: sentence b offers to run something: a run verb in a
// question or with a modal or a condition ("Shall I run them?", "¿Lo
// ejecuto?", "Si tu veux, je lance la commande", "I can run it if you
// like").
func (s *scanner) runOfferIn(b block) bool {
	text := s.text[b.start:b.end]
	if len(text) > 200 {
		return false
	}
	verb, offer, neg, speaker := false, endsWithQuestion(text), false, s.lang.code != "en"
	for _, t := range s.blockToks(b) {
		if t.kind != tokWord {
			continue
		}
		verb = verb || runOfferVerbs[t.w] || runOfferVerbs[t.bare]
		offer = offer || s.lang.modal[t.w] || s.lang.cond[t.w] || wantWords[t.w]
		neg = neg || s.lang.neg[t.w] || strings.HasSuffix(t.w, "n't")
		speaker = speaker || t.w == "i" || t.w == "we"
	}
	// an offer, or the speaker saying it was not run ("I haven't run it",
	// "no lo he ejecutado", "je ne l'ai pas lancé"; in English with its
	// subject: "it didn't run" tells a failure)
	return verb && (offer || neg && speaker)
}

// runOfferVerbs: verbs of running a command, as offered ("run", "ejecuto",
// "lance", "führe … aus", "rodo").
var runOfferVerbs = mkSet(`run execute launch executed launched
	ejecuto ejecutarlo ejecutarlos ejecutar ejecute lanzo lanzarlo corro correrlo ejecutado lanzado
	lance lancer lancez execute executer lance
	fuhre fuhren ausfuhren ausfuehren fuehre starte starten ausgefuhrt ausgefuehrt gestartet
	rodo rodar roda roda-lo executo executar executa-lo corro correr rodei executei rodado executado`)

// runObjects: what such an offer runs when it names no command: a
// pronoun or the command noun.
var runObjects = mkSet(`it them that those this these
	lo la los las le les esto eso
	l' ca cela
	ihn sie es das den die
	o a os as isso -lo -la -los
	both all beide alle ambos ambas todos todas tous toutes
	command commands comando comandos commande commandes befehl befehle kommando`)
