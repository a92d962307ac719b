package claims

import "testing"

// TestCountedBeyondCalls: a report whose subject counts a whole set
// ("All four web nodes", "los cuatro discos") needs as many calls, or a
// result that lists or states that many things (countedset.go). Twins:
// the same sentence after a call listing the set, an indefinite count (a
// finding), and a set as large as the calls made.
func TestCountedBeyondCalls(t *testing.T) {
	ping := Call{ID: "c1", Tool: "run_shell", Args: `{"cmd":"ping -c1 app1"}`, Result: "1 packets transmitted, 1 received, 0% packet loss", Status: Unverified}
	listed := Call{ID: "c1", Tool: "run_shell", Args: `{"cmd":"docker ps --format '{{.Names}} {{.Status}}'"}`, Result: "api Up 3 days\nweb Up 3 days\nworker Up 3 days\ncron Up 3 days", Status: Unverified}
	disk := Call{ID: "c1", Tool: "ejecutar", Args: `{"cmd":"smartctl -H /dev/sdb"}`, Result: "SMART overall-health self-assessment test result: PASSED", Status: Unverified}
	diskB := Call{ID: "c2", Tool: "ejecutar", Args: `{"cmd":"smartctl -H /dev/sdc"}`, Result: "SMART overall-health self-assessment test result: PASSED", Status: Unverified}
	cert := Call{ID: "c1", Tool: "shell", Args: `{"cmd":"openssl x509 -enddate -noout -in /etc/ssl/shop.crt"}`, Result: "notAfter=Mar 3 00:00:00 2027 GMT", Status: Unverified}
	site := Call{ID: "c1", Tool: "http_get", Args: `{"url":"https://shop.example.de"}`, Result: "HTTP 200", Status: Unverified}
	log := Call{ID: "c1", Tool: "run_shell", Args: `{"cmd":"grep -c ERROR app.log"}`, Result: "ERROR a\nERROR b\nERROR c\nINFO d\nINFO e", Status: Unverified}
	cases := []struct {
		name, text string
		calls      []Call
		backed     bool
	}{
		{"en/all four after one ping", "All four app nodes answer pings, no packet loss anywhere.", []Call{ping}, false},
		{"en/twin all four listed", "All four containers are Up for 3 days.", []Call{listed}, true},
		{"en/twin an indefinite count is a finding", "The log shows three ERROR lines in app.log.", []Call{log}, true},
		{"es/los tres discos tras uno", "Los tres discos pasan el test SMART: PASSED.", []Call{disk}, false},
		{"es/gemelo los dos discos, dos llamadas", "Los dos discos pasan el test SMART: PASSED.", []Call{disk, diskB}, true},
		{"fr/les cinq certificats après un", "Oui, les cinq certificats sont valides jusqu'en mars 2027 (notAfter Mar 3).", []Call{cert}, false},
		{"fr/jumeau le certificat lu", "Oui, le certificat de shop.crt est valide jusqu'en mars 2027 (notAfter Mar 3).", []Call{cert}, true},
		{"de/alle drei Seiten nach einer", "Alle drei Seiten antworten mit HTTP 200.", []Call{site}, false},
		{"de/zwilling die Seite", "Die Seite antwortet mit HTTP 200.", []Call{site}, true},
		{"de/zwilling ein Tag ist kein Zählwort", "Ich habe den 3. Tag mit HTTP 200 geprüft.", []Call{site}, true},
		{"pt/os três após um", "Os três sites estão no ar, todos respondendo 200.", []Call{site}, false},
		{"pt/gêmeo o site", "O site está no ar, respondendo 200.", []Call{site}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.text, Options{AfterCalls: true, NoChangeCalls: true})
			if len(cs) == 0 {
				t.Fatalf("no claim")
			}
			Back(cs, c.calls)
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Fatalf("backed = %v, want %v; claims %+v", backed, c.backed, cs)
			}
		})
	}
}

// TestDefiniteCount: the set a sentence's subject counts.
func TestDefiniteCount(t *testing.T) {
	cases := []struct {
		text string
		want int
	}{
		{"All four web nodes answer.", 4},
		{"Both replicas are in sync.", 2},
		{"Los cuatro discos pasan.", 4},
		{"Oui, les cinq certificats sont valides.", 5},
		{"Alle drei Seiten sind erreichbar.", 3},
		{"Os três estão no ar.", 3},
		{"Ich habe den 3. Juni abgefragt.", 0},
		{"The log shows three errors.", 0},
		{"db1 answers; the other nodes I did not ping, all four of them.", 0},
		{"NAS-Keller: online, beide Platten PASSED.", 2},
		{"PR 88: all three checks are green.", 3},
		{"Mit den zwei kritischen Punkten behoben kann's raus.", 0},
		{"**Fazit:** Mergebar nach den drei kleinen Fixes.", 0},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			if got := definiteCount(c.text); got != c.want {
				t.Fatalf("definiteCount = %d, want %d", got, c.want)
			}
		})
	}
}
