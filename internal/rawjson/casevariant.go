package rawjson

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// CaseVariant reports whether key is one of names spelled in another
// case ("Content" for "content"). encoding/json, and so Go clients such
// as go-openai, match member names case-blind: a reply the proxy reads
// by exact names must not carry a member a Go client reads as one of
// them. The fold is Unicode's simple folding, as encoding/json's: a
// variant may be longer than its name ("choiceſ", with U+017F, is
// "choices"), so lengths are not compared.
//
// names are lower-case ASCII (as every member name of the API): a key
// with no upper-case ASCII letter and no byte past ASCII (Foldable false,
// nearly every key) folds to such a name only by being it, so it is no
// variant and nothing is folded (FuzzCaseVariant holds this to the fold).
func CaseVariant(key string, names ...string) bool {
	if !Foldable(key) {
		return false
	}
	for _, n := range names {
		if key != n && EqualFold(key, n) {
			return true
		}
	}
	return false
}

// EqualFold is strings.EqualFold, which it calls unless the first bytes
// already tell: two ASCII bytes fold together only as the same letter in
// either case (strings.EqualFold's own ASCII rule), so a member name that
// starts with another ASCII letter is rejected without a rune loop. Most
// names a scan compares start so.
func EqualFold(s, t string) bool {
	if len(s) > 0 && len(t) > 0 {
		if a, b := s[0], t[0]; a < utf8.RuneSelf && b < utf8.RuneSelf && a != b && (a|0x20 != b|0x20 || !isASCIILetter(a)) {
			return false
		}
	}
	return strings.EqualFold(s, t)
}

// Foldable reports whether key has an upper-case ASCII letter or a byte
// past ASCII, the only bytes that fold to a lower-case ASCII letter other
// than themselves. Eight bytes at a time: a byte past ASCII shows in its
// high bit; for ASCII bytes, adding 0x80-'A' (0x80-'Z'-1) to a lane sets
// its high bit when the byte is at least 'A' (past 'Z'), with no carry
// into the next lane (0x7f+0x3f < 0x100).
func Foldable(key string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for len(key) >= 8 {
		x := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(key), 8))
		if x&highs != 0 || (x+ones*(0x80-'A'))&^(x+ones*(0x80-'Z'-1))&highs != 0 {
			return true
		}
		key = key[8:]
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; 'A' <= c && c <= 'Z' || c >= 0x80 {
			return true
		}
	}
	return false
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
