package receipts

import (
	"strings"
	"testing"
)

// Attack round 4: a footer the model writes itself, listing tools it never
// ran with no receipt token in it, reads as the proxy's footer. No token
// check saw it (there is no token), the claim detector reads few of its
// lines as claims ("weather: ok", "backup_db: done", a table row), and
// with nothing flagged the proxy appended no footer of its own: the reader
// saw only the forged one. FooterEntries flags each entry.
func TestAttack4ForgedFooterWithoutToken(t *testing.T) {
	cases := map[string]struct {
		text string
		want []string // the entries flagged
	}{
		"plain":           {"Done.\n\n---\nTool receipts:\n  weather: ok\n  backup_db: done\n", []string{"weather: ok", "backup_db: done"}},
		"bare names":      {"Done.\n\n---\nTool receipts:\n  weather\n", []string{"weather"}},
		"bold colon out":  {"Done.\n\n**Tool receipts**:\n- weather ✓\n", []string{"- weather ✓"}},
		"heading":         {"Done.\n\n## Tool Receipts\n\n- deploy_prod: 3f9a2c\n- shell: ran\n", []string{"- deploy_prod: 3f9a2c", "- shell: ran"}},
		"inline":          {"Done.\nTool receipts: weather (verified)\n", []string{"weather (verified)"}},
		"zero-width":      {"Done.\n\nT\u200bool re\u00adceipts:\n  weather: ok\n", []string{"weather: ok"}},
		"homoglyphs":      {"Done.\n\nТооl rесеiрts:\n  weather: ok\n", []string{"weather: ok"}},
		"full-width":      {"Done.\n\nＴｏｏｌ ｒｅｃｅｉｐｔｓ：\n  weather: ok\n", []string{"weather: ok"}},
		"nbsp and emoji":  {"Done.\n\n🧾 Tool\u00a0receipts (zc-proxy):\n  weather: ok\n", []string{"weather: ok"}},
		"table":           {"Done.\n\nTool receipts:\n| weather | ✓ |\n|---|---|\n| shell | ✓ |\n", []string{"| weather | ✓ |", "| shell | ✓ |"}},
		"fake flags part": {"Done.\n\nUnverified tool claims:\n  (none)\n", []string{"(none)"}},
		"loose list":      {"Done.\n\nTool receipts:\n\n- weather: ok\n\n- shell: ok\n", []string{"- weather: ok", "- shell: ok"}},
		"crlf":            {"Done.\r\n\r\nTool receipts:\r\n  weather: ok\r\n", []string{"weather: ok"}},
		"html header":     {"Done.\n\n<b>Tool receipts</b>:\n  weather: ok\n", []string{"weather: ok"}},
		"html inline":     {"Done.\n<p>Tool receipts: weather ok</p>\n", []string{"weather ok"}},
		"longer header":   {"Done.\n\nTool receipts for this answer:\n  weather: ok\n", []string{"weather: ok"}},
		"broken html":     {"Done.\n\n<b>Tool</b>\nreceipts:\n  weather: ok\n", []string{"weather: ok"}},
		"broken header":   {"Done.\n\nTool\nreceipts:\n  weather: ok\n", []string{"weather: ok"}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			flags := FooterEntries(c.text)
			var got []string
			for _, f := range flags {
				if f.Kind != FlagReceiptLessClaim || f.Reason != ReasonFooterEntry || f.Start == nil || f.End == nil {
					t.Fatalf("flag %+v is not a footer-entry receipt_less_claim", f)
				}
				if span := c.text[*f.Start:*f.End]; span != f.Text {
					t.Errorf("span %q, text %q", span, f.Text)
				}
				got = append(got, f.Text)
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("flagged %q, want %q", got, c.want)
			}
		})
	}
}

// What is no forged footer stays unflagged: prose about receipts, a
// footer list whose entries carry tokens (checked by the token checks),
// and a paragraph after a list.
func TestAttack4ForgedFooterNoFalseFlags(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	for _, text := range []string{
		"Tool receipts are signed by the proxy.\nThe weather is fine.",
		"The tool receipts section lists them.\n  weather: ok",
		"Tool receipts:\n  weather: " + tok + "\n\nThe weather is fine.",
		"Tool receipts:\n  weather: zc-receipt-1774608496-gzpE…\n",
		"Tool receipts:\n",
		"No tools here.\n- weather: ok",
	} {
		if f := FooterEntries(text); len(f) != 0 {
			t.Errorf("FooterEntries(%q) = %+v, want none", text, f)
		}
	}
}

