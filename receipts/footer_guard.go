package receipts

import (
	"slices"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/readable"
)

// FooterLead returns what must go between an answer and its footer so that
// the footer renders as the footer: the answer's text is the model's, and
// one that ends inside an HTML comment, a raw-text or hidden HTML element
// (script, style, template, details, …) or a code fence would otherwise
// swallow the footer, so a Markdown or HTML view shows no flag at all (the
// comment and script cases hide it completely). It closes each construct
// left open, innermost first; "" when nothing is open. A terminal's
// state (an open OSC string, concealed text) is reset first (termReset).
func FooterLead(answer string) string {
	if t := termReset(answer); t != "" {
		return t + footerLeadMarkup(answer)
	}
	return footerLeadMarkup(answer)
}

// footerLeadMarkup is FooterLead but the terminal's reset.
func footerLeadMarkup(answer string) string {
	// Every construct starts with a byte the usual answer lacks: a fence
	// line with '`' or '~', a comment or a tag with '<'. Without them
	// nothing is open, and the answer need not be read line by line,
	// lowercased and searched once per tag.
	if !strings.ContainsAny(answer, "`~<") {
		return ""
	}
	return footerLeadFull(answer)
}

// footerLeadFull is FooterLead without its shortcut.
func footerLeadFull(answer string) string {
	// Where code and raw HTML are is CommonMark's block structure: a fence
	// line in a list item, an HTML block or a comment is no open fence, and
	// a backtick in an HTML block is raw HTML, not a code span. Markup
	// inside code is shown as text: only the rest can be open.
	bl := readBlocks(answer)
	// Read twice: as a view of the answer as HTML gets it, and as a
	// Markdown renderer hands it on ("<span<a href=x>" opens an element
	// "span<a" to the one, an <a> after the text "<span" to the other).
	// Closers are text or stray end tags to the reading that needs none.
	constructs := markupClosers(bl.markup)
	if c := markupClosers(bl.md); c != constructs {
		constructs += c
	}
	unfinished, elements := elementClosers(strings.ToLower(bl.markup))
	if u, e := elementClosers(strings.ToLower(bl.md)); e != elements || u != unfinished {
		// a quote ending one reading's tag is text in the other's
		unfinished = joinDistinct(u, unfinished)
		elements = joinDistinct(e, elements)
	}
	if bl.fence != "" {
		lead := "\n" + bl.fence + "\n" // inside the fence nothing else is markup
		if constructs+unfinished+elements != "" {
			lead += rawCloserLine(unfinished, elements, bl.depth) + "\n"
		}
		return lead
	}
	lead := constructs + unfinished + elements
	if bl.afterFence {
		if lead == "" {
			return ""
		}
		return "\n\n" + rawCloserLine(unfinished, elements, bl.depth)
	}
	if k := bl.htmlKind; k >= 1 && k <= 5 && !htmlBlockEnds(lead, k) {
		// CommonMark's HTML block the answer ends in runs to its own end
		// marker, whatever the browser's reading closed
		lead += htmlBlockClosers[k]
	}
	// Appended to the answer's last line, closers reach the browser as
	// markup only in an HTML block or inline in a paragraph, an end tag
	// inside a block quote or list item closes nothing opened outside it,
	// and what they close in one may have taken the renderer's end tags
	// for text: otherwise, and after any block quote or list, they are
	// written again on a line of their own.
	if lead != "" && (bl.tail == leafIndented || bl.tail == leafFence || bl.depth > 0) ||
		bl.tail != leafHTML && rawOpen(bl.raw) ||
		elements != "" && (bl.tail != leafHTML || bl.nested) && opensElements(strings.ToLower(bl.markup[:bl.tailStart])) {
		lead += "\n\n" + rawCloserLine(unfinished, elements, bl.depth)
	}
	return lead
}

