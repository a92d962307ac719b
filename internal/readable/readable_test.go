package readable

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Attack round 3: text a reader reads as a plain claim but a tokenizer
// reads as other words (zero-width and format characters, homoglyphs,
// full-width letters, markup glued inside a word) is read as the reader
// reads it; offsets map back into the original.
func TestAttack3Readable(t *testing.T) {
	cases := map[string]string{
		"I s\u00adent the email.":               "I sent the email.",
		"I r\u200ban it.":                       "I ran it.",
		"I r\u200d\u2060an it.":                 "I ran it.",
		"I s\u0435nt it.":                       "I sent it.",
		"I ｓｅｎｔ it.":                            "I sent it.",
		"I r<!---->an it.":                      "I ran it.",
		"I r<b></b>an it.":                      "I ran it.",
		"I r**a**n it.":                         "I ran it.",
		"I r&#97;n it, s&shy;ent it.":           "I ran it, sent it.",
		"Я отправил письмо.":                    "Я отправил письмо.",
		"I\u3164ran\u3164git\u3164log.":         "I ran git log.",
		"I\uffa0ran\u2800it.":                   "I ran it.",
		"2*3*4 and a <b>bold</b> word, x&amp;y": "2*3*4 and a <b>bold</b> word, x&amp;y",
	}
	for in, want := range cases {
		got, back := Text(in)
		if got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
			continue
		}
		if back == nil {
			continue
		}
		if b := back.Back(len(got)); b != len(in) {
			t.Fatalf("Text(%q): the end maps to %d, want %d", in, b, len(in))
		}
		prev := -1
		for i := 0; i < len(got); i++ {
			if !utf8.RuneStart(got[i]) {
				continue
			}
			b := back.Back(i)
			if b < 0 || b >= len(in) || b <= prev || !utf8.RuneStart(in[b]) {
				t.Fatalf("Text(%q): offset %d maps to %d (previous %d)", in, i, b, prev)
			}
			prev = b
		}
		if i := strings.Index(got, "it"); i >= 0 && !strings.HasPrefix(in[back.Back(i):], "it") {
			t.Errorf("Text(%q): \"it\" maps to %q", in, in[back.Back(i):])
		}
	}
}

// A long answer is read without a per-byte offset table: the answer of a
// stream is bounded per event, not in total.
func TestAttack3ReadableSparse(t *testing.T) {
	text := strings.Repeat("I r\u200ban it. Plain words follow here. ", 1000) + strings.Repeat("x", 1<<20)
	got, back := Text(text)
	if back == nil || len(back.first.at) > 2*1000+2 {
		t.Fatalf("%d offset entries for %d bytes", len(back.first.at), len(text))
	}
	if i := strings.LastIndex(got, "I ran"); back.Back(i) != strings.LastIndex(text, "I r\u200ban") {
		t.Errorf("last claim maps to %d", back.Back(i))
	}
}

// FuzzAttack3Readable: readable never panics and its offsets map rune
// starts of the result, in order, onto rune starts of the text.
func FuzzAttack3Readable(f *testing.F) {
	for _, s := range []string{"I r\u200ban it.", "r<!---->a<b></b>n &#97;&shy; s\u0435nt ｓ", "**a**b*", "&#x;&#0;&#1114112;"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			return
		}
		got, back := Text(in)
		if back.Back(len(got)) != len(in) {
			t.Fatalf("end maps to %d, want %d", back.Back(len(got)), len(in))
		}
		prev := -1
		for i := 0; i < len(got); i++ {
			if !utf8.RuneStart(got[i]) {
				continue
			}
			b := back.Back(i)
			if b <= prev || b >= len(in) || !utf8.RuneStart(in[b]) {
				t.Fatalf("offset %d maps to %d (previous %d) in %q → %q", i, b, prev, in, got)
			}
			prev = b
		}
	})
}

// TestHomoglyphsOutsideASCII: mapHomoglyphs skips ASCII bytes when it
// looks for a homoglyph, which holds only while none is ASCII.
func TestHomoglyphsOutsideASCII(t *testing.T) {
	for r := range homoglyphs {
		if r < utf8.RuneSelf {
			t.Fatalf("homoglyph %q is ASCII", r)
		}
	}
}

