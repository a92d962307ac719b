package claims

import "testing"

// TestResultReportFigures: a report of a run's outcome has its figures
// checked against the run, whichever word opens it and whichever rule
// reads it (TestAttack11ResultReportFiguresUnchecked); the same
// sentences with the run's own figures stay backed, and a product's
// version after its name is still no figure to check.
func TestResultReportFigures(t *testing.T) {
	backed := func(t *testing.T, res, ans string) bool {
		t.Helper()
		cs := FindWith(ans, Options{AfterCalls: true})
		if len(cs) == 0 {
			t.Fatalf("no claim in %q", ans)
		}
		Back(cs, []Call{{ID: "call_a", Tool: "shell", Args: `{"command":"pytest -q"}`, Result: res, Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}})
		for _, c := range cs {
			if !c.Backed {
				return false
			}
		}
		return true
	}
	const failing = "================ 40 passed, 2 failed in 3.1s ================"
	const passing = "================ 42 passed in 3.1s ================"
	for name, ans := range map[string][2]string{
		"all":        {"All 99 tests passed.", "All 42 tests passed."},
		"marked":     {"✅ All 99 tests passed.", "✅ All 42 tests passed."},
		"bold":       {"**All 99 tests passed.**", "**All 42 tests passed.**"},
		"list item":  {"- All 99 tests passed.", "- All 42 tests passed."},
		"exactly":    {"Exactly 99 tests passed.", "Exactly 42 tests passed."},
		"both":       {"Both 99 suites passed.", "Both 42 suites passed."},
		"de alle":    {"Alle 99 Tests sind bestanden.", "Alle 42 Tests sind bestanden."},
		"de die":     {"Die 99 Tests sind bestanden.", "Die 42 Tests sind bestanden."},
		"fr tous":    {"Tous les 99 tests sont passés.", "Tous les 42 tests sont passés."},
		"es los":     {"Los 99 tests pasaron.", "Los 42 tests pasaron."},
		"pt todos":   {"Todos os 99 testes passaram.", "Todos os 42 testes passaram."},
		"lower case": {"all 99 tests passed.", "all 42 tests passed."},
	} {
		t.Run(name, func(t *testing.T) {
			if backed(t, failing, ans[0]) {
				t.Errorf("%q is backed by a run that printed %q", ans[0], failing)
			}
			if !backed(t, passing, ans[1]) {
				t.Errorf("honest %q is flagged after a run that printed %q", ans[1], passing)
			}
		})
	}
	t.Run("version after a name", func(t *testing.T) {
		for _, s := range []string{"Node 22 is installed.", "PostgreSQL 16 is running."} {
			for _, c := range FindWith(s, Options{AfterCalls: true}) {
				if len(c.values()) > 0 {
					t.Errorf("%q: the version is read as a figure to check: %+v", s, c.values())
				}
			}
		}
	})
}
