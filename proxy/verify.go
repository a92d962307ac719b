package proxy

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Receipt verification for users and third parties:
//
//	POST /v1/zc/verify               is this token genuine (and does it cover this call)?
//	GET  /.well-known/zc-receipt-keys the Ed25519 public keys, as a JWKS (RFC 8037)
//
// Both answer from receipts.Manager.Answer, as the inspect page's verify
// box does.

// verifyRequest is the body of POST /v1/zc/verify.
type verifyRequest struct {
	token string
	call  *receipts.Call // nil: token only
}

// verifyFields are the members the route accepts; any other is a 400.
var verifyFields = map[string]bool{
	"token": true, "tool": true, "arguments": true, "args_sha256": true,
	"result": true, "result_sha256": true, "messages": true, "conversation_sha256": true,
}

// parseVerifyRequest reads the body strictly: one JSON object, no
// duplicate or unknown members, each member of its type, and a call given
// whole (tool, arguments or args_sha256, result or result_sha256) or not
// at all.
func parseVerifyRequest(body []byte) (verifyRequest, *apierr.Error) {
	var out verifyRequest
	body = bytes.TrimSpace(body)
	if len(body) == 0 || body[0] != '{' || !json.Valid(body) {
		return out, apierr.BadRequest("The body must be a JSON object: {\"token\": \"zc-receipt-…\"}, optionally with tool, arguments (or args_sha256) and result (or result_sha256).", "")
	}
	if d, dup := jsondup.Find(body); dup {
		return out, apierr.BadRequest(fmt.Sprintf("The body repeats the key %q.", d.Key), d.Path)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		return out, apierr.BadRequest("The body must be a JSON object.", "")
	}
	for k := range raw {
		if !verifyFields[k] {
			return out, apierr.BadRequest(fmt.Sprintf("Unknown member %q: the body takes token, tool, arguments, args_sha256, result, result_sha256, messages, conversation_sha256.", apierr.Clip(k, 64)), apierr.Clip(k, 64))
		}
	}
	str := func(name string) (string, bool, *apierr.Error) {
		v, ok := raw[name]
		if !ok || string(v) == "null" {
			return "", false, nil
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return "", false, apierr.BadRequest(name+" must be a string.", name)
		}
		return s, true, nil
	}
	digest := func(name string) ([]byte, bool, *apierr.Error) {
		s, ok, e := str(name)
		if e != nil || !ok {
			return nil, false, e
		}
		var d [32]byte
		if err := receipts.ParseDigest(&d, s); err != nil {
			return nil, false, apierr.BadRequest(name+" must be 64 lowercase hex characters (a SHA-256 digest).", name)
		}
		return d[:], true, nil
	}

	tok, ok, e := str("token")
	if e != nil {
		return out, e
	}
	if !ok {
		return out, apierr.BadRequest("token is required.", "token")
	}
	if _, err := receipts.Parse(tok); err != nil {
		return out, apierr.BadRequest("token is not a receipt token: want zc-receipt-<epoch>-<43 base64url characters> or zc-receipt-<epoch>-<kid>.<86 base64url characters>.", "token")
	}
	out.token = tok

	tool, haveTool, e := str("tool")
	if e != nil {
		return out, e
	}
	var args []byte
	haveArgs := false
	if v, ok := raw["arguments"]; ok && string(v) != "null" {
		haveArgs = true
		switch v[0] {
		case '"': // the arguments JSON text, as in a tool call
			var s string
			_ = json.Unmarshal(v, &s)
			args = []byte(s)
		case '{':
			args = v
		default:
			return out, apierr.BadRequest("arguments must be the arguments JSON text (a string, as in a tool call) or an object.", "arguments")
		}
	}
	argsSum, haveArgsSum, e := digest("args_sha256")
	if e != nil {
		return out, e
	}
	result, haveResult, e := str("result")
	if e != nil {
		return out, e
	}
	resultSum, haveResultSum, e := digest("result_sha256")
	if e != nil {
		return out, e
	}
	conv, haveConv, e := digest("conversation_sha256")
	if e != nil {
		return out, e
	}
	if v, ok := raw["messages"]; ok && string(v) != "null" {
		if haveConv {
			return out, apierr.BadRequest("Give messages or conversation_sha256, not both.", "messages")
		}
		if v[0] != '[' {
			return out, apierr.BadRequest("messages must be the request's messages array.", "messages")
		}
		d, err := receipts.ConversationDigest(v)
		if err != nil {
			return out, apierr.BadRequest("messages could not be read as JSON for its digest.", "messages")
		}
		conv, haveConv = d[:], true
	}

	anyCall := haveTool || haveArgs || haveArgsSum || haveResult || haveResultSum || haveConv
	if !anyCall {
		return out, nil
	}
	switch {
	case !haveTool:
		return out, apierr.BadRequest("tool is required to check a call.", "tool")
	case haveArgs == haveArgsSum:
		return out, apierr.BadRequest("Give one of arguments and args_sha256 to check a call.", "arguments")
	case haveResult == haveResultSum:
		return out, apierr.BadRequest("Give one of result and result_sha256 to check a call.", "result")
	}
	if !haveConv {
		conv = nil
	}
	if haveArgs && haveResult {
		c, err := receipts.NewCall(tool, args, []byte(result), conv)
		if err != nil {
			return out, apierr.BadRequest("arguments is not valid JSON (or repeats a key).", "arguments")
		}
		out.call = &c
		return out, nil
	}
	c := receipts.Call{Tool: tool, Conversation: conv}
	if haveArgs {
		canon, err := receipts.Canonicalize(args)
		if err != nil {
			return out, apierr.BadRequest("arguments is not valid JSON (or repeats a key).", "arguments")
		}
		c.ArgsSHA256 = sha256.Sum256(canon)
	} else {
		c.ArgsSHA256 = [32]byte(argsSum)
	}
	if haveResult {
		c.ResultSHA256 = sha256.Sum256([]byte(result))
	} else {
		c.ResultSHA256 = [32]byte(resultSum)
	}
	out.call = &c
	return out, nil
}

