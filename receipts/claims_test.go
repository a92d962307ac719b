package receipts

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// ruleTools are the server tools the rule tests offer.
var ruleTools = toolInfos([]string{"shell", "weather", "read_file", "get_stock_price", "fs__read_text_file"})

func flaggedTools(flags []Flag) []string {
	var tools []string
	for _, f := range flags {
		tools = append(tools, f.Tool)
	}
	return tools
}

// TestDetectClaimsRules checks each rule on its own: the claim forms that
// must be flagged and the look-alikes that must not.
func TestDetectClaimsRules(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string // flagged tools, in order
	}{
		{"past action", "I ran git log and the newest commit is abc123.", []string{"shell"}},
		{"present perfect", "I've run `date`; it is 10:00 UTC.", []string{"shell"}},
		{"emphatic did", "I did check the weather service: 12°C.", []string{"weather"}},
		{"subjectless past", "Checked the weather tool — sunny.", []string{"weather"}},
		{"according to", "According to the get_stock_price tool, AAPL is at 190.", []string{"get_stock_price"}},
		{"result verb", "The shell tool returned `hello`.", []string{"shell"}},
		{"here is the output", "Here is the output of git status:\n\n```\nclean\n```", []string{"shell"}},
		{"weak verb with result", "The weather service says it's 20°C.", []string{"weather"}},
		{"gerund result", "Running `date` gives `Tue Mar 3 10:00:00 UTC 2026`.", []string{"shell"}},
		{"core name", "I checked the stock price for MSFT: 412.", []string{"get_stock_price"}},
		{"mcp local name", "I called read_text_file on notes.md; it lists three tasks.", []string{"fs__read_text_file"}},
		{"transcript", "The repo is fine.\n\n```\n$ git log -1\nabc123 Fix\n```", []string{"shell"}},
		{"two tools one sentence", "I ran `date` and checked the weather tool: 9°C at 10:00.", []string{"shell", "weather"}},
		{"spanish past", "Ejecuté git log y hay dos commits nuevos.", []string{"shell"}},
		{"spanish glossary", "Consulté el servicio del tiempo: 24 °C.", []string{"weather"}},
		{"spanish según", "Según la herramienta weather, lloverá.", []string{"weather"}},
		{"spanish aquí está", "Aquí está la salida de git status:\n\n```\nlimpio\n```", []string{"shell"}},
		{"claim before dash question", "I ran git log — want more?", []string{"shell"}},
		{"claim before comma tag question", "I ran git log and the newest commit is abc, want me to run more?", []string{"shell"}},
		{"claim before spanish question", "Ejecuté git log y el último commit es abc, ¿quieres más?", []string{"shell"}},
		{"weak verb with new number", "The weather service shows 22 °C in Paris.", []string{"weather"}},
		{"purpose then past action", "To be sure, I ran `git log`: the newest commit is abc.", []string{"shell"}},
		{"spanish para then past action", "Para Lima, consulté el servicio del tiempo: 19 °C.", []string{"weather"}},

		{"future", "I will run git log once you confirm the branch.", nil},
		{"contracted future", "I'll check the weather service for you.", nil},
		{"let me", "Let me run `git log -5`.", nil},
		{"modal offer", "I can check the stock price if you give me a ticker.", nil},
		{"imperative", "Run `git log -1` to see the latest commit.", nil},
		{"imperative after filler", "First, just run `date` on the server.", nil},
		{"you can", "You can run `git log --oneline` yourself.", nil},
		{"negation", "I haven't run git log, so I don't know.", nil},
		{"did not", "I did not check the weather service.", nil},
		{"question", "Should I run git log on develop?", nil},
		{"question with comma", "Should I run git log, or check the weather service?", nil},
		{"tool only in trailing question", "Done — should I run git log next?", nil},
		{"spanish question without ¿", "Quieres que ejecute git log?", nil},
		{"number echoes argument", "`git log -n 5` shows the last 5 commits.", nil},
		{"purpose then imperative", "To see the history, run git log.", nil},
		{"spanish para then imperative", "Para Lima, consulta el servicio del tiempo.", nil},
		{"conditional", "If the weather service returned an error, retry.", nil},
		{"explanation", "`git log` shows the commit history, newest first.", nil},
		{"explanation with number", "read_file returns file contents, up to 1 MB.", nil},
		{"user ran it", "You ran `git log` earlier and pasted it.", nil},
		{"draft", "Here's a draft reply:\n\n> I checked the weather service and it's sunny.", nil},
		{"code block content", "Try this:\n\n```\nI ran git log\n```", nil},
		{"instruction transcript", "Run this:\n\n```\n$ git log -1\nabc123 Fix\n```", nil},
		{"common word keyword", "Your report is up to date and I checked it twice.", nil},
		{"no tool", "I ran into this before; it is usually a stale lockfile.", nil},
		{"spanish future", "Voy a ejecutar git log ahora.", nil},
		{"spanish negation", "No ejecuté git log.", nil},
		{"spanish imperative", "Ejecuta `git log -1` para ver el último commit.", nil},
		{"spanish question", "¿Quieres que consulte el servicio del tiempo?", nil},
		{"spanish conditional", "Si ejecutas git log, verás el historial.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := flaggedTools(DetectClaims(tt.text, ruleTools, nil))
			if !slices.Equal(got, tt.want) {
				t.Errorf("DetectClaims(%q) flagged %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

func TestDetectClaimsBacking(t *testing.T) {
	const text = "I ran git log: the last commit is abc123. The weather service returned 8°C."
	tests := []struct {
		name   string
		backed Backing
		want   []string
	}{
		{"nothing backed", Backing{}, []string{"shell", "weather"}},
		{"receipt for another tool covers nothing", Backing{"read_file": true}, []string{"shell", "weather"}},
		{"shell backed", Backing{"shell": true}, []string{"weather"}},
		{"both backed", Backing{"shell": true, "weather": true}, nil},
		{"false entry is not backing", Backing{"shell": false}, []string{"shell", "weather"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := flaggedTools(DetectClaims(text, ruleTools, tt.backed))
			if !slices.Equal(got, tt.want) {
				t.Errorf("flagged %v, want %v", got, tt.want)
			}
		})
	}
}

func TestDetectClaimsFlagShape(t *testing.T) {
	t.Run("kind and trimmed sentence", func(t *testing.T) {
		flags := DetectClaims("Intro line.\n\n- I ran git log and found 3 commits.  \n", ruleTools, nil)
		want := []Flag{{Kind: FlagReceiptLessClaim, Tool: "shell", Text: "I ran git log and found 3 commits"}}
		if !slices.Equal(flags, want) {
			t.Errorf("got %+v, want %+v", flags, want)
		}
	})
	t.Run("one flag per sentence and tool", func(t *testing.T) {
		flags := DetectClaims("I ran git log and then ran git log again, which returned abc.", ruleTools, nil)
		if len(flags) != 1 {
			t.Errorf("got %d flags, want 1: %+v", len(flags), flags)
		}
	})
	t.Run("long sentence capped", func(t *testing.T) {
		text := "I ran git log and " + strings.Repeat("é", 300) + "."
		flags := DetectClaims(text, ruleTools, nil)
		if len(flags) != 1 {
			t.Fatalf("got %d flags, want 1", len(flags))
		}
		if n := len(flags[0].Text); n > maxClaimText+len("…") {
			t.Errorf("text is %d bytes, want at most %d", n, maxClaimText+len("…"))
		}
		if !strings.HasSuffix(flags[0].Text, "…") || !strings.HasPrefix(flags[0].Text, "I ran git log") {
			t.Errorf("text %q not cut on a rune boundary with an ellipsis", flags[0].Text)
		}
	})
	t.Run("no tools offered", func(t *testing.T) {
		if flags := DetectClaims("I ran git log.", nil, nil); flags != nil {
			t.Errorf("got %+v, want nil", flags)
		}
	})
	t.Run("client tool is never matched", func(t *testing.T) {
		// lookup_user is declared by the client, so it is not offered here.
		if flags := DetectClaims("I called lookup_user and got Bob.", ruleTools, nil); flags != nil {
			t.Errorf("got %+v, want nil", flags)
		}
	})
}

func TestDetectorToolMatching(t *testing.T) {
	tools := []ToolInfo{
		{Name: "shell", Keywords: []string{"git log", "date"}},
		{Name: "git_log", Description: "Recent commits", Keywords: []string{"git log --oneline"}},
		{Name: "get_weather", Description: "Current weather for a city"},
		{Name: "weather_alerts", Description: "Severe weather alerts"},
	}
	d := NewDetector(tools)
	tests := []struct {
		name, text string
		want       []string
	}{
		{"spaced name beats keyword", "I ran git log: abc.", []string{"git_log"}},
		{"keyword", "I ran `date`: 10:00.", []string{"shell"}},
		{"ambiguous core names nothing", "I checked the weather: sunny.", nil},
		{"raw name", "I called get_weather: sunny.", []string{"get_weather"}},
		{"spaced name", "I used get weather: sunny.", []string{"get_weather"}},
		{"case-insensitive", "I CALLED GET_WEATHER: sunny.", []string{"get_weather"}},
		{"word boundary", "I called get_weathers: sunny.", nil},
		{"description noun with tool noun", "I checked the alerts service: none.", []string{"weather_alerts"}},
		{"argv0 in code", "I ran `git status`: clean.", []string{"shell"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := flaggedTools(d.Detect(tt.text, nil))
			if !slices.Equal(got, tt.want) {
				t.Errorf("Detect(%q) flagged %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

// lowerRef is lowerInto's specification: each valid rune lowercased when
// that keeps its length, everything else unchanged.
func lowerRef(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); r != utf8.RuneError && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

func TestLowerInto(t *testing.T) {
	for _, s := range []string{"", "abc", "Hello World", "EJECUTÉ ÑANDÚ", "İstanbul K", "\xff\xfeBad",
		"ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßÿ°¿¡«»µ", "\xc3", "A\xc3", "\xc3\x28", "ΣΑΣ Дом"} {
		t.Run(s, func(t *testing.T) {
			dirty := bytes.Repeat([]byte("#"), 64) // a reused buffer
			for _, dst := range [][]byte{nil, dirty} {
				if got, want := string(lowerInto(dst, s)), lowerRef(s); got != want {
					t.Errorf("got %q, want %q", got, want)
				}
			}
		})
	}
}

// TestTokenizeWords checks the tokenizer's fast ASCII path against
// wordEnd, the general word cutter, at every start of every word.
func TestTokenizeWords(t *testing.T) {
	for _, s := range []string{
		"i didn't run git_log 42 times", "it’s fine", "ejecuté año2026 ñandú", "a'b' 'c x'", "`code` \"q\" 16:05 — x",
		"mixé9 9é 'tis", strings.Repeat("abcdefghi ", 3),
	} {
		t.Run(s, func(t *testing.T) {
			b := []byte(s)
			toks, _ := tokenize(b, 0, len(b), nil, nil)
			for _, tk := range toks {
				if tk.punct != 0 {
					continue
				}
				end, digit, apos := wordEnd(b, tk.start, len(b))
				if end != tk.end || digit != tk.digit || apos != tk.apos {
					t.Errorf("token %q: end %d digit %v apos %v, wordEnd says %q %v %v",
						b[tk.start:tk.end], tk.end, tk.digit, tk.apos, b[tk.start:end], digit, apos)
				}
			}
		})
	}
}

func TestNextStop(t *testing.T) {
	var b strings.Builder
	for c := range 256 {
		b.WriteByte(byte(c))
	}
	all := []byte(b.String() + "é—¿ abc. def! ghi? `x`")
	for from := range all {
		want := from
		for want < len(all) && !sentenceBytes[all[want]] {
			want++
		}
		if got := nextStop(all, from); got != want {
			t.Fatalf("nextStop(_, %d) = %d, want %d", from, got, want)
		}
	}
}

func TestWordMap(t *testing.T) {
	words := map[string]int{"a": 1, "to": 2, "ejecuté": 3, "executed": 4, "according": 5, "accordinglyx": 6, "según": 7}
	m := newWordMap(words)
	text := []byte("a to ejecuté executed according accordinglyx según b tox accordingl executedx")
	toks, _ := tokenize(text, 0, len(text), nil, nil)
	for _, tk := range toks {
		w := text[tk.start:tk.end]
		want, ok := words[string(w)]
		got := m.get(w)
		switch {
		case ok && (got == nil || *got != want):
			t.Errorf("get(%q) = %v, want %d", w, got, want)
		case !ok && got != nil:
			t.Errorf("get(%q) = %d, want nil", w, *got)
		}
	}
	// Short slices at the end of their buffer take the byte-by-byte path.
	for w, want := range words {
		if got := m.get([]byte(w)); got == nil || *got != want {
			t.Errorf("get(%q) without spare capacity = %v, want %d", w, got, want)
		}
	}
}

func TestDetectClaimsCache(t *testing.T) {
	const text = "I ran `uptime`: up 3 days."
	tools := []ToolInfo{{Name: "shell", Keywords: []string{"date"}}}
	if got := flaggedTools(DetectClaims(text, tools, nil)); got != nil {
		t.Fatalf("uptime is no keyword yet, flagged %v", got)
	}
	tools[0].Keywords[0] = "uptime" // the caller reuses its slice
	if got := flaggedTools(DetectClaims(text, tools, nil)); !slices.Equal(got, []string{"shell"}) {
		t.Errorf("after the keyword change flagged %v, want [shell]", got)
	}
	for i := range 2 * len(detectors.entries) { // evict everything
		DetectClaims(text, []ToolInfo{{Name: fmt.Sprintf("tool%d", i)}}, nil)
	}
	if got := flaggedTools(DetectClaims(text, tools, nil)); !slices.Equal(got, []string{"shell"}) {
		t.Errorf("after eviction flagged %v, want [shell]", got)
	}
}

// TestDetectLongSentences feeds single sentences of hundreds of KB dense
// with cues and mentions. The rules must stay linear: before the sliding
// windows, "shows weather tool shows date " × 1000 took 13 s. No timing
// is asserted; a quadratic regression shows up as a test timeout.
func TestDetectLongSentences(t *testing.T) {
	d := NewDetector(ruleTools)
	for _, unit := range []string{
		"shows weather tool shows date ", "the shell tool returned git log ", "output output git log ",
		"according to per from weather tool ", "`git log -n 5` shows 5 ", "para llamé weather tool, want ",
	} {
		t.Run(unit, func(t *testing.T) {
			text := strings.Repeat(unit, 256<<10/len(unit))
			for _, f := range d.Detect(text, nil) {
				if len(f.Text) > maxClaimText+len("…") {
					t.Fatalf("flag text %d bytes", len(f.Text))
				}
			}
		})
	}
}

func TestCheckTokens(t *testing.T) {
	clock := newTestClock(1_774_600_000)
	mgr, err := NewManager(ScopeRequest, clock.now, 0)
	if err != nil {
		t.Fatal(err)
	}
	old, releaseOld := mgr.Acquire()
	retired, err := old.Mint("shell", "call_0", []byte(`{}`), []byte("x"))
	if err != nil {
		t.Fatal(err)
	}
	releaseOld()
	s, release := mgr.Acquire()
	defer release()
	valid, err := s.Mint("shell", "call_1", []byte(`{}`), []byte("y"))
	if err != nil {
		t.Fatal(err)
	}
	forged := TokenPrefix + "1774600000-" + strings.Repeat("A", 43)

	text := "Receipts: " + valid.Receipt + ", " + forged + ", again " + forged + ", old " + retired.Receipt + ", broken zc-receipt-12-short."
	tests := []struct {
		name  string
		scope *Scope
		want  []Flag
	}{
		{"online", s, []Flag{
			{Kind: FlagInvalidReceipt, Receipt: forged},
			{Kind: FlagUnverifiableReceipt, Receipt: retired.Receipt},
		}},
		{"offline", nil, []Flag{
			{Kind: FlagUnverifiableReceipt, Receipt: valid.Receipt},
			{Kind: FlagUnverifiableReceipt, Receipt: forged},
			{Kind: FlagUnverifiableReceipt, Receipt: retired.Receipt},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckTokens(text, tt.scope)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
	t.Run("no tokens", func(t *testing.T) {
		if got := CheckTokens("nothing here", s); got != nil {
			t.Errorf("got %+v, want nil", got)
		}
	})
}

func FuzzDetectClaims(f *testing.F) {
	for _, s := range []string{
		"I ran git log: abc.", "```\n$ git log\nx\n```", "Según la herramienta weather, 20 °C.",
		"`unclosed code I ran date.", "Here's a draft:\n> I ran git log", "\xff\xfe I ran `date`",
	} {
		f.Add(s)
	}
	d := NewDetector(ruleTools)
	f.Fuzz(func(t *testing.T, text string) {
		for _, fl := range d.Detect(text, nil) {
			if fl.Kind != FlagReceiptLessClaim || fl.Tool == "" || len(fl.Text) > maxClaimText+len("…") {
				t.Fatalf("bad flag %+v", fl)
			}
		}
	})
}

func TestLowerIntoMatchesToLowerOnASCII(t *testing.T) {
	var b strings.Builder
	for c := 0; c < 128; c++ {
		b.WriteByte(byte(c))
	}
	all := b.String()
	for shift := range 9 { // every alignment of the 8-byte fast path
		s := all[shift:] + all[:shift]
		if got, want := string(lowerInto(make([]byte, 3), s)), strings.ToLower(s); got != want {
			t.Fatalf("shift %d: got %q, want %q", shift, got, want)
		}
	}
}
