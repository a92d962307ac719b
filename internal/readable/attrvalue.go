package readable

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// decodeAttr is an attribute value as the HTML parser hands it on: its
// character references decoded, so style="display:&#110;one" and
// class="&#104;idden" are read as CSS and the class list read them
// (attack round 10). A numeric reference needs no ';' (the parser
// decodes "&#110one" too); of the named ones, those of ASCII punctuation
// and white space, which CSS and a class list could use, are decoded.
func decodeAttr(v string) string {
	if strings.IndexByte(v, '&') < 0 {
		return v
	}
	var b strings.Builder
	b.Grow(len(v))
	for i := 0; i < len(v); {
		if v[i] != '&' {
			b.WriteByte(v[i])
			i++
			continue
		}
		if r, n := attrRef(v[i:]); n > 0 {
			b.WriteRune(r)
			i += n
			continue
		}
		b.WriteByte('&')
		i++
	}
	return b.String()
}

// attrRef decodes the character reference at the start of s ('&') and
// returns its rune and length, or 0: a numeric one reads its digits once,
// a named one is looked for within maxEntity bytes.
func attrRef(s string) (rune, int) {
	if len(s) > 1 && s[1] == '#' {
		k, hex := 2, false
		if k < len(s) && (s[k] == 'x' || s[k] == 'X') {
			k, hex = 3, true
		}
		// every digit is the reference's, however many (the parser's
		// rule); a value past Unicode is U+FFFD
		base := rune(10)
		if hex {
			base = 16
		}
		d, v := k, rune(0)
		for ; d < len(s); d++ {
			x := digitValue(s[d], hex)
			if x < 0 {
				break
			}
			if v <= unicode.MaxRune {
				v = v*base + x
			}
		}
		if d == k {
			return 0, 0
		}
		r := v
		if v == 0 || !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		if d < len(s) && s[d] == ';' {
			d++
		}
		return r, d
	}
	j := strings.IndexByte(s[:min(len(s), maxEntity)], ';')
	if j < 2 {
		return 0, 0
	}
	if r, ok := namedASCII[s[1:j]]; ok {
		return r, j + 1
	}
	if r, n := entity(s); n > 0 {
		return r, n
	}
	return 0, 0
}

// namedASCII are the named references of ASCII punctuation and white
// space (HTML's list).
var namedASCII = map[string]rune{
	"Tab": '\t', "NewLine": '\n', "nbsp": 0xA0, "excl": '!', "quot": '"', "QUOT": '"', "num": '#', "dollar": '$',
	"percnt": '%', "amp": '&', "AMP": '&', "apos": '\'', "lpar": '(', "rpar": ')', "ast": '*', "midast": '*',
	"plus": '+', "comma": ',', "period": '.', "sol": '/', "colon": ':', "semi": ';', "lt": '<', "LT": '<',
	"equals": '=', "gt": '>', "GT": '>', "quest": '?', "commat": '@', "lsqb": '[', "lbrack": '[', "bsol": '\\',
	"rsqb": ']', "rbrack": ']', "Hat": '^', "lowbar": '_', "UnderBar": '_', "grave": '`', "DiacriticalGrave": '`',
	"lcub": '{', "lbrace": '{', "verbar": '|', "vert": '|', "VerticalLine": '|', "rcub": '}', "rbrace": '}',
	"hyphen": 0x2010, "dash": 0x2010,
}

// digitValue is c's value as a decimal (or hex) digit, or -1.
func digitValue(c byte, hex bool) rune {
	switch {
	case c >= '0' && c <= '9':
		return rune(c - '0')
	case hex && c >= 'a' && c <= 'f':
		return rune(c-'a') + 10
	case hex && c >= 'A' && c <= 'F':
		return rune(c-'A') + 10
	}
	return -1
}
