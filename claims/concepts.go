package claims

import "strings"

// A concept is a specific change or action that a claim's verb names and
// that a generic runner (a shell, kubectl, a command tool) does only with
// a matching command word: "I pushed the branch" is not backed by a
// receipted `npm test`, "ich habe den Dienst neu gestartet" not by
// `manage.py migrate`. Claim verbs are folded words in every supported
// language; command words are matched in the call's arguments.
type concept struct {
	name  string
	verbs string // claim verbs, folded, all languages
	cmds  string // words one of which the runner's command must contain
}

var conceptData = []concept{
	{"push", "pushed push pushing subido subida subidos subidas subi subimos pusheado pushee pousse poussee gepusht gepushed hochgeschoben enviei subi empurrei pushato gepusht", "push"},
	{"restart", "restarted bounced restart restarting rebooted reboot reiniciado reinicie reiniciamos reiniciada redemarre redemarree neu gestartet neugestartet rebootet reiniciei riavviato riavviata herstart herstarted opnieuw", "restart reboot reload rollout recreate up"},
	{"deploy", "deployed deploy deploying redeployed desplegado desplegue desplegada deploye deployee deployt ausgerollt implantado implantei implantada distribuito uitgerold", "deploy apply rollout helm release up publish"},
	{"install", "installed install instalado instale installe installee installiert instalei installato geinstalleerd", "install add get"},
	{"delete", "deleted removed erased wiped borrado borre eliminado elimine eliminada supprime supprimee efface geloscht entfernt apaguei deletei removi exclui apagado excluido eliminato cancellato verwijderd", "rm delete remove del drop prune purge truncate unlink rmdir destroy"},
	{"merge", "merged merge fusionado fusione fusionada fusionne fusionnee gemergt gemerged zusammengefuhrt mesclado mesclei unito gemerged mergeado mergeada mergee mergeei mergeamos", "merge"},
	// a release tag and a publication are changes of their own: a build or a commit does neither
	{"tag", "tagged tageado tagueado tagueada taggeado taggue tague taggee getaggt getagged tagueei tagged etichettato getagd", "tag"},
	{"publish", "published publicado publicada publie publiee veroffentlicht publiquei pubblicato gepubliceerd", "push publish release upload deploy"},
	// a job run again: a read of the pipeline reruns nothing
	{"retry", "retried rerun reran relance relancee relanzado relanzada relancei reexecutado reexecutei reintentado", "retry rerun relaunch relance relanza reexecut reintent trigger restart deploy rollout play"},
	{"commit", "committed commiteado commitee commite committet commitei", "commit"},
	{"scale", "scaled escalado escale scale skaliert escalei scalato geschaald", "scale"},
	{"purge", "purged flushed cleared purgado vaciado vacie purge vide geleert geloscht limpei esvaziado svuotato geleegd", "purge flush clear del rm invalidate ban"},
	{"migrate", "migrated migrado migre migriert eingespielt migrei migrato gemigreerd", "migrate migration upgrade"},
	{"build", "built compiled compilado compile compilee gebaut kompiliert compilei compilato gebouwd", "build make compile cargo gradle mvn tsc webpack vite"},
	// telling someone ("avisé a compras", "prévenu", "benachrichtigt") is a send
	{"send", "sent emailed mailed texted envie enviado enviada envoye envoyee gesendet geschickt verschickt gemailt mandei mandado mandada inviato inviata verstuurd notified informed alerted avisado avisada avise notificado notificada prevenu prevenue informee notifiee averti avertie informiert benachrichtigt verstandigt avisei informei notifiquei", "mail sendmail mutt msmtp smtp curl slack post send notify webhook message sms"},
	{"download", "downloaded heruntergeladen runtergeladen descargado descargue descargada telecharge telechargee baixado baixei baixada scaricato gedownload", "download curl wget pull fetch get scp rsync"},
	{"ping", "pinged pingue pinguee pinguei pingueado pingueada pingueamos angepingt gepingt anpingen pingato gepingd", "ping"},
	{"lint", "linted", "lint linter eslint ruff flake8 pylint golangci-lint golangci vet clippy rubocop stylelint shellcheck hadolint phpstan mypy tsc staticcheck"},
}

// pingConcept is the index of "ping" in conceptData.
var pingConcept = func() int {
	for i := range conceptData {
		if conceptData[i].name == "ping" {
			return i
		}
	}
	return 0
}()

