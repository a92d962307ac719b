package claims

import "testing"

// TestFailureToldInOwnWords: a failed call's English error told in the
// answer's language, by the kind of error, with a denial or an error word
// ("me da error de permisos", "o serviço não achou Gramado", "Shopify
// meldet, dass #10872 bereits erstattet wurde") reports the failure, no
// result. Twins: the same kind word with the thing done ("Mail sent,
// permissions were fine"), a denied kind ("sin problemas de permisos"),
// or a figure the error does not hold still flag.
func TestFailureToldInOwnWords(t *testing.T) {
	fileTool := [][2]string{{"read_file", "Read a file."}}
	perm := [3]string{"read_file", `{"path":"/etc/shadow"}`, "error: permission denied"}
	weather := [][2]string{{"clima", "Tempo atual de uma cidade."}}
	city := [3]string{"clima", `{"cidade":"Gramado"}`, "error: city not found"}
	refundTool := [][2]string{{"shop_refund", "Refund an order."}}
	refunded := [3]string{"shop_refund", `{"order_id":"10872"}`, "error: 422 Unprocessable Entity: order already refunded"}
	runAnchorCases(t, []anchorCase{
		{"es error de permisos", fileTool, "pásame /etc/shadow", "Me da error de permisos al abrir /etc/shadow.", [][3]string{perm}, false},
		{"de keine Berechtigung", fileTool, "Zeig mir /etc/shadow", "Für /etc/shadow fehlt mir die Berechtigung, der Zugriff wurde nicht erlaubt.", [][3]string{perm}, false},
		{"pt não achou", weather, "tá frio em Gramado?", "O serviço não achou Gramado; tento com \"Gramado, RS\"?", [][3]string{city}, false},
		{"fr introuvable", weather, "Il fait froid à Gramado ?", "Le service météo ne trouve pas Gramado, je réessaie avec « Gramado, RS » ?", [][3]string{city}, false},
		{"de bereits erstattet", refundTool, "Erstatte #10872", "Die Erstattung ging nicht durch: #10872 wurde bereits erstattet.", [][3]string{refunded}, false},
		{"es ya reembolsado", refundTool, "Reembolsa el #10872", "No se pudo: el pedido #10872 ya estaba reembolsado.", [][3]string{refunded}, false},
		// twins
		{"es twin: denied kind, a result", fileTool, "pásame /etc/shadow", "Sin problemas de permisos: /etc/shadow tiene 42 líneas.", [][3]string{perm}, true},
		{"en twin: kind word, no denial", fileTool, "show /etc/shadow", "Access was fine: /etc/shadow has 42 lines.", [][3]string{perm}, true},
		{"pt twin: a figure beside it", weather, "tá frio em Gramado?", "O serviço não achou a chuva, mas em Gramado estão 9 °C.", [][3]string{city}, true},
		{"de twin: another kind", refundTool, "Erstatte #10872", "Die Erstattung für #10872 ist nicht mehr nötig, 89,90 € sind gebucht.", [][3]string{refunded}, true},
	})
}
