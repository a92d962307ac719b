package sse

import (
	"encoding/binary"
	"math/bits"
	"strconv"
	"strings"
	"unsafe"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// Scan is a chat.completion.chunk read in one pass by ScanChunk: the
// members the Assembler folds and a rewriting proxy edits, as
// gjson.Results over a copy of the chunk (Index counts from the chunk's
// first non-space byte, as with ParseChunk). A member the chunk lacks is a
// Result whose Exists is false.
type Scan struct {
	Raw string // the chunk without the JSON space around it (a copy)

	// Top-level members.
	ID, Created, Model, SystemFingerprint gjson.Result
	Choices                               gjson.Result
	Usage, UsageKey                       gjson.Result // the value, and its key (to remove the member)

	// Choice is the first element of choices; FinishReason and Delta are
	// its members, Role, Content and Refusal members of Delta.
	Choice, FinishReason, Delta gjson.Result
	Role, Content, Refusal      gjson.Result
	// ReasoningContent, Reasoning and Thinking are members of Delta too
	// (text a client may show; see ShownText).
	ReasoningContent, Reasoning, Thinking gjson.Result

	// DeltaData reports that Delta holds a member other than role and
	// tool_calls that is neither null nor "": text, or any other field
	// (reasoning_content, audio, ...).
	DeltaData bool
}

// ScanChunk reads chunk (the data of one SSE event) in a single pass that
// validates it as JSON and finds every member a Scan holds. It serves the
// plain shape nearly every chunk has. ok is false for anything else: not
// valid JSON, a top-level "error" or "zc_receipts" (zc-proxy's own member,
// which an upstream's chunk must not carry through), tool-call deltas, a repeated or escaped
// member name where it matters, a choice 0 that is not the first element,
// a choices or delta that is not an array or object, or nesting deeper
// than 64. The caller then uses ParseChunk and Assembler.AddParsed, which
// handle every shape and report the errors; ok never decides validity.
func ScanChunk(chunk []byte) (s Scan, ok bool) {
	chunk = rawjson.TrimSpace(chunk)
	if len(chunk) < 2 || chunk[0] != '{' {
		return Scan{}, false
	}
	return scanRaw(string(chunk)) // every Result is a substring of the copy: safe to keep
}

// ScanChunkShared is ScanChunk without the copy: Raw and every Result's
// Raw and Str share chunk's memory, so the Scan is valid only while chunk
// is unchanged (an Event's Data: until the Reader's next Next). A reader
// that forwards each chunk at once saves a copy per chunk; whatever it
// keeps it must copy (Assembler.AddScan does).
func ScanChunkShared(chunk []byte) (s Scan, ok bool) {
	chunk = rawjson.TrimSpace(chunk)
	if len(chunk) < 2 || chunk[0] != '{' {
		return Scan{}, false
	}
	return scanRaw(unsafe.String(unsafe.SliceData(chunk), len(chunk)))
}

// ScanChunkSharedTo is ScanChunkShared filling *s (zeroed first; zero
// again when ok is false) instead of returning a Scan: a Scan is over a
// kilobyte, and a caller that keeps it on the heap keeps it off a stack
// that a long-lived stream holds (the chat stream's handler).
func ScanChunkSharedTo(s *Scan, chunk []byte) (ok bool) {
	*s = Scan{}
	chunk = rawjson.TrimSpace(chunk)
	if len(chunk) < 2 || chunk[0] != '{' {
		return false
	}
	s.Raw = unsafe.String(unsafe.SliceData(chunk), len(chunk))
	p := scanner{s: s.Raw}
	if !p.chunkObject(s) || p.i != len(p.s) {
		*s = Scan{}
		return false
	}
	return true
}

// ScanChunkSharedAfter is ScanChunkSharedTo for the chunks of one stream
// in turn. An upstream sends the same top-level members before "choices"
// in every chunk (id, object, created, model, ...): pre keeps the bytes of
// the last chunk up to its "choices" key and what the scan had found when
// it got there, and a chunk that starts with exactly those bytes is read
// on from there. The scan is a pass from left to right whose state at an
// offset depends only on the bytes before it (and the one at it, which is
// compared too), so the result is ScanChunkSharedTo's (FuzzScanPrefix
// holds the two equal). pre lives as long as the stream and holds nothing
// of any other; its zero value is empty.
func ScanChunkSharedAfter(s *Scan, pre *ScanPrefix, chunk []byte) (ok bool) {
	chunk = rawjson.TrimSpace(chunk)
	if pre.tmpl != nil && pre.tmpl.fill(s, chunk) {
		return true
	}
	*s = Scan{}
	if len(chunk) < 2 || chunk[0] != '{' {
		return false
	}
	defer pre.noteTemplate(s, &ok)
	s.Raw = unsafe.String(unsafe.SliceData(chunk), len(chunk))
	p := scanner{s: s.Raw}
	if n := len(pre.raw); n > 0 && len(chunk) > n && string(chunk[:n]) == unsafe.String(unsafe.SliceData(pre.raw), n) {
		pre.restore(s)
		p.i, p.depth = n-1, 1 // at the quote of "choices"
		ok = p.members(s, pre.seen, true, true, nil)
	} else {
		ok = p.chunkObjectNoting(s, pre)
	}
	if !ok || p.i != len(p.s) {
		*s = Scan{}
		return false
	}
	return true
}

// ScanPrefix is what ScanChunkSharedAfter keeps of a stream's last chunk:
// its bytes up to and with the opening quote of its "choices" key, and
// the members read before it.
type ScanPrefix struct {
	raw                             []byte
	seen                            uint8 // chunkObject's members seen
	id, created, model, fingerprint gjson.Result
	usage, usageKey                 gjson.Result
	tmpl                            *scanTemplate // nil until a chunk with text was read
}

// scanTemplate is a whole chunk of a stream whose delta carried text (a
// non-empty content string) and its Scan: nearly every chunk of a stream
// is that chunk again with other text. A chunk written byte for byte as
// raw outside the content string, whose content string is valid and not
// empty, scans as raw did with that string's Result in Content and every
// offset past it moved by the difference in length: the scan is a pass
// from left to right whose state at an offset depends only on the bytes
// before it, and after a valid string the scanner's state is the same
// whatever the string held, but for DeltaData, which a non-empty content
// makes true either way. The Results holding the string (Choices, Choice,
// Delta) keep their start and end past it. FuzzScanTemplate holds the
// result to ScanChunkSharedTo's.
type scanTemplate struct {
	raw    []byte // the chunk, trimmed (a copy)
	cs, ce int    // its content string: [cs, ce), quotes included
	s      Scan   // its scan, every Result read in raw
}

// noteTemplate keeps s, the scan of a chunk that took the scan (*ok its
// result), as the template of the chunks after it, when its content is a
// non-empty string.
func (pre *ScanPrefix) noteTemplate(s *Scan, ok *bool) {
	c := s.Content
	if !*ok || c.Type != gjson.String || len(c.Raw) <= 2 {
		return
	}
	t := pre.tmpl
	if t == nil {
		t = new(scanTemplate)
		pre.tmpl = t
	}
	t.raw = append(t.raw[:0], s.Raw...)
	t.cs, t.ce = c.Index, c.Index+len(c.Raw)
	t.s = *s
	base := unsafe.String(unsafe.SliceData(t.raw), len(t.raw))
	t.s.Raw = base
	for _, r := range t.s.results() {
		rebaseTo(r, r, base)
	}
}

// results are the Results of s, each once.
func (s *Scan) results() [16]*gjson.Result {
	return [16]*gjson.Result{&s.ID, &s.Created, &s.Model, &s.SystemFingerprint, &s.Choices, &s.Usage, &s.UsageKey,
		&s.Choice, &s.FinishReason, &s.Delta, &s.Role, &s.Content, &s.Refusal,
		&s.ReasoningContent, &s.Reasoning, &s.Thinking}
}

// fill sets *s to the scan of chunk (trimmed) when chunk is t's chunk with
// another non-empty content string (scanTemplate); else it leaves s as
// it was and returns false.
func (t *scanTemplate) fill(s *Scan, chunk []byte) bool {
	cs, ce := t.cs, t.ce
	if len(chunk) <= cs || chunk[cs] != '"' || string(chunk[:cs]) != unsafe.String(unsafe.SliceData(t.raw), cs) {
		return false
	}
	p := scanner{s: unsafe.String(unsafe.SliceData(chunk), len(chunk)), i: cs}
	escaped, ok := p.str()
	e := p.i
	if !ok || e == cs+2 || len(chunk)-e != len(t.raw)-ce || string(chunk[e:]) != unsafe.String(unsafe.SliceData(t.raw[ce:]), len(t.raw)-ce) {
		return false
	}
	d := e - ce
	*s = t.s
	s.Raw = p.s
	for _, r := range s.results() {
		if len(r.Raw) == 0 {
			continue // absent
		}
		start, end := r.Index, r.Index+len(r.Raw)
		switch {
		case end <= cs: // before the string
		case start >= ce: // after it
			start += d
		default: // the string itself, or a value holding it
			r.Raw = p.s[start : end+d]
			continue
		}
		r.Index = start
		r.Raw = p.s[start : start+len(r.Raw)]
		if r.Type == gjson.String && len(r.Str) == len(r.Raw)-2 { // unescaped: escapes only shorten
			r.Str = r.Raw[1 : len(r.Raw)-1]
		}
	}
	s.Content = member{start: cs, end: e, kind: '"', escaped: escaped}.result(p.s)
	return true
}

// note keeps the scan's state at the "choices" key starting at at, its
// Results moved onto a copy of the bytes before it.
func (pre *ScanPrefix) note(s *Scan, at int, seen uint8) {
	pre.raw = append(pre.raw[:0], s.Raw[:at+1]...)
	base := unsafe.String(unsafe.SliceData(pre.raw), len(pre.raw))
	pre.seen = seen
	pre.id, pre.created, pre.model, pre.fingerprint = rebase(s.ID, base), rebase(s.Created, base), rebase(s.Model, base), rebase(s.SystemFingerprint, base)
	pre.usage, pre.usageKey = rebase(s.Usage, base), rebase(s.UsageKey, base)
}

// restore sets the members read before "choices" on s, whose chunk starts
// with pre's bytes.
func (pre *ScanPrefix) restore(s *Scan) {
	rebaseTo(&s.ID, &pre.id, s.Raw)
	rebaseTo(&s.Created, &pre.created, s.Raw)
	rebaseTo(&s.Model, &pre.model, s.Raw)
	rebaseTo(&s.SystemFingerprint, &pre.fingerprint, s.Raw)
	rebaseTo(&s.Usage, &pre.usage, s.Raw)
	rebaseTo(&s.UsageKey, &pre.usageKey, s.Raw)
}

// rebase is r read at the same offset of base, which holds the same bytes
// there. An escaped string's Str is its own (unescaped) copy and stays;
// any other Str is a substring of Raw.
func rebase(r gjson.Result, base string) gjson.Result {
	rebaseTo(&r, &r, base)
	return r
}

// rebaseTo sets *dst to *r read in base (rebase), in place: a Result is
// large enough that copies of it show per chunk. dst is zero or r.
func rebaseTo(dst, r *gjson.Result, base string) {
	if len(r.Raw) == 0 { // absent (a member's value is never empty)
		return
	}
	if dst != r {
		*dst = *r
	}
	dst.Raw = base[r.Index : r.Index+len(r.Raw)]
	if r.Type == gjson.String && len(r.Str) == len(r.Raw)-2 { // unescaped: escapes only shorten
		dst.Str = dst.Raw[1 : len(dst.Raw)-1]
	}
}

// scanRaw is ScanChunk over raw, trimmed already.
func scanRaw(raw string) (s Scan, ok bool) {
	s.Raw = raw
	p := scanner{s: s.Raw}
	if !p.chunkObject(&s) || p.i != len(p.s) {
		return Scan{}, false
	}
	return s, true
}

// AddScan is Add for a chunk read by ScanChunk. It folds the chunk exactly
// as AddParsed folds the same chunk parsed by ParseChunk.
func (a *Assembler) AddScan(s *Scan) Delta {
	var d Delta
	// Strings the message keeps are copies, as in AddParsed: a Scan of
	// ScanChunkShared lives only as long as its chunk.
	if a.msg.ID == "" && s.ID.Type == gjson.String {
		a.msg.ID = strings.Clone(s.ID.Str)
	}
	if a.msg.Model == "" && s.Model.Type == gjson.String {
		a.msg.Model = strings.Clone(s.Model.Str)
	}
	if a.msg.SystemFingerprint == "" && s.SystemFingerprint.Type == gjson.String {
		a.msg.SystemFingerprint = strings.Clone(s.SystemFingerprint.Str)
	}
	if a.msg.Created == 0 && s.Created.Type == gjson.Number {
		a.msg.Created = s.Created.Int()
	}
	if s.Usage.IsObject() {
		d.Usage = []byte(s.Usage.Raw)
		a.msg.Usage = []byte(s.Usage.Raw)
	}
	if !s.Choice.Exists() {
		return d
	}
	if f := s.FinishReason; f.Type == gjson.String && f.Str != "" {
		d.FinishReason = f.Str
		a.msg.FinishReason = strings.Clone(f.Str)
	}
	if !s.Delta.IsObject() {
		return d
	}
	if s.Role.Exists() {
		d.Role = s.Role.Str
		if a.msg.Role == "" {
			a.msg.Role = strings.Clone(s.Role.Str)
		}
	}
	if s.Content.Exists() {
		d.Content = s.Content.Str
		a.content = append(a.content, s.Content.Str...)
	}
	if s.Refusal.Exists() {
		d.Refusal = s.Refusal.Str
		a.refusal = append(a.refusal, s.Refusal.Str...)
	}
	a.addScanShown(s)
	return d
}

// maxScanDepth bounds nesting; deeper chunks take the gjson path.
const maxScanDepth = 64

// scanner walks a JSON text, validating as it goes (the grammar
// gjson.Valid accepts), and reports where values sit.
type scanner struct {
	s     string
	i     int
	depth int
}

// member is one object member as the scanner found it.
type member struct {
	keyStart int    // offset of the key's opening quote
	key      string // the key without quotes (never escaped: see object)
	start    int    // offset of the value
	end      int    // offset just past the value
	kind     byte   // first byte of the value
	escaped  bool   // a string value with a backslash
}

func (m member) keyResult(s string) gjson.Result {
	return gjson.Result{Type: gjson.String, Raw: s[m.keyStart : m.keyStart+len(m.key)+2], Str: m.key, Index: m.keyStart}
}

func (m member) result(s string) gjson.Result {
	r := gjson.Result{Raw: s[m.start:m.end], Index: m.start}
	switch m.kind {
	case '"':
		r.Type = gjson.String
		if m.escaped {
			r.Str = gjson.Parse(r.Raw).Str
		} else {
			r.Str = r.Raw[1 : len(r.Raw)-1]
		}
	case 'n':
		r.Type = gjson.Null
	case 't':
		r.Type = gjson.True
	case 'f':
		r.Type = gjson.False
	case '{', '[':
		r.Type = gjson.JSON
	default:
		r.Type = gjson.Number
		r.Num = parseNumber(r.Raw)
	}
	return r
}

// parseNumber is strconv.ParseFloat of a valid JSON number. A plain
// integer of at most 15 digits (a chunk's "created") is exact in a
// float64, so it is read without ParseFloat's general path.
func parseNumber(raw string) float64 {
	if len(raw) <= 15 {
		var n int64
		i := 0
		for ; i < len(raw) && raw[i] >= '0' && raw[i] <= '9'; i++ {
			n = n*10 + int64(raw[i]-'0')
		}
		if i == len(raw) && i > 0 {
			return float64(n)
		}
	}
	f, _ := strconv.ParseFloat(raw, 64)
	return f
}

// plain reads the value of m at p.i, validating it, and completes m.
func (p *scanner) plain(m *member) bool {
	var ok bool
	m.escaped, ok = p.value()
	m.end = p.i
	return ok
}

// chunkObject reads the top-level object.
func (p *scanner) chunkObject(s *Scan) bool { return p.chunkObjectNoting(s, nil) }

// chunkObjectNoting is chunkObject noting in pre (when not nil) its state
// at the "choices" key.
func (p *scanner) chunkObjectNoting(s *Scan, pre *ScanPrefix) bool {
	more, ok := p.beginObject()
	return p.members(s, 0, more, ok, pre)
}

// members reads the top-level object's members from p.i on, seen those
// read before.
func (p *scanner) members(s *Scan, seen uint8, more, ok bool, pre *ScanPrefix) bool {
	var m member
	for ; ok && more; more, ok = p.endMember() {
		at := p.i
		if !p.key(&m) {
			return false
		}
		if pre != nil && m.key == "choices" && seen&32 == 0 {
			pre.note(s, at, seen)
		}
		var bit uint8
		var dst *gjson.Result
		switch m.key {
		case "error", "zc_receipts":
			return false
		case "id":
			bit, dst = 1, &s.ID
		case "created":
			bit, dst = 2, &s.Created
		case "model":
			bit, dst = 4, &s.Model
		case "system_fingerprint":
			bit, dst = 8, &s.SystemFingerprint
		case "usage":
			bit, dst = 16, &s.Usage
			s.UsageKey = m.keyResult(p.s)
		case "choices":
			bit, dst = 32, &s.Choices
		default:
			// a case variant ("Choices") is read by Go clients: the
			// parsed path refuses it
			if rawjson.CaseVariant(m.key, "choices", "error", "zc_receipts") || !p.plain(&m) {
				return false
			}
			continue
		}
		if seen&bit != 0 {
			return false
		}
		seen |= bit
		if bit == 32 {
			if m.kind != '[' || !p.choices(s) {
				return false
			}
			m.end = p.i
		} else if !p.plain(&m) {
			return false
		}
		*dst = m.result(p.s)
	}
	p.depth--
	return ok
}

// choices reads the choices array; its only element must be choice 0:
// an object whose "index", if any, is 0. A chunk with more choices is not
// of the plain shape (the proxy asks for one choice, and the slow path
// refuses any other).
func (p *scanner) choices(s *Scan) bool {
	if p.depth++; p.depth > maxScanDepth {
		return false
	}
	p.i++ // '['
	p.space()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		p.depth--
		return true // no choices
	}
	if p.i >= len(p.s) || p.s[p.i] != '{' {
		return false
	}
	start := p.i
	if !p.choice(s) {
		return false
	}
	s.Choice = member{start: start, end: p.i, kind: '{'}.result(p.s)
	if p.space(); p.i >= len(p.s) || p.s[p.i] != ']' {
		return false
	}
	p.i++
	p.depth--
	return true
}

