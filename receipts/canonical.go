package receipts

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"unicode/utf8"
)

// maxCanonicalDepth bounds array/object nesting, as encoding/json does, so a
// hostile argument string cannot exhaust the stack.
const maxCanonicalDepth = 10_000

// ErrInvalidArgs is returned (wrapped) by Canonicalize for input that is not
// exactly one JSON value, or whose meaning is ambiguous (duplicate keys).
var ErrInvalidArgs = errors.New("receipts: invalid arguments JSON")

// Canonicalize returns the canonical form of a tool call's arguments JSON,
// the form a receipt signs:
//
//   - compact: no whitespace outside strings;
//   - object members sorted by the byte order of their decoded keys;
//     a duplicate key is an error, since parsers disagree on which one wins;
//   - numbers exactly as written ("1.0", "1", "1e2" stay distinct; nothing
//     is rounded through float64);
//   - strings decoded and re-encoded one fixed way: `\"`, `\\`, `\b`, `\f`,
//     `\n`, `\r`, `\t`, other control characters as `\u00xx`, a lone UTF-16
//     surrogate as `\udxxx`, everything else (including '/', '<', '&' and
//     non-ASCII) as raw UTF-8;
//   - empty or whitespace-only input is `{}` (models send "" for tools
//     without parameters).
//
// Raw bytes that are not valid UTF-8 are an error. The work is linear in
// len(args) plus sorting each object's keys.
func Canonicalize(args []byte) ([]byte, error) {
	st := getMacState()
	defer putMacState(st)
	out, err := st.canon.canonicalize(args)
	if err != nil {
		return nil, err
	}
	return bytes.Clone(out), nil
}

type canonKind uint8

const (
	kindObject canonKind = iota
	kindArray
	kindString    // span holds the raw, escape-free bytes in the input
	kindDecoded   // span holds decoded bytes in canonicalizer.scratch
	kindPrimitive // number or literal, span in the input, copied verbatim
)

// canonNode is one value in the flat parse tape. Object members appear as a
// key node followed by the value's subtree; next skips a whole subtree.
type canonNode struct {
	kind       canonKind
	start, end int32
	count      int32 // members or elements
	next       int32
}

// canonicalizer parses into a tape first and emits second, so every byte is
// written once however deeply reordered objects nest. Its buffers are reused
// across calls (it lives in the pooled macState).
type canonicalizer struct {
	in      []byte
	pos     int
	nodes   []canonNode
	scratch []byte  // decoded strings that had escapes (WTF-8)
	keys    []int32 // stack of member key node indices being sorted
	out     []byte
}

// maxPooledCanon caps the buffers a pooled canonicalizer keeps, so one huge
// argument string does not pin its memory for the life of the process.
const maxPooledCanon = 64 << 10

// trim drops buffers that grew past maxPooledCanon.
func (c *canonicalizer) trim() {
	if cap(c.out) > maxPooledCanon || cap(c.scratch) > maxPooledCanon || cap(c.nodes) > maxPooledCanon/16 {
		*c = canonicalizer{}
	}
}

// canonicalize returns the canonical form in c.out, valid until the next call.
func (c *canonicalizer) canonicalize(in []byte) ([]byte, error) {
	if len(in) > math.MaxInt32 {
		return nil, fmt.Errorf("%w: %d bytes is too long", ErrInvalidArgs, len(in))
	}
	c.in, c.pos = in, 0
	c.nodes, c.scratch, c.keys, c.out = c.nodes[:0], c.scratch[:0], c.keys[:0], c.out[:0]
	defer func() { c.in = nil }()

	c.skipSpace()
	if c.pos == len(in) {
		c.out = append(c.out, "{}"...)
		return c.out, nil
	}
	if err := c.parseValue(0); err != nil {
		return nil, err
	}
	c.skipSpace()
	if c.pos != len(in) {
		return nil, c.errorf("unexpected %q after the value", in[c.pos])
	}
	if err := c.emit(0); err != nil {
		return nil, err
	}
	return c.out, nil
}

func (c *canonicalizer) errorf(format string, a ...any) error {
	return fmt.Errorf("%w: offset %d: %s", ErrInvalidArgs, c.pos, fmt.Sprintf(format, a...))
}

