package claims

import "strings"

// namedSpeakerSource: the words after a source phrase at toks[j:] name
// whom the sentence's content comes from, and that is a person the
// user's message quoted as speaking ("Marco wrote this in #incidents:
// …" → "per Marco, the deploy was rolled back"; "O Marcos disse que …"
// → "segundo o Marcos, a reunião está marcada"; "Marc … il dit qu'il a
// relancé …" → "D'après Marc, le serveur a été relancé"), or a speech
// verb then a person ("D'après ce que dit le client, …", "según lo que
// dice el cliente"): reported speech, not a tool's result. Not when the
// user asked for a change (an answer to "roll it back" that says it was
// rolled back per someone claims the change), not a name the user only
// mentioned ("Did Stripe capture it?" → "According to Stripe, …").
func (s *scanner) namedSpeakerSource(toks []token, j int) bool {
	switch s.reqKind {
	case KindWrite, KindSend, KindRun:
		return false
	}
	spoke := false
	for m := j; m < len(toks) && m <= j+5; m++ {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if speechVerbs[t.w] {
			spoke = true // "d'après ce que dit …"
			continue
		}
		if spoke && (personWords[t.w] || personWords[t.bare]) {
			return true // "… ce que dit le client"
		}
		if t.cap && m <= j+2 && !serviceName(t.w) && s.userQuotedSpeaker(s.text[t.start:t.end]) {
			return true
		}
	}
	return false
}

// userQuotedSpeaker: name occurs in the user's message as a word
// followed, within six words, by a verb of speech ("Marco wrote", "o
// Pedro disse", "Marc m'a transféré son message, il dit").
func (s *scanner) userQuotedSpeaker(name string) bool {
	u := s.reqUser
	if len(name) < 2 || len(u) == 0 || len(u) > 4000 {
		return false
	}
	for from := 0; from < len(u); {
		i := strings.Index(u[from:], name)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(name)
		from = end
		if i > 0 && isWordByte(u[i-1]) || end < len(u) && isWordByte(u[end]) {
			continue // part of a longer word
		}
		words := strings.FieldsFunc(u[end:min(len(u), end+80)], func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80 || r == '\'')
		})
		for k := 0; k < len(words) && k < 6; k++ {
			w := fold(words[k])
			if _, after, ok := strings.Cut(w, "'"); ok {
				w = after
			}
			if speechVerbs[w] {
				return true
			}
		}
	}
	return false
}

// serviceName: a folded name of a service, a dashboard or a code host, not
// a person: what it "says" ("Slack says the job failed", "Jenkins dice
// que …") is a source a call reads, so "according to Slack, the job was
// restarted" reports a result no call read.
func serviceName(w string) bool {
	return speakerServiceNames[w] || sourceNames[w] || monitoringSources[w] || hostingWords[w]
}

var speakerServiceNames = mkSet(`slack jenkins teams discord mattermost circleci travis argocd argo vercel netlify heroku
	stripe paypal adyen twilio sendgrid mailgun zendesk hubspot salesforce shopify intercom freshdesk
	aws gcp azure kubernetes k8s docker terraform ansible github gitlab bitbucket jira confluence trello asana notion linear
	outlook gmail google microsoft okta auth0 cloudflare fastly akamai`)
