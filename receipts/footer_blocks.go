package receipts

import "strings"

// readBlocks reads text's block structure as CommonMark does, for the
// containers and leaves that decide where code and raw HTML are: block
// quotes and list items (with lazy paragraph continuation), fenced and
// indented code, the seven kinds of HTML block, paragraphs and headings.
// It returns the fence of a fenced code block still open at the end
// directly in the document (a fence inside a list item or block quote ends
// with it at the footer's blank line and column-0 rule, and a fence line
// in an HTML block or a container's content is none: a column-0 fence
// written after either would open one), and the text a browser gets as
// markup: HTML blocks as written (a backtick there is raw HTML, not a code
// span), paragraphs and headings without their code spans, fenced code
// left out (indented code is kept: see line). Linear in len(text) but for code spans, found per paragraph.
func readBlocks(text string) blocks {
	r := blockReader{}
	if strings.IndexByte(text, '\r') >= 0 { // a line ends at "\r\n", "\n" or "\r"
		text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	}
	for line := range strings.SplitSeq(text, "\n") {
		r.line(expandTabs(line))
	}
	b := blocks{tail: r.leaf, nested: len(r.stack) > 0, tailStart: r.start, depth: r.depth}
	if r.leaf == leafHTML {
		b.htmlKind = r.html
	}
	if r.leaf == leafFence && len(r.stack) == 0 {
		b.fence = r.fence
	}
	if r.leaf == leafHTML && r.html == 7 && r.htmlLines == 1 {
		b.tail = leafPara // text appended to its one line makes it a paragraph
	}
	r.closeLeaf()
	b.markup, b.raw, b.md = r.out.String(), r.raw.String(), r.md.String()
	if r.fenceClosed {
		// text appended to a closing fence line makes it content
		b.afterFence, b.tailStart = true, len(b.markup)
	}
	if last := text[strings.LastIndexByte(text, '\n')+1:]; isBlankLine(last) {
		// appended text starts a block of its own, code when indented
		b.tailStart = len(b.markup)
		if leadingSpaces(expandTabs(strings.TrimRight(last, "\r\f\v"))) >= 4 {
			b.tail = leafIndented
		}
	}
	return b
}

// blocks is what readBlocks reads.
type blocks struct {
	fence  string // the fence of a fenced code block open in the document at the end
	markup string // HTML blocks, indented code, paragraphs and headings without code spans
	raw    string // the HTML blocks alone: what a browser surely gets as markup
	// md is markup as a CommonMark renderer hands it on: in a paragraph
	// or heading a '<' that starts no raw HTML is text ("&lt;"), where a
	// view of the answer as HTML reads markup's
	md   string
	tail leafKind // the leaf block open at the end, where text appended to the answer goes
	// htmlKind is the kind (1 to 7) of the HTML block open at the end
	htmlKind int
	nested   bool // the end is inside a block quote or list item
	// tailStart is where, in markup, the block text appended to the answer
	// goes into starts: an end tag there closes nothing opened before it
	// unless that block is an HTML block in the document.
	tailStart int
	// depth is the most block quotes and list items ever open at once: a
	// comment or raw-text element in raw HTML inside them takes the
	// renderer's closing tags for text, and the browser keeps them open.
	depth int
	// afterFence: the last line closes a fence; nothing may be appended to it
	afterFence bool
}

// maxContainers bounds the block quotes and list items read as open at
// once (markdown-it stops at 100 levels too): every line is matched
// against each, so without a bound "- - - … a" and many blank lines
// would take quadratic time. Deeper markers are read as content.
const maxContainers = 100

type leafKind int

const (
	leafNone leafKind = iota
	leafPara
	leafFence
	leafIndented
	leafHTML
)

// container is an open block quote or list item.
type container struct {
	quote  bool
	indent int  // a list item's content column, from the container's own start
	blank  bool // a list item that began with a blank line
	filled bool // a non-blank line was read inside it
}

type blockReader struct {
	stack    []container
	leaf     leafKind
	fence    string // the open fence's run
	html     int    // the open HTML block's kind, 1 to 7
	para     strings.Builder
	out, raw strings.Builder
	md       strings.Builder // out as a Markdown view gets it
	start    int             // where the last block started in out
	depth    int             // the deepest stack seen
	// fenceClosed: the last line read closed a fence
	fenceClosed bool
	htmlLines   int // lines of the open HTML block
}

