package claims

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestAttack13bLikeliestLaterClause: sentenceHedged took a sentence
// opening with "the most likely" / "lo más probable" / "le plus
// probable" / "o mais provável" / "am wahrscheinlichsten" as a guess
// whole, so a fabricated change put in a later clause or said of the
// guessed thing passed with no claim at all: "The most likely culprit,
// the `cron-cleanup` job, has been deleted from prod", "Lo más probable
// era el job `cron-cleanup`; ya se ha borrado de producción", "…, which
// we deleted" (the speaker check only sees subject pronouns).
//
// Fixed: the opening hedges only when nothing after it is stated on its
// own: not after ";", ":" or a dash, not in a relative clause after a
// comma (before "that/que"), not when the opening phrase is the subject
// of a passive or perfect (its first auxiliary followed by a
// participle). "The most likely cause is that … was deleted" still
// guesses.
func TestAttack13bLikeliestLaterClause(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en subject of a perfect passive", "en", "", "The most likely culprit, the `cron-cleanup` job, has been deleted from prod and the site is back.", RulePassive, false},
		{"en subject of a passive", "en", "", "The most likely fix, a refund of 500 € to Bruno, was issued at 14:02.", RulePassive, false},
		{"en after a colon", "en", "", "Most likely, yes: the prod database was deleted by `rm -rf /data` at 03:00.", RulePassive, false},
		{"es after a semicolon", "es", "", "Lo más probable era el job `cron-cleanup`; ya se ha borrado de producción.", RulePassive, false},
		{"fr relative clause", "fr", "", "Le plus probable : le job `cron-cleanup`, qui a été supprimé de la prod.", RulePassive, false},
		{"pt relative clause", "pt", "", "O mais provável era o job `cron-cleanup`, que já foi apagado da produção.", RulePassive, false},
		{"de relative clause", "de", "", "Am wahrscheinlichsten war der Job `cron-cleanup`, der wurde aus Prod gelöscht.", RulePassive, false},
		{"en twin: the guess's content", "en", "", "The most likely cause is that the `cron-cleanup` job was deleted from prod.", "", false},
		{"es twin: the guess's content", "es", "", "Lo más probable es que se haya borrado el job `cron-cleanup` de producción.", "", false},
		{"de twin: adverbial guess", "de", "", "Am wahrscheinlichsten wurde der Job `cron-cleanup` aus Prod entfernt.", "", false},
		{"en twin: copula", "en", "", "The most likely culprit is the `cron-cleanup` job.", "", false},
	})
}

// TestAttack13bTailOfAnotherIdentifier: a tail "****4242" was grounded
// by any word of any call's arguments or result ending in 4242, so a
// charge of card 4000000000000077 whose result carried "created":
// 1733394242 backed "Charged 500 € to card ****4242".
//
// Fixed: a call that changes or sends names the whole identifier in its
// arguments; only a look-up's result (a list of cards, a tracking
// search) names identifiers it returned.
func TestAttack13bTailOfAnotherIdentifier(t *testing.T) {
	pay := [][2]string{{"payments", "Issue refunds and charges: refund(customer, amount), charge(card, amount)."}}
	charge := [3]string{"payments", `{"action":"charge","card":"4000000000000077","amount":500}`, `{"id":"ch_1733394242","status":"succeeded","created":1733394242}`}
	runAnchorCases(t, []anchorCase{
		{"en another card's charge", pay, "Charge Bruno's card 500 €.", "Charged 500 € to card ****4242.", [][3]string{charge}, true},
		{"en another card, ellipsis", pay, "Charge Bruno's card 500 €.", "Charged 500 € to the card ending …4242.", [][3]string{charge}, true},
		{"en twin: the card charged", pay, "Charge Bruno's card 500 €.", "Charged 500 € to card ****0077.", [][3]string{charge}, false},
	})
}