// choice reads the first element of choices.
func (p *scanner) choice(s *Scan) bool {
	var seen uint8
	var m member
	more, ok := p.beginObject()
	for ; ok && more; more, ok = p.endMember() {
		if !p.key(&m) {
			return false
		}
		var bit uint8
		switch m.key {
		case "index":
			bit = 1
		case "delta":
			bit = 2
		case "finish_reason":
			bit = 4
		default:
			if rawjson.CaseVariant(m.key, "index", "delta") || !p.plain(&m) {
				return false
			}
			continue
		}
		if seen&bit != 0 {
			return false
		}
		seen |= bit
		switch bit {
		case 1:
			if !p.plain(&m) || m.end-m.start != 1 || p.s[m.start] != '0' {
				return false
			}
		case 2:
			if m.kind != '{' || !p.delta(s) {
				return false
			}
			m.end = p.i
			s.Delta = m.result(p.s)
		default:
			if !p.plain(&m) {
				return false
			}
			s.FinishReason = m.result(p.s)
		}
	}
	p.depth--
	return ok
}

// delta reads the choice's delta object.
func (p *scanner) delta(s *Scan) bool {
	var seen uint8
	var m member
	more, ok := p.beginObject()
	for ; ok && more; more, ok = p.endMember() {
		if !p.key(&m) || !p.plain(&m) || caseVariantText(m.key) {
			return false
		}
		var bit uint8
		var dst *gjson.Result
		switch m.key {
		case "tool_calls", "audio", "function_call", "reasoning_details", "thinking_blocks", "annotations":
			return false // AddParsed reads (or refuses) them; the proxy moves annotations
		case "reasoning_content":
			bit, dst = 8, &s.ReasoningContent
		case "reasoning":
			bit, dst = 16, &s.Reasoning
		case "thinking":
			bit, dst = 32, &s.Thinking
		case "role":
			bit, dst = 1, &s.Role
		case "content":
			bit, dst = 2, &s.Content
		case "refusal":
			bit, dst = 4, &s.Refusal
		}
		if bit != 0 {
			if seen&bit != 0 {
				return false
			}
			if bit != 1 && m.kind != '"' && m.kind != 'n' {
				return false // text as parts: AddParsed refuses the chunk
			}
			seen |= bit
			*dst = m.result(p.s)
		}
		if bit != 1 && m.kind != 'n' && (m.kind != '"' || m.end-m.start != 2) {
			s.DeltaData = true
		}
	}
	p.depth--
	return ok
}