func (c *canonicalizer) skipSpace() {
	for c.pos < len(c.in) {
		switch c.in[c.pos] {
		case ' ', '\t', '\n', '\r':
			c.pos++
		default:
			return
		}
	}
}

func (c *canonicalizer) push(n canonNode) int {
	c.nodes = append(c.nodes, n)
	return len(c.nodes) - 1
}

func (c *canonicalizer) parseValue(depth int) error {
	if c.pos == len(c.in) {
		return c.errorf("unexpected end of input")
	}
	switch b := c.in[c.pos]; {
	case b == '{' || b == '[':
		if depth >= maxCanonicalDepth {
			return c.errorf("nesting deeper than %d", maxCanonicalDepth)
		}
		if b == '{' {
			return c.parseObject(depth)
		}
		return c.parseArray(depth)
	case b == '"':
		return c.parseString()
	case b == '-' || b >= '0' && b <= '9':
		return c.parseNumber()
	case b == 't':
		return c.parseLiteral("true")
	case b == 'f':
		return c.parseLiteral("false")
	case b == 'n':
		return c.parseLiteral("null")
	default:
		return c.errorf("unexpected %q", b)
	}
}

func (c *canonicalizer) parseObject(depth int) error {
	idx := c.push(canonNode{kind: kindObject})
	c.pos++ // '{'
	c.skipSpace()
	count := int32(0)
	if c.pos < len(c.in) && c.in[c.pos] == '}' {
		c.pos++
	} else {
		for {
			if c.pos == len(c.in) || c.in[c.pos] != '"' {
				return c.errorf("expected an object key")
			}
			if err := c.parseString(); err != nil {
				return err
			}
			c.skipSpace()
			if c.pos == len(c.in) || c.in[c.pos] != ':' {
				return c.errorf("expected ':' after an object key")
			}
			c.pos++
			c.skipSpace()
			if err := c.parseValue(depth + 1); err != nil {
				return err
			}
			count++
			done, err := c.listEnd('}')
			if err != nil {
				return err
			}
			if done {
				break
			}
			c.skipSpace()
		}
	}
	c.nodes[idx].count = count
	c.nodes[idx].next = int32(len(c.nodes))
	return nil
}

func (c *canonicalizer) parseArray(depth int) error {
	idx := c.push(canonNode{kind: kindArray})
	c.pos++ // '['
	c.skipSpace()
	count := int32(0)
	if c.pos < len(c.in) && c.in[c.pos] == ']' {
		c.pos++
	} else {
		for {
			if err := c.parseValue(depth + 1); err != nil {
				return err
			}
			count++
			done, err := c.listEnd(']')
			if err != nil {
				return err
			}
			if done {
				break
			}
			c.skipSpace()
		}
	}
	c.nodes[idx].count = count
	c.nodes[idx].next = int32(len(c.nodes))
	return nil
}

// listEnd consumes the ',' or closing byte after a member or element.
func (c *canonicalizer) listEnd(closing byte) (done bool, err error) {
	c.skipSpace()
	if c.pos == len(c.in) {
		return false, c.errorf("unexpected end of input")
	}
	switch c.in[c.pos] {
	case ',':
		c.pos++
		return false, nil
	case closing:
		c.pos++
		return true, nil
	default:
		return false, c.errorf("expected ',' or %q", closing)
	}
}

func (c *canonicalizer) parseLiteral(lit string) error {
	if !bytes.HasPrefix(c.in[c.pos:], []byte(lit)) {
		return c.errorf("invalid literal")
	}
	c.push(canonNode{kind: kindPrimitive, start: int32(c.pos), end: int32(c.pos + len(lit)), next: int32(len(c.nodes) + 1)})
	c.pos += len(lit)
	return nil
}

// parseNumber checks the RFC 8259 number grammar and records the literal.
func (c *canonicalizer) parseNumber() error {
	in, start := c.in, c.pos
	p := start
	if in[p] == '-' {
		p++
	}
	switch {
	case p < len(in) && in[p] == '0':
		p++
	case p < len(in) && in[p] >= '1' && in[p] <= '9':
		p = skipDigits(in, p)
	default:
		c.pos = p
		return c.errorf("invalid number")
	}
	if p < len(in) && in[p] == '.' {
		q := skipDigits(in, p+1)
		if q == p+1 {
			c.pos = q
			return c.errorf("invalid number: no digits after '.'")
		}
		p = q
	}
	if p < len(in) && (in[p] == 'e' || in[p] == 'E') {
		p++
		if p < len(in) && (in[p] == '+' || in[p] == '-') {
			p++
		}
		q := skipDigits(in, p)
		if q == p {
			c.pos = q
			return c.errorf("invalid number: no exponent digits")
		}
		p = q
	}
	c.push(canonNode{kind: kindPrimitive, start: int32(start), end: int32(p), next: int32(len(c.nodes) + 1)})
	c.pos = p
	return nil
}

