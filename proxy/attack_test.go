package proxy

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// attack3Answer runs one request through a proxy whose model first calls
// shell (echo hi, a genuine receipted call), then answers with answer. It
// returns the content the client got and its zc_receipts.
func attack3Answer(t *testing.T, answer string, stream bool) (string, gjson.Result) {
	t.Helper()
	up := &scripted.Server{Respond: toolThenAnswer([]scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}},
		func(gjson.Result) string { return answer })}
	env := newLoopEnv(t, up, testSpecs(), nil)
	body := `{"model":"gpt-test","messages":[{"role":"user","content":"say hi"}]}`
	if stream {
		body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"say hi"}]}`
	}
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	if stream {
		s := parseStream(t, got)
		fin := s.finishChunks()
		if len(fin) != 1 {
			t.Fatalf("%d finish chunks", len(fin))
		}
		return s.content, fin[0].Get("zc_receipts")
	}
	root := gjson.ParseBytes(got)
	return root.Get("choices.0.message.content").Str, root.Get("zc_receipts")
}

// A receipt the model fabricates and writes with a zero-width space inside
// (or in upper case, with non-breaking hyphens, Cyrillic letters, cut
// short) reads as a quoted receipt, but FindTokens did not read it as a
// token, so no invalid_receipt flag and no footer line said it was not
// issued. Fixed in receipts (Lookalikes, CheckTokens).
func TestAttack3LookalikeReceiptFlagged(t *testing.T) {
	const digest = "gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	fakes := map[string]string{
		"zero-width": "zc-receipt-1774608496-" + digest[:20] + "\u200b" + digest[20:],
		"upper":      strings.ToUpper("zc-receipt-1774608496-" + digest),
		"nbhyphen":   "zc\u2011receipt\u20111774608496\u2011" + digest,
		"cut":        "zc-receipt-1774608496-" + digest[:26] + "…",
	}
	for name, fake := range fakes {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				content, rep := attack3Answer(t, "It printed hi, and I also ran the backup [receipt: "+fake+"].", stream)
				found := false
				for _, f := range rep.Get("flags").Array() {
					if f.Get("kind").Str == "invalid_receipt" && strings.Contains(f.Get("receipt").Str, "1774608496") {
						found = true
					}
				}
				if !found {
					t.Fatalf("no invalid_receipt flag for the fabricated %q; zc_receipts = %s", fake, rep.Raw)
				}
				if !strings.Contains(content, "not issued by this proxy") {
					t.Errorf("the footer does not say the lookalike was not issued:\n%s", content)
				}
			})
		}
	}
}

// The footer is appended to the model's text. An answer that ends inside an
// HTML comment, a <script> or a code fence made a Markdown view hide the
// whole footer (or show it as code): a fabricated claim was flagged in
// zc_receipts, but the reader of the text saw no flag. Fixed in
// receipts.FooterLead (called by loop.Run.Footer).
func TestAttack3FooterNotSwallowed(t *testing.T) {
	const claim = "I ran `git log` and the newest commit is abc123."
	cases := []struct {
		name, tail string
		visible    func(before string) bool // the footer renders after before
	}{
		{"comment", " <!--", func(b string) bool {
			return strings.Contains(b[strings.LastIndex(b, "<!--"):], "-->")
		}},
		{"script", "\n\n<script>", func(b string) bool { return strings.Contains(b, "</script>") }},
		{"fence", "\n\n```text", func(b string) bool {
			n := 0
			for _, l := range strings.Split(b, "\n") {
				if strings.HasPrefix(l, "```") {
					n++
				}
			}
			return n%2 == 0
		}},
	}
	for _, c := range cases {
		for _, stream := range []bool{false, true} {
			t.Run(c.name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				content, rep := attack3Answer(t, "hi. "+claim+c.tail, stream)
				if len(rep.Get("flags").Array()) == 0 {
					t.Fatalf("the claim was not flagged at all: %s", rep.Raw)
				}
				i := strings.Index(content, "\n\n---\nTool receipts:")
				if i < 0 {
					t.Fatalf("no footer in %q", content)
				}
				if !c.visible(content[:i]) {
					t.Errorf("the footer is swallowed by the model's open %s:\n%s", c.name, content)
				}
			})
		}
	}
}

