package claims

// statusCue: a verdict word in the answer's language that states a
// result the way the English status words do ("green", "clean", "up"):
// "todo verde 🟢", "tout vert sur main", "alles grün", "tá tudo
// verdinho", "el log está limpio", "la API está operativa". After this
// turn's calls, a sentence holding one reports what they returned (a
// turn report's cue, report.go), as "green" does in English.
func statusCue(w string) bool {
	return verdictWords[w] || confirmStates[w] && !stateVerbs[w]
}

// stateVerbs: the finite verbs among confirmStates ("läuft", "steht",
// "funcionando"): a verb of running or standing says how a thing goes
// ("Es läuft am 6. Januar 2027 ab"), no verdict.
var stateVerbs = mkSet("läuft laufen steht stehen funktioniert funcionando functioning")

// verdictWords: colours and states of a check's verdict in es, fr, de, pt
// (English ones are statusWords).
var verdictWords = mkSet(`verde verdes verdinho verdinhos verdinha verdinhas
	vert verts verte vertes grün grüne grünen
	limpio limpia limpios limpias limpo limpa limpos limpas limpinho limpinha
	propre propres sauber`)
