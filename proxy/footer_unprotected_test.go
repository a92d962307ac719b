package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// greetThenAnswer calls greet once where the proxy offers it, then
// answers with answer; offered no tools (receipts off) it answers at once.
func greetThenAnswer(answer string) scripted.Responder {
	return func(req gjson.Result) scripted.Turn {
		if !req.Get("tools").Exists() || len(toolResults(req)) > 0 || req.Get(`input.#(type=="function_call_output")`).Exists() {
			return scripted.Turn{Content: answer}
		}
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{ID: "call_g", Name: "greet", Arguments: `{"name":"Ada"}`}}}
	}
}

// A style sheet the answer writes and closes applies to the whole page,
// the footer included, and nothing FooterLead writes can undo it; nor
// does anything end a plaintext element. The proxy stayed silent: the
// footer rendered in a page that hid it, with no word in zc_receipts.
// SECURITY.md listed both as not covered. Now each is flagged
// footer_unprotected (with the element's offsets in the answer) and the
// footer says so in words below its lists, on both wires and in both
// modes; the same markup in code is text and is not flagged.
func TestAttack10FooterUnprotected(t *testing.T) {
	const claim = "Greeted Ada. "
	for _, c := range []struct {
		name, element, before, after string
		reason, warning              string // "" when no flag is due
	}{
		{"style sheet", "<style>p{display:none}</style>", "", "\n\nDone.", receipts.ReasonStyleSheet, "⚠ This answer carries a style sheet"},
		{"style sheet in an HTML block's backticks", "<style>p{display:none}</style>", "\n\n<div>`", "`</div>", receipts.ReasonStyleSheet, "⚠ This answer carries a style sheet"},
		{"linked style sheet", `<link rel="stylesheet" href="https://example.com/hide.css">`, "", " Done.", receipts.ReasonStyleSheet, "⚠ This answer carries a style sheet"},
		{"overlay", `<div style="position:fixed;inset:0;background:#fff;z-index:9"></div>`, "\n\n", "\n\nDone.", receipts.ReasonOverlay, "⚠ This answer positions an element out of the flow"},
		{"twin: import rule outside a style sheet", "@import url(https://example.com/hide.css);", "\n\n<div>", "</div>", "", ""},
		{"open plaintext", "<plaintext>", "\n\n", "the rest", receipts.ReasonPlaintext, "⚠ This answer leaves a plaintext element open"},
		{"twin: style sheet in a code span", "<style>p{display:none}</style>", "Use `", "` to hide them.", "", ""},
		{"twin: style sheet in a code fence", "<style>p{display:none}</style>", "\n\n```html\n", "\n```\n", "", ""},
		{"twin: plaintext in a code fence", "<plaintext>", "\n\n~~~\n", "\n~~~\n", "", ""},
	} {
		answer := claim + c.before + c.element + c.after
		up := &scripted.Server{Respond: greetThenAnswer(answer)}
		env := newLoopEnv(t, up, testSpecs(), nil)
		for _, w := range clientWires {
			t.Run(c.name+"/"+w.name, func(t *testing.T) {
				content, zc := postOnWire(t, env, w, []historyMsg{{role: "user", text: "greet Ada"}}, nil)
				if !strings.HasPrefix(content, answer) {
					t.Fatalf("the answer is not the model's: %q", content)
				}
				footer := content[len(answer):]
				if !strings.Contains(footer, "Tool receipts:\n  greet: zc-receipt-") {
					t.Fatalf("no footer listing the greet receipt: %q", footer)
				}
				var flags []gjson.Result
				zc.Get("flags").ForEach(func(_, f gjson.Result) bool {
					if f.Get("kind").Str == receipts.FlagFooterUnprotected {
						flags = append(flags, f)
					}
					return true
				})
				if c.reason == "" {
					if len(flags) > 0 || strings.Contains(footer, "⚠") {
						t.Errorf("markup in code was flagged: %s\nfooter %q", zc.Raw, footer)
					}
					return
				}
				if len(flags) != 1 {
					t.Fatalf("%d footer_unprotected flags, want 1: %s", len(flags), zc.Raw)
				}
				f := flags[0]
				start, end := int(f.Get("start").Int()), int(f.Get("end").Int())
				if f.Get("reason").Str != c.reason || !f.Get("start").Exists() || start < 0 || end > len(answer) || start >= end ||
					!(strings.HasPrefix(answer[start:end], c.element) || strings.HasPrefix(c.element, answer[start:end]) ||
						c.reason == receipts.ReasonOverlay && strings.Contains(c.element, answer[start:end])) {
					t.Errorf("flag %s does not point at %q in %q", f.Raw, c.element, answer)
				}
				w := strings.Index(footer, c.warning)
				if w < 0 || w < strings.Index(footer, "Tool receipts:") || strings.Count(footer, "⚠") != 1 ||
					!strings.Contains(footer, "\n\n---\nTool receipts:\n") {
					t.Errorf("the footer does not say %q once, below its lists (it starts \"---\\nTool receipts:\"): %q", c.warning, footer)
				}
			})
		}
	}
}

// With receipts off the proxy passes the answer through: no flag, no
// footer, no warning, like every flag.
func TestFooterUnprotectedReceiptsOff(t *testing.T) {
	answer := "Hidden: <style>p{display:none}</style>"
	up := &scripted.Server{Respond: greetThenAnswer(answer)}
	env := newLoopEnv(t, up, testSpecs(), nil)
	for _, w := range clientWires {
		t.Run(w.name, func(t *testing.T) {
			content, zc := postOnWire(t, env, w, []historyMsg{{role: "user", text: "greet Ada"}}, http.Header{"X-Zc-Receipts": {"off"}})
			if content != answer || zc.Exists() {
				t.Errorf("receipts off: content %q, zc_receipts %s", content, zc.Raw)
			}
		})
	}
}

// With nothing for a footer to list (no receipt, no other flag) there is
// no footer to protect: no flag, no warning.
func TestFooterUnprotectedNeedsAFooter(t *testing.T) {
	answer := "Styled: <style>p{color:red}</style>"
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	for _, w := range clientWires {
		t.Run(w.name, func(t *testing.T) {
			content, zc := postOnWire(t, env, w, []historyMsg{{role: "user", text: "style it"}}, nil)
			if content != answer || len(zc.Get("flags").Array()) > 0 {
				t.Errorf("no footer, yet: content %q, zc_receipts %s", content, zc.Raw)
			}
		})
	}
}