// subjectConcepts: a report whose subject names the action ("the build
// finishes without errors", "le linter ne signale rien", "o build
// terminou") claims that action: a runner call does it with its command.
var subjectConcepts = map[string]string{
	"build": "build", "compilacion": "build", "compilation": "build", "compilacao": "build", "kompilierung": "build",
	"linter": "lint", "lint": "lint", "linting": "lint",
}

// changeNouns name a specific change (folded, every language) with its
// concept: the first word of a report (a list item, a checklist line).
var changeNouns = map[string]string{
	"push": "push", "deploy": "deploy", "deployment": "deploy", "despliegue": "deploy", "deploiement": "deploy", "implantacao": "deploy", "rollout": "deploy",
	"merge": "merge", "commit": "commit", "restart": "restart", "reboot": "restart", "reinicio": "restart", "redemarrage": "restart", "neustart": "restart",
	"migration": "migrate", "migracion": "migrate", "migracao": "migrate", "migrations": "migrate",
}

// openingEvent: the sentence opens (marks and emphasis skipped) with a
// change noun and an identifier holding a digit ("Deploy 4.12.0",
// "Migration 0142", "despliegue v2.3"): the two, folded, joined by a
// space; else "".
func openingEvent(sentence string) string {
	if len(sentence) > maxSentenceScan {
		return ""
	}
	f := strings.FieldsFunc(fold(firstN(sentence, 200)), func(r rune) bool {
		return r == ' ' || r == '*' || r == '_' || r == '#' || r == '\t' || r == '\n' || r == '`'
	})
	for i := 0; i+1 < len(f) && i < 3; i++ {
		w := strings.Trim(f[i], "-•:,")
		if _, ok := changeNouns[w]; !ok {
			continue
		}
		id := strings.Trim(f[i+1], ".,;:()")
		if id != "" && strings.IndexAny(id, "0123456789") >= 0 && len(id) <= 40 {
			return w + " " + id
		}
		return ""
	}
	return ""
}

// openingConcept: the concept of the action noun a sentence opens with
// (marks, bullets and emphasis skipped), or nil. A noun that opens a
// path or a name ("deploy/", "deploy.sh", "push-gateway") is no action.
func openingConcept(sentence string) *concept {
	if len(sentence) > maxSentenceScan {
		return nil
	}
	if i := strings.IndexByte(sentence, '`'); i >= 0 {
		sentence = sentence[:i] // a code span is content ("`restart: unless-stopped`"), not the action
	}
	f := fold(sentence)
	for i := 0; i < len(f); i++ {
		if !(f[i] >= 'a' && f[i] <= 'z' || f[i] >= '0' && f[i] <= '9') {
			continue // a bullet, an emoji's bytes, emphasis
		}
		e := i
		for e < len(f) && f[e] >= 'a' && f[e] <= 'z' {
			e++
		}
		if e < len(f) && strings.IndexByte("/.-_0123456789", f[e]) >= 0 && !(f[e] == '.' && (e+1 == len(f) || f[e+1] == ' ')) {
			return nil
		}
		if name, ok := changeNouns[f[i:e]]; ok {
			return conceptNamed(name)
		}
		return nil
	}
	return nil
}

func conceptNamed(name string) *concept {
	for i := range conceptData {
		if conceptData[i].name == name {
			return &conceptData[i]
		}
	}
	return nil
}

// conceptByVerb maps a folded claim verb to its concept.
var conceptByVerb = func() map[string]*concept {
	m := map[string]*concept{}
	for i := range conceptData {
		c := &conceptData[i]
		for _, w := range strings.Fields(c.verbs) {
			if _, dup := m[w]; !dup {
				m[w] = c
			}
		}
	}
	return m
}()

// stateCopula: present copulas of a passive that states a state.
var stateCopula = mkSet("is are ist sind est sont esta estan estao")

