package wire

import (
	"context"
	"time"
)

// CallContext bounds one upstream call by the upstream's timeout (0: none)
// under parent, the request's context.
func CallContext(parent context.Context, timeout time.Duration) (context.Context, context.CancelFunc) {
	if timeout > 0 {
		return context.WithTimeout(parent, timeout)
	}
	return context.WithCancel(parent)
}
