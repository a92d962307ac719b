package pending

import (
	"crypto/sha256"
	"encoding/binary"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// PrefixHashes returns, for a messages array of n messages, n+1 hashes:
// hashes[i] identifies the conversation messages[:i] (hashes[0] the empty
// one). It is a hash chain, h[i+1] = sha256(h[i] ‖ canonical(messages[i])),
// so every prefix of a follow-up costs one pass.
//
// The canonical form of a message is its role, name, content as text (a
// string, or the text parts of a content array joined; null and "" alike),
// tool_call_id, and the id and function name of each tool call, each
// length-framed. It ignores key order, whitespace, escaping and fields
// clients add or drop on re-sending (refusal, annotations, arguments
// re-encoded), so a client that re-serialises its history still matches.
// Its limit: two conversations that differ only in what it ignores (an
// image part, a tool call's arguments) share a hash; the call ids, random
// per model turn, still keep their entries apart.
func PrefixHashes(messages gjson.Result) [][32]byte {
	hashes := make([][32]byte, 1, 8)
	var buf []byte
	messages.ForEach(func(_, m gjson.Result) bool {
		var h [32]byte
		h, buf = chainHash(hashes[len(hashes)-1], m, buf)
		hashes = append(hashes, h)
		return true
	})
	return hashes
}

// BindCredential binds an entry key (a conversation hash, or a fixed
// base) to the client's credential, its bearer token: an auth.keys key, or
// the upstream key of a client whose Authorization is forwarded. One
// client then cannot splice another's mixed turn by sending the same
// conversation and the call ids the upstream issued (guessable on some
// providers, listed in zc_receipts.calls). Requests without a bearer
// token ("") share the unbound key, as they share everything else.
func BindCredential(key [32]byte, credential string) [32]byte {
	if credential == "" {
		return key
	}
	d := sha256.Sum256([]byte(credential))
	return sha256.Sum256(append(key[:], d[:]...))
}

// conversationHash is the last of PrefixHashes(messages): the hash of the
// whole conversation, without the slice of every prefix.
func ConversationHash(messages gjson.Result) [32]byte {
	var h [32]byte
	var buf []byte
	messages.ForEach(func(_, m gjson.Result) bool {
		h, buf = chainHash(h, m, buf)
		return true
	})
	return h
}

// chainHash is one link of the chain: sha256(prev ‖ canonical(m)). buf is
// scratch space, returned for reuse.
func chainHash(prev [32]byte, m gjson.Result, buf []byte) ([32]byte, []byte) {
	f := hashedFields(m)
	buf = append(buf[:0], prev[:]...)
	buf = receipts.AppendFrame(buf, f.role.Str)
	buf = receipts.AppendFrame(buf, f.name.Str)
	buf = receipts.AppendFrame(buf, claims.MessageText(f.content))
	buf = receipts.AppendFrame(buf, f.toolCallID.Str)
	calls := f.toolCalls.Array()
	buf = binary.BigEndian.AppendUint64(buf, uint64(len(calls)))
	for _, tc := range calls {
		buf = receipts.AppendFrame(buf, tc.Get("id").Str)
		name, _ := chatcall.NameArgs(tc)
		buf = receipts.AppendFrame(buf, name)
	}
	return sha256.Sum256(buf), buf
}

// messageFields are the fields of a message the hash reads.
type messageFields struct{ role, name, content, toolCallID, toolCalls gjson.Result }

// hashedFields reads them in one pass over m.
func hashedFields(m gjson.Result) messageFields {
	var f messageFields
	rawjson.ReadFirst(m, func(key string) *gjson.Result {
		switch key {
		case "role":
			return &f.role
		case "name":
			return &f.name
		case "content":
			return &f.content
		case "tool_call_id":
			return &f.toolCallID
		case "tool_calls":
			return &f.toolCalls
		}
		return nil
	})
	return f
}
