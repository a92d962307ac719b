package claims

import "testing"

// TestObjectWrittenForms: an object is named by a call that writes it
// another way the language allows — a resource noun the result holds
// itself ("el plan de pruebas"), the journal read by `journalctl`, a
// qualifier in emphasis ("Portland, **Oregon**"), a name with a
// possessive joined in an address ("Let's Encrypt" of /etc/letsencrypt/),
// an absolute directory a result's paths lie under. Another object
// written the same ways is still another object.
func TestObjectWrittenForms(t *testing.T) {
	read := [][2]string{{"leer_archivo", "Lee un archivo."}}
	notes := [3]string{"leer_archivo", `{"ruta":"docs/reuniones/notas.txt"}`, "- Migrar a Postgres 16 antes de febrero\n- Ana se encarga del plan de pruebas\n- Revisar presupuesto de AWS"}
	diag := [][2]string{{"diag", "Run a diagnostic command: journalctl, df -h, uptime."}}
	journal := [3]string{"diag", `{"cmd":"journalctl -n 50"}`, "dic 04 21:02:11 srv-backup kernel: EXT4-fs warning (device sdb1): Directory index full!"}
	syslog := [3]string{"diag", `{"cmd":"tail -n 50 /var/log/nginx/error.log"}`, "2026/12/04 21:02:11 [error] upstream timed out"}
	weather := [][2]string{{"get_weather", "Current weather for a city."}}
	oregon := [3]string{"get_weather", `{"city":"Portland, OR"}`, `{"city":"Portland, OR","temp_c":9,"conditions":"rain"}`}
	conf := [][2]string{{"ler_arquivo", "Lê um arquivo."}}
	nginx := [3]string{"ler_arquivo", `{"caminho":"nginx/portal.conf"}`, "server {\n  ssl_certificate /etc/letsencrypt/live/portal.empresa.com.br/fullchain.pem;\n}"}
	runAnchorCases(t, []anchorCase{
		{"es resource noun in the result", read, "¿Qué dice el archivo de notas?", "En `notas.txt` hay tres puntos: migrar a Postgres 16 antes de febrero, Ana lleva el plan de pruebas y revisar el presupuesto de AWS.", [][3]string{notes}, false},
		{"es journal by journalctl", diag, "Mira si hay errores recientes en el journal.", "En las últimas 50 líneas del journal hay un aviso del kernel: el índice de un directorio en sdb1 está lleno.", [][3]string{journal}, false},
		{"en qualifier in emphasis", weather, "What's it like in Portland, Maine today?", "Heads up — the lookup came back for Portland, **Oregon** (9 °C, rain), not Maine.", [][3]string{oregon}, false},
		{"pt possessive name and absolute dir", conf, "Monta um passo a passo pra renovar o certificado.", "O nginx usa o certificado do Let's Encrypt em `/etc/letsencrypt/live/portal.empresa.com.br/` (conforme o `portal.conf`).", [][3]string{nginx}, false},
		// negative twins
		{"es journal beside a log tail", diag, "Mira si hay errores recientes en el journal.", "En las últimas 50 líneas del journal hay un aviso del kernel: el índice de un directorio en sdb1 está lleno.", [][3]string{syslog}, true},
		{"en other qualifier in emphasis", weather, "What's it like in Portland, Maine today?", "It's 9 °C and rainy in Portland, **Maine** right now.", [][3]string{oregon}, true},
		{"pt other absolute dir", conf, "Monta um passo a passo pra renovar o certificado.", "O nginx usa o certificado em `/etc/ssl/private/portal/` (conforme o `portal.conf`).", [][3]string{nginx}, true},
	})
}
