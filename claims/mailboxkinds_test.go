package claims

import (
	"reflect"
	"testing"
)

// TestMailboxNounKinds: German "Postfach", "Posteingang" name a mailbox,
// a place a look-up reads, not a posting; "postet" and "Post" as a verb
// of sending still send.
func TestMailboxNounKinds(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       []string
	}{
		{"search_mail", "Durchsucht das Postfach des Nutzers.", []string{KindSearch}},
		{"mail_lesen", "Liest Nachrichten aus dem Posteingang.", []string{KindRead}},
		{"forum_post", "Postet eine Nachricht im Forum.", []string{KindSend}},
		{"brief_senden", "Sendet einen Brief an das Postfach des Empfängers.", []string{KindSend}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := InferKinds(c.name, c.desc); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("InferKinds(%q, %q) = %v, want %v", c.name, c.desc, got, c.want)
			}
		})
	}
}
