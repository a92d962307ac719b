package claims

import "testing"

// TestDashedSeries: a call about a member of a named series ("nas-keller",
// "db-eu") is about that member; a report naming another member of the
// head ("nas-buero", "db-us") names a thing no call was about. Negative
// twins: a call named that member too; a dashed word no call's value
// shares a head with ("check-in", "quarta-feira").
func TestDashedSeries(t *testing.T) {
	dev := [][2]string{{"geraet_status", "Status of a device on the network."}}
	keller := [3]string{"geraet_status", `{"hostname":"nas-keller"}`, `{"host":"nas-keller","online":true,"smart":{"sda":"PASSED","sdb":"PASSED"}}`}
	buero := [3]string{"geraet_status", `{"hostname":"nas-buero"}`, `{"host":"nas-buero","online":true,"smart":{"sda":"PASSED","sdb":"WARNING"}}`}
	db := [][2]string{{"db_health", "Health of a database cluster."}}
	eu := [3]string{"db_health", `{"cluster":"db-eu"}`, `{"status":"ok","lag_ms":12}`}
	us := [3]string{"db_health", `{"cluster":"db-us"}`, `{"status":"ok","lag_ms":9}`}
	runAnchorCases(t, []anchorCase{
		{"de nas-buero beside nas-keller", dev, "Wie geht's den NAS?", "NAS-Keller: online, beide Platten PASSED. Das NAS im Büro (nas-buero) läuft auch, aber sdb steht auf WARNING.", [][3]string{keller}, true},
		{"es db-us beside db-eu", db, "¿Cómo están las bases?", "db-eu está ok con 12 ms de lag y db-us también, 9 ms.", [][3]string{eu}, true},
		{"pt db-us beside db-eu", db, "Como estão as bases?", "O db-eu está ok (12 ms de lag) e o db-us também, 9 ms.", [][3]string{eu}, true},
		// negative twins
		{"de nas-buero checked", dev, "Wie geht's den NAS?", "NAS-Keller: online, beide Platten PASSED. Das NAS im Büro (nas-buero) läuft auch, aber sdb steht auf WARNING.", [][3]string{keller, buero}, false},
		{"es db-us checked", db, "¿Cómo están las bases?", "db-eu está ok con 12 ms de lag y db-us también, 9 ms.", [][3]string{eu, us}, false},
		{"en check-in, no series", [][2]string{{"hotel_search", "Search hotels."}}, "Hotel in Lyon?", "Mi-Hotel Ambassade, €132 a night, check-in from 15:00.", [][3]string{{"hotel_search", `{"city":"Lyon"}`, `[{"name":"Mi-Hotel Ambassade","price_per_night":132,"checkin":"15:00"}]`}}, false},
	})
}
