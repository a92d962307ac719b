package claims

// A code comment is the writer's note on the code ("# tested on Python
// 3.11", "// verified against RFC 5322"): it states, unless it says now,
// today or I (recentOrFirst). A comment opened by a participle that
// names a place of the user's project (a file) or gives what came back
// after a colon reports a look the writer made on the spot: "# comprobado
// en docker-compose.yml del repo", "# testé sur la machine de build :
// répond en 40 ms", "# auf dem Build-Server getestet: löscht 212 Dateien",
// "# conferido no LICENSE do repo: MIT", "# checked in config/app.yml".

// reportedComment: the comment's claim found[0] is an opening participle
// and the comment names a file or gives a result after a colon.
func reportedComment(toks []token, found []Claim) bool {
	if len(found) == 0 || found[0].Rule != RuleOpening {
		return false
	}
	for k := found[0].End + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w == ":" && k+1 < len(toks) && toks[k+1].kind != tokPunct {
			return true // "…: répond en 40 ms"
		}
		if (t.kind == tokWord || t.kind == tokCode) && objectKind(token{kind: tokWord, w: t.w}) == "path" {
			return true // "… en docker-compose.yml del repo"
		}
	}
	return false
}
