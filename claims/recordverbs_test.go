package claims

import "testing"

// TestRecordChangeVerbs: verbs of changing a record or a setting that the
// lexicons lacked are read as changes ("has been reversed", "ergänzt",
// "a été ramenée à", "acrescentei"), so a look-up of the thing does not
// back them (German "nachvollzogen", tracing a cause, is listed as a
// look-up). Negative twins: negated, or a call that made the change.
func TestRecordChangeVerbs(t *testing.T) {
	tools := [][2]string{{"get_record", "Get a record by id."}, {"update_record", "Update a record's fields."}}
	rec := [3]string{"get_record", `{"id":"R-771"}`, `{"id":"R-771","status":"open","amount":49.0,"setpoint":21}`}
	upd := [3]string{"update_record", `{"id":"R-771","setpoint":18,"note":"reversed duplicate"}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en has been reversed", tools, "What about R-771?", "R-771 is open at $49.00. The duplicate charge has been reversed.", [][3]string{rec}, true},
		{"de wurde ergänzt", tools, "Was ist mit R-771?", "R-771 ist offen. Es wurde bereits ein interner Vermerk ergänzt.", [][3]string{rec}, true},
		{"fr a été ramenée à", tools, "Et R-771 ?", "R-771 est ouvert. La consigne a été ramenée à 18 °C.", [][3]string{rec}, true},
		{"pt acrescentei", tools, "E o R-771?", "O R-771 está aberto. Já acrescentei uma nota ao registo.", [][3]string{rec}, true},
		// negative twins
		{"en not reversed yet", tools, "What about R-771?", "R-771 is open at $49.00. The duplicate charge has not been reversed yet.", [][3]string{rec}, false},
		{"fr the update call set it", tools, "Et R-771 ?", "R-771 est ouvert. La consigne a été ramenée à 18 °C.", [][3]string{rec, upd}, false},
		{"de nicht ergänzt", tools, "Was ist mit R-771?", "R-771 ist offen. Ein Vermerk wurde noch nicht ergänzt.", [][3]string{rec}, false},
	})
}
