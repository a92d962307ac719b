package claims

import "strings"

// A label whose whole content is a verdict word ("**Result:** ✅
// success", "**Resultado:** ✅ éxito", "**Résultat :** ✅ réussi",
// "**Ergebnis:** ✅ erfolgreich", "**Resultado:** ✅ sucesso") sums up a
// run, it quotes no output: the run's result need not hold the word. It
// is grounded when every call of the conversation came back receipted
// and no result reads as a failure anywhere: one failed or erroring call
// and the verdict may be about it (TestAttack22VerdictLabel).

// verdictBody: the body is one or two verdict words, perhaps with a
// check mark or an emoji and emphasis.
func verdictBody(body string) bool {
	if len(body) > maxVerdictBody {
		return false
	}
	n := 0
	for _, w := range strings.FieldsFunc(fold(body), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80 && r < 0x2000)
	}) {
		if !successVerdicts[w] {
			return false
		}
		n++
	}
	return n > 0 && n <= 2
}

// maxVerdictBody: a verdict is a word or two; longer bodies are output.
const maxVerdictBody = 40

// successVerdicts: words of a successful run, folded, in en, es, fr, de,
// pt.
var successVerdicts = mkSet(`success successful succeeded ok okay done passed
	exito exitoso exitosa correcto correcta completado completada
	succes reussi reussie termine terminee
	erfolgreich erfolg bestanden fertig
	sucesso concluido concluida`)

// cleanResult: the call came back receipted and its result holds no
// word of failure (a run that printed an error is no success, whatever
// its receipt).
func cleanResult(call *Call) bool {
	if st := call.Status; st != Verified && st != Unverified && st != Client {
		return false
	}
	r := fold(call.Result)
	for _, w := range failureStems {
		if strings.Contains(r, w) {
			return false
		}
	}
	return true
}

// failureStems: stems of failure words in a result, every language.
var failureStems = []string{"error", "erro", "erreur", "fail", "fatal", "exception", "traceback", "denied", "refused", "timeout", "timed out", "fehl", "echec", "fallo", "fallid", "falha", "abort", "panic", "exit code", "exit status"}

// allClean: every call came back receipted with a clean result.
func allClean(calls []Call) bool {
	for i := range calls {
		if !cleanResult(&calls[i]) {
			return false
		}
	}
	return len(calls) > 0
}
