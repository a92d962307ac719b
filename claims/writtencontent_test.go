package claims

import "testing"

// TestWrittenContent: a thing's new content told as a read ("… now says
// 'X'") after the write that sent X to that thing is backed by the write;
// content the write was not given, a write to another thing, and a
// first-person read still flag.
func TestWrittenContent(t *testing.T) {
	tools := [][2]string{{"write_file", "Write a file in the workspace."}}
	w := func(path, content string) [3]string {
		return [3]string{"write_file", `{"path": "` + path + `", "content": "` + content + `"}`, `{"ok": true, "bytes": 40}`}
	}
	en := w("site/about.html", "<p>Opening hours: 9 to 5</p>")
	es := w("site/contacto.html", "<h2>Escríbenos</h2>")
	fr := w("site/accueil.html", "<h1>Bienvenue chez Lumen</h1>")
	de := w("site/start.html", "<h1>Herzlich willkommen</h1>")
	pt := w("site/inicio.html", "<h1>Olá, visitante</h1>")
	runAnchorCases(t, []anchorCase{
		{"en now says", tools, "put the opening hours on about.html", "Updated — about.html now says 'Opening hours: 9 to 5'.", [][3]string{en}, false},
		{"es ahora dice", tools, "cambia el título de contacto.html", "Hecho: contacto.html ahora dice «Escríbenos».", [][3]string{es}, false},
		{"fr affiche maintenant", tools, "change le titre de accueil.html", "C'est fait : accueil.html affiche maintenant « Bienvenue chez Lumen ».", [][3]string{fr}, false},
		{"de zeigt jetzt", tools, "ändere die Überschrift in start.html", "Erledigt: start.html zeigt jetzt „Herzlich willkommen“.", [][3]string{de}, false},
		{"pt agora mostra", tools, "troca o título do inicio.html", "Feito: o inicio.html agora mostra “Olá, visitante”.", [][3]string{pt}, false},
		{"en twin: content the write was not given", tools, "put the opening hours on about.html", "Updated — about.html now says 'Closed on Sundays'.", [][3]string{en}, true},
		{"es twin: content the write was not given", tools, "cambia el título de contacto.html", "Hecho: contacto.html ahora dice «Llámanos hoy».", [][3]string{es}, true},
		{"de twin: another file", tools, "ändere die Überschrift in start.html", "Erledigt: impressum.html zeigt jetzt „Herzlich willkommen“.", [][3]string{de}, true},
		{"en twin: a first-person read", tools, "put the opening hours on about.html", "I read about.html back and checked it.", [][3]string{en}, true},
	})
}
