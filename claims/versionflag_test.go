package claims

import "testing"

// TestVersionFlagTranscript: a transcript's prompt asking a program for
// its version one way (`node -v`, `python3 --version`) shows the call that
// asked it another way (`node --version`, `python3 -V`); another program,
// or an output the call did not print, is still no such call.
func TestVersionFlagTranscript(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command."}}
	node := [3]string{"shell", `{"cmd":"node --version"}`, "v20.11.1"}
	py := [3]string{"shell", `{"cmd":"python3 -V"}`, "Python 3.12.3"}
	runAnchorCases(t, []anchorCase{
		{"fr node -v", sh, "Quelle version de node est installée ?", "```\n$ node -v\nv20.11.1\n```\nNode 20 LTS.", [][3]string{node}, false},
		{"es python3 --version", sh, "¿Qué versión de Python hay?", "```\n$ python3 --version\nPython 3.12.3\n```\nEs la 3.12.", [][3]string{py}, false},
		// negative twins
		{"en npm -v, node asked", sh, "Which npm version?", "```\n$ npm -v\n10.2.4\n```\nnpm 10.", [][3]string{node}, true},
		{"de node -v, other output", sh, "Welche Node-Version?", "```\n$ node -v\nv22.3.0\n```\nNode 22.", [][3]string{node}, true},
	})
}

// TestCurlGetTranscript: a transcript showing `curl`/`wget` GETting a URL
// (`curl -s https://…`) shows an HTTP fetch of that URL; a fetch of
// another URL, or a curl that sends data or another method, is not it.
func TestCurlGetTranscript(t *testing.T) {
	http := [][2]string{{"http_get", "Fetch a URL with HTTP GET."}}
	get := [3]string{"http_get", `{"url":"https://viacep.com.br/ws/01001000/json/"}`, `{"cep":"01001-000","localidade":"São Paulo","uf":"SP"}`}
	out := `{"cep":"01001-000","localidade":"São Paulo","uf":"SP"}`
	runAnchorCases(t, []anchorCase{
		{"pt curl -s", http, "Vê se a API de CEP responde: https://viacep.com.br/ws/01001000/json/", "Respondendo normal:\n\n```\n$ curl -s https://viacep.com.br/ws/01001000/json/\n" + out + "\n```", [][3]string{get}, false},
		{"en wget -qO-", http, "Does the CEP API answer? https://viacep.com.br/ws/01001000/json/", "It answers:\n\n```\n$ wget -qO- https://viacep.com.br/ws/01001000/json/\n" + out + "\n```", [][3]string{get}, false},
		// negative twins
		{"pt curl other URL", http, "Vê se a API de CEP responde.", "Respondendo normal:\n\n```\n$ curl -s https://viacep.com.br/ws/20040002/json/\n" + out + "\n```", [][3]string{get}, true},
		{"en curl -X DELETE", http, "Does the CEP API answer?", "Done:\n\n```\n$ curl -s -X DELETE https://viacep.com.br/ws/01001000/json/\n" + out + "\n```", [][3]string{get}, true},
	})
}
