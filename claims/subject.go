package claims

import (
	"strings"
	"unicode"
)

// The subject of a passive or state claim that names no object ("the
// migration has been applied", "✅ Migration applied", "the backup script
// printed OK") is what it is about: a call backs it only when it names
// that subject, in its tool name, arguments or result. Without this the
// claim named nothing and any shell call backed it
// (TestAttack10UnrelatedCallBacksNamedAction).

// genericSubjects are subjects that name no particular thing: any call is
// "the command", "the request", "everything".
var genericSubjects = mkSet("it this that everything all nothing command commands call calls tool tools script scripts request requests " +
	"query queries job jobs task tasks process operation operations change changes output result results step steps run action " +
	"befehl aufruf anfrage vorgang ausgabe ergebnis alles comando comandos llamada solicitud salida resultado todo " +
	"commande appel requete sortie resultat tout chamada pedido saida tudo chiamata richiesta uscita risultato tutto")

// maxSubjectWords bounds the words read before the claim's verb.
const maxSubjectWords = 3

// claimSubject is the subject words of c that a call must name, or nil.
func claimSubject(c *Claim) []string {
	if len(c.Objects) > 0 || len(c.Sentence) > maxSentenceScan {
		return nil
	}
	switch c.Rule {
	case RulePassive, RuleOpening, RuleReport:
	default:
		return nil
	}
	if claimConcept(c) != nil {
		return nil // "the build succeeded": the concept names what the call ran
	}
	sent, cue := fold(c.Sentence), fold(c.Cue)
	i := strings.Index(sent, cue)
	if i < 0 {
		return nil
	}
	before := words(sent[:i])
	if c.Rule == RuleReport {
		// the report's cue holds its subject's head ("script printed")
		if cw := words(cue); len(cw) > 1 {
			before = append(before, cw[:len(cw)-1]...)
		}
	}
	var stop set
	if l := knownLang(c.Lang); l != nil {
		stop = l.stop
	}
	// the subject opens the sentence: symbols ("✅", a bullet), then
	// determiners, then at most three nouns and the verb; anything else
	// before the verb ("Hoje foram", "Here are the logs: it's") is no
	// subject this reads
	var np []string
	// opened by a determiner or a symbol, or an opening participle's
	// noun ("Migration applied"): "Hoje foram …" is no subject
	opened := c.Rule == RuleOpening
	for _, w := range before {
		switch {
		case !strings.ContainsFunc(w, unicode.IsLetter):
			if len(np) > 0 {
				return nil
			}
			opened = true
		case !isAllLetters(w):
			return nil // "logs:", "c'est", "feito,"
		case len(np) == 0 && (stop[w] || englishStop[w]):
			opened = true
		case stop[w] || englishStop[w]:
			return nil
		default:
			np = append(np, w)
		}
	}
	if !opened || len(np) == 0 || len(np) > maxSubjectWords {
		return nil
	}
	// the head noun names the thing; a generic head ("the backup
	// script") is named by the word before it
	head := np[len(np)-1]
	if !genericSubjects[head] && c.Rule != RuleReport {
		// (a report's source is often a class, "the database says":
		// only a generic head's modifier is a name there)
		if len(head) < 3 {
			return nil
		}
		return []string{head}
	}
	if len(np) > 1 && len(np[len(np)-2]) >= 3 && !genericSubjects[np[len(np)-2]] {
		return []string{np[len(np)-2]}
	}
	return nil
}

// englishStop: determiners and pronouns that open a subject in any
// language's answer.
var englishStop = mkSet("the a an this that these those our my your its their his her and or of to in on for with was were has have had been is are be")

// subjectNamed: a runner call (a shell, whose every call would back the
// claim otherwise) names every word of subj, by its stem
// ("migration" of a call running "migrate", "backup" of "run_backup.sh").
func subjectNamed(subj []string, call *Call) bool {
	if len(call.Kinds) > 0 && !hasKind(call.Kinds, KindRun) {
		return true // a tool of its own kind ("create_event") says what it made
	}
	hay := call.result().all // "run_backup" names backup
	for _, w := range subj {
		// the subject's stem, its inflection stripped ("migration" and
		// "migrate" are "migrat"), starts a word of the call, or a word
		// of the call of four letters or more is a short form of it
		// ("cert" of certificate, "install" of installation); a shared
		// four-letter prefix is no name ("migrant", "datastore",
		// "backend": TestAttack10bSubjectPrefixAndReadOnly)
		if !stemNamed(hay, w) {
			return false
		}
	}
	return true
}