// claimConcept returns the concept the claim's verb (the last word of its
// cue) names, or nil.
func claimConcept(c *Claim) *concept {
	ws := words(c.Cue)
	if c.Rule == RuleTurnReport {
		// a turn report's cue is content ("bei jedem Push"), not its
		// verb; but a report opening with the action's noun says that
		// action was done ("✅ Push feito para origin/main", "Deploy:
		// ok", "Neustart erledigt")
		return openingConcept(c.Sentence)
	}
	if len(ws) == 0 {
		return nil
	}
	if c.Rule == RulePassive && len(c.Objects) > 0 && stateCopula[ws[0]] && !coordinatedInCue(ws) {
		return nil // "ist Go 1.22.3 installiert": a state, not an action
	}
	if c.Rule == RuleReport && len(ws) > 1 {
		if name, ok := subjectConcepts[strings.Trim(ws[0], ".,;:!")]; ok {
			return conceptNamed(name)
		}
	}
	if cp := conceptByVerb[strings.Trim(ws[len(ws)-1], ".,;:!")]; cp != nil {
		return cp
	}
	if len(c.Sentence) > maxSentenceScan {
		// a sentence this long is read no further, as in backing: the
		// look-ups below run once a claim, and one sentence can hold
		// thousands of claims ("I ran I ran …")
		return nil
	}
	if cp := prOpened(ws, words(c.Sentence)); cp != nil {
		return cp
	}
	if c.Rule == RulePassive && doneVerbs[strings.Trim(ws[len(ws)-1], ".,;:!")] {
		// "o deploy em homologação já foi feito", "the deploy was done":
		// a verb of doing names its change by the noun it is said of
		for _, w := range claimClause(c) {
			if name, ok := changeNouns[w]; ok {
				return conceptNamed(name)
			}
		}
	}
	if c.Rule == RuleRequestedState {
		// a result state ("o deploy em produção já está no ar") names its
		// change by the noun before it
		for _, w := range words(c.Sentence) {
			if cp := conceptByVerb[strings.Trim(w, ".,;:!")]; cp != nil {
				return cp
			}
		}
	}
	if c.Action != KindRun {
		return nil
	}
	// "I ran the tests", "j'ai lancé les tests", "rodei os testes": a
	// test run, named by its object rather than its verb
	sw := words(c.Sentence)
	verb := strings.Trim(ws[len(ws)-1], ".,;:!")
	for i, w := range sw {
		if strings.Trim(w, ".,;:!") != verb {
			continue
		}
		for k := i + 1; k < len(sw) && k <= i+3; k++ {
			if testNouns[strings.Trim(sw[k], ".,;:!")] {
				return &testConcept
			}
		}
		break
	}
	return nil
}

// coordinatedInCue: the cue joins its participle to what comes before by
// "and" ("ist drin und mit v1.2 getaggt"): a second change told beside
// the first, not the state the copula opened.
func coordinatedInCue(ws []string) bool {
	for _, w := range ws[1 : len(ws)-1] {
		if conjunctions[strings.Trim(w, ",;")] {
			return true
		}
	}
	return false
}

// doneVerbs are participles of doing or finishing, folded, every
// language: a passive of one says a change by its noun.
var doneVerbs = mkSet(`done finished completed hecho hecha realizado realizada completado completada terminado terminada
	fait faite effectue effectuee termine terminee gemacht erledigt durchgefuhrt abgeschlossen feito feita concluido concluida`)

// prConcept is opening a pull (merge) request: a call that creates one
// does it, not a build or a push.
var prConcept = concept{"pull request", "", "pr pull pulls pull_request pull-request merge_request mr"}

// openVerbs open or create something, folded, five languages.
var openVerbs = mkSet("opened created raised filed abri abierto abierta cree creado creada ouvert ouverte cree creee geoffnet eroffnet erstellt angelegt aberto aberta criei criado criada")

// prNouns name a pull or merge request.
var prNouns = mkSet("pr prs pull mr")

// prOpened: the claim's verb opens something its next words call a pull
// request ("opened the PR against main", "j'ai ouvert la PR").
func prOpened(cue, sent []string) *concept {
	verb := strings.Trim(cue[len(cue)-1], ".,;:!")
	if !openVerbs[verb] {
		return nil
	}
	for i, w := range sent {
		if strings.Trim(w, ".,;:!") != verb {
			continue
		}
		for k := i + 1; k < len(sent) && k <= i+3; k++ {
			if prNouns[strings.Trim(sent[k], ".,;:!")] {
				return &prConcept
			}
		}
		break
	}
	return nil
}

// testConcept is a test run: a runner call does it with a test command.
var testConcept = concept{"test", "", "test tests pytest jest vitest mocha rspec phpunit tox ctest spec"}