// elementClosers returns what must follow lower so the footer stands
// outside every element that hides or restyles it: the end of a tag left
// unfinished, then end tags. A tag left unfinished would take the footer
// for its attributes; any element opened with a hiding attribute ("<div
// hidden>", "<span style=display:none>") hides what follows it, and
// "<del>" or "<sub>" strike or shrink it. Written even after a comment's
// closer: "<a title=\"<!--" is an unfinished tag to a browser, and the
// closers are text to the other.
func elementClosers(lower string) (unfinished, elements string) {
	unfinished, closers := openMarkup(lower)
	var el strings.Builder
	for _, name := range closers {
		el.WriteString("</")
		el.WriteString(name)
		el.WriteString(">")
	}
	for _, tag := range hidingTags {
		for n := unclosed(lower, tag); n > 0; n-- {
			el.WriteString("</")
			el.WriteString(tag)
			el.WriteString(">")
		}
	}
	return unfinished, el.String()
}

// htmlBlockClosers end CommonMark's HTML blocks of kinds 1 to 5; to a
// browser each is a stray end tag or text.
var htmlBlockClosers = [...]string{1: "</pre>", 2: " -->", 3: "?>", 4: ">", 5: "]]>"}

// rawCloserLine is a line that CommonMark passes through as an HTML block
// (it starts with "<!--" and holds "-->") and that ends, to a browser, a
// comment ("-->"), a bogus comment, processing instruction, declaration
// or CDATA section (its first '>'), or a tag left unfinished (its open
// quote, then '>'; "<!--" is then an attribute name), and is an empty
// comment where none is open. The element closers follow it and, after
// a block quote or list, end tags of the renderer's list and quote
// elements, depth times (a comment or raw-text element took the
// renderer's own for text; a browser ignores one with nothing to close).
func rawCloserLine(unfinished, elements string, depth int) string {
	if depth == 0 {
		return "<!--" + unfinished + "-->" + elements
	}
	// a raw-text element (noscript) holds the container end tags as text
	// until its own end tag: elements first, then again after them
	return "<!--" + unfinished + "-->" + elements + strings.Repeat("</li></ol></ul></blockquote>", min(depth, maxDepthClosers)) + elements
}

// joinDistinct returns a then b, or a alone when they are the same.
func joinDistinct(a, b string) string {
	if a == b {
		return a
	}
	return a + b
}

// maxDepthClosers bounds the container end tags rawCloserLine writes.
const maxDepthClosers = 16

// opensElements reports whether lower leaves an element open that
// FooterLead closes.
func opensElements(lower string) bool {
	if _, closers := openMarkup(lower); len(closers) > 0 {
		return true
	}
	return slices.ContainsFunc(hidingTags, func(tag string) bool { return unclosed(lower, tag) > 0 })
}

// rawOpen reports whether raw (the answer's HTML blocks, which a browser
// gets as written) leaves a comment, bogus comment or tag open.
func rawOpen(raw string) bool {
	if raw == "" {
		return false
	}
	unfinished, _ := openMarkup(strings.ToLower(raw))
	return unfinished != "" || openConstruct(raw, true) != "" || openConstruct(raw, false) != ""
}

// markupClosers returns what ends the comment, processing instruction,
// CDATA section, declaration or "</" bogus comment left open at the end of
// answer, or "". A CommonMark HTML block opened by "<?" runs to "?>" and
// one opened by "<![CDATA[" to "]]>", where a browser ends either at the
// first '>': the two may then disagree on what follows ("<?x > <!-- y"
// opens a comment only to a browser), so each reading is followed on its
// own and both closers are written. A closer holds no '<', so one reading
// takes the other's closer as text and opens nothing.
func markupClosers(answer string) string {
	strict, browser := openConstruct(answer, false), openConstruct(answer, true)
	if strict == browser || strict != "" && browser == ">" {
		return strict // every closer ends in '>', which ends the browser's
	}
	return strict + browser
}

