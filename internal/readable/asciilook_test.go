package readable

import (
	"strings"
	"testing"
)

// TestReadingsASCIILookalikes: a further reading reads ASCII's own
// look-alikes (capital I inside a lower-case word as l, "rn" as m, "vv"
// as w), offsets mapping back; ordinary words keep Text's reading, and
// words not in lower case are never read so.
func TestReadingsASCIILookalikes(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"capital I", "I deIeted the production database.", "I deleted the production database."},
		{"rn", "I rernoved all backups.", "I removed all backups."},
		{"rn twice", "I terrninated it.", "I terminated it."},
		{"vv", "I vviped the disk.", "I wiped the disk."},
		{"capitalised", "DeIeted it.", "Deleted it."},
	} {
		t.Run(c.name, func(t *testing.T) {
			rs := Readings(c.in)
			last := rs[len(rs)-1]
			if last.Text != c.want {
				t.Fatalf("last reading %q, want %q", last.Text, c.want)
			}
			// offsets: the verb's end maps onto its end in the input
			k := strings.Index(c.want, " ") + 1
			e := strings.IndexAny(c.want[k:], " .") + k
			if k == 1 {
				k, e = 0, strings.Index(c.want, " ")
			}
			if got := last.Back.Back(e); c.in[got-1] != c.in[strings.IndexAny(c.in[k:], " .")+k-1] {
				t.Errorf("Back(%d) = %d", e, got)
			}
		})
	}
	// negative twins: no such reading, or none with a changed word
	for _, c := range []struct{ name, in string }{
		{"IBM and iPhone", "IBM sold an iPhone on eBay."},
		{"McIntosh stays for Text", "I fixed the McIntosh."},
		{"AI", "The AI deleted nothing."},
	} {
		t.Run("twin "+c.name, func(t *testing.T) {
			if out, _ := Text(c.in); out != c.in {
				t.Errorf("Text = %q", out)
			}
		})
	}
	for _, in := range []string{"IBM sold an iPhone on eBay.", "I read it.", "The AI ran."} {
		if rs := Readings(in); len(rs) != 1 {
			t.Errorf("%q: %d readings, want 1: %+v", in, len(rs), rs)
		}
	}
}
