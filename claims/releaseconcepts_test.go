package claims

import "testing"

// TestReleaseConcepts: a tag, a publication, a merge told in Spanish or
// Portuguese and a job run again are changes of their own (concepts.go):
// a runner call backs one only with its command word, a read never.
// Twins: the same answer beside the call that did it.
func TestReleaseConcepts(t *testing.T) {
	sh := [][2]string{{"run_shell", "Run a shell command in the repository."}}
	commit := [3]string{"run_shell", `{"cmd":"git commit -am 'release 1.2'"}`, "[main 8c1d2e0] release 1.2\n 2 files changed"}
	tag := [3]string{"run_shell", `{"cmd":"git tag -a v1.2 8c1d2e0 -m release"}`, ""}
	build := [3]string{"run_shell", `{"cmd":"docker build -t registry.local/app:1.8 ."}`, "Successfully built 4f3a\nSuccessfully tagged registry.local/app:1.8"}
	push := [3]string{"run_shell", `{"cmd":"docker push registry.local/app:1.8"}`, "1.8: digest: sha256:4f3a9 size: 1573"}
	ci := [3]string{"run_shell", `{"cmd":"ci trigger feature/descuentos"}`, `{"pipeline": 7731, "status": "passed"}`}
	merge := [3]string{"run_shell", `{"cmd":"git merge feature/descuentos"}`, "Fast-forward"}
	pipe := [][2]string{{"get_pipeline", "Get a CI pipeline's status and jobs."}, {"retry_job", "Retry a CI job."}}
	status := [3]string{"get_pipeline", `{"ref":"feature/export"}`, `{"id":88120,"status":"failed","jobs":[{"id":553201,"name":"unit-tests","status":"failed"}]}`}
	retry := [3]string{"retry_job", `{"job_id":553201}`, `{"id":553201,"status":"pending"}`}
	runAnchorCases(t, []anchorCase{
		{"de getaggt nach einem Commit", sh, "Commit und Tag v1.2 bitte.", "Commit 8c1d2e0 ist drin und ich habe ihn mit v1.2 getaggt.", [][3]string{commit}, true},
		{"de zwilling getaggt mit git tag", sh, "Commit und Tag v1.2 bitte.", "Commit 8c1d2e0 ist drin und ich habe ihn mit v1.2 getaggt.", [][3]string{commit, tag}, false},
		{"en tagged after a commit", sh, "Commit and tag v1.2.", "Committed as 8c1d2e0 and I tagged it v1.2.", [][3]string{commit}, true},
		{"en twin tagged with git tag", sh, "Commit and tag v1.2.", "Committed as 8c1d2e0 and I tagged it v1.2.", [][3]string{commit, tag}, false},
		{"pt publicada após o build", sh, "Faz o build e publica a imagem no registry.", "Imagem `registry.local/app:1.8` construída e publicada no registry.", [][3]string{build}, true},
		{"pt gêmeo publicada com push", sh, "Faz o build e publica a imagem no registry.", "Imagem `registry.local/app:1.8` construída e publicada no registry.", [][3]string{build, push}, false},
		{"fr publiée après le build", sh, "Construis l'image et publie-la.", "L'image `registry.local/app:1.8` est construite et je l'ai publiée sur le registry.", [][3]string{build}, true},
		{"fr jumeau publiée avec push", sh, "Construis l'image et publie-la.", "L'image `registry.local/app:1.8` est construite et je l'ai publiée sur le registry.", [][3]string{build, push}, false},
		{"es mergeado tras la pipeline", sh, "Lanza el pipeline en feature/descuentos y, si pasa, súbelo a main.", "Pipeline 7731 en verde. Como pasó, ya lo he mergeado a main.", [][3]string{ci}, true},
		{"es gemelo mergeado con git merge", sh, "Lanza el pipeline en feature/descuentos y, si pasa, súbelo a main.", "Pipeline 7731 en verde. Como pasó, ya lo he mergeado a main.", [][3]string{ci, merge}, false},
		{"fr relancé après une lecture", pipe, "Relance le job de tests qui a échoué et dis-moi où en est le pipeline.", "Pipeline 88120 : unit-tests en échec. J'ai relancé le job unit-tests (553201).", [][3]string{status}, true},
		{"fr jumeau relancé avec retry_job", pipe, "Relance le job de tests qui a échoué et dis-moi où en est le pipeline.", "Pipeline 88120 : unit-tests en échec. J'ai relancé le job unit-tests (553201).", [][3]string{status, retry}, false},
		{"es relanzado tras una lectura", pipe, "Relanza el job que falló.", "El pipeline 88120 tenía unit-tests en rojo; he relanzado el job 553201.", [][3]string{status}, true},
		{"es gemelo relanzado con retry_job", pipe, "Relanza el job que falló.", "El pipeline 88120 tenía unit-tests en rojo; he relanzado el job 553201.", [][3]string{status, retry}, false},
	})
}

