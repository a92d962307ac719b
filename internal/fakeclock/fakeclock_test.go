package fakeclock

import (
	"testing"
	"time"
)

func TestAdvance(t *testing.T) {
	at := time.Unix(100, 0)
	c := New(at)
	c.Advance(time.Minute)
	if got := c.Now(); !got.Equal(at.Add(time.Minute)) {
		t.Errorf("Now = %v", got)
	}
}
