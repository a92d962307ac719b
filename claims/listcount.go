package claims

import (
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// Listed items. A figure that counts the items a result lists ("La
// búsqueda devuelve 14 resultados", "the query returned 12 rows", "3 of
// the 5 tickets") is the answer's own counting over the output, as sure
// as a figure the call printed: the result's item counts are among its
// figures. Counted once per call: a JSON array's elements (a top-level
// array, or each array a top-level object holds) and a text's non-empty
// lines (with and without a header line).

// maxCountedLines bounds the lines of a text result counted.
const maxCountedLines = 5000

// addListCounts adds the item counts of result to vals.
func addListCounts(vals map[string]bool, result string) {
	add := func(n int) {
		if n >= 2 {
			vals["n:"+strconv.Itoa(n)] = true
		}
	}
	r := strings.TrimSpace(result)
	if r == "" {
		return
	}
	switch r[0] {
	case '[':
		if gjson.Valid(r) {
			add(len(gjson.Parse(r).Array()))
			return
		}
	case '{':
		if gjson.Valid(r) {
			gjson.Parse(r).ForEach(func(_, v gjson.Result) bool {
				if v.IsArray() {
					add(len(v.Array()))
				}
				return true
			})
			return
		}
	}
	lines := 0
	for _, ln := range strings.SplitN(r, "\n", maxCountedLines) {
		if strings.TrimSpace(ln) != "" {
			lines++
		}
	}
	add(lines)
	add(lines - 1) // a header line ("NAME  READY  STATUS")
}
