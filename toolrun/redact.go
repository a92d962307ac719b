package toolrun

import (
	"bytes"
	"slices"
	"strings"
)

// Redaction: tool output can hold credentials (a .env file read, a
// verbose curl, `git remote -v` with a token in the URL). The model must
// not see them, and neither may the client the model answers, so every
// result is redacted before it leaves the registry, and the receipt the
// proxy mints signs the redacted text the model sees.
//
// Matching is linear in the output and uses no regexp (Go's automaton
// costs about a microsecond per candidate, too slow on noisy megabytes):
// each kind starts with a literal found by substring search, followed by
// a hand-checked run of token bytes; case-insensitive keywords are
// matched on an ASCII lower-cased copy of the same length. Receipt tokens
// (zc-receipt-…) are public and are never touched, even where a pattern
// would match inside one.

// redactedMark is what a secret becomes: "[redacted:<kind>]".
func redactedMark(kind string) string { return "[redacted:" + kind + "]" }

// minSecretLen is the shortest configured secret that is redacted by
// exact match: shorter strings would hit ordinary words.
const minSecretLen = 8

// tokenRule is a credential with a fixed prefix followed by a run of
// token bytes, min to max long (max 0: unbounded). Most credentials have
// this shape, and a hand scan finds them far faster than a regexp.
// fold means prefix is lower case and matched against the lower-cased
// text; gap means blanks separate the prefix from the token; check, when
// set, rejects a token that only looks like the kind.
type tokenRule struct {
	kind     string
	prefix   string
	class    func(c byte) bool
	min, max int
	fold     bool
	gap      bool
	check    func(s string) bool
}

var tokenRules = []tokenRule{
	// OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-) and Anthropic
	// (sk-ant-); real keys are random and carry digits, slugs do not.
	{kind: "api_key", prefix: "sk-", class: isBase64URL, min: 20, check: hasDigit},
	{kind: "github_token", prefix: "ghp_", class: isAlnum, min: 30},
	{kind: "github_token", prefix: "gho_", class: isAlnum, min: 30},
	{kind: "github_token", prefix: "ghu_", class: isAlnum, min: 30},
	{kind: "github_token", prefix: "ghs_", class: isAlnum, min: 30},
	{kind: "github_token", prefix: "ghr_", class: isAlnum, min: 30},
	{kind: "github_token", prefix: "github_pat_", class: isWordByte, min: 22},
	{kind: "aws_access_key", prefix: "AKIA", class: isUpperAlnum, min: 16, max: 16},
	{kind: "aws_access_key", prefix: "ASIA", class: isUpperAlnum, min: 16, max: 16},
	{kind: "slack_token", prefix: "xoxa-", class: isAlnumDash, min: 10},
	{kind: "slack_token", prefix: "xoxb-", class: isAlnumDash, min: 10},
	{kind: "slack_token", prefix: "xoxp-", class: isAlnumDash, min: 10},
	{kind: "slack_token", prefix: "xoxr-", class: isAlnumDash, min: 10},
	{kind: "slack_token", prefix: "xoxs-", class: isAlnumDash, min: 10},
	{kind: "google_api_key", prefix: "AIza", class: isBase64URL, min: 35, max: 35},
	{kind: "gitlab_token", prefix: "glpat-", class: isBase64URL, min: 20},
	{kind: "stripe_key", prefix: "sk_live_", class: isAlnum, min: 16},
	{kind: "stripe_key", prefix: "rk_live_", class: isAlnum, min: 16},
	{kind: "stripe_key", prefix: "sk_test_", class: isAlnum, min: 16},
	{kind: "stripe_key", prefix: "rk_test_", class: isAlnum, min: 16},
	// A bearer token anywhere ("Authorization: Bearer …" is caught whole
	// by the authorization rule). Prose such as "Bearer authentication" is
	// spared: a token has a digit or is long.
	{kind: "bearer_token", prefix: "bearer", class: isTokenByte, min: 8, fold: true, gap: true, check: looksRandom},
}

// keyedRule is a credential found after a keyword: a header or field
// name ("authorization", "x-api-key"), matched on the lower-cased text,
// then ':' or '=', then the value. Quoted (JSON) forms are handled.
type keyedRule struct {
	kind    string
	keyword string
	// value returns the length of the value at the start of v (0: none).
	value func(v string) int
}

