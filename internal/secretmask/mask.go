// Package secretmask finds a secret in JSON text, each of its bytes
// written as itself or as a JSON escape (\uXXXX, \/, \\, \"), as every
// JSON client decodes it: the upstream key's one matcher, shared by the
// mask of upstream bodies (proxy.scrubBody) and of what the proxy writes
// to a client (wire.StreamOut, the JSON answers).
package secretmask

import "bytes"

// Min is the shortest secret masked: shorter strings are too likely to be
// ordinary text.
const Min = 8

// MatchAt reports where an occurrence of secret that starts at p[i] ends
// (0: none there); partial: p ends inside what could still be one.
func MatchAt(p []byte, i int, secret []byte) (end int, partial bool) {
	j := i
	for _, want := range secret {
		if j >= len(p) {
			return 0, true
		}
		if p[j] == want {
			j++
			continue
		}
		if p[j] != '\\' {
			return 0, false
		}
		if j+1 >= len(p) {
			return 0, true
		}
		switch e := p[j+1]; {
		case e == 'u':
			var v byte
			for m := 0; m < 4; m++ {
				if j+2+m >= len(p) {
					return 0, true
				}
				d, ok := hexValue(p[j+2+m])
				if !ok || m < 2 && d != 0 {
					return 0, false
				}
				v = v<<4 | d
			}
			if v != want {
				return 0, false
			}
			j += 6
		case e == want && (e == '/' || e == '\\' || e == '"'):
			j += 2
		default:
			return 0, false
		}
	}
	return j, false
}

// hexValue is the value of the hex digit c.
func hexValue(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// Mask returns p with every whole occurrence of secret (MatchAt) written
// over with '*', one per byte of the occurrence. p itself is never
// written: the first occurrence copies it (p is returned as is when it
// holds none, the usual case). A secret shorter than Min masks nothing.
func Mask(p []byte, secret string) []byte {
	if len(secret) < Min {
		return p
	}
	sec := []byte(secret) // does not escape: no allocation for a short key
	starts := string([]byte{secret[0], '\\'})
	copied := false
	for i := 0; i < len(p); {
		j := bytes.IndexAny(p[i:], starts)
		if j < 0 {
			break
		}
		i += j
		end, _ := MatchAt(p, i, sec)
		if end == 0 {
			i++
			continue
		}
		if !copied {
			p, copied = bytes.Clone(p), true
		}
		for k := i; k < end; k++ {
			p[k] = '*'
		}
		i = end
	}
	return p
}