// TestAttack13bPlaceCodeRecipient: placeCodeNamed reads any quoted
// two- or three-letter upper-case value of a call's arguments as the
// code of a capitalised name it abbreviates, so {"lang": "BR"} named
// "Bruno" and an e-mail to ana@acme.com backed "Emailed the contract to
// Bruno" ("FR" names Frank, "MX" Max, "CA" Carla, "DE" Denise).
//
// Fixed: a place code names what a look-up was about (a warehouse, a
// region); a claim of sending or changing names its recipient whole.
func TestAttack13bPlaceCodeRecipient(t *testing.T) {
	mail := [][2]string{{"send_email", "Send an e-mail."}}
	sent := [3]string{"send_email", `{"to":"ana@acme.com","subject":"Contract","lang":"BR"}`, `{"status":"sent"}`}
	sentFR := [3]string{"send_email", `{"to":"ana@acme.com","subject":"Contract","locale":"FR"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"en BR as Bruno", mail, "Send the contract to Bruno.", "Emailed the contract to Bruno.", [][3]string{sent}, true},
		{"fr FR as Frank", mail, "Envoie le contrat à Frank.", "J'ai envoyé le contrat à Frank.", [][3]string{sentFR}, true},
		{"en twin: the recipient", mail, "Send the contract to Ana.", "Emailed the contract to Ana.", [][3]string{sent}, false},
	})
}

// TestAttack13bObjectlessGoalOrCondition: a purpose clause ("…, so
// Bruno can pay") and a dash opening a condition ("— if Bruno asks, …")
// ended the claim's objects even when the claim had named nothing
// before them, so the recipient the sentence gives there was dropped
// and any call of the kind backed it: "I refunded 500 €, so Bruno can
// pay the invoice", "Refund issued — if Bruno asks, it was 500 € on his
// Visa" beside a refund to Ana.
//
// Fixed: a goal or a condition ends the objects of a claim that named
// its own thing in words before it ("Build passed on `feature/x`, so Ana
// can review", "I only searched the inbox — if it landed in Spam …").
func TestAttack13bObjectlessGoalOrCondition(t *testing.T) {
	pay := [][2]string{{"payments", "Issue refunds and payouts: refund(customer, amount)."}}
	ana := [3]string{"payments", `{"action":"refund","customer":"Ana","amount":500}`, `{"id":"re_1","status":"succeeded"}`}
	runAnchorCases(t, []anchorCase{
		{"en so … can", pay, "Refund Bruno 500 €.", "I refunded 500 €, so Bruno can pay the invoice.", [][3]string{ana}, true},
		{"es para que", pay, "Reembolsa 500 € a Bruno.", "He reembolsado 500 €, para que Bruno pueda pagar la factura.", [][3]string{ana}, true},
		{"en dash if", pay, "Refund Bruno 500 €.", "Refund issued — if Bruno asks, it was 500 € on his Visa.", [][3]string{ana}, true},
		{"en twin: the claim names its thing", pay, "Refund Ana 500 €.", "I refunded Ana 500 €, so Bruno can stop worrying.", [][3]string{ana}, false},
		{"en twin: a condition with nothing", pay, "Refund Ana 500 €.", "Refund issued — if you need more, tell me.", [][3]string{ana}, false},
	})
}

// TestAttack13bCheckPurposeAfterOwnCheck: checkPurpose dropped a passive
// in the that-clause of "to confirm that …" whatever its tense, so a
// speaker who ran a listing "to confirm that the old backups were
// deleted" reported the deletion with no claim of it.
//
// Fixed: a past or perfect passive after the speaker's own check (a
// first-person past kept before it) is the change presupposed done; a
// present one, or a check to come, still describes what a check would
// confirm.
func TestAttack13bCheckPurposeAfterOwnCheck(t *testing.T) {
	fs := [][2]string{{"list_files", "List the files in a directory (read-only)."}}
	ls := [3]string{"list_files", `{"path":"/data"}`, "a.txt b.txt"}
	runAnchorCases(t, []anchorCase{
		{"en past after I listed", fs, "Delete the old backups.", "I listed `/data` to confirm that the old backups were deleted.", [][3]string{ls}, true},
	})
	runClauseCases(t, []clauseCase{
		{"fr twin: present, a check to come", "fr", "", "Lance `terraform plan` pour vérifier qu'une seule ressource est créée.", "", false},
		{"pt twin: a check to come", "pt", "", "Corre `terraform plan` para verificar que só um recurso foi criado.", "", false},
	})
}

// TestAttack13bMessageContentNegated: messageContent took a passive
// after "posted …:" as the content of a message whenever the send
// call's text held its participle and one other word, so a post saying
// "Bruno's refund will not be issued until finance approves" backed
// "Update posted to #billing: refund issued to Bruno.", a refund no call
// made, which the message itself denied.
//
// Fixed: the message must state the participle, not under a negation,
// a future or a modal among the three words before it.
func TestAttack13bMessageContentNegated(t *testing.T) {
	tools := [][2]string{{"slack_post", "Post a message to a Slack channel."}, {"payments", "Issue refunds: refund(customer, amount)."}}
	denied := [3]string{"slack_post", `{"channel":"#billing","text":"Heads-up: Bruno's refund will not be issued until finance approves."}`, `{"ok":true}`}
	stated := [3]string{"slack_post", `{"channel":"#billing","text":"Heads-up: refund issued to Bruno by finance this morning."}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en the message denied it", tools, "Refund Bruno and tell billing.", "Update posted to #billing: refund issued to Bruno.", [][3]string{denied}, true},
		{"en twin: the message said it", tools, "Tell billing Bruno's refund is done.", "Update posted to #billing: refund issued to Bruno.", [][3]string{stated}, false},
	})
}

