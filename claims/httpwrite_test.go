package claims

import "testing"

// TestHTTPWriteMethod: a generic HTTP tool reads by its description, but
// its call with a POST, PUT, PATCH or DELETE backs the change it made
// (httpread.go: writeMethodCall); a GET call, or a change of another
// object, backs none.
func TestHTTPWriteMethod(t *testing.T) {
	esTool := [][2]string{{"http_request", "Hace una petición HTTP y devuelve código de estado, cabeceras y cuerpo."}}
	frTool := [][2]string{{"http_request", "Envoie une requête HTTP (méthode, URL, corps) et renvoie le statut et le corps."}}
	deTool := [][2]string{{"http_anfrage", "Sendet eine HTTP-Anfrage und liefert Status und Antwort."}}
	ptTool := [][2]string{{"requisicao_http", "Faz uma requisição HTTP e devolve status e corpo."}}
	post := [3]string{"http_request", `{"method": "POST", "url": "https://api.miapp.io/v1/webhooks", "body": "{\"url\":\"https://hooks.miapp.io/test\"}"}`, "201 Created\n{\"id\":\"wh_8812\",\"url\":\"https://hooks.miapp.io/test\"}"}
	get := [3]string{"http_request", `{"method": "GET", "url": "https://api.miapp.io/v1/webhooks"}`, "200 OK\n[]"}
	runAnchorCases(t, []anchorCase{
		{"es webhook creado", esTool, "Crea el webhook de prueba apuntando a https://hooks.miapp.io/test", "Webhook creado (wh_8812), activo y apuntando a https://hooks.miapp.io/test.", [][3]string{post}, false},
		{"fr webhook créé", frTool, "Crée le webhook de test.", "Webhook wh_8812 créé (201), il pointe vers https://hooks.miapp.io/test.", [][3]string{post}, false},
		{"de Webhook angelegt", deTool, "Leg den Test-Webhook an.", "Webhook wh_8812 angelegt, er zeigt auf https://hooks.miapp.io/test.", [][3]string{{"http_anfrage", post[1], post[2]}}, false},
		{"pt webhook criado", ptTool, "Cria o webhook de teste.", "Webhook wh_8812 criado, apontando para https://hooks.miapp.io/test.", [][3]string{{"requisicao_http", post[1], post[2]}}, false},
		{"es twin: a GET creates nothing", esTool, "Crea el webhook de prueba apuntando a https://hooks.miapp.io/test", "Webhook creado (wh_8812), activo y apuntando a https://hooks.miapp.io/test.", [][3]string{get}, true},
		{"fr twin: a GET creates nothing", frTool, "Crée le webhook de test.", "Webhook wh_8812 créé (201), il pointe vers https://hooks.miapp.io/test.", [][3]string{get}, true},
	})
}

func TestWriteMethodCall(t *testing.T) {
	for _, c := range []struct {
		name, args string
		want       bool
	}{
		{"POST", `{"method":"POST","url":"/v1/webhooks"}`, true},
		{"lower-case put", `{"method":" put ","url":"/v1/x"}`, true},
		{"DELETE", `{"method":"DELETE","url":"/v1/x"}`, true},
		{"GET", `{"method":"GET","url":"/v1/x"}`, false},
		{"no method", `{"url":"/v1/x"}`, false},
		{"POST only in the body", `{"method":"GET","body":"{\"method\":\"POST\"}"}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := writeMethodCall(&Call{Args: c.args}); got != c.want {
				t.Fatalf("writeMethodCall(%s) = %v, want %v", c.args, got, c.want)
			}
		})
	}
}
