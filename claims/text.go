package claims

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Token kinds.
const (
	tokWord  = iota // letters, digits, apostrophes, and . / - _ @ # inside a word
	tokCode         // a `code span`
	tokPunct        // a clause boundary: , ; : ( ) — – and quotes
)

// token is one unit of a sentence. w is the folded form (lowercase,
// accents removed) for words and the raw span content for code.
type token struct {
	start, end int
	kind       uint8
	cap        bool // the original word starts with an upper-case letter
	plain      bool // letters only (no digit, no inner punctuation)
	// lex is w's entry in the lexicon table (lexID): its class bits in
	// every language and the languages whose stop word it is, read without
	// a map access. 0: not looked up (a token made elsewhere); 1: no entry.
	lex  uint32
	w    string // folded word, or a code span's content
	bare string // w without an elided article or pronoun ("l'api" → "api"), else w
}

// fold returns s lowercased with Latin accents removed (é→e, ß→ss, ’→'),
// the form every lexicon entry and object is compared in.
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			b.WriteByte(byte(r))
			continue
		}
		if r < foldDirectEnd {
			b.WriteString(foldDirect[r]) // (an accented Latin letter: no map access)
			continue
		}
		if f, ok := foldTable[r]; ok {
			b.WriteString(f)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// foldDirectEnd bounds the runes foldDirect holds: ASCII and the Latin
// supplements and extensions A and B, where the accented letters of the
// lexicons' languages are.
const foldDirectEnd = 0x250

// foldDirect[r] is what fold writes for r: foldTable's entry, or r
// lowercased (FuzzFold holds fold to foldRef, the map lookup per rune).
var foldDirect = func() (t [foldDirectEnd]string) {
	for r := rune(0); r < foldDirectEnd; r++ {
		if f, ok := foldTable[r]; ok {
			t[r] = f
		} else {
			t[r] = string(unicode.ToLower(r))
		}
	}
	return t
}()

var foldTable = func() map[rune]string {
	m := map[rune]string{'ß': "ss", '’': "'", '‘': "'", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o"}
	groups := map[string]string{
		"a": "àáâãäåāăąÀÁÂÃÄÅĀĂĄ", "c": "çćčÇĆČ", "e": "èéêëēėęěÈÉÊËĒĖĘĚ", "i": "ìíîïīįıÌÍÎÏĪĮİ",
		"n": "ñńňÑŃŇ", "o": "òóôõöōőÒÓÔÕÖŌŐ", "u": "ùúûüūůűųÙÚÛÜŪŮŰŲ", "y": "ýÿÝŸ", "s": "śšşŚŠŞ",
		"z": "źżžŹŻŽ", "l": "łŁ", "d": "ďĐđ", "t": "ťŤ", "r": "řŘ", "g": "ğĞ",
	}
	for to, from := range groups {
		for _, r := range from {
			m[r] = to
		}
	}
	return m
}()

func isLetter(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// isInner reports whether c may sit inside a word between letters: file
// names, hosts, versions, e-mail addresses, channels and contractions stay
// one token.
func isInner(c byte) bool {
	switch c {
	case '\'', '.', '/', '-', '_', '@', '#', ':', '+', '~', '=', '%':
		return true
	}
	return false
}

// tokenize appends the tokens of text[lo:hi] to dst. Linear in hi-lo.
func tokenize(dst []token, text string, lo, hi int) []token {
	return tokenizeL(dst, text, "", lo, hi)
}

// tokenizeL is tokenize with lower, text with its ASCII letters lowercased
// (or ""): an ASCII word's folded form is then a slice of it, not a new
// string.
//
// It is the tokenizer of every block of every answer, so it is written for
// speed: a word's shape (ASCII, letters only, capitalised) is learnt while
// its bytes are scanned, and a token is written field by field into the
// grown slice (appending a token literal copied it with a bulk write
// barrier, a third of the tokenizer's time while the collector runs).
// tokenizeRef (tokenize_ref_test.go) is the plain version it must equal;
// FuzzTokenize holds them equal.
func tokenizeL(dst []token, text, lower string, lo, hi int) []token {
	lex := lexTab.Load()
	text = text[:hi] // (no byte past hi is read: the word loop tests i < len(text) alone)
	i := lo
	for i < hi {
		c := text[i]
		switch byteClass[c] {
		case bcWord:
			// a word starts (below)
		case bcSpace:
			i++
			continue
		case bcCode:
			j := strings.IndexByte(text[i+1:hi], '`')
			if j < 0 || j > 200 {
				i++
				continue
			}
			t := grow(&dst)
			t.start, t.end, t.kind, t.cap, t.plain = i, i+2+j, tokCode, false, false
			t.lex = 0
			t.w, t.bare = strings.TrimSpace(text[i+1:i+1+j]), ""
			i += j + 2
			continue
		case bcPunct:
			t := grow(&dst)
			t.start, t.end, t.kind, t.cap, t.plain = i, i+1, tokPunct, false, false
			t.lex = 0
			t.w, t.bare = text[i:i+1], ""
			i++
			continue
		case bcSigil:
			// A leading sigil of a channel, handle, path or hidden file; not
			// "~" before a figure ("~73 %"), a sign of approximation: the
			// figure stays a figure
			if i+1 < hi && (isASCIIWord(text[i+1]) || text[i+1] == '.' || text[i+1] == '/') && c != '$' && !(c == '~' && isDigit(text[i+1])) {
				break
			}
			i++
			continue
		case bcHigh:
			r, n := utf8.DecodeRuneInString(text[i:hi])
			if !isLetter(r) {
				var w string
				switch r {
				case '«', '»', '“', '”', '„', '‘', '’':
					w = "\""
				case '—', '–':
					w = "—" // a clause boundary
				}
				if w != "" {
					t := grow(&dst)
					t.start, t.end, t.kind, t.cap, t.plain = i, i+n, tokPunct, false, false
					t.lex = 0
					t.w, t.bare = w, ""
				}
				i += n
				continue
			}
		}
		// A word: letters/digits, with inner punctuation kept when a letter
		// or digit follows it.
		start := i
		ascii, plain := true, true
		h := uint32(fnvOffset) // of the folded bytes, while ascii holds
		for {
			// the run of ASCII letters, digits and '_' (most of a word's
			// bytes), in a loop of its own: the rest of the word's tests
			// kept it from holding its few variables in registers
			for i < len(text) {
				f := wordFold[text[i]]
				if f == 0 {
					break
				}
				// a letter (folded: ≥ 'a'), or a digit or '_' (below 'a')
				if f < 'a' {
					plain = false
				}
				h = (h ^ uint32(f)) * fnvPrime
				i++
			}
			if i >= hi {
				break
			}
			c := text[i]
			if c < utf8.RuneSelf {
				if c == ':' {
					if i > start && i+1 < hi && isDigit(text[i-1]) && isDigit(text[i+1]) {
						plain = false
						h = (h ^ ':') * fnvPrime
						i++
						continue
					}
					if i+2 < hi && text[i+1] == '/' && text[i+2] == '/' {
						plain = false
						h = (((h^':')*fnvPrime^'/')*fnvPrime ^ '/') * fnvPrime
						i += 3
						continue
					}
					break
				}
				if isInner(c) && i+1 < hi && (isASCIIWord(text[i+1]) || text[i+1] >= utf8.RuneSelf) {
					plain = false
					h = (h ^ uint32(c)) * fnvPrime
					i++
					continue
				}
				break
			}
			r, n := utf8.DecodeRuneInString(text[i:hi])
			if r == '’' && i+n < hi && isASCIIWord(text[i+n]) {
				ascii = false
				i += n
				continue
			}
			if !isLetter(r) {
				break
			}
			ascii = false
			i += n
		}
		if i == start { // a lone inner byte
			i++
			continue
		}
		var w, bare string
		var up bool
		if ascii && plain && lower != "" {
			// the common word: letters of ASCII (no apostrophe, no fold)
			w = lower[start:i]
			bare = w
			c0 := text[start]
			up = 'A' <= c0 && c0 <= 'Z'
		} else {
			w, bare, up = wordForms(text[start:i], lower, start, ascii, plain)
			if !ascii {
				h = fnvString(w) // folding changed the bytes
			}
		}
		id := uint32(0)
		if lex != nil {
			id = lex.find(h, w)
		}
		t := grow(&dst)
		t.start, t.end, t.kind, t.cap, t.plain = start, i, tokWord, up, plain
		t.w, t.bare, t.lex = w, bare, id
	}
	return dst
}

// wordForms returns the folded form of the word raw (at start in the
// text lower lowercases, or ""), that form without an elided article or
// pronoun, and whether raw is capitalised: tokenizeL's words other than
// plain ASCII ones.
func wordForms(raw, lower string, start int, ascii, plain bool) (w, bare string, up bool) {
	if lower != "" && ascii {
		w = lower[start : start+len(raw)]
	} else {
		w = fold(raw)
	}
	bare = w
	if !(ascii && plain) { // a plain ASCII word holds no apostrophe
		if k := strings.IndexByte(w, '\''); k > 0 && k <= 2 && k+1 < len(w) {
			bare = w[k+1:]
		}
	}
	if c0 := raw[0]; c0 < utf8.RuneSelf {
		up = 'A' <= c0 && c0 <= 'Z'
	} else {
		r0, _ := utf8.DecodeRuneInString(raw)
		up = unicode.IsUpper(r0)
	}
	return w, bare, up
}

// Byte classes of the tokenizer's dispatch at a token's first byte (one
// table read instead of a chain of comparisons per byte of white space).
const (
	bcSpace = iota // an ASCII byte that starts nothing: skipped
	bcWord         // an ASCII letter, digit or underscore
	bcCode         // ` (a code span)
	bcPunct        // , ; : ( ) " [ ] (a clause boundary)
	bcSigil        // # @ / . ~ $ (may lead a channel, handle or path)
	bcHigh         // a byte of a multi-byte rune
)

var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case b >= utf8.RuneSelf:
			t[c] = bcHigh
		case isASCIIWord(b):
			t[c] = bcWord
		case b == '`':
			t[c] = bcCode
		case strings.IndexByte(",;:()\"[]", b) >= 0:
			t[c] = bcPunct
		case strings.IndexByte("#@/.~$", b) >= 0:
			t[c] = bcSigil
		}
	}
	return t
}()