func (r *blockReader) line(line string) {
	r.fenceClosed = false
	pos, matched := 0, 0
	for ; matched < len(r.stack); matched++ {
		c := &r.stack[matched]
		if c.quote {
			ind := leadingSpaces(line[pos:])
			if ind > 3 || pos+ind >= len(line) || line[pos+ind] != '>' {
				break
			}
			pos += ind + 1
			if pos < len(line) && line[pos] == ' ' {
				pos++
			}
			continue
		}
		if isBlankLine(line[pos:]) {
			if c.blank && !c.filled { // an item holds at most one blank line before its content
				break
			}
			pos = len(line)
			continue
		}
		if leadingSpaces(line[pos:]) < c.indent {
			break
		}
		pos += c.indent
	}
	rest := line[pos:]
	all := matched == len(r.stack)

	if all {
		switch r.leaf {
		case leafFence:
			if closesFence(rest, r.fence) {
				r.leaf = leafNone
				r.fenceClosed = true
			}
			return
		case leafHTML:
			if r.html >= 6 && isBlankLine(rest) {
				r.leaf = leafNone
				return
			}
			r.emit(rest)
			r.raw.WriteString(rest)
			r.raw.WriteByte('\n')
			r.htmlLines++
			if r.html <= 5 && htmlBlockEnds(rest, r.html) {
				r.leaf = leafNone
			}
			return
		case leafIndented:
			if isBlankLine(rest) || leadingSpaces(rest) >= 4 {
				r.emit(rest)
				return
			}
		}
	}

	// New containers; each closes what did not continue.
	opened := false
	defer func() {
		if opened {
			r.start = r.out.Len()
		}
		r.depth = max(r.depth, len(r.stack))
	}()
	for len(r.stack) < maxContainers {
		ind := leadingSpaces(rest)
		if ind > 3 {
			break
		}
		t := rest[ind:]
		if strings.HasPrefix(t, ">") {
			r.closeTo(matched)
			rest = t[1:]
			if strings.HasPrefix(rest, " ") {
				rest = rest[1:]
			}
			r.stack = append(r.stack, container{quote: true})
			matched, opened = len(r.stack), true
			continue
		}
		if isThematicBreak(t) {
			break
		}
		w, empty, ok := listMarker(t, r.leaf == leafPara && !opened)
		if !ok {
			break
		}
		r.closeTo(matched)
		if empty {
			rest = ""
		} else {
			rest = t[min(w, len(t)):]
		}
		r.stack = append(r.stack, container{indent: ind + w, blank: empty})
		matched, opened = len(r.stack), true
	}
	all = matched == len(r.stack)
	if !isBlankLine(rest) {
		for i := range r.stack[:matched] {
			r.stack[i].filled = true
		}
	}

	if isBlankLine(rest) {
		r.closeTo(matched)
		if r.leaf == leafPara || !all && r.leaf != leafNone {
			r.closeLeaf()
		}
		return
	}
	ind := leadingSpaces(rest)
	t := rest[ind:]
	if r.leaf == leafPara && !opened && continuesParagraph(t, ind, all) {
		r.para.WriteString(rest)
		r.para.WriteByte('\n')
		return
	}
	r.closeTo(matched)
	r.closeLeaf()
	r.separate()
	switch {
	case ind >= 4:
		// kept: a needless closer after code is harmless text, a closer
		// missing after raw HTML read as code is not
		r.leaf = leafIndented
		r.emit(rest)
	case openFenceRun(t) != "":
		r.leaf, r.fence = leafFence, openFenceRun(t)
	case htmlBlockStart(t, false) > 0:
		r.leaf, r.html, r.htmlLines = leafHTML, htmlBlockStart(t, false), 1
		r.emit(rest)
		r.raw.WriteString(rest)
		r.raw.WriteByte('\n')
		if r.html <= 5 && htmlBlockEnds(t, r.html) {
			r.leaf = leafNone
		}
	case isATXHeading(t) || isThematicBreak(t):
		r.out.WriteString(withoutCodeSpans(t, false))
		r.out.WriteByte('\n')
		r.md.WriteString(withoutCodeSpans(t, true))
		r.md.WriteByte('\n')
	default:
		r.leaf = leafPara
		r.para.WriteString(rest)
		r.para.WriteByte('\n')
	}
}

// continuesParagraph reports whether a line (t after ind spaces) goes on
// an open paragraph: a setext underline ends it, and a line that starts
// another block interrupts it; a lazy line (its containers unmatched)
// continues it only as paragraph text.
func continuesParagraph(t string, ind int, all bool) bool {
	if ind >= 4 {
		return true
	}
	if all && isSetextUnderline(t) {
		return false
	}
	return openFenceRun(t) == "" && htmlBlockStart(t, true) == 0 && !isATXHeading(t) && !isThematicBreak(t)
}

