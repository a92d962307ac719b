package readable

import (
	"strings"
	"testing"
)

// TestReadingsCompose: a word that needs two readings at once (a narrow
// space or filler read as nothing, struck letters dropped, and ASCII's
// look-alikes) is read whole in some reading.
func TestReadingsCompose(t *testing.T) {
	for name, c := range map[string][2]string{
		"I and hair space":        {"I deIe\u200Ated the production database.", "I deleted the production database"},
		"rn and hair space":       {"I rernove\u200Ad all backups.", "I removed all backups"},
		"vv and thin space":       {"I vvi\u2009ped the disk.", "I wiped the disk"},
		"filler and hair space":   {"I de\u3164le\u200Ated the production database.", "I deleted the production database"},
		"I and filler":            {"I de\u3164Ieted the production database.", "I deleted the production database"},
		"I and hair as reference": {"I deIe&hairsp;ted the production database.", "I deleted the production database"},
		"I and struck letter":     {"I de<del>x</del>Ieted the production database.", "I deleted the production database"},
	} {
		t.Run(name, func(t *testing.T) {
			if !someReading(c[0], c[1]) {
				var got []string
				for _, r := range Readings(c[0]) {
					got = append(got, r.Text)
				}
				t.Errorf("%q is drawn %q; no reading holds it: %q", c[0], c[1], got)
			}
		})
	}
	// negative twins: words that are not look-alikes stay as written, and
	// a text with no narrow space or filler gets no composed reading
	for _, in := range []string{"IBM\u200Aserver is up.", "The iPhone\u200Aapp works."} {
		for _, r := range Readings(in) {
			if strings.Contains(r.Text, "lBM") || strings.Contains(in, "iPhone") && !strings.Contains(r.Text, "iPhone") {
				t.Errorf("%q read as %q", in, r.Text)
			}
		}
	}
	if n := len(Readings("I modernised the return path.")); n != 2 {
		t.Errorf("plain text with a look-alike has %d readings, want 2", n)
	}
}