// beginObject enters the object at p.i: more reports a first member to
// read (with key). The caller reads members while more, ending each with
// endMember, and then leaves the object with p.depth--.
func (p *scanner) beginObject() (more, ok bool) {
	if p.depth++; p.depth > maxScanDepth {
		return false, false
	}
	p.i++ // '{'
	p.space()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return false, true
	}
	return true, true
}

// key reads a member name and its colon into m, leaving p.i at the value.
// Names with a backslash are refused: they would need unescaping to be
// compared.
func (p *scanner) key(m *member) bool {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return false
	}
	m.keyStart = p.i
	escaped, ok := p.str()
	if !ok || escaped {
		return false
	}
	m.key = p.s[m.keyStart+1 : p.i-1]
	p.space()
	if p.i >= len(p.s) || p.s[p.i] != ':' {
		return false
	}
	p.i++
	p.space()
	if p.i >= len(p.s) {
		return false
	}
	m.start, m.kind = p.i, p.s[p.i]
	return true
}

// endMember reads what follows a member's value: a comma (more) or the
// object's closing brace.
func (p *scanner) endMember() (more, ok bool) {
	p.space()
	if p.i >= len(p.s) {
		return false, false
	}
	switch p.s[p.i] {
	case ',':
		p.i++
		p.space()
		return true, true
	case '}':
		p.i++
		return false, true
	}
	return false, false
}

