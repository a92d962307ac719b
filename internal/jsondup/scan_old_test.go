package jsondup

import "encoding/binary"

// validStringOld is validString as it was before it found a string's end
// with bytes.IndexByte, kept to hold the new one to it (FuzzCheckOld). It
// checks the string whose contents start at i as gjson does
// (no byte below 0x20, only JSON's escapes) and returns the index after
// its closing quote. Plain text is skipped eight bytes at a time.
func validStringOld(d []byte, i int) (int, bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for i < len(d) {
		// A byte below 0x20, a quote or a backslash among the eight: each
		// wraps its lane's subtraction to a high bit. x^'"' and x^'\\'
		// keep x's high bits, so one &^x drops the lanes past ASCII for
		// all three.
		for ; i+8 <= len(d); i += 8 {
			x := binary.LittleEndian.Uint64(d[i:])
			if ((x-ones*0x20)|((x^ones*'"')-ones)|((x^ones*'\\')-ones))&^x&highs != 0 {
				break
			}
		}
		if i == len(d) {
			break
		}
		switch c := d[i]; {
		case c < ' ':
			return i, false
		case c == '"':
			return i + 1, true
		case c == '\\':
			i++
			if i == len(d) {
				return i, false
			}
			switch d[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					i++
					if i >= len(d) || !isHex(d[i]) {
						return i, false
					}
				}
			default:
				return i, false
			}
		}
		i++
	}
	return i, false
}
