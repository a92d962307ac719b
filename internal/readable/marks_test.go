package readable

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestIsMarkIsUnicode holds isMark's short cuts to the Mn and Me tables.
func TestIsMarkIsUnicode(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if want := unicode.In(r, unicode.Mn, unicode.Me); isMark(r) != want {
			t.Fatalf("isMark(%U) = %v, want %v", r, !want, want)
		}
	}
}

// TestTextReadsDecomposed: decomposed text reads composed, and a mark
// left on a Latin, Greek, Cyrillic or Armenian letter as nothing (attack
// round 10: "gelo\u0308scht", "de\u0332leted" split the verb).
func TestTextReadsDecomposed(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"German umlaut", "Ich habe die Datei gelo\u0308scht.", "Ich habe die Datei gelöscht."},
		{"Spanish acute", "Elimine\u0301 la base de produccio\u0301n.", "Eliminé la base de producción."},
		{"underline", "I de\u0332leted it.", "I deleted it."},
		{"dot below composes outside Latin Extended", "I de\u0323leted it.", "I deleted it."},
		{"every letter underlined", "I d\u0332e\u0332l\u0332e\u0332t\u0332e\u0332d\u0332 it.", "I deleted it."},
		{"two marks", "I se\u0301\u0332nt it.", "I sént it."},
		{"mark as entity", "I de&#x332;leted it.", "I deleted it."},
		{"mark after invisible", "I de\u200B\u0332leted it.", "I deleted it."},
		{"mark on look-alike", "I d\u0435\u0332leted it.", "I deleted it."},
		{"long mark run", "I de" + strings.Repeat("\u0332", 40) + "leted it.", "I deleted it."},
		{"enclosing mark", "I de\u20DDleted it.", "I deleted it."},
		// negative twins: what is written composed or in another script stays
		{"precomposed", "Eliminé la base de producción.", "Eliminé la base de producción."},
		{"Greek composes", "\u03B1\u0301\u03BB\u03BB\u03B1", "άλλα"},
		{"Cyrillic short i composes", "\u0438\u0306\u043E\u0434", "йод"},
		{"Devanagari sign stays", "हिंदी", "हिंदी"},
		{"Arabic harakat stay", "كَتَبَ", "كَتَبَ"},
		{"mark after a space stays", "a \u0301 b", "a \u0301 b"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, back := Text(c.in)
			if got != c.want {
				t.Fatalf("Text(%q) = %q, want %q", c.in, got, c.want)
			}
			if b := back.Back(len(got)); b != len(c.in) {
				t.Errorf("Back(end) = %d, want %d", b, len(c.in))
			}
		})
	}
	t.Run("offsets map to the base", func(t *testing.T) {
		in := "Datei gelo\u0308scht."
		got, back := Text(in)
		at := strings.Index(got, "ö")
		if b := back.Back(at); b != strings.Index(in, "o\u0308") {
			t.Errorf("Back(%d) = %d", at, b)
		}
		if b := back.Back(at + len("ö")); b != strings.Index(in, "scht") {
			t.Errorf("Back after ö = %d", b)
		}
	})
}

// TestReadingsNarrowSpaceBothWays: a hair, thin, six-per-em or narrow
// no-break space between letters is read as a space (Text) and as
// nothing (another reading); elsewhere it is read once.
func TestReadingsNarrowSpaceBothWays(t *testing.T) {
	for _, c := range []struct{ name, in string }{
		{"hair", "I de\u200Aleted it."},
		{"hair between every letter", "I d\u200Ae\u200Al\u200Ae\u200At\u200Ae\u200Ad it."},
		{"thin", "I de\u2009leted it."},
		{"six-per-em", "I de\u2006leted it."},
		{"narrow no-break", "I de\u202Fleted it."},
		{"numeric reference", "I de&#x200A;leted it."},
		{"decimal reference", "I de&#8201;leted it."},
		{"named hairsp", "I de&hairsp;leted it."},
		{"named thinsp", "I de&thinsp;leted it."},
		{"named VeryThinSpace", "I de&VeryThinSpace;leted it."},
	} {
		t.Run(c.name, func(t *testing.T) {
			rs := Readings(c.in)
			if strings.Contains(rs[0].Text, "deleted") {
				t.Errorf("Text reads the narrow space as nothing: %q", rs[0].Text)
			}
			found := false
			for _, r := range rs[1:] {
				found = found || strings.Contains(r.Text, "I deleted it.")
			}
			if !found {
				t.Errorf("no reading of %q reads %q (%d readings)", c.in, "I deleted it.", len(rs))
			}
		})
	}
	for _, c := range []struct{ name, in string }{
		{"French punctuation", "Bonjour\u202F! Ça va\u202F?"},
		{"number and unit", "It weighs 10\u202Fkg."},
		{"thin space between digits", "1\u2009000\u2009000 rows"},
		{"plain", "I deleted it."},
	} {
		t.Run("one reading/"+c.name, func(t *testing.T) {
			if rs := Readings(c.in); len(rs) != 1 {
				t.Errorf("%q: %d readings", c.in, len(rs))
			}
		})
	}
}

