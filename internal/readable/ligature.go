package readable

// ligature is the letters a reader reads the compatibility ligature r as
// ("ﬁled" is "filed"), or "": typeset text uses them, and folding a rune
// to one letter would leave the word unread (attack round 9).
func ligature(r rune) string {
	switch {
	case r >= 0xFB00 && r <= 0xFB06:
		return [...]string{"ff", "fi", "fl", "ffi", "ffl", "st", "st"}[r-0xFB00]
	case r == 0x132:
		return "IJ"
	case r == 0x133:
		return "ij"
	case r >= 0x1C7 && r <= 0x1CC:
		return [...]string{"LJ", "Lj", "lj", "NJ", "Nj", "nj"}[r-0x1C7]
	case r >= 0x1F1 && r <= 0x1F3:
		return [...]string{"DZ", "Dz", "dz"}[r-0x1F1]
	}
	return ""
}