// TestHomoglyphsOutsideLatin1 holds isHomoglyph's short cut to the map:
// below U+0251 only 'ı' and 'ǀ' are homoglyphs.
func TestHomoglyphsOutsideLatin1(t *testing.T) {
	for r := range homoglyphs {
		if r < 0x251 && r != 0x131 && r != 0x1C0 {
			t.Fatalf("homoglyph %U is below U+0251", r)
		}
	}
	for r := rune(0); r < 0x10000; r++ {
		if _, ok := homoglyphs[r]; ok != isHomoglyph(r) {
			t.Fatalf("isHomoglyph(%U) = %v", r, !ok)
		}
	}
}

// TestInvisibleRuneBelowArabic holds invisibleRune's short cut below
// U+0600 to its definition: a format character, the combining grapheme
// joiner, a Hangul filler or a variation selector.
func TestInvisibleRuneBelowArabic(t *testing.T) {
	for r := rune(0); r < 0x600; r++ {
		want := unicode.Is(unicode.Cf, r) || r == 0x034F
		if got := invisibleRune(r); got != want {
			t.Errorf("invisibleRune(%U) = %v, want %v", r, got, want)
		}
	}
}

// textRuneByRune is Text's loop before plain ASCII runs were copied whole:
// every rune emitted on its own. FuzzTextRuns holds Text to it.
func textRuneByRune(text string) (string, *Offsets) {
	sp, _ := spans(text, how{})
	if sp == nil && !mayNeedReading(text) {
		return text, nil
	}
	var b strings.Builder
	first := &shifts{}
	emit := func(s string, from int) {
		first.note(b.Len(), from)
		b.WriteString(s)
	}
	var m markup
	next := 0
	for i := 0; i < len(text); {
		for next < len(sp) && sp[next].start < i {
			next++
		}
		limit := len(text)
		if next < len(sp) {
			if sp[next].start == i {
				i = sp[next].read(text, emit, false)
				next++
				continue
			}
			limit = sp[next].start
		}
		if markupByte(text[i]) {
			if out, n := m.at(text[:limit], i, b.String()); n > 0 {
				if out != "" {
					emit(out, i)
				}
				i += n
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if out, ok := rewrite(r); ok {
			emitLetters(emit, out, i)
		} else {
			emit(text[i:i+n], i)
		}
		i += n
	}
	first.note(b.Len(), len(text))
	composed, marks, _ := readMarks(b.String(), false)
	out, second := mapHomoglyphs(composed)
	return out, &Offsets{first: first, marks: marks, second: second}
}

// FuzzTextRuns: Text reads every input as the rune-by-rune loop does, the
// same text and the same offset at every byte.
func FuzzTextRuns(f *testing.F) {
	for _, s := range []string{"I r\u200ban it.", "plain *ascii* <b>x</b> &amp; é", "r<!---->a<b></b>n &#97;&shy; s\u0435nt ｓ", "a\xffb*c", "ü**ber**", "mañana 18°C, déjà vu", "Gepullt 👍 fertig", "caf\u0131 s\u0435nt", "x\u3000y ｓ", "é\u00adé", "I\u3164ran\uffa0it\u2800.", "x\u115fy\u1160z", "I <span hidden>not</span> sent", "\u202etnes\u202c é", "[//]: # (x)\n\n> y", "<bdo dir=rtl>é x</bdo>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, back := Text(in)
		want, wantBack := textRuneByRune(in)
		if got != want {
			t.Fatalf("Text(%q) = %q, rune by rune %q", in, got, want)
		}
		for i := 0; i <= len(got); i++ {
			if b, w := back.Back(i), wantBack.Back(i); b != w {
				t.Fatalf("Text(%q): offset %d maps to %d, rune by rune %d", in, i, b, w)
			}
		}
	})
}

// FuzzPlain8 holds plain8 to plainASCII byte by byte.
func FuzzPlain8(f *testing.F) {
	f.Add([]byte("abcdefgh"), []byte("ab<defgh"), []byte("é*&xxxxx"))
	f.Fuzz(func(t *testing.T, a, b, c []byte) {
		s := string(a) + string(b) + string(c)
		for i := 0; i+8 <= len(s); i++ {
			want := true
			for k := i; k < i+8; k++ {
				want = want && plainASCII(s[k])
			}
			if got := plain8(s, i); got != want {
				t.Fatalf("plain8(%q, %d) = %v, want %v", s, i, got, want)
			}
		}
	})
}