// separate marks a block boundary in md and raw, where a renderer writes
// its own tags ("</p>", "<li>", "<pre>"): their '>' ends, to a browser, a
// bogus comment or an unquoted tag the answer's HTML left open before it.
func (r *blockReader) separate() {
	if r.md.Len() > 0 { // (a view as HTML has no renderer: not in out)
		r.md.WriteString("<br>\n")
	}
	if r.raw.Len() > 0 {
		r.raw.WriteString("<br>\n")
	}
	r.start = r.out.Len()
}

// emit writes a line of an HTML block or indented code to both views.
func (r *blockReader) emit(line string) {
	r.out.WriteString(line)
	r.out.WriteByte('\n')
	r.md.WriteString(line)
	r.md.WriteByte('\n')
}

// closeTo closes the containers from n on, and with them the open leaf.
func (r *blockReader) closeTo(n int) {
	if n < len(r.stack) {
		r.closeLeaf()
		r.stack = r.stack[:n]
	}
}

// closeLeaf ends the open leaf block; a paragraph's text goes out without
// its code spans.
func (r *blockReader) closeLeaf() {
	if r.leaf == leafPara {
		r.out.WriteString(withoutCodeSpans(r.para.String(), false))
		r.md.WriteString(withoutCodeSpans(r.para.String(), true))
		r.para.Reset()
	}
	r.leaf = leafNone
}

// expandTabs writes each tab as the spaces to the next multiple of 4
// columns: CommonMark reads indentation in columns.
func expandTabs(line string) string {
	if strings.IndexByte(line, '\t') < 0 {
		return line
	}
	var b strings.Builder
	col := 0
	for _, c := range []byte(line) {
		if c == '\t' {
			n := 4 - col%4
			b.WriteString("    "[:n])
			col += n
			continue
		}
		b.WriteByte(c)
		col++
	}
	return b.String()
}

func leadingSpaces(s string) int {
	n := 0
	for n < len(s) && s[n] == ' ' {
		n++
	}
	return n
}

func isBlankLine(s string) bool { return strings.Trim(s, " \t\r\f\v") == "" }

// listMarker reads a list item's marker at t ("-", "+", "*", "1." … "1)")
// and returns the width up to its content, whether the item starts blank,
// and whether t starts one. Over a paragraph (interrupt) an item must not
// be empty and an ordered one must start at 1.
func listMarker(t string, interrupt bool) (w int, empty, ok bool) {
	n := 0
	switch {
	case t != "" && strings.IndexByte("-+*", t[0]) >= 0:
		n = 1
	default:
		for n < len(t) && n < 10 && t[n] >= '0' && t[n] <= '9' {
			n++
		}
		if n == 0 || n > 9 || n == len(t) || t[n] != '.' && t[n] != ')' {
			return 0, false, false
		}
		if interrupt && t[:n] != "1" {
			return 0, false, false
		}
		n++
	}
	if n < len(t) && t[n] != ' ' {
		return 0, false, false
	}
	if isBlankLine(t[n:]) {
		return n + 1, true, !interrupt
	}
	sp := leadingSpaces(t[n:])
	if sp > 4 { // content starts with indented code
		sp = 1
	}
	return n + sp, false, true
}

func isThematicBreak(t string) bool {
	if t == "" || strings.IndexByte("-*_", t[0]) < 0 {
		return false
	}
	n := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case t[0]:
			n++
		case ' ', '\t':
		default:
			return false
		}
	}
	return n >= 3
}

func isSetextUnderline(t string) bool {
	t = strings.TrimRight(t, " ")
	return t != "" && (strings.Trim(t, "=") == "" || strings.Trim(t, "-") == "")
}

func isATXHeading(t string) bool {
	n := 0
	for n < len(t) && n < 7 && t[n] == '#' {
		n++
	}
	return n >= 1 && n <= 6 && (n == len(t) || t[n] == ' ')
}

