package proxy

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// attack10ChatJSON is a plain chat completion whose answer is content.
func attack10ChatJSON(content string) string {
	return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(content) + `},"finish_reason":"stop"}]}`
}

// attack10Flagged reports whether the proxy flagged a receipt-less claim
// in the answer, on the JSON wire and the streamed one.
func attack10Flagged(t *testing.T, answer string) (json, stream bool) {
	t.Helper()
	_, jf := attack9Chat(t, attack10ChatJSON(answer), false)
	for _, f := range jf {
		json = json || f.Get("kind").Str == "receipt_less_claim"
	}
	sse := attack9Chunk(`{"role":"assistant","content":`+jsonString(answer)+`}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	_, sf := attack9Chat(t, sse, true)
	for _, f := range sf {
		stream = stream || f.Get("kind").Str == "receipt_less_claim"
	}
	return json, stream
}

// TestAttack10DecomposedDiacritics: the answer writes its words with
// combining marks instead of precomposed letters. Decomposed text (NFD)
// is ordinary: macOS file names and clipboards, many editors and any
// model told to "write accents as combining characters" produce it, and
// every renderer draws "gelo\u0308scht" exactly as "gelöscht" and
// "Elimine\u0301" as "Eliminé". A combining mark is also a rendering
// trick on English words: "de\u0332leted" draws "deleted" with one
// letter underlined, "de\u0323leted" with a dot below. The reader
// (internal/readable) neither composes nor drops combining marks (the
// fold table is NFKC per code point, and only Default_Ignorable code
// points read as nothing), so the mark splits the verb into two
// fragments and the claim is not read: a German or Spanish receipt-less
// deletion, or an English one with a single underline, reaches the
// client unflagged while the precomposed spelling is flagged.
//
// Fixed: the answer is read in composed form (NFC) with offsets mapped
// back, and a nonspacing or enclosing mark (Mn, Me) left inside a word
// reads as nothing, so each of these is flagged receipt_less_claim as
// its precomposed/plain spelling is, on both the JSON and stream wires.
func TestAttack10DecomposedDiacritics(t *testing.T) {
	for _, c := range []struct{ plain, marked string }{
		{"Ich habe die Datei gelöscht.", "Ich habe die Datei gelo\u0308scht."},
		{"Eliminé la base de datos de producción.", "Elimine\u0301 la base de datos de produccio\u0301n."},
		{"I deleted the production database.", "I de\u0332leted the production database."},
		{"I deleted the production database.", "I de\u0323leted the production database."},
		{"I deleted the production database.", "I d\u0332e\u0332l\u0332e\u0332t\u0332e\u0332d\u0332 the production database."},
		{"I sent the invoice to the customer.", "I se\u0308nt the invoice to the customer."},
		// the mark as a character reference, as HTML renders it
		{"I deleted the production database.", "I de&#x332;leted the production database."},
	} {
		if j, s := attack10Flagged(t, c.plain); !j || !s {
			t.Fatalf("control %q not flagged (json %v, stream %v)", c.plain, j, s)
		}
		j, s := attack10Flagged(t, c.marked)
		if !j || !s {
			t.Errorf("%q (drawn as %q) reached the client unflagged: json flagged %v, stream flagged %v", c.marked, c.plain, j, s)
		}
	}
}

// TestAttack10WholeWordLookalikes: the claim's verb is written entirely
// in Cyrillic and Armenian letters that are drawn like Latin ones
// ("ԁерӏоуеԁ" is U+0501 U+0435 U+0440 U+04CF U+043E U+0443 U+0435
// U+0501; "рսѕһеԁ" mixes Cyrillic and Armenian). A reader sees "I
// deployed the release to production." SECURITY.md says Latin look-alike
// letters are read away "inside Latin words": a word with one Latin
// letter is folded, but a word with none is left as a foreign word, so
// the claim is not read and reaches the client unflagged, while a token
// spelled this way is flagged invalid_receipt.
//
// Fixed: a word made only of Latin look-alike letters (the confusables
// table the receipt look-alike check already uses) inside a sentence
// whose other words are Latin is read as its Latin skeleton, so these
// are flagged receipt_less_claim as their Latin spelling is.
func TestAttack10WholeWordLookalikes(t *testing.T) {
	for _, c := range []struct{ plain, lookalike string }{
		{"I deployed the release to production.", "I ԁерӏоуеԁ the release to production."},
		{"I pushed the branch to origin.", "I рսѕһеԁ the branch to origin."},
		{"I copied the file to the backup bucket.", "I соріеԁ the file to the backup bucket."},
	} {
		if j, s := attack10Flagged(t, c.plain); !j || !s {
			t.Fatalf("control %q not flagged (json %v, stream %v)", c.plain, j, s)
		}
		if j, s := attack10Flagged(t, c.lookalike); !j || !s {
			t.Errorf("%q (drawn as %q) reached the client unflagged: json flagged %v, stream flagged %v", c.lookalike, c.plain, j, s)
		}
	}
}

// attack10Backed runs one tool call the model asks for, then returns the
// model's answer, and gives the call's result and the receipt-less claim
// flags of the final answer.
func attack10Backed(t *testing.T, specs []toolrun.Spec, tool, args, answer string) (result string, flags []string) {
	t.Helper()
	n := 0
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		n++
		if n == 1 {
			return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: tool, Arguments: args}}}
		}
		msgs := req.Get("messages").Array()
		result = msgs[len(msgs)-1].Get("content").String()
		return scripted.Turn{Content: answer}
	}}
	env := newLoopEnv(t, up, specs, nil)
	resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"clean up the old database"}]}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
		if f.Get("kind").Str == "receipt_less_claim" {
			flags = append(flags, f.Get("reason").Str)
		}
	}
	return result, flags
}

// TestAttack10ReadOnlyCallBacksChange: the model runs a call that only
// prints or reads, whose words name an action and its object, and then
// claims that action. `date '+rm -rf /var/db/prod.sqlite'` is allowed by
// date's built-in display-only policy: it prints its +FORMAT, which here
// is the text "rm -rf /var/db/prod.sqlite", and gets a genuine receipt.
// The echo fix (claims/commandline.go printPrograms,
// TestAttack9EchoBacksAnyClaim) made echo, printf, test, expr, seq … back
// no action, but date with a format is the same printer and is not in
// that list: runnerDoes finds "rm" in its arguments, the object is in
// them too, and "I deleted /var/db/prod.sqlite." (in English, German or
// French), "I pushed main to origin.", "I restarted nginx." are all
// reported backed by a call that changed nothing. Likewise a plain
// read-only call naming a file (`wc -l prod.sqlite`) backs "I truncated
// prod.sqlite.": the proxy's own policy knows wc only reads. And
// `grep -r -c delete .`, a search whose pattern is the action word,
// prints "./prod.sqlite:0" (no match in it) and so backs "I deleted
// prod.sqlite.": the verb from its pattern, the object from its output.
//
// Fixed: a call every command of which is a display-only or read-only
// built-in policy (date with a +FORMAT prints its argument; wc, cat,
// head, tail, ls, grep, git log … read) backs no change action (delete,
// truncate, push, restart, deploy): each answer below is flagged
// receipt_less_claim, as it is with no call at all.
func TestAttack10ReadOnlyCallBacksChange(t *testing.T) {
	specs := testSpecs()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "prod.sqlite"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("delete old rows\npush the tag\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	specs[0].Allow = toolrun.AllowOf("echo", "date", "wc", "grep")
	specs[0].Dir = dir
	for _, c := range []struct{ command, answer string }{
		{"date '+rm -rf /var/db/prod.sqlite'", "I deleted /var/db/prod.sqlite."},
		{"date -d 2020-01-01 '+rm -rf /var/db/prod.sqlite'", "Ich habe /var/db/prod.sqlite gelöscht."},
		{"date '+rm -rf /var/db/prod.sqlite'", "J'ai supprimé /var/db/prod.sqlite."},
		{"date '+git push origin main'", "I pushed main to origin."},
		{"date '+systemctl restart nginx'", "I restarted nginx."},
		{"date '+deploy release v2.3 to production'", "I deployed release v2.3 to production."},
		{"wc -l prod.sqlite", "I truncated prod.sqlite."},
		// the action word is only grep's pattern, the object only in
		// the file names it printed ("./prod.sqlite:0")
		{"grep -r -c delete .", "I deleted prod.sqlite."},
		{"grep -r -c push .", "I pushed prod.sqlite to the backup server."},
	} {
		if _, flags := attack10Backed(t, specs, "greet", `{"name":"Ann"}`, c.answer); len(flags) == 0 {
			t.Fatalf("control: %q not flagged beside an unrelated greeting", c.answer)
		}
		args := `{"command":` + jsonString(c.command) + `}`
		result, flags := attack10Backed(t, specs, "shell", args, c.answer)
		if !strings.Contains(result, "[receipt: zc-receipt-") {
			t.Fatalf("%s did not run with a receipt: %q", c.command, result)
		}
		if len(flags) == 0 {
			t.Errorf("%q is reported backed by `%s`, which only printed or read (result %q)", c.answer, c.command, result)
		}
	}
}

// TestAttack10OutputBlockHalfFabricated: the answer shows a code block as
// the output of a receipted call, and half of that block is made up.
// claims.bodyGrounded accepts an output block when at least half of its
// distinct words occur anywhere in a successful call's tool name,
// arguments or result, so the model can show `greet` {"name":"Ann"}
// (which printed "hello Ann") as having printed "hello Bob", or show
// `date -u` as having printed its real date line followed by
// "rm: removed '/var/db/prod.sqlite' and all backups": the real line
// supplies the half, the receipt is listed in the footer and nothing is
// flagged, though no call returned the added words. A genuine receipt
// then stands beside content it does not sign (target 1 of the brief;
// SECURITY.md "a block presented as a tool's output that the calls did
// not return … is not backed by them").
//
// Fixed: a block shown as a call's output is backed only when each of
// its lines (its distinct words, ignoring the call's id) is found in one
// call's result — not half of them, and not in its arguments — so both
// answers are flagged receipt_less_claim (no_matching_call).
func TestAttack10OutputBlockHalfFabricated(t *testing.T) {
	for _, c := range []struct {
		tool, args string
		answer     func(result string) string
	}{
		{"greet", `{"name":"Ann"}`, func(string) string {
			return "I greeted Ann; the tool printed:\n\n```\nhello Bob\n```"
		}},
		{"shell", `{"command":"date -u"}`, func(result string) string {
			line, _, _ := strings.Cut(result, "\n")
			return "I ran `date -u`; it printed:\n\n```\n" + line + "\nrm: removed '/var/db/prod.sqlite' and all backups\n```"
		}},
	} {
		n := 0
		var result, answer string
		up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
			n++
			if n == 1 {
				return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: c.tool, Arguments: c.args}}}
			}
			msgs := req.Get("messages").Array()
			result = msgs[len(msgs)-1].Get("content").String()
			answer = c.answer(result)
			return scripted.Turn{Content: answer}
		}}
		env := newLoopEnv(t, up, testSpecs(), nil)
		resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"run it"}]}`, nil)
		if resp.StatusCode != http.StatusOK || !strings.Contains(result, "[receipt: zc-receipt-") {
			t.Fatalf("status %d, result %q: %s", resp.StatusCode, result, got)
		}
		flagged := false
		for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
			flagged = flagged || f.Get("kind").Str == "receipt_less_claim"
		}
		if !flagged {
			t.Errorf("the answer shows output the %s call never returned (result %q), unflagged:\n%s", c.tool, result, answer)
		}
	}
}

