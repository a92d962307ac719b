package responses

import "github.com/zc-proxy/zc-proxy/internal/rawjson"

// appendQuote appends s as a JSON string, byte for byte what json.Marshal
// writes for it (HTML characters escaped too): what this package has
// always written. FuzzQuote and TestQuoteEveryByte hold it to json.Marshal.
func appendQuote(dst []byte, s string) []byte { return rawjson.AppendStringHTML(dst, s) }

// appendSetString appends s as sjson.SetBytes writes a string value: as
// it is when it holds no byte that needs escaping (a control byte, a
// quote, a backslash or any non-ASCII byte), else as json.Marshal writes
// it. Replacing sjson edits must not change a byte of what clients got.
func appendSetString(dst []byte, s string) []byte {
	if plain(s, false) {
		return append(append(append(dst, '"'), s...), '"')
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > 0x7f || c == '"' || c == '\\' {
			return appendQuote(dst, s)
		}
	}
	return append(append(append(dst, '"'), s...), '"')
}

// plain reports whether s is written as it is between quotes: no control
// byte, quote, backslash or non-ASCII byte (and, with html, no <, > or &).
func plain(s string, html bool) bool { return rawjson.Plain(s, html) }

func quote(s string) string { return string(appendQuote(make([]byte, 0, len(s)+2), s)) }
