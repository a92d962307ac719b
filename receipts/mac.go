package receipts

import (
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"strconv"
	"sync"
)

// receiptVersion is the first framed field of every signed message; bumping
// it invalidates every receipt minted under the old layout.
const receiptVersion = "zc-receipt-v1"

// macState is the per-call working memory of Mint and Verify, pooled so a
// receipt costs no allocation beyond its token string. It holds no key
// material between uses: the hash is Reset after every MAC.
type macState struct {
	h     hash.Hash
	canon canonicalizer
	hdr   []byte
	inner [sha256.Size]byte
	mac   [sha256.Size]byte
	tok   [maxTokenLen]byte
}

var macStates = sync.Pool{New: func() any {
	return &macState{h: sha256.New(), hdr: make([]byte, 0, 128)}
}}

func getMacState() *macState { return macStates.Get().(*macState) }

func putMacState(st *macState) {
	st.canon.trim()
	macStates.Put(st)
}

// sum computes HMAC-SHA256(k, frame(v1) ‖ frame(tool) ‖ frame(args) ‖
// frame(result) ‖ frame(epoch)) into st.mac, where frame(x) is x's 8-byte
// big-endian length followed by x.
//
// HMAC is spelled out over crypto/sha256 (RFC 2104: H(k⊕opad ‖ H(k⊕ipad ‖ m)))
// rather than taken from crypto/hmac so that the only key material is the
// two pad blocks secretKey owns and zeroes; a pooled crypto/hmac value would
// keep its own unreachable-but-unwiped copy. The known-answer tests pin the
// output against OpenSSL's HMAC.
//
// A receipt bound to the conversation (conv non-nil) frames the
// conversation digest last.
func (st *macState) sum(k *secretKey, tool string, args, result []byte, epoch int64, conv []byte) []byte {
	h := st.h
	h.Reset()
	h.Write(k.inner[:])

	b := AppendFrame(st.hdr[:0], receiptVersion)
	b = AppendFrame(b, tool)
	b = binary.BigEndian.AppendUint64(b, uint64(len(args)))
	h.Write(b)
	h.Write(args)
	b = binary.BigEndian.AppendUint64(b[:0], uint64(len(result)))
	h.Write(b)
	h.Write(result)
	var digits [20]byte
	e := strconv.AppendInt(digits[:0], epoch, 10)
	b = binary.BigEndian.AppendUint64(b[:0], uint64(len(e)))
	b = append(b, e...)
	if conv != nil {
		b = binary.BigEndian.AppendUint64(b, uint64(len(conv)))
		b = append(b, conv...)
	}
	h.Write(b)
	st.hdr = b[:0]

	inner := h.Sum(st.inner[:0])
	h.Reset()
	h.Write(k.outer[:])
	h.Write(inner)
	mac := h.Sum(st.mac[:0])
	h.Reset() // leave no key-derived chaining state in the pool
	return mac
}

// AppendFrame appends s with its 8-byte big-endian length, so no two
// sequences of fields share an encoding.
func AppendFrame(b []byte, s string) []byte {
	b = binary.BigEndian.AppendUint64(b, uint64(len(s)))
	return append(b, s...)
}
