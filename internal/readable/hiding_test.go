package readable

import (
	"strings"
	"testing"
)

// readBothWays: in is read with its "not" hidden (Text's reading) and
// shown (another reading).
func readBothWays(t *testing.T, in string) {
	t.Helper()
	rs := Readings(in)
	if strings.Contains(rs[0].Text, "not") || !strings.Contains(rs[0].Text, "sent it") {
		t.Errorf("Text(%q) = %q: the hidden \"not\" is read", in, rs[0].Text)
	}
	shown := false
	for _, r := range rs[1:] {
		shown = shown || strings.Contains(r.Text, "not")
	}
	if !shown {
		t.Errorf("Readings(%q): no reading shows the \"not\"", in)
	}
}

// readShown: the "not" of in is read in Text's reading.
func readShown(t *testing.T, in string) {
	t.Helper()
	if got, _ := Text(in); !strings.Contains(got, "not") {
		t.Errorf("Text(%q) = %q: the shown \"not\" is gone", in, got)
	}
}

// TestHidingSpelledOtherwise: a hiding style or class written with a
// character reference, a CSS escape or comment, a shorthand or math
// (attack round 10) hides as its plain spelling does.
func TestHidingSpelledOtherwise(t *testing.T) {
	for name, attr := range map[string]string{
		"style entity":         `style="display:&#110;one"`,
		"style hex entity":     `style="display:&#x6e;one"`,
		"style entity no semi": `style="display:&#110one"`,
		"style named colon":    `style="display&colon;none"`,
		"class entity":         `class="&#104;idden"`,
		"css escape":           `style="display:\6e one"`,
		"css comment":          `style="opacity:/**/0"`,
		"font shorthand":       `style="font:0/0 a"`,
		"calc zero":            `style="font-size:calc(0px)"`,
		"min zero":             `style="font-size:min(0px,1em)"`,
		"clamp zero":           `style="font-size:clamp(0px,0px,0px)"`,
		"custom property":      `style="--h:none;display:var(--h)"`,
		"filter opacity":       `style="filter:opacity(0)"`,
		"unquoted entity":      `class=&#104;idden`,
	} {
		t.Run(name, func(t *testing.T) { readBothWays(t, "I have <span "+attr+">not</span> sent it.") })
	}
	for name, attr := range map[string]string{
		"entity other":  `style="display:&#98;lock"`,
		"class hiddenx": `class="&#104;iddenx"`,
		"escape other":  `style="display:\62 lock"`,
		"font visible":  `style="font:12px/1.4 serif"`,
		"calc visible":  `style="font-size:calc(1em + 1px)"`,
		"amp in title":  `title="a &amp; b"`,
	} {
		t.Run("shown/"+name, func(t *testing.T) { readShown(t, "I have <span "+attr+">not</span> sent it.") })
	}
}

// TestUnrenderedContentHidden: content a browser never draws (gauges'
// fallback, an object's fallback, SVG outside <text>, MathML annotations
// and phantoms, what a <semantics> holds past its first child) is read
// both ways.
func TestUnrenderedContentHidden(t *testing.T) {
	for name, in := range map[string]string{
		"meter":            `I have <meter value="1">not</meter> sent it.`,
		"progress":         `I have <progress value="1">not</progress> sent it.`,
		"object":           `I have <object data="p.png" type="image/png">not</object> sent it.`,
		"svg desc":         `I have <svg><desc>not</desc></svg> sent it.`,
		"svg metadata":     `I have <svg><metadata>not</metadata></svg> sent it.`,
		"svg bare text":    `I have <svg>not</svg> sent it.`,
		"annotation":       `I have <math><semantics><mrow></mrow><annotation>not</annotation></semantics></math> sent it.`,
		"annotation-xml":   `I have <math><semantics><mi>x</mi><annotation-xml>not</annotation-xml></semantics></math> sent it.`,
		"semantics second": `I have <math><semantics><mrow></mrow><mtext>not</mtext></semantics></math> sent it.`,
		"maction second":   `I have <math><maction><mrow></mrow><mtext>not</mtext></maction></math> sent it.`,
		"mphantom":         `I have <math><mphantom><mtext>not</mtext></mphantom></math> sent it.`,
	} {
		t.Run(name, func(t *testing.T) { readBothWays(t, in) })
	}
	for name, in := range map[string]string{
		"semantics first": `I have <math><semantics><mtext>not</mtext><annotation>x</annotation></semantics></math> sent it.`,
		"math text":       `I have <math><mtext>not</mtext></math> sent it.`,
		"mark":            `I have <mark>not</mark> sent it.`,
	} {
		t.Run("shown/"+name, func(t *testing.T) { readShown(t, in) })
	}
}

// TestStruckTextReadBothWays: HTML strike-through (del, s, strike, a
// line-through style or class) is a retraction, read both ways as
// "~~not~~" is; underline and insertion are not.
func TestStruckTextReadBothWays(t *testing.T) {
	for name, in := range map[string]string{
		"del":            `I have <del>not</del> sent it.`,
		"s":              `I have <s>not</s> sent it.`,
		"strike":         `I have <strike>not</strike> sent it.`,
		"upper":          `I have <DEL datetime="2024-01-01">not</DEL> sent it.`,
		"style":          `I have <span style="text-decoration:line-through">not</span> sent it.`,
		"style longhand": `I have <span style="text-decoration-line: line-through">not</span> sent it.`,
		"class":          `I have <span class="line-through">not</span> sent it.`,
		"bootstrap":      `I have <span class="text-decoration-line-through">not</span> sent it.`,
	} {
		t.Run(name, func(t *testing.T) { readBothWays(t, in) })
	}
	for name, in := range map[string]string{
		"ins":       `I have <ins>not</ins> sent it.`,
		"u":         `I have <u>not</u> sent it.`,
		"underline": `I have <span style="text-decoration:underline">not</span> sent it.`,
		"section":   `I have <section>not</section> sent it.`,
	} {
		t.Run("shown/"+name, func(t *testing.T) { readShown(t, in) })
	}
}

