// Package lanes holds the word-at-a-time store that two squash passes
// share (the claims detector's user-message squash and the proxy's
// history squash): eight bytes of a word stored one by one with no
// branch, the output moved past the ones kept.
package lanes

import "unsafe"

// Store writes the eight bytes of x (little-endian lanes) at dst+n and
// returns n moved past the lanes kept: bit 8·j of keep is 1 for a lane j
// that stays, 0 for one the next store overwrites. dst must have room for
// eight bytes past n.
func Store(dst unsafe.Pointer, n int, x, keep uint64) int {
	*(*byte)(unsafe.Add(dst, n)) = byte(x)
	n += int(keep & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 8)
	n += int(keep >> 8 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 16)
	n += int(keep >> 16 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 24)
	n += int(keep >> 24 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 32)
	n += int(keep >> 32 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 40)
	n += int(keep >> 40 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 48)
	n += int(keep >> 48 & 1)
	*(*byte)(unsafe.Add(dst, n)) = byte(x >> 56)
	return n + int(keep>>56&1)
}
