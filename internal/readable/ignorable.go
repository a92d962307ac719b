package readable

// ignorable: r is a Default_Ignorable_Code_Point (Unicode
// DerivedCoreProperties), which renderers draw as nothing: format
// characters, variation selectors, tag characters, the Khmer inherent
// vowels U+17B4/U+17B5, the Mongolian free variation selectors, the
// Hangul fillers, the shorthand format controls and the musical symbol
// beam controls. Not all of them are Cf, so a check for Cf alone leaves
// "s\u17b4ent" a non-word (attack round 9). The ranges are the property's
// (TestIgnorableIsUnicodeProperty derives it from the unicode tables);
// listing them keeps the check to a few comparisons per rune.
func ignorable(r rune) bool {
	switch {
	case r < 0x2000:
		return r == 0xAD || r == 0x34F || r == 0x61C || r == 0x115F || r == 0x1160 ||
			r == 0x17B4 || r == 0x17B5 || r >= 0x180B && r <= 0x180F
	case r <= 0x206F:
		return r >= 0x200B && r <= 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2060
	case r < 0xE0000:
		return r == 0x3164 || r >= 0xFE00 && r <= 0xFE0F || r == 0xFEFF || r == 0xFFA0 ||
			r >= 0xFFF0 && r <= 0xFFF8 || r >= 0x1BCA0 && r <= 0x1BCA3 || r >= 0x1D173 && r <= 0x1D17A
	}
	return r <= 0xE0FFF
}

// Ignorable reports whether r is a Default_Ignorable_Code_Point: it
// renders as nothing.
func Ignorable(r rune) bool { return ignorable(r) }