// openFenceRun returns the run of a fence opener at t, or "".
func openFenceRun(t string) string {
	if len(t) < 3 || t[0] != '`' && t[0] != '~' {
		return ""
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 || t[0] == '`' && strings.IndexByte(t[n:], '`') >= 0 {
		return "" // a backtick fence's info string holds no backtick
	}
	return t[:n]
}

// closesFence reports whether line closes a fence opened with run: up to
// three spaces, at least as long a run of its character, nothing after.
func closesFence(line, run string) bool {
	ind := leadingSpaces(line)
	if ind > 3 {
		return false
	}
	t := line[ind:]
	n := 0
	for n < len(t) && t[n] == run[0] {
		n++
	}
	return n >= len(run) && isBlankLine(t[n:])
}

// htmlBlockStart returns the kind (1 to 7) of the CommonMark HTML block a
// line (t, after its indentation) starts, or 0; kind 7 cannot interrupt a
// paragraph.
func htmlBlockStart(t string, interrupt bool) int {
	if !strings.HasPrefix(t, "<") {
		return 0
	}
	lower := strings.ToLower(t[:min(len(t), 12)])
	for _, name := range []string{"pre", "script", "style", "textarea"} {
		if strings.HasPrefix(lower[1:], name) && tagNameEnds(t, 1+len(name)) {
			return 1
		}
	}
	switch {
	case strings.HasPrefix(t, "<!--"):
		return 2
	case strings.HasPrefix(t, "<?"):
		return 3
	case strings.HasPrefix(t, "<![CDATA["):
		return 5
	case len(t) > 2 && t[1] == '!' && isASCIILetter(t[2]):
		return 4
	}
	k := 1
	if strings.HasPrefix(t, "</") {
		k = 2
	}
	n := k
	for n < len(t) && (isASCIILetter(t[n]) || n > k && (t[n] >= '0' && t[n] <= '9' || t[n] == '-')) {
		n++
	}
	if n > k && blockTagNames[strings.ToLower(t[k:n])] && (tagNameEnds(t, n) || strings.HasPrefix(t[n:], "/>")) {
		return 6
	}
	if interrupt {
		return 0
	}
	if end := completeTag(t); end > 0 && isBlankLine(t[end:]) {
		return 7
	}
	return 0
}

func tagNameEnds(t string, n int) bool {
	return n == len(t) || strings.IndexByte(" \t>", t[n]) >= 0
}

// htmlBlockEnds reports whether a line holds the end of an HTML block of
// kind 1 to 5.
func htmlBlockEnds(line string, kind int) bool {
	switch kind {
	case 1:
		l := strings.ToLower(line)
		return strings.Contains(l, "</pre>") || strings.Contains(l, "</script>") ||
			strings.Contains(l, "</style>") || strings.Contains(l, "</textarea>")
	case 2:
		return strings.Contains(line, "-->")
	case 3:
		return strings.Contains(line, "?>")
	case 4:
		return strings.Contains(line, ">")
	default:
		return strings.Contains(line, "]]>")
	}
}

// blockTagNames start an HTML block of kind 6.
var blockTagNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`address article aside base basefont blockquote body caption center col
		colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2
		h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup
		option p param search section summary table tbody td tfoot th thead title tr track ul`) {
		m[n] = true
	}
	return m
}()

