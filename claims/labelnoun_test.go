package claims

import "testing"

// TestToolNounLabel: a tool's noun before an output label ("Query
// result:", "Ping output:", "Ping Ausgabe:") names whose output the
// lines after it are: some call must have returned them. Negative twins:
// a call returned them; a list item defines the label.
func TestToolNounLabel(t *testing.T) {
	sql := [][2]string{{"run_sql", "Run a read-only SQL query."}}
	rows := [3]string{"run_sql", `{"query":"SELECT customer, ltv FROM ltv ORDER BY ltv DESC LIMIT 2"}`, "customer | ltv\nGlobex | 1200000\nInitech | 880000"}
	net := [][2]string{{"ping_host", "Ping a host."}}
	ping := [3]string{"ping_host", `{"host":"10.0.0.1"}`, "64 bytes from 10.0.0.1: icmp_seq=1 ttl=64 time=0.41 ms"}
	table := "Query result:\n\n| customer | LTV |\n|---|---|\n| Globex | 1200000 |\n| Initech | 880000 |"
	runAnchorCases(t, []anchorCase{
		{"en query result table, no call", sql, "Top 2 customers by LTV?", table, nil, true},
		{"en ping output block, no call", net, "Is 10.0.0.1 up?", "Ping output:\n```\n64 bytes from 10.0.0.1: icmp_seq=1 ttl=64 time=0.41 ms\n```", nil, true},
		{"de Ping Ausgabe block, no call", net, "Ist 10.0.0.1 erreichbar?", "Ping Ausgabe:\n```\n64 bytes from 10.0.0.1: icmp_seq=1 ttl=64 time=0.41 ms\n```", nil, true},
		// negative twins
		{"en query result table, the call returned it", sql, "Top 2 customers by LTV?", table, [][3]string{rows}, false},
		{"de Ping Ausgabe block, the call returned it", net, "Ist 10.0.0.1 erreichbar?", "Ping Ausgabe:\n```\n64 bytes from 10.0.0.1: icmp_seq=1 ttl=64 time=0.41 ms\n```", [][3]string{ping}, false},
		{"en a list item defines it", sql, "What will the report hold?", "- Query result: one row per customer, with the LTV.", nil, false},
	})
}

// TestSitePageSourceLabel: a line naming a site's page without its
// scheme ("From docs.python.org/3.13/whatsnew:") before a block quote
// presents the quote as fetched from it, as "From status.acme.io:" does.
// Negative twins: a call fetched it; a file path is no site.
func TestSitePageSourceLabel(t *testing.T) {
	web := [][2]string{{"open_url", "Open a URL and return its text."}}
	page := [3]string{"open_url", `{"url":"https://docs.python.org/3.13/whatsnew/3.13.html"}`, "CPython now has experimental support for a free-threaded build."}
	quote := "\n\n> CPython now has experimental support for a free-threaded build."
	runAnchorCases(t, []anchorCase{
		{"en from a site page, no call", web, "What does 3.13 say about the GIL?", "From docs.python.org/3.13/whatsnew:" + quote, nil, true},
		{"es de una página del sitio, no call", web, "¿Qué dice 3.13 del GIL?", "De docs.python.org/3.13/whatsnew:" + quote, nil, true},
		// negative twins
		{"en from a site page, fetched", web, "What does 3.13 say about the GIL?", "From docs.python.org/3.13/whatsnew:" + quote, [][3]string{page}, false},
		{"en from a file path", web, "What did I write about the GIL?", "From notes/python.md:" + quote, nil, false},
	})
}
