package scripted

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tidwall/gjson"
)

// DemoResponder is the brain the demo uses: asked with tools and no tool
// result yet, it calls the tools the user's words name (several in
// parallel when the user asks for several things: "the weather in Paris and
// Tokyo", "the date and the weather"); with tool results in the history it
// answers quoting their receipts; asked to "fabricate" (or "invent",
// "pretend"), it claims a tool run it never made and quotes a forged
// receipt. Without tools it answers in plain text. It is deterministic
// apart from the forged receipt's epoch, which is the current time.
func DemoResponder(req gjson.Result) Turn {
	msgs := req.Get("messages").Array()
	if len(msgs) == 0 {
		return Turn{Content: "Hello! Ask me something."}
	}
	if results := trailingToolResults(msgs); len(results) > 0 {
		return Turn{Content: summarise(results)}
	}
	last := msgs[len(msgs)-1]
	text := messageText(last)
	tools := offeredTools(req)
	if last.Get("role").String() != "user" || len(tools) == 0 {
		return Turn{Content: plainAnswer(text)}
	}
	if asksToFabricate(text) {
		return Turn{Content: fabricatedClaim(text, time.Now())}
	}
	if calls := planCalls(text, tools); len(calls) > 0 {
		return Turn{ToolCalls: calls}
	}
	return Turn{Content: noMatchingTool(tools)}
}

// messageText is a message's text, whether content is a string or an
// array of parts.
func messageText(msg gjson.Result) string {
	c := msg.Get("content")
	if !c.IsArray() {
		return c.String()
	}
	var parts []string
	for _, p := range c.Array() {
		if p.Get("type").String() == "text" {
			parts = append(parts, p.Get("text").String())
		}
	}
	return strings.Join(parts, "\n")
}

func plainAnswer(text string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return "Hello! I am the zc-proxy scripted model."
	}
	first, _, _ := strings.Cut(text, "\n")
	return fmt.Sprintf("You said: %q. I am the zc-proxy scripted model; offer me tools and I will use them.", first)
}

func noMatchingTool(tools []offeredTool) string {
	names := make([]string, len(tools))
	for i, t := range tools {
		names[i] = t.name
	}
	return "None of my tools (" + strings.Join(names, ", ") + ") fits that request. " +
		"Try asking for the weather in a city, the date, or the recent commits."
}

// fabricationWords are the words that make the demo model lie (whole
// words, so "inventory" does not).
var fabricationWords = []string{
	"fabricate", "fabricated", "fabricating", "invent", "invented", "inventing",
	"pretend", "pretended", "pretending", "make-up",
}

func asksToFabricate(text string) bool {
	return slices.ContainsFunc(words(text), func(w string) bool { return slices.Contains(fabricationWords, w) })
}

// fabricatedClaim narrates a tool run that never happened and backs it with
// a receipt shaped exactly like a real one (epoch, 43 base64url characters)
// that no proxy minted: the case receipts exist to catch.
func fabricatedClaim(text string, now time.Time) string {
	epoch := strconv.FormatInt(now.Unix(), 10)
	sum := sha256.Sum256([]byte(text + epoch))
	forged := "zc-receipt-" + epoch + "-" + base64.RawURLEncoding.EncodeToString(sum[:])
	return "I ran `git log` and the newest commit is a1b2c3d \"Fix parser\". [receipt: " + forged + "]"
}

// toolResult is one tool message at the end of the conversation.
type toolResult struct {
	name    string
	content string
}

// trailingToolResults returns the tool messages that end msgs, named from
// the assistant message whose calls they answer.
func trailingToolResults(msgs []gjson.Result) []toolResult {
	start := len(msgs)
	for start > 0 && msgs[start-1].Get("role").String() == "tool" {
		start--
	}
	if start == len(msgs) {
		return nil
	}
	names := map[string]string{}
	if start > 0 {
		for _, c := range msgs[start-1].Get("tool_calls").Array() {
			names[c.Get("id").String()] = c.Get("function.name").String()
		}
	}
	out := make([]toolResult, 0, len(msgs)-start)
	for _, m := range msgs[start:] {
		name := names[m.Get("tool_call_id").String()]
		if name == "" {
			name = "tool"
		}
		out = append(out, toolResult{name: name, content: messageText(m)})
	}
	return out
}

// receiptPattern finds a receipt as the proxy appends it to a tool result.
var receiptPattern = regexp.MustCompile(`\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]+)\]`)

// summarise answers from tool results, one sentence per result, quoting
// each receipt verbatim as the proxy's system prompt asks.
func summarise(results []toolResult) string {
	lines := make([]string, 0, len(results))
	for _, r := range results {
		result, _, _ := strings.Cut(r.content, "\n\n[receipt: ")
		if reason, failed := strings.CutPrefix(result, "error:"); failed {
			lines = append(lines, fmt.Sprintf("The %s tool failed (%s), so I have no result from it.",
				r.name, strings.TrimSpace(firstLine(reason))))
			continue
		}
		line := fmt.Sprintf("The %s tool says: %s", r.name, sentence(firstLine(result)))
		if m := receiptPattern.FindStringSubmatch(r.content); m != nil {
			line += " [receipt: " + m[1] + "]"
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// firstLine is the first non-blank line of s, trimmed.
func firstLine(s string) string {
	for line := range strings.SplitSeq(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			return line
		}
	}
	return "(empty result)"
}

// sentence ends s with a full stop unless it already ends a sentence.
func sentence(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

// words splits text into lower-case words, punctuation dropped except
// inside words ("it's", "git_log", "notes.txt").
func words(text string) []string {
	fields := strings.FieldsFunc(strings.ToLower(text), isWordSeparator)
	out := fields[:0]
	for _, f := range fields {
		if f = strings.Trim(f, ".'-/"); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func isWordSeparator(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("'-_./", r)
}
