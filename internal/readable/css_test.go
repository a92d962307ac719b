package readable

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestHidingStyleReadsCSS: a style hides as the browser reads it, escapes,
// comments, entities, shorthands and math included (attack round 10); the
// ordinary styles beside each stay shown.
func TestHidingStyleReadsCSS(t *testing.T) {
	for name, style := range map[string]string{
		"escape hex":             `display:\6e one`,
		"escape hex six":         `display:\00006eone`,
		"escape letter":          `display:n\one`,
		"escape in name":         `dis\play:none`,
		"upper escape":           `DISPLAY:\4E ONE`,
		"comment in value":       `opacity:/**/0`,
		"comment in name":        `/* x */visibility:/* y */hidden`,
		"important spaced":       `opacity: 0 ! important`,
		"font shorthand":         `font:0/0 a`,
		"font shorthand style":   `font: italic bold 0px serif`,
		"font shorthand tiny":    `font: 0.5px/1 sans-serif`,
		"font-size calc":         `font-size:calc(0px)`,
		"font-size calc diff":    `font-size:calc(1em - 1em)`,
		"font-size min":          `font-size:min(0px, 1em)`,
		"font-size clamp":        `font-size:clamp(0px, 0px, 0px)`,
		"font-size tiny px":      `font-size:0.4px`,
		"font-size tiny em":      `font-size:.01em`,
		"font-size var":          `--z:0;font-size:var(--z)`,
		"display var":            `display:var(--d)`,
		"opacity negative":       `opacity:-1`,
		"opacity percent":        `opacity:0%`,
		"opacity tiny":           `opacity:.01`,
		"filter opacity":         `filter:opacity(0)`,
		"filter opacity percent": `-webkit-filter: opacity(0%)`,
		"filter blur":            `filter:blur(20px)`,
		"filter url":             `filter:url(#hide)`,
		"rgb slash alpha":        `color:rgb(0 0 0 / 0)`,
		"hsl comma alpha":        `color:hsla(0, 0%, 0%, 0.0)`,
		"oklch alpha":            `color:oklch(0.5 0.1 20 / 0%)`,
		"hex alpha":              `color:#0000`,
		"hex8 alpha":             `color:#ffffff00`,
		"colour on itself":       `color:white;background:white`,
		"scale zero":             `transform:scale(0.0)`,
		"scale pair":             `transform: scale(1, 0)`,
		"scale property":         `scale:0`,
		"matrix zero":            `transform:matrix(0,0,0,0,0,0)`,
		"translate far":          `transform:translateX(-9999px)`,
		"edge on":                `transform:rotateY(90deg)`,
		"zoom tiny":              `zoom:0.01`,
		"clip rect":              `position:absolute;clip:rect(1px,1px,1px,1px)`,
		"clip-path":              `clip-path:polygon(0 0,0 0,0 0)`,
		"mask":                   `mask-image:linear-gradient(transparent,transparent)`,
		"off page right":         `position:absolute;left:10000px`,
		"indent":                 `text-indent:-99em`,
		"sized one px":           `width:1px;height:1px;overflow:hidden`,
		"sized overflow first":   `overflow:clip;max-height:0`,
		"letters overlap":        `letter-spacing:-1em`,
		"struck":                 `text-decoration:line-through`,
		"struck line":            `text-decoration-line: underline line-through`,
	} {
		t.Run(name, func(t *testing.T) {
			if !hidingStyle(style) {
				t.Errorf("hidingStyle(%q) = false", style)
			}
		})
	}
	for name, style := range map[string]string{
		"display block":      `display:block`,
		"escape other":       `display:\62 lock`,
		"comment only":       `/* display:none */color:red`,
		"font shorthand":     `font:12px/1.5 serif`,
		"font weight":        `font: 700 1em sans-serif`,
		"font line height 0": `font: 14px/0 serif`,
		"font-size calc":     `font-size:calc(1em + 2px)`,
		"font-size clamp":    `font-size:clamp(1rem, 2vw, 1.5rem)`,
		"font-size small":    `font-size:0.9em`,
		"opacity half":       `opacity:.5`,
		"filter blur small":  `filter:blur(1px)`,
		"filter grey":        `filter:grayscale(100%)`,
		"rgb opaque":         `color:rgb(0 0 0 / 1)`,
		"hex colour":         `color:#000`,
		"colour on other":    `color:white;background:black`,
		"scale up":           `transform:scale(1.5)`,
		"rotate":             `transform:rotate(10deg)`,
		"clip auto":          `clip:rect(auto, auto, auto, auto)`,
		"clip-path none":     `clip-path:none`,
		"near offset":        `position:relative;left:-20px`,
		"sized unclipped":    `width:0;height:0`,
		"letters tight":      `letter-spacing:-0.02em`,
		"underline":          `text-decoration:underline`,
		"custom only":        `--hide:none`,
	} {
		t.Run("shown/"+name, func(t *testing.T) {
			if hidingStyle(style) {
				t.Errorf("hidingStyle(%q) = true", style)
			}
		})
	}
}

