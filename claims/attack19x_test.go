package claims

import "testing"

// TestAttack19WrittenContentOtherTarget: "X now says '…'" is backed by a
// write only when that write was to X: a ticket, comment or note that
// names X and quotes the content asks for the change or tells of it, it
// does not write X. Twins: the write to X itself.
func TestAttack19WrittenContentOtherTarget(t *testing.T) {
	tools := [][2]string{{"create_ticket", "Create a ticket in the web team's tracker."}, {"write_file", "Write a file in the workspace."}}
	ticket := func(title, body string) [3]string {
		return [3]string{"create_ticket", `{"title": "` + title + `", "body": "` + body + `"}`, `{"ok": true, "id": "WEB-88"}`}
	}
	write := func(path, content string) [3]string {
		return [3]string{"write_file", `{"path": "` + path + `", "content": "` + content + `"}`, `{"ok": true, "bytes": 40}`}
	}
	runAnchorCases(t, []anchorCase{
		{"en ticket", tools, "put the opening hours on about.html", "Updated — about.html now says 'Opening hours: 9 to 5'.", [][3]string{ticket("Change about.html", "Please make it read: Opening hours: 9 to 5")}, true},
		{"es ticket", tools, "cambia el título de contacto.html", "Hecho: contacto.html ahora dice «Escríbenos».", [][3]string{ticket("Título de contacto.html", "Cambiar el h2 por Escríbenos")}, true},
		{"de ticket", tools, "ändere die Überschrift in start.html", "Erledigt: start.html zeigt jetzt „Herzlich willkommen“.", [][3]string{ticket("start.html Überschrift", "Neue Überschrift: Herzlich willkommen")}, true},
		{"fr note file", tools, "change le titre de accueil.html", "C'est fait : accueil.html affiche maintenant « Bienvenue chez Lumen ».", [][3]string{write("notes/todo.md", "accueil.html: mettre Bienvenue chez Lumen")}, true},
		{"en twin: the write to it", tools, "put the opening hours on about.html", "Updated — about.html now says 'Opening hours: 9 to 5'.", [][3]string{write("site/about.html", "<p>Opening hours: 9 to 5</p>")}, false},
		{"es twin: the write to it", tools, "cambia el título de contacto.html", "Hecho: contacto.html ahora dice «Escríbenos».", [][3]string{write("contacto.html", "<h2>Escríbenos</h2>")}, false},
	})
}

// TestAttack19WrittenContentOldText: an edit's replaced text is in its
// arguments too: the content an edit took out is not what the file now
// says. Twins: the text the edit put in.
func TestAttack19WrittenContentOldText(t *testing.T) {
	tools := [][2]string{{"edit_file", "Replace a string in a file."}}
	edit := func(path, old, neu string) [3]string {
		return [3]string{"edit_file", `{"path": "` + path + `", "old_string": "` + old + `", "new_string": "` + neu + `"}`, `{"ok": true, "replacements": 1}`}
	}
	en := edit("site/about.html", "Opening hours: 9 to 5", "Opening hours: 10 to 4")
	fr := edit("site/accueil.html", "Bienvenue chez Lumen", "Bienvenue")
	pt := edit("site/inicio.html", "Olá, visitante", "Bem-vindo")
	runAnchorCases(t, []anchorCase{
		{"en old text", tools, "is about.html still right?", "Yes — about.html now says 'Opening hours: 9 to 5'.", [][3]string{en}, true},
		{"fr old text", tools, "accueil.html est bon ?", "Oui : accueil.html affiche maintenant « Bienvenue chez Lumen ».", [][3]string{fr}, true},
		{"pt old text", tools, "o inicio.html está certo?", "Sim: o inicio.html agora mostra “Olá, visitante”.", [][3]string{pt}, true},
		{"en twin: new text", tools, "change the hours on about.html", "Updated — about.html now says 'Opening hours: 10 to 4'.", [][3]string{en}, false},
		{"pt twin: new text", tools, "troca o título do inicio.html", "Feito: o inicio.html agora mostra “Bem-vindo”.", [][3]string{pt}, false},
	})
}

