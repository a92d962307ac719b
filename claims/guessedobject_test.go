package claims

import "testing"

// TestGuessedObject: a name standing alone in brackets with a question
// mark ("(#production ?)", "(`staging`?)") is a guess the answer asks
// the user about, no object a call must name; the same name stated is one.
func TestGuessedObject(t *testing.T) {
	slack := [][2]string{{"slack_post", "Post a message to a Slack channel."}}
	failed := [3]string{"slack_post", `{"channel":"#prod","text":"La maintenance commence à 22 h."}`, "error: channel_not_found"}
	ok := [3]string{"slack_post", `{"channel":"#prod","text":"Maintenance at 22:00."}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"fr guess in brackets", slack, "Poste dans #prod que la maintenance commence à 22 h.", "Slack m'a répondu `channel_not_found` : soit le canal s'appelle autrement (#production ?), soit le bot n'y a pas été invité. Tu me confirmes le nom ?", [][3]string{failed}, false},
		{"en guess in brackets", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it. If you meant the other channel (#production?), tell me and I'll repost.", [][3]string{ok}, false},
		// negative twin: the name stated, not asked
		{"en stated channel", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it in #production too.", [][3]string{ok}, true},
	})
}
