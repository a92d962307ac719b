package claims

import (
	"fmt"
	"testing"

	"github.com/tidwall/gjson"
)

func TestZZDebug(t *testing.T) {
	mail := [3]string{"send_email", `{"to":"k.schulz@example.de","subject":"Angebot"}`, "250 OK queued"}
	for _, ans := range []string{"Ya tiene la oferta. También le mandé una copia a Marco.", "Ya tiene la oferta. Mandé una copia a Marco.", "Ya tiene la oferta. También mandé una copia a Marco.", "Ya tiene la oferta. También le envié una copia a Marco.", "También le mandé una copia a Marco."} {
		res := CheckRequest(gjson.Parse(convWith(mailTool, "Envía la oferta a la señora Schulz.", ans, mail)), nil, nil)
		for _, cl := range res.Claims {
			fmt.Printf("%s | %s | %v | %s | %v\n", cl.Rule, cl.Sentence, cl.Objects, cl.Cue, cl.Backed)
		}
	}
}
