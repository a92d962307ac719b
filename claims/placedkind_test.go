package claims

import "testing"

// TestPlacedActionKind: a claim placed in what an offered, uncalled tool
// is named for is not backed by another tool only when that tool could
// have done the claim's action: a post "on the ticket" beside an
// uncalled ticket look-up went to the ticket (the reply tool backs it);
// a look-up "in the ticket" beside it is that tool's, and flags.
func TestPlacedActionKind(t *testing.T) {
	frTools := [][2]string{{"zammad_get_ticket", "Récupère un ticket du support."}, {"zammad_reply", "Publie une réponse au client sur un ticket."}}
	frReply := [3]string{"zammad_reply", `{"ticket": "88213", "texte": "La SIM part demain."}`, `{"ticket":"88213","reponse":"publiee"}`}
	enTools := [][2]string{{"zendesk_get_ticket", "Get a Zendesk ticket."}, {"zendesk_add_comment", "Add a public comment to a ticket."}}
	enReply := [3]string{"zendesk_add_comment", `{"ticket_id": "55120", "body": "The part ships next week."}`, `{"comment_id":991823,"public":true}`}
	runAnchorCases(t, []anchorCase{
		{"fr posted on the ticket", frTools, "Réponds au ticket 88213 que la SIM part demain.", "C'est posté sur le ticket 88213, visible par le client.", [][3]string{frReply}, false},
		{"en posted on the ticket", enTools, "Reply on ticket 55120 that the part ships next week.", "I posted the reply on the ticket 55120.", [][3]string{enReply}, false},
		{"fr twin: looked in the ticket", frTools, "Réponds au ticket 88213 que la SIM part demain.", "J'ai regardé dans le ticket : le client attend depuis lundi.", [][3]string{frReply}, true},
		{"en twin: checked in the ticket", enTools, "Reply on ticket 55120 that the part ships next week.", "I checked in the ticket and the customer has been waiting since Monday.", [][3]string{enReply}, true},
	})
}
