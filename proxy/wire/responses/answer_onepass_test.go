package responses

import (
	"bytes"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// TestBodyOnePassMatchesSequence: the one-copy answer body is byte for
// byte what the sjson sequence makes, on varied replies, whether the
// reply's members were walked again, read by eachMember or found by
// jsondup.Check, for an answer cut short (Incomplete) too.
func TestBodyOnePassMatchesSequence(t *testing.T) {
	replies := []string{
		`{"id":"resp_1","output":[{"id":"msg_1","type":"message","content":[{"type":"output_text","text":"hé <b>&</b>"}],"role":"assistant"}],"usage":{"total_tokens":3}}`,
		`{ "id" : "resp_2" , "model":"m", "output" : [ ] , "zc_receipts":{"forged":true}, "x":1 }`,
		`{"id":"resp_3"}`,
		`{}`,
		`{"usage":null,"id":"resp_4","output":[],"output":[1],"instructions":"i"}`,
		"{\n  \"id\": \"resp_5\",\n  \"tools\": [],\n  \"output\": []\n}\n",
		`{"id":"resp_6","status":"completed","incomplete_details":null,"output":[],"usage":{}}`,
	}
	echoes := []map[string][]byte{nil, {"instructions": []byte(`"mine"`), "tools": []byte(`[{"type":"function"}]`), "absent": []byte(`1`)}}
	for _, raw := range replies {
		for _, echo := range echoes {
			for _, usage := range [][]byte{nil, []byte(`{"total_tokens":9}`)} {
				for _, zc := range [][]byte{nil, []byte(`{"receipts":[],"flags":[]}`)} {
					for _, incomplete := range []string{"", "max_output_tokens"} {
						r := readReplyRef([]byte(raw))
						a := &Answer{Echo: echo, Incomplete: incomplete}
						a.AddRound(r, "")
						seq, err := a.bodySequence(r.Raw, usage, zc)
						if err != nil {
							t.Fatal(err)
						}
						spans, _, _, _ := jsondup.Check(r.Raw, nil)
						for name, ms := range map[string][]mspan{"walked": nil, "eachMember": readReply(r.Raw, true).members,
							"Check": ReadReplyChecked(r.Raw, spans).members} {
							one, ok := a.bodyOnePass(r.Raw, ms, usage, zc)
							if !ok {
								t.Fatalf("one pass refused %s", raw)
							}
							if !bytes.Equal(one, seq) {
								t.Errorf("%s: reply %s echo %v usage %s zc %s incomplete %q:\n one %s\n seq %s", name, raw, echo != nil, usage, zc, incomplete, one, seq)
							}
						}
					}
				}
			}
		}
	}
}
