package receipts

import (
	"encoding/binary"
	"math/bits"
)

// wordMap is a read-only map from lowercase words to values, looked up
// with a byte slice of the lowercased text. It is an open-addressing hash
// table keyed by the word's first eight bytes packed into a uint64 and its
// length: one multiply to hash and one compare per probe, several times
// cheaper than a Go map lookup for the short words of prose, and every
// word of a claim sentence is looked up.
type wordMap[V any] struct {
	slots  []wordSlot // a power of two, at most half full
	shift  uint       // 64 - log2(len(slots))
	words  []string   // by slot id, to compare words longer than eight bytes
	values []V        // by slot id
}

type wordSlot struct {
	key uint64 // the word's first eight bytes, see pack8
	n   uint32 // the word's length; 0 marks an empty slot
	id  uint32 // index into words and values
}

func newWordMap[V any](m map[string]V) wordMap[V] {
	size := 8
	for size < 2*len(m) {
		size *= 2
	}
	wm := wordMap[V]{
		slots: make([]wordSlot, size),
		shift: uint(64 - bits.TrailingZeros(uint(size))),
	}
	for w, v := range m {
		if w == "" || len(w) > 1<<31 {
			continue
		}
		id := uint32(len(wm.values))
		wm.words = append(wm.words, w)
		wm.values = append(wm.values, v)
		b := []byte(w)
		key := pack8(b)
		for h := wm.hash(key, len(b)); ; h = (h + 1) & uint64(size-1) {
			if wm.slots[h].n == 0 {
				wm.slots[h] = wordSlot{key: key, n: uint32(len(b)), id: id}
				break
			}
		}
	}
	return wm
}

func (m *wordMap[V]) hash(key uint64, n int) uint64 {
	return ((key ^ uint64(n)) * 0x9E3779B97F4A7C15) >> m.shift
}

// get returns the value of w, or nil. The value is shared: read only.
func (m *wordMap[V]) get(w []byte) *V {
	if len(w) == 0 || len(m.slots) == 0 {
		return nil
	}
	key := pack8(w)
	mask := uint64(len(m.slots) - 1)
	for h := m.hash(key, len(w)); ; h = (h + 1) & mask {
		s := &m.slots[h]
		if s.n == 0 {
			return nil
		}
		if s.key == key && int(s.n) == len(w) && (len(w) <= 8 || string(w[8:]) == m.words[s.id][8:]) {
			return &m.values[s.id]
		}
	}
}

// pack8 packs the first eight bytes of w (fewer if w is shorter, the rest
// zero) into a uint64, first byte lowest. A word inside a larger buffer
// is loaded with one eight-byte read when its capacity allows.
func pack8(w []byte) uint64 {
	if cap(w) >= 8 {
		k := binary.LittleEndian.Uint64(w[:8])
		if len(w) < 8 {
			k &= 1<<(8*len(w)) - 1
		}
		return k
	}
	var k uint64
	for i := len(w) - 1; i >= 0; i-- {
		k = k<<8 | uint64(w[i])
	}
	return k
}