// completeTag returns the length of the complete open or closing tag at
// the start of s, as CommonMark's raw HTML reads it, or 0.
func completeTag(s string) int {
	if len(s) < 3 || s[0] != '<' {
		return 0
	}
	i := 1
	closing := s[1] == '/'
	if closing {
		i++
	}
	if i >= len(s) || !isASCIILetter(s[i]) {
		return 0
	}
	for i < len(s) && (isASCIILetter(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == '-') {
		i++
	}
	if closing {
		i = skipTagSpace(s, i)
		if i < len(s) && s[i] == '>' {
			return i + 1
		}
		return 0
	}
	for {
		j := skipTagSpace(s, i)
		if j < len(s) && s[j] == '>' {
			return j + 1
		}
		if strings.HasPrefix(s[j:], "/>") {
			return j + 2
		}
		if j == i || j >= len(s) || !(isASCIILetter(s[j]) || s[j] == '_' || s[j] == ':') {
			return 0
		}
		i = j
		for i < len(s) && (isASCIILetter(s[i]) || s[i] >= '0' && s[i] <= '9' || strings.IndexByte("_.:-", s[i]) >= 0) {
			i++
		}
		k := skipTagSpace(s, i)
		if k >= len(s) || s[k] != '=' {
			continue
		}
		k = skipTagSpace(s, k+1)
		if k >= len(s) {
			return 0
		}
		switch q := s[k]; q {
		case '"', '\'':
			e := strings.IndexByte(s[k+1:], q)
			if e < 0 {
				return 0
			}
			i = k + 1 + e + 1
		default:
			e := k
			for e < len(s) && strings.IndexByte(" \t\n\r\f\"'=<>`", s[e]) < 0 {
				e++
			}
			if e == k {
				return 0
			}
			i = e
		}
	}
}

func skipTagSpace(s string, i int) int {
	for i < len(s) && strings.IndexByte(" \t\n\r\f", s[i]) >= 0 {
		i++
	}
	return i
}

// withoutCodeSpans returns paragraph or heading text without its code
// spans, read as CommonMark reads inline text, left to right: a backslash
// escape, raw HTML (a tag, comment, processing instruction, declaration or
// CDATA section) or an autolink that starts first holds its backticks as
// text; a backtick run opens a span only with a closing run of the same
// length later in the text, lines included. Linear: every search for an
// end goes on from where the last one for that end stopped. escape writes
// a '<' that starts no raw HTML as "&lt;", as a renderer does.
func withoutCodeSpans(p string, escape bool) string {
	if strings.IndexByte(p, '`') < 0 && (!escape || strings.IndexByte(p, '<') < 0) {
		return p
	}
	in := inlineReader{p: p, ends: map[string]int{}, runs: map[int][]int{}}
	for i := 0; i < len(p); {
		n := runLen(p, i)
		if n > 0 {
			in.runs[n] = append(in.runs[n], i)
			i += n
			continue
		}
		i++
	}
	var b strings.Builder
	b.Grow(len(p))
	for i := 0; i < len(p); {
		switch c := p[i]; c {
		case '\\':
			if i+1 < len(p) && isASCIIPunct(p[i+1]) {
				b.WriteString(p[i : i+2])
				i += 2
				continue
			}
		case '<':
			if n := in.rawHTML(i); n > 0 {
				b.WriteString(p[i : i+n])
				i += n
				continue
			}
			if escape {
				b.WriteString("&lt;")
				i++
				continue
			}
		case '`':
			n := runLen(p, i)
			if end := in.closingRun(i+n, n); end >= 0 {
				i = end
			} else {
				b.WriteString(p[i : i+n])
				i += n
			}
			continue
		}
		b.WriteByte(p[i])
		i++
	}
	return b.String()
}

// inlineReader finds the ends withoutCodeSpans looks for, each search
// going on from the last.
type inlineReader struct {
	p    string
	ends map[string]int // a terminator's next place found, -1 when none is left
	runs map[int][]int  // backtick runs by length, in order
}

// find returns where term next occurs at or after from, or -1.
func (in *inlineReader) find(term string, from int) int {
	at, ok := in.ends[term]
	if ok && (at < 0 || at >= from) {
		return at
	}
	at = strings.Index(in.p[from:], term)
	if at >= 0 {
		at += from
	}
	in.ends[term] = at
	return at
}

// closingRun returns the end of the first backtick run of exactly n bytes
// starting at or after from, or -1.
func (in *inlineReader) closingRun(from, n int) int {
	runs := in.runs[n]
	for len(runs) > 0 && runs[0] < from {
		runs = runs[1:]
	}
	in.runs[n] = runs
	if len(runs) == 0 {
		return -1
	}
	return runs[0] + n
}

// rawHTML returns the length of the inline raw HTML or autolink at i, or 0.
func (in *inlineReader) rawHTML(i int) int {
	s := in.p[i:]
	ends := func(open, term string) int {
		if e := in.find(term, i+len(open)); e >= 0 {
			return e + len(term) - i
		}
		return 0
	}
	switch {
	case strings.HasPrefix(s, "<!-->"):
		return 5
	case strings.HasPrefix(s, "<!--->"):
		return 6
	case strings.HasPrefix(s, "<!--"):
		return ends("<!--", "-->")
	case strings.HasPrefix(s, "<?"):
		return ends("<?", "?>")
	case strings.HasPrefix(s, "<![CDATA["):
		return ends("<![CDATA[", "]]>")
	case len(s) > 2 && s[1] == '!' && isASCIILetter(s[2]):
		return ends("<!", ">")
	}
	return max(completeTag(s), autolink(s))
}

func runLen(p string, i int) int {
	n := 0
	for i+n < len(p) && p[i+n] == '`' {
		n++
	}
	return n
}

// autolink returns the length of an autolink "<scheme:…>" at s, or 0.
func autolink(s string) int {
	i := 1
	for i < len(s) && i <= 33 && (isASCIILetter(s[i]) || i > 1 && (s[i] >= '0' && s[i] <= '9' || strings.IndexByte("+.-", s[i]) >= 0)) {
		i++
	}
	if i < 3 || i >= len(s) || s[i] != ':' {
		return 0
	}
	for i++; i < len(s); i++ {
		switch c := s[i]; {
		case c == '>':
			return i + 1
		case c <= ' ' || c == '<':
			return 0
		}
	}
	return 0
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}