// subjectStem strips an inflection ending from w (folded): "migration",
// "migrations", "migrate" → "migrat"; "databases" → "databas".
func subjectStem(w string) string {
	for _, suf := range []string{"ions", "ion", "es", "ed", "ing", "s", "e"} {
		if len(w)-len(suf) >= 4 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// stemNamed: some word of hay starts with w's stem, or is a short form
// of w (four letters or more, a prefix of w).
func stemNamed(hay, w string) bool {
	stem := subjectStem(w)
	p := stem
	if len(p) > 4 {
		p = p[:4]
	}
	for from := 0; from <= len(hay)-len(p); {
		i := strings.Index(hay[from:], p)
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		if i > 0 && isWordChar(hay[i-1]) {
			continue
		}
		e := i
		for e < len(hay) && (hay[e] >= 'a' && hay[e] <= 'z' || hay[e] >= 'A' && hay[e] <= 'Z') {
			e++
		}
		hw := strings.ToLower(hay[i:e])
		if strings.HasPrefix(hw, stem) || len(hw) >= 4 && strings.HasPrefix(w, hw) {
			return true
		}
	}
	return false
}

// A first-person run claim with no object and no concept ("I ran the
// migration", "I executed the cleanup script", "J'ai exécuté la
// migration") is about what it says was run: its noun phrase is its
// subject, and a call backs it only when it names that subject. A call
// that only reads or prints names it by its program alone, never by
// words it printed or was handed (`date '+migration'`)
// (TestAttack11ReadOnlyCallBacksNamedRun).

// runGeneric are run heads and modifiers that name nothing run
// ("the following command", "a quick check", "the whole suite").
var runGeneric = mkSet("following above same previous earlier new full whole entire quick first second last final again one both other " +
	"check checks suite scan program programs binary code snippet line lines batch sequence pipeline workflow thing things shell bash terminal console " +
	"und y et e and today now yesterday twice once again locally remotely manually")

// runPronouns open a phrase that names a thing said before ("I ran it
// and it removed …"): no subject this reads.
var runPronouns = mkSet("it them everything something anything nothing all both each this that these those es ihn dies alles " +
	"esto eso aquello todo ceci cela ca tout isto isso aquilo tudo questo quello tutto")

// runDeterminers may open the phrase; any other stop word ends it.
var runDeterminers = mkSet("the a an our my your its their his her der die das den dem des ein eine einen el la los las un una le les l' une o a os as um uma il lo gli i")

// runBreak end an English phrase past its first word ("the migration
// against staging").
var runBreak = mkSet("against from at via under inside using through across over into onto after before without when while as then but so because which who")

// romanceNoun gives a Romance noun's ending its English form, so that
// "migración", "migração", "migrazione" are named by migrate.sh.
var romanceNoun = strings.NewReplacer("cion", "tion", "cao", "tion", "zione", "tion", "sion", "sion")

// romanceOrder are the languages whose noun phrase puts its head first
// ("el script de migración"): the name is the first word past a
// generic head, not the last.
var romanceOrder = mkSet("es fr pt it")

// runSubject is the subject word of a first-person run claim that names
// no object, or nil.
func runSubject(c *Claim) []string {
	if c.Action != KindRun || c.Rule != RuleFirstPerson || len(c.Objects) > 0 || len(c.Sentence) > maxSentenceScan || claimConcept(c) != nil {
		return nil
	}
	sent, cue := fold(c.Sentence), fold(c.Cue)
	i := strings.Index(sent, cue)
	if i < 0 {
		return nil
	}
	var stop set
	if l := knownLang(c.Lang); l != nil {
		stop = l.stop
	}
	isStop := func(w string) bool { return stop[w] || englishStop[w] }
	var phrase []string
	if cw := words(cue); c.Lang == "de" && len(cw) > 3 {
		phrase = cw[2 : len(cw)-1] // "ich habe die Migration ausgeführt"
	} else {
		phrase = words(sent[i+len(cue):])
	}
	// determiners, then at most four words up to the phrase's end; in
	// a Romance phrase a "de" after a generic head goes on ("el script
	// de migración")
	var np []string
	for k, w := range phrase {
		bare := strings.TrimRight(w, ".,;:!?")
		if bare == "" || !isAllLetters(bare) {
			break
		}
		if len(np) == 0 && (runPronouns[bare] || runBreak[bare]) {
			return nil // "I ran it", "just ran through in 3:12"
		}
		if len(np) > 0 && (runBreak[bare] || strings.HasSuffix(bare, "ly")) {
			break
		}
		if isStop(bare) {
			if len(np) == 0 && runDeterminers[bare] {
				continue
			}
			if len(np) == 0 {
				return nil
			}
			if romanceOrder[c.Lang] && len(np) == 1 && (genericSubjects[np[0]] || runGeneric[np[0]]) && strings.HasPrefix(bare, "d") && len(bare) <= 3 {
				continue
			}
			break
		}
		np = append(np, bare)
		if len(np) > maxSubjectWords+1 || bare != w || k+1 < len(phrase) && strings.HasPrefix(phrase[k+1], "(") {
			break
		}
	}
	names := np[:0:0]
	for _, w := range np {
		if !genericSubjects[w] && !runGeneric[w] && len(w) >= 3 {
			names = append(names, w)
		}
	}
	if len(names) == 0 || len(np) > maxSubjectWords+1 {
		return nil
	}
	if romanceOrder[c.Lang] {
		return []string{romanceNoun.Replace(names[0])}
	}
	return names[len(names)-1:]
}

// runSubjectNamed: the call names the run claim's subject. A call that
// only reads or prints names it by a program it ran alone, and backs no
// run of another thing whatever its words.
func runSubjectNamed(subj []string, call *Call) bool {
	if !onlyReads(call) {
		return subjectNamed(subj, call)
	}
	// the tool's own name too: "I ran greet" of an exec tool whose
	// program only prints (TestOwnToolRunVariants)
	progs := []string{fold(strings.NewReplacer("_", " ", ".", " ").Replace(call.Tool))}
	if call.Program != "" {
		progs = append(progs, fold(progName(call.Program)))
	} else {
		for _, sc := range call.simpleCmds().cmds {
			if !sc.dead && len(sc.argv) > 0 {
				progs = append(progs, fold(progName(sc.argv[0])))
			}
		}
	}
	hay := strings.Join(progs, " ")
	for _, w := range subj {
		if !stemNamed(hay, w) {
			return false
		}
	}
	return true
}
