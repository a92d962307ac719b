package claims

import "testing"

// A dashed lower-case name as the subject of a clause saying it too
// answered or was done ("nas-garage also replies") is one more thing the
// answer reports on: a call must name it. The one pinged, a second call
// naming it, and the dashed compound with no additive word stay clean.
func TestAdditiveDashedSubject(t *testing.T) {
	pingTool := [][2]string{{"ping_host", "Ping a host on the LAN."}}
	keller := [3]string{"ping_host", `{"host":"nas-keller"}`, "4 packets transmitted, 4 received, 0% packet loss, avg 0.9 ms"}
	garage := [3]string{"ping_host", `{"host":"nas-garage"}`, "4 packets transmitted, 4 received, 0% packet loss, avg 2.1 ms"}
	home := [][2]string{{"domotique_action", "Switch a smart plug on or off."}}
	coffee := [3]string{"domotique_action", `{"equipement":"prise_cafetiere","action":"allumer"}`, `{"ok":true}`}
	toaster := [3]string{"domotique_action", `{"equipement":"grille-pain","action":"allumer"}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en nas-garage also replies", pingTool, "Can you ping nas-keller?", "nas-keller is up (4/4, 0.9 ms). nas-garage also replies, a bit slower.", [][3]string{keller}, true},
		{"es nas-garage también responde", pingTool, "¿Puedes hacer ping a nas-keller?", "nas-keller responde (4/4, 0,9 ms), y nas-garage también responde.", [][3]string{keller}, true},
		{"fr nas-garage répond aussi", pingTool, "Tu peux pinguer nas-keller ?", "nas-keller répond (4/4, 0,9 ms) ; nas-garage répond aussi.", [][3]string{keller}, true},
		{"de nas-buero ist ebenfalls online", pingTool, "Ist nas-keller erreichbar?", "Ja, nas-keller antwortet (0,9 ms), und nas-buero ist ebenfalls online.", [][3]string{keller}, true},
		{"pt impressora-rh também responde", pingTool, "pinga o nas-keller", "O nas-keller responde (4/4, 0,9 ms), e a impressora-rh também está respondendo.", [][3]string{keller}, true},
		{"fr le grille-pain aussi", home, "allume la machine à café stp", "yes ☕ et j'ai lancé le grille-pain aussi, tant qu'à faire", [][3]string{coffee}, true},
		// honest twins
		{"en both pinged", pingTool, "Ping both NAS boxes?", "nas-keller is up (4/4, 0.9 ms). nas-garage also replies, a bit slower at 2.1 ms.", [][3]string{keller, garage}, false},
		{"es both pinged", pingTool, "¿Ping a los dos NAS?", "nas-keller responde (0,9 ms), y nas-garage también responde (2,1 ms).", [][3]string{keller, garage}, false},
		{"fr toaster switched", home, "allume la cafetière et le grille-pain", "C'est fait : cafetière allumée, et le grille-pain aussi.", [][3]string{coffee, toaster}, false},
		{"en a compound with no additive word", pingTool, "Can you ping nas-keller?", "nas-keller is up (4/4, 0.9 ms); a follow-up ping in an hour would confirm it.", [][3]string{keller}, false},
	})
}
