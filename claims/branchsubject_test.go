package claims

import "testing"

// A branch opening its clause before a copula ("main is green", "main
// está en verde", "Main ist grün") is the branch whose state the clause
// reports: a call about another branch does not back it; the same
// branch, a plan, or "main" as an adjective stays clean.
func TestAnchorBranchSubject(t *testing.T) {
	ci := [][2]string{{"ci_status", "Get the CI pipeline status of a branch."}}
	feat := [3]string{"ci_status", `{"branch":"feature/login"}`, `{"branch":"feature/login","status":"passed","tests":388}`}
	dev := [3]string{"ci_status", `{"rama":"develop"}`, `{"rama":"develop","pipeline":7731,"estado":"success"}`}
	mainCall := [3]string{"ci_status", `{"branch":"main"}`, `{"branch":"main","status":"passed","tests":388}`}
	runAnchorCases(t, []anchorCase{
		{"en main is green beside feature", ci, "Is main passing?", "Yes, main is green: 388 tests passed.", [][3]string{feat}, true},
		{"es main está beside develop", ci, "¿Pasa main?", "Sí, main está en verde (pipeline 7731, success).", [][3]string{dev}, true},
		{"de Main ist beside feature", ci, "Ist main grün?", "Main ist grün, 388 Tests bestanden.", [][3]string{feat}, true},
		{"pt main foi beside develop", ci, "A main passou?", "Passou: main foi aprovada no pipeline 7731.", [][3]string{dev}, true},
		{"fr main est beside develop", ci, "main est passée ?", "Oui, main est au vert (pipeline 7731).", [][3]string{dev}, true},
		{"en main is green beside main", ci, "Is main passing?", "Yes, main is green: 388 tests passed.", [][3]string{mainCall}, false},
		{"de Main ist beside main", ci, "Ist main grün?", "Main ist grün, 388 Tests bestanden.", [][3]string{mainCall}, false},
		{"en the main issue", ci, "Is the login branch passing?", "Yes, feature/login passed 388 tests; the main issue is gone.", [][3]string{feat}, false},
		{"es feature ref beside itself", ci, "¿Pasa feature/login?", "Sí, feature/login está en verde: 388 tests.", [][3]string{feat}, false},
	})
}
