// Package bodybuf sizes the buffer a request or reply body is read into
// from the length its sender declares.
package bodybuf

import "bytes"

// MaxPresize bounds what a declared Content-Length reserves before the
// bytes arrive. A body of known length is read into one buffer instead of
// a doubling series, but a client (or upstream) that declares 16 MiB and
// sends one byte must not hold 16 MiB of the proxy's memory for as long as
// it stalls: past this size the buffer grows only as bytes come in.
const MaxPresize = 256 << 10

// Capacity is the capacity to allocate for a body whose sender declared
// declared bytes (-1 or 0: unknown), read up to limit.
func Capacity(declared, limit int64) int {
	n := int64(bytes.MinRead)
	if declared > 0 && declared <= limit {
		n += min(declared, MaxPresize)
	}
	return int(n)
}
