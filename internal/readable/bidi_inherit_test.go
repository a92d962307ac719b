package readable

import (
	"strings"
	"testing"
)

// TestBidiOverrideInheritsDirection: an override is reversed when the
// direction it inherits or a sheet rule gives it is rtl, and not when an
// element between sets ltr.
func TestBidiOverrideInheritsDirection(t *testing.T) {
	const rev = ".ti deteled I"
	const want = "I deleted it."
	for name, in := range map[string]string{
		"bdo in rtl div":             `<div dir=rtl><bdo>` + rev + `</bdo></div>`,
		"bdo two levels down":        `<div dir="RTL"><p><b><bdo>` + rev + `</bdo></b></p></div>`,
		"span override in rtl style": `<section style="direction: rtl"><span style="unicode-bidi:bidi-override">` + rev + `</span></section>`,
		"sheet class sets rtl":       `<style>.x{direction:rtl}</style><div class=x><bdo>` + rev + `</bdo></div>`,
		"sheet type rule":            `<style>bdo{direction:rtl}</style><bdo>` + rev + `</bdo>`,
		"sheet id override":          `<style>#a{unicode-bidi:bidi-override}</style><div dir=rtl><span id=a>` + rev + `</span></div>`,
		"sheet attribute rule":       `<style>[dir=rtl]{unicode-bidi:isolate-override}</style><p dir=rtl>` + rev + `</p>`,
		"sheet universal":            `<style>*{unicode-bidi:bidi-override}</style><p dir=rtl>` + rev + `</p>`,
	} {
		t.Run(name, func(t *testing.T) {
			if !someReading(in, want) {
				var got []string
				for _, r := range Readings(in) {
					got = append(got, r.Text)
				}
				t.Errorf("%q: no reading holds %q: %q", in, want, got)
			}
		})
	}
	// negative twins: ltr between, or no override, is drawn as stored
	for _, in := range []string{
		`<div dir=rtl><bdo dir=ltr>I deleted it.</bdo></div>`,
		`<div dir=rtl><div dir=ltr><span style="unicode-bidi:bidi-override">I deleted it.</span></div></div>`,
		`<div dir=rtl><p>I deleted it.</p></div>`,
		`<style>p{direction:rtl}</style><p>I deleted it.</p>`,
		`<div dir=rtl>x</div><bdo>I deleted it.</bdo>`,
	} {
		if got, _ := Text(in); !strings.Contains(got, "I deleted it.") {
			t.Errorf("%q read reversed: %q", in, got)
		}
	}
}