// TestTextReadsLookalikes: one look-alike letter of confusables.txt or a
// letter number inside a Latin word, and a word of look-alikes alone
// between Latin words, read as Latin; Russian, Greek and Armenian text
// and a lone symbol stay as written.
func TestTextReadsLookalikes(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"palochka", "I de\u04CFeted it.", "I deleted it."},
		{"Armenian vo", "I se\u0578t it.", "I sent it."},
		{"Armenian seh", "I p\u057Dshed it.", "I pushed it."},
		{"Armenian oh", "I c\u0585pied it.", "I copied it."},
		{"lunate sigma", "I \u03F2opied it.", "I copied it."},
		{"dental click", "I de\u01C0eted it.", "I deleted it."},
		{"Latin iota", "I w\u0269ped it.", "I wiped it."},
		{"Lisu da", "I \uA4D3eleted it.", "I Deleted it."},
		{"Cyrillic te", "I dele\u0442ed it.", "I deleted it."},
		{"roman numeral fifty", "I de\u217Ceted it.", "I deleted it."},
		{"whole word Cyrillic", "I ԁерӏоуеԁ the release.", "I deployed the release."},
		{"whole word Cyrillic and Armenian", "I рսѕһеԁ the branch.", "I pushed the branch."},
		{"whole word at the start", "соріеԁ the file.", "copied the file."},
		{"two whole words", "I ԁерӏоуеԁ ѕоурсе to prod.", "I deployed soypce to prod."},
		// negative twins
		{"Russian sentence", "Я удалил базу данных, сор убран.", "Я удалил базу данных, сор убран."},
		{"Russian look-alike word among Russian", "Он сор.", "Он сор."},
		{"Greek sentence", "Ο κόσμος και ο ουρανός.", "Ο κόσμος και ο ουρανός."},
		{"Armenian sentence", "Բարև, ես սոս եմ.", "Բարև, ես սոս եմ."},
		{"lone symbol", "Set the α parameter.", "Set the α parameter."},
		{"Turkish dotless i alone", "ü ı ß", "ü ı ß"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, _ := Text(c.in); got != c.want {
				t.Errorf("Text(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// FuzzReadMarks: readMarks maps every offset into s, leaves no mark on an
// ASCII letter, and changes nothing in text without a mark or narrow
// space.
func FuzzReadMarks(f *testing.F) {
	for _, s := range []string{"gelo\u0308scht", "de\u0332leted", "d\u200Ae", "\u0301a", "a\u0301\u0301\u0301", "हिंदी", "e\u0323", "a b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		for _, gone := range []bool{false, true} {
			out, sh, _ := readMarks(s, gone)
			if sh == nil && out != s {
				t.Fatalf("changed %q to %q with no shifts", s, out)
			}
			for i := 0; i <= len(out); i++ {
				if b := sh.source(i); b < 0 || b > len(s) {
					t.Fatalf("source(%d) = %d of %q", i, b, s)
				}
			}
			prev := rune(0)
			for _, r := range out {
				if isMark(r) && prev < utf8.RuneSelf && markBase(prev) {
					t.Fatalf("mark %U left on %q in %q (from %q)", r, prev, out, s)
				}
				prev = r
			}
		}
	})
}
