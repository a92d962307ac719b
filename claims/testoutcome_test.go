package claims

import "testing"

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

// FuzzRunFailures: reading a result never panics, and a count of failures
// above zero right before a failure word is always a failure.
func FuzzRunFailures(f *testing.F) {
	for _, s := range []string{"40 passed, 2 failed", "Failures: 0", "--- FAIL", "ok", "", "failed=3", "0 failed 1 error"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		runFailures(s)
		if _, failed := runFailures(s + " 3 failed"); !failed {
			t.Errorf("%q: a trailing \"3 failed\" not read as a failure", s)
		}
	})
}
