package scripted

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// offeredTool is one entry of the request's "tools".
type offeredTool struct {
	name        string
	description string
	params      gjson.Result // the JSON Schema of the arguments
}

func offeredTools(req gjson.Result) []offeredTool {
	var out []offeredTool
	for _, t := range req.Get("tools").Array() {
		fn := t.Get("function")
		if name := fn.Get("name").String(); name != "" {
			out = append(out, offeredTool{
				name:        name,
				description: strings.ToLower(fn.Get("description").String()),
				params:      fn.Get("parameters"),
			})
		}
	}
	return out
}

// about reports whether the tool's name or description mentions topic.
func (t offeredTool) about(topic string) bool {
	return strings.Contains(strings.ToLower(t.name), topic) || strings.Contains(t.description, topic)
}

// shellNames are tool names that mean "run a command line".
var shellNames = []string{"shell", "bash", "sh", "exec", "terminal", "run_command", "run_shell_command", "execute_command"}

// isShell reports a tool that runs a command line: named like one, or
// taking a string "command".
func (t offeredTool) isShell() bool {
	if slices.Contains(shellNames, strings.ToLower(t.name)) {
		return true
	}
	props := t.params.Get("properties")
	return props.Get("command.type").String() == "string" || props.Get("cmd.type").String() == "string"
}

func findTool(tools []offeredTool, match func(offeredTool) bool) (offeredTool, bool) {
	for _, t := range tools {
		if match(t) {
			return t, true
		}
	}
	return offeredTool{}, false
}

// shellCall runs command through the offered shell tool, if there is one.
func shellCall(tools []offeredTool, command string) []ToolCall {
	sh, ok := findTool(tools, offeredTool.isShell)
	if !ok {
		return nil
	}
	return []ToolCall{{Name: sh.name, Arguments: buildArgs(sh.params, argValue{commandAliases, command})}}
}

var commandAliases = []string{"command", "cmd", "script"}

// intent is one kind of request the demo model understands.
type intent struct {
	keywords []string // lower-case whole words that trigger it
	plan     func(text string, tools []offeredTool) []ToolCall
}

var intents = []intent{
	{keywords: []string{"weather", "temperature", "forecast", "raining", "sunny"}, plan: planWeather},
	{keywords: []string{"date", "time", "clock"}, plan: planDate},
	{keywords: []string{"commit", "commits", "git", "log"}, plan: planGitLog},
	{keywords: []string{"echo"}, plan: planEcho},
	{keywords: []string{"read", "cat", "open", "show"}, plan: planReadFile},
}

// planCalls returns the calls the user's words ask for, in the order the
// user asked, then calls to any other offered tool the text names outright.
func planCalls(text string, tools []offeredTool) []ToolCall {
	ws := words(text)
	type planned struct {
		at    int
		calls []ToolCall
	}
	var plans []planned
	for _, in := range intents {
		at := slices.IndexFunc(ws, func(w string) bool { return slices.Contains(in.keywords, w) })
		if at < 0 {
			continue
		}
		if calls := in.plan(text, tools); len(calls) > 0 {
			plans = append(plans, planned{at, calls})
		}
	}
	for _, t := range tools {
		at := slices.Index(ws, strings.ToLower(t.name))
		if at < 0 || slices.ContainsFunc(plans, func(p planned) bool { return p.calls[0].Name == t.name }) {
			continue
		}
		plans = append(plans, planned{at, []ToolCall{{Name: t.name, Arguments: buildArgs(t.params)}}})
	}
	sort.SliceStable(plans, func(i, j int) bool { return plans[i].at < plans[j].at })
	var calls []ToolCall
	for _, p := range plans {
		calls = append(calls, p.calls...)
	}
	return calls
}

var placeAliases = []string{"city", "location", "place", "town", "q", "query"}

// defaultPlace is asked about when the user names no place.
const defaultPlace = "London"

// planWeather asks the weather tool once per place named, in parallel.
func planWeather(text string, tools []offeredTool) []ToolCall {
	w, ok := findTool(tools, func(t offeredTool) bool { return t.about("weather") })
	if !ok {
		return nil
	}
	ps := places(text)
	if len(ps) == 0 {
		ps = []string{defaultPlace}
	}
	calls := make([]ToolCall, len(ps))
	for i, p := range ps {
		calls[i] = ToolCall{Name: w.name, Arguments: buildArgs(w.params, argValue{placeAliases, p})}
	}
	return calls
}

// planDate prefers a dedicated date/time tool, else runs `date`.
func planDate(_ string, tools []offeredTool) []ToolCall {
	if t, ok := findTool(tools, func(t offeredTool) bool {
		n := strings.ToLower(t.name)
		return !t.isShell() && (strings.Contains(n, "date") || strings.Contains(n, "time") || strings.Contains(n, "clock"))
	}); ok {
		return []ToolCall{{Name: t.name, Arguments: buildArgs(t.params)}}
	}
	return shellCall(tools, "date")
}

// recentCommits is how many commits the demo asks for.
const recentCommits = 3

var countAliases = []string{"n", "count", "limit", "max_count", "number", "num"}

// planGitLog prefers a git tool (git_log), else runs `git log` in the shell.
func planGitLog(_ string, tools []offeredTool) []ToolCall {
	if t, ok := findTool(tools, func(t offeredTool) bool {
		return !t.isShell() && (t.about("git") || t.about("commit"))
	}); ok {
		return []ToolCall{{Name: t.name, Arguments: buildArgs(t.params, argValue{countAliases, recentCommits})}}
	}
	return shellCall(tools, "git log --oneline -n 3")
}