// TestDecodeAttr: an attribute value reads as the HTML parser decodes it.
func TestDecodeAttr(t *testing.T) {
	for in, want := range map[string]string{
		"display:&#110;one":       "display:none",
		"display:&#x6E;one":       "display:none",
		"display:&#110one":        "display:none",
		"display&colon;none":      "display:none",
		"a&semi;display:none":     "a;display:none",
		"&#104;idden":             "hidden",
		"a &amp; b":               "a & b",
		"a&b":                     "a&b",
		"a &unknown; b":           "a &unknown; b",
		"&#0;":                    "\uFFFD",
		"&#x110000;":              "\uFFFD",
		"&#xD800;":                "\uFFFD",
		"&NewLine;&Tab;":          "\n\t",
		"no reference":            "no reference",
		"&#":                      "&#",
		"&#x":                     "&#x",
		"&#99999999999999999999;": "\uFFFD",
	} {
		if got := decodeAttr(in); got != want {
			t.Errorf("decodeAttr(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzCSS: reading any style or sheet is total; cssText leaves no upper
// case ASCII and no white space but single spaces where nothing is
// escaped, and valid UTF-8 from valid.
func FuzzCSS(f *testing.F) {
	for _, s := range []string{`display:\6e one`, `opacity:/**/0`, `font:0/0 a`, `.a{&:hover{display:none}}`, `@media all{.n{display:none}}`, `:is(:is(.x)){font-size:calc(0px)}`, `a\`, `/*`, `{{{}`, `[data-n]{opacity:0}`, `#n\ x{display:none}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := cssText(in)
		// (an escape may write any character: "\\9 " is a tab)
		if !strings.Contains(in, "\\") && (strings.ContainsAny(out, "ABCDEFGHIJKLMNOPQRSTUVWXYZ\t\n\r\f") || strings.Contains(out, "  ")) {
			t.Fatalf("cssText(%q) = %q", in, out)
		}
		if utf8.ValidString(in) && !utf8.ValidString(out) {
			t.Fatalf("cssText(%q) = %q: not UTF-8", in, out)
		}
		hidingStyle(in)
		(&sheet{}).add(in)
		hidingClassList(in)
		decodeAttr(in)
	})
}

// Reading one long style sheet, style or class list is linear: four
// times the text takes about four times as long, not sixteen.
func TestCSSLinearOnHostileUnits(t *testing.T) {
	for name, unit := range map[string]string{
		"selector list":    ":is(.a\\6e #b [c] d, ",
		"is nesting":       ":is(",
		"nested rules":     ".a{&{opacity:0}",
		"nested amps":      "&,",
		"comments":         ".a/* */",
		"comment unclosed": "/*{",
		"escapes":          "\\",
		"strings":          "'{",
		"closers":          "}",
		"openers":          "{",
		"declarations":     "font:calc(0px - ;",
		"rules":            ".a{display:none}",
		"import":           "@import x;",
	} {
		t.Run(name, func(t *testing.T) {
			timeOf := func(n int) time.Duration {
				s := ".p{" + strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() {
						(&sheet{}).add(s)
						hidingStyle(s)
						hidingClassList(s)
						decodeAttr(s)
					}))
				}
				return best
			}
			timeOf(1000)
			small, big := timeOf(100_000/len(unit)), timeOf(400_000/len(unit))
			if big > 200*time.Millisecond && big > 8*small {
				t.Errorf("400 KB of %q took %v, 100 KB %v: quadratic", unit, big, small)
			}
		})
	}
}
