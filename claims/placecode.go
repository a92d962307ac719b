package claims

import "strings"

// placeCodeNamed: o is a place or a name written in full ("Valencia",
// "Guadalajara", "México", "Nordeste") and the call's arguments give it
// as a short upper-case code that abbreviates it: two or three letters,
// the first the name's first letter and the others letters of the name
// in order ("VLC", "GDL", "MX", "NE"). Systems key warehouses, stores,
// countries and regions by such codes (`{"warehouse": "VLC"}`, `WHERE
// pais='MX'`), and a report names the place in words. Only the call's
// arguments are read (what it was asked about, not what it returned),
// and only a code quoted as a whole value (`"VLC"`, `'MX'`), not a word
// of a longer one nor a keyword of a query (SQL's `AND` is no "Andrea").
func placeCodeNamed(o string, call *Call) bool {
	if len(o) < 4 || !isUpper(o[0]) && o[0] < 0x80 {
		return false
	}
	name := fold(o)
	if !isAllLetters(name) || len(name) < 4 {
		return false
	}
	args := call.Args
	if len(args) > maxArgsScan {
		args = args[:maxArgsScan]
	}
	for i := 0; i < len(args); {
		if !isUpper(args[i]) || i > 0 && isCodeByte(args[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(args) && isUpper(args[j]) {
			j++
		}
		if n := j - i; n >= 2 && n <= 3 && i > 0 && j < len(args) && isQuote(args[i-1]) && isQuote(args[j]) && abbreviates(strings.ToLower(args[i:j]), name) {
			return true
		}
		i = j
	}
	return false
}

// maxArgsScan bounds the bytes of a call's arguments placeCodeNamed reads.
const maxArgsScan = 4 << 10

// isQuote: b quotes a value in a call's arguments.
func isQuote(b byte) bool { return b == '"' || b == '\'' }

// isCodeByte: b continues a word or an identifier.
func isCodeByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '-' || b == '.' || b >= 0x80
}

// abbreviates: code (lower case) is name's first letter followed by
// letters of name in order.
func abbreviates(code, name string) bool {
	if code[0] != name[0] {
		return false
	}
	k := 1
	for _, c := range []byte(code[1:]) {
		for k < len(name) && name[k] != c {
			k++
		}
		if k == len(name) {
			return false
		}
		k++
	}
	return true
}

// countryNamed: o is a country's name, in any of the languages
// ("Österreich", "España", "Portugal", "Alemania", "Brasil") and the
// call gives the country as its ISO code, upper case and whole, quoted
// or after a comma ("land='AT'", "Cordoba, ES", "Porto, PT"): weather
// and address services and databases key countries by code, and an
// answer names the country in words. The code must stand as a value
// (after a quote, a comma, "=" or ":"), not as a word of text ("LOOK AT
// THIS" is no Austria).
func countryNamed(o string, call *Call) bool {
	code, ok := countryCodes[fold(o)]
	if !ok {
		return false
	}
	for _, hay := range []string{call.Args, call.Result} {
		if len(hay) > maxArgsScan {
			hay = hay[:maxArgsScan]
		}
		for from := 0; from < len(hay); {
			i := strings.Index(hay[from:], code)
			if i < 0 {
				break
			}
			i += from
			from = i + len(code)
			if i > 0 && isCodeByte(hay[i-1]) || from < len(hay) && isCodeByte(hay[from]) {
				continue
			}
			p := i - 1
			for p >= 0 && hay[p] == ' ' {
				p--
			}
			if p >= 0 && hay[p] == ',' {
				return true // "Porto, PT": a place's country
			}
			if p >= 0 && (isQuote(hay[p]) || hay[p] == '=' || hay[p] == ':') && countryKeyBefore(hay[:p+1]) {
				return true // "land='AT'", "\"country\":\"PT\""
			}
		}
	}
	return false
}

// countryCodes: country names (folded) in en, es, fr, de, pt and their
// ISO 3166 codes.
var countryCodes = func() map[string]string {
	m := map[string]string{}
	for _, row := range []string{
		"AT austria österreich autriche áustria",
		"DE germany alemania allemagne deutschland alemanha",
		"ES spain españa espagne spanien espanha",
		"PT portugal",
		"FR france francia frankreich frança",
		"IT italy italia italie italien itália",
		"CH switzerland suiza suisse schweiz suíça",
		"BE belgium bélgica belgique belgien",
		"NL netherlands holland países bajos pays-bas niederlande holanda holanda",
		"GB uk britain reino unido royaume-uni großbritannien",
		"IE ireland irlanda irlande irland",
		"US usa eeuu estados unidos états-unis usa vereinigte staaten",
		"CA canada canadá kanada",
		"MX mexico méxico mexique mexiko",
		"BR brazil brasil brésil brasilien",
		"AR argentina argentine argentinien",
		"CL chile chili",
		"CO colombia colombie kolumbien colômbia",
		"PE peru perú pérou",
		"PL poland polonia pologne polen polônia polónia",
		"SE sweden suecia suède schweden suécia",
		"DK denmark dinamarca danemark dänemark",
		"NO norway noruega norvège norwegen",
		"FI finland finlandia finlande finnland finlândia",
		"GR greece grecia grèce griechenland grécia",
		"CZ czechia chequia tchéquie tschechien chéquia",
		"JP japan japón japon japão",
		"CN china chine",
		"IN india inde indien índia",
		"AU australia australie australien austrália",
		"AO angola",
		"MZ mozambique mosambik moçambique",
		"MA morocco marruecos maroc marokko marrocos",
		"LU luxembourg luxemburgo luxemburg",
	} {
		f := strings.Fields(row)
		for _, n := range f[1:] {
			m[fold(n)] = f[0]
		}
	}
	return m
}()

// countryAfter: a country's name follows the place at toks[k] within
// three words ("Córdoba de España", "Porto, em Portugal", "Cordoba in
// Spain"): the answer says which one it means, so the qualifier the
// user gave the name ("Córdoba, Argentina") is not read into it.
func countryAfter(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		if toks[j].kind == tokWord && toks[j].cap {
			if _, ok := countryCodes[toks[j].w]; ok {
				return true
			}
		}
	}
	return false
}

