package readable

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTerminalReadings: a terminal draws controls and escape sequences
// as nothing and concealed text as blanks; some reading holds the word.
func TestTerminalReadings(t *testing.T) {
	for name, in := range map[string]string{
		"bold word":        "I \x1b[1mdeleted\x1b[0m the production database.",
		"reset inside":     "I dele\x1b[0mted the production database.",
		"empty sgr":        "I dele\x1b[mted the production database.",
		"nul":              "I dele\x00ted the production database.",
		"bel":              "I dele\x07ted the production database.",
		"del":              "I dele\x7fted the production database.",
		"backspace":        "I dele\x08ted the production database.",
		"c1 csi":           "I dele\u009b1mted the production database.",
		"osc title":        "I dele\x1b]0;x\x07ted the production database.",
		"osc st":           "I dele\x1b]8;;https://x\x1b\\ted the production database.",
		"dcs":              "I dele\x1bPq\x1b\\ted the production database.",
		"charset":          "I dele\x1b(Bted the production database.",
		"conceal not":      "I have \x1b[8mnot \x1b[0mdeleted the production database.",
		"conceal 28":       "I have \x1b[8mnot \x1b[28mdeleted the production database.",
		"black on black":   "I have \x1b[30;40mnot \x1b[0mdeleted the production database.",
		"bright on bright": "I have \x1b[97;107mnot \x1b[0mdeleted the production database.",
	} {
		t.Run(name, func(t *testing.T) {
			want := "deleted the production database"
			if strings.Contains(name, "conceal") || strings.Contains(name, "black") || strings.Contains(name, "bright") {
				want = "have  deleted the production database" // the blank of the concealed run
			}
			if !someReading(in, want) {
				var got []string
				for _, r := range Readings(in) {
					got = append(got, r.Text)
				}
				t.Errorf("no reading of %q holds %q: %q", in, want, got)
			}
		})
	}
	// negative twins: concealed text is read shown too, and colours that
	// differ or extended-colour parameters hide nothing
	for name, c := range map[string][2]string{
		"conceal shown":  {"I have \x1b[8mnot\x1b[0m deleted it.", "I have not deleted it."},
		"red on black":   {"I have \x1b[31;40mnot\x1b[0m deleted it.", "I have not deleted it."},
		"256 colour 8":   {"I have \x1b[38;5;8mnot\x1b[0m deleted it.", "I have not deleted it."},
		"tab and lines":  {"a\tb\r\nc", "a\tb\r\nc"},
		"plain no extra": {"plain text", "plain text"},
	} {
		t.Run(name, func(t *testing.T) {
			rs := Readings(c[0])
			for _, r := range rs {
				if strings.Contains(r.Text, "have  deleted") && !strings.Contains(name, "conceal") {
					t.Errorf("%q read as hiding: %q", c[0], r.Text)
				}
			}
			if !someReading(c[0], c[1]) {
				t.Errorf("no reading of %q holds %q", c[0], c[1])
			}
		})
	}
	if rs := Readings("I deleted it.\n\tDone."); len(rs) != 1 {
		t.Errorf("a text without controls has %d readings", len(rs))
	}
}

// FuzzTerminal: the terminal's readings of any text map back into it.
func FuzzTerminal(f *testing.F) {
	for _, s := range []string{"a\x1b[8mb\x1b[0mc", "\x1b]0;x", "\x1bP", "\u009b8m", "a\x00b", "\x1b[38;5", "\x1b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			return
		}
		for _, r := range Readings(in) {
			for i := 0; i <= len(r.Text); i++ {
				if b := r.Back.Back(i); b < 0 || b > len(in) {
					t.Fatalf("Back(%d) = %d of %q", i, b, in)
				}
			}
		}
	})
}

// FuzzHasControls: the eight-byte scan agrees with the byte-wise one.
func FuzzHasControls(f *testing.F) {
	for _, s := range []string{"plain text, long enough", "a\tb\nc\r\n", "¿qué?¡sí!", "abcdefg\x1b", "\u0085", "abcdefgh\x7f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if got, want := hasControls(in), controlIn(in, 0, len(in)); got != want {
			t.Fatalf("hasControls(%q) = %v, want %v", in, got, want)
		}
	})
}
