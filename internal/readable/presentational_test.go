package readable

import (
	"strings"
	"testing"
)

// TestHidingValuesAndPresentationalAttributes: styles and presentational
// attributes that draw nothing hide (Text reads the "not" as nothing);
// their near twins do not.
func TestHidingValuesAndPresentationalAttributes(t *testing.T) {
	hides := func(el string) bool {
		got, _ := Text("I have " + el + " deleted it.")
		return !strings.Contains(got, "not")
	}
	for name, el := range map[string]string{
		"table column":         `<span style="display:table-column">not</span>`,
		"table column group":   `<span style="display:table-column-group">not</span>`,
		"skew 90deg":           `<span style="display:inline-block;transform:skew(90deg)">not</span>`,
		"skewY -90deg":         `<span style="display:inline-block;transform:skewY(-90deg)">not</span>`,
		"skewX quarter turn":   `<span style="display:inline-block;transform:skewX(0.25turn)">not</span>`,
		"skewX 100grad":        `<span style="display:inline-block;transform:skewX(100grad)">not</span>`,
		"near white":           `<span style="color:#fff;background-color:#fefefe">not</span>`,
		"near white rgb":       `<span style="color:rgb(250,250,250);background:#fff">not</span>`,
		"near black":           `<span style="color:#010101;background:black">not</span>`,
		"marquee width 0":      `<marquee width=0>not</marquee>`,
		"marquee height 0px":   `<marquee height="0px" direction=up>not</marquee>`,
		"mathsize 0":           `<math><mstyle mathsize="0">not</mstyle></math>`,
		"mathcolor":            `<math><mtext mathcolor="transparent">not</mtext></math>`,
		"mathcolor on mathbg":  `<math><mtext mathcolor="white" mathbackground="#fff">not</mtext></math>`,
		"font on background":   `<font color=white style="background:#fff">not</font>`,
		"font near background": `<font color="#fdfdfd" style="background-color:white">not</font>`,
	} {
		t.Run(name, func(t *testing.T) {
			if !hides(el) {
				t.Errorf("%s draws nothing, yet Text reads its \"not\"", el)
			}
		})
	}
	for _, el := range []string{
		`<span style="display:table-cell">not</span>`,
		`<span style="display:inline-block;transform:skew(10deg)">not</span>`,
		`<span style="color:#777;background:#fff">not</span>`,
		`<marquee width=200>not</marquee>`,
		`<img width=0 src=x>not`,
		`<math><mstyle mathsize="2em">not</mstyle></math>`,
		`<font color=white>not</font>`,
		`<font color=red style="background:#fff">not</font>`,
	} {
		if hides(el) {
			t.Errorf("%s is drawn, yet Text reads its \"not\" as hidden", el)
		}
	}
}
