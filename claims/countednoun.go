package claims

import (
	"strings"
	"sync"
)

// A count reported after a query must count what the query counted: "We
// had 1,284 signups" beside `SELECT count(*) FROM orders`, "Temos 212
// clientes" beside a count of `fornecedores`, "930 Tickets offen" beside
// `WHERE status='geschlossen'`, "Ayer entraron 412 pedidos" beside
// `fecha = current_date`. The figure is the call's, the thing counted is
// not. Compared: the entity the figure counts (Lang.Counted: customers,
// users and sign-ups are one entity, orders another) with the query's
// tables (snake_case parts: "pedidos_cancelados" counts orders), a status
// or a day the sentence names (Lang.Filtered) with the query's WHERE
// literals and its current_date filter. A call whose arguments or result
// name the entity or the status anywhere (a column, a GROUP BY row, an
// alias) is taken to count it: only a query that names none of it and
// names another is a mismatch.

// queryFacts is what a call's SQL counts, read once per call.
type queryFacts struct {
	sql      bool            // the arguments hold a SELECT … FROM
	tables   map[string]bool // entities its tables' parts name
	untyped  bool            // some table names no known entity
	where    bool            // it filters (WHERE) or groups (GROUP BY)
	statuses map[string]bool // statuses its WHERE literals name
	day      string          // "today", "yesterday" or "" (its current_date filter)
	named    map[string]bool // entities and statuses its arguments and result name
}

// countedUnion and filteredUnion are every language's Counted and
// Filtered entries: a table, a column, a literal or a short answer (whose
// language is a guess) may be in any language. A word another language
// holds as a stop word is left out ("hier", yesterday in French, here in
// German).
var (
	countUnionOnce sync.Once
	countedUnion   map[string]string
	filteredUnion  map[string]string
)

func countUnions() {
	countUnionOnce.Do(func() {
		countedUnion, filteredUnion = map[string]string{}, map[string]string{}
		for _, l := range languages {
			for w, k := range l.counted {
				if _, dup := countedUnion[w]; !dup && !anyStop(w) {
					countedUnion[w] = k
				}
			}
			for w, k := range l.filtered {
				if _, dup := filteredUnion[w]; !dup && !anyStop(w) {
					filteredUnion[w] = k
				}
			}
		}
	})
}

// countTrim: punctuation around a word of the sentence.
const countTrim = ".,;:!?()*_\"“”«»"

// maxQueryScan bounds the arguments and result read for queryFacts.
const maxQueryScan = 4096

func (c *Call) queryFacts() *queryFacts {
	a := c.anchors()
	if a.query != nil {
		return a.query
	}
	countUnions()
	q := &queryFacts{tables: map[string]bool{}, statuses: map[string]bool{}, named: map[string]bool{}}
	a.query = q
	args := firstN(c.result().args, maxQueryScan)
	if sel := strings.Index(args, "select"); sel >= 0 && strings.Contains(args[sel:], " from ") {
		q.sql = true
		ws := strings.FieldsFunc(args[sel:], func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '\'' || r == '-' || r == '=')
		})
		for k, w := range ws {
			switch {
			case (w == "from" || w == "join") && k+1 < len(ws):
				t := ws[k+1]
				if i := strings.LastIndexByte(t, '.'); i >= 0 {
					t = t[i+1:] // schema.table
				}
				typed := false
				for _, p := range strings.Split(t, "_") {
					if e, ok := countedUnion[p]; ok {
						q.tables[e], typed = true, true
					}
				}
				q.untyped = q.untyped || !typed
			case w == "where" || w == "group" && k+1 < len(ws) && ws[k+1] == "by":
				q.where = true // a filter, or counts split by a column
			case q.where && strings.Count(w, "'") >= 1:
				for _, p := range strings.Split(strings.Trim(w, "'=-"), "'") {
					if st, ok := filteredUnion[strings.Trim(p, "=")]; ok && !dayWord(st) {
						q.statuses[st] = true
					}
				}
			}
		}
		q.day = sqlDay(args)
	}
	if !q.sql {
		return q // (countedOther reads only queries: no names to gather)
	}
	for _, w := range nameWords(firstN(c.result().all, maxQueryScan)) {
		if e, ok := countedUnion[w]; ok {
			q.named[e] = true
		}
		if st, ok := filteredUnion[w]; ok && !dayWord(st) {
			q.named[st] = true
		}
	}
	return q
}

