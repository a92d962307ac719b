package proxy

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package when a test leaves goroutines behind: a
// leaked upstream call or tool run is a bug here.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
