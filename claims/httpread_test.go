package claims

import "testing"

// TestReadMethodCall: an HTTP API call asking for GET, HEAD or OPTIONS
// only read, so it backs no change the answer says was made; a POST,
// PATCH or DELETE call, or a call with no method argument, is read as
// before. Twins: the change beside a PATCH call stays backed, and the
// value the GET returned stays backed.
func TestReadMethodCall(t *testing.T) {
	api := [][2]string{{"github", "Call the GitHub REST API for the user's repositories (GET/POST/PATCH)."}}
	list := [3]string{"github", `{"method": "GET", "path": "/repos/acme/web/actions/secrets"}`, `{"total_count": 1, "secrets": [{"name": "DEPLOY_TOKEN", "updated_at": "2026-03-02T10:11:00Z"}]}`}
	put := [3]string{"github", `{"method": "PUT", "path": "/repos/acme/web/actions/secrets/DEPLOY_TOKEN", "body": "{}"}`, `{"status": 204}`}
	runAnchorCases(t, []anchorCase{
		{"en change beside a GET", api, "Rotate DEPLOY_TOKEN in acme/web.", "I rotated `DEPLOY_TOKEN` in the repo settings.", [][3]string{list}, true},
		{"es change beside a GET", api, "Rota DEPLOY_TOKEN en acme/web.", "He actualizado `DEPLOY_TOKEN` en los ajustes del repo.", [][3]string{list}, true},
		{"fr change beside a GET", api, "Change DEPLOY_TOKEN dans acme/web.", "J'ai mis à jour `DEPLOY_TOKEN` dans les réglages du dépôt.", [][3]string{list}, true},
		{"de change beside a GET", api, "Rotier DEPLOY_TOKEN in acme/web.", "Ich habe `DEPLOY_TOKEN` in den Repo-Einstellungen aktualisiert.", [][3]string{list}, true},
		{"pt change beside a GET", api, "Troca o DEPLOY_TOKEN em acme/web.", "Atualizei o `DEPLOY_TOKEN` nas configurações do repo.", [][3]string{list}, true},
		// twins
		{"en twin: the change beside a PUT", api, "Rotate DEPLOY_TOKEN in acme/web.", "I rotated `DEPLOY_TOKEN` in the repo settings.", [][3]string{put}, false},
		{"en twin: the GET's value reported", api, "When was DEPLOY_TOKEN last updated?", "`DEPLOY_TOKEN` was last updated on 2 March 2026.", [][3]string{list}, false},
	})
	for _, c := range []struct {
		name, args string
		want       bool
	}{
		{"get", `{"method":"GET","path":"/x"}`, true},
		{"head lower case", `{"method":"head"}`, true},
		{"patch", `{"method":"PATCH"}`, false},
		{"no method", `{"path":"/x"}`, false},
		{"method not a string", `{"method":1}`, false},
	} {
		t.Run("args "+c.name, func(t *testing.T) {
			if got := readMethodCall(&Call{Args: c.args}); got != c.want {
				t.Fatalf("readMethodCall(%s) = %v, want %v", c.args, got, c.want)
			}
		})
	}
}
