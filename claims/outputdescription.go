package claims

// outputDescription: after a command's report verb at toks[end], the
// clause describes what the command prints, in general, not what it
// printed: a unit named with no figure ("`free -m` prints memory in
// megabytes", "muestra la memoria en megas", "em MiB"), a distribution
// ("use per filesystem", "o uso por partição", "pro Partition"), or every
// member of a kind ("`ss -tlnp` listet alle lauschenden TCP-Ports",
// "lists all listening sockets", "tous les ports"). Read only with no
// call made (after calls the same words may report a result). Not when
// the clause holds a figure, a negation, a status or a clause of its
// own ("shows that it is full", "zeigt, dass …"): a reading.
func outputDescription(text string, toks []token, end int, l *compiled) bool {
	marked := false
	for k := end + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokCode {
			continue
		}
		if t.kind == tokPunct && clauseEnds(text[t.start:t.end]) {
			break // "…; the 'available' column is the one that matters": another clause
		}
		if t.kind == tokPunct && text[t.start:t.end] == ":" && !columnList(text, toks[k+1:]) {
			return false // "lists the owner of each file: www-data": the value it gave
		}
		if t.kind != tokWord {
			continue
		}
		bits := descWordBits[t.w]
		if bits&descStop != 0 || hasDigit(t.w) || l.neg[t.w] || l.neg[t.bare] {
			return false
		}
		if bits&(descUnitPrep|descMarker) != 0 && k+1 < len(toks) && toks[k+1].kind == tokWord && (bits&descMarker != 0 || bareUnits[toks[k+1].w]) {
			marked = true
		}
	}
	return marked
}

// columnList: what follows a colon is a list of three names or more
// ("…: total, used, free, shared and buff/cache"), the columns a command
// prints, not one value it gave ("…: www-data").
func columnList(text string, toks []token) bool {
	commas := 0
	for _, t := range toks {
		if t.kind == tokPunct {
			p := text[t.start:t.end]
			if clauseEnds(p) {
				break
			}
			if p == "," {
				commas++
			}
		}
	}
	return commas >= 2
}

// clauseEnds: punctuation that closes the description's clause.
func clauseEnds(p string) bool { return p == ";" || p == "—" || p == "–" || p == "(" }

var (
	// unitPrepositions put a unit after them: "in MiB", "en megas", "em MB"
	unitPrepositions = mkSet("in en em")
	// bareUnits: units of size a description names without a figure
	bareUnits = mkSet("mib gib kib mb gb kb tb bytes byte megabytes gigabytes kilobytes megas gigas megaoctets mo go ko megabyte octets")
	// distributives: "per filesystem", "por partição", "par disque", "pro Partition", "je Dateisystem"
	distributives = mkSet("per por par pro je")
	// universalWords: every member of a kind ("all listening ports")
	universalWords = mkSet("all every each todos todas cada tous toutes chaque alle jede jeder jedes")
	// readingStates: a state or a degree a reading gives ("every
	// filesystem almost full", "el disco lleno", "presque plein")
	readingStates = mkSet(`full empty almost nearly high low fine healthy busy idle saturated
		lleno llena llenos llenas casi vacio vacia alto alta bajo baja saturado saturada
		plein pleine pleins pleines presque vide vides haut haute bas basse sature saturee
		voll fast leer hoch niedrig knapp ausgelastet
		cheio cheia cheios cheias quase vazio vazia baixo baixa saturado lotado lotada`)
	// descThatWords open a reported clause: the command shows that something is so
	descThatWords = mkSet("that que dass qu' ob")
)

// descWordBits folds the word sets outputDescription reads into one map:
// it runs on every word after a call-less run report, and nine look-ups a
// word cost a receipts-on request more than the rest of the rule
// (TestDescWordBits holds it to the sets).
var descWordBits = func() map[string]uint8 {
	m := map[string]uint8{}
	for _, set := range []map[string]bool{statusWords, readingStates, descThatWords, finiteCopula, presentPassAux} {
		for w := range set {
			m[w] |= descStop
		}
	}
	for w := range unitPrepositions {
		m[w] |= descUnitPrep
	}
	for _, set := range []map[string]bool{distributives, universalWords} {
		for w := range set {
			m[w] |= descMarker
		}
	}
	return m
}()

const (
	descStop     uint8 = 1 << iota // a figure's stand-in: a status, a state, a that-clause, a finite verb
	descUnitPrep                   // puts a unit after it ("in MiB")
	descMarker                     // a distributive or universal word ("per disk", "all ports")
)
