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
