package readable

// appendLookalikes appends the ASCII look-alike reading of t (a reading
// with offsets back) to out when t holds one: the readings compose, so a
// word that needs a narrow space read as nothing and a capital I read as
// l is read whole.
func appendLookalikes(out []Reading, t string, back *Offsets) []Reading {
	l, sh := asciiLookalikes(t)
	if sh == nil {
		return out
	}
	o := &Offsets{third: sh}
	if back != nil {
		o.first, o.marks, o.second = back.first, back.marks, back.second
	}
	return append(out, Reading{l, o})
}
