package loop

// Shown is text of a reply field other than the answer and the refusal
// that a client may show: a reasoning model's thinking (chat
// reasoning_content or reasoning, a Responses reasoning item's summary or
// content), an audio answer's transcript. UIs show these beside or instead
// of the answer, so a claim or a forged receipt list there misleads the
// same reader; they are checked like a refusal (asideFlags), and their
// flags name the field in Where, with no offsets (those count in the
// answer text only).
type Shown struct {
	Where string // the field, as flags name it: "reasoning_content", "audio.transcript", …
	Text  string
}

// addShown folds one turn's shown fields into the run's, joining the
// turns' text of one field with a paragraph break, as Aside is joined.
func (r *Run) addShown(turn []Shown) {
	for _, s := range turn {
		if s.Text == "" {
			continue
		}
		i := 0
		for i < len(r.Shown) && r.Shown[i].Where != s.Where {
			i++
		}
		if i == len(r.Shown) {
			r.Shown = append(r.Shown, Shown{Where: s.Where, Text: s.Text})
			continue
		}
		r.Shown[i].Text += "\n\n" + s.Text
	}
}