var keyedRules = []keyedRule{
	// "Authorization: Basic …", "Proxy-Authorization: …",
	// "authorization": "Bearer …": the whole value up to the line end
	// or the closing quote.
	{kind: "authorization", keyword: "authorization", value: headerValue},
	// "x-api-key: …", "api-key: …" (Anthropic, Azure): one token.
	{kind: "api_key", keyword: "api-key", value: keyValue},
	// ~/.aws/credentials, AWS_SECRET_ACCESS_KEY=…: the key id alone is
	// caught by its AKIA prefix, the secret has none.
	{kind: "aws_secret_key", keyword: "aws_secret_access_key", value: keyValue},
}

// PEM private key block delimiters: the armour line names the key type
// ("-----BEGIN RSA PRIVATE KEY-----", "-----BEGIN OPENSSH PRIVATE KEY-----").
const (
	pemBegin   = "-----BEGIN "
	pemEnd     = "-----END "
	pemKeyTail = "PRIVATE KEY-----"
	// maxPEMArmour bounds the armour line after "-----BEGIN ".
	maxPEMArmour = 64
)

// span is one stretch of output to replace.
type span struct {
	start, end int
	kind       string
}

// redactSecrets returns s with every secret-looking string and every
// configured secret replaced by "[redacted:<kind>]", receipt tokens kept.
// It returns s itself (no copy) when nothing matched.
func redactSecrets(s string, secrets []string) string {
	spans := secretSpans(s, secrets)
	if len(spans) == 0 {
		return s
	}
	return applySpans(s, spans)
}

// secretSpans returns, sorted and merged, the spans of s that
// redactSecrets replaces.
func secretSpans(s string, secrets []string) []span {
	if s == "" {
		return nil
	}
	var spans []span
	lower := ""
	lowered := func() string {
		if lower == "" {
			lower = asciiLower(s)
		}
		return lower
	}
	for i := range tokenRules {
		text := s
		if tokenRules[i].fold {
			text = lowered()
		}
		spans = tokenRules[i].appendSpans(spans, s, text)
	}
	if strings.Contains(s, "eyJ") {
		spans = appendJWTSpans(spans, s)
	}
	for i := range keyedRules {
		spans = keyedRules[i].appendSpans(spans, s, lowered())
	}
	spans = appendPEMSpans(spans, s)
	if strings.Contains(s, "://") {
		spans = appendURLPasswordSpans(spans, s)
	}
	spans = appendAssignedSecretSpans(spans, s, lowered)
	for _, sec := range secrets {
		spans = appendExactSpans(spans, s, sec)
		spans = appendEdgeSpans(spans, s, sec)
	}
	if len(secrets) > 0 && hasSplitter(s) {
		// an OSC's text is hidden by a terminal and read by a model
		spans = appendSplitSpans(spans, s, secrets, readTerminal)
		if strings.Contains(s, "\x1b]") {
			spans = appendSplitSpans(spans, s, secrets, readTerminalOSC)
		}
		if strings.IndexByte(s, 0x1b) >= 0 {
			// The model reads the output as JSON text and skips the junk
			// bytes, not the letter a terminal would take as a sequence's
			// final byte: "ab\x1b[cd" is "abcd" to it.
			for _, r := range [...]reading{readESC, readIntro, readIntroParams} {
				spans = appendSplitSpans(spans, s, secrets, r)
			}
		}
	}
	if len(spans) == 0 {
		return nil
	}
	return mergeSpans(dropReceiptSpans(spans, s))
}

// appendSpans adds every token of the rule in s; text is s or its
// lower-cased copy. Each byte is looked at a bounded number of times: a
// failed run is skipped whole (the prefix's bytes are token bytes, so a
// prefix inside the run would end at the same place).
func (r *tokenRule) appendSpans(spans []span, s, text string) []span {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], r.prefix)
		if i < 0 {
			break
		}
		at := from + i
		j := at + len(r.prefix)
		if !tokenStart(s, at) {
			from = at + 1
			continue
		}
		if r.gap {
			g := j
			for g < len(text) && (text[g] == ' ' || text[g] == '\t') {
				g++
			}
			if g == j {
				from = j
				continue
			}
			j = g
		}
		k := j
		for k < len(text) && r.class(text[k]) && (r.max == 0 || k-j < r.max) {
			k++
		}
		from = max(k, at+1)
		if k-j < r.min || !tokenEnd(s, k) || (r.check != nil && !r.check(s[j:k])) {
			continue
		}
		start := at
		if r.gap { // keep the scheme word: "Bearer [redacted]"
			start = j
		}
		spans = append(spans, span{start, k, r.kind})
	}
	return spans
}

