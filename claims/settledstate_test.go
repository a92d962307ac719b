package claims

import "testing"

// TestSettledState: a settled outcome ("green", "Closed", "pago") stated of
// a thing every call gives a pending state ("running", "In Review", "em
// aberto") is no result a call returned; the honest twins (the call gives
// the settled state, the sentence negates, waits or conditions it, a check
// mark of the answer's own step) stay backed.
func TestSettledState(t *testing.T) {
	const running = `{"pipeline_id":9921,"branch":"main","status":"running"}`
	const passed = `{"pipeline_id":9921,"branch":"main","status":"success"}`
	const review = `{"key":"JIRA-442","status":"In Review","assignee":"leo"}`
	const closed = `{"key":"JIRA-442","status":"Closed","assignee":"leo"}`
	const boleto = `{"numero":"23793","beneficiario":"Gráfica Alvorada","status":"em aberto"}`
	const boletoPago = `{"numero":"23793","beneficiario":"Gráfica Alvorada","status":"pago"}`
	const build = `{"build":1440,"result":"IN_PROGRESS"}`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_green_running":   {"Lanza el pipeline de main.", "Pipeline 9921 lanzado en main y ya ha terminado en verde.", running, false},
		"es_green_success":   {"Lanza el pipeline de main.", "Pipeline 9921 lanzado en main y ya ha terminado en verde.", passed, true},
		"es_when_green_twin": {"Lanza el pipeline de main.", "Pipeline 9921 lanzado en main; te aviso cuando esté en verde.", running, true},
		"en_closed_review":   {"Close JIRA-442.", "JIRA-442 is sitting in Closed now.", review, false},
		"en_closed_returned": {"Close JIRA-442.", "JIRA-442 is sitting in Closed now.", closed, true},
		"en_not_closed_twin": {"Close JIRA-442.", "JIRA-442 is still In Review; it isn't closed yet.", review, true},
		"pt_pago_aberto":     {"O boleto 23793 foi pago?", "O boleto 23793 da Gráfica Alvorada está pago.", boleto, false},
		"pt_pago_returned":   {"O boleto 23793 foi pago?", "O boleto 23793 da Gráfica Alvorada está pago.", boletoPago, true},
		"pt_aberto_twin":     {"O boleto 23793 foi pago?", "O boleto 23793 da Gráfica Alvorada continua em aberto.", boleto, true},
		"de_green_progress":  {"Startest du den Build nochmal?", "Läuft – Build 1440 ist schon grün.", build, false},
		"de_checkmark_twin":  {"Startest du den Build nochmal?", "✅ Build 1440 gestartet.", build, true},
		"fr_vert_running":    {"Relance la CI sur main.", "Pipeline 9921 relancé sur main, c'est tout vert.", running, false},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q backed=%v %s", cl.Rule, cl.Sentence, cl.Backed, cl.Why)
				}
			}
		})
	}
}
