package claims

import "strings"

// A file a report names with its folder ("die .gitignore im
// backend-Ordner", "the .env in the backend folder", "le .env du dossier
// backend", "el .env de la carpeta backend", "o .env da pasta backend")
// is that folder's file: a read of frontend/.gitignore is about another
// file, so the folder's name is a thing a call must name.

// folderNouns name a folder, folded, five languages.
// (not "dir": German "to you")
var folderNouns = mkSet("folder directory ordner verzeichnis dossier repertoire carpeta directorio pasta diretorio")

// genericFolders are folders named by their role, not their name ("la
// pasta do projecto", "the project folder", "le dossier racine"): the
// working directory a listing of "." is about.
var genericFolders = mkSet(`project projects projecto projeto proyecto projet projekt repo repository repositorio depot root raiz racine wurzel
	home current actual actuel aktuellen atual working trabajo travail arbeit main principal`)

// folderLinks may stand between a folder noun and its name ("la carpeta
// de backend", "na pasta do backend", "le dossier du backend").
var folderLinks = mkSet("de del du do da")

// folderName: the folder name toks[k] gives, with the tokens it spans:
// a compound whose head is a folder noun ("backend-Ordner"), a folder
// noun then its name ("Ordner backend", "dossier `backend`", "carpeta de
// backend"), or in English a name before the noun ("the backend
// folder"). Not a word of the lexicon ("the same folder", "ce dossier").
func (s *scanner) folderName(toks []token, k int) (string, int) {
	t := &toks[k]
	if t.kind != tokWord || len(t.w) < 5 {
		return "", 0
	}
	if dash := folderCompoundDash(t.w); dash > 1 && folderNouns[t.w[dash+1:]] {
		if name := t.w[:dash]; folderWord(name) && !anyStop(name) && !genericFolders[name] {
			return name, 1 // "im backend-Ordner"
		}
		return "", 0
	}
	if !maybeFolderNoun(t.w) || !folderNouns[t.w] {
		return "", 0
	}
	j := k + 1
	if j+1 < len(toks) && toks[j].kind == tokWord && folderLinks[toks[j].w] {
		j++
	}
	if j < len(toks) && s.folderNameTok(toks[j]) {
		return strings.Trim(toks[j].w, "/"), j - k + 1
	}
	if s.lang.code == "en" && k >= 2 && s.folderNameTok(toks[k-1]) && toks[k-2].kind == tokWord && contrastArticles[toks[k-2].w] {
		return strings.Trim(toks[k-1].w, "/"), 1 // "the backend folder"
	}
	return "", 0
}

// folderCompoundDash: the index of the dash before w's last 5 to 11
// bytes when they may be a folder noun ("backend-ordner"), else -1:
// collect asks at every word, so no scan of the word.
func folderCompoundDash(w string) int {
	switch w[len(w)-1] {
	case 'r', 'y', 's', 'e', 'a', 'o':
	default:
		return -1
	}
	for n := 5; n <= 11 && n+1 < len(w); n++ {
		if i := len(w) - n - 1; w[i] == '-' {
			if maybeFolderNoun(w[i+1:]) {
				return i
			}
			return -1
		}
	}
	return -1
}

// maybeFolderNoun: the cheap gate before folderNouns' map, read at every
// word collect looks at: the nouns are 5 to 11 bytes long and start with
// one of seven letters.
func maybeFolderNoun(w string) bool {
	if len(w) < 5 || len(w) > 11 {
		return false
	}
	switch w[0] {
	case 'f', 'd', 'o', 'v', 'r', 'c', 'p':
		return true
	}
	return false
}

// folderNameTok: t can be a folder's name: a code span or a lower-case
// word of letters, digits, dashes or underscores in no lexicon.
func (s *scanner) folderNameTok(t token) bool {
	if t.kind == tokCode {
		return folderWord(strings.Trim(t.w, "/"))
	}
	return t.kind == tokWord && !t.cap && folderWord(t.w) && !anyStop(t.w) && !s.isLexical(t) && !folderNouns[t.w] && !genericFolders[t.w]
}

// folderWord: w is a plausible folder name ("backend", "src", "api_v2").
func folderWord(w string) bool {
	if len(w) < 2 || len(w) > 40 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'a' && c <= 'z' || isDigit(c) || c == '-' || c == '_') {
			return false
		}
	}
	return hasLetter(w)
}
