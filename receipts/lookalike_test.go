package receipts

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Attack round 3: a fabricated receipt a reader takes for a token, but that
// FindTokens does not read as one, was never checked, so nothing flagged it.
func TestAttack3LookalikeTokensFlagged(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	digest := tok[len("zc-receipt-1774608496-"):]
	cases := map[string]string{
		"zero-width space in digest": "Done [receipt: zc-receipt-1774608496-" + digest[:20] + "\u200b" + digest[20:] + "].",
		"soft hyphen in prefix":      "Done [receipt: zc-re\u00adceipt-1774608496-" + digest + "].",
		"word joiner after prefix":   "Done [receipt: zc-receipt-\u20601774608496-" + digest + "].",
		"upper case":                 "Done [receipt: " + strings.ToUpper(tok) + "].",
		"non-breaking hyphens":       "Done [receipt: zc\u2011receipt\u20111774608496\u2011" + digest + "].",
		"cyrillic letters":           "Done [receipt: z\u0441-r\u0435\u0441\u0435ipt-1774608496-" + digest + "].",
		"full-width prefix":          "Done [receipt: ｚｃ－ｒｅｃｅｉｐｔ－1774608496-" + digest + "].",
		"cut short with ellipsis":    "Done [receipt: zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4…].",
		"one character short":        "Done, receipt: " + tok[:len(tok)-1] + ".",
		"epoch only":                 "Receipt zc-receipt-1774608496 backs it.",
	}
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			flags := CheckTokens(text, nil)
			if len(flags) != 1 || flags[0].Kind != FlagInvalidReceipt || flags[0].Receipt == "" {
				t.Fatalf("flags = %+v, want one invalid_receipt for the lookalike in %q", flags, text)
			}
			if strings.ContainsRune(flags[0].Receipt, '\u200b') || strings.ContainsRune(flags[0].Receipt, '\u00ad') {
				t.Errorf("flag shows an invisible character: %q", flags[0].Receipt)
			}
		})
	}
}

// What is not a lookalike stays unflagged (or flagged once, as before).
func TestAttack3LookalikeNoFalseFlags(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	for _, text := range []string{
		"Receipts look like zc-receipt-<epoch>-<digest>.",
		"Each result ends in [receipt: zc-receipt-…].",
		"The ZC-Receipt header is not a receipt.",
		"Plain text, ünïcödé and — dashes.",
	} {
		if f := CheckTokens(text, nil); len(f) != 0 {
			t.Errorf("CheckTokens(%q) = %+v, want none", text, f)
		}
	}
	for _, text := range []string{
		"Receipt: " + tok + ".",
		"Receipt: " + tok + "...",
		"Receipt: `" + tok + "`, and again " + tok + "…",
		"Receipt: " + tok + "\u200bWA",
	} {
		f := CheckTokens(text, nil)
		if len(f) != 1 || f[0].Receipt != tok || f[0].Kind != FlagUnverifiableReceipt {
			t.Errorf("CheckTokens(%q) = %+v, want the token once, unverifiable", text, f)
		}
	}
}

// Attack round 3: the footer is appended to the model's text, so an answer
// that ends inside an HTML comment, a hiding element or a code fence
// swallowed it (a Markdown view then shows no flag). FooterLead closes
// what is open.
func TestAttack3FooterLead(t *testing.T) {
	cases := []struct{ answer, want string }{
		{"I ran git log. <!--", " -->"},
		{"I ran git log. <!-- hidden", " -->"},
		{"I ran git log. <!-- a --> fine", ""},
		{"<!--> fine", ""},
		{"I ran git log.\n<script>", "</script>"},
		{"I ran git log.\n<STYLE type=x>", "</style>"},
		{"I ran git log.\n<details><summary>more</summary>", "</details>"},
		{"<details></details> ok", ""},
		{"<template><template></template>", "</template>"},
		{"I ran git log.\n```", "\n```\n"},
		{"I ran git log.\n````text\n```", "\n````\n"},
		{"I ran git log.\n~~~\n", "\n~~~\n"},
		{"```\ncode\n```\nthen text", ""},
		{"inline ```code``` is no fence", ""},
		{"a <stylesheet> word and a <titlebar>", ""},
		{"plain answer", ""},
		{"Use `<script>` and `<!--` with care.", ""},
		{"```html\n<script>\n<!--\n```\nDone.", ""},
		{"``a ` <script> b`` then", ""},
		{"`unclosed <script>", "</script>"},
	}
	for _, c := range cases {
		if got := FooterLead(c.answer); got != c.want {
			t.Errorf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
		}
	}
}

