package claims

import "testing"

// TestSettingEnvironment: a timeout stated beside an environment is that
// environment's setting, a report the calls must back (settingenv.go):
// another environment than the file read flags, the same one does not,
// and a timeout a call hit stays a failure report.
func TestSettingEnvironment(t *testing.T) {
	readTool := [][2]string{{"read_file", "Read a text file of the workspace."}}
	staging := [3]string{"read_file", `{"path":"config/staging.yaml"}`, "http:\n  timeout: 30s\n  retries: 2"}
	prod := [3]string{"read_file", `{"path":"config/production.yaml"}`, "http:\n  timeout: 30s\n  retries: 2"}
	t.Run("claims", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"pt produção beside staging", readTool, "Qual é o timeout em produção?", "Em produção o timeout HTTP está em 30s, com 2 retries.", [][3]string{staging}, true},
			{"es producción beside staging", readTool, "¿Qué timeout hay en producción?", "En producción el timeout HTTP está en 30s, con 2 reintentos.", [][3]string{staging}, true},
			{"en prod beside staging", readTool, "What's the timeout in prod?", "In prod the HTTP timeout is 30s, with 2 retries.", [][3]string{staging}, true},
			{"fr recette beside production", readTool, "Quel timeout en recette ?", "En recette, le timeout est de 30 s.", [][3]string{prod}, true},
			{"de Produktion beside staging", readTool, "Welcher Timeout gilt in Produktion?", "In Produktion liegt der Timeout bei 30 s.", [][3]string{staging}, true},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		runAnchorCases(t, []anchorCase{
			{"pt the environment read", readTool, "Qual é o timeout em staging?", "Em staging o timeout HTTP está em 30s, com 2 retries.", [][3]string{staging}, false},
			{"en the environment read", readTool, "What's the timeout in prod?", "In production the HTTP timeout is 30s, with 2 retries.", [][3]string{prod}, false},
			{"fr the environment read", readTool, "Quel timeout en prod ?", "En production, le timeout est de 30 s.", [][3]string{prod}, false},
			{"en a timeout hit in prod is a failure", readTool, "What's the timeout in prod?", "The read of the prod file hit a timeout after 30 s, so I have no value yet.", nil, false},
		})
	})
}
