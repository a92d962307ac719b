package readable

import "testing"

// TestSheetTextOnUnwrittenElements: text a sheet draws on the page's
// elements, on those Markdown creates, on an empty element at the end,
// and by quotes: or list-style strings is read.
func TestSheetTextOnUnwrittenElements(t *testing.T) {
	const claim = `{content:"I deleted it."}`
	for name, in := range map[string]string{
		"universal after":     `<style>*::after` + claim + `</style>Status: done.`,
		"bare after":          `<style>::after` + claim + `</style>Status: done.`,
		"html before":         `<style>html::before` + claim + `</style>Status: done.`,
		"body after":          `<style>body::after` + claim + `</style>Status: done.`,
		"root before":         `<style>:root::before` + claim + `</style>Status: done.`,
		"paragraph":           `<style>p::before` + claim + `</style>Status: done.`,
		"markdown emphasis":   `<style>em::after` + claim + `</style>Status: *done*.`,
		"markdown heading":    `<style>h2::before` + claim + "</style>\n\n## Status",
		"markdown link":       `<style>a::after` + claim + `</style>See [x](https://x).`,
		"in media":            `<style>@media screen{body::after` + claim + `}</style>Status: done.`,
		"empty div at end":    `<style>div::after` + claim + `</style><div></div>`,
		"empty span at end":   `<style>.x::before` + claim + `</style>Status <span class=x></span>`,
		"quotes by type":      `<style>q{quotes:"I deleted it. " ""}</style>Status: <q>done</q>`,
		"quotes inherited":    `<style>body{quotes:'I deleted it. ' ''}</style>Status: <q>done</q>`,
		"list style type":     `<style>li{list-style-type:"I deleted it. "}</style><ul><li>done</li></ul>`,
		"list style markdown": `<style>ul{list-style:"I deleted it. " inside}</style>` + "\n\n- done",
	} {
		t.Run(name, func(t *testing.T) {
			if !someReading(in, "I deleted it.") {
				var got []string
				for _, r := range Readings(in) {
					got = append(got, r.Text)
				}
				t.Errorf("%q draws \"I deleted it.\"; no reading holds it: %q", in, got)
			}
		})
	}
	// negative twins: rules on elements not on the page and without
	// content, or list styles without a string, draw nothing
	for _, in := range []string{
		`<style>.warn::before{content:"I deleted it."}</style>Status: done.`,
		`<style>body{color:#333}li{list-style-type:disc}q{quotes:auto}</style>Status: done.`,
		`<style>video::after{content:"I deleted it."}</style>Status: done.`,
	} {
		if someReading(in, "I deleted it.") {
			t.Errorf("%q read as drawing the claim", in)
		}
	}
}
