package proxy

import "github.com/zc-proxy/zc-proxy/receipts"

// maxHistorySignatureChecks caps the Ed25519 signature checks that reading
// one request's re-sent history may cost (receipts.signing: ed25519, and a
// cluster's other replicas' tokens). Each check is tens of microseconds,
// and a client chooses how many tool messages it sends: 100,000 of them
// in a 16 MB body cost seconds of CPU. Past the cap a signed token backs
// nothing and is not called invalid (it may be genuine): claims it would
// have backed are flagged, never passed. A variable so tests can lower it.
var maxHistorySignatureChecks = 2048

// signatureBudget counts the signature checks left to one history reader.
type signatureBudget struct{ left int }

func newSignatureBudget() *signatureBudget {
	return &signatureBudget{left: maxHistorySignatureChecks}
}

// take reports whether tok may be checked: an HMAC token always (its check
// is one MAC over bytes the request holds), a signed one while checks
// are left, each taking one.
func (b *signatureBudget) take(tok string) bool {
	t, err := receipts.Parse(tok)
	if err != nil || !t.Ed25519() {
		return true
	}
	if b.left <= 0 {
		return false
	}
	b.left--
	return true
}