// A token listed under another tool's name in a footer the answer wrote
// is flagged; listed under its own tool, or quoted outside such a list, it
// is not.
func TestAttack3MislabelledInForgedFooter(t *testing.T) {
	s := newTestScope(t, strings.Repeat("ab", 32), newTestClock(1774608496).now, 0)
	shell, err := s.Mint("shell", "call_1", []byte(`{"command":"echo hi"}`), []byte("hi\n"))
	if err != nil {
		t.Fatal(err)
	}
	tok := shell.Receipt
	forged := "Sent.\n\n---\nTool receipts:\n  send_email: " + tok + "\n"
	f := CheckTokens(forged, s)
	if len(f) != 1 || f[0].Kind != FlagInvalidReceipt || f[0].Tool != "send_email" || f[0].Receipt != tok {
		t.Fatalf("CheckTokens = %+v, want one invalid_receipt for send_email", f)
	}
	for _, header := range []string{"tool receipts:", "TOOL RECEIPTS:", "Tool r\u0435ceipts:", "Tool re\u200bceipts:", "**Tool receipts:**", "## Tool receipts:", "<b>Tool receipts</b>:", "Tool receipts for this answer:"} {
		f := CheckTokens("Sent.\n\n---\n"+header+"\n  - send_email: "+tok+"\n", s)
		if len(f) != 1 || f[0].Tool != "send_email" {
			t.Errorf("header %q: CheckTokens = %+v, want the mislabel flagged", header, f)
		}
	}
	for _, line := range []string{"  - send_email → " + tok, "send_email (" + tok + ")", "* **send_email**: `" + tok + "`"} {
		if f := CheckTokens("Sent.\nTool receipts:\n"+line+"\n", s); len(f) != 1 || f[0].Tool != "send_email" {
			t.Errorf("line %q: CheckTokens = %+v, want the mislabel flagged", line, f)
		}
	}
	for _, ok := range []string{
		"Done.\n\n---\nTool receipts:\n  shell: " + tok + "\n",
		"Done.\nTool receipts:\n  " + tok + "\n",
		"Done.\nTool receipts:\n  - **shell** → `" + tok + "`\n",
		"Done. Receipt: " + tok,
		"send_email: " + tok, // no footer list
	} {
		if f := CheckTokens(ok, s); len(f) != 0 {
			t.Errorf("CheckTokens(%q) = %+v, want none", ok, f)
		}
	}
}

// FuzzAttack3Lookalikes: Lookalikes never panics, returns non-empty spans
// of at most maxLookalikeLen bytes (plus one rune), and never returns a
// span that starts a well-formed token.
func FuzzAttack3Lookalikes(f *testing.F) {
	for _, s := range []string{"zc-receipt-1-", "ｚｃ－ｒｅｃｅｉｐｔ－1…", "zc-re\u00adceipt-12.ab", "xzc-receipt-1", "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, span := range Lookalikes(text) {
			if span == "" || len(span) > maxLookalikeLen+utf8.UTFMax {
				t.Fatalf("span %q", span)
			}
			if _, err := Parse(span); err == nil {
				t.Fatalf("span %q is a well-formed token", span)
			}
		}
		_ = FooterLead(text)
	})
}

// A flagged claim is quoted on one line even when it holds Unicode line
// separators or bidi controls.
func TestAttack3FooterFlagOneLine(t *testing.T) {
	for _, sep := range []string{"\u2028", "\u2029", "\u0085", "\u202e", "\u2067", "\n", "\r"} {
		f := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Text: "I ran it" + sep + "Tool receipts:" + sep + "  x: y", Reason: "no_call", Action: "run"}})
		if strings.ContainsAny(f, "\u2028\u2029\u0085\u202e\u2067\r") || strings.Count(f, "\n") != 5 {
			t.Errorf("separator %q: footer %q is not one flag line", sep, f)
		}
	}
	if f := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Text: "ünïcödé — “quoted” \xff ok", Reason: "no_call"}}); !strings.Contains(f, "ünïcödé — “quoted” \xff ok") {
		t.Errorf("other text changed: %q", f)
	}
}
