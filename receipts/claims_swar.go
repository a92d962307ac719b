package receipts

import (
	"encoding/binary"
	"math/bits"
)

// Eight-bytes-at-a-time ("SWAR") search for the bytes that split
// sentences, the detector's one pass over every byte of an answer. A mask
// has the high bit of byte k set when byte k of the little-endian word x
// has the property.

const (
	lowBits  uint64 = 0x0101010101010101
	highBits uint64 = 0x8080808080808080
)

// load8 returns b[i:i+8] as a little-endian word; the caller ensures
// i+8 <= len(b).
func load8(b []byte, i int) uint64 { return binary.LittleEndian.Uint64(b[i : i+8]) }

// equalTo marks the bytes of x equal to c. Only the lowest marked byte is
// exact (a borrow may mark bytes above it), which is all firstMarked needs.
func equalTo(x uint64, c byte) uint64 {
	v := x ^ uint64(c)*lowBits
	return (v - lowBits) &^ v & highBits
}

// firstMarked returns the index of the lowest marked byte of mask m != 0.
func firstMarked(m uint64) int { return bits.TrailingZeros64(m) >> 3 }

// nextStop returns the index of the first byte of b[i:] that may end a
// sentence or toggle a code span (. ! ? `), or len(b).
func nextStop(b []byte, i int) int {
	for ; i+8 <= len(b); i += 8 {
		x := load8(b, i)
		if m := equalTo(x, '.') | equalTo(x, '!') | equalTo(x, '?') | equalTo(x, '`'); m != 0 {
			return i + firstMarked(m)
		}
	}
	for i < len(b) && !sentenceBytes[b[i]] {
		i++
	}
	return i
}
