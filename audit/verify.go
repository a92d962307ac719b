package audit

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// LineFailure is one trail line that does not re-verify.
type LineFailure struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Tool    string `json:"tool,omitempty"`
	Receipt string `json:"receipt,omitempty"`
	Reason  string `json:"reason"`
}

// TrailReport is what VerifyTrail found.
type TrailReport struct {
	Lines     int           `json:"lines"`     // non-blank lines read
	Keys      int           `json:"keys"`      // receipt key lines
	Checked   int           `json:"checked"`   // Ed25519 receipts whose signature verified
	Unchecked int           `json:"unchecked"` // HMAC receipts: only the proxy that minted them can check them
	Failures  []LineFailure `json:"failures"`
	// TrustedKeys says the keys came from outside the trail (--keys). When
	// false, the trail's own key lines were used: a line edited after the
	// fact fails, but a trail rewritten whole with a key of its own would
	// not.
	TrustedKeys bool `json:"trusted_keys"`
}

// OK reports whether no line failed.
func (r *TrailReport) OK() bool { return len(r.Failures) == 0 }

// TrailVerifier re-checks audit trails offline: every Ed25519 receipt
// against the key its kid names (its JWK from the trail's key lines, or
// from trusted keys), over the line's tool, args_sha256, result_sha256 and
// conversation_sha256, within the key's validity window. Feed it files
// oldest first with Read, then call Finish.
type TrailVerifier struct {
	trusted receipts.KeySet // nil: the trail's own keys
	keys    *receipts.MemKeys
	rep     TrailReport
	pending []pendingLine  // receipts whose key line had not been read yet
	files   map[string]int // file name -> order read
}

type pendingLine struct {
	at   LineFailure // file, line, tool, receipt
	tok  receipts.Token
	call receipts.Call
}

// NewTrailVerifier returns a verifier; trusted nil means the trail's own
// key lines are used.
func NewTrailVerifier(trusted receipts.KeySet) *TrailVerifier {
	return &TrailVerifier{trusted: trusted, keys: receipts.NewMemKeys(1 << 30), rep: TrailReport{TrustedKeys: trusted != nil}}
}

// trailLine is every field of a call line or a key line that matters here.
type trailLine struct {
	Event              string `json:"event"`
	Tool               string `json:"tool"`
	Outcome            string `json:"outcome"`
	Receipt            string `json:"receipt"`
	ArgsSHA256         string `json:"args_sha256"`
	ResultSHA256       string `json:"result_sha256"`
	ConversationSHA256 string `json:"conversation_sha256"`
	Kid                string `json:"kid"`
}

// Read checks every line of one file.
func (v *TrailVerifier) Read(name string, r io.Reader) error {
	if v.files == nil {
		v.files = make(map[string]int)
	}
	if _, ok := v.files[name]; !ok {
		v.files[name] = len(v.files)
	}
	lr := newLineReader(r, MaxLineBytes)
	n := 0
	for {
		line, tooLong, err := lr.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("audit: read %s: %w", name, err)
		}
		n++
		if tooLong {
			v.fail(LineFailure{File: name, Line: n, Reason: "line too long to be an audit line"})
			continue
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		v.rep.Lines++
		v.line(LineFailure{File: name, Line: n}, line)
	}
}

func (v *TrailVerifier) fail(f LineFailure) { v.rep.Failures = append(v.rep.Failures, f) }

