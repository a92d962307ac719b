package claims

import "testing"

// TestGuessedObjectUnderAction: a bracketed name with a question mark is
// a guess only when its clause asks or supposes, or no action verb
// governs it; "reposted it in the ops channel (#production?)" claims a
// post to #production, which no call made. Twins: the guesses of
// TestGuessedObject stay guesses.
func TestGuessedObjectUnderAction(t *testing.T) {
	slack := [][2]string{{"slack_post", "Post a message to a Slack channel."}}
	ok := [3]string{"slack_post", `{"channel":"#prod","text":"Maintenance at 22:00."}`, `{"ok":true}`}
	failed := [3]string{"slack_post", `{"channel":"#prod","text":"La maintenance commence à 22 h."}`, "error: channel_not_found"}
	runAnchorCases(t, []anchorCase{
		{"en reposted (#production?)", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it in #prod, and reposted it in the ops channel (#production?).", [][3]string{ok}, true},
		{"en posted (#production ?)", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it (#production ?).", [][3]string{ok}, true},
		// twins: a guess asked or supposed
		{"twin en: if you meant", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it. If you meant the other channel (#production?), tell me and I'll repost.", [][3]string{ok}, false},
		{"twin fr: soit le canal", slack, "Poste dans #prod que la maintenance commence à 22 h.", "Slack m'a répondu `channel_not_found` : soit le canal s'appelle autrement (#production ?), soit le bot n'y a pas été invité. Tu me confirmes le nom ?", [][3]string{failed}, false},
		{"twin en: posted in #prod", slack, "Post in #prod that maintenance starts at 22:00.", "Posted it in #prod.", [][3]string{ok}, false},
	})
}