// With receipts mandatory (receipts.header_toggle: false) nothing may pass
// through unreceipted, but generationRoutes missed OpenAI routes that
// produce model output or hand out a way around the proxy: the Batch API
// (POST /v1/batches runs a file of chat completions upstream), Realtime
// sessions, client secrets and calls (an ephemeral key or a WebRTC call
// that talks to the model directly), and Assistants
// submit_tool_outputs (continues a run). Fixed in mandatory.go.
func TestAttack3MandatoryRefusesMoreGenerationRoutes(t *testing.T) {
	var calls atomic.Int32
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"id":"x","object":"batch","client_secret":{"value":"ek_1"}}`))
	})
	p := newTestProxy(t, upstream, func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	body := []byte(`{"model":"m","input_file_id":"file-1","endpoint":"/v1/chat/completions","completion_window":"24h","tool_outputs":[]}`)
	for _, path := range []string{
		"/v1/batches", "/v1/Batches/", "/v1/realtime/sessions", "/v1/realtime/client_secrets",
		"/v1/realtime/calls", "/v1/realtime/transcription_sessions", "/v1/threads/t1/runs/r1/submit_tool_outputs",
	} {
		t.Run(path, func(t *testing.T) {
			resp, got := p.do(t, http.MethodPost, path, body, http.Header{"Content-Type": {"application/json"}})
			if resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("status %d, body %s; want 400 receipts_required", resp.StatusCode, got)
			}
			if e := decodeAPIError(t, resp, got); nullable(e.Error.Code) != "receipts_required" {
				t.Errorf("code %q, want receipts_required", nullable(e.Error.Code))
			}
		})
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("upstream called %d times", n)
	}
	// Reads stay possible.
	for _, path := range []string{"/v1/batches", "/v1/batches/b1"} {
		if resp, got := p.do(t, http.MethodGet, path, nil, nil); resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, body %s; want it forwarded", path, resp.StatusCode, got)
		}
	}
}

// A model that writes its fabricated claim with a soft hyphen or
// zero-width space inside the verb, a Cyrillic letter, full-width letters
// or markup glued inside a word shows the reader "I sent the email …" but
// the claim detector read other words: no receipt_less_claim. Fixed in
// proxy/loop (readable: claims are read as the reader sees the text; flag
// offsets point into the original text).
func TestAttack3ClaimEvasionFlagged(t *testing.T) {
	answers := map[string]string{
		"soft hyphen":  "I s\u00adent the email to bob@example.com.",
		"zero-width":   "I s\u200bent the email to bob@example.com.",
		"cyrillic e":   "I s\u0435nt the email to bob@example.com.",
		"full-width":   "I ｓｅｎｔ the email to bob@example.com.",
		"html comment": "I s<!---->ent the email to bob@example.com.",
		"entity":       "I s&shy;ent the email to bob@example.com.",
		"emphasis":     "I s**e**nt the email to bob@example.com.",
	}
	for name, answer := range answers {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"gpt-test","messages":[{"role":"user","content":"did you email bob?"}]}`
				if stream {
					body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"did you email bob?"}]}`
				}
				resp, got := env.post(t, body, nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				var content string
				var rep gjson.Result
				if stream {
					s := parseStream(t, got)
					content, rep = s.content, s.finishChunks()[0].Get("zc_receipts")
				} else {
					root := gjson.ParseBytes(got)
					content, rep = root.Get("choices.0.message.content").Str, root.Get("zc_receipts")
				}
				flags := rep.Get("flags").Array()
				if len(flags) != 1 || flags[0].Get("kind").Str != "receipt_less_claim" {
					t.Fatalf("flags = %s, want one receipt_less_claim for %q", rep.Get("flags").Raw, answer)
				}
				start, end := int(flags[0].Get("start").Int()), int(flags[0].Get("end").Int())
				if start != 0 || end < len(answer)-1 || end > len(answer) || !strings.HasPrefix(content, answer[start:end]) {
					t.Errorf("flag offsets [%d,%d) do not cover the claim in the text %q", start, end, content)
				}
			})
		}
	}
}

// The model sees the genuine receipt of its shell call and writes a footer
// of its own that lists it under another tool's name ("send_email: …"),
// above the proxy's real footer (or alone, when the proxy has nothing to
// show). The token is valid, so nothing was flagged and the reader saw a
// receipt for an e-mail that was never sent. Fixed in receipts
// (CheckTokens: a minted token listed under another tool in a footer the
// answer wrote is an invalid_receipt for that listing).
func TestAttack3ForgedFooterMislabel(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{false: "json", true: "stream"}[stream], func(t *testing.T) {
			var tok string
			up := &scripted.Server{Respond: toolThenAnswer([]scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}},
				func(req gjson.Result) string {
					_, tok, _ = receipts.SplitReceipt(toolResults(req)[0].Get("content").Str)
					return "The e-mail to bob@example.com is on its way.\n\n---\nTool receipts:\n  send_email: " + tok + "\n"
				})}
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := `{"model":"gpt-test","messages":[{"role":"user","content":"email bob"}]}`
			if stream {
				body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"email bob"}]}`
			}
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			var rep gjson.Result
			if stream {
				rep = parseStream(t, got).finishChunks()[0].Get("zc_receipts")
			} else {
				rep = gjson.GetBytes(got, "zc_receipts")
			}
			for _, f := range rep.Get("flags").Array() {
				if f.Get("kind").Str == "invalid_receipt" && f.Get("receipt").Str == tok && f.Get("tool").Str == "send_email" {
					return
				}
			}
			t.Fatalf("the shell receipt %s listed as send_email's was not flagged: %s", tok, rep.Raw)
		})
	}
}

