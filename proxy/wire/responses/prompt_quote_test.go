package responses

import "testing"

// FuzzAppendInstructions holds appendInstructions (the prompt's part
// escaped once) to appendSetString of the joined text, for one prompt
// and for a prompt changing between calls.
func FuzzAppendInstructions(f *testing.F) {
	f.Add("Quote receipts: [receipt: zc-receipt-<epoch>-<digest>].", "be brief", "other prompt")
	f.Add("p\xff", "\x80c", "")
	f.Add("é", "\"x\"\n<&>", "é")
	f.Fuzz(func(t *testing.T, prompt, client, other string) {
		if client == "" {
			return
		}
		for _, p := range []string{prompt, prompt, other, prompt} {
			got, want := appendInstructions([]byte("x"), p, client), appendSetString([]byte("x"), p+"\n\n"+client)
			if string(got) != string(want) {
				t.Fatalf("prompt %q, client %q: %q, want %q", p, client, got, want)
			}
		}
	})
}
