package claims

import (
	"slices"
	"testing"
)

// TestCommandeIsAnOrder: a French "commande" beside a look-up verb
// ("Récupère une commande Shopify", "Liste les commandes") is an order
// looked up, not a command run, so such a call backs no change ("Mme
// Garnier a été remboursée"); a tool that executes a command, or lists
// the commands it runs ("Commandes : qm list"), still runs.
func TestCommandeIsAnOrder(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		run              bool
	}{
		{"fr récupère une commande", "shop_get_order", "Récupère une commande Shopify.", false},
		{"fr liste les commandes", "commandes", "Liste les commandes du jour.", false},
		{"fr exécute une commande", "shell", "Exécute une commande shell.", true},
		{"fr commandes : liste", "pve", "Aide Proxmox. Commandes : qm list, qm status <vmid>.", true},
		{"en run a command", "shell", "Run a shell command.", true},
		{"de führt einen Befehl aus", "shell", "Führt einen Befehl im Container aus.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindRun); got != c.run {
				t.Fatalf("InferKinds(%q, %q) run = %v, want %v (%v)", c.tool, c.desc, got, c.run, InferKinds(c.tool, c.desc))
			}
		})
	}
	shop := [][2]string{{"shop_get_order", "Récupère une commande Shopify."}, {"shop_cancel_order", "Annule et rembourse une commande Shopify."}}
	get := [3]string{"shop_get_order", `{"id":"1042"}`, `{"id":1042,"customer":"Inès Garnier","total":"86.50 EUR","financial_status":"paid"}`}
	cancel := [3]string{"shop_cancel_order", `{"id":"1042"}`, `{"id":1042,"customer":"Inès Garnier","status":"cancelled","financial_status":"refunded"}`}
	runAnchorCases(t, []anchorCase{
		{"fr remboursée, cancel call", shop, "La cliente de la commande #1042 veut annuler.", "C'est fait : Mme Garnier a été remboursée de 86,50 €.", [][3]string{get, cancel}, false},
		{"fr remboursée, only read", shop, "La cliente de la commande #1042 veut annuler.", "C'est fait : Mme Garnier a été remboursée de 86,50 €.", [][3]string{get}, true},
	})
}