// openConstruct reads s once, in order, and returns the closer of the
// construct open at its end, or "". Inside a construct every other opener
// is text, so only its own terminator counts. browser picks the HTML
// tokenizer's terminators ('>' for "<?" and "<![CDATA[", "--!>" too for a
// comment) over CommonMark's ("?>", "]]>", "-->"). Openers count anywhere,
// not only at a line start where a CommonMark HTML block starts: a browser
// honours them inline, and a needless closer is harmless text.
func openConstruct(s string, browser bool) string {
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return ""
		}
		i += j + 1
		rest := s[i:]
		from, closer, term, alt := i+1, ">", ">", false
		switch {
		case strings.HasPrefix(rest, "!--"):
			// from the dashes: "<!-->" and "<!--->" end themselves
			closer, term = " -->", "-->"
			alt = browser // "--!>" ends it too
		case strings.HasPrefix(rest, "?"):
			if !browser {
				closer, term = "?>", "?>"
			}
		case len(rest) >= 8 && strings.EqualFold(rest[:8], "![CDATA["):
			from = i + 8
			if !browser {
				closer, term = "]]>", "]]>"
			}
		case strings.HasPrefix(rest, "!"):
		case strings.HasPrefix(rest, "/") && (len(rest) == 1 || !isASCIILetter(rest[1])):
			// "</" not before a letter: a bogus comment ("</>" is nothing)
		default:
			continue
		}
		var k, n int
		if alt {
			k, n = readable.CommentEnd(s[from:])
		} else {
			k, n = strings.Index(s[from:], term), len(term)
		}
		if k < 0 {
			return closer
		}
		i = from + k + n
	}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// openMarkup reads lower (the answer lowercased, outside code) from the
// start as an HTML parser does and returns what must follow it so the
// footer stands outside any element that hides or restyles it: the end of
// a tag left unfinished (its open quote, if any, and '>'; else the footer
// would be read as that tag's attribute or value), then closing tags for
// every element still open from the innermost down to the outermost one
// opened with a hidden, style or class attribute or restyling (an inner
// element of the same name would otherwise take the closing tag). A tag
// ends at its first '>' outside quotes. Linear in len(lower); past
// maxOpenElements nested elements it stops tracking and closes every
// hiding element it saw instead, which stray closing tags cannot harm.
func openMarkup(lower string) (unfinished string, closers []string) {
	if !strings.Contains(lower, "<") {
		return "", nil
	}
	var open []openElement
	var index openIndex // which element an end tag closes (footer_open.go)
	var seen []string   // hiding elements opened, for the overflow case
	// active are restyling formatting elements ("<a>", "<s>") another end
	// tag closed: a browser opens them again around the text that follows
	// (it reconstructs active formatting elements) until their own end tag
	var active []string
	overflow := false
	done := func() []string { return append(closersOf(open, seen, overflow), active...) }
	// A style sheet (closed or not) or a declarative shadow root can hide
	// any element, by its name alone: every open element then counts.
	styled := hasTag(lower, "style") ||
		hasTag(lower, "link") || strings.Contains(lower, "shadowroot")
	for i := 0; i < len(lower); {
		j := strings.IndexByte(lower[i:], '<')
		if j < 0 {
			break
		}
		i += j + 1
		if strings.HasPrefix(lower[i:], "!--") { // a comment holds no tags
			// a browser's end, "--!>" too, read from the dashes ("<!-->")
			e, n := readable.CommentEnd(lower[i+1:])
			if e < 0 {
				return "", done() // FooterLead closes the comment
			}
			i += 1 + e + n
			continue
		}
		if i < len(lower) && (lower[i] == '!' || lower[i] == '?' ||
			lower[i] == '/' && (i+1 == len(lower) || !isASCIILetter(lower[i+1]))) {
			// a bogus comment ("<!x", "<?x", "</3", "<![CDATA[") holds no
			// tags up to its first '>'
			e := strings.IndexByte(lower[i:], '>')
			if e < 0 {
				return "", done() // FooterLead ends it
			}
			i += e + 1
			continue
		}
		closing := i < len(lower) && lower[i] == '/'
		k := i
		if closing {
			k++
		}
		n := k
		for n < len(lower) && (lower[n] >= 'a' && lower[n] <= 'z' || n > k && (lower[n] >= '0' && lower[n] <= '9' || lower[n] == '-')) {
			n++
		}
		if n == k {
			continue
		}
		name := lower[k:n]
		// the tag's end: the first '>' outside a quoted value
		var quote byte
		end := -1
		for m := n; m < len(lower); m++ {
			c := lower[m]
			switch {
			case quote != 0:
				if c == quote {
					quote = 0
				}
			case c == '"' || c == '\'':
				quote = c
			case c == '>':
				end = m
			}
			if end >= 0 {
				break
			}
		}
		if end < 0 { // unfinished: the rest of the text is this tag
			unfinished = ">"
			if quote != 0 {
				unfinished = string(quote) + ">"
			}
			end = len(lower)
		}
		attrs := lower[n:end]
		i = end
		if closing {
			if m := index.endTagCloses(name); m >= 0 {
				for _, e := range open[m+1:] {
					if formatting[e.name] && e.hiding && len(active) < maxOpenElements {
						active = append(active, e.name)
					}
				}
				index.truncate(open, m)
				open = open[:m] // it closes the elements opened inside it too
			}
			if k := slices.Index(active, name); k >= 0 && formatting[name] {
				active = slices.Delete(active, k, k+1)
			}
			continue
		}
		if voidElements[name] { // ("<div hidden/>" opens a div: HTML ignores the slash)
			continue
		}
		// (hidingTags are closed by count, after these)
		hiding := restyling[name] || hasHidingAttr(attrs) || styled && !slices.Contains(hidingTags, name)
		if hiding && len(seen) < maxOpenElements {
			seen = append(seen, name)
		}
		if len(open) >= maxOpenElements {
			overflow = true
			continue
		}
		index.push(name, len(open))
		open = append(open, openElement{name, hiding})
		if rawTextElements[name] {
			// its content is text up to its own end tag: "<script></pre>"
			// leaves the pre open
			e := rawTextEnd(lower, i, name)
			if e < 0 {
				break
			}
			i = e
		}
	}
	return unfinished, done()
}

