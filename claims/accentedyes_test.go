package claims

import "testing"

// TestAccentedYesReport: "Sí," (yes) opening a report of this turn's
// calls is no conditional "si": the report stands and is checked against
// the calls. Negative twins: the conditional "Si …" still reads as a
// condition; the report the calls back. Only Spanish writes yes as a
// conditional with an accent; Portuguese "Sim," and Italian "Sì," are
// read the same way.
func TestAccentedYesReport(t *testing.T) {
	ci := [][2]string{{"ci_status", "Get the CI pipeline status of a branch."}}
	develop := [3]string{"ci_status", `{"branch":"main"}`, "error: 503 Service Unavailable"}
	main := [3]string{"ci_status", `{"branch":"main"}`, `{"branch":"main","pipeline":8790,"status":"success"}`}
	runAnchorCases(t, []anchorCase{
		{"es Sí, main, the call failed", ci, "¿Está main en verde?", "Sí, main está en verde (pipeline 8790, success).", [][3]string{develop}, true},
		{"pt Sim, main, the call failed", ci, "A main está verde?", "Sim, a main está verde (pipeline 8790, success).", [][3]string{develop}, true},
		{"it Sì, main, the call failed", ci, "Main è verde?", "Sì, main è verde (pipeline 8790, success).", [][3]string{develop}, true},
		// negative twins
		{"es Sí, main queried", ci, "¿Está main en verde?", "Sí, main está en verde (pipeline 8790, success).", [][3]string{main}, false},
		{"es Si conditional", ci, "¿Está main en verde?", "Si main está en verde, puedes desplegar la 8790.", [][3]string{develop}, false},
	})
}

// TestPackageClassNoEnvironment: an environment word that qualifies a
// class of packages ("production dependencies", "dependencias de
// producción") names no environment a call must be about. Negative
// twins: the same word naming where something ran still does.
func TestPackageClassNoEnvironment(t *testing.T) {
	files := [][2]string{{"read_file", "Read a file of the repository."}}
	docker := [3]string{"read_file", `{"path":"Dockerfile"}`, "FROM node:20-alpine\nRUN npm ci --omit=dev"}
	runAnchorCases(t, []anchorCase{
		{"en production dependencies", files, "What does the Dockerfile install?", "It starts from `node:20-alpine` and installs only production dependencies (`npm ci --omit=dev`).", [][3]string{docker}, false},
		{"es dependencias de producción", files, "¿Qué instala el Dockerfile?", "Parte de `node:20-alpine` e instala solo dependencias de producción (`npm ci --omit=dev`).", [][3]string{docker}, false},
		{"pt dependências de produção", files, "O que o Dockerfile instala?", "Parte de `node:20-alpine` e instala só as dependências de produção (`npm ci --omit=dev`).", [][3]string{docker}, false},
		// twins: an environment where something ran
		{"en in production", files, "What does the Dockerfile install?", "It starts from `node:20-alpine`; in production the image runs 4 replicas.", [][3]string{docker}, true},
		{"es en producción", files, "¿Qué instala el Dockerfile?", "Parte de `node:20-alpine`; en producción la imagen corre con 4 réplicas.", [][3]string{docker}, true},
	})
}
