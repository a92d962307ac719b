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
var everyWords = mkSet("all every alle samtliche tous toutes todos todas tutti")

// passWords say a test passed, folded, all languages.
var passWords = mkSet("passed pass passes passing green bestanden durchgelaufen gruen passe passent reussi reussis pasaron pasan pasado passaram passam passou aprobados")

// notAll deny the universal word right before it ("not all", "nicht
// alle", "pas tous", "no todos", "nem todos"); butWords limit it to a part
// between it and the verb ("all but two", "alle bis auf", "tous sauf",
// "todos menos", "all tests except two"). Only there: a "no" or "but"
// elsewhere ("All 40 tests passed, but the build was slow") leaves the
// claim about the whole run.
var (
	notAll   = mkSet("not nicht pas no nao nem")
	butWords = mkSet("but except excepto menos salvo sauf hormis ausser bis")
)

// failWords report failures in a test run's result, folded.
var failWords = mkSet("failed failures failure failing errors error fail fehlgeschlagen fehler echoue echoues echec echecs fallaron fallidos fallidas fallos falharam falhas falhou")

// claimsAllPassed: the sentence says every test passed.
func claimsAllPassed(sentence string) bool {
	words := strings.FieldsFunc(fold(sentence), notWordRune)
	var all, test, pass bool
	for i, w := range words {
		switch {
		case everyWords[w]:
			if i > 0 && notAll[words[i-1]] {
				return false
			}
			for _, next := range words[i+1:] {
				if passWords[next] {
					break
				}
				if butWords[next] {
					return false // a limit before the verb: a part of the run
				}
			}
			all = true
		case testNouns[w]:
			test = true
		case passWords[w]:
			pass = true
		}
	}
	return all && test && pass
}

// notWordRune splits a folded sentence into words.
func notWordRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r >= 0x80)
}

// runFailures reads a test run's result: whether it reports outcomes at
// all (a pass or failure count, a PASS/FAIL line) and whether it reports a
// failure. A count stands before its word ("2 failed", "40 passed"), or
// after it behind ':' or '=' ("Failures: 2", "failures=2").
func runFailures(result string) (outcomes, failed bool) {
	type word struct {
		w     string
		label bool // followed by ':' or '='
	}
	var words []word
	low := strings.ToLower(result)
	for i := 0; i < len(low); {
		j := i
		// '_' and '-' keep an identifier one word: "test_failed_login"
		// names a test, it reports no failure
		for j < len(low) && (low[j] >= 'a' && low[j] <= 'z' || low[j] >= '0' && low[j] <= '9' || low[j] == '_' || low[j] == '-' || low[j] >= 0x80) {
			j++
		}
		if j == i {
			i++
			continue
		}
		k := j
		for k < len(low) && low[k] == ' ' {
			k++
		}
		words = append(words, word{w: low[i:j], label: k < len(low) && (low[k] == ':' || low[k] == '=')})
		i = j
	}
	for i, wd := range words {
		w := fold(wd.w)
		if !failWords[w] && !passWords[w] {
			continue
		}
		n := -1
		if wd.label && i+1 < len(words) {
			if v, err := strconv.Atoi(words[i+1].w); err == nil {
				n = v // "Failures: 2"
			}
		} else if i > 0 {
			if v, err := strconv.Atoi(words[i-1].w); err == nil {
				n = v // "2 failed"
			}
		}
		switch {
		case failWords[w]:
			outcomes = true
			if n > 0 || n < 0 && (w == "failed" || w == "fail") {
				failed = true // a count above zero, or a bare FAIL/FAILED line
			}
		case n >= 0 || w == "pass" || w == "passed":
			outcomes = true
		}
	}
	return outcomes, failed
}

// allPassedContradicted: the claim says every test passed, and every
// successful call whose result reports test outcomes reports a failure.
func allPassedContradicted(sentence string, calls []Call) bool {
	if !claimsAllPassed(sentence) {
		return false
	}
	runs := 0
	for j := range calls {
		if st := calls[j].Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		outcomes, failed := runFailures(calls[j].Result)
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