var (
	blockEndTags = setOf(`address article aside blockquote button center details dialog dir div dl fieldset
		figcaption figure footer header hgroup listing main menu nav ol pre search section summary ul li dd dt
		h1 h2 h3 h4 h5 h6 p form`)
	formatting    = setOf(`a b big code em font i nobr s small strike strong tt u`)
	scopeBoundary = setOf(`applet caption html table td th marquee object template`)
	// specialElements stop an end tag of another name ("any other end tag")
	specialElements = setOf(`address applet area article aside base basefont bgsound blockquote body br
		button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer
		form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link
		listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script
		search section select source style summary table tbody td template textarea tfoot th thead title tr
		track ul wbr xmp`)
)

func setOf(names string) map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(names) {
		m[n] = true
	}
	return m
}

// rawTextElements hold text, not markup, up to their own end tag.
var rawTextElements = map[string]bool{
	"script": true, "style": true, "textarea": true, "title": true, "xmp": true, "iframe": true,
	"noembed": true, "noframes": true, "noscript": true, "plaintext": true,
}

// rawTextEnd returns where the end tag of the raw-text element name
// starts in lower after i, or -1.
func rawTextEnd(lower string, i int, name string) int {
	if name == "plaintext" {
		return -1 // nothing ends it
	}
	for {
		j := strings.Index(lower[i:], "</"+name)
		if j < 0 {
			return -1
		}
		i += j
		if end := i + 2 + len(name); end == len(lower) || strings.IndexByte(" \t\n\r\f/>", lower[end]) >= 0 {
			return i
		}
		i += 2
	}
}

// openElement is an element openMarkup saw opened and not yet closed.
type openElement struct {
	name   string
	hiding bool // opened with a hiding attribute, or restyling
}

// maxOpenElements bounds the nesting openMarkup tracks.
const maxOpenElements = 1024

// closersOf lists the closing tags openMarkup appends: every open element
// from the innermost down to the outermost hiding one; after an overflow,
// every hiding element seen.
func closersOf(open []openElement, seen []string, overflow bool) []string {
	if overflow {
		out := make([]string, 0, len(seen))
		for m := len(seen) - 1; m >= 0; m-- {
			out = append(out, seen[m])
		}
		return out
	}
	deepest := slices.IndexFunc(open, func(e openElement) bool { return e.hiding })
	if deepest < 0 {
		return nil
	}
	out := make([]string, 0, len(open)-deepest)
	for m := len(open) - 1; m >= deepest; m-- {
		out = append(out, open[m].name)
	}
	return out
}

