package claims

import (
	"fmt"
	"strings"
)

// backRightCall: the speaker's own send ("I mailed Bob the agenda", "le
// mandé un correo", "hab eine Info-Mail geschickt") backed by a call of
// another tool (an event created with attendees, whose invitations stood
// in for it), when the request offered a tool that sends and no call of
// the conversation used it, is not backed: the send told is that tool's.
// Held to it: a backing tool that sends nothing, or one that sends but by
// another medium than the one the clause names, while an uncalled tool of
// that medium was offered ("I mailed them" beside calendar_create,
// send_email never called). Not an invitation ("I invited Ana"): the
// calendar tool sends those. A shell's call stays backing (it can send).
func backRightCall(cs []Claim, calls []Call, kinds map[string][]string) {
	if len(kinds) < 2 {
		return
	}
	called := make(map[string]bool, len(calls))
	for j := range calls {
		called[calls[j].Tool] = true
	}
	for i := range cs {
		c := &cs[i]
		if !c.Backed || c.Action != KindSend || c.Rule != RuleFirstPerson {
			continue
		}
		by := backingCall(c, calls)
		if by == nil || by.Kinds == nil {
			continue
		}
		if invitationClause(c) {
			continue // "I invited Ana": an event's invitations are the calendar tool's send
		}
		if !hasKind(by.Kinds, KindSend) && !hasKind(by.Kinds, KindRun) {
			if tool := uncalledDoer(c.Action, kinds, called, ""); tool != "" {
				unbackRightCall(c, by, tool, "does not send")
			}
			continue
		}
		if m := sendMediumOf(c); m != "" && !toolOfMedium(by.Tool, m) && !callSendsBy(by, m) {
			if tool := uncalledDoer(c.Action, kinds, called, m); tool != "" {
				unbackRightCall(c, by, tool, "is no "+m+" tool")
			}
		}
	}
}

// callSendsBy: the call's arguments pick the medium: a command line that
// runs a program of it (`mail -s … bob@x`, `sendmail`, `msmtp`), or a
// web client's command naming it (`curl hooks.slack.com/…`); a tool's
// arguments that are no command line naming it ({"channel": "email"}).
// A word of another program's arguments (`grep -c mail syslog`) is none.
func callSendsBy(call *Call, medium string) bool {
	cmds := call.simpleCmds().cmds
	if len(cmds) == 0 {
		return toolOfMedium(call.Args, medium)
	}
	for _, sc := range cmds {
		if sc.dead || len(sc.argv) == 0 {
			continue
		}
		prog := progName(sc.argv[0])
		if toolOfMedium(prog, medium) {
			return true
		}
		if prog == "curl" || prog == "wget" || prog == "http" {
			for _, a := range sc.argv[1:] {
				if toolOfMedium(a, medium) {
					return true
				}
			}
		}
	}
	return false
}

// unbackRightCall unbacks c, naming the offered tool that should have acted.
func unbackRightCall(c *Claim, by *Call, tool, lack string) {
	c.Backed, c.By = false, ""
	c.Reason = ReasonNoMatchingCall
	c.Why = fmt.Sprintf("the claim tells a %s, which the offered tool %s does; no call used %s, and %s %s", actionNoun(c.Action), tool, tool, by.Tool, lack)
}

// sendMedia are the channels a send verb or its noun names, by folded
// stems found inside a word ("emailed", "Info-Mail", "mailei", "correo",
// "courriel", "SMS", "slackeado"), every language; the medium is the key
// of mediumStems (backing.go).
var sendMedia = [][2]string{{"mail", "mail"}, {"correo", "mail"}, {"courriel", "mail"}, {"sms", "sms"}, {"slack", "slack"}, {"whatsapp", "whatsapp"}, {"telegram", "telegram"}}

// toolOfMedium: the tool's name holds a stem of the medium ("gmail_send",
// "smtp_mail", "enviar_correo").
func toolOfMedium(tool, medium string) bool {
	name := fold(tool)
	for _, st := range mediumStems[medium] {
		if strings.Contains(name, st) {
			return true
		}
	}
	return false
}

// sendMediumOf: the channel the claim's clause names its send by, ""
// when none.
// (The whole clause, not only the cue's verb: "ich hab Ana eingeladen
// und ihr eine Mail geschickt" shares one subject and auxiliary.)
func sendMediumOf(c *Claim) string { return clauseMedium(claimClause(c), false) }

// clauseMedium: the first medium the words name; with skipBy, not one
// after "by" ("the invite went out by email", "por correo", "par
// courriel", "per Mail", "via e-mail"), which says how an invitation
// traveled rather than a message of its own.
func clauseMedium(ws []string, skipBy bool) string {
	for k, w := range ws {
		if skipBy && (k > 0 && mediumPreps[ws[k-1]] || k > 1 && mediumPreps[ws[k-2]] && placeDeterminers[ws[k-1]]) {
			continue
		}
		for _, sm := range sendMedia {
			if strings.Contains(w, sm[0]) {
				return sm[1]
			}
		}
	}
	return ""
}

// mediumPreps say by what channel, folded, five languages.
var mediumPreps = mkSet(`by via per por par pelo pela`)

// invitationClause: the claim's clause tells an invitation and names no
// message of its own ("I invited Ana", "Raj got the invite by email",
// "hab Jonas eingeladen"): an event's invitations go out from the
// calendar tool, whatever mail tool the request also offered; "I invited
// Ana and mailed her the agenda" names a mail of its own.
func invitationClause(c *Claim) bool {
	ws := claimClause(c)
	if clauseMedium(ws, true) != "" {
		return false
	}
	for _, w := range ws {
		if inviteWord(w) {
			return true
		}
	}
	return false
}

// inviteWord: an invitation's word, folded, five languages ("invite",
// "invitación", "convite", "Einladung", "eingeladen").
func inviteWord(w string) bool {
	return strings.HasPrefix(w, "invit") || strings.HasPrefix(w, "convi") || strings.HasPrefix(w, "einlad") || strings.HasPrefix(w, "eingelad")
}

// backingCall: the call a backed claim's By names, nil when none.
func backingCall(c *Claim, calls []Call) *Call {
	tool, id, ok := strings.Cut(c.By, " ")
	if !ok {
		return nil
	}
	for j := range calls {
		if calls[j].ID == id && calls[j].Tool == tool {
			return &calls[j]
		}
	}
	return nil
}

// uncalledDoer: an offered tool no call used whose kinds hold action and
// are not a runner's (a shell does everything, so offering one says
// nothing about which tool should have acted), "" when none.
func uncalledDoer(action string, kinds map[string][]string, called map[string]bool, medium string) string {
	best := ""
	bestLooks := false
	for tool, ks := range kinds {
		if called[tool] || ks == nil || !hasKind(ks, action) || hasKind(ks, KindRun) || medium != "" && !toolOfMedium(tool, medium) {
			continue
		}
		looks := false
		for _, k := range ks {
			looks = looks || isLookup(k)
		}
		// name the tool that only sends before one that also looks up
		// (gmail_send before gmail_search), then by name, for a stable answer
		if best == "" || bestLooks && !looks || bestLooks == looks && tool < best {
			best, bestLooks = tool, looks
		}
	}
	return best
}
