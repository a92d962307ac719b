package claims

import (
	"sync"

	"github.com/zc-proxy/zc-proxy/internal/readable"
)

// The ASCII look-alike reading ("deIeted", "rernoved": readable's
// asciiLookalikes) is worth a second pass only when it makes a word the
// detector knows: an action verb's form or an action noun of some
// language. "return" read "retum" or "modern" read "modem" is none, so
// the common answer costs one pass.
func init() { readable.LookalikeWordMatters = lexiconWord }

var (
	lexiconWordsOnce sync.Once
	lexiconWords     set
)

// lexiconWord: w (lower case) is a verb form or action noun of some
// language's lexicon.
func lexiconWord(w string) bool {
	lexiconWordsOnce.Do(func() {
		lexiconWords = set{}
		for _, l := range languages {
			for _, m := range []map[string]string{l.past1, l.past, l.part, l.inf, l.weak, l.light, l.nouns, l.report, l.request} {
				for k := range m {
					lexiconWords[k] = true
				}
			}
			for k := range l.done {
				lexiconWords[k] = true
			}
		}
	})
	return lexiconWords[fold(w)]
}
