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
	// keys are the trail's own keys by kid: a kid is 32 bits, so a long
	// trail under request scope may hold two keys that share one.
	keys    map[string][]*trailKey
	rep     TrailReport
	pending []pendingLine  // receipts whose key line had not been read yet
	files   map[string]int // file name -> order read
	// open holds the keys started and not yet ended (kid and key): while
	// one is, the proxy signs with Ed25519, so an HMAC receipt was put
	// there. (A proxy that died without ending its key, restarted with
	// signing: hmac and appending to the same trail, leaves one open.)
	open map[string]bool
	seen map[string]LineFailure // receipts already read: a copied line
}

// trailKey is one key of the trail and where its end line is.
type trailKey struct {
	pub receipts.PublicKey
	end int64 // position of its end line; 0 while open
}

type pendingLine struct {
	at   LineFailure // file, line, tool, receipt
	pos  int64
	tok  receipts.Token
	call receipts.Call
}

// NewTrailVerifier returns a verifier; trusted nil means the trail's own
// key lines are used.
func NewTrailVerifier(trusted receipts.KeySet) *TrailVerifier {
	return &TrailVerifier{trusted: trusted, keys: make(map[string][]*trailKey), seen: make(map[string]LineFailure), open: make(map[string]bool),
		rep: TrailReport{TrustedKeys: trusted != nil}}
}

// position orders lines across files (read oldest first).
func (v *TrailVerifier) position(at LineFailure) int64 {
	return int64(v.files[at.File])<<32 | int64(at.Line)
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
	if err := CheckMembers(line); err != nil {
		// Read here with encoding/json and elsewhere with jq or gjson: a
		// repeated or case-variant member is a line each reads its own way.
		at.Reason = err.Error()
		if errors.Is(err, ErrNotJSON) {
			at.Reason = "not a JSON object"
		}
		v.fail(at)
		return
	}
	if err := json.Unmarshal(line, &l); err != nil {
		at.Reason = "not a JSON object"
		v.fail(at)
		return
	}
	names := callNames
	if l.Event != "" {
		names = keyNames
	}
	if m := unknownMember(line, names); m != "" {
		at.Tool, at.Receipt = l.Tool, l.Receipt
		at.Reason = fmt.Sprintf("member %q is not one the proxy writes: a reader would show what no check covers", m)
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
		// A failed call, or one whose result never reached the model (the
		// client left): nothing to check. A receipt stripped from a line
		// is not told apart from those: the trail is not chained.
		return
	}
	if first, dup := v.seen[l.Receipt]; dup {
		at.Reason = fmt.Sprintf("the same receipt as %s line %d: a copied line", first.File, first.Line)
		v.fail(at)
		return
	}
	v.seen[l.Receipt] = at
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
		if len(v.open) > 0 {
			at.Reason = "an HMAC receipt while an Ed25519 key is open"
			v.fail(at)
			return
		}
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
	p := pendingLine{at: at, pos: v.position(at), tok: tok, call: call}
	if v.trusted == nil && len(v.keys[tok.Kid]) == 0 {
		v.pending = append(v.pending, p) // its key line may come later (rotated files)
		return
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
	if id := k.Kid + "." + string(k.Key); event == EventKey {
		v.open[id] = true
	} else {
		delete(v.open, id)
	}
	if v.trusted != nil {
		if t, ok := v.trusted.Key(k.Kid); ok && !bytes.Equal(t.Key, k.Key) {
			at.Reason = "key " + k.Kid + " differs from the trusted key of that kid"
			v.fail(at)
			return
		}
		// Its lines still say where its scope ended: a receipt after that
		// was moved.
	}
	for _, old := range v.keys[k.Kid] {
		if !bytes.Equal(old.pub.Key, k.Key) {
			continue // another key that happens to share the kid
		}
		if event == EventKeyEnd {
			if old.end != 0 {
				at.Reason = "key " + k.Kid + " ends twice"
				v.fail(at)
				return
			}
			old.pub.NotAfter = k.NotAfter
			old.end = v.position(at)
		}
		return
	}
	tk := &trailKey{pub: k}
	if event == EventKeyEnd {
		tk.end = v.position(at)
	}
	v.keys[k.Kid] = append(v.keys[k.Kid], tk)
}

// oneKey is a KeySet of a single key.
type oneKey struct{ k receipts.PublicKey }

func (o oneKey) Key(kid string) (receipts.PublicKey, bool) { return o.k, kid == o.k.Kid }
func (o oneKey) Keys() []receipts.PublicKey                { return []receipts.PublicKey{o.k} }

func (v *TrailVerifier) check(p pendingLine) {
	var err error
	if v.trusted != nil {
		err = receipts.VerifyWith(v.trusted, &p.tok, &p.call)
		if t, ok := v.trusted.Key(p.tok.Kid); ok && err == nil {
			for _, k := range v.keys[p.tok.Kid] {
				if bytes.Equal(k.pub.Key, t.Key) && k.end != 0 && p.pos > k.end {
					err = errAfterEnd
				}
			}
		}
	} else {
		// Any of the trail's keys with this kid whose signature verifies,
		// as long as the line comes before that key's end line.
		err = fmt.Errorf("%w", receipts.ErrUnknownKey)
		for _, k := range v.keys[p.tok.Kid] {
			e := receipts.VerifyWith(oneKey{k.pub}, &p.tok, &p.call)
			if e == nil && k.end != 0 && p.pos > k.end {
				e = errAfterEnd
			}
			if e == nil || errors.Is(err, receipts.ErrUnknownKey) {
				err = e
			}
			if e == nil {
				break
			}
		}
	}
	switch {
	case errors.Is(err, errAfterEnd):
		p.at.Reason = "after the end line of key " + p.tok.Kid + ": a line moved"
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

var errAfterEnd = errors.New("after its key's end line")

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