// wordFold[c] is c lowercased for an ASCII letter, c for a digit or '_',
// 0 for any other byte: the tokenizer's one table read per byte of a word.
var wordFold = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case 'a' <= b && b <= 'z', '0' <= b && b <= '9', b == '_':
			t[c] = b
		case 'A' <= b && b <= 'Z':
			t[c] = b | 0x20
		}
	}
	return t
}()

// grow extends *dst by one token and returns it; the caller writes every
// field (a reused buffer's slot holds an old token).
func grow(dst *[]token) *token {
	d := *dst
	if len(d) < cap(d) {
		d = d[:len(d)+1]
	} else {
		d = append(d, token{})
	}
	*dst = d
	return &d[len(d)-1]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// asciiLower returns s with its ASCII letters lowercased, byte for byte
// (so offsets into s hold in it).
func asciiLower(s string) string { return asciiLowerInto(make([]byte, len(s)), s) }

// asciiLowerInto is asciiLower writing into b (len(b) == len(s)); the
// result shares b. It lowercases eight bytes at a time (every answer is
// lowercased once per request); asciiLowerRef in text_ref_test.go is the
// byte loop it must equal (FuzzASCIILower).
func asciiLowerInto(b []byte, s string) string {
	b = b[:len(s)]
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	lower8 := func(x uint64) uint64 {
		h := x &^ high              // each byte's low seven bits: no carry between bytes below
		ge := h + (0x80-'A')*ones   // high bit: byte ≥ 'A'
		gt := h + (0x80-'Z'-1)*ones // high bit: byte > 'Z'
		up := ge &^ gt &^ x & high  // an ASCII upper-case letter (not a byte ≥ 0x80)
		return x | up>>2            // 0x80>>2 is 'a'-'A'
	}
	i := 0
	// sixteen bytes a round (one bounds check, one loop test for two words)
	for ; i+16 <= len(s); i += 16 {
		d := b[i : i+16 : i+16]
		binary.LittleEndian.PutUint64(d, lower8(load64(s, i)))
		binary.LittleEndian.PutUint64(d[8:], lower8(load64(s, i+8)))
	}
	for ; i+8 <= len(s); i += 8 {
		binary.LittleEndian.PutUint64(b[i:], lower8(load64(s, i)))
	}
	for ; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	if len(b) == 0 {
		return ""
	}
	// the string shares b (no second copy): b is written again only by
	// the next scan that takes the pooled buffer, after finish copied
	// every claim's string out of it
	return unsafe.String(&b[0], len(b))
}

func isASCIIWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// span is a byte range of the answer.
type span struct{ start, end int }

// block is a unit of the answer: a prose sentence, or a fenced code block.
type block struct {
	span
	code   bool
	info   string // a code block's info string
	inner  span   // a code block's content
	quoted bool   // a Markdown block quote line
	cell   bool   // a Markdown table cell
}

// segment splits text into sentences and fenced code blocks, in order.
// A sentence ends at . ! ? followed by a space or line end, at a line end,
// or where a code fence starts. Linear in len(text).
func segment(text string) []block { return segmentTo(nil, text) }

// segmentTo is segment appending to out (a reused buffer).
func segmentTo(out []block, text string) []block {
	i := 0
	for i < len(text) {
		// line start
		lineEnd := strings.IndexByte(text[i:], '\n')
		if lineEnd < 0 {
			lineEnd = len(text)
		} else {
			lineEnd += i
		}
		line := text[i:lineEnd]
		trim := trimIndent(line)
		if strings.HasPrefix(trim, "```") || strings.HasPrefix(trim, "~~~") {
			fence := trim[:3]
			info := strings.TrimSpace(trim[3:])
			contentStart := lineEnd + 1
			if contentStart > len(text) {
				contentStart = len(text)
			}
			end, next := len(text), len(text)
			for j := contentStart; j < len(text); {
				le := strings.IndexByte(text[j:], '\n')
				if le < 0 {
					le = len(text)
				} else {
					le += j
				}
				if strings.HasPrefix(trimIndent(text[j:le]), fence) {
					end = j
					next = le + 1
					break
				}
				j = le + 1
			}
			if next > len(text) {
				next = len(text)
			}
			out = append(out, block{span: span{i, min(next, len(text))}, code: true, info: info, inner: span{contentStart, max(end, contentStart)}})
			i = next
			continue
		}
		// an indented code block: lines indented four spaces (or a tab)
		// after a blank line, not list items
		if indented(line) && (i == 0 || i >= 2 && text[i-2] == '\n' || blankBefore(text, i)) {
			end := lineEnd
			for end < len(text) {
				ne := strings.IndexByte(text[end+1:], '\n')
				if ne < 0 {
					ne = len(text)
				} else {
					ne += end + 1
				}
				if end+1 >= len(text) || !indented(text[end+1:ne]) {
					break
				}
				end = ne
			}
			out = append(out, block{span: span{i, end}, code: true, inner: span{i, end}})
			i = end + 1
			continue
		}
		quoted := strings.HasPrefix(trim, ">")
		// a table row: each cell is a sentence of its own
		if strings.HasPrefix(trim, "|") {
			c := i
			for j := i; j <= lineEnd; j++ {
				if j == lineEnd || text[j] == '|' {
					n := len(out)
					out = appendSentence(out, text, c, j, false)
					if len(out) > n {
						out[n].cell = true
					}
					c = j + 1
				}
			}
			i = lineEnd + 1
			continue
		}
		// sentences inside the line
		s := i
		for j := i; j < lineEnd; j++ {
			for j+8 <= lineEnd {
				if m := sentenceByteMask(load64(text, j)); m != 0 {
					j += bits.TrailingZeros64(m) >> 3 // the first sentenceByte
					break
				}
				j += 8
			}
			for j < lineEnd && !sentenceByte[text[j]] {
				j++ // a byte that neither ends a sentence nor opens a code span
			}
			if j == lineEnd {
				break
			}
			c := text[j]
			if c == '`' {
				// no sentence ends inside an inline code span ("`COPY . .`")
				if k := strings.IndexByte(text[j+1:lineEnd], '`'); k >= 0 {
					j += k + 1
					continue
				}
			}
			if c == 0xF0 {
				if k, ok := emojiEnd(text, j, lineEnd); ok {
					out = appendSentence(out, text, s, k, quoted)
					s = k
					j = k - 1
				}
				continue
			}
			if (c == '.' || c == '!' || c == '?') && (j+1 == lineEnd || text[j+1] == ' ' || text[j+1] == '\t') {
				k := j + 1
				for k < lineEnd && (text[k] == '.' || text[k] == '!' || text[k] == '?') {
					k++
				}
				out = appendSentence(out, text, s, k, quoted)
				s = k
				j = k - 1
			}
		}
		out = appendSentence(out, text, s, lineEnd, quoted)
		i = lineEnd + 1
	}
	return out
}

// emojiEnd: an emoji at text[j] (U+1F000…U+1FFFF, with any emoji,
// variation selector or joiner right after it) followed by a space or the
// line's end ends a sentence, as a full stop does in chat ("cleaned them
// up 🧹 deleted 14 branches", "Gepullt 👍 Alles aktuell"). It returns
// the end of the emoji run.
func emojiEnd(text string, j, lineEnd int) (int, bool) {
	if j+4 > lineEnd || text[j+1] != 0x9F {
		return 0, false
	}
	k := j + 4
	for k < lineEnd {
		switch {
		case k+4 <= lineEnd && text[k] == 0xF0 && text[k+1] == 0x9F:
			k += 4
		case k+3 <= lineEnd && (text[k:k+3] == "\uFE0F" || text[k:k+3] == "\u200D"):
			k += 3
		default:
			return k, text[k] == ' ' || text[k] == '\t'
		}
	}
	return k, true
}

// sentenceByte marks the bytes segmentTo stops at inside a line.
var sentenceByte = [256]bool{'`': true, '.': true, '!': true, '?': true, 0xF0: true}

// sentenceByteMask is nonzero when one of x's eight bytes is a
// sentenceByte, and its lowest set bit is in the first of them (a byte
// is zero after the xor only where it matched; a false mark from the
// borrow lies only above a true one).
func sentenceByteMask(x uint64) uint64 {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	// (no closure: the test inlines into segmentTo's loop)
	a, b, c, d, e := x^('`'*lo), x^('.'*lo), x^('!'*lo), x^('?'*lo), x^(0xF0*lo)
	return ((a-lo)&^a | (b-lo)&^b | (c-lo)&^c | (d-lo)&^d | (e-lo)&^e) & hi
}

func appendSentence(out []block, text string, s, e int, quoted bool) []block {
	for s < e && (text[s] == ' ' || text[s] == '\t' || text[s] == '\r') {
		s++
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r') {
		e--
	}
	if s < e {
		out = append(out, block{span: span{s, e}, quoted: quoted})
	}
	return out
}

// indented: a line of an indented code block (four spaces or a tab, then
// no list marker).
func indented(line string) bool {
	if !strings.HasPrefix(line, "    ") && !strings.HasPrefix(line, "\t") {
		return false
	}
	t := trimIndent(line)
	if t == "" {
		return false
	}
	switch t[0] {
	case '-', '*', '+':
		return len(t) > 1 && t[1] != ' '
	}
	if i := strings.IndexAny(t, ".)"); i > 0 && i <= 3 && isAllDigits(t[:i]) && (i+1 == len(t) || t[i+1] == ' ') {
		return false
	}
	return true
}

// trimIndent is strings.TrimLeft(s, " \t") (segmentTo calls it on every
// line; the cutset version builds its set on each call).
func trimIndent(s string) string {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return s[i:]
}

// blankBefore: the line starting at i follows a blank line (or starts the
// text).
func blankBefore(text string, i int) bool {
	if i == 0 {
		return true
	}
	j := i - 1 // the newline ending the previous line
	k := strings.LastIndexByte(text[:j], '\n')
	return strings.TrimSpace(text[k+1:j]) == ""
}
