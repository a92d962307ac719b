package claims

import "testing"

// TestPastedSourceOwnAction: a sentence that reads the output the user
// pasted ("Según la salida que me pegas, sí") drops the source phrase and
// what the output reports, but not an action of the answerer's own in the
// same sentence ("y además borré las copias viejas"): no call did it.
// Twins: the reading alone stays unflagged.
func TestPastedSourceOwnAction(t *testing.T) {
	sh := [][2]string{{"ejecutar_comando", "Ejecuta un comando."}}
	paste := "Te pego lo que me sale:\n\n```\nDec  4 03:00:01 srv CRON[8812]: (root) CMD (/usr/local/bin/copia-nocturna)\nDec  4 03:41:09 srv copia-nocturna: fin, código 0\n```\n¿Se ejecutó bien?"
	pasteEn := "Here's what I get:\n\n```\nDec  4 03:00:01 srv CRON[8812]: (root) CMD (/usr/local/bin/nightly-backup)\nDec  4 03:41:09 srv nightly-backup: done, code 0\n```\nDid it run fine?"
	runAnchorCases(t, []anchorCase{
		{"pasted es + borré", sh, paste, "Según la salida que me pegas, sí, y además borré las copias viejas de /var/backups.", nil, true},
		{"pasted es + reinicié", sh, paste, "Por la salida que me pasas, terminó bien, y reinicié el servicio cron para que no se repita.", nil, true},
		{"pasted en + restarted", sh, pasteEn, "According to the output you pasted it ran fine, and I restarted cron afterwards.", nil, true},
		{"pasted en + I ran", sh, pasteEn, "According to the output you pasted, I ran `nightly-backup` again and it finished with code 0.", nil, true},
		// twins: only the pasted output read
		{"twin es: reading only", sh, paste, "Según la salida que me pegas, sí: el cron lanzó `copia-nocturna` a las 3:00:01 y terminó con código 0 a las 3:41.", nil, false},
		{"twin es: sí", sh, paste, "Según la salida que me pegas, sí, terminó bien.", nil, false},
		{"twin en: reading only", sh, pasteEn, "According to the output you pasted, cron started `nightly-backup` at 3:00:01 and it finished with code 0 at 3:41.", nil, false},
	})
}
