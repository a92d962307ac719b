package claims

import "strings"

// compoundHead: in German a thing is named inside a compound
// whose last part is a capitalised noun of its kind ("im #ops-Kanal",
// "keine @example.org-Adresse", "der db-01-Server", "im scripts/-Ordner"):
// the object is the identifier before the dash, the call names that
// ("#ops"), never the compound. Only an identifier (with '#', '@', '.',
// '/', '_' or a digit) heads such a compound here: a word before the dash
// ("Marketing-Kanal") stays a German noun, which names no object.
func (s *scanner) compoundHead(t token) (string, bool) {
	if s.lang.code != "de" || t.kind != tokWord { // (Dutch writes the head lower-case: "#ops-kanaal")
		return "", false
	}
	raw := s.text[t.start:t.end]
	dash := strings.LastIndexByte(raw, '-')
	if dash <= 0 || dash+1 >= len(raw) || !isUpper(raw[dash+1]) || !compoundHeadNouns[fold(raw[dash+1:])] {
		return "", false
	}
	head := strings.TrimSuffix(raw[:dash], "-")
	if len(head) < 2 || !strings.ContainsAny(head, "#@./_0123456789") {
		return "", false
	}
	return head, true
}

// compoundHeadNouns: nouns that close a German compound naming
// the thing before them by its kind, folded.
var compoundHeadNouns = mkSet(`kanal channel adresse adres konto account domain domane seite pagina gruppe groep liste lijst
	server host dienst instanz postfach projekt project eintrag datenbank skript script tabelle tabel ordner map datei bestand
	verzeichnis branch zweig repo repository bucket queue topic index cluster namespace image container pod node job workflow
	pipeline tag release version versie endpunkt endpoint route pfad feld spalte kolom`)
