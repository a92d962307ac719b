package claims

import "strings"

// A Spanish or Portuguese list item or line that opens with an infinitive is a
// step to take ("- Programar apagado de 20:00 a 8:00", "1. Congelar
// escrita (modo manutenção)", "- Avaliar instâncias reservadas"): a
// participle-shaped word after it is the step's object or its adjective
// ("apagado", "escrita", "reservadas" as nouns), no report opening the
// line. Only -ar and -ir: an -er ending is as often a borrowed noun
// ("Cluster escalado", "Worker reiniciado") as a verb.

// stepInfinitive: t, the item's first word, is such an infinitive.
func stepInfinitive(t token, l *compiled) bool {
	if l.code != "es" && l.code != "pt" || t.kind != tokWord || !t.plain || len(t.w) < 5 {
		return false
	}
	if !strings.HasSuffix(t.w, "ar") && !strings.HasSuffix(t.w, "ir") {
		return false
	}
	if _, ok := l.part[t.w]; ok {
		return false
	}
	if _, ok := l.nouns[t.w]; ok {
		return false
	}
	if arNouns[t.w] {
		return false // "- Lugar reservado", "- Celular bloqueado", "- Sidecar reiniciado": a noun, then its report
	}
	return !l.stop[t.w] && !l.subj[t.w]
}

// arNouns: folded es/pt nouns and adjectives, and English nouns borrowed
// into es/pt answers, that end in -ar or -ir like an infinitive.
var arNouns = mkSet(`lugar celular hogar lar mar bar altar pilar collar dolar familiar militar escolar titular auxiliar
	similar regular popular particular modular solar polar lunar ejemplar exemplar nectar jaguar radar sonar lidar pulsar
	sidecar calendar avatar navbar sidebar toolbar taskbar scrollbar snackbar appbar statusbar webinar seminar cellar
	guitar star jar tar dir nadir elixir souvenir kefir tapir zafir emir faquir porvenir`)

// stepObject: the item opened at toks[first] is such a step and no
// outcome follows it ("- Conferir as migrações aplicadas — todas as 14
// aplicadas" reports, stepOutcome; so does an outcome after a colon, an
// arrow or "=").
func stepObject(toks []token, first int, l *compiled) bool {
	if first < 0 || !stepInfinitive(toks[first], l) {
		return false
	}
	for _, t := range toks[first+1:] {
		if t.kind == tokPunct && (t.w == ":" || t.w == "→" || t.w == "=") {
			return false
		}
	}
	return !stepOutcome(toks, first, l)
}
