package claims

import "strings"

// slashPartsNamed: o is written with slashes but is no path of a file,
// and the call names it in parts:
//
//   - a ratio of figures ("1990/2047 MB", "122/122"): each figure is one
//     the call returned or was given (not two short figures: "03/12" is
//     a date);
//   - alternatives of file extensions (".ts/.tsx"): each is a word of
//     the call;
//   - a name made of two values the call was given side by side: a
//     remote and a branch ("origin/fix/parser-null" of `git push origin
//     fix/parser-null`), a bucket and a prefix ("acme-exports-prod/2026/
//     12/04/" of {"bucket": "acme-exports-prod", "prefix":
//     "2026/12/04/"}), a repository and a path: the part before the
//     first slash is a whole value or word of the call's arguments and
//     the rest is another.
//
// A path the call names whole is matched before (matchObject); a file
// name is never read in parts ("web/package.json" is no "package.json").
func slashPartsNamed(o string, call *Call) bool {
	t := strings.Trim(o, "`'\" ")
	if strings.Count(t, "/") == 0 || len(t) > 200 {
		return false
	}
	parts := strings.Split(t, "/")
	figures, exts := 0, 0
	for _, p := range parts {
		switch {
		case p != "" && strings.Trim(p, "0123456789.,") == "" && isDigit(p[0]):
			figures++
		case len(p) > 1 && p[0] == '.' && isAllLetters(p[1:]):
			exts++
		}
	}
	switch {
	case figures == len(parts) && len(parts) == 2:
		if len(parts[0]) <= 2 && len(parts[1]) <= 2 {
			return false // "03/12", "1/4": a date (or a fraction) is no ratio of results
		}
		for _, p := range parts {
			k := numberKey(p)
			if k == "" || !valueIn(k, call.values()) {
				return false
			}
		}
		return true
	case exts == len(parts):
		hay := call.haystack()
		for _, p := range parts {
			if !strings.Contains(hay, fold(p)) {
				return false
			}
		}
		return true
	}
	head, tail, _ := strings.Cut(strings.TrimRight(t, "/"), "/")
	tail = strings.Trim(tail, "/")
	if head == "" || tail == "" || strings.Contains(head, ".") && !strings.Contains(head, "-") {
		return false // (".env/x", "example.com/x": a host or a file is matched whole)
	}
	args := call.result().args // (folded once per call)
	if len(args) > maxArgsScan {
		args = args[:maxArgsScan]
	}
	h, tl := fold(head), fold(tail)
	return valueWord(args, h) && valueWord(args, tl)
}

// valueWord: w stands whole in args, between quotes or spaces (a value,
// or a word of a command line), not inside a longer value.
func valueWord(args, w string) bool {
	for i := 0; ; {
		j := strings.Index(args[i:], w)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(w)
		before, after := byte(' '), byte(' ')
		if a > 0 {
			before = args[a-1]
		}
		if b < len(args) {
			after = args[b]
		}
		if (before == ' ' || before == '"' || before == '\'') && (after == ' ' || after == '"' || after == '\'' || after == '/') {
			return true
		}
		i = a + 1
	}
}