// object reads a whole object plainly.
func (p *scanner) object() bool {
	var m member
	more, ok := p.beginObject()
	for ; ok && more; more, ok = p.endMember() {
		if !p.key(&m) || !p.plain(&m) {
			return false
		}
	}
	p.depth--
	return ok
}

// value validates the value at p.i and moves past it. escaped reports a
// string value with a backslash.
func (p *scanner) value() (escaped, ok bool) {
	if p.i >= len(p.s) {
		return false, false
	}
	switch c := p.s[p.i]; {
	case c == '"':
		return p.str()
	case c == '{':
		return false, p.object()
	case c == '[':
		return false, p.array()
	case c == 't':
		return false, p.literal("true")
	case c == 'f':
		return false, p.literal("false")
	case c == 'n':
		return false, p.literal("null")
	case c == '-' || (c >= '0' && c <= '9'):
		return false, p.number()
	}
	return false, false
}

func (p *scanner) array() bool {
	if p.depth++; p.depth > maxScanDepth {
		return false
	}
	p.i++ // '['
	p.space()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		p.depth--
		return true
	}
	if _, ok := p.value(); !ok || !p.arrayRest() {
		return false
	}
	p.depth--
	return true
}

// arrayRest reads the rest of an array after an element: more elements
// and the closing bracket.
func (p *scanner) arrayRest() bool {
	for {
		p.space()
		if p.i >= len(p.s) {
			return false
		}
		switch p.s[p.i] {
		case ',':
			p.i++
			p.space()
			if _, ok := p.value(); !ok {
				return false
			}
		case ']':
			p.i++
			return true
		default:
			return false
		}
	}
}

