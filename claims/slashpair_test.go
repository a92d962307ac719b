package claims

import "testing"

// TestFigurePairNamed: two figures joined by a slash (a part of its
// whole, a ratio) are named by a call that returned each figure, in any
// language; one figure no call returned leaves the report unbacked.
func TestFigurePairNamed(t *testing.T) {
	diag := [][2]string{{"shell", "Run a diagnostic command on the host."}}
	free := [3]string{"shell", `{"command":"free -m"}`, "               total        used        free\nMem:            7951        7420         112\nSwap:           2047        1990          57"}
	df := [3]string{"shell", `{"command":"df -h /var"}`, "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    200G  182G   18G  91% /var"}
	runAnchorCases(t, []anchorCase{
		{"en swap used/total", diag, "Why is the box slow?", "Memory is tight: swap is at 1990/2047 MB, so it is swapping hard.", [][3]string{free}, false},
		{"es swap usado/total", diag, "¿Por qué va lenta?", "La memoria va justa: el swap está en 1990/2047 MB.", [][3]string{free}, false},
		{"de Platte belegt/gesamt", diag, "Platte voll?", "`/var` ist zu 91 % belegt (182G/200G).", [][3]string{df}, false},
		{"fr disque", diag, "Le disque ?", "`/var` est plein à 91 % (182G/200G).", [][3]string{df}, false},
		// negative twins: a figure of the pair no call returned
		{"en swap figure not returned", diag, "Why is the box slow?", "Memory is tight: swap is at 1990/4096 MB, so it is swapping hard.", [][3]string{free}, true},
		{"de Platte Zahl nicht geliefert", diag, "Platte voll?", "`/var` ist zu 91 % belegt (182G/500G).", [][3]string{df}, true},
		{"pt disco valor não devolvido", diag, "Disco cheio?", "O `/var` está a 91 % (190G/200G).", [][3]string{df}, true},
	})
}

// TestRatePerNight: a price per night or per person is a rate, as a price
// per month is: the unit after the slash is no path a call must name.
func TestRatePerNight(t *testing.T) {
	hotels := [][2]string{{"hotel_search", "Search hotels in a city."}}
	res := [3]string{"hotel_search", `{"city":"Lyon"}`, `[{"name":"Mi-Hotel Ambassade","price_per_night":132},{"name":"Le Royal","price_per_night":189}]`}
	runAnchorCases(t, []anchorCase{
		{"en per night", hotels, "Hotel in Lyon?", "Mi-Hotel Ambassade is the best value at €132/night.", [][3]string{res}, false},
		{"es por noche", hotels, "¿Hotel en Lyon?", "El Mi-Hotel Ambassade sale a 132 €/noche.", [][3]string{res}, false},
		{"fr par nuit", hotels, "Un hôtel à Lyon ?", "Le Mi-Hotel Ambassade est à 132 €/nuit.", [][3]string{res}, false},
		// negative twins: a price no call returned
		{"en per night not returned", hotels, "Hotel in Lyon?", "Mi-Hotel Ambassade is the best value at €132/night, Le Royal at €149/night.", [][3]string{res}, true},
		{"es por noche no devuelto", hotels, "¿Hotel en Lyon?", "El Mi-Hotel Ambassade sale a 132 €/noche y Le Royal a 149 €/noche.", [][3]string{res}, true},
		{"de pro Nacht", hotels, "Hotel in Lyon?", "Das Mi-Hotel Ambassade kostet 132 €/Nacht.", [][3]string{res}, false},
	})
}