// countryKeyBefore: the value whose opening mark ends hay is keyed by a
// country's field ("land='AT'", `"country": "PT"`, "pais = 'MX'"): a
// two-letter code under another key is another thing's ("state='CA'" is
// California, "dept='IT'" no Italy, "lang: DE" a language).
func countryKeyBefore(hay string) bool {
	p := len(hay) - 1
	for p >= 0 && (isQuote(hay[p]) || hay[p] == ' ' || hay[p] == '=' || hay[p] == ':') {
		p--
	}
	e := p + 1
	for p >= 0 && (isCodeByte(hay[p]) && hay[p] != '.') {
		p--
	}
	key := fold(hay[p+1 : e])
	for _, k := range countryKeys {
		if strings.Contains(key, k) {
			return true
		}
	}
	return false
}

// countryKeys: parts of a field name that key a country, folded.
var countryKeys = []string{"country", "countries", "pais", "land", "pays", "nation", "iso", "cc", "ctry", "nazione"}

// bracketQualifier: the word in brackets that opens rest, a user's
// squashed text after a place's name ("(oder)?" of "Frankfurt (Oder)?"),
// or "".
func bracketQualifier(rest string) string {
	if len(rest) < 4 || rest[0] != '(' {
		return ""
	}
	e := 1
	for e < len(rest) && isWordChar(rest[e]) && rest[e] != '_' && !isDigit(rest[e]) {
		e++
	}
	if e < 3 || e >= len(rest) || rest[e] != ')' {
		return ""
	}
	return rest[1:e]
}

// otherQualifierAfter: the name at toks[k] is followed by its own
// qualifier after a preposition, another than q, the user's ("Frankfurt
// am Main" where the user asked for Frankfurt (Oder), "Santiago de
// Chile", "Santa Maria no DF"): the answer says which place it means,
// not the user's. The user's own qualifier there ("Frankfurt an der
// Oder") keeps the name the user's place.
func otherQualifierAfter(toks []token, k int, q string) bool {
	if k+2 >= len(toks) || toks[k+1].kind != tokWord || !placeQualifierPreps[toks[k+1].w] {
		return false
	}
	for m := k + 2; m < len(toks) && m <= k+3; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		if toks[m].cap {
			return !qualifierMatches(toks[m].w, q)
		}
	}
	return false
}

// placeQualifierPreps: prepositions a place's own qualifier follows
// ("am Main", "de Chile", "no DF", "au Texas", "in Maine"), folded.
var placeQualifierPreps = mkSet("am an in im de del da do no na au en sur upon on")

// userLinkedQualifier: the qualifier the user's last message joins to
// name (folded) with a linking preposition, folded ("compostela" of
// "Santiago de Compostela", "conquista" of "Vitória da Conquista"), or
// "": the answer's bare name means that place. Read once per answer.
func (s *scanner) userLinkedQualifier(name string) string {
	if !s.userLinkedRead {
		s.userLinkedRead = true
		ts := s.userToks
		for k := 0; k+2 < len(ts); k++ {
			t := ts[k]
			if t.kind != tokWord || !t.cap || len(t.w) < 3 || objectKind(t) != "name" || anyStopTok(t) {
				continue
			}
			m := k + 1
			for m < len(ts) && m <= k+2 && ts[m].kind == tokWord && !ts[m].cap && placeLinks[ts[m].w] {
				m++
			}
			if m == k+1 || m >= len(ts) {
				continue
			}
			q := ts[m]
			if q.kind != tokWord || !q.cap || len(q.w) < 3 || !isAllLetters(q.w) || timeWords[q.w] || anyStopTok(q) {
				continue // (not "Santiago de Lunes", "de La …")
			}
			if s.userLinked == nil {
				s.userLinked = map[string]string{}
			}
			if _, dup := s.userLinked[t.w]; !dup {
				s.userLinked[t.w] = q.w
			}
		}
	}
	return s.userLinked[name]
}

// placeLinks: prepositions joining a place's name to the qualifier that
// says which one ("de Compostela", "da Conquista", "del Estero", "sur
// Mer"), folded. Not German "am", "an der": German capitalises its
// nouns, and "in Berlin am Wochenende" names no other Berlin.
var placeLinks = mkSet("de da do das dos del di du sur")

// nameLinkedAfter: the name at toks[k] goes on with its own linked
// qualifier in the answer ("Santiago de Chile", "Vitória da Conquista"):
// that name is read whole, not as the user's bare one.
func nameLinkedAfter(toks []token, k int) bool {
	return k+2 < len(toks) && toks[k+1].kind == tokWord && placeLinks[toks[k+1].w] && toks[k+2].kind == tokWord && toks[k+2].cap
}
