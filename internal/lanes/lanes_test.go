package lanes

import (
	"encoding/binary"
	"testing"
	"unsafe"
)

// FuzzStore: Store keeps exactly the lanes whose bit is set, in order,
// and moves n by their count.
func FuzzStore(f *testing.F) {
	f.Add(uint64(0x6867666564636261), uint64(0x0101010101010101))
	f.Add(uint64(0x2020202020202020), uint64(0))
	f.Add(uint64(0x6820662064206220), uint64(0x0100010001000100))
	f.Fuzz(func(t *testing.T, x, bits uint64) {
		keep := bits & 0x0101010101010101
		buf := make([]byte, 16)
		n := Store(unsafe.Pointer(unsafe.SliceData(buf)), 3, x, keep)
		var want []byte
		var lanes [8]byte
		binary.LittleEndian.PutUint64(lanes[:], x)
		for j := range 8 {
			if keep>>(8*j)&1 == 1 {
				want = append(want, lanes[j])
			}
		}
		if n != 3+len(want) {
			t.Fatalf("n = %d, want %d", n, 3+len(want))
		}
		if got := string(buf[3:n]); got != string(want) {
			t.Fatalf("stored %q, want %q", got, want)
		}
	})
}
