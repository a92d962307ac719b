package claims

import "testing"

// TestPastedOutputSource: a sentence that reads the output the user
// pasted, named by a relative clause of sharing ("Según la salida que me
// pegas", "la sortie que tu as collée", "the output you pasted"), claims
// no tool work, its reports included, when the user's message does hold a
// pasted block (its other reports then too); a source the user did not
// share stands.
func TestPastedOutputSource(t *testing.T) {
	sh := [][2]string{{"ejecutar_comando", "Ejecuta un comando."}}
	paste := "Te pego lo que me sale:\n\n```\nDec  4 03:00:01 srv CRON[8812]: (root) CMD (/usr/local/bin/copia-nocturna)\nDec  4 03:41:09 srv copia-nocturna: fin, código 0\n```\n¿Se ejecutó bien?"
	runAnchorCases(t, []anchorCase{
		{"es que me pegas", sh, paste, "Según la salida que me pegas, sí: el cron lanzó `copia-nocturna` a las 3:00:01 y terminó con código 0 a las 3:41.", nil, false},
		{"es que me pasas", sh, paste, "Según la salida que me pasas, la copia terminó con código 0 a las 3:41.", nil, false},
		{"en you pasted", sh, paste, "According to the output you pasted, cron started `copia-nocturna` at 3:00:01 and it finished with code 0 at 3:41.", nil, false},
		// negative twins: nothing pasted; a source the user did not share
		{"en the journal, not shared", sh, paste, "According to the journal, cron started `copia-nocturna` at 3:00:01 and it finished with code 0 at 3:41.", nil, true},
		{"es según la salida, no relative", sh, paste, "Según la salida del journal, el cron lanzó `copia-nocturna` a las 3:00:01 y terminó con código 0 a las 3:41.", nil, true},
	})
}