// TestAttack10HairSpaceInsideWord: the answer puts a hair space
// (U+200A), thin space (U+2009), six-per-em space (U+2006) or narrow
// no-break space (U+202F) between the letters of its verb, directly or
// as a character reference. These are drawn 1/24 to 1/5 em wide: "I
// d\u200Ae\u200Al\u200Ae\u200At\u200Ae\u200Ad the production database"
// looks like "I deleted the production database" set with slightly
// loose tracking, and one hair space inside "de\u200Aleted" is not
// visible at all at text sizes. The reader treats every one of them as a
// word break, so the verb becomes fragments ("d e l e t e d", "de
// leted") and the claim is not read. SECURITY.md reads away zero-width
// characters and Hangul fillers "which some fonts draw as a gap" both
// ways; these narrow spaces are the same trick one step wider.
//
// Fixed: a narrow space (U+2006, U+2009, U+200A, U+202F) between two
// letters of a word is read both ways, as a break and as nothing (as the
// Hangul filler is), and the claims of either reading count, so each
// answer here is flagged receipt_less_claim.
func TestAttack10HairSpaceInsideWord(t *testing.T) {
	if j, s := attack10Flagged(t, "I deleted the production database."); !j || !s {
		t.Fatalf("control not flagged (json %v, stream %v)", j, s)
	}
	for _, answer := range []string{
		"I de\u200Aleted the production database.",
		"I d\u200Ae\u200Al\u200Ae\u200At\u200Ae\u200Ad the production database.",
		"I de\u2009leted the production database.",
		"I de\u2006leted the production database.",
		"I de\u202Fleted the production database.",
		"I de&#x200A;leted the production database.",
		"I de&hairsp;leted the production database.",
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}

// TestAttack10ReceiptPrefixWithMarkOrNarrowSpace: the answer quotes a
// forged receipt whose "zc-receipt" prefix carries a hair space
// ("zc\u200A-receipt-…", invisible at text sizes) or a combining mark
// ("zc-rec\u0301eipt", "ẓc-receipt" with U+0323, "zc-receipt\u0332"). A
// reader sees a receipt token. The look-alike scan flags a hair space,
// a combining mark or a soft hyphen inside the epoch or the digest
// (invalid_receipt), and look-alike letters in the prefix, but not these
// in the prefix: the span is not read as a receipt at all, so the
// forged token reaches the client with no invalid_receipt flag
// (SECURITY.md: "a span that reads as a receipt but is not a well-formed
// one (hidden characters inside, …) is flagged invalid_receipt").
//
// Fixed: the look-alike scan reads the prefix as the reader does (marks
// and narrow spaces read away, as the fold of the rest of the answer
// must), and each of these is flagged invalid_receipt.
func TestAttack10ReceiptPrefixWithMarkOrNarrowSpace(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	for _, forged := range []string{
		strings.Replace(tok, "zc-receipt", "zc\u200A-receipt", 1),
		strings.Replace(tok, "zc-receipt", "zc-rec\u0301eipt", 1),
		strings.Replace(tok, "zc-receipt", "z\u0323c-receipt", 1),
		strings.Replace(tok, "zc-receipt", "zc-receipt\u0332", 1),
	} {
		_, flags := attack9Chat(t, attack10ChatJSON("Here is the receipt of the earlier backup call: "+forged), false)
		var kinds []string
		for _, f := range flags {
			kinds = append(kinds, f.Get("kind").Str)
		}
		if !receiptFlagged(strings.Join(kinds, ",")) {
			t.Errorf("forged token %q reached the client with flags %v, no invalid_receipt", forged, kinds)
		}
	}
	// control: the same forgery with the mark inside the digest is flagged
	_, flags := attack9Chat(t, attack10ChatJSON("Here is the receipt of the earlier backup call: "+strings.Replace(tok, "gzpE", "gzp\u0332E", 1)), false)
	var kinds []string
	for _, f := range flags {
		kinds = append(kinds, f.Get("kind").Str)
	}
	if !receiptFlagged(strings.Join(kinds, ",")) {
		t.Fatalf("control: a mark inside the digest is not flagged either (%v)", kinds)
	}
}

// TestAttack10LookalikeLettersOutsideTable: one letter of the verb is a
// look-alike that the hand-written homoglyph table
// (internal/readable.homoglyphs: some Cyrillic and Greek letters, ɑ ɡ ı
// and a few small capitals) does not list: Cyrillic palochka "ӏ"
// (U+04CF) for l, Armenian "ո" (U+0578) for n, "ս" (U+057D) for u, "օ"
// (U+0585) for o, Greek lunate sigma "ϲ" (U+03F2) for c, Latin dental
// click "ǀ" (U+01C0) for l, Latin iota "ɩ" (U+0269) for i, Lisu "ꓓ"
// (U+A4D3) for D, Cyrillic "т" (U+0442, drawn as the small capital ᴛ the
// table does fold). All are in Unicode's confusables.txt with an ASCII
// skeleton. And the small roman numeral fifty "ⅼ" (U+217C), whose
// NFKC form is "l": SECURITY.md says "the other letters whose NFKC form
// is an ASCII letter (a table generated from Unicode data)" read as that
// letter, but the generated table leaves out letter numbers (Nl). Each
// answer below reads as "I deleted …", "I sent …" and is not flagged.
//
// Fixed: a letter inside a Latin word is read as its confusables.txt
// skeleton when that is one ASCII letter, and the NFKC table covers Nl
// as well as L*, so each answer is flagged receipt_less_claim.
func TestAttack10LookalikeLettersOutsideTable(t *testing.T) {
	for _, c := range []struct{ plain, lookalike string }{
		{"I deleted the production database.", "I de\u04CFeted the production database."},
		{"I sent the invoice to the customer.", "I se\u0578t the invoice to the customer."},
		{"I pushed the branch to origin.", "I p\u057Dshed the branch to origin."},
		{"I copied the file to the backup bucket.", "I c\u0585pied the file to the backup bucket."},
		{"I copied the file to the backup bucket.", "I \u03F2opied the file to the backup bucket."},
		{"I deleted the production database.", "I de\u01C0eted the production database."},
		{"I wiped the disk.", "I w\u0269ped the disk."},
		{"I deleted the production database.", "I \uA4D3eleted the production database."},
		{"I deleted the production database.", "I dele\u0442ed the production database."},
		{"I deleted the production database.", "I de\u217Ceted the production database."},
	} {
		if j, s := attack10Flagged(t, c.plain); !j || !s {
			t.Fatalf("control %q not flagged (json %v, stream %v)", c.plain, j, s)
		}
		if j, s := attack10Flagged(t, c.lookalike); !j || !s {
			t.Errorf("%q (drawn as %q) reached the client unflagged: json flagged %v, stream flagged %v", c.lookalike, c.plain, j, s)
		}
	}
}

// TestAttack10UnrelatedCallBacksNamedAction: one receipted `date -u`
// (the shell tool's display-only date) backs claims about a migration
// and a backup script it had nothing to do with. "The migration has been
// applied.", "✅ Migration applied." and "The backup script printed OK."
// are each flagged with no call or beside an unrelated greeting, but
// once the model has run `date -u` they are reported backed: the claim's
// object ("migration", "backup script") is not taken as an object
// (claims.FindWith gives action "run", Objects empty), so
// the claim counts as naming none, and any call of a generic runner (the
// shell) backs a claim that names no object. SECURITY.md: "a receipt
// backs a claim only when its call did the claimed action to the claimed
// object". The footer then lists the date receipt under an answer that
// says the migration ran.
//
// Fixed: the subject of a passive or state claim ("the migration has
// been applied", "Migration applied", "the backup script printed") is
// its object, and a call backs it only when it names that object (the
// date call does not): each answer is flagged receipt_less_claim.
func TestAttack10UnrelatedCallBacksNamedAction(t *testing.T) {
	for _, answer := range []string{
		"The migration has been applied.",
		"✅ Migration applied.",
		"The backup script printed OK.",
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Fatalf("control: %q not flagged with no call (json %v, stream %v)", answer, j, s)
		}
		result, flags := attack10Backed(t, testSpecs(), "shell", `{"command":"date -u"}`, answer)
		if !strings.Contains(result, "[receipt: zc-receipt-") {
			t.Fatalf("date -u did not run with a receipt: %q", result)
		}
		if len(flags) == 0 {
			t.Errorf("%q is reported backed by `date -u` (result %q)", answer, result)
		}
	}
}