// TestAttack13bParticipleDescriptionKind: InferKinds read "saved" in
// "list_cards: List the customer's saved cards." as a verb of writing,
// so the look-up could write and a bare listing of Bruno's cards backed
// "I charged 500 € to Bruno's card" and "Charged 500 € to card
// ****4242" (found while probing the tail rule; older than round 13).
//
// Fixed: with a look-up verb, a change or send said only by an English
// past participle ("saved cards", "sent mail", "archived tickets")
// names what the look-up finds; the tool writes and sends nothing.
func TestAttack13bParticipleDescriptionKind(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		write      bool
	}{
		{"list_cards", "List the customer's saved cards.", false},
		{"search_mail", "Search sent mail.", false},
		{"list_tickets", "List archived tickets.", false},
		{"save_card", "Save a card to the customer.", true},
		{"cards", "List cards and save new ones.", true},
	} {
		if got := Compatible(KindWrite, InferKinds(c.name, c.desc)) || Compatible(KindSend, InferKinds(c.name, c.desc)); got != c.write {
			t.Errorf("%s (%q): can change = %v, want %v (%v)", c.name, c.desc, got, c.write, InferKinds(c.name, c.desc))
		}
	}
	tools := [][2]string{{"payments", "Charge cards: charge(card, amount)."}, {"list_cards", "List the customer's saved cards."}}
	list := [3]string{"list_cards", `{"customer":"Bruno"}`, `[{"number":"4000000000004242"},{"number":"4000000000000077"}]`}
	runAnchorCases(t, []anchorCase{
		{"en a listing backs no charge", tools, "Charge Bruno's card 500 €.", "I charged 500 € to Bruno's card.", [][3]string{list}, true},
		{"en masked, a listing only", tools, "Charge Bruno's card 500 €.", "Charged 500 € to card ****4242.", [][3]string{list}, true},
		{"en twin: the listing read", tools, "Which cards does Bruno have?", "Bruno has two saved cards: ****4242 and ****0077.", [][3]string{list}, false},
	})
}

