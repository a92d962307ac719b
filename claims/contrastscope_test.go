package claims

import "testing"

// TestContrastedThingSetAside: a thing a bare negation sets aside after
// a comma or "and" (", não a develop", ", pas encore pour dimanche", "and
// not yet the prod one") is what the report is not about, with articles,
// prepositions, "yet" or names between; the thing the report is about
// must still be one a call was about, and a negated verb in between
// ("not checked on prod") is no contrast.
func TestContrastedThingSetAside(t *testing.T) {
	git := [][2]string{{"git", "Run a git subcommand in the repository."}}
	diff := [3]string{"git", `{"args":"diff --stat main..feature/login"}`, " src/login.ts | 24 ++++--\n 1 file changed, 20 insertions(+), 4 deletions(-)"}
	cfg := [][2]string{{"read_file", "Read a file."}}
	staging := [3]string{"read_file", `{"path":"config/staging.yaml"}`, "db:\n  connect_timeout: 5s\n  pool: 10"}
	weather := [3]string{"weather_now", `{"city":"Porto Alegre","date":"2026-06-13"}`, `{"city":"Porto Alegre","temp":14,"sky":"light rain"}`}
	runAnchorCases(t, []anchorCase{
		{"pt branch set aside", git, "O que mudou na develop?", "Esse diff saiu contra a `feature/login`, não a develop: muda `src/login.ts` (20+/4−).", [][3]string{diff}, false},
		{"en branch set aside", git, "What changed on develop?", "That diff ran against `feature/login`, not develop: it touches `src/login.ts` (20+/4−).", [][3]string{diff}, false},
		{"fr env set aside", cfg, "Le timeout de connexion en prod ?", "J'ai ouvert `config/staging.yaml` et pas encore celui de prod : en staging, `connect_timeout` vaut 5 s.", [][3]string{staging}, false},
		{"de env set aside", cfg, "Wie ist der Timeout auf Prod?", "Ich habe `config/staging.yaml` gelesen, nicht die von Prod: `connect_timeout` ist dort 5 s.", [][3]string{staging}, false},
		{"pt place set aside", weatherTool, "Como está o tempo no Porto?", "A consulta saiu para Porto Alegre, não para o Porto em Portugal: lá estão 14 °C com chuva fraca.", [][3]string{weather}, false},
		// twins: the thing claimed is another one, or the negation is a verb's
		{"pt branch claimed", git, "O que mudou na develop?", "Na develop, o diff muda `src/login.ts` (20+/4−), não a `feature/login`.", [][3]string{diff}, true},
		{"en env claimed", cfg, "Timeout on prod?", "I read the prod config, not staging: `connect_timeout` is 5 s.", [][3]string{staging}, true},
		{"pt place claimed", weatherTool, "Como está o tempo no Porto?", "No Porto, em Portugal, estão 14 °C com chuva fraca.", [][3]string{weather}, true},
	})
}