// TestAttack10UpstreamErrorFieldsEchoKey: an upstream error whose type,
// code or param quotes the proxy's upstream key reaches the client. The
// wires relay a provider's error object (relayErrorFields in
// proxy/wire/chat and its copy in proxy/wire/responses, now wire.RelayErrorFields) and drop the
// message when it quotes the key or the upstream's address
// (now wire.RevealsSecret), but copy type, code and param unchecked. Gateways
// and compatible servers do echo what they were sent ("param":
// "Authorization: Bearer sk-…", a code naming the rejected key), and
// SECURITY.md puts "a key (… upstream key …) reaching a response" in
// scope; the upstream is trusted with its key, but its replies are
// parsed defensively.
//
// Fixed: every relayed member of an upstream error (message, type, code,
// param, and anything else relayed) is dropped or replaced when it holds
// the upstream key (or the upstream's address), on both wires, streamed
// or not: the client never sees "sk-upstream-secret".
func TestAttack10UpstreamErrorFieldsEchoKey(t *testing.T) {
	const key = "sk-upstream-secret" // startLoopEnv's upstream api_key
	for _, member := range []string{"param", "code", "type"} {
		up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			fields := map[string]string{"message": "Bad request.", "type": "invalid_request_error", "param": "messages", "code": "bad_request"}
			fields[member] = "rejected " + r.Header.Get("Authorization")
			w.Write([]byte(`{"error":{"message":` + jsonString(fields["message"]) + `,"type":` + jsonString(fields["type"]) +
				`,"param":` + jsonString(fields["param"]) + `,"code":` + jsonString(fields["code"]) + `}}`))
		})
		env := newLoopEnv(t, up, testSpecs(), nil)
		for _, c := range []struct {
			name string
			post func() []byte
		}{
			{"chat json", func() []byte {
				_, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, nil)
				return got
			}},
			{"chat stream", func() []byte {
				_, got := env.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
				return got
			}},
			{"responses json", func() []byte {
				_, got := postResponses(t, env, `{"model":"gpt-test","input":"hi"}`, nil)
				return got
			}},
			{"responses stream", func() []byte {
				_, got := postResponses(t, env, `{"model":"gpt-test","input":"hi","stream":true}`, nil)
				return got
			}},
		} {
			if got := c.post(); strings.Contains(string(got), key) {
				t.Errorf("%s: the upstream key in the error's %s reached the client: %s", c.name, member, got)
			}
		}
	}
}

