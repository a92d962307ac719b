package claims

import (
	"sort"
	"strings"
	"sync"
	"unsafe"
)

// The answer's prose blocks are tokenized once: language detection, the
// rules and the look-backs at an earlier sentence all read the same
// tokens, and the buffers are reused across calls.

// tokCache holds the tokens of every block of one answer.
type tokCache struct {
	all    []token
	rng    []span  // per block: its tokens' index range in all
	blocks []block // the answer's blocks (segmentTo fills the buffer)
	bits   []uint16
	ctx    []token // the user's message (Options.Context), up to contextScan bytes
	last   int     // the index of the block blockToks found last
	// lower is the answer with its ASCII letters lowercased (scanner.lower
	// is a string over it): reused, so no claim may keep a string of it
	// (finish copies them out)
	lower    []byte
	ctxLower []byte // the same for the user's message (contextTokens)
	// claims collects the claims of one answer; finish copies them into
	// a slice of their exact size (growing the caller's slice claim by
	// claim was the largest allocation of a scan)
	claims []Claim
	// found holds one sentence's candidate claims (scanner.sentence)
	found []Claim
	// spanToks holds the words of one inline code span (codeVerbs)
	spanToks []token
	// cmdSeen: cmdBloom holds the scan's listed commands (scanner.cmds),
	// set by listed at its first call, cleared by release
	cmdSeen  bool
	cmdBloom [4]uint64
}

// cmdKey is the bit of w in tokCache.cmdBloom (its length and first and
// last bytes: a word whose bit is clear is no key of scanner.cmds).
func cmdKey(w string) uint8 {
	return uint8((uint(w[0])*31+uint(w[len(w)-1]))*31 + uint(len(w)))
}

// listed is s.cmds[w], without the map access for a word whose bit in
// the scan's filter is clear (command asks for every object candidate).
func (s *scanner) listed(w string) []listedCmd {
	if len(s.cmds) == 0 {
		return nil
	}
	tc := s.tc
	if tc == nil || w == "" {
		return s.cmds[w]
	}
	if !tc.cmdSeen {
		tc.cmdBloom = [4]uint64{}
		for k := range s.cmds {
			if k != "" {
				b := cmdKey(k)
				tc.cmdBloom[b>>6] |= 1 << (b & 63)
			}
		}
		tc.cmdSeen = true
	}
	if b := cmdKey(w); tc.cmdBloom[b>>6]&(1<<(b&63)) == 0 {
		return nil
	}
	return s.cmds[w]
}

// contextScan is the longest prefix of the user's message any reader
// looks at (capitalised names).
const contextScan = 4000

// contextTokens tokenises the user's message once into tc.
func contextTokens(tc *tokCache, context string) []token {
	if len(context) > contextScan {
		context = context[:contextScan]
	}
	// lowercased into a pooled buffer like the answer: a capitalised
	// ASCII word is then a slice of it, not a new folded string
	if cap(tc.ctxLower) < len(context) {
		tc.ctxLower = make([]byte, len(context))
	}
	tc.ctxLower = tc.ctxLower[:len(context)]
	tc.ctx = tokenizeL(tc.ctx[:0], context, asciiLowerInto(tc.ctxLower, context), 0, len(context))
	return tc.ctx
}

// tokensWithin is the tokens of toks that lie in the first n bytes of
// their text: what tokenising that prefix alone gives, but for a word the
// cut would have split.
func tokensWithin(toks []token, n int) []token {
	k := len(toks)
	for k > 0 && toks[k-1].end > n {
		k--
	}
	return toks[:k]
}

var tokPool = sync.Pool{New: func() any { return new(tokCache) }}

// tokenizeBlocks fills s.tc with the tokens of every prose block.
func (s *scanner) tokenizeBlocks(blocks []block) {
	tc := s.tc
	tc.blocks = blocks
	tc.all, tc.rng = tc.all[:0], tc.rng[:0]
	tc.last = -1
	tc.cmdSeen = false
	for _, b := range blocks {
		lo := len(tc.all)
		if !b.code {
			tc.all = tokenizeL(tc.all, s.text, s.lower, b.start, b.end)
		}
		tc.rng = append(tc.rng, span{lo, len(tc.all)})
	}
}

// blockToks returns b's tokens (capacity-capped: a caller's append never
// writes into the next block's).
func (s *scanner) blockToks(b block) []token {
	tc := s.tc
	if tc != nil {
		// the readers go through the blocks in order: try the block after
		// the last one asked for before searching
		if i := tc.last + 1; i < len(tc.blocks) && tc.blocks[i].start == b.start && tc.blocks[i].end == b.end && !tc.blocks[i].code {
			tc.last = i
			r := tc.rng[i]
			return tc.all[r.start:r.end:r.end]
		}
		i := sort.Search(len(tc.blocks), func(i int) bool { return tc.blocks[i].start >= b.start })
		for ; i < len(tc.blocks) && tc.blocks[i].start == b.start; i++ {
			if tc.blocks[i].end == b.end && !tc.blocks[i].code {
				tc.last = i
				r := tc.rng[i]
				return tc.all[r.start:r.end:r.end]
			}
		}
	}
	return tokenizeL(nil, s.text, s.lower, b.start, b.end)
}

// lowerText sets s.lower to text with its ASCII letters lowercased, in
// the pooled buffer.
func (s *scanner) lowerText(text string) {
	tc := s.tc
	if cap(tc.lower) < len(text) {
		tc.lower = make([]byte, len(text))
	}
	tc.lower = tc.lower[:len(text)]
	s.lower = asciiLowerInto(tc.lower, text)
}

