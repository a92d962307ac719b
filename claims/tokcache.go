package claims

import (
	"sort"
	"sync"
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
}

// contextScan is the longest prefix of the user's message any reader
// looks at (capitalised names).
const contextScan = 4000

// contextTokens tokenises the user's message once into tc.
func contextTokens(tc *tokCache, context string) []token {
	if len(context) > contextScan {
		context = context[:contextScan]
	}
	tc.ctx = tokenize(tc.ctx[:0], context, 0, len(context))
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
		i := sort.Search(len(tc.blocks), func(i int) bool { return tc.blocks[i].start >= b.start })
		for ; i < len(tc.blocks) && tc.blocks[i].start == b.start; i++ {
			if tc.blocks[i].end == b.end && !tc.blocks[i].code {
				r := tc.rng[i]
				return tc.all[r.start:r.end:r.end]
			}
		}
	}
	return tokenizeL(nil, s.text, s.lower, b.start, b.end)
}

// release returns the buffers to the pool; the claims hold no token. (The
// stale tokens keep the last text alive until the buffer's next use or
// the pool's next drain; clearing them costs more than it saves.)
func (s *scanner) release() {
	if s.tc == nil {
		return
	}
	s.tc.all, s.tc.rng, s.tc.blocks = s.tc.all[:0], s.tc.rng[:0], s.tc.blocks[:0]
	s.tc.bits = s.bits[:0]
	tokPool.Put(s.tc)
	s.tc = nil
}