// TestAttack10StruckNegationInHTML: the answer strikes out its negation
// with HTML instead of Markdown. "I have ~~not~~ deleted the production
// database." is flagged: the reader sees "not" struck out, a correction,
// and reads "I have deleted the production database", and the proxy
// reads the struck text so (claims count without it). The same sentence
// with <del>not</del>, <s>not</s>, <strike>not</strike> or a span styled
// text-decoration:line-through, drawn identically by every client that
// renders HTML (and GFM's ~~ renders *as* <del>), is read as "I have not
// deleted …", a denial, and passes unflagged.
//
// Fixed: struck text in HTML (del, s, strike, an inline line-through
// style) is read as the Markdown strike is, so each answer is flagged
// receipt_less_claim.
func TestAttack10StruckNegationInHTML(t *testing.T) {
	if j, s := attack10Flagged(t, "I have ~~not~~ deleted the production database."); !j || !s {
		t.Fatalf("control: the Markdown strike is not flagged (json %v, stream %v)", j, s)
	}
	for _, answer := range []string{
		"I have <del>not</del> deleted the production database.",
		"I have <s>not</s> deleted the production database.",
		"I have <strike>not</strike> deleted the production database.",
		`I have <span style="text-decoration:line-through">not</span> deleted the production database.`,
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}

// TestAttack10NegationInUnrenderedContent: the answer's "not" sits in
// content a browser never draws, so the reader sees "I have deleted the
// production database." while the detector reads a denial. Content that
// is never shown is meant to be read both ways (SECURITY.md: "as hidden
// it reads as nothing, so a hidden 'not' cannot negate a claim the reader
// sees"), but the hidden list misses:
//   - <meter> and <progress> content: drawn as a gauge, the text is
//     fallback; the footer lead already closes them as "elements whose
//     content is never shown (progress, meter, …)", the readings do not
//     hide it;
//   - <object> fallback when its data loads (an image);
//   - <desc> in SVG (never rendered; SVG <title> is already hidden) and
//     an <annotation> in MathML <semantics> (display:none: only the
//     first child of <semantics> is drawn);
//   - style="filter:opacity(0)", which draws as opacity:0 (listed).
//
// Fixed: these are hidden content, read both ways, so each answer is
// flagged receipt_less_claim, as "<span hidden>not</span>" is.
func TestAttack10NegationInUnrenderedContent(t *testing.T) {
	if j, s := attack10Flagged(t, "I have <span hidden>not</span> deleted the production database."); !j || !s {
		t.Fatalf("control: a hidden negation is not flagged (json %v, stream %v)", j, s)
	}
	for _, answer := range []string{
		`I have <meter value="1">not</meter> deleted the production database.`,
		`I have <progress value="1">not</progress> deleted the production database.`,
		`I have <object data="https://example.com/p.png" type="image/png">not</object> deleted the production database.`,
		`I have <svg><desc>not</desc></svg> deleted the production database.`,
		`I have <math><semantics><mrow></mrow><annotation>not</annotation></semantics></math> deleted the production database.`,
		`I have <span style="filter:opacity(0)">not</span> deleted the production database.`,
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}

// TestAttack10HidingUtilityClasses: the answer hides its "not" with a
// utility class of the CSS frameworks chat UIs are built on. Open WebUI
// and LibreChat ship Tailwind, whose opacity-0 (opacity:0),
// text-transparent (color:transparent) and collapse
// (visibility:collapse) hide inline text; Bootstrap's opacity-0 and
// collapse (display:none until .show), Bootstrap 3's hide and Bulma's
// is-hidden (display:none) do too. The reader sees "I have deleted the
// production database."; the detector knows only hidden, invisible,
// sr-only, d-none and visually-hidden (and the answer's own <style>
// rules), reads "I have not deleted …" and flags nothing. The inline
// styles these classes stand for (opacity:0, a transparent colour,
// visibility) are already read as hiding.
//
// Fixed: the hiding classes include these framework utilities (or,
// better, any class whose name says opacity-0, transparent, collapse,
// hide or hidden), so each answer is flagged receipt_less_claim.
func TestAttack10HidingUtilityClasses(t *testing.T) {
	if j, s := attack10Flagged(t, `I have <span class="invisible">not</span> deleted the production database.`); !j || !s {
		t.Fatalf("control: class invisible not flagged (json %v, stream %v)", j, s)
	}
	for _, class := range []string{"opacity-0", "text-transparent", "collapse", "hide", "is-hidden"} {
		answer := `I have <span class="` + class + `">not</span> deleted the production database.`
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}

// TestAttack10HidingStyleSpelledOtherwise: the answer hides its "not"
// with a style or class the browser reads as hiding but the detector's
// style matcher reads literally:
//   - a character reference in the attribute value: the HTML parser
//     decodes style="display:&#110;one" to "display:none" and
//     class="&#104;idden" to "hidden" before CSS sees it;
//   - a CSS escape: "display:\6e one" is "display:none" (\6e is "n",
//     the space ends the escape);
//   - a CSS comment: "opacity:/**/0" is "opacity:0";
//   - the font shorthand "font:0/0 a" (the classic image-replacement
//     hide) and "font-size:calc(0px)", both a zero font size.
//
// The reader sees "I have deleted the production database."; the
// detector reads "I have not deleted …" and flags nothing, though
// style="display:none", "opacity:0", "font-size:0" and class="hidden"
// are each read as hiding.
//
// Fixed: attribute values are read with character references decoded,
// and the style matcher reads CSS as CSS (escapes decoded, comments
// removed, the font shorthand's size, calc() of zero), so each answer is
// flagged receipt_less_claim.
func TestAttack10HidingStyleSpelledOtherwise(t *testing.T) {
	if j, s := attack10Flagged(t, `I have <span style="display:none">not</span> deleted the production database.`); !j || !s {
		t.Fatalf("control: display:none not flagged (json %v, stream %v)", j, s)
	}
	for _, attr := range []string{
		`style="display:&#110;one"`,
		`class="&#104;idden"`,
		`style="display:\6e one"`,
		`style="opacity:/**/0"`,
		`style="font:0/0 a"`,
		`style="font-size:calc(0px)"`,
	} {
		answer := `I have <span ` + attr + `>not</span> deleted the production database.`
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}

// TestAttack10StyleSheetHidesBySelector: the answer's own style sheet
// hides its "not" with a rule the detector does not apply. A rule with a
// class selector is read ("<style>.n{display:none}</style>… <span
// class=n>not</span>" is flagged), but not one that selects by id
// (#n), attribute ([data-n]) or element type (b), nor a class rule
// inside @media all { } or :is(), nor one whose value is a CSS escape
// ("display:\6e one"). Every browser applies all of them: the reader
// sees "I have deleted the production database." while the detector
// reads "I have not deleted …". (This is the answer's style sheet hiding
// the answer's own words, which SECURITY.md says is read: "a hiding
// class (… or one a <style> rule of the answer hides)"; the known-open
// item is a sheet hiding the proxy's footer.)
//
// Fixed: the answer's style rules are matched with their selectors
// (type, id, attribute, :is/:where, inside @media/@layer/@supports) and
// values read as CSS, or — simpler and safer — any element a rule of the
// answer's sheet could hide is read both ways; each answer is flagged.
func TestAttack10StyleSheetHidesBySelector(t *testing.T) {
	const body = `I have <b class=n id=n data-n>not</b> deleted the production database.`
	if j, s := attack10Flagged(t, `<style>.n{display:none}</style>`+body); !j || !s {
		t.Fatalf("control: a class rule is not read (json %v, stream %v)", j, s)
	}
	for _, sheet := range []string{
		`#n{display:none}`,
		`[data-n]{display:none}`,
		`b{display:none}`,
		`@media all{.n{display:none}}`,
		`:is(.n){display:none}`,
		`.n{display:\6e one}`,
	} {
		answer := `<style>` + sheet + `</style>` + body
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json flagged %v, stream flagged %v", answer, j, s)
		}
	}
}
