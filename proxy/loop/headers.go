package loop

import "net/http"

// The X-ZC-* response headers under their canonical keys (net/http's
// spelling of them in a Header map), so setting one is a map store: the
// Header.Set of a non-canonical name copies the name on every request.
var (
	KeyReceipts     = http.CanonicalHeaderKey(HeaderReceipts)
	KeyReceiptCount = http.CanonicalHeaderKey(HeaderReceiptCount)
	KeyFlagCount    = http.CanonicalHeaderKey(HeaderFlagCount)
)

// SetReceiptsOn sets X-ZC-Receipts: on in h.
func SetReceiptsOn(h http.Header) { h[KeyReceipts] = []string{ReceiptsOn} }
