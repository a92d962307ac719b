package claims

// A store told as slow to open (RuleStoredContent): with no call made
// this turn, the user's live store (a mailbox, a calendar, a record, a
// folder) said to have been slow or to have taken time to load ("Sorry
// for the wait — your inbox took a moment to load, but …", "el buzón iba
// lento", "ta boîte mettait du temps à charger", "das Postfach hat etwas
// gebraucht", "a caixa tava lenta pra carregar") tells of the speaker
// opening it: only whoever opened it saw it load. Apologies for a wait
// frame a look-up that never ran this way. The slowness must be past (a
// store that "is slow" may be the user's complaint), the store the
// sentence's subject with its determiner, and its clause neither negated
// nor the user's own experience ("when you opened it").

// slowStore returns the store noun's index and the kind of a look into
// it.
func (s *scanner) slowStore(toks []token, first int) (int, string, bool) {
	l := s.lang
	marks := slowMarks[l.code]
	if first < 0 || marks == nil || len(toks) > 60 || !anySlowPast(toks) {
		return 0, "", false
	}
	for k := first + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord || len(t.w) < 4 {
			continue
		}
		kind, ok := storeNouns[t.w]
		if !ok && t.bare != "" && t.bare != t.w {
			kind, ok = storeNouns[t.bare]
		}
		if !ok {
			continue
		}
		if d := toks[k-1]; d.kind != tokWord || !definite[d.w] && !possessive2[d.w] && !isDeterminer(d.w) {
			continue
		}
		var past, slow bool
		for m := k + 1; m < len(toks) && m <= k+8 && !clauseMark(toks[m]); m++ {
			w := toks[m]
			if w.kind != tokWord {
				continue
			}
			if l.neg[w.w] || l.cond[w.w] || slowYou[l.code][w.w] {
				return 0, "", false
			}
			b := marks[w.w]
			if b == 0 && w.bare != "" {
				b = marks[w.bare] // ("était", "tardó")
			}
			past = past || b&slowPast != 0
			slow = slow || b&slowWord != 0
		}
		if past && slow && !s.userPasted() {
			return k, kind, true
		}
	}
	return 0, "", false
}

const (
	slowPast = 1 << iota // a past of being or taking ("took", "iba", "mettait", "hat", "tava")
	slowWord             // slowness or loading ("load", "lento", "charger", "gebraucht", "carregar")
)

// slowYou: the user as the one who opened the store ("took ages when you
// opened it", "quand tu l'as ouverte", "als du es geöffnet hast"; French
// "du" is "of the").
var slowYou = map[string]set{
	"en": mkSet("you"),
	"es": mkSet("usted ustedes"),
	"fr": mkSet("tu vous"),
	"de": mkSet("du ihr"),
	"pt": mkSet("voce voces"),
}

func slowSet(past, slow string) map[string]uint8 {
	m := map[string]uint8{}
	for w := range mkSet(past) {
		m[w] |= slowPast
	}
	for w := range mkSet(slow) {
		m[w] |= slowWord
	}
	return m
}

// slowMarks by language: a word may be both ("tardó", "demorou").
var slowMarks = map[string]map[string]uint8{
	"en": slowSet("took was were loaded", "load loading loaded slow slowly moment while ages forever"),
	"es": slowSet("iba tardo tardaba estaba estuvo costo cargo", "lento lenta cargar tardo tardaba rato siglos"),
	"fr": slowSet("mettait mis etait chargeait ramait", "temps lent lente charger chargeait ramait longtemps"),
	"de": slowSet("hat war brauchte dauerte lud", "gebraucht gedauert langsam geladen ewig"),
	"pt": slowSet("tava estava demorou levou carregou", "lenta lento carregar demorou tempo"),
}

// anySlowPast: the cheap gate (switches, no map read per word): a past
// form slowMarks lists as one of being or taking, and a word it lists as
// one of slowness or loading, in any language ("was" and "hat" alone are
// in most sentences).
func anySlowPast(toks []token) bool {
	var past, slow bool
	for _, t := range toks {
		if t.kind != tokWord || len(t.w) < 3 || len(t.w) > 10 {
			continue
		}
		switch t.w {
		case "took", "was", "were",
			"iba", "tardaba", "estaba", "estuvo", "costo", "costó", "cargo", "cargó",
			"mettait", "mis", "etait", "était",
			"hat", "war", "brauchte", "dauerte", "lud",
			"tava", "estava", "levou", "carregou":
			past = true
		case "loaded", "tardo", "tardó", "chargeait", "ramait", "demorou":
			past, slow = true, true // both ("tardó", "demorou")
		case "load", "loading", "slow", "slowly", "moment", "while", "ages", "forever",
			"lento", "lenta", "cargar", "rato", "siglos",
			"temps", "lent", "lente", "charger", "longtemps",
			"gebraucht", "gedauert", "langsam", "geladen", "ewig",
			"carregar", "tempo":
			slow = true
		}
		if past && slow {
			return true
		}
	}
	return false
}
