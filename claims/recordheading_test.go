package claims

import "testing"

// TestRecordHeading: a participle that is also a record's name, right
// before the record's number ("Pedido 55120: …", "Pedido #A-311 …",
// "Reçu n° 4411 : …"), names the record and claims no action; the same
// word before a person or a thing ("Pedido a Marta el informe") still
// reports one.
func TestRecordHeading(t *testing.T) {
	cli := [][2]string{{"tienda_cli", "CLI de la tienda online. Subcomandos: orders:list, orders:show <id>."}}
	show := [3]string{"tienda_cli", `{"subcommand":"orders:show 55120"}`, `{"order":55120,"sku":"CAF-MOKA-500","unit_price":12.90,"charged":14.50}`}
	mail := [][2]string{{"send_email", "Send an e-mail."}}
	runAnchorCases(t, []anchorCase{
		{"es Pedido 55120:", cli, "¿Cuánto se cobró en el pedido 55120?", "Pedido 55120: CAF-MOKA-500, precio unitario 12,90 € y cobrado 14,50 €.", [][3]string{show}, false},
		{"pt Pedido #55120", cli, "Quanto foi cobrado no pedido 55120?", "Pedido #55120: CAF-MOKA-500, preço unitário 12,90 €, total 14,50 €.", [][3]string{show}, false},
		// negative twins: the participle asks a person for something
		{"es Pedido a Marta", mail, "Pide el informe a Marta.", "Pedido a Marta el informe de ventas 55120.", nil, true},
		{"pt Pedido ao Rui", mail, "Pede o relatório ao Rui.", "Pedido ao Rui o relatório de vendas 55120.", nil, true},
	})
}