// finish returns the claims found, in a new slice of their exact size
// (nil for none, as before), with every string that points into the
// pooled lowercased copies of the answer and the user's message copied
// out of them: the buffers are reused by the next scan. TestFinishCoversClaim keeps the list of fields
// complete.
func (s *scanner) finish() []Claim {
	if len(s.claims) == 0 {
		return nil
	}
	out := make([]Claim, len(s.claims))
	copy(out, s.claims)
	own := func(v string) string {
		if aliases(v, s.tc.lower) || aliases(v, s.tc.ctxLower) {
			return strings.Clone(v)
		}
		return v
	}
	ownAll := func(vs []string) {
		for i, v := range vs {
			vs[i] = own(v)
		}
	}
	for i := range out {
		c := &out[i]
		c.Sentence, c.Action, c.Rule, c.Cue, c.Lang = own(c.Sentence), own(c.Action), own(c.Rule), own(c.Cue), own(c.Lang)
		c.Reason, c.By, c.Why = own(c.Reason), own(c.By), own(c.Why)
		ownAll(c.Objects)
		if m := c.more; m != nil {
			ownAll(m.argNames)
			ownAll(m.topicNames)
			ownAll(m.verified)
			m.body, m.ownPart = own(m.body), own(m.ownPart)
			for k := range m.values {
				m.values[k].key, m.values[k].text = own(m.values[k].key), own(m.values[k].text)
			}
		}
	}
	return out
}

// aliases: v's bytes lie inside buf's array (up to its capacity).
func aliases(v string, buf []byte) bool {
	buf = buf[:cap(buf)]
	if len(v) == 0 || len(buf) == 0 {
		return false
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(v))), uintptr(unsafe.Pointer(&buf[0]))
	return p >= lo && p < lo+uintptr(len(buf))
}

// release returns the buffers to the pool; the claims hold no token. (The
// stale tokens keep the last text alive until the buffer's next use or
// the pool's next drain; clearing them costs more than it saves.)
func (s *scanner) release() {
	if s.tc == nil {
		return
	}
	s.tc.all, s.tc.rng, s.tc.blocks = s.tc.all[:0], s.tc.rng[:0], s.tc.blocks[:0]
	clear(s.claims[:cap(s.claims)]) // the claims were copied out; drop their references
	s.tc.claims = s.claims[:0]
	s.tc.bits = s.bits[:0]
	s.tc.cmdSeen = false
	tokPool.Put(s.tc)
	s.tc = nil
}

// userContext is what the detector reads of the user's message that
// depends on that message alone: its tokens (up to contextScan bytes),
// the words it capitalises, whether it asks for fiction or a draft and
// whether it asks what something does.
// It is shared read-only by every scan that gets it from the cache.
type userContext struct {
	toks    []token
	caps    map[string]bool
	strong  bool      // it asks for fiction or role-play (creativeKind)
	draft   bool      // it asks for a draft (creativeKind)
	explain bool      // it asks what something does (explainRequest)
	capable bool      // it asks what the assistant can run (capabilityRequest)
	lex     *lexTable // the table the tokens were looked up in
}

// The last user message repeats across requests: a client re-sends it
// with every tool result of the turn, and retries and regenerations send
// it again. Its reading is cached, keyed on its exact bytes, bounded in
// entries and in the bytes a key may have, so the cache holds at most
// maxContexts × maxContextKey bytes of text (twice: the key and the
// lowercased copy the tokens point into) plus their tokens (at most one per
// two bytes). A longer message is read afresh, into the pooled buffers.
const (
	maxContexts   = 64
	maxContextKey = 2 << 10
)

var contexts struct {
	sync.Mutex
	m map[string]*userContext
}

// contextOf returns the reading of the user's message: from the cache,
// else read now (into its own buffers, never reused, when it is cached).
func contextOf(tc *tokCache, context string) *userContext {
	if len(context) > contextScan {
		context = context[:contextScan]
	}
	lex := lexTab.Load()
	if len(context) <= maxContextKey {
		contexts.Lock()
		uc := contexts.m[context]
		contexts.Unlock()
		if uc != nil && uc.lex == lex {
			return uc
		}
		// the tokens are slices of the text they read: read a copy, so the
		// cache never keeps the request body context was sliced from
		key := strings.Clone(context)
		lower := make([]byte, len(key))
		uc = &userContext{lex: lex}
		uc.toks = tokenizeL(nil, key, asciiLowerInto(lower, key), 0, len(key))
		uc.toks = uc.toks[:len(uc.toks):len(uc.toks)] // shared: no append may write into it
		uc.fill(key)
		contexts.Lock()
		if contexts.m == nil {
			contexts.m = make(map[string]*userContext, maxContexts)
		}
		for k := range contexts.m {
			if len(contexts.m) < maxContexts {
				break
			}
			delete(contexts.m, k) // any: the map's order is random
		}
		contexts.m[key] = uc
		contexts.Unlock()
		return uc
	}
	uc := &userContext{toks: contextTokens(tc, context)}
	uc.fill(context)
	return uc
}

// fill derives the rest of the reading from the tokens.
func (uc *userContext) fill(text string) {
	uc.caps = capitalised(uc.toks, text)
	first := tokensWithin(uc.toks, 2000)
	uc.strong, uc.draft = creativeKind(first)
	uc.explain = explainRequestIn(first, text)
	uc.capable = capabilityRequest(first, text)
}
