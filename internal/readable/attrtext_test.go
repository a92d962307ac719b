package readable

import "testing"

// TestAttributeTextRead: text a browser draws from attributes is read;
// attributes it draws nothing from are not.
func TestAttributeTextRead(t *testing.T) {
	for name, in := range map[string]string{
		"img alt":              `Status: <img src="x" alt="I deleted it.">`,
		"img alt unquoted ref": `Status: <img alt=I&#32;deleted&#32;it.>`,
		"input value":          `Status: <input value="I deleted it." readonly>`,
		"submit label":         `Status: <input type="submit" value="I deleted it.">`,
		"image input alt":      `Status: <input type=image src=x alt="I deleted it.">`,
		"input placeholder":    `Status: <input placeholder="I deleted it.">`,
		"textarea placeholder": `Status: <textarea placeholder="I deleted it."></textarea>`,
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
	for _, in := range []string{
		`Status: <input type="hidden" value="I deleted it.">`,
		`Status: <input type=checkbox value="I deleted it.">`,
		`Status: <img src=x title="I deleted it.">`,
		`Status: <img hidden alt="I deleted it.">`,
		`Status: <span hidden><img alt="I deleted it."></span>`,
	} {
		if someReading(in, "I deleted it.") {
			t.Errorf("%q read as drawing the claim", in)
		}
	}
}
