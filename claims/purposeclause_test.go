package claims

import "testing"

// TestPurposeClauseObjects: a clause of purpose after a comma ("…, so
// Ana can review", "…, para que Ana lo revise", "…, pour qu'Ana puisse
// relire", "…, damit Ana es prüfen kann") names a goal, not the claim's
// objects; a recipient after "para" ("…, para o Diego") still is one.
func TestPurposeClauseObjects(t *testing.T) {
	ci := [][2]string{{"ci_run", "Trigger a CI pipeline on a branch and wait for the result."}}
	build := [3]string{"ci_run", `{"branch": "feature/invoice-pdf", "pipeline": "build"}`, `{"pipeline":"build","status":"passed"}`}
	runAnchorCases(t, []anchorCase{
		{"en so Ana can review", ci, "Build feature/invoice-pdf so Ana can review.", "Build passed on `feature/invoice-pdf`, so Ana can review.", [][3]string{build}, false},
		{"es para que", ci, "Compila feature/invoice-pdf para que Ana lo revise.", "El build pasó en `feature/invoice-pdf`, para que Ana lo revise.", [][3]string{build}, false},
		{"fr pour qu'", ci, "Lance le build de feature/invoice-pdf pour Ana.", "Le build est passé sur `feature/invoice-pdf`, pour qu'Ana puisse relire.", [][3]string{build}, false},
		{"de damit", ci, "Bau feature/invoice-pdf, damit Ana prüfen kann.", "Build auf `feature/invoice-pdf` ist durchgelaufen, damit Ana es prüfen kann.", [][3]string{build}, false},
		{"en twin: another branch in the claim", ci, "Build feature/invoice-pdf so Ana can review.", "I built `feature/billing` and it passed, so Ana can review.", [][3]string{build}, true},
	})
}
