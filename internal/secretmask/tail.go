package secretmask

import "strings"

// A secret split across the pieces of a streamed text (content deltas,
// output_text deltas, a tool call's argument deltas) is in no piece whole,
// and the client joins the pieces into it. Tail keeps back the end of
// what was streamed that could start the secret (always shorter than it)
// until the next piece shows whether it does: the piece itself goes out
// at once, less those bytes, and the secret whole across the cut is
// masked with '*', one per byte, as Mask does. Most pieces end in nothing
// the secret starts with and go out as they came.
//
// One Tail follows one stream of text: a text part, a refusal, one tool
// call's arguments each keep their own. The zero value holds nothing.

// Tail is the end of one streamed text kept back.
type Tail struct{ held string }

// Push is the text to send for the next piece of the stream: the tail kept
// back put before piece, every whole secret masked, less a new tail that
// may start the secret (kept back for the next piece). changed: the text
// is not piece as it came. A secret shorter than Min holds nothing back.
func (t *Tail) Push(piece, secret string) (send string, changed bool) {
	if len(secret) < Min || (t.held == "" && piece == "") {
		return piece, false
	}
	text := piece
	if t.held != "" {
		text = t.held + piece
	}
	if strings.Contains(text, secret) {
		text = strings.ReplaceAll(text, secret, strings.Repeat("*", len(secret)))
	}
	n := startAtEnd(text, secret)
	if n == 0 {
		t.held = ""
	} else {
		// a clone: piece may share a reader's buffer, which the next
		// read writes over
		t.held = strings.Clone(text[len(text)-n:])
	}
	send = text[:len(text)-n]
	return send, send != piece
}

// Flush returns the tail kept back and holds nothing more: the stream
// ended (or something that ends it is about to go out), so it was not the
// secret.
func (t *Tail) Flush() string {
	s := t.held
	t.held = ""
	return s
}

// Held is the tail kept back ("" none).
func (t *Tail) Held() string { return t.held }

// startAtEnd is the length of the longest end of text that is a proper
// start of secret (0: none).
func startAtEnd(text, secret string) int {
	for n := min(len(secret)-1, len(text)); n > 0; n-- {
		// only where the secret's first byte stands is a whole compare made
		if text[len(text)-n] == secret[0] && text[len(text)-n:] == secret[:n] {
			return n
		}
	}
	return 0
}

// Tails are the tails of several streams of text, each by its key (a
// part's indexes, a tool call's), in the order each first kept one back.
// A stream holds its tail in very few places at a time: a slice, not a
// map.
type Tails[K comparable] struct{ s []keyed[K] }

type keyed[K comparable] struct {
	key K
	t   Tail
}

// Push is Tail.Push for the stream k.
func (ts *Tails[K]) Push(k K, piece, secret string) (send string, changed bool) {
	for i := range ts.s {
		if ts.s[i].key == k {
			send, changed = ts.s[i].t.Push(piece, secret)
			if ts.s[i].t.held == "" {
				ts.s = append(ts.s[:i], ts.s[i+1:]...)
			}
			return send, changed
		}
	}
	var t Tail
	send, changed = t.Push(piece, secret)
	if t.held != "" {
		ts.s = append(ts.s, keyed[K]{k, t})
	}
	return send, changed
}

// Flush is Tail.Flush for the stream k ("" when it holds nothing).
func (ts *Tails[K]) Flush(k K) string {
	for i := range ts.s {
		if ts.s[i].key == k {
			s := ts.s[i].t.Flush()
			ts.s = append(ts.s[:i], ts.s[i+1:]...)
			return s
		}
	}
	return ""
}

// Each calls f, in the order they were first kept, for every stream
// whose tail is kept back and for which match is true, flushing it.
func (ts *Tails[K]) Each(match func(K) bool, f func(k K, tail string)) {
	kept := ts.s[:0]
	var out []keyed[K]
	for _, e := range ts.s {
		if match(e.key) && e.t.held != "" {
			out = append(out, e)
		} else if e.t.held != "" {
			kept = append(kept, e)
		}
	}
	ts.s = kept
	for _, e := range out {
		f(e.key, e.t.held)
	}
}

// Holds reports whether the stream k keeps a tail back.
func (ts *Tails[K]) Holds(k K) bool {
	for i := range ts.s {
		if ts.s[i].key == k {
			return true
		}
	}
	return false
}

// Len is how many streams keep a tail back.
func (ts *Tails[K]) Len() int { return len(ts.s) }