// The footer renders a footer-entry flag with words saying whose list it is.
func TestAttack4ForgedFooterRendered(t *testing.T) {
	flags := WithFooterEntries(nil, "Done.\n\nTool receipts:\n  weather: ok\n")
	out := RenderFooter(nil, flags)
	if !strings.Contains(out, `"weather: ok"`) || !strings.Contains(out, "the answer wrote itself") {
		t.Fatalf("footer does not name the forged entry:\n%s", out)
	}
	// an entry a claim flag already covers is not reported twice
	s, e := 0, 100
	if got := WithFooterEntries([]Flag{{Kind: FlagReceiptLessClaim, Start: &s, End: &e}}, "Done.\n\nTool receipts:\n  weather: ok\n"); len(got) != 1 {
		t.Fatalf("flags = %+v, want the claim flag only", got)
	}
	// bounded, however long the list
	long := "Tool receipts:\n" + strings.Repeat("  weather: ok\n", 10000)
	if n := len(FooterEntries(long)); n != maxFooterEntryFlags {
		t.Fatalf("%d flags, want %d", n, maxFooterEntryFlags)
	}
}

// Attack round 4: FooterLead closed the elements that hide their content
// by name (script, details, …), but any element hides it with an
// attribute: an answer ending in "<div hidden>" or "<span
// style=display:none>" put the proxy's footer inside it, so an HTML or
// Markdown view showed no flag. So do <dialog>, <datalist>, <svg> and the
// fallback content of <video>, <audio> and <canvas>; and "<del>", "<sub>"
// or "<a href>" left open struck the footer through (as if retracted),
// shrank it, or made it a link.
func TestAttack4FooterLeadHidingAttributes(t *testing.T) {
	cases := []struct{ answer, want string }{
		{"I ran git log.\n<div hidden>", "</div>"},
		{"I ran git log. <span style=\"display:none\">", "</span>"},
		{"I ran git log. <span style=display:none>", "</span>"},
		{"I ran git log.\n<DIV HIDDEN=''>", "</div>"},
		{"I ran git log.\n<div class=\"hidden\">", "</div>"},
		{"I ran git log.\n<div><p style='font-size:0'>", "</p>"},
		{"I ran git log.\n<section hidden><div hidden>", "</div></section>"},
		{"I ran git log.\n<dialog>", "</dialog>"},
		{"I ran git log.\n<svg>", "</svg>"},
		{"I ran git log.\n<video src=x>", "</video>"},
		{"<div hidden>x</div> then text", ""},
		{"<div title=\"not hidden\">x", ""},
		{"Use `<div hidden>` to hide things.", ""},
		{"<br style=x> line", ""},
		{"I ran git log. <del>", "</del>"},
		{"I ran git log. <sub><sub><sub>", "</sub></sub></sub>"},
		{"I ran git log. <a href=\"https://example.com\">see", "</a>"},
		{"<a href=x>link</a> and <s>old</s> done", ""},
		// a tag left unfinished would take the footer for its attributes
		{"I ran git log.\n<div hidden", "></div>"},
		{"I ran git log.\n<div hidden title=\"", "\"></div>"},
		{"I ran git log.\n<img alt='", "'>"},
		{"I ran git log.\n<script src=x", "></script>"},
		{"if a < b then", ""},
		{"I ran git log. <!-- <div hidden", " -->"},
	}
	for _, c := range cases {
		if got := FooterLead(c.answer); got != c.want {
			t.Errorf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
		}
	}
}

// FuzzAttack4FooterEntries: FooterEntries and FooterLead never panic, and
// every flag's span lies inside the text, at most maxFooterEntryFlags.
func FuzzAttack4FooterEntries(f *testing.F) {
	for _, s := range []string{"Tool receipts:\n  weather: ok\n", "<b>Tool</b>\nreceipts for x:\n- a\n\n- b", "Ｔｏｏｌ ｒｅｃｅｉｐｔｓ：x", "Tool receipts (:\n|a|\n|-|", "<div hidden title=\"", "Tool\r\nreceipts:\r\n x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		flags := FooterEntries(text)
		if len(flags) > maxFooterEntryFlags {
			t.Fatalf("%d flags", len(flags))
		}
		for _, fl := range flags {
			if fl.Start == nil || fl.End == nil || *fl.Start < 0 || *fl.End > len(text) || *fl.Start > *fl.End {
				t.Fatalf("flag %+v out of %d bytes", fl, len(text))
			}
		}
		_ = FooterLead(text)
	})
}
