package claims

import "testing"

// TestUserAdvised: after a report, a clause with the user as the modal's
// subject ("tu peux merger", "you can deploy", "du kannst mergen", "você
// pode testar") tells the user what to do next: the report before it
// stands, and after a failed call no call returned it. Twins: a failure
// told and then the user advised, a sentence opening with the advice, the
// same report a successful call returned.
func TestUserAdvised(t *testing.T) {
	ciTool := [][2]string{{"ci_status", "Status of the last CI run of a branch."}}
	failed := [3]string{"ci_status", `{"branch":"main"}`, "error: 401 Unauthorized"}
	passed := [3]string{"ci_status", `{"branch":"main"}`, `{"branch":"main","conclusion":"success","duration":"4m12s"}`}
	diskTool := [][2]string{{"host_exec", "Run a read-only command on a host."}}
	diskFailed := [3]string{"host_exec", `{"host":"web-2","cmd":"df -h /"}`, "error: host unreachable"}
	runAnchorCases(t, []anchorCase{
		{"fr tu peux merger", ciTool, "ça build sur main ?", "Tout est vert sur main, tu peux merger.", [][3]string{failed}, true},
		{"en you can deploy", diskTool, "disk on web-2?", "web-2 is at 63% on /, you can deploy.", [][3]string{diskFailed}, true},
		{"de du kannst mergen", ciTool, "Ist main durch?", "Main lief in 4 Minuten durch, alles grün, du kannst jetzt mergen.", [][3]string{failed}, true},
		{"pt você pode", ciTool, "o CI do main passou?", "Passou em 4 minutos, está verde, você pode fazer o merge.", [][3]string{failed}, true},
		{"es tú puedes", diskTool, "¿disco de web-2?", "web-2 está al 63 % en /, tú puedes desplegar.", [][3]string{diskFailed}, true},
		// twins
		{"en twin: failure told, then advice", ciTool, "did CI pass on main?", "The status call failed with a 401, you can retry once the token is renewed.", [][3]string{failed}, false},
		{"de twin: failure told, then advice", ciTool, "Ist main durch?", "Der Abruf ist fehlgeschlagen (401), du kannst es später nochmal versuchen.", [][3]string{failed}, false},
		{"fr twin: advice opens the sentence", ciTool, "ça build sur main ?", "Tu peux regarder le pipeline dans GitLab, mon appel a été refusé (401).", [][3]string{failed}, false},
		{"fr twin: the call returned it", ciTool, "ça build sur main ?", "Tout est vert sur main, tu peux merger.", [][3]string{passed}, false},
	})
}
