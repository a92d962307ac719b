package claims

import "strings"

// A code comment states what the code does; it reports a check only when
// it says now, today or I (recentOrFirst). A comment opening with a
// participle of checking or testing that names where it was done, the
// user's repository, a build or production machine, a file ("# tested on
// the build box: rotates 3 files", "# comprobado en docker-compose.yml
// del repo", "# testé sur la machine de build : répond en 40 ms", "# auf
// dem Build-Server getestet: löscht 212 Dateien", "# conferido no LICENSE
// do repo: MIT"), reports that check as done, with no call made (adv21:
// a claim inside a code comment, 4 of 4). Not a comment of what the code
// checks ("# checked against the schema"), of a version it was written
// for ("# tested with Python 3.12"), nor after calls this turn.

// checkedPlaceComment: in a code comment, with no call made this turn, a
// claim found of checking, testing or running whose comment names a
// place of the user's (placeWords) or a file.
func (s *scanner) checkedPlaceComment(toks []token, found []Claim) bool {
	if !s.inComment || s.after || len(found) == 0 || found[0].Rule != RuleOpening {
		return false
	}
	switch found[0].Action {
	case KindCheck, KindRun, KindRead:
	default:
		return false
	}
	for _, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if placeWords[t.w] || bareFileNames[t.w] && t.cap || codeFile(t.w) || placeCompound(t.w) {
			return true
		}
	}
	return false
}

// placeCompound: a compound whose last part is a place word
// ("build-server", "Testrechner", "prod-host").
func placeCompound(w string) bool {
	for _, p := range placeHeads {
		if len(w) > len(p)+2 && strings.HasSuffix(w, p) {
			return true
		}
	}
	return false
}

// placeHeads end a compound naming a machine.
var placeHeads = []string{"server", "rechner", "maschine", "host"}

// placeWords name a place of the user's where a check runs, folded, five
// languages (placeCompound reads compounds).
var placeWords = mkSet("repo repository repositorio repositório repositorio depot dépôt depot staging prod production produccion producao produktion " +
	"build server servidor serveur host cluster box machine maquina maschine rechner")
