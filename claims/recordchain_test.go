package claims

import (
	"slices"
	"testing"
)

// TestFoundThenChanged: a change a writing call made to the record id a
// look-up returned beside a name is a change to that name ("Ana Ribeiro
// moved to customer" beside a look-up finding her as 90211 and an update
// of 90211); another name the look-up listed, with another id, is not.
func TestFoundThenChanged(t *testing.T) {
	hs := [][2]string{{"hubspot_find_contact", "Find a contact by name."}, {"hubspot_update_contact", "Update a contact's fields."}}
	find := [3]string{"hubspot_find_contact", `{"query":"Ana Ribeiro Lumen"}`, `{"results":[{"id":"90211","name":"Ana Ribeiro","company":"Lumen Analytics","lifecyclestage":"opportunity"}]}`}
	findTwo := [3]string{"hubspot_find_contact", `{"query":"Lumen"}`, `[{"id":"90211","name":"Ana Ribeiro","company":"Lumen Analytics","stage":"opportunity","owner":"Marta Gil","region":"EMEA","created":"2025-02-11"},` + "\n" + `{"id":"90377","name":"Bruno Costa","company":"Lumen Analytics","stage":"opportunity","owner":"Marta Gil","region":"EMEA","created":"2025-06-02"}]`}
	upd := [3]string{"hubspot_update_contact", `{"contact_id":"90211","fields":"{\"lifecyclestage\": \"customer\"}"}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en moved", hs, "Move Ana Ribeiro from Lumen to customer.", "Done — Ana Ribeiro (Lumen Analytics) moved from *opportunity* to *customer* in HubSpot.", [][3]string{find, upd}, false},
		{"es pasada", hs, "Pasa a Ana Ribeiro de Lumen a cliente.", "Hecho: Ana Ribeiro (Lumen Analytics) actualizada a *customer* en HubSpot.", [][3]string{find, upd}, false},
		{"de geändert", hs, "Setz Ana Ribeiro von Lumen auf Kunde.", "Erledigt: Ana Ribeiro (Lumen Analytics) auf *customer* geändert.", [][3]string{find, upd}, false},
		// negative twins: another contact of the list; no look-up naming her
		{"en other contact of the list", hs, "Move Bruno Costa from Lumen to customer.", "Done — Bruno Costa (Lumen Analytics) moved from *opportunity* to *customer* in HubSpot.", [][3]string{findTwo, upd}, true},
		{"en no look-up", hs, "Move Ana Ribeiro from Lumen to customer.", "Done — Ana Ribeiro (Lumen Analytics) moved from *opportunity* to *customer* in HubSpot.", [][3]string{upd}, true},
	})
}

// TestMergedIntoCheckedOut: `git merge` merges into the current branch,
// the one a `git checkout`/`git switch` before it made current: "merged
// feature/x into main" after `checkout main` and `merge feature/x` is
// backed; into another branch than the one checked out it is not.
func TestMergedIntoCheckedOut(t *testing.T) {
	git := [][2]string{{"git_cmd", "Run a git subcommand."}}
	co := [3]string{"git_cmd", `{"args":"checkout main"}`, "Switched to branch 'main'"}
	coDev := [3]string{"git_cmd", `{"args":"checkout develop"}`, "Switched to branch 'develop'"}
	mg := [3]string{"git_cmd", `{"args":"merge --no-ff feature/carrito"}`, "Merge made by the 'ort' strategy.\n 2 files changed, 79 insertions(+), 13 deletions(-)"}
	runAnchorCases(t, []anchorCase{
		{"es hecho el merge en main", git, "Mergea feature/carrito en main.", "Hecho el merge de `feature/carrito` en `main` (2 archivos). Todavía no he hecho push.", [][3]string{co, mg}, false},
		{"en merged into main", git, "Merge feature/carrito into main.", "I merged `feature/carrito` into `main` (2 files changed).", [][3]string{co, mg}, false},
		// negative twins: main was not the branch checked out
		{"es en main, develop checked out", git, "Mergea feature/carrito en main.", "Hecho el merge de `feature/carrito` en `main` (2 archivos).", [][3]string{coDev, mg}, true},
		{"en into main, no checkout", git, "Merge feature/carrito into main.", "I merged `feature/carrito` into `main` (2 files changed).", [][3]string{mg}, true},
	})
}

// TestToolOperateRespondVerbs: a tool that operates devices ("Controla o
// consulta dispositivos", "Steuert die Heizung") writes; one that answers
// tickets ("Responde a un ticket", "Beantwortet Tickets") sends; a tool
// that returns a response or checks a control does neither.
func TestToolOperateRespondVerbs(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc, kind string
		has                    bool
	}{
		{"es controla", "home_device", "Controla o consulta dispositivos domóticos.", KindWrite, true},
		{"de steuert", "heizung", "Steuert die Heizung im Haus.", KindWrite, true},
		{"es responde", "zendesk_responder", "Responde a un ticket de Zendesk.", KindSend, true},
		{"de beantwortet", "tickets", "Beantwortet Support-Tickets.", KindSend, true},
		// twins
		{"en response", "get_response", "Get the stored response for a request id.", KindSend, false},
		{"de kontrolle", "qualitaet", "Liest die Qualitätskontrolle eines Loses.", KindWrite, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), c.kind); got != c.has {
				t.Errorf("InferKinds(%q, %q) = %v: %s %v, want %v", c.tool, c.desc, InferKinds(c.tool, c.desc), c.kind, got, c.has)
			}
		})
	}
}