var echoPattern = regexp.MustCompile(`(?i)\becho\s+(.+)`)

// planEcho runs `echo <the rest of the sentence>`.
func planEcho(text string, tools []offeredTool) []ToolCall {
	m := echoPattern.FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	arg, _, _ := strings.Cut(m[1], "\n")
	arg = strings.Trim(strings.TrimSpace(arg), "\"'`.!?")
	if t, ok := findTool(tools, func(t offeredTool) bool { return strings.EqualFold(t.name, "echo") }); ok {
		return []ToolCall{{Name: t.name, Arguments: buildArgs(t.params, argValue{[]string{"text", "message"}, arg})}}
	}
	return shellCall(tools, "echo "+arg)
}

var pathAliases = []string{"path", "file", "filename", "file_path", "name"}

// planReadFile reads the first path-like word through a tool that reads
// files (read_file, fs__read_text_file).
func planReadFile(text string, tools []offeredTool) []ToolCall {
	i := slices.IndexFunc(strings.Fields(text), looksLikePath)
	if i < 0 {
		return nil
	}
	path := strings.Trim(strings.Fields(text)[i], "\"'`,;:?!()")
	path = strings.TrimRight(path, ".")
	t, ok := findTool(tools, func(t offeredTool) bool {
		n := strings.ToLower(t.name)
		return strings.Contains(n, "read") && strings.Contains(n, "file")
	})
	if !ok {
		return nil
	}
	return []ToolCall{{Name: t.name, Arguments: buildArgs(t.params, argValue{pathAliases, path})}}
}

func looksLikePath(w string) bool {
	w = strings.Trim(w, "\"'`,;:?!()")
	w = strings.TrimRight(w, ".")
	return strings.ContainsAny(w, "./") && !strings.HasPrefix(w, "http")
}

var (
	prepositionPattern = regexp.MustCompile(`(?i)\b(?:in|for|at)\s+`)
	placePattern       = regexp.MustCompile(`^\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)*`)
	listSepPattern     = regexp.MustCompile(`^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)(?:in\s+)?`)
)

// places finds the places the text asks about: capitalised names after
// "in", "for" or "at", in lists joined by commas, "and" or "or" ("in Paris,
// New York and Tokyo"). Lacking capitals, the word after "in" is used.
func places(text string) []string {
	var out []string
	for _, loc := range prepositionPattern.FindAllStringIndex(text, -1) {
		rest := text[loc[1]:]
		for {
			m := placePattern.FindString(rest)
			if m == "" || m == "I" {
				break
			}
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
			rest = rest[len(m):]
			sep := listSepPattern.FindString(rest)
			if sep == "" {
				break
			}
			rest = rest[len(sep):]
		}
	}
	if len(out) > 0 {
		return out
	}
	ws := words(text)
	if i := slices.Index(ws, "in"); i >= 0 && i+1 < len(ws) && !slices.Contains(stopWords, ws[i+1]) {
		return []string{capitalise(ws[i+1])}
	}
	return nil
}

var stopWords = []string{"the", "a", "an", "my", "your", "this", "that", "order"}

func capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// argValue is a value for whichever schema property has one of its names.
type argValue struct {
	aliases []string
	value   any // string or int
}

// buildArgs writes a call's arguments from the tool's parameter schema the
// way a model does: properties in schema order, each filled from the
// value whose aliases name it; a required property left over takes an
// unused string value if it is a string, else a small default for its
// type (integers 3, the first enum value). With no schema properties the
// values go under their first alias.
func buildArgs(params gjson.Result, vals ...argValue) string {
	props := params.Get("properties")
	if !props.IsObject() || len(props.Map()) == 0 {
		o := object{}
		for _, v := range vals {
			o = append(o, member{v.aliases[0], v.value})
		}
		return string(appendJSON(nil, o))
	}
	required := map[string]bool{}
	for _, r := range params.Get("required").Array() {
		required[r.String()] = true
	}
	used := make([]bool, len(vals))
	var o object
	var pending []int // members of o still to fill, with their schemas
	var schemas []gjson.Result
	props.ForEach(func(k, schema gjson.Result) bool {
		name := k.String()
		for i, v := range vals {
			if !used[i] && slices.Contains(v.aliases, name) {
				used[i] = true
				o = append(o, member{name, v.value})
				return true
			}
		}
		if required[name] {
			pending = append(pending, len(o))
			schemas = append(schemas, schema)
			o = append(o, member{name, nil})
		}
		return true
	})
	for j, at := range pending {
		o[at].val = defaultArg(schemas[j], vals, used)
	}
	return string(appendJSON(nil, o))
}

// defaultArg picks a value for a required property no alias filled.
func defaultArg(schema gjson.Result, vals []argValue, used []bool) any {
	if enum := schema.Get("enum").Array(); len(enum) > 0 {
		if enum[0].Type == gjson.String {
			return enum[0].String()
		}
		return rawJSON(enum[0].Raw)
	}
	switch typ := schema.Get("type").String(); typ {
	case "integer", "number":
		return recentCommits
	case "boolean":
		return false
	case "array":
		return []any{}
	case "object":
		return object{}
	default:
		for i, v := range vals {
			if s, ok := v.value.(string); ok && !used[i] {
				used[i] = true
				return s
			}
		}
		return ""
	}
}