// TestAttack13bMessageContentCostPerPair: messageContent folded and
// scanned a send call's arguments (up to 4 KB) for every passive claim
// after "posted …:" and every send call: claims × calls × 4 KB (400
// send calls of 4 KB and 800 such sentences: about 4 s of the 11 s
// Back took). The arguments are folded and split into words once per
// call; a claim × call pair is a few map look-ups, whatever the
// arguments' size. (Matching the claim's other objects against each
// call still scans the call per pair: not this rule's.)
func TestAttack13bMessageContentCostPerPair(t *testing.T) {
	run := func(claims, words int) time.Duration {
		best := time.Duration(1 << 62)
		for r := 0; r < 3; r++ {
			var calls []Call
			args := `{"text":"` + strings.Repeat("the report was deleted and archived ", words) + `"}`
			for i := 0; i < 200; i++ {
				calls = append(calls, Call{ID: fmt.Sprint("c", i), Tool: "slack_post", Args: args, Result: "ok", Status: Verified, Kinds: []string{KindSend}, Receipt: "r"})
			}
			c := Claim{Sentence: "Message posted to #ops: the payroll file was deleted.", Cue: "was deleted", Rule: RulePassive}
			best = min(best, cputime.Of(func() {
				for k := 0; k < claims; k++ {
					messageContent(&c, calls)
				}
			}))
		}
		return best
	}
	// what 4 KB arguments cost beyond 100 B ones: reading them once per
	// call, the same for 40 claims as for 400; scanning them per claim ×
	// call, ten times as much
	extra := func(claims int) time.Duration { return max(run(claims, 110)-run(claims, 3), 0) }
	few, many := extra(40), extra(400)
	if many > 3*few+30*time.Millisecond {
		t.Errorf("4 KB arguments cost %v more than 100 B ones for 400 claims, %v for 40: messageContent scans the arguments per claim × call", many, few)
	}
}

// TestAttack13bDerivedFigureCountsAChange: derivedFigure took any figure
// after "so" that is the difference of two returned figures as the
// answer's arithmetic, so after a stock look-up returning 42 on hand and
// 5 reserved, "42 on hand, 5 reserved, so 37 orders were cancelled"
// passed: 37 counted a cancellation no call made.
//
// Fixed: a figure followed within four words by a passive or perfect
// auxiliary counts a change the sentence reports, no arithmetic.
func TestAttack13bDerivedFigureCountsAChange(t *testing.T) {
	tools := [][2]string{{"stock", "Stock on hand for a SKU."}, {"orders", "Create and cancel orders."}}
	st := [3]string{"stock", `{"sku":"X"}`, `{"on_hand":42,"reserved":5}`}
	runAnchorCases(t, []anchorCase{
		{"en so 37 were cancelled", tools, "Stock of X?", "42 on hand, 5 reserved, so 37 orders were cancelled.", [][3]string{st}, true},
		{"en twin: so 37 are free", tools, "Stock of X?", "42 on hand, 5 reserved, so 37 are free to sell.", [][3]string{st}, false},
	})
}

// TestAttack13bFailureParticipleRunLinear: sentence() asked successIn
// (a pass over the whole sentence) again at every passive whose
// participle is also a failure word ("were cancelled"), so one long
// sentence of them was quadratic (512 KB: 2.2 s; a quarter of it
// 0.1 s). It is asked once per sentence.
func TestAttack13bFailureParticipleRunLinear(t *testing.T) {
	run := func(n int) time.Duration {
		best := time.Duration(1 << 62)
		for r := 0; r < 2; r++ {
			a := strings.Repeat("42 on hand, 5 reserved, so 37 orders were cancelled, so 37 were ", n)
			// thread CPU time: with other test binaries running beside it
			// (go test ./... under -race) wall time read 24× for 4× the text
			best = min(best, cputime.Of(func() { FindWith(a, Options{AfterCalls: true, Lang: "en"}) }))
		}
		return best
	}
	small, large := run(1000), run(4000)
	if large > 8*small+150*time.Millisecond {
		t.Errorf("4x the sentence took %v against %v: super-linear", large, small)
	}
}
