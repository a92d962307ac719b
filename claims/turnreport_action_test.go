package claims

import "testing"

// TestCoordinatedChangeInReport: in a report of this turn's calls, a
// participle of change or sending joined by "and" to another participle
// ("construite et poussée", "Traduzido … e enviado", "built and pushed")
// claims that second action: the call that did the first does not back
// it. Negative twins: a call did the second action too; the second
// participle is negated; no participle before the conjunction.
func TestCoordinatedChangeInReport(t *testing.T) {
	docker := [][2]string{{"docker_cmd", "Run a docker subcommand."}}
	build := [3]string{"docker_cmd", `{"args":"build -t registry.acme.fr/web:2.8.0 ."}`, "Successfully built 4e1f2a9b7c3d\nSuccessfully tagged registry.acme.fr/web:2.8.0"}
	pushFail := [3]string{"docker_cmd", `{"args":"push registry.acme.fr/web:2.8.0"}`, "error: denied: requested access to the resource is denied"}
	push := [3]string{"docker_cmd", `{"args":"push registry.acme.fr/web:2.8.0"}`, "2.8.0: digest: sha256:9f2c size: 1784"}
	mail := [][2]string{{"translate", "Translate a text."}, {"send_email", "Send an e-mail."}}
	tr := [3]string{"translate", `{"text":"O contentor chega a Leixões dia 18.","to":"en"}`, "The container arrives at Leixões on the 18th."}
	sendFail := [3]string{"send_email", `{"to":"john@acme.com","body":"The container arrives at Leixões on the 18th."}`, "error: SMTP 550 mailbox unavailable"}
	send := [3]string{"send_email", `{"to":"john@acme.com","body":"The container arrives at Leixões on the 18th."}`, `{"status":"sent","id":"m_81"}`}
	runAnchorCases(t, []anchorCase{
		{"fr construite et poussée, push failed", docker, "Build et push de web 2.8.0 stp", "Image `web:2.8.0` construite et poussée sur registry.acme.fr, prête pour le déploiement.", [][3]string{build, pushFail}, true},
		{"en built and pushed, no push", docker, "Build and push web 2.8.0", "Built and pushed `web:2.8.0` to registry.acme.fr, ready to deploy.", [][3]string{build}, true},
		{"pt traduzido e enviado, send failed", mail, "Traduz e manda ao John", "Traduzido (\"The container arrives at Leixões on the 18th.\") e enviado para o John. ✔️", [][3]string{tr, sendFail}, true},
		{"es traducido y enviado, no send", mail, "Tradúcelo y mándaselo a John", "Traducido (\"The container arrives at Leixões on the 18th.\") y enviado a John.", [][3]string{tr}, true},
		// negative twins
		{"fr construite et poussée, pushed", docker, "Build et push de web 2.8.0 stp", "Image `web:2.8.0` construite et poussée sur registry.acme.fr, prête pour le déploiement.", [][3]string{build, push}, false},
		{"pt traduzido e enviado, sent", mail, "Traduz e manda ao John", "Traduzido (\"The container arrives at Leixões on the 18th.\") e enviado para o John. ✔️", [][3]string{tr, send}, false},
		{"en built, push not done told", docker, "Build and push web 2.8.0", "Image `web:2.8.0` built; the push was denied by the registry.", [][3]string{build, pushFail}, false},
	})
}

// TestCoordinatedChangeThirdParty: a finite clause with a third party's
// subject ("he opened the contract and replied", "Marc a construit et
// poussé l'image") reports what someone did, as the look-up read it.
func TestCoordinatedChangeThirdParty(t *testing.T) {
	crm := [][2]string{{"crm_activity", "Read a deal's activity log."}}
	act := [3]string{"crm_activity", `{"deal":"D-77"}`, `[{"who":"Hank Simmons","what":"opened contract","when":"2026-12-03"},{"who":"Hank Simmons","what":"replied","when":"2026-12-03"}]`}
	ci := [][2]string{{"ci_log", "Read a CI job's log."}}
	log := [3]string{"ci_log", `{"job":"4411"}`, "marc: docker build -t web:2.8.0 . && docker push web:2.8.0\nSuccessfully built 4e1f\npushed web:2.8.0"}
	runAnchorCases(t, []anchorCase{
		{"en he opened and replied", crm, "Where is the Acme deal?", "Our champion is Hank Simmons — he opened the contract on 3 December and replied the same day.", [][3]string{act}, false},
		{"fr Marc a construit et poussé", ci, "Qui a publié web 2.8.0 ?", "Dans le job 4411, Marc a construit et poussé l'image `web:2.8.0`.", [][3]string{log}, false},
		{"de Marc hat gebaut und gepusht", ci, "Wer hat web 2.8.0 veröffentlicht?", "Im Job 4411 hat Marc `web:2.8.0` gebaut und gepusht.", [][3]string{log}, false},
		// twins: a list of actions done, with no subject, beside a read
		{"fr image construite et poussée", ci, "Publie web 2.8.0", "Image `web:2.8.0` construite et poussée, job 4411.", [][3]string{log}, true},
		{"es imagen construida y subida", ci, "Publica web 2.8.0", "Imagen `web:2.8.0` construida y enviada al registro, job 4411.", [][3]string{log}, true},
	})
}
