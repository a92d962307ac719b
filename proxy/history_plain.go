package proxy

import (
	"encoding/binary"
	"strings"
	"unsafe"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"

	"github.com/zc-proxy/zc-proxy/internal/lanes"
)

// plainReader reads, in the request's own pass over its messages
// (checkMessages), what claims.ReadHistory reads of the history most
// requests re-send: no tool call, no tool message, no receipt token in an
// assistant's text, and user texts in ASCII. Such a history backs nothing
// and flags nothing; the claim check reads of it the user texts squashed,
// the last one, where the turn starts and the answer before it, which are
// read here without walking the messages again (ReadHistory parses each
// one anew) and with ASCII's squash (lower case, no white space) in one
// pass. Any other history turns it off (off), and ReadHistory reads it.
// FuzzPlainHistory holds the two equal.
type plainReader struct {
	h         claims.History
	off       bool
	i         int    // the index of the next message
	prior     bool   // the previous message was an assistant answer ...
	priorText string // ... with this text
}

// add reads the next message: its role, content and tool_calls as
// ReadHistory reads them (the first of each).
func (p *plainReader) add(role, content, calls gjson.Result) {
	i := p.i
	p.i++
	wasPrior := p.prior
	p.prior = false
	if p.off {
		return
	}
	switch role.Str {
	case "user":
		text := claims.MessageText(content)
		sq, ascii := squashASCII(text)
		if !ascii {
			p.off = true
			return
		}
		p.h.PrevUser = p.h.LastUser
		p.h.LastUser = text
		p.h.UserTexts = append(p.h.UserTexts, sq)
		p.h.TurnStart = i + 1
		p.h.Prior = ""
		if wasPrior {
			p.h.Prior = p.priorText
		}
	case "assistant":
		text := claims.MessageText(content)
		if countElements(calls, 1) > 0 || strings.Contains(text, receipts.TokenPrefix) {
			p.off = true
			return
		}
		p.prior, p.priorText = true, text
	case "tool":
		p.off = true
	}
}

// history is what ReadHistory would read, ok false when the history is
// not plain.
func (p *plainReader) history() (claims.History, bool) {
	if p == nil || p.off {
		return claims.History{}, false
	}
	return p.h, true
}

// squashASCII is the claim detector's squash (fold, then drop every
// space, tab, CR and LF) of an ASCII text: its fold of ASCII is lower
// case. ascii is false for any other text. Eight bytes at a time: each
// word is checked for ASCII and lowered; one with no space is stored at
// once, one with a space byte by byte, each next byte going where a
// dropped space was (no branch per byte); a word with a control byte (a
// tab, a line break) goes through squashKeep.
func squashASCII(s string) (sq string, ascii bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	b := make([]byte, len(s)+8) // room for a whole word at the end
	src, dst := unsafe.Pointer(unsafe.StringData(s)), unsafe.Pointer(unsafe.SliceData(b))
	n, i := 0, 0
	for ; i+8 <= len(s); i += 8 {
		// i+8 <= len(s) and n <= i: both words are inside s and b
		x := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(src, i)), 8))
		if x&highs != 0 {
			return "", false
		}
		// For bytes below 0x80, adding 0x80-c sets the high bit exactly of
		// those >= c (no carry crosses a byte): capitals are >= 'A' and not
		// >= 'Z'+1, spaces and control bytes not >= 0x21, control bytes
		// not >= 0x20.
		x |= ((x + ones*(0x80-'A')) &^ (x + ones*(0x80-'Z'-1)) & highs) >> 2
		sp := ^(x + ones*(0x80-0x21)) & highs
		if sp != 0 && ^(x+ones*(0x80-0x20))&highs != 0 { // a control byte: some are kept
			for range 8 {
				c := byte(x)
				x >>= 8
				*(*byte)(unsafe.Add(dst, n)) = c
				n += int(squashKeep[c&0x7f])
			}
			continue
		}
		if sp == 0 {
			binary.LittleEndian.PutUint64(unsafe.Slice((*byte)(unsafe.Add(dst, n)), 8), x)
			n += 8
			continue
		}
		// a space in the word: each byte stored, n moved past the ones
		// kept (k: one bit per lane, 1 for a byte that is no space)
		k := (^sp & highs) >> 7
		n = lanes.Store(dst, n, x, k)
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return "", false
		}
		b[n] = c | squashLower[c]
		n += int(squashKeep[c])
	}
	if n == 0 {
		return "", true
	}
	return unsafe.String(&b[0], n), true
}

// squashLower is the bit that makes an ASCII capital lower case;
// squashKeep is 0 for the white space squash drops, 1 for any other byte.
var squashLower, squashKeep = func() (lower, keep [128]byte) {
	for c := range keep {
		keep[c] = 1
	}
	keep[' '], keep['\t'], keep['\n'], keep['\r'] = 0, 0, 0, 0
	for c := 'A'; c <= 'Z'; c++ {
		lower[c] = 0x20
	}
	return lower, keep
}()
