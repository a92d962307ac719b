package readable

import (
	"strings"
	"testing"
)

// Markup a renderer shows as nothing, or as a line break, is read as it
// renders; styled letters read as their ASCII letter (attack round 8,
// finding 10).
func TestTextReadsMarkupAsRendered(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"br", "I sent<br>the mail", "I sent\nthe mail"},
		{"br/", "I sent<br/>the mail", "I sent\nthe mail"},
		{"li", "ok</li><li>I sent", "ok\nI sent"},
		{"div", "ok</div><div>I sent", "ok\nI sent"},
		{"summary", "ok</summary>I sent", "ok\nI sent"},
		{"inline tag", "I s<b></b>ent", "I sent"},
		{"short comment", "I s<!-->ent", "I sent"},
		{"short comment 2", "I s<!--->ent", "I sent"},
		{"declaration", "I s<!x>ent", "I sent"},
		{"pi", "I s<?x?>ent", "I sent"},
		{"cdata", "I s<![CDATA[]]>ent", "I sent"},
		{"quoted >", `I s<span title="a>b">ent`, "I sent"},
		{"tag over a line", "I s<span\n>ent", "I sent"},
		{"tag over two lines", "I s<span\n\n>ent", "I s<span\n\n>ent"},
		{"ZeroWidthSpace", "I s&ZeroWidthSpace;ent", "I sent"},
		{"InvisibleTimes", "I s&InvisibleTimes;ent", "I sent"},
		{"comment after a period", "I sent it.<!-- de la que -->", "I sent it."},
		{"long comment after a word", "I sent it<!-- " + strings.Repeat("de la ", 60) + "-->", "I sent it"},
		{"comment alone", "I sent it. <!-- x --> Done.", "I sent it.  Done."},
		{"unclosed comment", "I sent it. <!-- x", "I sent it. <!-- x"},
		{"math bold", "I 𝐬𝐞𝐧𝐭 it", "I sent it"},
		{"math sans italic", "I 𝘴𝘦𝘯𝘵 it", "I sent it"},
		{"circled", "I ⓢⓔⓝⓣ it", "I sent it"},
		{"squared", "I 🅂🄴🄽🅃 it", "I SENT it"},
		{"math digits", "𝟏𝟐", "12"},
		{"letterlike", "ℎ", "h"},
		{"less-than in text", "a < b, c<d", "a < b, c<d"},
		{"underscore bold", "I __sent__ the mail", "I sent the mail"},
		{"underscore italic", "I _sent_ it.", "I sent it."},
		{"snake_case kept", "run snake_case_name now", "run snake_case_name now"},
		{"path kept", "in /tmp/_cache ok", "in /tmp/_cache ok"},
		{"unpaired kept", "I _sent it", "I _sent it"},
		{"italic sentence closed after its stop", "Done.\n_I posted it to #ops._", "Done.\nI posted it to #ops."},
		{"italic sentence closed after its stop es", "_Lo he dejado en OPS-309._", "Lo he dejado en OPS-309."},
		{"italic closed after an accented letter", "_c'est envoyé_ ok", "c'est envoyé ok"},
		{"italic closed after a digit", "_gepostet um 16:40_", "gepostet um 16:40"},
		{"italic closed after a bracket", "_(enviado às 9h)_", "_(enviado às 9h)_"},
		{"stop after a space closes nothing", "_x ._ y", "_x ._ y"},
		{"stop before a word closes nothing", "_sent it._x", "_sent it._x"},
		{"identifier after a stop kept", "see file._name and _x", "see file._name and _x"},
		{"code span inside a word", "I s`e`nt it", "I sent it"},
		{"code span kept", "I ran `git log` here", "I ran `git log` here"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, _ := Text(c.in); got != c.want {
				t.Fatalf("Text(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// FuzzMarkupMatchers: the matchers never panic, never read past the text,
// and a glued unit is bounded (the look-ahead that keeps Text linear).
func FuzzMarkupMatchers(f *testing.F) {
	for _, s := range []string{"<!-->", "<!--->", "<?x?>", "<![CDATA[]]>", "<span title=\"a>b\">", "<span\n>", "<b\n\n>", "__a__", "s`e`nt", "&ZeroWidthSpace;", "***"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if s == "" {
			return
		}
		var m markup
		if n, _ := m.glued(s); n < 0 || n > len(s) || n > 2*maxTag {
			t.Fatalf("glued(%q) = %d", s, n)
		}
		if _, n := entity(s); n < 0 || n > len(s) || n > maxEntity {
			t.Fatalf("entity(%q) = %d", s, n)
		}
		for i := range s {
			if out, n := m.at(s, i, "a"); n < 0 || i+n > len(s) || len(out) > 4 {
				t.Fatalf("at(%q, %d) = %q, %d", s, i, out, n)
			}
		}
		Text(s)
	})
}
