// Package jsonlimit bounds how deeply JSON nests before a recursive
// parser sees it: gjson's validator recurses once per level with no limit
// of its own, so a body of a few million "[" would exhaust the goroutine
// stack and kill the process (a fatal error, not a recoverable panic).
package jsonlimit

import "bytes"

// MaxDepth is the nesting zc-proxy accepts in any JSON it parses: far
// beyond any chat request, reply or chunk (OpenAI's own nest under ten
// levels) and far below what a recursive validator's stack can take.
const MaxDepth = 512

// Within reports whether no array or object in b nests deeper than max.
// It reads b once, skipping string contents; it does not validate JSON
// (the parser that follows reports what is malformed), and a stray
// closing bracket only makes it more lenient, never less safe, since the
// depth it tracks can then only be lower than a parser's.
func Within(b []byte, max int) bool {
	// Fewer opening brackets than max in all: no need to look further.
	if bytes.Count(b, []byte{'['})+bytes.Count(b, []byte{'{'}) <= max {
		return true
	}
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			// Skip to the closing quote, past escaped characters.
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		case '[', '{':
			if depth++; depth > max {
				return false
			}
		case ']', '}':
			depth--
		}
	}
	return true
}
