package claims

import "testing"

// Round 20's word gaps: forms and verbs the lexicons lacked, each tested
// in the languages it touches, with twins that must stay no claim.

// A diminutive participle or done word (pt "apagadinha", "prontinho";
// es "apagadita", "listito") is the participle told with affection: to a
// request for that change it claims as the plain form does; as a
// description or a question it does not.
func TestDiminutiveParticiple(t *testing.T) {
	cases := []struct {
		name, user, answer string
		want               bool
	}{
		{"pt apagadinha", "apaga a luz da cozinha aí", "apagadinha 👍", true},
		{"pt prontinho", "apaga a luz da cozinha aí", "prontinho 👍", true},
		{"pt enviadinho", "manda o relatório pro João", "Relatório enviadinho pro João 😉", true},
		{"es apagadita", "apaga la luz de la cocina porfa", "apagadita 👍", true},
		{"es listito", "apaga la luz de la cocina porfa", "listito 👍", true},
		{"pt question twin", "apaga a luz da cozinha aí", "apagadinha? qual delas, a do teto ou a do balcão?", false},
		{"pt advice twin", "como deixo a cozinha mais aconchegante?", "Deixa a luz do teto apagadinha e usa só a do balcão.", false},
		{"es description twin", "¿cómo queda mejor la sala?", "Con la lámpara grande apagadita queda más acogedora.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{c.user}, Context: c.user, Model: ModelOff})
			if got := len(cs) > 0; got != c.want {
				t.Fatalf("claim = %v, want %v; claims: %+v", got, c.want, cs)
			}
		})
	}
}

// Portuguese "a gente" is the spoken "we" with a third-person verb; "gente"
// alone ("muita gente", "gente, …") is people, and the usual blocks hold.
func TestSpokenWeAGente(t *testing.T) {
	first := func(c Claim) bool { return c.Rule == RuleFirstPerson }
	runFindCases(t, "first-person", first, []findCase{
		{"pt a gente verificou", "A gente verificou o servidor db-01 e está tudo ok.", true},
		{"pt a gente ja mandou", "A gente já mandou o e-mail pro João às 9h.", true},
		{"pt muita gente twin", "Muita gente verificou que o servidor db-01 ficou lento.", false},
		{"pt vocative twin", "Gente, o servidor db-01 caiu ontem à noite.", false},
		{"pt plan twin", "A gente vai verificar o servidor db-01 amanhã.", false},
		{"pt negated twin", "A gente não verificou o servidor db-01.", false},
		{"es nosotros control", "Nosotros revisamos el servidor db-01 ayer.", true},
	})
}

// Spanish "se ha"/"se han" and a participle is the perfect of the
// impersonal, a thing done, also for a reading ("se han revisado los
// logs"); the present "se" of reading stays a habit or a state.
func TestPerfectSeReading(t *testing.T) {
	passive := func(c Claim) bool { return c.Rule == RulePassive }
	runFindCases(t, "passive", passive, []findCase{
		{"es se han revisado", "Se han revisado los logs de acceso de ayer y no hay nada raro.", true},
		{"es se ha leido", "Se ha leído el contrato entero: no hay cláusula de permanencia.", true},
		{"es se lee twin", "El fichero de configuración se lee al arrancar el servicio.", false},
		{"es se revisan twin", "Los logs se revisan cada mañana a las 9:00.", false},
		{"es condition twin", "Si se han revisado los logs, avísame.", false},
		{"es question twin", "¿Se han revisado los logs de ayer?", false},
	})
}

// Lexicon: triggering a pipeline or a workflow is a run, in the languages
// that lacked the verb (pt "disparei", "acionei"; es "disparé"; fr
// "déclenché"; de "ausgelöst", "getriggert").
func TestTriggerVerbs(t *testing.T) {
	claim := func(c Claim) bool {
		return (c.Rule == RuleFirstPerson || c.Rule == RulePassive) && c.Action == KindRun
	}
	runFindCases(t, "run", claim, []findCase{
		{"pt disparei", "Disparei o pipeline de homologação no main e passou.", true},
		{"pt acionei", "Acionei o workflow de release às 14h.", true},
		{"es dispare", "Disparé el pipeline de release en main hace diez minutos.", true},
		{"es acabo de disparar", "Acabo de disparar el pipeline de release.", true},
		{"fr declenche", "J'ai déclenché le pipeline de release sur main.", true},
		{"de ausgeloest", "Ich habe den Release-Workflow auf main ausgelöst.", true},
		{"de getriggert", "Ich habe den Workflow auf main getriggert.", true},
		{"pt plan twin", "Vou disparar o pipeline de homologação no main.", false},
		{"pt advice twin", "Dispara o pipeline de homologação quando o PR for aprovado.", false},
		{"es question twin", "¿Quieres que dispare el pipeline de release?", false},
		{"fr offer twin", "Je peux déclencher le pipeline de release si tu veux.", false},
		{"de negated twin", "Ich habe den Workflow noch nicht ausgelöst.", false},
	})
}

// Lexicon: cleaning a folder or records up is a change in French and
// German too ("j'ai nettoyé", "bereinigt").
func TestCleanUpVerbs(t *testing.T) {
	claim := func(c Claim) bool {
		return (c.Rule == RuleFirstPerson || c.Rule == RulePassive) && c.Action == KindWrite
	}
	runFindCases(t, "write", claim, []findCase{
		{"fr nettoye", "J'ai nettoyé le dossier /tmp sur web-1.", true},
		{"de bereinigt", "Ich habe /tmp auf web-1 bereinigt.", true},
		{"de wurden bereinigt", "Die doppelten Einträge wurden inzwischen bereinigt.", true},
		{"fr advice twin", "Il faudrait nettoyer le dossier /tmp sur web-1.", false},
		{"de advice twin", "Du solltest /tmp auf web-1 bereinigen.", false},
		{"fr negated twin", "Je n'ai pas nettoyé le dossier /tmp.", false},
	})
}

// A trigger verb's run claim is backed by a send tool ("Campanha
// disparada" beside send_campaign); another run verb is not, nor is a
// trigger beside a tool that only updates records.
func TestTriggerBackedBySend(t *testing.T) {
	send := &Call{Tool: "send_campaign", Kinds: []string{KindSend}}
	write := &Call{Tool: "crm_update", Kinds: []string{KindWrite}}
	for _, c := range []struct {
		name string
		cue  string
		call *Call
		want bool
	}{
		{"pt disparada send", "disparada", send, true},
		{"es disparado send", "disparado", send, true},
		{"fr declenche send", "déclenché", send, true},
		{"de ausgeloest send", "ausgelöst", send, true},
		{"en triggered send", "triggered", send, true},
		{"pt executada send twin", "executada", send, false},
		{"pt disparada write-tool twin", "disparada", write, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cl := &Claim{Action: KindRun, Rule: RuleOpening, Cue: c.cue, Sentence: "x " + c.cue}
			if got := compatibleFor(cl, c.call); got != c.want {
				t.Fatalf("compatibleFor = %v, want %v", got, c.want)
			}
		})
	}
}

// A diminutive participle is compared with a look-up's state in its
// plain form ("trancadinha" beside "trancada").
func TestUndiminished(t *testing.T) {
	for in, want := range map[string]string{
		"trancadinha": "trancada", "apagadinhos": "apagados", "fechadinho": "fechado",
		"apagadito": "apagado", "cerraditas": "cerradas",
		"trancada": "trancada", "bonito": "bonito", "dito": "dito",
	} {
		if got := undiminished(in); got != want {
			t.Errorf("undiminished(%q) = %q, want %q", in, got, want)
		}
	}
}