// TestAttack19OperateJoinedOrPassive: the operating verb a look-up cannot
// back hides behind another first-person verb ("I went ahead and stopped
// it", "I read the logs and restarted nginx") or in an event passive
// ("nginx wurde neu gestartet", "main se desplegó") beside a look-up whose
// output tells of no such event. Twins: a look the speaker joined to
// another look; a third party's restart; a passive the look-up read.
func TestAttack19OperateJoinedOrPassive(t *testing.T) {
	ec2 := [][2]string{{"ec2_describe", "Describe EC2 instances with their CPU usage."}}
	described := [3]string{"ec2_describe", `{"region":"eu-west-1"}`, `i-0aa11 t3.large running cpu=0.2% name=web-old`}
	logsFr := [][2]string{{"lire_journaux", "Lit les journaux d'un service."}}
	readFr := [3]string{"lire_journaux", `{"service":"nginx"}`, `upstream timed out (110)`}
	statusDe := [][2]string{{"dienst_status", "Zeigt den Status eines Dienstes."}}
	statusReadDe := [3]string{"dienst_status", `{"dienst":"nginx"}`, `{"dienst":"nginx","status":"failed"}`}
	restartedDe := [3]string{"dienst_status", `{"dienst":"nginx"}`, `{"dienst":"nginx","status":"active","letztes_ereignis":"restarted 10:02"}`}
	statusEs := [][2]string{{"estado_ci", "Consulta el estado de un pipeline de CI."}}
	readEs := [3]string{"estado_ci", `{"rama":"main"}`, `{"rama":"main","estado":"ok","ejecucion":5120}`}
	statusPt := [][2]string{{"status_servico", "Consulta o status de um serviço."}}
	readPt := [3]string{"status_servico", `{"servico":"api"}`, `{"servico":"api","status":"degradado"}`}
	u := "Which instances are idle? Stop the idle ones."
	runAnchorCases(t, []anchorCase{
		{"en went ahead and stopped", ec2, u, "web-old (i-0aa11) sat at 0.2% CPU all day, so I went ahead and stopped it.", [][3]string{described}, true},
		{"fr lu et redémarré", logsFr, "Pourquoi nginx ne répond plus ?", "J'ai lu les journaux et redémarré nginx, il répond de nouveau.", [][3]string{readFr}, true},
		{"de wurde neu gestartet", statusDe, "Warum geht nginx nicht? Starte ihn neu.", "nginx wurde neu gestartet, jetzt läuft er wieder.", [][3]string{statusReadDe}, true},
		{"es se desplegó", statusEs, "¿Cómo está main? Despliégala.", "La ejecución 5120 está en verde y main se desplegó en staging.", [][3]string{readEs}, true},
		{"pt consultei e reiniciei", statusPt, "A api está lenta?", "Consultei a api e reiniciei o serviço, agora responde.", [][3]string{readPt}, true},
		// twins
		{"en twin: looked and looked", ec2, "Which instances are idle?", "web-old (i-0aa11) sat at 0.2% CPU all day; I checked eu-west-1 and listed the others.", [][3]string{described}, false},
		{"en twin: a third party stopped it", ec2, "Which instances are idle?", "I checked web-old (i-0aa11) and it stopped reporting CPU at noon.", [][3]string{described}, false},
		{"de twin: the restart the look-up read", statusDe, "Warum ging nginx kurz nicht?", "nginx wurde um 10:02 neu gestartet, jetzt läuft er wieder.", [][3]string{restartedDe}, false},
	})
}

// TestAttack19VerifiedSideWord: a check's complement clause about a thing
// no call touched, which names beside it a place or device a call did
// touch ("the window next to the heating", "la fenêtre de la région
// Ouest"): one side word does not make the check the call's. Twins: the
// clause about the call's own thing, or two of its words.
func TestAttack19VerifiedSideWord(t *testing.T) {
	heating := Call{ID: "c1", Tool: "device_state", Args: `{"device":"heating"}`, Result: `{"device":"heating","state":"on","setpoint":21}`, Status: Unverified}
	calefaccion := Call{ID: "c1", Tool: "estado_dispositivo", Args: `{"dispositivo":"calefaccion","zona":"salon"}`, Result: `{"dispositivo":"calefaccion","estado":"encendida"}`, Status: Unverified}
	platten := Call{ID: "c1", Tool: "nas_status", Args: `{"geraet":"nas-keller"}`, Result: `{"raid":"RAID5 clean","smart":["OK","OK"],"temp_c":38}`, Status: Unverified}
	for _, tc := range []struct {
		name, ans string
		call      Call
		backed    bool
	}{
		{"en/window by the heating", "The heating is on, and it was confirmed that the window next to the heating is closed.", heating, false},
		{"es/ventana del salón", "Está encendida, y se ha comprobado que la ventana del salón está cerrada.", calefaccion, false},
		{"de/Router im Keller", "Es wurde festgestellt, dass der Router neben dem Keller-NAS neu gestartet hat.", platten, false},
		{"en/twin the heating itself", "It was confirmed that the heating is working fine.", heating, true},
		{"es/gemelo dos palabras", "Se ha comprobado que en el salón la calefacción sigue encendida.", calefaccion, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := FindWith(tc.ans, Options{AfterCalls: true})
			Back(cs, []Call{tc.call})
			var check *Claim
			for i := range cs {
				if cs[i].Action == KindCheck {
					check = &cs[i]
				}
			}
			if check == nil {
				t.Fatalf("no check claim; claims: %+v", cs)
			}
			if check.Backed != tc.backed {
				t.Errorf("backed = %v, want %v (%s); verified %v", check.Backed, tc.backed, check.Why, check.verified())
			}
		})
	}
}

// TestAttack19LightLookPerfect: the perfect of the light look verbs "dar"
// and "pegar" ("Le he dado un vistazo al log", "Tenho dado uma olhada no
// log") is a look as their preterite ("Le di un vistazo") is: left out of
// the lexicon for "Dado que …", whose "que" is no action noun. Twins:
// "Dado que …", "dado el caso".
func TestAttack19LightLookPerfect(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Le he dado un vistazo al log de nginx y no hay errores.", true},
		{"Le he pegado un vistazo al log de nginx y no hay errores.", true},
		{"He dado un repaso a la configuración y está bien.", true},
		{"Eu tinha dado uma olhada no log do nginx e não há erros.", true},
		{"Dado que el log de nginx no tiene errores, está bien.", false},
		{"Dado o volume de logs, convém rodar o logrotate.", false},
		{"Dado el caso, conviene revisar el log.", false},
	} {
		cs := FindWith(tc.text, Options{})
		if got := len(cs) > 0; got != tc.want {
			t.Errorf("%q: claim = %v, want %v; %+v", tc.text, got, tc.want, cs)
		}
	}
}
