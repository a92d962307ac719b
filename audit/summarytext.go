package audit

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// knownOutcomes orders the outcome columns of WriteText; outcomes outside
// it (from a newer proxy) follow in name order.
var knownOutcomes = []toolrun.Outcome{
	toolrun.OutcomeOK,
	toolrun.OutcomeDenied,
	toolrun.OutcomeUnknownTool,
	toolrun.OutcomeBadArguments,
	toolrun.OutcomeTimeout,
	toolrun.OutcomeError,
	toolrun.OutcomeCanceled,
}

// WriteText writes s as a header and an aligned table with one row per
// tool and one column per outcome that occurs.
func (s Summary) WriteText(w io.Writer) error {
	if _, err := fmt.Fprintf(w, "calls: %d, receipts: %d, bad lines: %d\n", s.Calls, s.Receipts, s.BadLines); err != nil {
		return fmt.Errorf("audit: write summary: %w", err)
	}
	if !s.First.IsZero() {
		fmt.Fprintf(w, "from: %s to: %s\n", s.First.Format(time.RFC3339), s.Last.Format(time.RFC3339))
	}
	if len(s.Tools) == 0 {
		return nil
	}

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	outcomes := s.outcomeColumns()
	fmt.Fprint(tw, "\nTOOL\tCALLS\tRECEIPTS")
	for _, o := range outcomes {
		fmt.Fprintf(tw, "\t%s", displayable(strings.ToUpper(string(o))))
	}
	fmt.Fprint(tw, "\tP50 MS\tP95 MS\tMAX MS\n")
	for _, t := range s.Tools {
		fmt.Fprintf(tw, "%s\t%d\t%d", displayable(t.Tool), t.Calls, t.Receipts)
		for _, o := range outcomes {
			fmt.Fprintf(tw, "\t%d", t.Outcomes[o])
		}
		fmt.Fprintf(tw, "\t%s\t%s\t%s\n", millis(t.P50MS), millis(t.P95MS), millis(t.MaxMS))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("audit: write summary: %w", err)
	}
	return nil
}

// outcomeColumns lists the outcomes that occur in s, known ones first.
func (s Summary) outcomeColumns() []toolrun.Outcome {
	seen := make(map[toolrun.Outcome]bool)
	for _, t := range s.Tools {
		for o, n := range t.Outcomes {
			if n > 0 {
				seen[o] = true
			}
		}
	}
	var cols, extra []toolrun.Outcome
	for _, o := range knownOutcomes {
		if seen[o] {
			cols = append(cols, o)
			delete(seen, o)
		}
	}
	for o := range seen {
		extra = append(extra, o)
	}
	slices.Sort(extra)
	return append(cols, extra...)
}

// displayable quotes names that would break the table or the terminal;
// they come from the file, which records whatever the model asked for.
func displayable(s string) string {
	if s == "" || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) || unicode.IsSpace(r) }) >= 0 {
		return strconv.Quote(s)
	}
	return s
}

func millis(v float64) string {
	if v < 1 && v > -1 {
		return strconv.FormatFloat(v, 'f', 3, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}
