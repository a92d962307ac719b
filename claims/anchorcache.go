package claims

import "strings"

// Which environments, months and weekdays a call names is worked out once
// per call and then looked up: anchorGrounded asked it once per claim, each
// time scanning the call's whole haystack for every environment word, so a
// long answer of anchored claims beside large results cost claims × words
// × result size (TestAttack11AnchorTimeProduct).

// callAnchors are the anchors a call's haystack names, filled lazily.
type callAnchors struct {
	changeRec, changeRecDone bool            // changeRecorded
	history                  int8            // readsHistory + 1, 0 before it is read (commithistory.go)
	envs                     map[string]bool // environments named (envClass values)
	anyEnv                   bool            // some environment word is named
	envsDone                 bool

	dated, datedDone bool         // hasISODate
	monthDated       int          // monthDatedCall: 0 not worked out, 1 yes, 2 no
	months           map[int]bool // matchMonth, by month asked
	weekdays         map[int]bool // matchWeekday, by weekday asked
	wdWords          map[int]bool // a weekday word of that day is named
	wdWordsDone      bool

	runs, stems map[string]bool // words ending in digits, and their stems (namesSeries)

	outcomes, failed, outcomesDone bool // runFailures of the result (testOutcomes)

	states     map[int]bool // state classes the result names (resultStates)
	statesDone bool
	denied     map[int]bool // state classes the result sets false (deniedStates)
	pairs      []statePair  // statePairs
	pairsDone  bool

	msgArgs     string          // the arguments' first maxArgsScan bytes, folded (messageContent)
	msgWords    map[string]bool // its words (runs of word bytes)
	msgArgsDone bool
	affirmed    map[string]bool // participle → the arguments state it (affirmedIn)

	resStems map[string]bool // stems of the result's words (resultStems)

	narrow, narrowDone bool // narrowWriter

	query *queryFacts // what its SQL counts (countednoun.go)
}

func (c *Call) anchors() *callAnchors {
	if c.anch == nil {
		c.anch = &callAnchors{}
	}
	return c.anch
}

// namesEnv: the call names environment e; anyEnv: it names some
// environment.
func (c *Call) namesEnv(e string) (named, anyEnv bool) {
	a := c.anchors()
	if !a.envsDone {
		a.envsDone = true
		hay := c.haystack()
		joined := ""
		if strings.IndexByte(hay, '_') >= 0 {
			// an environment written into an identifier names it too
			// ("usuarios_staging", "orders_prod", "db_prod_01")
			joined = joinerSpace.Replace(hay)
		}
		for w, env := range envClass {
			if containsWord(hay, w) || joined != "" && containsWord(joined, w) {
				if a.envs == nil {
					a.envs = map[string]bool{}
				}
				a.envs[env], a.anyEnv = true, true
			}
		}
	}
	return a.envs[e], a.anyEnv
}

// isoDated is hasISODate of the call's haystack.
func (c *Call) isoDated() bool {
	a := c.anchors()
	if !a.datedDone {
		a.datedDone, a.dated = true, hasISODate(c.haystack())
	}
	return a.dated
}

// monthDated: the call is about a month: its haystack holds an ISO date,
// or its arguments a year and month ("mes='2025-02'", "2026-11") or a
// month's name ("acta_reunion_febrero", "report_march"). A month a report
// names beside such a call must be the call's.
func (c *Call) monthDated() bool {
	a := c.anchors()
	if a.monthDated == 0 {
		a.monthDated = 2
		if c.isoDated() || argsMonth(c.Args) {
			a.monthDated = 1
		}
	}
	return a.monthDated == 1
}

// argsMonth: the arguments name a month, as a year-month or by its name.
func argsMonth(args string) bool {
	for i := 4; i+3 <= len(args); i++ {
		if args[i] == '-' && isAllDigits(args[i-4:i]) && (i < 5 || !isDigit(args[i-5])) && isDigit(args[i+1]) && isDigit(args[i+2]) && (i+3 == len(args) || !isDigit(args[i+3])) {
			if m := int(args[i+1]-'0')*10 + int(args[i+2]-'0'); m >= 1 && m <= 12 {
				return true // "2025-02", "2026-11-30"
			}
		}
	}
	hay := joinerSpace.Replace(fold(args))
	for w := range monthNames {
		if len(w) >= 4 && !ambiguousMonth[w] && containsWord(hay, w) {
			return true
		}
	}
	return false
}

// namesMonth is matchMonth of the call's haystack.
func (c *Call) namesMonth(m int) bool {
	a := c.anchors()
	v, ok := a.months[m]
	if !ok {
		if a.months == nil {
			a.months = map[int]bool{}
		}
		hay := c.haystack()
		v = matchMonth(m, hay) || strings.IndexByte(hay, '_') >= 0 && matchMonth(m, joinerSpace.Replace(hay)) // ("acta_reunion_febrero")
		a.months[m] = v
	}
	return v
}

// namesWeekday is matchWeekday of the call's haystack.
func (c *Call) namesWeekday(wd int) bool {
	a := c.anchors()
	v, ok := a.weekdays[wd]
	if !ok {
		if a.weekdays == nil {
			a.weekdays = map[int]bool{}
		}
		v = matchWeekday(wd, c.haystack())
		a.weekdays[wd] = v
	}
	return v
}

// namesWeekdayWord: a weekday word of day wd is named.
func (c *Call) namesWeekdayWord(wd int) bool {
	a := c.anchors()
	if !a.wdWordsDone {
		a.wdWordsDone = true
		hay := c.haystack()
		for w, n := range weekdayNum {
			if containsWord(hay, w) {
				if a.wdWords == nil {
					a.wdWords = map[int]bool{}
				}
				a.wdWords[n] = true
			}
		}
	}
	return a.wdWords[wd]
}

// namesSeries is containsWord(hay, obj) and seriesSibling(hay, stem) of
// the call's haystack, from a set of its words that end in digits built
// once per call: a word ending in digits is named exactly when it is one
// of the haystack's maximal runs of word characters.
func (c *Call) namesSeries(obj, stem string) (named, sibling bool) {
	if stem == "" {
		// digits alone are no series member (seriesMember); and
		// seriesSibling would not end on an empty stem
		return containsWord(c.haystack(), obj), false
	}
	if !seriesWord(obj) {
		hay := c.haystack()
		return containsWord(hay, obj), seriesSibling(hay, stem)
	}
	a := c.anchors()
	if a.runs == nil {
		a.runs, a.stems = map[string]bool{}, map[string]bool{}
		hay := c.haystack()
		for i := 0; i < len(hay); {
			if !isWordChar(hay[i]) {
				i++
				continue
			}
			j := i
			for j < len(hay) && isWordChar(hay[j]) {
				j++
			}
			if r := hay[i:j]; seriesWord(r) {
				a.runs[r] = true
				a.stems[strings.TrimRight(r, "0123456789")] = true
			}
			i = j
		}
	}
	return a.runs[obj], a.stems[stem]
}

// seriesWord: w is word characters ending in a digit, not digits alone.
func seriesWord(w string) bool {
	if w == "" || !isDigit(w[len(w)-1]) || strings.TrimRight(w, "0123456789") == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isWordChar(w[i]) {
			return false
		}
	}
	return true
}
