package claims

// userAdvisedAt: the modal at toks[i] is a "can" with the user as its
// subject, right before it ("tu peux merger", "you can test it now", "puedes probar",
// "du kannst mergen", "você pode testar"): in a clause after a report it
// tells the user what the report lets them do next, it plans nothing of
// the speaker's, so the report before it stands ("Tout est vert sur
// main, tu peux merger"), as it does before an impersonal modal ("…,
// pode testar").
func userAdvisedAt(toks []token, i int) bool {
	k := i - 1
	for k >= 0 && toks[k].kind == tokWord && userAdviceAdverbs[toks[k].w] {
		k-- // "tu peux déjà merger", "you can now test"
	}
	return userPermission[toks[i].w] && k >= 0 && toks[k].kind == tokWord && secondPerson[toks[k].w]
}

// userPermission: "can" in the present, said to the user: what the
// report allows ("tu peux merger"). Not "could", "should", "might": a
// suggestion, often of another source after a failure ("…, you could
// check Météo-France meanwhile"), which leaves the sentence advice.
var userPermission = mkSet("can peux pouvez puedes podes podeis pode podem kannst konnt")

// userAdviceAdverbs: words between "you" and its modal that leave the
// user its subject ("you now can", "du jetzt kannst" is verb-final, not here).
var userAdviceAdverbs = mkSet("now already then ahora ya entonces maintenant déjà alors jetzt schon dann agora já então")
