package claims

import "testing"

// FuzzReadActionCall: reading a call's action argument never panics, and
// an action value reads the same however it is cased or accented
// ("LESEN_UND_SCHLIESSEN", "lesen_und_schließen"): the lists are folded.
func FuzzReadActionCall(f *testing.F) {
	for _, s := range []string{`{"action":"read_pr"}`, `{"acción":"leer_mr"}`, `{"aktion":"lesen_und_schließen"}`, `{"ação":"lê"}`, `{"op":"get_and_delete"}`, `{"operação":"\xff"}`, `{"action":""}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, args string) {
		if len(args) > 2000 {
			return
		}
		c := &Call{Args: args}
		if c.readOperation() != readActionCall(&Call{Args: args}) {
			t.Fatalf("readOperation(%q) is not readActionCall's", args)
		}
		if readActionValue(args) != readActionValue(fold(args)) {
			t.Fatalf("readActionValue(%q) = %v, folded %v", args, readActionValue(args), readActionValue(fold(args)))
		}
	})
}
