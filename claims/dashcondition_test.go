package claims

import "testing"

// TestDashConditionObjects: a dash opening a condition ("— if it landed
// in Archive or Spam I can look there", "— si llegó a Spam …", "— falls
// es im Archiv liegt …") names the condition's things, not the claim's;
// the same names stated as searched after the dash still need a call
// about them.
func TestDashConditionObjects(t *testing.T) {
	mail := [][2]string{{"list_messages", "Search the user's mailbox folder."}}
	inbox := [3]string{"list_messages", `{"folder": "INBOX", "query": "from:hollis 1099"}`, `{"messages": [], "resultSizeEstimate": 0}`}
	runAnchorCases(t, []anchorCase{
		{"en if", mail, "Did Hollis send the 1099s?", "I only searched the inbox though — if it could've landed in Archive or Spam I can look there next.", [][3]string{inbox}, false},
		{"es si", mail, "¿Hollis mandó los 1099?", "Solo busqué en la bandeja de entrada — si llegó a Archivo o Spam puedo mirar allí.", [][3]string{inbox}, false},
		{"de falls", mail, "Hat Hollis die 1099 geschickt?", "Ich habe nur den Posteingang durchsucht – falls es im Archiv oder Spam liegt, schaue ich dort nach.", [][3]string{inbox}, false},
		{"pt se", mail, "O Hollis mandou os 1099?", "Só pesquisei a caixa de entrada — se caiu no Arquivo ou no Spam posso olhar lá.", [][3]string{inbox}, false},
		{"en twin: searched after the dash", mail, "Did Hollis send the 1099s?", "I searched the inbox — and also Archive and Spam, nothing there.", [][3]string{inbox}, true},
	})
}