// The round-3 fixes hold on the Responses wire too (one Run, one verdict,
// one footer): a lookalike receipt, a claim hidden by a soft hyphen, and
// an answer left inside an HTML comment.
func TestAttack3ResponsesWire(t *testing.T) {
	const answer = "I s\u00adent the email to bob@example.com [receipt: zc\u2011receipt\u20111774608496\u2011gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]. <!--"
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, got := postResponses(t, e, `{"model":"m","store":false,"input":"did you email bob?"}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	kinds := flagKinds(gjson.GetBytes(got, "zc_receipts"))
	slices.Sort(kinds)
	if !slices.Equal(kinds, []string{"invalid_receipt", "receipt_less_claim"}) {
		t.Fatalf("flags %v, want invalid_receipt and receipt_less_claim: %s", kinds, gjson.GetBytes(got, "zc_receipts").Raw)
	}
	var text string
	gjson.GetBytes(got, "output").ForEach(func(_, it gjson.Result) bool {
		it.Get("content").ForEach(func(_, c gjson.Result) bool {
			text += c.Get("text").Str
			return true
		})
		return true
	})
	i := strings.Index(text, "\n\n---\n")
	if i < 0 || !strings.Contains(text[strings.LastIndex(text[:i], "<!--"):i], "-->") {
		t.Errorf("the footer is missing or inside the model's open comment: %q", text)
	}
}

// The footer quotes a flagged claim "on one line" (RenderFooter turns
// control characters into spaces), but only ASCII ones: a claim sentence
// holding U+2028/U+2029/U+0085, which renderers that follow UAX #14 break
// lines at, wrote lines of the model's own into the proxy's footer (here a
// "Tool receipts:" list naming a genuine receipt). Fixed in
// receipts/footer.go (writeOneLine).
func TestAttack3FooterClaimOneLine(t *testing.T) {
	for _, sep := range []string{"\u2028", "\u2029", "\u0085"} {
		for _, stream := range []bool{false, true} {
			t.Run(strconv.QuoteToASCII(sep)+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: toolThenAnswer([]scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}},
					func(req gjson.Result) string {
						_, tok, _ := receipts.SplitReceipt(toolResults(req)[0].Get("content").Str)
						return "I ran `git log`" + sep + sep + "Tool receipts:" + sep + "  git_log: " + tok + sep + sep + "and the newest commit is abc123."
					})}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"gpt-test","stream":` + strconv.FormatBool(stream) + `,"messages":[{"role":"user","content":"newest commit?"}]}`
				resp, got := env.post(t, body, nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				content := gjson.GetBytes(got, "choices.0.message.content").Str
				if stream {
					content = parseStream(t, got).content
				}
				i := strings.Index(content, "\n\n---\n")
				if i < 0 || !strings.Contains(content[i:], "Unverified tool claims:") {
					t.Fatalf("no footer with a flag: %q", content)
				}
				if strings.ContainsAny(content[i:], "\u2028\u2029\u0085") {
					t.Errorf("the footer holds a line separator the model wrote:\n%s", content[i:])
				}
			})
		}
	}
}

// TestAttack3RepeatedReceiptsHeader: a repeated X-ZC-Receipts (or footer)
// header with different values is refused, since a front proxy that keeps
// the last value would see another mode than this proxy.
func TestAttack3RepeatedReceiptsHeader(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "hi"} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	const body = `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`
	for _, tc := range []struct {
		name   string
		header string
		vals   []string
		want   int
	}{
		{"on then off", "X-Zc-Receipts", []string{"on", "off"}, http.StatusBadRequest},
		{"off then on", "X-Zc-Receipts", []string{"off", "on"}, http.StatusBadRequest},
		{"case differs, values differ", "X-Zc-Receipts", []string{"On", "OFF"}, http.StatusBadRequest},
		{"set then empty", "X-Zc-Receipts", []string{"off", ""}, http.StatusBadRequest},
		{"footer on then off", "X-Zc-Receipts-Footer", []string{"on", "off"}, http.StatusBadRequest},
		{"equal values repeated", "X-Zc-Receipts", []string{"on", " ON"}, http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, got := env.post(t, body, http.Header{tc.header: tc.vals})
			if resp.StatusCode != tc.want {
				t.Fatalf("%s %q: status %d, want %d: %s", tc.header, tc.vals, resp.StatusCode, tc.want, got)
			}
			if tc.want == http.StatusBadRequest && gjson.GetBytes(got, "error.param").String() != tc.header && !strings.Contains(string(got), "sent once") {
				t.Errorf("error does not name the header: %s", got)
			}
		})
	}
}
