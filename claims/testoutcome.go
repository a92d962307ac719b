package claims

import (
	"strconv"
	"strings"
)

// A report that every test passed ("All 40 tests passed", "Alle Tests
// sind bestanden") is a claim about the whole run: the run's figures can
// hold its count ("40 passed") while its result also reports failures
// ("40 passed, 2 failed"), so the figure check alone backs it. It is
// backed only when some run whose result reports test outcomes reports
// no failure.

// everyWords say "every one", folded, all languages.
var everyWords = mkSet("all every each alle jeder jede samtliche tous toutes chaque todos todas cada tutti ogni")

// passWords say a test passed or succeeded, folded, all languages.
var passWords = mkSet("passed pass passes passing succeeded successful green bestanden durchgelaufen erfolgreich grun passe passes passees passent reussi reussis reussies pasaron pasan pasado exitosos passaram passam passou passati superati riusciti geslaagd")

// notAll deny the universal word right before it ("not all", "nicht
// alle", "pas tous", "no todos", "nem todos"); butWords limit it to a part
// between it and the verb ("all but two", "alle bis auf", "tous sauf",
// "todos menos", "all tests except two"). Only there: a "no" or "but"
// elsewhere ("All 40 tests passed, but the build was slow") leaves the
// claim about the whole run.
var (
	notAll   = mkSet("not nicht pas no nao nem non niet")
	butWords = mkSet("but except excepto menos salvo sauf hormis ausser bis tranne behalve")
)

// failWords report failures in a test run's result, folded: a count above
// zero beside one is a failure ("2 failed", "Failures: 2"). Errors are
// not among them: "got 500 error as expected" is a passing test's log.
var failWords = mkSet("failed failures failure failing fail broken fehlgeschlagen echoue echoues echouees echec echecs fallaron fallo fallido fallidos fallidas fallos falharam falhas falhou falliti mislukt gefaald")

// claimsAllPassed: the sentence says every test passed.
func claimsAllPassed(sentence string) bool {
	fields := strings.Fields(fold(sentence))
	var all, test, pass bool
	for i, f := range fields {
		w := strings.Trim(f, ".,;:!?¡¿()[]*_`\"'")
		switch {
		case wholeRun(w, fields, i):
			all = true // "42/42 tests passed", "100 % des tests"
		case everyWords[w]:
			// "not all", but not "No, all 42 tests passed"
			if i > 0 && notAll[strings.TrimLeft(fields[i-1], "(*_")] {
				continue
			}
			part := false
			for _, next := range fields[i+1:] {
				n := strings.Trim(next, ".,;:!?¡¿()[]*_`\"'")
				if passWords[n] {
					break
				}
				if butWords[n] {
					part = true // a limit before the verb: a part of the run
					break
				}
			}
			all = all || !part
		case testNouns[w]:
			test = true
		case passWords[w]:
			pass = true
		}
	}
	return all && test && pass
}

// testOutcomes is runFailures of the call's result, read once per call
// (a long answer of such claims beside a long log read it once).
func (c *Call) testOutcomes() (outcomes, failed bool) {
	a := c.anchors()
	if !a.outcomesDone {
		a.outcomesDone = true
		a.outcomes, a.failed = runFailures(c.Result)
	}
	return a.outcomes, a.failed
}

// maxOutcomeTail bounds what runFailures reads: test runners print their
// summary last.
const maxOutcomeTail = 64 << 10

// runFailures reads a test run's result: whether it reports outcomes (a
// pass or failure count, a PASS/FAIL line) and whether it reports a
// failure. A count stands before its word ("2 failed", "40 tests
// passed"), or after it when the word labels it ("Failures: 2",
// "failures=2", "Passed 12 Failed 0"). A bare word with no count counts
// only in capitals, as go test and pytest print it ("--- FAIL", "FAILED",
// "PASS"): in lower case it is a log line or a test's name ("connect
// failed, retrying", "TestX/fail").
func runFailures(result string) (outcomes, failed bool) {
	if len(result) > maxOutcomeTail {
		result = result[len(result)-maxOutcomeTail:]
	}
	type word struct {
		w       string // as written
		label   bool   // followed by ':' or '='
		counted bool   // its number belongs to an outcome word
	}
	var words []word
	for i := 0; i < len(result); {
		j := i
		// '_' and '-' keep an identifier one word: "test_failed_login"
		// names a test, it reports no failure
		for j < len(result) && (isWordChar(result[j]) || result[j] == '-' || result[j] >= 0x80) {
			j++
		}
		if j == i {
			i++
			continue
		}
		k := j
		for k < len(result) && result[k] == ' ' {
			k++
		}
		words = append(words, word{w: result[i:j], label: k < len(result) && (result[k] == ':' || result[k] == '=')})
		i = j
	}
	number := func(i int) int {
		if i < 0 || i >= len(words) || words[i].counted {
			return -1
		}
		v, err := strconv.Atoi(words[i].w)
		if err != nil {
			return -1
		}
		return v
	}
	for i := range words {
		w := fold(words[i].w)
		fail, pass := failWords[w], passWords[w]
		if !fail && !pass {
			continue
		}
		n, at := -1, -1
		capital := words[i].w[0] >= 'A' && words[i].w[0] <= 'Z'
		if words[i].label || capital && number(i+1) >= 0 {
			n, at = number(i+1), i+1 // "Failures: 2", "Passed 12 Failed 0"
		}
		if n < 0 {
			back := i - 1
			if back >= 0 && testNouns[fold(words[back].w)] {
				back-- // "12 tests passed, 0 tests failed"
			}
			n, at = number(back), back
		}
		if n >= 0 {
			words[at].counted = true
		}
		upper := words[i].w == strings.ToUpper(words[i].w)
		switch {
		case n > 0 && fail, n < 0 && fail && upper:
			return true, true
		case n >= 0, upper:
			outcomes = true
		}
	}
	return outcomes, false
}

// allPassedContradicted: the claim says every test passed, and every
// successful call whose result reports test outcomes reports a failure. A
// call that only reads or prints (cat, echo, git log) is no run.
func allPassedContradicted(sentence string, calls []Call) bool {
	if !claimsAllPassed(sentence) {
		return false
	}
	runs := 0
	for j := range calls {
		c := &calls[j]
		if st := c.Status; st != Verified && st != Unverified && st != Client || onlyReads(c) {
			continue
		}
		outcomes, failed := c.testOutcomes()
		if !outcomes {
			continue
		}
		if !failed {
			return false // a run with no failure backs it
		}
		runs++
	}
	return runs > 0
}

// wholeRun: fields[i] (w, trimmed) counts the whole run: a fraction of
// equal figures ("42/42") or a hundred per cent ("100%", "100 %").
func wholeRun(w string, fields []string, i int) bool {
	if a, b, ok := strings.Cut(w, "/"); ok {
		return a != "" && a == b && strings.Trim(a, "0123456789") == ""
	}
	return w == "100%" || w == "100" && i+1 < len(fields) && strings.HasPrefix(fields[i+1], "%")
}
