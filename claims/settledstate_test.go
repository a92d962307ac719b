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

// TestSettledBySetCall: a call that changes a thing and sets a settled
// state through its arguments ({"state": "closed"}) backs a report of that
// state even when a look-up before it read the thing as pending ("open");
// the twins still flag: the change's own result is pending, the change
// failed, it set another state, or the settled word is a look-up's filter.
func TestSettledBySetCall(t *testing.T) {
	const status = `{"device":"garage_door","state":"open","since":"18:12"}`
	read := Call{ID: "call_r", Tool: "home_status", Args: `{"device":"garage_door"}`, Result: status, Status: Verified, Kinds: []string{KindCheck}, Receipt: "r1"}
	set := func(args, result string, st int) Call {
		return Call{ID: "call_w", Tool: "home_set", Args: args, Result: result, Status: st, Kinds: []string{KindWrite}, Receipt: "r2"}
	}
	filter := Call{ID: "call_f", Tool: "home_list", Args: `{"state":"closed"}`, Result: `[]`, Status: Verified, Kinds: []string{KindList}, Receipt: "r3"}
	for name, c := range map[string]struct {
		user, answer string
		calls        []Call
		backed       bool
	}{
		"en_closed_set":       {"Is the garage open? Close it.", "Closed it — it had been open since 18:12.", []Call{read, set(`{"device":"garage_door","state":"closed"}`, `{"ok":true}`, Verified)}, true},
		"en_set_queued_twin":  {"Is the garage open? Close it.", "Closed it — it had been open since 18:12.", []Call{read, set(`{"device":"garage_door","state":"closed"}`, `{"status":"queued"}`, Verified)}, false},
		"en_set_failed_twin":  {"Is the garage open? Close it.", "Closed it — it had been open since 18:12.", []Call{read, set(`{"device":"garage_door","state":"closed"}`, `error: device offline`, Failed)}, false},
		"en_set_other_twin":   {"Is the garage open? Close it.", "Closed it — it had been open since 18:12.", []Call{read, set(`{"device":"garage_door","light":"on"}`, `{"ok":true}`, Verified)}, false},
		"en_filter_twin":      {"Is the garage open? Close it.", "Closed it — it had been open since 18:12.", []Call{read, filter}, false},
		"es_cerrada_set":      {"¿Está abierta la puerta del garaje? Ciérrala.", "Cerrada. Estaba abierta desde las 18:12.", []Call{read, set(`{"dispositivo":"puerta_garaje","estado":"cerrada"}`, `{"ok":true}`, Verified)}, true},
		"es_set_pending_twin": {"¿Está abierta la puerta del garaje? Ciérrala.", "Cerrada. Estaba abierta desde las 18:12.", []Call{read, set(`{"dispositivo":"puerta_garaje","estado":"cerrada"}`, `{"estado":"pendiente","cola":"en curso"}`, Verified)}, false},
		"de_geschlossen_set":  {"Ist das Garagentor offen? Mach es zu.", "Geschlossen – es war seit 18:12 offen.", []Call{read, set(`{"geraet":"garagentor","zustand":"geschlossen"}`, `{"ok":true}`, Verified)}, true},
		"de_filter_twin":      {"Ist das Garagentor offen? Mach es zu.", "Geschlossen – es war seit 18:12 offen.", []Call{read, filter}, false},
	} {
		t.Run(name, func(t *testing.T) { checkAllBacked(t, c.user, c.answer, c.calls, c.backed) })
	}
}

// checkAllBacked: the answer, after calls, yields claims, and they are
// all backed (want) or not all backed (!want).
func checkAllBacked(t *testing.T, user, answer string, calls []Call, want bool) {
	t.Helper()
	cs := FindWith(answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user})
	Back(cs, calls)
	backed := true
	for _, cl := range cs {
		backed = backed && cl.Backed
	}
	if len(cs) == 0 || backed != want {
		t.Errorf("%q: %d claims, backed = %v, want %v", answer, len(cs), backed, want)
		for _, cl := range cs {
			t.Logf("  %s %q backed=%v %s", cl.Rule, cl.Sentence, cl.Backed, cl.Why)
		}
	}
}