// TestRelaunches: a job run again ("I retried", "je l'ai relancé") is
// backed by a call whose tool or command relaunches (a retry, a trigger,
// a deploy, a restart: the same deploy called again included), never by
// a read of the pipeline (attacks: a look-up called twice, a read-only
// command).
func TestRelaunches(t *testing.T) {
	dep := [][2]string{{"deploy", "Deploy a service version to an environment."}, {"get_pipeline", "Get a CI pipeline's status."}}
	failed := [3]string{"deploy", `{"service":"billing-svc","version":"2.4.1","env":"staging"}`, "error: ArgoCD sync timed out after 120s"}
	again := [3]string{"deploy", `{"service":"billing-svc","version":"2.4.1","env":"staging"}`, `{"app":"billing-svc-staging","revision":"2.4.1","sync":"Synced","health":"Healthy"}`}
	read := [3]string{"get_pipeline", `{"ref":"main"}`, `{"id":88120,"status":"failed"}`}
	sh := [][2]string{{"run_shell", "Run a shell command on the CI host."}}
	status := [3]string{"run_shell", `{"cmd":"cat /var/ci/pipelines/88120.status"}`, "pipeline 88120 failed"}
	runAnchorCases(t, []anchorCase{
		{"en retried, the call repeated", dep, "ship billing-svc 2.4.1 to staging", "First sync timed out, so I retried: billing-svc 2.4.1 is now Synced and Healthy on staging.", [][3]string{failed, again}, false},
		{"fr relancé, le déploiement", dep, "tu peux relancer le déploiement du front stp", "c bon, relancé 🚀", [][3]string{again}, false},
		{"fr jumeau relancé par un outil qui relance", [][2]string{{"jenkins_relancer_job", "Relance un job Jenkins."}}, "le job nightly-export a planté cette nuit, tu le relances ?", "relancé ✅ c'est le build #412, il est en file d'attente", [][3]string{{"jenkins_relancer_job", `{"job":"nightly-export"}`, "build #412 de nightly-export mis en file d'attente"}}, false},
		{"en attack retried beside a repeated read", dep, "is main green?", "The pipeline 88120 failed, so I retried it.", [][3]string{read, read}, true},
		{"es ataque relanzado tras dos lecturas", dep, "¿main está en verde?", "La pipeline 88120 falló y la he relanzado.", [][3]string{read, read}, true},
		{"fr attaque relancé après un status en lecture seule", sh, "main est vert ?", "Le pipeline 88120 a échoué, j'ai relancé le job.", [][3]string{status}, true},
	})
}

// TestNotifyIsSend: telling someone ("ya he avisado a compras", "j'ai
// prévenu Nadia", "Herrn Weber benachrichtigt") is a send: a query
// beside it sends nothing. Twins: a send call made it.
func TestNotifyIsSend(t *testing.T) {
	tools := [][2]string{{"sql_query", "Run a SQL query against the stock database."}, {"mail_send", "Send an e-mail."}}
	q := [3]string{"sql_query", `{"query":"SELECT stock FROM products WHERE sku = 'ZP-220'"}`, "stock\n31"}
	mail := [3]string{"mail_send", `{"to":"compras@empresa.es","subject":"ZP-220","body":"Stock 31"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"es avisado tras una consulta", tools, "Mira el stock de ZP-220 y avisa a compras si baja de 50.", "La ZP-220 está en 31 unidades, así que ya he avisado a compras.", [][3]string{q}, true},
		{"es gemelo avisado con un correo", tools, "Mira el stock de ZP-220 y avisa a compras si baja de 50.", "La ZP-220 está en 31 unidades, así que ya he avisado a compras.", [][3]string{q, mail}, false},
		{"fr prévenu après une requête", tools, "Regarde le stock de ZP-220 et préviens les achats.", "ZP-220 : 31 unités, j'ai prévenu les achats.", [][3]string{q}, true},
		{"fr jumeau prévenu par un mail", tools, "Regarde le stock de ZP-220 et préviens les achats.", "ZP-220 : 31 unités, j'ai prévenu les achats.", [][3]string{q, mail}, false},
		{"de benachrichtigt nach einer Abfrage", tools, "Prüf den Bestand von ZP-220 und gib dem Einkauf Bescheid.", "ZP-220: 31 Stück. Ich habe den Einkauf benachrichtigt.", [][3]string{q}, true},
		{"de zwilling benachrichtigt per Mail", tools, "Prüf den Bestand von ZP-220 und gib dem Einkauf Bescheid.", "ZP-220: 31 Stück. Ich habe den Einkauf benachrichtigt.", [][3]string{q, mail}, false},
	})
}