// sqlDay: the day a query's current_date filter picks ("= current_date"
// today, "current_date - 1" or "- interval '1 day'" yesterday), "" for
// none or a range.
func sqlDay(args string) string {
	i := strings.Index(args, "current_date")
	if i < 0 {
		return ""
	}
	before, after := strings.TrimRight(args[:i], " "), strings.TrimLeft(args[i+len("current_date"):], " ")
	if !strings.HasSuffix(before, "=") || strings.HasSuffix(before, ">=") || strings.HasSuffix(before, "<=") || strings.HasSuffix(before, "!=") {
		return ""
	}
	switch {
	case strings.HasPrefix(after, "- 1") || strings.HasPrefix(after, "-1") || strings.HasPrefix(after, "- interval '1 day'"):
		return "yesterday"
	case strings.HasPrefix(after, "-") || strings.HasPrefix(after, "+"):
		return ""
	}
	return "today"
}

// countedOther: the claim reports a count of another entity, status or
// day than the receipted queries counted; it returns what it names.
func countedOther(c *Claim, calls []Call) string {
	if len(c.Sentence) > maxSentenceScan {
		return ""
	}
	countUnions()
	fs := strings.Fields(fold(c.Sentence))
	entity, entityWord, status, statusWord, day := "", "", "", "", ""
	figure := false
	var named map[string]bool // entities the sentence names anywhere
	for k, f := range fs {
		w := strings.Trim(f, countTrim)
		if w == "" {
			continue
		}
		if e, ok := countedUnion[strings.ReplaceAll(w, "-", "")]; ok {
			if named == nil {
				named = map[string]bool{}
			}
			named[e] = true
		}
		if isDigit(w[0]) {
			figure = true
			// the entity the figure counts: within the next three words
			// of its clause ("3,121 new sign-ups", "18 220 clients
			// inactifs"; not "1,8 M filas, cuenta con …")
			for m := k + 1; entity == "" && m < len(fs) && m <= k+3 && !clauseEnd(fs[m-1]); m++ {
				n := strings.ReplaceAll(strings.Trim(fs[m], countTrim), "-", "")
				if e, ok := countedUnion[n]; ok {
					entity, entityWord = e, n
				}
			}
			continue
		}
		switch k := filteredUnion[w]; k {
		case "":
		case "today", "yesterday":
			if day == "" {
				day = k
			}
		default:
			if status == "" {
				status, statusWord = k, w
			}
		}
	}
	if !figure || entity == "" && status == "" && day == "" {
		return ""
	}
	sqlCalls := 0
	entityOK, statusOK, dayOK := entity == "", status == "", day == ""
	statusOther, dayOther := false, false
	for i := range calls {
		call := &calls[i]
		if call.Status != Verified && call.Status != Client && call.Status != Unverified {
			continue
		}
		q := call.queryFacts()
		if !q.sql {
			continue
		}
		sqlCalls++
		if entity != "" && (q.untyped || q.tables[entity] || q.named[entity]) {
			entityOK = true
		}
		for e := range q.tables {
			if named[e] {
				entityOK = true // "counted orders (1,284), not signups": it names what was counted
			}
		}
		if status != "" {
			switch {
			case q.statuses[status] || q.named[status]:
				statusOK = true
			case len(q.statuses) > 0 || !q.where && q.tables[entity]:
				// another status filtered, or the whole table of the
				// entity counted: not the status the sentence names
				// (a table of its own, `pg_stat_activity`, may hold
				// only that status)
				statusOther = true
			default:
				statusOK = true // a filter of its own ("closed_at IS NULL")
			}
		}
		if day != "" {
			switch q.day {
			case day:
				dayOK = true
			case "":
				dayOK = true // a range or another filter: not read here
			default:
				dayOther = true
			}
		}
	}
	switch {
	case sqlCalls == 0:
		return ""
	case !entityOK:
		return entityWord
	case !statusOK && statusOther:
		return statusWord
	case !dayOK && dayOther:
		return day
	}
	return ""
}

func dayWord(k string) bool { return k == "today" || k == "yesterday" }

// clauseEnd: the word closes its clause ("filas,", "days),").
func clauseEnd(w string) bool { return strings.ContainsAny(w[len(w)-1:], ",;:)") }
