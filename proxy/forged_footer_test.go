package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// attack4Forged are answers that end in a footer the model wrote itself,
// naming tools it never ran, with no receipt token anywhere.
var attack4Forged = map[string]string{
	"plain":      "The backup finished.\n\n---\nTool receipts:\n  backup_db: done\n  deploy: ok\n",
	"bold":       "The backup finished.\n\n---\n**Tool receipts**:\n- backup_db ✓\n",
	"table":      "The backup finished.\n\n## Tool receipts\n| tool | status |\n|---|---|\n| backup_db | ✓ |\n",
	"homoglyphs": "The backup finished.\n\n---\nТооl rесеiрts:\n  backup_db: done\n",
}

// Attack round 4 (the gap left open in round 3): a model that writes its
// own "Tool receipts:" block with no token in it. Nothing was flagged, so
// the proxy appended no footer and the reader saw only the forged one,
// which reads as the proxy's. Now every entry of it is a
// receipt_less_claim (reason footer_without_receipt), and the proxy's own
// footer follows, saying the list is the answer's.
func TestAttack4ForgedFooterChat(t *testing.T) {
	for name, answer := range attack4Forged {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"gpt-test","messages":[{"role":"user","content":"back up the db"}]}`
				if stream {
					body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up the db"}]}`
				}
				resp, got := env.post(t, body, nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				var content string
				var rep gjson.Result
				if stream {
					s := parseStream(t, got)
					fin := s.finishChunks()
					if len(fin) != 1 {
						t.Fatalf("%d finish chunks", len(fin))
					}
					content, rep = s.content, fin[0].Get("zc_receipts")
				} else {
					root := gjson.ParseBytes(got)
					content, rep = root.Get("choices.0.message.content").Str, root.Get("zc_receipts")
				}
				attack4CheckForged(t, answer, content, rep)
			})
		}
	}
}

// The same over the Responses API.
func TestAttack4ForgedFooterResponses(t *testing.T) {
	for name, answer := range attack4Forged {
		t.Run(name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := postResponses(t, env, `{"model":"gpt-test","input":"back up the db"}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			root := gjson.ParseBytes(got)
			var content string
			for _, item := range root.Get("output").Array() {
				for _, part := range item.Get("content").Array() {
					content += part.Get("text").Str
				}
			}
			attack4CheckForged(t, answer, content, root.Get("zc_receipts"))
		})
	}
}

func attack4CheckForged(t *testing.T, answer, content string, rep gjson.Result) {
	t.Helper()
	n := 0
	for _, f := range rep.Get("flags").Array() {
		if f.Get("kind").Str == receipts.FlagReceiptLessClaim && strings.Contains(f.Get("text").Str, "backup_db") {
			n++
		}
	}
	if n == 0 {
		t.Fatalf("the forged footer entry for backup_db is not flagged; zc_receipts = %s", rep.Raw)
	}
	if !strings.HasPrefix(content, answer) || !strings.Contains(content[len(answer):], "Unverified tool claims:") {
		t.Fatalf("no proxy footer after the forged one:\n%s", content)
	}
}

// Attack round 4: an answer that ends inside an element hidden by an
// attribute ("<div hidden>", "<span style=display:none>") swallowed the
// proxy's footer in an HTML or Markdown view. Fixed in receipts.FooterLead.
func TestAttack4FooterNotHiddenByAttribute(t *testing.T) {
	const claim = "I ran `git log` and the newest commit is abc123."
	for _, tail := range []string{"\n\n<div hidden>", " <span style=\"display:none\">", "\n\n<dialog>"} {
		for _, stream := range []bool{false, true} {
			content, rep := attack3Answer(t, "hi. "+claim+tail, stream)
			if len(rep.Get("flags").Array()) == 0 {
				t.Fatalf("the claim was not flagged: %s", rep.Raw)
			}
			i := strings.Index(content, "\n\n---\n")
			if i < 0 {
				t.Fatalf("no footer in %q", content)
			}
			name := strings.Fields(strings.Trim(tail, "\n <>"))[0]
			if !strings.Contains(content[:i], "</"+name+">") {
				t.Errorf("tail %q: the footer is inside the model's open element:\n%s", tail, content)
			}
		}
	}
}
