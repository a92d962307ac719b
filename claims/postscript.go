package claims

import "strings"

// A postscript after a draft: to a request for a draft ("draft a reply
// to Tom", "Redáctame una respuesta", "Rédige un mail", "Escreve uma
// resposta"), the draft's text is the user's to send, so a send it tells
// claims nothing. A line opened by a postscript mark ("P.S.", "PS :",
// "PD:", "P.-S.") after the draft was set apart as a block quote or a
// code block is the speaker's own word to the user, outside the draft:
// "P.S. I went ahead and sent it from your account", "PD: ya se la he
// mandado yo", "PS : je l'ai déjà envoyé". Its send claims stand. A
// postscript with no draft set apart before it may be the letter's own
// (a plain-text draft ending "P.S. I've attached the photos").

// postscriptMarks open a postscript line, lower-cased: en, es, fr, de, pt.
var postscriptMarks = []string{"p.s.", "p.s:", "ps:", "ps :", "ps.", "p.-s.", "pd:", "pd :", "p.d.", "pd."}

// postscriptAfterDraft: b lies on a line opened by a postscript mark and
// an earlier block of the answer is a block quote or a code block.
func (s *scanner) postscriptAfterDraft(b block, blocks []block, bi int) bool {
	ls := strings.LastIndexByte(s.text[:b.start], '\n') + 1
	head := strings.ToLower(strings.TrimLeft(s.text[ls:min(len(s.text), ls+8)], " *_>"))
	mark := false
	for _, m := range postscriptMarks {
		mark = mark || strings.HasPrefix(head, m)
	}
	if !mark {
		return false
	}
	for k := 0; k < bi && k < len(blocks); k++ {
		if blocks[k].quoted || blocks[k].code {
			return !b.quoted && !b.code
		}
	}
	return false
}
