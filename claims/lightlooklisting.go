package claims

import "strings"

// A light verb of looking with its look noun ("I had a look at src/",
// "took a quick look", "eché un vistazo a la raíz", "j'ai jeté un coup
// d'œil au dossier", "einen Blick in den Ordner geworfen", "dei uma
// olhada na raiz") says a look was taken, not that a file was read: a
// listing backs it, and the names it reports ("it only contains main.py
// and utils.py", "está lá o Dockerfile") must then be names the listing
// returned (matchClaimObject). A look at a file itself ("had a look at
// deploy.sh") is a read of its content, which a listing does not back
// (compatibleFor's listing rule, TestAttack22LightLookListing).

// lightLook: the claim's cue is a light look verb then its look noun.
func lightLook(c *Claim) bool {
	// (either order: German puts the participle last, "einen Blick ins
	// Verzeichnis geworfen")
	light, look := false, false
	for _, w := range words(c.Cue) {
		w = strings.Trim(w, ".,;:!?")
		light = light || lookLight[w]
		look = look || lightLookNouns[w] || lightLookNouns[strings.TrimPrefix(w, "d'")]
	}
	return light && look
}

// lightLookNouns: the look nouns that name only a look ("ping" is a
// message, "vista" stands in other phrases; "coup" only beside a light
// verb, "jeté un coup d'œil").
var lightLookNouns = mkSet("look peek glance vistazo ojeada olhada olhadinha espiada coup oeil œil blick")

// lookAtFile: within the few words after the claim's cue the sentence
// names a file ("had a look at deploy.sh", "dei uma olhada no
// `config.yml`"): the look was at a file's content.
func lookAtFile(c *Claim) bool {
	i := strings.Index(c.Sentence, c.Cue)
	if i < 0 {
		return true // (cannot place the cue: keep the read)
	}
	rest := c.Sentence[i+len(c.Cue):]
	n := 0
	for _, w := range strings.Fields(rest) {
		if n++; n > lookTargetWords {
			break
		}
		end := strings.ContainsAny(w, ":;—–") // the look's target ends at a colon: what follows is what it found
		if w = strings.Trim(w, ".,;:!?()'\"`*_«»“”"); codeFile(w) {
			return true
		}
		if end {
			break
		}
	}
	return false
}

// lookTargetWords: how far after the look noun its target stands ("a
// quick look at the root `deploy.sh`", "uma olhada rápida no arquivo
// `x.yml`").
const lookTargetWords = 6
