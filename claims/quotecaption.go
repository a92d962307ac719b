package claims

import "strings"

// A caption under a block quote naming the page it came from presents the
// quote as that page's current text, as a source line before it does
// (sourceLabel): "> Offre Pro — 29 €/mois …" then "(extrait de la page
// tarifs)", "— aus dem Impressum", "(FAQ da loja.com.br)", "(from
// acme.io/pricing)". A fetch of that page must back it (adv21: a `>`
// quote of a page, 4 of 4). Not a caption naming a person or a work ("—
// The Zen of Python"), nor the user's text ("(from your message)", "(de
// la page que tu as collée)"), nor memory.

// maxCaptionWords bounds a caption: a sentence is no caption.
const maxCaptionWords = 9

// quoteCaption: block bi, right after a block quote, is a caption (in
// brackets or after a dash) naming a page or a site.
func (s *scanner) quoteCaption(b block, toks []token, blocks []block, bi int) bool {
	if bi == 0 || bi > len(blocks)-1 || b.quoted || b.code || !blocks[bi-1].quoted {
		return false
	}
	text := strings.TrimSpace(s.text[b.start:b.end])
	open := strings.HasPrefix(text, "(") && strings.HasSuffix(strings.TrimRight(text, "."), ")")
	dash := strings.HasPrefix(text, "—") || strings.HasPrefix(text, "–") || strings.HasPrefix(text, "-- ") || strings.HasPrefix(text, "- ")
	if !open && !dash {
		return false
	}
	words, page, addr, yours := 0, false, false, false
	for _, t := range toks {
		if t.kind != tokWord && t.kind != tokCode {
			continue
		}
		words++
		if t.kind == tokWord && memoryWords[t.w] {
			return false // "(de mémoire)"
		}
		if t.kind == tokWord && (possessive2[t.w] || youWords[t.w] || s.lang.subj[t.w] && !speakerWords[t.w]) {
			yours = true // "(from your message)", "(la page que tu as collée)"
		}
		kd := objectKind(t)
		if kd == "host" || kd == "url" || kd == "path" && siteAddress(t.w) {
			page, addr = true, true
		}
		if t.kind == tokWord && (pageNouns[t.w] || captionPageNouns[t.w]) {
			page = true
		}
	}
	if !page || words > maxCaptionWords || yours && !addr {
		return false // (a you-word beside a site's address, "— acme.io/pricing, as you asked", still names the page)
	}
	for k := bi - 1; k >= 0 && blocks[k].quoted; k-- {
		if s.fromUser(s.text[blocks[k].start:blocks[k].end]) {
			return false // the user's own text quoted back
		}
	}
	c := Claim{Rule: RuleLabel, Action: KindFetch, Cue: text, Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: s.lang.code}
	c.Objects = s.objects(toks, 0, len(toks), b)
	s.claims = append(s.claims, c)
	return true
}

// captionPageNouns name a web page by what it holds, folded, five
// languages.
var captionPageNouns = mkSet("impressum faq faqs pricing tarifs tarifas precios preise precos preços datenschutz " +
	"homepage landing changelog docs documentation documentacion dokumentation documentacao")
