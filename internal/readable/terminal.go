package readable

import (
	"encoding/binary"
	"strings"
)

// A terminal (curl, a CLI chat client) draws the answer too, and draws
// control characters and escape sequences as nothing: "I
// \x1b[1mdeleted\x1b[0m …" or "dele\x00ted" is "deleted" on screen but
// two words to the detector. Concealed text (SGR 8, or the same colour
// for foreground and background) is drawn as blanks, so a "not" under it
// is hidden from the reader. drawnReadings read the text as a terminal
// draws it: concealed text as a blank, and (when there is any) shown.

// hasControls: text holds a C0 control but tab and line ends, DEL, or a
// C1 control (U+0080–U+009F, UTF-8 "\xc2\x80"–"\xc2\x9f"). Every answer
// pays it: eight bytes at a time, a byte at a time only in a word that
// may hold one (a line end does).
func hasControls(text string) bool {
	i := 0
	for ; i+8 <= len(text); i += 8 {
		if mayControl8(binary.LittleEndian.Uint64([]byte(text[i:i+8]))) && controlIn(text, i, i+8) {
			return true
		}
	}
	return controlIn(text, i, len(text))
}

// mayControl8: one of the eight bytes of x is below 0x20, 0x7f or 0xc2
// (exact for each test: a byte is zero after the subtraction or xor only
// where it matched; false positives only from borrows, read byte-wise).
func mayControl8(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	a, b := x^(0x7f*lo), x^(0xc2*lo)
	return ((x-0x20*lo)&^x|(a-lo)&^a|(b-lo)&^b)&hi != 0
}

// controlIn: text[from:to] holds the start of a control.
func controlIn(text string, from, to int) bool {
	for i := from; i < to; i++ {
		c := text[i]
		if c < 0x20 {
			if c != '\t' && c != '\n' && c != '\r' {
				return true
			}
		} else if c == 0x7f || c == 0xc2 && i+1 < len(text) && text[i+1] < 0xa0 {
			return true
		}
	}
	return false
}

// drawnReadings are the readings of text as a terminal draws it (when
// it holds a control) and with the markup a browser draws as nothing
// and the main reading keeps read away (when it holds any: unseen.go),
// one after the other; nil when neither applies.
func drawnReadings(text string) []Reading {
	type drawn struct {
		s   string
		pre []*shifts
	}
	controls := hasControls(text)
	if !controls && !hasUnseenMarkup(text) {
		return nil // nearly every answer: no allocation
	}
	var ds []drawn
	if controls {
		t, sh, concealed := termDrawn(text, false)
		ds = append(ds, drawn{t, []*shifts{sh}})
		if concealed {
			t, sh, _ := termDrawn(text, true)
			ds = append(ds, drawn{t, []*shifts{sh}})
		}
	} else {
		ds = append(ds, drawn{text, nil})
	}
	var out []Reading
	for _, d := range ds {
		if hasUnseenMarkup(d.s) {
			if u, sh := unseenDrawn(d.s); u != d.s {
				d = drawn{u, append(d.pre[:len(d.pre):len(d.pre)], sh)}
			}
		}
		if d.pre != nil {
			out = append(out, readingsOf(d.s, d.pre)...)
		}
	}
	return out
}

// readingsOf are the readings of s, their offsets composed with pre
// (s's offsets in the text it was drawn from).
func readingsOf(s string, pre []*shifts) []Reading {
	rs := readingsPlain(s)
	for i := range rs {
		o := &Offsets{pre: pre}
		if b := rs[i].Back; b != nil {
			o.first, o.marks, o.second, o.third = b.first, b.marks, b.second, b.third
		}
		rs[i].Back = o
	}
	return rs
}

// termDrawn is text as a terminal draws it: controls and escape
// sequences as nothing, a concealed run as one blank (its line ends
// kept) unless shown, and whether any text was concealed. Each byte is
// read once: an unterminated string runs to the end.
func termDrawn(text string, shown bool) (string, *shifts, bool) {
	var b strings.Builder
	b.Grow(len(text))
	sh := &shifts{}
	emit := func(s string, from int) {
		sh.note(b.Len(), from)
		b.WriteString(s)
	}
	var st sgrState
	concealedAny, blank := false, false
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == 0x1b || c == 0xc2 && i+1 < len(text) && text[i+1] >= 0x80 && text[i+1] < 0xa0:
			i = st.escape(text, i)
			continue
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r', c == 0x7f:
			i++
			continue
		}
		j := i + 1
		for j < len(text) && !termSpecial(text, j) {
			j++
		}
		if !st.concealed() {
			emit(text[i:j], i)
			blank = false
		} else {
			concealedAny = true
			if shown {
				emit(text[i:j], i)
			} else {
				// drawn as blanks: one space for the run, line ends kept
				for k := i; k < j; k++ {
					if text[k] == '\n' {
						emit("\n", k)
						blank = false
					} else if !blank {
						emit(" ", k)
						blank = true
					}
				}
			}
		}
		i = j
	}
	sh.note(b.Len(), len(text))
	return b.String(), sh, concealedAny
}