// appendSpans adds the value after every occurrence of the keyword.
func (r *keyedRule) appendSpans(spans []span, s, lower string) []span {
	for from := 0; from < len(lower); {
		i := strings.Index(lower[from:], r.keyword)
		if i < 0 {
			break
		}
		at := from + i
		from = at + len(r.keyword)
		if !tokenStart(s, at) {
			continue
		}
		j := skipBlanks(s, skipQuote(s, from))
		if j == len(s) || (s[j] != ':' && s[j] != '=') {
			continue
		}
		j = skipQuote(s, skipBlanks(s, j+1))
		if n := r.value(s[j:]); n > 0 {
			spans = append(spans, span{j, j + n, r.kind})
			from = j + n
		}
	}
	return spans
}

// headerValue is the rest of the line up to a quote, trailing blanks
// left out.
func headerValue(v string) int {
	n := 0
	for n < len(v) && v[n] != '\r' && v[n] != '\n' && v[n] != '"' && v[n] != '\'' {
		n++
	}
	for n > 0 && (v[n-1] == ' ' || v[n-1] == '\t') {
		n--
	}
	return n
}

// keyValue is one token of at least 8 bytes.
func keyValue(v string) int {
	n := 0
	for n < len(v) && v[n] > ' ' && strings.IndexByte(`"',;`, v[n]) < 0 {
		n++
	}
	if n < 8 {
		return 0
	}
	return n
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func skipQuote(s string, i int) int {
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		return i + 1
	}
	return i
}

// appendJWTSpans adds every JSON Web Token: eyJ<b64url>.eyJ<b64url>.<b64url>
// (a base64url JSON header and payload, and a signature, empty when the
// token is unsigned).
func appendJWTSpans(spans []span, s string) []span {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], "eyJ")
		if i < 0 {
			break
		}
		at := from + i
		header := runOf(s, at+3, isBase64URL)
		from = max(header, at+1)
		if header-at < 11 || !tokenStart(s, at) || !strings.HasPrefix(s[header:], ".eyJ") {
			continue
		}
		payload := runOf(s, header+4, isBase64URL)
		if payload-header < 12 || payload == len(s) || s[payload] != '.' {
			from = payload
			continue
		}
		end := runOf(s, payload+1, isBase64URL)
		spans = append(spans, span{at, end, "jwt"})
		from = end
	}
	return spans
}

// runOf returns the end of the run of class bytes starting at i.
func runOf(s string, i int, class func(byte) bool) int {
	for i < len(s) && class(s[i]) {
		i++
	}
	return i
}

// receiptTokens returns the [start, end) of every receipt token in s:
// "zc-receipt-", 1 to 20 digits, "-", 43 base64url bytes.
func receiptTokens(s string) [][2]int {
	const prefix = "zc-receipt-"
	var out [][2]int
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], prefix)
		if i < 0 {
			break
		}
		at := from + i
		from = at + len(prefix)
		digits := runOf(s, from, isDigit)
		if n := digits - from; n < 1 || n > 20 || digits == len(s) || s[digits] != '-' {
			continue
		}
		end := digits + 1 + digestLen
		if end > len(s) || runOf(s[:end], digits+1, isBase64URL) != end {
			continue
		}
		out = append(out, [2]int{at, end})
		from = end
	}
	return out
}

// digestLen is the length of a receipt token's digest (32 bytes in
// unpadded base64url).
const digestLen = 43

// appendPEMSpans adds every private key block. A block cut short (output
// truncated inside it) runs to the end of s: half a key is still a key.
func appendPEMSpans(spans []span, s string) []span {
	for from := 0; ; {
		i := strings.Index(s[from:], pemBegin)
		if i < 0 {
			return spans
		}
		start := from + i
		head := s[start+len(pemBegin):]
		// The armour line is short; looking no further keeps many
		// "-----BEGIN " without a line end from costing n² time.
		line := head[:min(len(head), maxPEMArmour)]
		eol := strings.IndexAny(line, "\r\n")
		if eol < 0 {
			eol = len(line)
		}
		if !strings.HasSuffix(line[:eol], pemKeyTail) {
			from = start + len(pemBegin)
			continue
		}
		end := len(s)
		if j := strings.Index(head[eol:], pemEnd); j >= 0 {
			tail := head[eol+j:]
			if k := strings.Index(tail, pemKeyTail); k >= 0 {
				end = len(s) - len(tail) + k + len(pemKeyTail)
			}
		}
		spans = append(spans, span{start, end, "private_key"})
		from = end
	}
}

