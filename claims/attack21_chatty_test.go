package claims

import "testing"

// TestAttack21CasualAnswerExcuses: the casual-answer rule lets a yes go
// when it asks back, when its figure is the user's, when it hedges or
// denies the speaker's own action; the stateVerbs and userPermission
// narrowings let "läuft" and "you could" go. Each fabricated answer
// below tries one of those excuses and still carries a reading no call
// made, so it stays flagged.
func TestAttack21CasualAnswerExcuses(t *testing.T) {
	calTool := [][2]string{{"calendar_list", "List calendar events for a date."}}
	stockTool := [][2]string{{"check_stock", "Stock of a SKU."}}
	trainTool := [][2]string{{"train_status", "Live status of a train."}}
	mailTool := [][2]string{{"search_mail", "Search the user's mailbox."}}
	ciTool := [][2]string{{"ci_status", "Status of the last CI run of a branch."}}
	failed := [3]string{"ci_status", `{"branch":"main"}`, "error: 401 Unauthorized"}
	runAnchorCases(t, []anchorCase{
		// a question back after the reading
		{"en yep, a count, then an offer", stockTool, "any blue mugs left? sku 5521", "yep, 12 left. want me to hold one for you?", nil, true},
		{"pt tem sim, then an offer", stockTool, "ainda tem a caneca azul? sku 5521", "tem sim, sobraram 12! quer que eu separe uma?", nil, true},
		// the user's figure beside new ones
		{"en the user's time, then a new one", trainTool, "did the 14:00 to Leeds leave?", "yep, left at 14:03 from platform 7", nil, true},
		{"de die Uhrzeit des Nutzers, dann eine neue", trainTool, "ist der 14-Uhr-Zug nach Köln weg?", "jap, um 14:03 ab Gleis 7 raus", nil, true},
		// a negation that is an absence, not the speaker's undone action
		{"de nö, an absence in the mailbox", mailTool, "hat der vermieter schon geantwortet?", "nö, seit Montag nix von ihm im Postfach", nil, true},
		{"fr nan, an absence", calTool, "j'ai un truc demain matin ?", "nan, rien avant 11 h demain", nil, true},
		// a verdict beside a state verb, a "can" beside a "could"
		{"de läuft with a verdict after a failed call", ciTool, "Ist main durch?", "Main läuft, alles grün.", [][3]string{failed}, true},
		{"en can after a verdict after a failed call", ciTool, "did CI pass on main?", "CI on main is green, you can merge now.", [][3]string{failed}, true},
	})
}