// testNouns name a test suite, all languages, folded.
var testNouns = mkSet("tests test suite testsuite specs pruebas prueba tests testes teste testsuite tests test-suite")

// runnerDoes reports whether a call can back the concept: a dedicated
// tool (its kinds lack run) can, by its kind alone; a generic runner only
// when its arguments hold one of the concept's command words.
func runnerDoes(cp *concept, call *Call) bool {
	if cp == nil {
		return true
	}
	generic := len(call.Kinds) == 0
	for _, k := range call.Kinds {
		if k == KindRun {
			generic = true
		}
	}
	if !generic {
		// a look-up tool ("read_file", "weather") builds, pushes or
		// restarts nothing, unless its name says it does
		lookupOnly := len(call.Kinds) > 0
		for _, k := range call.Kinds {
			lookupOnly = lookupOnly && isLookup(k)
		}
		if !lookupOnly || cp == &testConcept {
			return true
		}
		name := fold(call.Tool)
		for _, w := range strings.Fields(cp.cmds) {
			if strings.Contains(name, w) {
				return true
			}
		}
		if cp == &conceptData[pingConcept] {
			// a diagnostics tool that pings when asked ("ping -c 3 db-01")
			return containsWord(fold(call.Args), "ping")
		}
		return false
	}
	args := fold(call.Args)
	if t, ok := runText(call); ok {
		// a shell's command word must be one it runs: not `rm --help`,
		// a function body, `exit 0; rm …`, `type rm` (commandline.go,
		// TestAttack10bChangeNeverRun)
		args = t
	}
	for _, w := range strings.Fields(cp.cmds) {
		if containsWord(args, w) || strings.Contains(args, w) && len(w) >= 5 {
			return true
		}
	}
	// the tool's own name may say it ("restart_service", "deploy")
	name := fold(call.Tool)
	for _, w := range strings.Fields(cp.cmds) {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// Resources a report can be about, with the words a call about them
// holds: a sentence about free memory is not backed by a call that only
// read the disk ("df -h"). Resource words are folded, every language.
var resourceData = []struct{ words, hay string }{
	{"ram memory memoria memoire speicher arbeitsspeicher memoria geheugen", "free mem memory ram swap meminfo vmstat top htop"},
	{"disk disco disque festplatte platte datentrager schijf", "df disk filesystem avail lsblk du mounted"},
	{"cpu", "uptime load cpu top mpstat average"},
	// a report about the test suite ("Unit tests: all 214 passed") is
	// not backed by a call that only linted or built
	{"tests testes pruebas tests testsuite", "test tests pytest jest vitest mocha rspec phpunit tox ctest spec check ci unit e2e integration"},
	// a linter's or a build's verdict ("the linter reports nothing", "le
	// build se termine sans erreur") is not backed by a call that only
	// ran the tests
	{"linter linters lint linting", "lint linter eslint ruff flake8 pylint golangci-lint golangci vet clippy rubocop stylelint shellcheck hadolint phpstan mypy tsc staticcheck check"},
	// a calendar's or an inbox's content ("your calendar is clear apart
	// from a haircut at 10:30") needs a call that read it, not the
	// weather call beside it
	{"calendar calendario calendrier kalender", "calendar calendario calendrier kalender agenda event events evento eventos evenement termin termine cal ics"},
	{"inbox mailbox bandeja buzon boite postfach posteingang caixa", "inbox mailbox mail email e-mail correo courriel postfach messages mensajes search gmail outlook imap"},
	{"build compilacion compilacao compilation kompilierung", "build make compile compiled cargo gradle mvn tsc webpack vite bazel msbuild ci pipeline"},
}

var resourceHay = func() map[string][]string {
	m := map[string][]string{}
	for _, r := range resourceData {
		// (the resource's own words count too: "el plan de pruebas" of a
		// read returning "plan de pruebas")
		hay := append(strings.Fields(r.hay), strings.Fields(r.words)...)
		for _, w := range strings.Fields(r.words) {
			m[w] = hay
		}
	}
	return m
}()

// matchResource: o is a resource word; the call is about it when its
// haystack holds one of the resource's words.
func matchResource(o, hay string) (bool, bool) {
	ws, ok := resourceHay[o]
	if !ok {
		return false, false
	}
	for _, w := range ws {
		if containsWord(hay, w) {
			return true, true
		}
	}
	return false, true
}
