package textlog

import (
	"log/slog"
	"strconv"
	"time"
	"unicode"
	"unicode/utf8"
)

// appendRecord appends r as slog.TextHandler (without ReplaceAttr,
// AddSource, groups or attributes added by WithAttrs) writes it, newline
// included. ok is false when an attribute is not a plain value this file
// formats; the caller then hands r to slog.
func appendRecord(b []byte, r slog.Record) (_ []byte, ok bool) {
	b = appendHead(b, r.Time, r.Level, r.Message)
	ok = true
	r.Attrs(func(a slog.Attr) bool {
		b, ok = appendAttr(b, a)
		return ok
	})
	return append(b, '\n'), ok
}

// appendHead appends the time (unless zero), level and message of a line.
func appendHead(b []byte, t time.Time, level slog.Level, msg string) []byte {
	if !t.IsZero() {
		b = append(b, "time="...)
		b = appendRFC3339Millis(b, t.Round(0)) // slog strips the monotonic reading too
		b = append(b, ' ')
	}
	b = append(b, "level="...)
	b = appendString(b, level.String())
	b = append(b, " msg="...)
	return appendString(b, msg)
}

// appendAttr appends " key=value" for a plain value, as slog's
// handleState.appendAttr does for it.
func appendAttr(b []byte, a slog.Attr) ([]byte, bool) {
	v := a.Value
	switch v.Kind() {
	case slog.KindString, slog.KindInt64, slog.KindUint64, slog.KindFloat64,
		slog.KindBool, slog.KindDuration, slog.KindTime:
	default: // groups, LogValuers, Any values: slog's
		return b, false
	}
	b = append(b, ' ')
	b = appendString(b, a.Key)
	b = append(b, '=')
	switch v.Kind() {
	case slog.KindString:
		b = appendString(b, v.String())
	case slog.KindInt64:
		b = strconv.AppendInt(b, v.Int64(), 10)
	case slog.KindUint64:
		b = strconv.AppendUint(b, v.Uint64(), 10)
	case slog.KindFloat64:
		b = strconv.AppendFloat(b, v.Float64(), 'g', -1, 64)
	case slog.KindBool:
		b = strconv.AppendBool(b, v.Bool())
	case slog.KindDuration:
		b = append(b, v.Duration().String()...) // unquoted, as slog writes it
	case slog.KindTime:
		b = appendRFC3339Millis(b, v.Time())
	}
	return b, true
}

// appendString appends s as slog's text handler does: as it is, or
// quoted by strconv when it is empty or holds a space, '=', '"', a
// control or unprintable character, or invalid UTF-8.
func appendString(b []byte, s string) []byte {
	if needsQuoting(s) {
		return strconv.AppendQuote(b, s)
	}
	return append(b, s...)
}

// needsQuoting is slog's needsQuoting (text_handler.go), with its ASCII
// bytes read through one table lookup each.
func needsQuoting(s string) bool {
	if len(s) == 0 {
		return true
	}
	i := 0
	for i < len(s) && !stopByte[s[i]] {
		i++
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if stopByte[c] {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r) {
			return true
		}
		i += size
	}
	return false
}

// stopByte holds the ASCII bytes slog quotes a string for (a space, '=',
// and what a JSON string escapes but the backslash: control bytes and
// '"'; its safeSet holds every other byte from ' ' up, DEL included), and
// every byte from 0x80, where a rune starts that is read whole.
var stopByte = func() (t [256]bool) {
	for c := range t {
		t[c] = c <= ' ' || c == '=' || c == '"' || c >= utf8.RuneSelf
	}
	return t
}()

// appendRFC3339Millis is slog's (handler.go): RFC 3339 with exactly three
// digits of milliseconds.
func appendRFC3339Millis(b []byte, t time.Time) []byte {
	// Format according to time.RFC3339Nano since it is highly optimized,
	// but truncate it to use millisecond resolution.
	// Unfortunately, that format trims trailing 0s, so add 1/10 millisecond
	// to guarantee that there are exactly 4 digits after the period.
	const prefixLen = len("2006-01-02T15:04:05.000")
	n := len(b)
	t = t.Truncate(time.Millisecond).Add(time.Millisecond / 10)
	b = t.AppendFormat(b, time.RFC3339Nano)
	b = append(b[:n+prefixLen], b[n+prefixLen+1:]...) // drop the 4th digit
	return b
}