// hidingAttrs are the global attributes that change whether or how an
// element's content is shown: hidden (hidden=until-found too), popover
// (display:none until script opens it), style, class (a class such as
// Tailwind's "hidden"), id (a rule of any style sheet can target it), dir
// (dir=rtl draws the footer reversed or re-ordered), inert (no finding or
// selecting), aria-hidden (a screen reader skips it).
var hidingAttrs = []string{"hidden", "popover", "style", "class", "id", "dir", "inert", "aria-hidden"}

// hasHidingAttr reports whether attrs (the text of an open tag after its
// name) holds one of hidingAttrs.
func hasHidingAttr(attrs string) bool {
	for _, a := range hidingAttrs {
		for i := 0; ; {
			j := strings.Index(attrs[i:], a)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(a)
			before := byte(' ')
			if at > 0 {
				before = attrs[at-1]
			}
			after := byte(' ')
			if i < len(attrs) {
				after = attrs[i]
			}
			if strings.IndexByte(" \t\n\r\f/\"'", before) >= 0 && strings.IndexByte(" \t\n\r\f/=>", after) >= 0 {
				return true
			}
		}
	}
	return false
}

// restyling are the elements that, left open, make the footer read as
// something else: struck through (retracted), shrunk out of sight, a link
// to elsewhere, scrolling away.
var restyling = map[string]bool{
	"a": true, "del": true, "s": true, "strike": true, "sub": true, "sup": true, "small": true,
	"font": true, "marquee": true, "blink": true, "center": true, "big": true, "ins": true, "u": true,
	"rt": true, // a ruby annotation: small, above the line
	// bdo dir=rtl draws the footer letter by letter reversed; bdi and a
	// blockquote or q set it apart as other words; math, table (text is
	// moved out above it), pre, listing and the code faces show it as
	// something else than the footer
	"bdo": true, "bdi": true, "blockquote": true, "q": true, "math": true, "table": true,
	"pre": true, "listing": true, "code": true, "kbd": true, "samp": true, "tt": true, "var": true,
}

// voidElements have no content and no closing tag.
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true,
	"link": true, "meta": true, "source": true, "track": true, "wbr": true, "param": true,
}

// hidingTags are the HTML elements whose content a renderer hides,
// collapses, drops or shows as raw text, and whose open tag runs to the
// end of the document when never closed.
// progress and meter show a bar, never their content; rp is display:none;
// applet and frameset render no body content; option and optgroup outside
// a select render nothing in a collapsed list.
var hidingTags = []string{"script", "style", "template", "textarea", "title", "xmp", "noscript", "noembed", "noframes", "iframe", "object", "select", "details", "plaintext",
	"dialog", "datalist", "svg", "video", "audio", "canvas", "progress", "meter", "rp", "applet", "frameset", "option", "optgroup"}

// hasTag reports whether lower holds an open tag of tag.
func hasTag(lower, tag string) bool {
	for i := 0; ; {
		j := strings.Index(lower[i:], "<"+tag)
		if j < 0 {
			return false
		}
		i += j + 1 + len(tag)
		if i == len(lower) || strings.IndexByte(" \t\n\r\f/>", lower[i]) >= 0 {
			return true
		}
	}
}

// unclosed counts the open tags of tag in lower (lowercased) not matched
// by a later closing tag.
func unclosed(lower, tag string) int {
	if !strings.Contains(lower, "<"+tag) {
		return 0
	}
	open := 0
	for i := 0; i < len(lower); {
		j := strings.IndexByte(lower[i:], '<')
		if j < 0 {
			break
		}
		i += j + 1
		closing := strings.HasPrefix(lower[i:], "/")
		k := i
		if closing {
			k++
		}
		if !strings.HasPrefix(lower[k:], tag) {
			continue
		}
		end := k + len(tag)
		if end < len(lower) && !strings.ContainsRune(" \t\n\r\f/>", rune(lower[end])) {
			continue // another tag ("<styles", "<titlebar")
		}
		if closing {
			if open > 0 {
				open--
			}
		} else {
			open++
		}
	}
	return open
}
