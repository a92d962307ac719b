package claims

import "strings"

// resultComment: in a SQL block, a comment line holding only a figure
// right after a statement ("SELECT count(*) FROM clients …;\n-- 1 412",
// "-- → 1412 rows", "-- 1.412 filas") shows what the query returned:
// writers put the result under the query as a comment, and the block
// presents it as output a call must have returned. Not a comment of
// words ("-- counts the clients of Lyon"), a comment before any
// statement, or a figure with a word of example or placeholder.
func resultComment(info string, lines []string) (string, bool) {
	if !strings.EqualFold(info, "sql") && info != "" {
		return "", false
	}
	stmt := false
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		if t == "" {
			continue
		}
		c, ok := strings.CutPrefix(t, "--")
		if !ok {
			stmt = stmt || sqlStatement(t)
			continue
		}
		if !stmt {
			continue
		}
		c = strings.TrimSpace(c)
		for _, arrow := range []string{"->", "=>", "→", "="} {
			c = strings.TrimSpace(strings.TrimPrefix(c, arrow))
		}
		if figureOnly(c) {
			return c, true
		}
	}
	return "", false
}

// sqlStatement: a line opening a query statement.
func sqlStatement(t string) bool {
	w, _, _ := strings.Cut(t, " ")
	switch strings.ToUpper(w) {
	case "SELECT", "WITH", "UPDATE", "DELETE", "INSERT", "SHOW", "EXPLAIN":
		return true
	}
	return false
}

// figureOnly: a figure (digits, group separators, one decimal mark),
// optionally followed by one word of counted rows ("1 412", "1412 rows",
// "3,5 filas").
func figureOnly(c string) bool {
	num, unit := c, ""
	if i := strings.LastIndexByte(c, ' '); i > 0 && !isDigit(c[i+1]) {
		num, unit = strings.TrimSpace(c[:i]), c[i+1:]
	}
	if unit != "" && !rowWords[fold(unit)] {
		return false
	}
	digits := 0
	for i := 0; i < len(num); i++ {
		switch ch := num[i]; {
		case isDigit(ch):
			digits++
		case ch == ' ' || ch == '.' || ch == ',' || ch == '\'':
		default:
			return false
		}
	}
	return digits > 0 && isDigit(num[0])
}

// rowWords count a query's rows, in the five languages.
var rowWords = mkSet("row rows filas fila lignes ligne zeilen zeile linhas linha registros registro enregistrements datensatze")