func (v *TrailVerifier) line(at LineFailure, line []byte) {
	var l trailLine
	if err := json.Unmarshal(line, &l); err != nil {
		at.Reason = "not a JSON object"
		v.fail(at)
		return
	}
	switch l.Event {
	case "":
	case EventKey, EventKeyEnd:
		v.keyLine(at, line, l.Event)
		return
	default:
		at.Reason = fmt.Sprintf("unknown event %q", l.Event)
		v.fail(at)
		return
	}
	at.Tool, at.Receipt = l.Tool, l.Receipt
	if l.Tool == "" || l.Outcome == "" {
		at.Reason = "not an audit line: no tool or outcome"
		v.fail(at)
		return
	}
	if l.Receipt == "" {
		return // a call without a receipt: nothing to check
	}
	if l.Outcome != "ok" {
		at.Reason = "a receipt on a call whose outcome is " + l.Outcome
		v.fail(at)
		return
	}
	tok, err := receipts.Parse(l.Receipt)
	if err != nil {
		at.Reason = "the receipt is not a well-formed token"
		v.fail(at)
		return
	}
	if !tok.Ed25519() {
		v.rep.Unchecked++
		return
	}
	if l.Kid != tok.Kid {
		at.Reason = fmt.Sprintf("kid %q does not match the receipt's kid %s", l.Kid, tok.Kid)
		v.fail(at)
		return
	}
	var conv []byte
	if l.ConversationSHA256 != "" {
		var d [32]byte
		if err := receipts.ParseDigest(&d, l.ConversationSHA256); err != nil {
			at.Reason = "conversation_sha256: " + err.Error()
			v.fail(at)
			return
		}
		conv = d[:]
	}
	call, err := receipts.CallFromDigests(l.Tool, l.ArgsSHA256, l.ResultSHA256, conv)
	if err != nil {
		at.Reason = err.Error()
		v.fail(at)
		return
	}
	p := pendingLine{at: at, tok: tok, call: call}
	if v.trusted == nil {
		if _, ok := v.keys.Key(tok.Kid); !ok {
			v.pending = append(v.pending, p) // its key line may come later (rotated files)
			return
		}
	}
	v.check(p)
}

func (v *TrailVerifier) keyLine(at LineFailure, line []byte, event string) {
	var e KeyEntry
	if err := json.Unmarshal(line, &e); err != nil {
		at.Reason = "a key line that does not read as a JWK"
		v.fail(at)
		return
	}
	k, err := receipts.FromJWK(e.JWK)
	if err != nil {
		at.Reason = err.Error()
		v.fail(at)
		return
	}
	v.rep.Keys++
	if v.trusted != nil {
		if t, ok := v.trusted.Key(k.Kid); ok && !bytes.Equal(t.Key, k.Key) {
			at.Reason = "key " + k.Kid + " differs from the trusted key of that kid"
			v.fail(at)
		}
		return
	}
	if old, ok := v.keys.Key(k.Kid); ok {
		if !bytes.Equal(old.Key, k.Key) {
			at.Reason = "key " + k.Kid + " appears twice with different keys"
			v.fail(at)
			return
		}
		if event == EventKeyEnd {
			old.NotAfter = k.NotAfter
			v.keys.Put(old)
		}
		return
	}
	v.keys.Put(k)
}

func (v *TrailVerifier) check(p pendingLine) {
	var ks receipts.KeySet = v.keys
	if v.trusted != nil {
		ks = v.trusted
	}
	err := receipts.VerifyWith(ks, &p.tok, &p.call)
	switch {
	case err == nil:
		v.rep.Checked++
		return
	case errors.Is(err, receipts.ErrUnknownKey):
		p.at.Reason = "no key " + p.tok.Kid + " to check it with"
	case errors.Is(err, receipts.ErrOutsideWindow):
		p.at.Reason = "dated outside key " + p.tok.Kid + "'s validity window"
	default:
		p.at.Reason = "the signature does not verify over this line's tool, args_sha256, result_sha256" +
			map[bool]string{true: " and conversation_sha256", false: " (and no conversation_sha256)"}[p.call.Conversation != nil]
	}
	v.fail(p.at)
}

// Finish checks the receipts whose key line came after them and returns
// the report.
func (v *TrailVerifier) Finish() TrailReport {
	for _, p := range v.pending {
		v.check(p)
	}
	v.pending = nil
	slices.SortStableFunc(v.rep.Failures, func(a, b LineFailure) int {
		if c := cmp.Compare(v.files[a.File], v.files[b.File]); c != 0 {
			return c
		}
		return cmp.Compare(a.Line, b.Line)
	})
	if v.rep.Failures == nil {
		v.rep.Failures = []LineFailure{}
	}
	return v.rep
}
