package receipts

import "testing"

// TestReview10UnprotectedDodges: markup a browser applies as a style
// sheet that FooterUnprotected does not flag, so the footer warns of
// nothing while the answer's style sheet hides it. markedMarkup is no
// HTML tokenizer: it reads "<name" anywhere, even inside a quoted
// attribute value or a bogus comment, as a tag; it ends a link tag at its
// first '>' even inside quotes; it starts a comment's end search one byte
// late ("<!-->" and "<!--->" end themselves, as openConstruct reads them
// "from the dashes": commentEnd(lower[i+3:]) should be lower[i+2:]); it
// does not decode character references in rel; and it reads xmp, title,
// textarea, noembed… as raw text inside <svg>, where they are foreign
// elements whose content is markup (an svg <style> applies to the page).
// Each of these then hides every later candidate ("break": the rest is a
// comment or raw text). Fixed: each case below is flagged (the safe
// direction for a warning is to flag a candidate unless a browser surely
// reads it as text: tokenize tags with quotes as openMarkup does, end
// bogus comments and "<!" / "<?" / "</" + non-letter at '>', read
// comments from the dashes, decode references before matching
// "stylesheet", and in svg/math treat no raw-text element as raw).
func TestReview10UnprotectedDodges(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"empty comment <!-->", "Done.\n\n<!--><style>p,ul,hr{display:none}</style>"},
		{"empty comment <!--> inline", "Done <!--><style>p{display:none}</style> ok"},
		{"comment opener in an attribute", `Done <img alt="<!--"><style>p{display:none}</style> ok`},
		{"raw-text opener in an attribute", `Done <img alt="<xmp>"><style>p{display:none}</style> ok`},
		{"raw-text opener in a bogus comment", "Done.\n\n<?x <xmp><style>p{display:none}</style>"}, // an HTML block (kind 3) as written; a browser ends "<?" at '>'
		{"xmp in svg is foreign", "Done <svg><xmp><style>p{display:none}</style></xmp></svg> ok"},
		{"textarea in svg is foreign", "Done <svg><textarea><style>p{display:none}</style></textarea></svg> ok"},
		{"'>' in a quoted link attribute", `Done <link title=">" rel=stylesheet href="https://evil.example/x.css"> ok`},
		{"character reference in rel", `Done <link rel="&#115;tylesheet" href="https://evil.example/x.css"> ok`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if fs := FooterUnprotected(c.text); len(fs) == 0 {
				t.Errorf("%q: a browser applies its style sheet, no footer_unprotected flag", c.text)
			}
		})
	}
}

// TestReview10UnprotectedFixedOverlay: SECURITY.md says "a style attribute
// is none (the lead closes the element it sits on)", but closing an
// element undoes nothing of position:fixed: an empty, closed div that
// covers the viewport hides the footer below it as surely as a style
// sheet, and FooterUnprotected says nothing. (The same with
// position:absolute and a large box, or a transform.) Fixed: a style
// attribute outside code that positions its element out of the flow
// (position:fixed or absolute, in any case and spacing, entities decoded)
// is flagged footer_unprotected like a style sheet, and SECURITY.md no
// longer says a style attribute cannot hide the footer.
func TestReview10UnprotectedFixedOverlay(t *testing.T) {
	for _, text := range []string{
		`Done.<div style="position:fixed;inset:0;background:#fff;z-index:2147483647"></div>`,
		"Done.\n\n<div style=\"POSITION: fixed; top:0; left:0; width:100vw; height:100vh; background:white\"></div>\n",
	} {
		if fs := FooterUnprotected(text); len(fs) == 0 {
			t.Errorf("%q: a closed element covers the page and the footer, no footer_unprotected flag", text)
		}
	}
}