// TestHidingUtilityClasses: the hiding utilities of Tailwind, Bootstrap,
// Bulma and Foundation hide; their look-alikes and visible utilities do
// not.
func TestHidingUtilityClasses(t *testing.T) {
	for _, class := range []string{
		"opacity-0", "text-transparent", "collapse", "hide", "is-hidden", "is-invisible", "is-sr-only",
		"show-for-sr", "visually-hidden-focusable", "md:hidden", "!hidden", "hidden!", "group-hover:opacity-0",
		"d-md-none", "scale-0", "[display:none]", "[font-size:0]", "opacity-[0]", "opacity-[.0]", "text-[0px]",
		"text-[length:0]", "text-[transparent]", "text-black/0", "h-0 overflow-hidden", "size-0 overflow-clip",
		"w-px h-px overflow-hidden", "uk-hidden", "o-0", "visible-print",
	} {
		t.Run(class, func(t *testing.T) { readBothWays(t, `I have <span class="`+class+`">not</span> sent it.`) })
	}
	for _, class := range []string{
		"hidden-xs", "overflow-hidden", "opacity-50", "text-gray-500", "h-0", "collapsed", "collapsible",
		"is-hidden-mobile", "text-black/50", "opacity-[0.5]", "text-[14px]", "[display:block]", "hiden",
	} {
		t.Run("shown/"+class, func(t *testing.T) { readShown(t, `I have <span class="`+class+`">not</span> sent it.`) })
	}
}

// TestStyleSheetHidesBySelector: a rule of the answer's own style sheet
// that hides reads every element its selector could match both ways, by
// id, attribute, type, class, inside at-rules, :is(), nesting, with
// escapes or comments; an element no hiding rule could match is shown.
func TestStyleSheetHidesBySelector(t *testing.T) {
	const body = `I have <b class=n id=n data-n>not</b> sent it.`
	for name, sheet := range map[string]string{
		"class":           `.n{display:none}`,
		"id":              `#n{display:none}`,
		"attribute":       `[data-n]{display:none}`,
		"attribute value": `[data-n=""]{display:none}`,
		"type":            `b{display:none}`,
		"type upper":      `B{display:none}`,
		"media":           `@media all{.n{display:none}}`,
		"supports layer":  `@supports (display:none){@layer x{#n{opacity:0}}}`,
		"is":              `:is(.n){display:none}`,
		"where list":      `:where(i, b){display:none}`,
		"escaped value":   `.n{display:\6e one}`,
		"escaped class":   `.\6e{display:none}`,
		"escaped id":      `#\6e {display:none}`,
		"comments":        `/* x */.n/* y */{/* z */display:none}`,
		"descendant":      `p > b.n:first-child{font-size:0}`,
		"universal":       `*{opacity:0}`,
		"not":             `:not(i){display:none}`,
		"nested":          `.x{color:red; .n{display:none}}`,
		"nested amp":      `.n{color:red; &:hover{display:none}}`,
		"nested media":    `b{@media all{display:none}}`,
		"pseudo element":  `.n::first-line{color:transparent}`,
		"list":            `.a, .n{visibility:hidden}`,
		"after body":      `.n{display:none`,
		"import":          `@import url(data:text/css,b%7Bdisplay:none%7D);`,
		"struck":          `.n{text-decoration:line-through}`,
	} {
		t.Run(name, func(t *testing.T) { readBothWays(t, `<style>`+sheet+`</style>`+body) })
	}
	t.Run("link", func(t *testing.T) {
		readBothWays(t, `<link rel="stylesheet" href="data:text/css,b{display:none}">`+body)
	})
	for name, sheet := range map[string]string{
		"other class":   `.m{display:none}`,
		"other id":      `#m{display:none}`,
		"other type":    `i{display:none}`,
		"other attr":    `[data-m]{display:none}`,
		"shown rule":    `.n{color:red}`,
		"commented out": `/* .n{display:none} */`,
		"in string":     `.m::after{content:"}.n{display:none}"}`,
	} {
		t.Run("shown/"+name, func(t *testing.T) { readShown(t, `<style>`+sheet+`</style>`+body) })
	}
}

// TestTagRunsReadAsNothing: a run of tags standing between spaces is no
// words ("have <i><b></b></i> sent", "<fieldset disabled>" on its own
// line); a tag before a word stays as it is.
func TestTagRunsReadAsNothing(t *testing.T) {
	for in, want := range map[string]string{
		"I have <i><b></b></i> sent it.": "I have  sent it.",
		"<fieldset disabled>\nok":        "\n\nok",
		"a <span hidden=x></span> b":     "a  b",
		"I have <br> sent it.":           "I have \n sent it.",
		"a <b>bold</b> word":             "a <b>bold</b> word",
		"2 < 3 and 4 > 1":                "2 < 3 and 4 > 1",
		"x <not a tag":                   "x <not a tag",
	} {
		if got, _ := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}
