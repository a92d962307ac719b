package receipts

import "testing"

// TestFooterUnprotectedPositionClasses: a utility class that takes its
// element out of the flow is an overlay, as the style is; classes that
// merely name the words are not.
func TestFooterUnprotectedPositionClasses(t *testing.T) {
	for name, a := range map[string]string{
		"tailwind fixed":     `Done.<div class="fixed inset-0 bg-white z-50"></div>`,
		"tailwind absolute":  `Done.<div class="absolute inset-0 bg-white"></div>`,
		"tailwind sticky":    `Done.<div class='sticky top-0 h-screen bg-white'></div>`,
		"tailwind variant":   `Done.<div class="md:fixed inset-0 bg-white"></div>`,
		"tailwind important": `Done.<div class="!fixed inset-0"></div>`,
		"tailwind arbitrary": `Done.<div class="[position:fixed] inset-0"></div>`,
		"bootstrap fixed":    `Done.<div class="position-fixed top-0 start-0 w-100 h-100 bg-white"></div>`,
		"bootstrap top":      `Done.<div class="fixed-top vh-100 bg-white"></div>`,
		"bulma overlay":      `Done.<div class="is-overlay has-background-white"></div>`,
		"unquoted upper":     `Done.<DIV CLASS=fixed></DIV>`,
	} {
		t.Run(name, func(t *testing.T) {
			fs := FooterUnprotected(a)
			if len(fs) == 0 || fs[0].Reason != ReasonOverlay {
				t.Errorf("%q: flags %+v, want an overlay", a, fs)
			}
		})
	}
	for _, a := range []string{
		`Done.<div class="relative p-4 fixed-width sticky-note">x</div>`,
		"Done. Use `<div class=\"fixed inset-0\">` for a modal.",
		`Done. The class "fixed" pins an element.`,
		`Done.<div class="position-relative"></div>`,
	} {
		if fs := FooterUnprotected(a); len(fs) != 0 {
			t.Errorf("%q flagged: %+v", a, fs)
		}
	}
}