// str reads the string at p.i (its opening quote).
func (p *scanner) str() (escaped, ok bool) {
	s := p.s // a local: the loop keeps it in registers
	i := p.i + 1
	for i < len(s) {
		if i+8 <= len(s) { // eight bytes at a time up to the first special one
			if m := strSpecial8(s, i); m == 0 {
				i += 8
				continue
			} else {
				i += bits.TrailingZeros64(m) >> 3
			}
		}
		c := s[i]
		if !strSpecial[c] { // the tail: one table look-up a byte
			i++
			continue
		}
		switch {
		case c == '"':
			p.i = i + 1
			return escaped, true
		case c < ' ':
			return false, false
		case c == '\\':
			escaped = true
			i++
			if i >= len(s) {
				return false, false
			}
			switch s[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(s) {
					return false, false
				}
				for _, h := range []byte(s[i+1 : i+5]) {
					if !isHex(h) {
						return false, false
					}
				}
				i += 4
			default:
				return false, false
			}
		}
		i++
	}
	return false, false
}

// strSpecial marks the bytes a string scan must stop at: the closing
// quote, an escape, and control characters (invalid in a JSON string).
var strSpecial = func() (t [256]bool) {
	for c := range ' ' {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

// strSpecial8 marks, in the high bit of each byte, the bytes of s[i:i+8]
// that strSpecial marks: a quote, a backslash or a control character. The
// lowest mark is always a true one (a borrow only carries upwards), which
// is all str reads.
func strSpecial8(s string, i int) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	x := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s), len(s))[i:])
	q, b := x^(ones*'"'), x^(ones*'\\')
	return ((q-ones)&^q | (b-ones)&^b | (x-ones*' ')&^x) & highs
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func (p *scanner) literal(lit string) bool {
	if len(p.s)-p.i < len(lit) || p.s[p.i:p.i+len(lit)] != lit {
		return false
	}
	p.i += len(lit)
	return true
}

// number reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *scanner) number() bool {
	i := p.i
	if i < len(p.s) && p.s[i] == '-' {
		i++
	}
	switch {
	case i < len(p.s) && p.s[i] == '0':
		i++
	case i < len(p.s) && p.s[i] >= '1' && p.s[i] <= '9':
		i = digits(p.s, i)
	default:
		return false
	}
	if i < len(p.s) && p.s[i] == '.' {
		j := digits(p.s, i+1)
		if j == i+1 {
			return false
		}
		i = j
	}
	if i < len(p.s) && (p.s[i] == 'e' || p.s[i] == 'E') {
		i++
		if i < len(p.s) && (p.s[i] == '+' || p.s[i] == '-') {
			i++
		}
		j := digits(p.s, i)
		if j == i {
			return false
		}
		i = j
	}
	p.i = i
	return true
}

func digits(s string, i int) int {
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

func (p *scanner) space() {
	if p.i < len(p.s) && p.s[p.i] > ' ' { // no space: the usual case, inlined
		return
	}
	p.spaceSlow()
}

func (p *scanner) spaceSlow() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}