// appendExactSpans adds every occurrence of a configured secret.
func appendExactSpans(spans []span, s, secret string) []span {
	if len(secret) < minSecretLen {
		return spans
	}
	for from := 0; ; {
		i := strings.Index(s[from:], secret)
		if i < 0 {
			return spans
		}
		start := from + i
		spans = append(spans, span{start, start + len(secret), "secret"})
		from = start + len(secret)
	}
}

// appendEdgeSpans adds every piece of a configured secret, minSecretLen
// bytes or longer, that an allowed command cut at one end: its head where
// the output or a line ends ("head -c", the tail end of "head" over several
// files), its tail where one begins ("tail -c"), and either beside a
// truncation mark ("..", "…": git's %<(N,trunc)). Exact matching misses
// them, and one call would give all of the secret but a byte. Pieces in
// the middle of a line are left: ordinary text shares short heads with
// configured values (a header "application/json" and "application/xml"),
// and no allowed command cuts there.
func appendEdgeSpans(spans []span, s, secret string) []span {
	if len(secret) <= minSecretLen {
		return spans
	}
	head, tail := secret[:minSecretLen], secret[len(secret)-minSecretLen:]
	for from := 0; ; {
		i := strings.Index(s[from:], head)
		if i < 0 {
			break
		}
		start := from + i
		end := start + commonPrefix(s[start:], secret)
		if end-start < len(secret) && cutAfter(s, end) {
			spans = append(spans, span{start, end, "secret"})
		}
		from = start + 1
	}
	for from := 0; ; {
		i := strings.Index(s[from:], tail)
		if i < 0 {
			break
		}
		end := from + i + minSecretLen
		start := end - commonSuffix(s[:end], secret)
		if end-start < len(secret) && cutBefore(s, start) {
			spans = append(spans, span{start, end, "secret"})
		}
		from = from + i + 1
	}
	return spans
}

// appendSplitSpans adds every configured secret written across line
// breaks (a command that prints a match a line, or folds lines) or with
// terminal control sequences between its bytes ("grep --color=always", or
// git under color.ui=always, wraps each match in ANSI colour codes, and
// the model reads the text with the codes dropped): the secret is looked
// for in s with those units taken out, and the span runs from its first
// byte to its last in s. r says how an escape sequence is read: as a
// terminal does (its OSC text kept or dropped) or as a model does, which
// skips junk bytes and keeps the letters after them.
func appendSplitSpans(spans []span, s string, secrets []string, r reading) []span {
	joined := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if n := splitterLen(s, i, r); n > 0 {
			i += n
			continue
		}
		joined = append(joined, s[i])
		i++
	}
	text := joined
	for _, sec := range secrets {
		// at maps an offset in text back to s, walking on from the last
		// one asked (offsets come in order): linear per secret, and no
		// table for every output.
		i, k := 0, 0 // s[i] is text[k]
		at := func(j int) int {
			for i < len(s) {
				if n := splitterLen(s, i, r); n > 0 {
					i += n
					continue
				}
				if k == j {
					return i
				}
				k++
				i++
			}
			return len(s)
		}
		if len(sec) < minSecretLen || hasSplitter(sec) {
			continue
		}
		for from := 0; ; {
			i := bytes.Index(text[from:], []byte(sec))
			if i < 0 {
				break
			}
			start := from + i
			first, last := at(start), at(start+len(sec)-1)
			if last-first >= len(sec) { // broken up: not found whole
				spans = append(spans, span{first, last + 1, "secret"})
			}
			from = start + len(sec)
		}
	}
	return spans
}

// hasSplitter reports whether s holds a byte splitterLen takes out.
func hasSplitter(s string) bool {
	for i := 0; i < len(s); i++ {
		if isSplitByte(s[i]) {
			return true
		}
	}
	return false
}

// isSplitByte: line breaks and the control bytes a terminal or a reader
// does not show as text (all of C0 but the tab, and DEL).
func isSplitByte(c byte) bool { return c < 0x20 && c != '\t' || c == 0x7f }

// reading is one way to read an escape sequence out of a secret.
type reading int

const (
	readTerminal    reading = iota // as a terminal, an OSC's text kept
	readTerminalOSC                // as a terminal, an OSC's text dropped
	// A model's readings keep the byte a terminal takes as the final one:
	readESC         // the ESC byte alone dropped
	readIntro       // ESC and "[" or one intermediate byte ("ESC (") dropped
	readIntroParams // ESC "[" and a CSI's parameter and intermediate bytes dropped
)

