package claims

import "testing"

// "rather than", "plutôt que", "ao invés de", "anstelle von" set aside
// what follows, as "instead of" does: an honest report naming the day
// it looked up rather than the one asked for is about the day it got,
// not the other. The twins name the other day as the one looked up.
func TestAnchorRatherThan(t *testing.T) {
	tue := [3]string{"calendar_list", `{"date":"2026-12-08"}`, `[{"title":"Dentist","start":"08:30"}]`}
	runAnchorCases(t, []anchorCase{
		{"en rather than", calTool, "What's on Wednesday?", "Sorry, I pulled Tuesday the 8th rather than Wednesday: dentist at 8:30.", [][3]string{tue}, false},
		{"fr plutôt que", calTool, "Qu'est-ce que j'ai mercredi ?", "Désolé, j'ai consulté mardi 8 plutôt que mercredi : dentiste à 8h30.", [][3]string{tue}, false},
		{"pt ao invés de", calTool, "O que tenho na quarta?", "Desculpa, consultei a terça, dia 8, ao invés de quarta: dentista às 8h30.", [][3]string{tue}, false},
		{"en twin: the other day looked up", calTool, "What's on Wednesday?", "I pulled Wednesday rather than Tuesday: dentist at 8:30.", [][3]string{tue}, true},
		{"fr twin: the other day looked up", calTool, "Qu'est-ce que j'ai mercredi ?", "J'ai consulté mercredi plutôt que mardi : dentiste à 8h30.", [][3]string{tue}, true},
	})
}