// verifyResponse is the answer of POST /v1/zc/verify.
type verifyResponse struct {
	Status   string  `json:"status"` // valid | invalid | unverifiable
	Tool     *string `json:"tool"`
	IssuedAt string  `json:"issued_at"` // RFC 3339, UTC, from the token's epoch
	Scope    string  `json:"scope"`     // live | ended | unknown
	Reason   string  `json:"reason"`
	Alg      string  `json:"alg"`               // hmac | ed25519
	Kid      string  `json:"kid,omitempty"`     // ed25519 only
	CallID   string  `json:"call_id,omitempty"` // when this proxy's ledger knows it
}

func verdictResponse(v receipts.Verdict) verifyResponse {
	out := verifyResponse{Status: v.Status.String(), Scope: v.Scope, Reason: v.Reason, Alg: v.Alg, Kid: v.Kid, CallID: v.CallID,
		IssuedAt: time.Unix(v.IssuedAt, 0).UTC().Format(time.RFC3339)}
	if v.Tool != "" {
		t := v.Tool
		out.Tool = &t
	}
	return out
}

// maxVerifyBody bounds a verify request when limits.max_request_bytes is
// larger: a result and a conversation, no more.
const maxVerifyBody = 16 << 20

// handleVerify answers POST /v1/zc/verify.
func (s *Server) handleVerify(w http.ResponseWriter, r *http.Request) {
	body, e := s.readChatBody(w, r)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	if len(body) > maxVerifyBody {
		s.writeError(w, r, &apierr.Error{Status: http.StatusRequestEntityTooLarge, Type: apierr.TypeInvalidRequest,
			Code: "request_too_large", Message: "The request body exceeds " + strconv.Itoa(maxVerifyBody) + " bytes."})
		return
	}
	req, e := parseVerifyRequest(body)
	if e != nil {
		s.writeError(w, r, e)
		return
	}
	v, err := s.scopes.Answer(req.token, req.call)
	if err != nil { // parseVerifyRequest parsed it already
		s.writeError(w, r, apierr.BadRequest("token is not a receipt token.", "token"))
		return
	}
	out, err := json.Marshal(verdictResponse(v))
	if err != nil {
		s.writeError(w, r, apierr.Internal(err))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(append(out, '\n'))
}

// jwksTTL is how long a rendered JWKS is served again: the route needs no
// key, and with a shared store each rendering lists the store.
const jwksTTL = 2 * time.Second

// jwksCache holds the last rendered JWKS.
type jwksCache struct {
	mu   sync.Mutex
	at   time.Time
	body []byte
}

func (c *jwksCache) invalidate() {
	c.mu.Lock()
	c.body = nil
	c.mu.Unlock()
}

// handleKeys answers GET /.well-known/zc-receipt-keys: the Ed25519 keys
// this proxy publishes (live, and the newest ended ones: at most
// receipts.DefaultRetainedKeys, newest first), with validity windows.
// Empty under receipts.signing: hmac. Not behind auth: public keys are for
// anyone; so the body is rendered at most once per jwksTTL.
func (s *Server) handleKeys(w http.ResponseWriter, r *http.Request) {
	c := &s.jwks
	c.mu.Lock()
	if c.body == nil || time.Since(c.at) > jwksTTL {
		keys := s.scopes.Keys().Keys()
		sortKeys(keys)
		keys = keys[:min(len(keys), receipts.DefaultRetainedKeys)]
		c.body, c.at = append(receipts.JWKS(keys), '\n'), time.Now()
	}
	body := c.body
	c.mu.Unlock()
	w.Header().Set("Content-Type", "application/jwk-set+json")
	w.Header().Set("Cache-Control", "max-age=2")
	_, _ = w.Write(body)
}

// sortKeys orders keys newest first (by NotBefore, then kid).
func sortKeys(keys []receipts.PublicKey) {
	slices.SortFunc(keys, func(a, b receipts.PublicKey) int {
		if c := cmp.Compare(b.NotBefore, a.NotBefore); c != 0 {
			return c
		}
		return strings.Compare(a.Kid, b.Kid)
	})
}

// historyConversations maps each receipt in a tool message of messages to
// the conversation digest its receipt signs under
// receipts.bind_conversation: the digest of the messages before the run
// of assistant tool-call and tool messages that leads to the call (the
// request's messages as its client sent them, when the client re-sends a
// loop's rounds). nil when the scope is not bound.
func historyConversations(messages gjson.Result, scope *receipts.Scope) map[string][]byte {
	if !scope.Bound() {
		return nil
	}
	msgs := messages.Array()
	out := make(map[string][]byte)
	cache := make(map[int][]byte)
	callAt := make(map[string]int) // tool call id -> index of its assistant message
	for i, m := range msgs {
		switch m.Get("role").Str {
		case "assistant":
			m.Get("tool_calls").ForEach(func(_, tc gjson.Result) bool {
				callAt[tc.Get("id").Str] = i
				return true
			})
		case "tool":
			_, tok, ok := receipts.SplitReceipt(claims.MessageText(m.Get("content")))
			if !ok {
				continue
			}
			a, found := callAt[m.Get("tool_call_id").Str]
			if !found {
				continue
			}
			k := a
			for k > 0 {
				p := msgs[k-1]
				role := p.Get("role").Str
				if role == "tool" || (role == "assistant" && p.Get("tool_calls.#").Int() > 0) {
					k--
					continue
				}
				break
			}
			d, ok := cache[k]
			if !ok {
				var b []byte
				b = append(b, '[')
				for j := range k {
					if j > 0 {
						b = append(b, ',')
					}
					b = append(b, msgs[j].Raw...)
				}
				b = append(b, ']')
				if sum, err := receipts.ConversationDigest(b); err == nil {
					d = sum[:]
				}
				cache[k] = d
			}
			out[tok] = d
		}
	}
	return out
}