// splitterLen returns the length of the unit at s[i] that a reader drops
// when reading a secret back: an ANSI escape sequence (CSI "ESC [ params
// final", as colour codes; an OSC "ESC ] text" up to its BEL or "ESC \"
// with readTerminalOSC, else its "ESC ]" alone, the text kept as a model reads it;
// any other "ESC intermediates final"), or one control byte; 0 for a byte
// that is text. Each unit is read once, so the scan stays linear however
// the escapes are nested or cut short.
func splitterLen(s string, i int, r reading) int {
	c := s[i]
	if !isSplitByte(c) {
		return 0
	}
	if c != 0x1b || i+1 == len(s) || r == readESC {
		return 1
	}
	j := i + 1
	if r >= readIntro {
		switch {
		case s[j] == '[' && r == readIntroParams:
			for j++; j < len(s) && s[j] >= 0x20 && s[j] <= 0x3f; j++ {
			}
			return j - i
		case s[j] == '[' || s[j] == ']' || s[j] >= 0x20 && s[j] <= 0x2f:
			return 2
		}
		return 1
	}
	dropOSC := r == readTerminalOSC
	switch s[j] {
	case '[': // CSI: parameter bytes, intermediate bytes, one final byte
		j++
		for j < len(s) && s[j] >= 0x30 && s[j] <= 0x3f {
			j++
		}
		for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2f {
			j++
		}
		if j < len(s) && s[j] >= 0x40 && s[j] <= 0x7e {
			j++
		}
		return j - i
	case ']':
		if !dropOSC {
			return 2
		}
		for j++; j < len(s); j++ {
			if s[j] == 0x07 {
				return j + 1 - i
			}
			if s[j] == 0x1b && j+1 < len(s) && s[j+1] == '\\' {
				return j + 2 - i
			}
		}
		return j - i
	}
	for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2f { // nF: "ESC ( B"
		j++
	}
	if j < len(s) && s[j] >= 0x30 && s[j] <= 0x7e {
		j++
	}
	return j - i
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func commonSuffix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}

// cutAfter reports whether text cut at i ends there: the end of s or of a
// line, or a truncation mark.
func cutAfter(s string, i int) bool {
	if i == len(s) || s[i] == '\n' || s[i] == '\r' {
		return true
	}
	return strings.HasPrefix(s[i:], "..") || strings.HasPrefix(s[i:], "…")
}

// cutBefore reports whether text starting at i was cut there: the start
// of s or of a line, or a truncation mark.
func cutBefore(s string, i int) bool {
	if i == 0 || s[i-1] == '\n' || s[i-1] == '\r' {
		return true
	}
	return strings.HasSuffix(s[:i], "..") || strings.HasSuffix(s[:i], "…")
}

// dropReceiptSpans removes the pattern spans that are exactly a receipt
// token: a token is public, and a rule that reads any value of a
// credential-named field ("token": "zc-receipt-…") takes a whole one for
// a secret. A span inside a token (a key pattern in its digest) is kept,
// as is one that reaches past it, and a configured secret always is: the
// token's shape proves nothing, since the text that writes it chose it
// ("git log --format=zc-receipt-1-%s-AA" over a committed 40-byte GitHub
// token, or any key of at most 43 bytes padded to a digest's length), and
// a genuine digest, 32 random bytes, matches a key pattern about once in
// a million tokens (it then loses its digest in this output, never a key
// its place). Round 14 kept spans inside a token and closed only the keys
// that ran past its 43 digest bytes (attack 14 and 15).
func dropReceiptSpans(spans []span, s string) []span {
	if !strings.Contains(s, "zc-receipt-") {
		return spans
	}
	tokens := receiptTokens(s)
	if len(tokens) == 0 {
		return spans
	}
	return slices.DeleteFunc(spans, func(sp span) bool {
		if sp.kind == "secret" {
			return false
		}
		for _, t := range tokens {
			if t[0] == sp.start && sp.end == t[1] {
				return true
			}
		}
		return false
	})
}

// mergeSpans sorts spans and joins overlapping ones (the first kind wins).
func mergeSpans(spans []span) []span {
	slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && sp.start <= out[n-1].end {
			out[n-1].end = max(out[n-1].end, sp.end)
			continue
		}
		out = append(out, sp)
	}
	return out
}

