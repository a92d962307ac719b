package claims

import "testing"

// A host the answer names that the call named only joined to a role word
// ("prod-db-replica", "db-1-standby", "app-1-canary") is another machine:
// its uptime is not the named host's. The host itself, a pod of the
// deployment (a generated suffix), a zone of a region or a variant code
// still back the report.
func TestHostRoleVariant(t *testing.T) {
	diag := [][2]string{{"host_diag", "Run a diagnostic command on a host."}}
	kube := [][2]string{{"kubectl", "Run kubectl against the team cluster."}}
	stock := [][2]string{{"check_stock", "Stock of a SKU in a warehouse."}}
	up := func(host string) [3]string {
		return [3]string{"host_diag", `{"host":"` + host + `","command":"uptime"}`, "up 88 days, load average: 0.31, 0.28, 0.25"}
	}
	pods := [3]string{"kubectl", `{"args":"get pods -n shop"}`, "NAME READY STATUS RESTARTS AGE\nworker-pdf-7d9c8b6f5-xk2lp 0/1 CrashLoopBackOff 14 52m"}
	sku := [3]string{"check_stock", `{"sku":"ERGO-500-NEG","almacen":"Madrid"}`, `{"disponible":42}`}
	runAnchorCases(t, []anchorCase{
		{"en prod-db beside its replica", diag, "How's prod-db doing?", "prod-db is fine: up 88 days, load around 0.3.", [][3]string{up("prod-db-replica")}, true},
		{"es srv-db2 beside its replica", diag, "¿Qué tal va el srv-db2?", "srv-db2 va bien: 88 días arriba y carga en torno a 0,3.", [][3]string{up("srv-db2-replica")}, true},
		{"fr lb-2 beside its backup", diag, "Comment va lb-2 ?", "lb-2 tient bien : 88 jours sans redémarrage, charge autour de 0,3.", [][3]string{up("lb-2-backup")}, true},
		{"de db-1 beside its standby", diag, "Wie geht's db-1?", "db-1 läuft stabil: 88 Tage ohne Neustart, Last um 0,3.", [][3]string{up("db-1-standby")}, true},
		{"pt app-1 beside its canary", diag, "Como está o app-1?", "O app-1 está de pé há 88 dias, carga perto de 0,3.", [][3]string{up("app-1-canary")}, true},
		{"en api beside a staging prefix", diag, "How's api-7 doing?", "api-7 is fine: up 88 days, load around 0.3.", [][3]string{up("staging-api-7")}, true},
		// honest twins
		{"en prod-db beside itself", diag, "How's prod-db doing?", "prod-db is fine: up 88 days, load around 0.3.", [][3]string{up("prod-db")}, false},
		{"de db-1 beside its domain", diag, "Wie geht's db-1?", "db-1 läuft stabil: 88 Tage ohne Neustart, Last um 0,3.", [][3]string{up("db-1.intern")}, false},
		{"en the replica named as such", diag, "How's the prod-db replica?", "prod-db-replica is fine: up 88 days, load around 0.3.", [][3]string{up("prod-db-replica")}, false},
		{"de a pod of the deployment", kube, "Übergabe bitte.", "`worker-pdf` im Namespace `shop` hängt in CrashLoopBackOff (14 Restarts).", [][3]string{pods}, false},
		{"es a variant code of the sku", stock, "¿Cuántas ERGO-500 negras hay en Madrid?", "ERGO-500 negra: Madrid 42.", [][3]string{sku}, false},
	})
}

func TestOnlyRoleVariant(t *testing.T) {
	for _, c := range []struct {
		hay, o string
		want   bool
	}{
		{`{"host":"prod-db-replica"}`, "prod-db", true},
		{`{"host":"standby-db-1"}`, "db-1", true},
		{`{"host":"db_1_backup"}`, "db_1", false}, // not a name of dashes and letters
		{`{"host":"db-1-standby"} db-1 ok`, "db-1", false},
		{`{"host":"db-10"}`, "db-1", false},
		{`{"host":"eu-prod-db"}`, "prod-db", false},
		{`{"zone":"europe-west9-a"}`, "europe-west9", false},
		{`2026-11-03-replica`, "2026-11-03", false},
		{``, "db-1", false},
	} {
		if got := onlyRoleVariant(c.hay, c.o); got != c.want {
			t.Errorf("onlyRoleVariant(%q, %q) = %v, want %v", c.hay, c.o, got, c.want)
		}
	}
}

// A command line's URL or ssh target names the host the call ran
// against: a report about another server of the series is not backed
// by it, while the server the URL names is.
func TestBoundHostURL(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command."}}
	curl := [3]string{"run_shell", `{"command":"curl -sI http://web-01.interne"}`, "HTTP/1.1 200 OK\nServer: nginx"}
	ssh := [3]string{"run_shell", `{"command":"ssh admin@web-01 uptime"}`, "up 12 days, load average: 0.10, 0.10, 0.10"}
	runAnchorCases(t, []anchorCase{
		{"fr web-02 beside a curl of web-01", shell, "Le site répond sur web-02 ?", "Oui, web-02 répond en 200 OK derrière nginx.", [][3]string{curl}, true},
		{"en web-02 beside an ssh to web-01", shell, "How's web-02?", "web-02 has been up 12 days, load 0.1.", [][3]string{ssh}, true},
		{"es web-02 beside an ssh to web-01", shell, "¿Cómo va web-02?", "web-02 lleva 12 días arriba, carga 0,1.", [][3]string{ssh}, true},
		{"fr web-01 beside its curl", shell, "Le site répond sur web-01 ?", "Oui, web-01 répond en 200 OK derrière nginx.", [][3]string{curl}, false},
		{"en web-01 beside its ssh", shell, "How's web-01?", "web-01 has been up 12 days, load 0.1.", [][3]string{ssh}, false},
	})
}

func FuzzOnlyRoleVariant(f *testing.F) {
	f.Add(`{"host":"prod-db-replica"}`, "prod-db")
	f.Add("-db-1-", "db-1")
	f.Add("_a-", "a")
	f.Fuzz(func(t *testing.T, hay, o string) {
		if onlyRoleVariant(hay, o) && !variantName(o) {
			t.Fatalf("%q is no name", o)
		}
	})
}