func skipDigits(in []byte, p int) int {
	for p < len(in) && in[p] >= '0' && in[p] <= '9' {
		p++
	}
	return p
}

// parseString records the string at c.pos. Escape-free strings point into
// the input; others are decoded into c.scratch.
func (c *canonicalizer) parseString() error {
	in := c.in
	start := c.pos + 1
	ascii := true
	for p := start; p < len(in); p++ {
		switch b := in[p]; {
		case b == '"':
			if !ascii && !utf8.Valid(in[start:p]) {
				c.pos = start
				return c.errorf("string is not valid UTF-8")
			}
			c.push(canonNode{kind: kindString, start: int32(start), end: int32(p), next: int32(len(c.nodes) + 1)})
			c.pos = p + 1
			return nil
		case b == '\\':
			return c.decodeString(start)
		case b < 0x20:
			c.pos = p
			return c.errorf("control character in string")
		case b >= utf8.RuneSelf:
			ascii = false
		}
	}
	c.pos = len(in)
	return c.errorf("unterminated string")
}

// decodeString decodes the string whose content starts at start into
// c.scratch. A lone surrogate escape is kept as its 3-byte WTF-8 form so it
// survives to the output (as the same escape) instead of collapsing to U+FFFD.
func (c *canonicalizer) decodeString(start int) error {
	in := c.in
	from := len(c.scratch)
	p := start
	for p < len(in) {
		b := in[p]
		switch {
		case b == '"':
			c.push(canonNode{kind: kindDecoded, start: int32(from), end: int32(len(c.scratch)), next: int32(len(c.nodes) + 1)})
			c.pos = p + 1
			return nil
		case b < 0x20:
			c.pos = p
			return c.errorf("control character in string")
		case b < utf8.RuneSelf && b != '\\':
			c.scratch = append(c.scratch, b)
			p++
		case b >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(in[p:])
			if r == utf8.RuneError && size <= 1 {
				c.pos = p
				return c.errorf("string is not valid UTF-8")
			}
			c.scratch = append(c.scratch, in[p:p+size]...)
			p += size
		default: // backslash
			n, err := c.decodeEscape(p)
			if err != nil {
				return err
			}
			p += n
		}
	}
	c.pos = len(in)
	return c.errorf("unterminated string")
}