func applySpans(s string, spans []span) string {
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.start])
		b.WriteString(redactedMark(sp.kind))
		last = sp.end
	}
	b.WriteString(s[last:])
	return b.String()
}

// tokenStart reports whether a match at i begins a word: a credential
// glued to letters before it ("task-…", "mask_…") is not one.
func tokenStart(s string, i int) bool { return i == 0 || !isWordByte(s[i-1]) }

// tokenEnd reports whether a match ending at i ends a word, so a fixed-
// length pattern does not match the head of a longer identifier.
func tokenEnd(s string, i int) bool { return i == len(s) || !isWordByte(s[i]) }

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
func isUpperAlnum(c byte) bool { return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }
func isAlnumDash(c byte) bool  { return isAlnum(c) || c == '-' }
func isBase64URL(c byte) bool  { return isAlnum(c) || c == '-' || c == '_' }

// isTokenByte is a byte of an RFC 6750 bearer token (b64token).
func isTokenByte(c byte) bool {
	return isAlnum(c) || strings.IndexByte("-._~+/=", c) >= 0
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// looksRandom tells a token from a word: it has a digit or is long.
func looksRandom(s string) bool { return hasDigit(s) || len(s) >= 20 }

// asciiLower lower-cases ASCII letters only, so every byte keeps its
// offset (strings.ToLower may change the length of non-ASCII text).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}

// appendURLPasswordSpans adds the password of every URL that carries one
// (postgres://app:<password>@db, https://oauth2:<token>@gitlab.com): the
// user info up to "@", after its first ":", before any "/", "?" or "#".
func appendURLPasswordSpans(spans []span, s string) []span {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], "://")
		if i < 0 {
			break
		}
		start := from + i + len("://")
		from = start
		end := start
		for end < len(s) && strings.IndexByte("/?#@ \t\r\n\"'<>`", s[end]) < 0 {
			end++
		}
		if end == len(s) || s[end] != '@' {
			continue
		}
		colon := strings.IndexByte(s[start:end], ':')
		if colon < 0 || start+colon+1 == end {
			continue
		}
		spans = append(spans, span{start + colon + 1, end, "url_password"})
		from = end
	}
	return spans
}

// secretNames are the words that make an assigned name a credential's:
// DB_PASSWORD=…, SESSION_SECRET=…, "auth_token": …, client-secret: ….
var secretNames = []string{"password", "passwd", "secret", "token", "api_key", "apikey", "private_key", "access_key", "credential"}

// appendAssignedSecretSpans adds the value of every line that assigns a
// credential-named key (.env, shell exports, YAML, INI, JSON members one
// per line): the name holds one of secretNames, then ":" or "=", then one
// token that looks random (a digit, or 20 bytes or more; so
// "token: required" or "SECRET_NAME=app-secret" stay).
func appendAssignedSecretSpans(spans []span, s string, lowered func() string) []span {
	if strings.IndexAny(s, "=:") < 0 {
		return spans
	}
	lower := ""
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		line := s[start:end]
		if strings.IndexAny(line, "=:") >= 0 {
			if lower == "" {
				lower = lowered()
			}
			if at, n := assignedSecret(line, lower[start:end]); n > 0 {
				spans = append(spans, span{start + at, start + at + n, "secret_value"})
			}
		}
		start = end + 1
	}
	return spans
}

// assignedSecret finds, in one line, the value of a credential-named key:
// its offset and length (0: none).
func assignedSecret(line, lower string) (int, int) {
	i := skipBlanks(line, 0)
	for _, p := range []string{"export ", "- "} {
		if strings.HasPrefix(lower[i:], p) {
			i = skipBlanks(line, i+len(p))
		}
	}
	i = skipQuote(line, i)
	nameStart := i
	for i < len(line) && (isWordByte(line[i]) || line[i] == '-' || line[i] == '.') {
		i++
	}
	name := lower[nameStart:i]
	if name == "" || !slices.ContainsFunc(secretNames, func(w string) bool { return strings.Contains(name, w) }) {
		return 0, 0
	}
	j := skipBlanks(line, skipQuote(line, i))
	if j == len(line) || (line[j] != ':' && line[j] != '=') {
		return 0, 0
	}
	j = skipQuote(line, skipBlanks(line, j+1))
	n := keyValue(line[j:])
	if n == 0 || !looksRandom(line[j:j+n]) || strings.HasPrefix(line[j:j+n], "[redacted:") {
		return 0, 0
	}
	return j, n
}