// termSpecial: text[i] starts a control or an escape.
func termSpecial(text string, i int) bool {
	c := text[i]
	return c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0x7f ||
		c == 0xc2 && i+1 < len(text) && text[i+1] >= 0x80 && text[i+1] < 0xa0
}

// sgrState is what SGR sequences set that hides text: conceal, and the
// foreground and background colour (index+1 of the 16 colours; 0 is the
// default, which differs from any set colour).
type sgrState struct {
	conceal bool
	fg, bg  int
}

func (s *sgrState) concealed() bool {
	return s.conceal || s.fg != 0 && s.fg == s.bg
}

func (s *sgrState) escape(text string, i int) int {
	var kind byte
	j := i + 1
	if text[i] == 0xc2 {
		j = i + 2
		switch text[i+1] {
		case 0x9b:
			kind = '['
		case 0x9d:
			kind = ']'
		case 0x90, 0x98, 0x9e, 0x9f:
			kind = 'P'
		default:
			return j
		}
	} else {
		if j >= len(text) {
			return j
		}
		switch text[j] {
		case '[':
			kind = '['
		case ']':
			kind = ']'
		case 'P', 'X', '^', '_':
			kind = 'P'
		default:
			// ESC, intermediates (0x20–0x2f), a final byte
			for j < len(text) && text[j] >= 0x20 && text[j] <= 0x2f {
				j++
			}
			if j < len(text) && text[j] >= 0x30 && text[j] <= 0x7e {
				j++
			}
			return j
		}
		j++
	}
	if kind == '[' {
		// As a terminal reads it (xterm, VTE, tmux): a C0 control inside
		// is executed and the sequence goes on ("ESC [ SI m" is SGR 0),
		// CAN and SUB abort it, and ESC aborts it and starts another.
		k := j
		var params []byte // the parameters, controls left out (rarely any)
		for ; k < len(text); k++ {
			c := text[k]
			switch {
			case c >= 0x20 && c <= 0x3f:
				if params != nil {
					params = append(params, c)
				}
				continue
			case c >= 0x40 && c <= 0x7e:
				if text[k] == 'm' {
					if params != nil {
						s.sgr(string(params))
					} else {
						s.sgr(text[j:k])
					}
				}
				return k + 1
			case c == 0x18 || c == 0x1a:
				return k + 1
			case c == 0x1b:
				return k
			case c < 0x20 || c == 0x7f:
				if params == nil {
					params = append([]byte{}, text[j:k]...)
				}
				continue
			}
			return k
		}
		return k
	}
	// a string: up to BEL, ESC \ or U+009C; CAN or SUB abort it, and any
	// other ESC ends it and starts a sequence of its own, as a terminal
	// reads it
	for k := j; k < len(text); k++ {
		switch {
		case text[k] == 0x07:
			return k + 1
		case text[k] == 0x1b && k+1 < len(text) && text[k+1] == '\\':
			return k + 2
		case text[k] == 0x1b:
			return k
		case text[k] == 0x18 || text[k] == 0x1a:
			return k + 1
		case text[k] == 0xc2 && k+1 < len(text) && text[k+1] == 0x9c:
			return k + 2
		}
	}
	return len(text)
}

// sgr applies SGR parameters p ("1;8"; an empty one is a reset).
func (s *sgrState) sgr(p string) {
	fs := strings.Split(p, ";")
	for k := 0; k < len(fs); k++ {
		f := strings.TrimLeft(fs[k], "0")
		if i := strings.IndexByte(f, ':'); i >= 0 {
			f = f[:i] // sub-parameters ("38:5:1") say no more here
		}
		switch {
		case f == "":
			*s = sgrState{}
		case f == "8":
			s.conceal = true
		case f == "28":
			s.conceal = false
		case f == "38" || f == "48":
			// an extended colour: its parameters are no attributes
			if k+1 < len(fs) && fs[k+1] == "5" {
				k += 2
			} else if k+1 < len(fs) && fs[k+1] == "2" {
				k += 4
			}
		case f == "39":
			s.fg = 0
		case f == "49":
			s.bg = 0
		case len(f) == 2 && f[0] == '3' && f[1] <= '7':
			s.fg = int(f[1]-'0') + 1
		case len(f) == 2 && f[0] == '9' && f[1] <= '7':
			s.fg = int(f[1]-'0') + 9
		case len(f) == 2 && f[0] == '4' && f[1] <= '7':
			s.bg = int(f[1]-'0') + 1
		case len(f) == 3 && f[:2] == "10" && f[2] <= '7':
			s.bg = int(f[2]-'0') + 9
		}
	}
}