// decodeEscape decodes the escape at in[p] ('\\') into c.scratch and returns
// how many input bytes it used.
func (c *canonicalizer) decodeEscape(p int) (int, error) {
	in := c.in
	if p+1 >= len(in) {
		c.pos = len(in)
		return 0, c.errorf("unterminated string")
	}
	var b byte
	switch in[p+1] {
	case '"', '\\', '/':
		b = in[p+1]
	case 'b':
		b = '\b'
	case 'f':
		b = '\f'
	case 'n':
		b = '\n'
	case 'r':
		b = '\r'
	case 't':
		b = '\t'
	case 'u':
		r, ok := hex4(in, p+2)
		if !ok {
			c.pos = p
			return 0, c.errorf("invalid \\u escape")
		}
		if r >= 0xD800 && r < 0xDC00 && p+11 < len(in) && in[p+6] == '\\' && in[p+7] == 'u' {
			if lo, ok := hex4(in, p+8); ok && lo >= 0xDC00 && lo < 0xE000 {
				c.scratch = utf8.AppendRune(c.scratch, 0x10000+(r-0xD800)<<10+(lo-0xDC00))
				return 12, nil
			}
		}
		if r >= 0xD800 && r < 0xE000 {
			c.scratch = append(c.scratch, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
		} else {
			c.scratch = utf8.AppendRune(c.scratch, r)
		}
		return 6, nil
	default:
		c.pos = p
		return 0, c.errorf("invalid escape %q", in[p:p+2])
	}
	c.scratch = append(c.scratch, b)
	return 2, nil
}

func hex4(in []byte, p int) (rune, bool) {
	if p+4 > len(in) {
		return 0, false
	}
	var r rune
	for _, b := range in[p : p+4] {
		var v byte
		switch {
		case b >= '0' && b <= '9':
			v = b - '0'
		case b >= 'a' && b <= 'f':
			v = b - 'a' + 10
		case b >= 'A' && b <= 'F':
			v = b - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(v)
	}
	return r, true
}

// text returns the bytes a string node stands for.
func (c *canonicalizer) text(n canonNode) []byte {
	if n.kind == kindDecoded {
		return c.scratch[n.start:n.end]
	}
	return c.in[n.start:n.end]
}

// emit writes the canonical form of the subtree at node i to c.out.
func (c *canonicalizer) emit(i int32) error {
	n := c.nodes[i]
	switch n.kind {
	case kindPrimitive:
		c.out = append(c.out, c.in[n.start:n.end]...)
	case kindString:
		// An escape-free string holds no '"', '\\', control character or
		// surrogate, so its raw bytes, quotes included, are already canonical.
		c.out = append(c.out, c.in[n.start-1:n.end+1]...)
	case kindDecoded:
		c.out = appendCanonicalString(c.out, c.text(n))
	case kindArray:
		c.out = append(c.out, '[')
		for k, j := int32(0), i+1; k < n.count; k++ {
			if k > 0 {
				c.out = append(c.out, ',')
			}
			if err := c.emit(j); err != nil {
				return err
			}
			j = c.nodes[j].next
		}
		c.out = append(c.out, ']')
	case kindObject:
		return c.emitObject(i, n)
	}
	return nil
}

func (c *canonicalizer) emitObject(i int32, n canonNode) error {
	base := len(c.keys)
	for k, j := int32(0), i+1; k < n.count; k++ {
		c.keys = append(c.keys, j)
		j = c.nodes[j+1].next
	}
	members := c.keys[base:]
	cmp := func(a, b int32) int { return bytes.Compare(c.text(c.nodes[a]), c.text(c.nodes[b])) }
	if !slices.IsSortedFunc(members, cmp) {
		slices.SortFunc(members, cmp)
	}
	for k := 1; k < len(members); k++ {
		if cmp(members[k-1], members[k]) == 0 {
			return fmt.Errorf("%w: duplicate object key %q", ErrInvalidArgs, c.text(c.nodes[members[k]]))
		}
	}

	c.out = append(c.out, '{')
	for k := base; k < base+int(n.count); k++ {
		if k > base {
			c.out = append(c.out, ',')
		}
		key := c.keys[k] // re-read: nested emits may grow (and move) c.keys
		if err := c.emit(key); err != nil {
			return err
		}
		c.out = append(c.out, ':')
		if err := c.emit(key + 1); err != nil {
			return err
		}
	}
	c.out = append(c.out, '}')
	c.keys = c.keys[:base]
	return nil
}

// appendCanonicalString appends s (decoded, WTF-8) as a canonical JSON string.
func appendCanonicalString(dst, s []byte) []byte {
	const hexDigits = "0123456789abcdef"
	dst = append(dst, '"')
	from := 0
	for p := 0; p < len(s); {
		b := s[p]
		var esc string
		switch {
		case b == '"':
			esc = `\"`
		case b == '\\':
			esc = `\\`
		case b == '\b':
			esc = `\b`
		case b == '\f':
			esc = `\f`
		case b == '\n':
			esc = `\n`
		case b == '\r':
			esc = `\r`
		case b == '\t':
			esc = `\t`
		case b < 0x20:
			dst = append(dst, s[from:p]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			p++
			from = p
			continue
		case b == 0xED && p+2 < len(s) && s[p+1] >= 0xA0:
			// WTF-8 lone surrogate (valid UTF-8 never has ED A0..BF).
			r := rune(b&0x0F)<<12 | rune(s[p+1]&0x3F)<<6 | rune(s[p+2]&0x3F)
			dst = append(dst, s[from:p]...)
			dst = append(dst, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
			p += 3
			from = p
			continue
		default:
			p++
			continue
		}
		dst = append(dst, s[from:p]...)
		dst = append(dst, esc...)
		p++
		from = p
	}
	dst = append(dst, s[from:]...)
	return append(dst, '"')
}
