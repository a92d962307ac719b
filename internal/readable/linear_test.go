package readable

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// Every look-ahead Text makes from one position is bounded: for each
// hostile unit repeated, four times the text takes about four times as
// long, not sixteen.
func TestTextLinearOnHostileUnits(t *testing.T) {
	for name, unit := range map[string]string{
		"entity no ;":           "a&",
		"entity long name":      "a&abcdefghijklmnopqrstuvwxyz",
		"comment open":          "a<!--",
		"comment unclosed":      "a<!-- x ",
		"tag unclosed":          "a<b ",
		"tag quoted":            "a<b title=\"",
		"decl":                  "a<!x",
		"pi":                    "a<?x",
		"cdata":                 "a<![CDATA[",
		"stars":                 "a*",
		"underscores":           "a_",
		"underscore opens":      " _a",
		"underscore runs":       " __a b",
		"backticks":             "a`",
		"tags no word":          "a<b><b><b>. ",
		"invisible run":         "a<b>\u200b\u200b\u200b",
		"hidden unclosed":       "a<span hidden>",
		"hidden nested":         "<div hidden><div>",
		"hidden closers":        "<i hidden>x</b>",
		"script unclosed":       "<script>a</",
		"comment in scan":       "<b hidden><!--",
		"details":               "<details><summary>",
		"bdo unclosed":          "<bdo dir=rtl>ab",
		"rlo":                   "\u202Eab",
		"rlo lines":             "\u202Ea\n",
		"amps and rlo ref":      "a&amp;&#x202E;b&",
		"code spans":            "``a`<b hidden>",
		"fence lines":           "```\n<b hidden>\n",
		"ref defs":              "[a]: #\n",
		"ref def titles":        "[a]: # \"x\n",
		"ref def labels":        "\n[aaaaaaaa",
		"rlo entities":          "&#x202E;a&",
		"rlo refs ended by pdf": "&#x202E;\u202C", // review 10: one search for a written RLO per reference was quadratic
		"style rules":           "<style>.x{display:none}</style><b class=x>",
		"style unclosed":        "<style>.x{",
		"css override":          "<b dir=rtl style=unicode-bidi:bidi-override>a",
		"rlo soft breaks":       "\u202Ea\nb",
		"rlo space lines":       "\u202Ea\n   \t",
		"hidden shown":          "<b hidden>x</b>",
		"hidden in hidden":      "<b hidden><i hidden>x",
		"p closed by div":       "<p hidden>a<div>",
		"sheet any":             "<style>*{display:none}</style><b>a</b>",
		"sheet rules":           "<style>:is(#a,[b]) c{opacity:0}</style><c b>x</c>",
		"attr refs":             "<b style=\"display:&#110;",
		"attr long ref":         "<b class=&#11111111",
		"css calc":              "<b style=\"font-size:calc(0px - ",
		"css escapes":           "<b style=\"\\6e \\",
		"class list":            "<b class=\"a:b [c:d] text-[0] ",
		"semantics":             "<semantics><mrow></mrow>x",
		"tag runs":              " <b> <i></i> ",
		"struck":                "a <del>b</del> ",
		"marks on a letter":     "a\u0332\u0332\u0332",
		"composing marks":       "o\u0308",
		"mark no base":          " \u0301",
		"mark references":       "a&#x332;",
		"narrow in words":       "a\u200Ab",
		"narrow references":     "a&hairsp;b",
		"glyph words":           "ԁер a ",
		"glyph runs":            "ԁер ",
		"foreign and glyph":     "ԁер д ",
		"terminal csi":          "a\x1b[8m",
		"terminal csi unended":  "a\x1b[1;2;",
		"terminal osc":          "\x1b]0;a",
		"terminal controls":     "a\x00\x07",
		"composed readings":     "de\u3164Ie\u200Arn ",
		"unseen empty links":    "a[](",
		"unseen bare refs":      "a&#1b&#x",
		"unseen comments":       "a<!--x--!",
		"unseen bogus":          "a</ <?",
		"unseen with controls":  "a[](x)\x00<!--",
		"ruby open annotations": "<ruby>a<rt>b<rp>(",
		"inherited rtl":         "<div dir=rtl><bdo>a",
		"inherited rtl closed":  "<div dir=rtl><bdo>a</bdo></div>",
		"sheet bidi rules":      "<style>p{direction:rtl}[x]{unicode-bidi:bidi-override}</style><p x>a</p>",
		"sheet page text":       "<style>*::after{content:'a'}q{quotes:'b'}</style><div></div>",
		"attribute text":        "<img alt=a><input value=b>",
		"textarea placeholder":  "<textarea placeholder=a></textarea>",
		"terminal c1":           "a\u009b8m\u009d",
	} {
		t.Run(name, func(t *testing.T) {
			timeOf := func(n int) time.Duration { // best of three: less load noise
				s := strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() { Readings(s) })) // every reading: Text's and the others
				}
				return best
			}
			timeOf(1000) // warm up
			small, big := timeOf(100_000/len(unit)), timeOf(400_000/len(unit))
			if big > 200*time.Millisecond && big > 8*small {
				t.Errorf("400 KB of %q took %v, 100 KB %v: quadratic", unit, big, small)
			}
		})
	}
}

// FuzzSpans: the spans of any text are in order, apart and inside it, at
// rune starts, and Text of it is total (FuzzAttack3Readable holds its
// offsets).
func FuzzSpans(f *testing.F) {
	for _, s := range []string{"I <span hidden>not</span> sent", "<details><summary>a</summary>b</details>", "\u202Etnes\u202C", "<bdo dir=rtl>ab</bdo>", "[//]: # (x)\n\n> y", "`<b hidden>` x </b>", "<script>a</script>", "<p hidden>a<div>b</div></p>", "\u202Ea\nb\n\nc", "<span hidden style=\"display:inline\">a</span>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			return
		}
		for _, o := range []how{{}, {hiddenShown: true}, {bidiToBlock: true}} {
			last := 0
			sp, _ := spans(in, o)
			for _, s := range sp {
				if s.start < last || s.end < s.start || s.end > len(in) || !utf8.RuneStart(in[min(s.start, len(in)-1)]) {
					t.Fatalf("span %+v after %d in %q (%+v)", s, last, in, o)
				}
				if s.reversed && (s.from < s.start || s.to > s.end || s.from > s.to) {
					t.Fatalf("reversed span %+v in %q (%+v)", s, in, o)
				}
				last = s.end
			}
		}
		Text(in)
		Reversed(in)
		for _, r := range Readings(in) {
			for i := 0; i <= len(r.Text); i++ {
				if b := r.Back.Back(i); b < 0 || b > len(in) {
					t.Fatalf("Back(%d) = %d of %q", i, b, in)
				}
			}
		}
	})
}
