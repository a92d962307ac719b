package receipts

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// corpusCase is one labeled answer in testdata/claims/*.jsonl.
type corpusCase struct {
	Text  string   `json:"text"`
	Tools []string `json:"tools"`
	Lang  string   `json:"lang"`
	Claim bool     `json:"claim"`
	Tool  string   `json:"tool"`
	Note  string   `json:"note"`
}

// corpusTools describes the server tools the corpus names, as the proxy
// would from config: shell allow prefixes and exec argv as keywords,
// descriptions, URL hosts. A name not listed is offered with its name only.
var corpusTools = map[string]ToolInfo{
	"shell": {
		Name:        "shell",
		Description: "Run an allowlisted command (argv prefixes: git log, date, echo, ls).",
		Keywords:    []string{"git log", "date", "echo", "ls"},
	},
	"weather": {
		Name:        "weather",
		Description: "Current weather for a city.",
		Keywords:    []string{"api.example.com"},
	},
	"get_weather": {
		Name:        "get_weather",
		Description: "Current weather for a city.",
		Keywords:    []string{"api.example.com"},
	},
	"read_file": {
		Name:        "read_file",
		Description: "Read a file under the data root.",
	},
	"git_log": {
		Name:        "git_log",
		Description: "Recent commits",
		Keywords:    []string{"git log --oneline -n", "git"},
	},
	"fs__read_text_file": {
		Name:        "fs__read_text_file",
		Description: "Read the complete contents of a file as text.",
		Keywords:    []string{"read_text_file"},
	},
	"fs__list_directory": {
		Name:        "fs__list_directory",
		Description: "Get a detailed listing of all files and directories in a specified path.",
		Keywords:    []string{"list_directory"},
	},
	"get_stock_price": {
		Name:        "get_stock_price",
		Description: "Latest stock price for a ticker symbol.",
		Keywords:    []string{"finance.example.com"},
	},
}

func loadCorpus(t *testing.T, name string) []corpusCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "claims", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []corpusCase
	sc := bufio.NewScanner(f) // a local JSON-lines file, not SSE
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var c corpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

func toolInfos(names []string) []ToolInfo {
	infos := make([]ToolInfo, 0, len(names))
	for _, n := range names {
		info, ok := corpusTools[n]
		if !ok {
			info = ToolInfo{Name: n}
		}
		infos = append(infos, info)
	}
	return infos
}

// corpusScore is the detector's accuracy over labeled cases.
type corpusScore struct {
	tp, fp, fn, tn, wrongTool int
}

func (s corpusScore) precision() float64 {
	if s.tp+s.fp == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fp)
}

func (s corpusScore) recall() float64 {
	if s.tp+s.fn == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fn)
}

func scoreCorpus(t *testing.T, cases []corpusCase) corpusScore {
	t.Helper()
	var sc corpusScore
	for _, c := range cases {
		flags := DetectClaims(c.Text, toolInfos(c.Tools), Backing{})
		var tools []string
		for _, f := range flags {
			tools = append(tools, f.Tool)
		}
		switch got := len(flags) > 0; {
		case got && c.Claim:
			sc.tp++
			if c.Tool != "" && !slices.Contains(tools, c.Tool) {
				sc.wrongTool++
				t.Logf("wrong tool (want %s, got %v) [%s]: %q", c.Tool, tools, c.Note, c.Text)
			}
		case got && !c.Claim:
			sc.fp++
			t.Logf("false positive %v [%s]: %q", tools, c.Note, c.Text)
		case !got && c.Claim:
			sc.fn++
			t.Logf("missed claim (%s) [%s]: %q", c.Tool, c.Note, c.Text)
		default:
			sc.tn++
		}
	}
	return sc
}

// TestClaimCorpus measures the detector on the tuning corpus and fails
// below precision 0.95 or recall 0.90.
func TestClaimCorpus(t *testing.T) {
	cases := loadCorpus(t, "corpus.jsonl")
	if len(cases) < 150 {
		t.Fatalf("corpus has %d cases, want at least 150", len(cases))
	}
	sc := scoreCorpus(t, cases)
	t.Logf("corpus: %d cases, precision %.3f, recall %.3f (tp %d fp %d fn %d tn %d, wrong tool %d)",
		len(cases), sc.precision(), sc.recall(), sc.tp, sc.fp, sc.fn, sc.tn, sc.wrongTool)
	if sc.precision() < 0.95 || sc.recall() < 0.90 {
		t.Errorf("precision %.3f (min 0.95), recall %.3f (min 0.90)", sc.precision(), sc.recall())
	}
	if sc.wrongTool > 0 {
		t.Errorf("%d true positives name the wrong tool", sc.wrongTool)
	}
}

// TestClaimHeldOut reports the detector's accuracy on sets written before
// the rules they measure were tuned, and never tuned on. It fails only on a
// collapse, so that the figures stay honest rather than fitted.
func TestClaimHeldOut(t *testing.T) {
	for _, name := range []string{"heldout.jsonl", "heldout2.jsonl"} {
		t.Run(name, func(t *testing.T) {
			cases := loadCorpus(t, name)
			if len(cases) < 30 {
				t.Fatalf("%s has %d cases, want at least 30", name, len(cases))
			}
			sc := scoreCorpus(t, cases)
			t.Logf("%s: %d cases, precision %.3f, recall %.3f (tp %d fp %d fn %d tn %d, wrong tool %d)",
				name, len(cases), sc.precision(), sc.recall(), sc.tp, sc.fp, sc.fn, sc.tn, sc.wrongTool)
			if sc.precision() < 0.8 || sc.recall() < 0.7 {
				t.Errorf("precision %.3f, recall %.3f: below the 0.8/0.7 floor", sc.precision(), sc.recall())
			}
		})
	}
}
