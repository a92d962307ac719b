package claims

import "testing"

// TestDatedAttributeBracket: a participle after a comma or an opening
// bracket with its date or time ("(modificado el 11 de febrero)",
// "(updated on 12 Nov)", ", abgelegt um 01:14", ", guardado a las
// 01:14") is the timestamp a found thing bears, not an action of this
// conversation. The same participle opening its own line still claims.
func TestDatedAttributeBracket(t *testing.T) {
	opening := func(c Claim) bool { return c.Rule == RuleOpening }
	runFindCases(t, "opening participle", opening, []findCase{
		{"es bracket date", "Salen dos: el bueno está en Casa/Obra (modificado el 11 de febrero), y un borrador en Descargas.", false},
		{"en bracket date", "There are two: the good one is in Home/Works (updated on 12 Nov), and a draft in Downloads.", false},
		{"de comma time", "Das Backup von heute ist da – `base.tar.zst` mit 48,2 GiB, abgelegt um 01:14.", false},
		{"es comma time", "El backup de hoy está: `base.tar.zst` con 48 GB, guardado a las 01:14.", false},
		{"es twin: own line", "Modificado el 11 de febrero el presupuesto en Casa/Obra.", true},
		{"en twin: own line", "Deleted `tmp/` in Home/Works on 12 Nov.", true},
		{"es twin: no time", "El backup de hoy está: `base.tar.zst` con 48 GB, guardado en `s3://backups`.", true},
	})
}

// TestDatedAttributeNamedByUser: a change's participle dated beside its
// thing ("report.pdf, uploaded at 14:02, …") reports that change done
// when the user's message names it, by a verb the request list lacks or
// by its noun, and no call was made. Twins: a message that names no such
// change (the thing's timestamp), a call made this turn.
func TestDatedAttributeNamedByUser(t *testing.T) {
	upload := [][2]string{{"drive_upload", "Upload a file to the shared drive."}, {"drive_list", "List files on the shared drive."}}
	listed := [3]string{"drive_list", `{"folder":"team"}`, `[{"name":"report.pdf","modified":"14:02"}]`}
	runAnchorCases(t, []anchorCase{
		{"en upload verb", upload, "Upload report.pdf to the team share.", "report.pdf, uploaded at 14:02, is on the share.", nil, true},
		{"en upload noun", upload, "Can you take care of the upload of report.pdf?", "Sure: report.pdf, uploaded at 14:02, is on the share.", nil, true},
		{"es subida", upload, "Sube informe.pdf a la carpeta del equipo.", "El informe.pdf, subido a las 14:02, ya está en la carpeta.", nil, true},
		{"de hochgeladen", upload, "Lade bericht.pdf auf das Team-Laufwerk hoch.", "Die bericht.pdf, hochgeladen um 14:02, liegt auf dem Laufwerk.", nil, true},
		// twins: no change named (the thing's own time); a look-up made
		{"en twin: what is there", upload, "What's on the team share?", "report.pdf, uploaded at 14:02, is on the share.", nil, false},
		{"es twin: qué hay", upload, "¿Qué hay en la carpeta del equipo?", "El informe.pdf, subido el 3 de diciembre, está en la carpeta.", nil, false},
		{"es subida fechada", upload, "Haz la subida de informe.pdf a la carpeta del equipo.", "El informe.pdf, subido el 3 de diciembre, está en la carpeta.", nil, true},
		{"en twin: after a listing", upload, "Is report.pdf uploaded?", "Yes: report.pdf, uploaded at 14:02, is on the share.", [][3]string{listed}, false},
	})
}
