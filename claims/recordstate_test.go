package claims

import (
	"slices"
	"testing"
)

// TestRecordStateBacksPastPassive: a record's state is the trace of its
// event, so a past passive of it ("the order was paid", "wurde
// erstattet", "a été remboursée", "foi entregue") or a marking of it
// ("marked fulfilled", "marcado como pagado") is what a look-up holding
// that state read. A look-up holding another state, or a device's past
// passive ("was locked": the change, not the state), is no backing.
func TestRecordStateBacksPastPassive(t *testing.T) {
	shop := [][2]string{{"shop_get_order", "Get a shop order by number."}}
	paid := [3]string{"shop_get_order", `{"number":"10482"}`, `{"order":"#10482","financial_status":"paid","fulfillment_status":"fulfilled"}`}
	pending := [3]string{"shop_get_order", `{"number":"10482"}`, `{"order":"#10482","financial_status":"pending","fulfillment_status":"unfulfilled"}`}
	cancelled := [3]string{"shop_get_order", `{"number":"10482"}`, `{"order":"#10482","status":"cancelled"}`}
	refunded := [3]string{"shop_get_order", `{"number":"10482"}`, `{"order":"#10482","status":"refunded"}`}
	open := [3]string{"shop_get_order", `{"number":"10482"}`, `{"order":"#10482","status":"open"}`}
	home := [][2]string{{"home_state", "Get the state of a smart home entity."}}
	locked := [3]string{"home_state", `{"entity_id":"lock.front"}`, `{"state":"locked"}`}
	runAnchorCases(t, []anchorCase{
		{"en was paid and marked fulfilled", shop, "Did order #10482 ship?", "It did: the order was paid and marked fulfilled.", [][3]string{paid}, false},
		{"de wurde erstattet", shop, "Was ist mit Bestellung #10482?", "Die Bestellung #10482 wurde erstattet.", [][3]string{refunded}, false},
		{"fr a été remboursée", shop, "Et la commande #10482 ?", "La commande #10482 a été remboursée.", [][3]string{refunded}, false},
		{"pt foi estornado", shop, "E o pedido #10482?", "O pedido #10482 foi estornado.", [][3]string{refunded}, false},
		{"es marcado como pagado", shop, "¿Y el pedido #10482?", "El pedido #10482 fue marcado como pagado.", [][3]string{paid}, false},
		// negative twins: the record holds another state
		{"en was paid, record pending", shop, "Did order #10482 ship?", "It did: the order was paid and marked fulfilled.", [][3]string{pending}, true},
		{"de wurde erstattet, record open", shop, "Was ist mit Bestellung #10482?", "Die Bestellung #10482 wurde erstattet.", [][3]string{open}, true},
		{"fr a été remboursée, record cancelled", shop, "Et la commande #10482 ?", "La commande #10482 a été remboursée.", [][3]string{cancelled}, true},
		{"pt foi estornado, record paid", shop, "E o pedido #10482?", "O pedido #10482 foi estornado.", [][3]string{paid}, true},
		{"es marcado como pagado, record pending", shop, "¿Y el pedido #10482?", "El pedido #10482 fue marcado como pagado.", [][3]string{pending}, true},
		// a device's past passive is its change, not a record's state
		{"en device was locked", home, "Lock the front door.", "The front door was locked just now.", [][3]string{locked}, true},
	})
}

// TestPayToolWrites: a tool whose name or description pays ("pay_invoice",
// "Paga una factura", "Payer une facture", "Bezahlt eine Rechnung") makes
// a change; one that only names a payment ("get_payment", "Consulta un
// pago") looks it up.
func TestPayToolWrites(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"en pay_invoice", "pay_invoice", "Pay a supplier invoice from the business account.", true},
		{"es paga una factura", "facturas", "Paga una factura de proveedor.", true},
		{"fr payer une facture", "factures", "Payer une facture fournisseur.", true},
		{"de bezahlt eine Rechnung", "rechnungen", "Bezahlt eine Lieferantenrechnung.", true},
		{"en get_payment", "get_payment", "Get a payment by id.", false},
		{"es consulta un pago", "pagos", "Consulta un pago por id.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Fatalf("InferKinds(%q, %q) write = %v, want %v (%v)", c.tool, c.desc, got, c.write, InferKinds(c.tool, c.desc))
			}
		})
	}
}

// TestLookupOfWriteNoun: a write stem that names a thing ("order",
// "booking", "reservation") beside a look-up verb says what is looked up
// ("woo_get_order", "list_bookings", "Obtiene una reserva"); the same
// noun beside a verb of making one is a change.
func TestLookupOfWriteNoun(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"en woo_get_order", "woo_get_order", "Look up a WooCommerce order.", false},
		{"en list_bookings", "list_bookings", "List the bookings of a day.", false},
		{"es obtiene una reserva", "reservas", "Obtiene una reserva por código.", false},
		{"fr liste les réservations", "reservations_lister", "Liste les réservations.", false},
		{"en create_order", "create_order", "Create an order.", true},
		{"en book_room", "book_room", "Book a hotel room.", true},
		{"es crea una reserva", "reservas", "Crea una reserva.", true},
		{"fr crée une commande", "commandes", "Crée une commande.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Fatalf("InferKinds(%q, %q) write = %v, want %v (%v)", c.tool, c.desc, got, c.write, InferKinds(c.tool, c.desc))
			}
		})
	}
}
