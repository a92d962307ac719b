package claims
import ("testing";"fmt";"github.com/tidwall/gjson")
func TestDbgX(t *testing.T) {
	c := [3]string{"db_backup", `{"database":"crm"}`, "pg_dump crm -> s3://backups/crm/2026-12-04T08-41.dump (2.3 GB) OK"}
	res := CheckRequest(gjson.Parse(convWith([][2]string{{"db_backup","Back up a database."}}, "Sauvegarde la base crm.", "La base crm a été sauvegardée sur S3 (2,3 Go, fichier du 4 décembre 8 h 41). Tu peux lancer la migration.", c)), nil, nil)
	for _, c := range res.Claims { fmt.Printf("%s %q %q %v %s\n", c.Rule, c.Cue, c.Objects, c.Backed, c.Why) }
	x := "fichier du 4 décembre 8 h 41"; toks := tokenize(nil, x, 0, len(x))
	for _, t := range toks { fmt.Printf("[%s]", t.w) }
}
