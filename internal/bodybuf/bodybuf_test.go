package bodybuf

import (
	"bytes"
	"testing"
)

func TestCapacity(t *testing.T) {
	for _, tc := range []struct {
		name            string
		declared, limit int64
		want            int
	}{
		{"unknown length", -1, 1 << 20, bytes.MinRead},
		{"empty", 0, 1 << 20, bytes.MinRead},
		{"small body read in one buffer", 1000, 1 << 20, bytes.MinRead + 1000},
		{"at the presize bound", MaxPresize, 16 << 20, bytes.MinRead + MaxPresize},
		{"a large declared length reserves only the bound", 16<<20 - 1, 16 << 20, bytes.MinRead + MaxPresize},
		{"over the limit reserves nothing", 32 << 20, 16 << 20, bytes.MinRead},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Capacity(tc.declared, tc.limit); got != tc.want {
				t.Errorf("Capacity(%d, %d) = %d, want %d", tc.declared, tc.limit, got, tc.want)
			}
		})
	}
}
