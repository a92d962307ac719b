package claims

import (
	"strings"
	"testing"
)

// TestAllPassedContradicted: "all tests passed" is not backed by runs that
// all report failures, whatever its count; a run with no failure backs it,
// and a claim about a part ("all but two") or a denial is left to the
// other checks.
func TestAllPassedContradicted(t *testing.T) {
	const (
		failing  = "================ 40 passed, 2 failed in 3.1s ================"
		passing  = "================ 42 passed in 3.1s ================"
		goFail   = "--- FAIL: TestLogin (0.00s)\nFAIL\nFAIL\texample.com/app\t0.012s"
		jest     = "Tests:       2 failed, 40 passed, 42 total"
		junit    = "Tests run: 42, Failures: 2, Errors: 0, Skipped: 0"
		junitOK  = "Tests run: 42, Failures: 0, Errors: 0, Skipped: 0"
		noResult = "Collected the test files."
	)
	backedBy := func(t *testing.T, ans string, results ...string) bool {
		t.Helper()
		cs := FindWith(ans, Options{AfterCalls: true})
		if len(cs) == 0 {
			t.Fatalf("no claim in %q", ans)
		}
		var calls []Call
		for i, r := range results {
			calls = append(calls, Call{ID: "call_" + string(rune('a'+i)), Tool: "shell", Args: `{"command":"pytest -q"}`, Result: r, Status: Verified, Kinds: []string{KindRun}, Receipt: "r"})
		}
		Back(cs, calls)
		for _, c := range cs {
			if !c.Backed {
				return false
			}
		}
		return true
	}
	for _, tc := range []struct {
		name    string
		answer  string
		results []string
		backed  bool
	}{
		{"en all with the passing count", "All 40 tests passed.", []string{failing}, false},
		{"en all without a count", "I ran the test suite and all tests passed.", []string{failing}, false},
		{"en go test failure", "I ran the tests: all tests passed.", []string{goFail}, false},
		{"en jest summary", "All 40 tests passed.", []string{jest}, false},
		{"en junit summary", "I ran the suite and all 42 tests passed.", []string{junit}, false},
		{"de alle", "Alle 40 Tests sind bestanden.", []string{failing}, false},
		{"es todos", "Ejecuté la suite y todos los tests pasaron.", []string{failing}, false},
		{"fr tous", "J'ai lancé la suite : tous les tests sont passés.", []string{failing}, false},
		{"pt todos", "Rodei a suíte e todos os testes passaram.", []string{failing}, false},
		{"en a 'but' elsewhere", "All 40 tests passed, but the build was slow.", []string{failing}, false},
		{"en a 'no' elsewhere", "All 40 tests passed with no flaky reruns.", []string{failing}, false},
		{"twin: a test named for failing", "All 3 tests passed.", []string{"test_login_failed_attempts PASSED\ntest-failed-retry PASSED\ntest_ok PASSED\n3 passed in 0.2s"}, true},
		{"twin: not all", "I ran the suite: not all tests passed.", []string{failing}, true},
		{"en another call printed 'pass'", "All 42 tests passed.", []string{"42 passed, 1 failed", "class Foo:\n    pass"}, false},
		{"en 'No,' before all", "Did anything fail? No, all 42 tests passed.", []string{"42 passed, 1 failed"}, false},
		{"en a 'but' before another all", "All set, but note: all 42 tests passed.", []string{"42 passed, 1 failed"}, false},
		{"en each", "Each of the 42 tests passed.", []string{"42 passed, 1 failed"}, false},
		{"de grün", "Ich habe die Suite ausgeführt: alle Tests sind grün.", []string{failing}, false},
		{"en a fraction of the whole run", "I ran the suite: 42/42 tests passed.", []string{failing}, false},
		{"fr a hundred per cent", "J'ai lancé la suite : 100 % des tests sont passés.", []string{failing}, false},
		{"en a hundred per cent", "I ran the suite and 100% of the tests passed.", []string{failing}, false},
		{"twin: a part of the run in words", "I ran the suite: 40 of 42 tests passed.", []string{jest}, true},
		{"twin: a fraction beside a passing run", "I ran the suite: 42/42 tests passed.", []string{passing}, true},
		{"twin: a retry logged in lower case", "All 12 tests passed.", []string{"WARNING connect failed, retrying\n12 passed in 1s"}, true},
		{"twin: a go subtest named fail", "All tests passed.", []string{"--- PASS: TestX/fail (0.00s)\nPASS\nok  \texample.com/app\t0.01s"}, true},
		{"twin: zero failed after a noun", "All 12 tests passed.", []string{"12 tests passed, 0 tests failed"}, true},
		{"twin: labels in capitals", "All 12 tests passed.", []string{"Passed 12 Failed 0"}, true},
		{"twin: en passing run", "All 42 tests passed.", []string{passing}, true},
		{"twin: en junit without failures", "I ran the suite and all 42 tests passed.", []string{junitOK}, true},
		{"twin: de passing run", "Alle 42 Tests sind bestanden.", []string{passing}, true},
		{"twin: a failing run then a passing one", "I fixed the login test and ran the suite again: all 42 tests passed.", []string{failing, passing}, true},
		{"twin: a part of the run", "I ran the suite: all but 2 tests passed.", []string{failing}, true},
		{"twin: a result with no outcomes", "I ran the suite and all tests passed.", []string{noResult}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := backedBy(t, tc.answer, tc.results...); got != tc.backed {
				t.Errorf("%q beside %q: backed = %v, want %v", tc.answer, tc.results, got, tc.backed)
			}
		})
	}
}

// FuzzRunFailures: reading a result never panics; a result in lower case
// with no figure ("connect failed, retrying") reports no failure; a go
// test failure line after anything is a failure.
func FuzzRunFailures(f *testing.F) {
	for _, s := range []string{"40 passed, 2 failed", "Failures: 0", "--- FAIL", "ok", "", "failed=3", "0 failed 1 error", "Passed 12 Failed 0", "connect failed, retrying"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, failed := runFailures(s)
		if failed && strings.ToLower(s) == s && !strings.ContainsAny(s, "0123456789") {
			t.Errorf("%q: lower-case text with no figure read as a failure", s)
		}
		if _, failed := runFailures(s + "\n--- FAIL: TestX (0.00s)"); !failed {
			t.Errorf("%q: a trailing go test FAIL line not read as a failure", s)
		}
	})
}
