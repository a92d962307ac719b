package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Summary condenses one or more audit files.
type Summary struct {
	Calls    int           `json:"calls"`
	Receipts int           `json:"receipts"`  // entries that carry a receipt
	BadLines int           `json:"bad_lines"` // lines that are not an entry, or longer than MaxLineBytes
	First    time.Time     `json:"first,omitzero"`
	Last     time.Time     `json:"last,omitzero"`
	Tools    []ToolSummary `json:"tools"` // sorted by tool name
}

// ToolSummary is the part of a Summary for one tool.
type ToolSummary struct {
	Tool     string                  `json:"tool"`
	Calls    int                     `json:"calls"`
	Receipts int                     `json:"receipts"`
	Outcomes map[toolrun.Outcome]int `json:"outcomes"`
	P50MS    float64                 `json:"p50_ms"` // nearest-rank percentiles of duration_ms
	P95MS    float64                 `json:"p95_ms"`
	MaxMS    float64                 `json:"max_ms"`
}

// Summarise reads JSON lines from r. Lines that are not a JSON object with
// non-empty tool and outcome strings (and, where present, an RFC 3339 time
// and a numeric duration_ms) are counted in BadLines and skipped; blank
// lines are ignored. On a read error it returns what it has summarised so
// far together with the error.
func Summarise(r io.Reader) (Summary, error) {
	var acc accumulator
	lr := newLineReader(r, MaxLineBytes)
	for {
		line, tooLong, err := lr.next()
		if errors.Is(err, io.EOF) {
			return acc.summary(), nil
		}
		if err != nil {
			return acc.summary(), fmt.Errorf("audit: read: %w", err)
		}
		if tooLong {
			acc.bad++
			continue
		}
		acc.add(line)
	}
}

// accumulator gathers entries; durations are kept whole for exact
// percentiles (8 bytes an entry).
type accumulator struct {
	calls, receipts, bad int
	first, last          time.Time
	tools                map[string]*toolAcc
}

type toolAcc struct {
	calls, receipts int
	outcomes        map[toolrun.Outcome]int
	durations       []float64
}

// summaryLine is the part of an Entry a summary reads.
type summaryLine struct {
	Time       time.Time       `json:"time"`
	Tool       string          `json:"tool"`
	Outcome    toolrun.Outcome `json:"outcome"`
	DurationMS float64         `json:"duration_ms"`
	Receipt    string          `json:"receipt"`
	Event      string          `json:"event"`
}

func (a *accumulator) add(line []byte) {
	if len(bytes.TrimSpace(line)) == 0 {
		return
	}
	var e summaryLine
	if CheckMembers(line) != nil {
		a.bad++ // read case-blind here, another way by jq: count neither reading
		return
	}
	if err := json.Unmarshal(line, &e); err == nil && e.Event != "" && e.Tool == "" {
		return // a receipt key line (KeyEntry), not a call
	}
	if err := json.Unmarshal(line, &e); err != nil || e.Tool == "" || e.Outcome == "" {
		a.bad++
		return
	}
	if a.tools == nil {
		a.tools = make(map[string]*toolAcc)
	}
	t := a.tools[e.Tool]
	if t == nil {
		t = &toolAcc{outcomes: make(map[toolrun.Outcome]int)}
		a.tools[e.Tool] = t
	}
	a.calls++
	t.calls++
	t.outcomes[e.Outcome]++
	t.durations = append(t.durations, e.DurationMS)
	if e.Receipt != "" {
		a.receipts++
		t.receipts++
	}
	if !e.Time.IsZero() {
		if a.first.IsZero() || e.Time.Before(a.first) {
			a.first = e.Time
		}
		if e.Time.After(a.last) {
			a.last = e.Time
		}
	}
}

func (a *accumulator) summary() Summary {
	s := Summary{Calls: a.calls, Receipts: a.receipts, BadLines: a.bad, First: a.first, Last: a.last, Tools: []ToolSummary{}}
	for name, t := range a.tools {
		slices.Sort(t.durations)
		s.Tools = append(s.Tools, ToolSummary{
			Tool:     name,
			Calls:    t.calls,
			Receipts: t.receipts,
			Outcomes: t.outcomes,
			P50MS:    percentile(t.durations, 0.50),
			P95MS:    percentile(t.durations, 0.95),
			MaxMS:    t.durations[len(t.durations)-1],
		})
	}
	slices.SortFunc(s.Tools, func(x, y ToolSummary) int { return strings.Compare(x.Tool, y.Tool) })
	return s
}

// percentile is the nearest-rank percentile of sorted, which is not empty.
func percentile(sorted []float64, p float64) float64 {
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
