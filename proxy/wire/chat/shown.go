package chat

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/sse"
)

// Flag Where values of the message fields beside content and refusal that
// clients show (loop.Shown): reasoning models' thinking (Open WebUI and
// LibreChat show it in a "Thinking" panel, OpenRouter and LiteLLM clients
// their reasoning_details and thinking_blocks) and an audio answer's
// transcript (the answer itself when content is null).
const (
	whereReasoningContent = "reasoning_content"
	whereReasoning        = "reasoning"
	whereThinking         = "thinking"
	whereDetailsText      = "reasoning_details.text"
	whereDetailsSummary   = "reasoning_details.summary"
	whereBlocksThinking   = "thinking_blocks.thinking"
	whereTranscript       = "audio.transcript"
)

// The members of the part arrays whose text is shown, in the order of
// the Where values above.
var (
	detailsMembers = []string{"text", "summary"}
	blocksMembers  = []string{"thinking"}
)

// shownMembers are those members of a JSON reply's message, and its legacy
// function_call.
type shownMembers struct {
	reasoningContent, reasoning, thinking, audio gjson.Result
	reasoningDetails, thinkingBlocks             gjson.Result
	functionCall                                 gjson.Result
}

// slot is where viewReply keeps a message member of these, nil for others.
func (s *shownMembers) slot(key string) *gjson.Result {
	switch key {
	case "reasoning_content":
		return &s.reasoningContent
	case "reasoning":
		return &s.reasoning
	case "thinking":
		return &s.thinking
	case "reasoning_details":
		return &s.reasoningDetails
	case "thinking_blocks":
		return &s.thinkingBlocks
	case "audio":
		return &s.audio
	case "function_call":
		return &s.functionCall
	}
	return nil
}

// shownCaseVariant: key is one of these spelled in another case, which Go
// clients read as the member.
func shownCaseVariant(key string) bool {
	return rawjson.CaseVariant(key, "reasoning_content", "reasoning", "thinking", "reasoning_details", "thinking_blocks", "audio", "function_call")
}

// problem is why a reply with these members is an upstream protocol error
// ("" when it is not): text that is not a string would be read as none
// while a client shows it, and a legacy function_call is a call of a tool
// the client never declared (a looped request has no legacy functions:
// those requests are passed through or refused), which the proxy neither
// ran nor offered.
func (s *shownMembers) problem() string {
	switch {
	case s.functionCall.Exists() && s.functionCall.Type != gjson.Null:
		return "reply carries a legacy function_call"
	case !rawjson.TextOrNull(s.reasoningContent) || !rawjson.TextOrNull(s.reasoning) || !rawjson.TextOrNull(s.thinking):
		return "reply reasoning is not a string"
	case s.audio.Exists() && s.audio.Type != gjson.Null && !s.audio.IsObject():
		return "reply audio is not an object"
	}
	for _, p := range [...]struct {
		parts gjson.Result
		names []string
	}{{s.reasoningDetails, detailsMembers}, {s.thinkingBlocks, blocksMembers}} {
		if !p.parts.Exists() {
			continue
		}
		if ok, caseKey := sse.PartsText(p.parts, p.names, func(int, string) {}); !ok || caseKey {
			return "reply reasoning parts are not strings"
		}
	}
	var bad bool
	s.audio.ForEach(func(k, v gjson.Result) bool {
		bad = rawjson.CaseVariant(k.Str, "transcript") || (k.Str == "transcript" && !rawjson.TextOrNull(v))
		return !bad
	})
	if bad {
		return "reply audio transcript is not a string"
	}
	return ""
}

// texts are the shown fields' text, for the loop's check.
func (s *shownMembers) texts() []loop.Shown {
	if !s.reasoningContent.Exists() && !s.reasoning.Exists() && !s.thinking.Exists() &&
		!s.reasoningDetails.Exists() && !s.thinkingBlocks.Exists() && !s.audio.Exists() {
		return nil // the common reply: no allocation
	}
	// A message's parts are whole blocks: each starts a paragraph of its
	// own, as UIs show them.
	var details [2]strings.Builder
	var blocks [1]strings.Builder
	joinParts := func(dst []strings.Builder) func(int, string) {
		return func(i int, text string) {
			if dst[i].Len() > 0 {
				dst[i].WriteString("\n\n")
			}
			dst[i].WriteString(text)
		}
	}
	sse.PartsText(s.reasoningDetails, detailsMembers, joinParts(details[:]))
	sse.PartsText(s.thinkingBlocks, blocksMembers, joinParts(blocks[:]))
	return shownList(sse.ShownText{
		ReasoningContent: s.reasoningContent.Str, Reasoning: s.reasoning.Str, Thinking: s.thinking.Str,
		DetailsText: details[0].String(), DetailsSummary: details[1].String(), BlocksThinking: blocks[0].String(),
		Transcript: s.audio.Get("transcript").Str,
	})
}

// shownList is the fields' text as the loop checks it (a streamed
// turn's, or a JSON reply's).
func shownList(t sse.ShownText) []loop.Shown {
	var out []loop.Shown
	for _, s := range [...]loop.Shown{
		{Where: whereReasoningContent, Text: t.ReasoningContent},
		{Where: whereReasoning, Text: t.Reasoning},
		{Where: whereThinking, Text: t.Thinking},
		{Where: whereDetailsText, Text: t.DetailsText},
		{Where: whereDetailsSummary, Text: t.DetailsSummary},
		{Where: whereBlocksThinking, Text: t.BlocksThinking},
		{Where: whereTranscript, Text: t.Transcript},
	} {
		if s.Text != "" {
			out = append(out, s)
		}
	}
	return out
}
