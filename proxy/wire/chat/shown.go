package chat

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/sse"
)

// Flag Where values of the message fields beside content and refusal that
// clients show (loop.Shown): reasoning models' thinking (Open WebUI and
// LibreChat show it in a "Thinking" panel) and an audio answer's
// transcript (the answer itself when content is null).
const (
	whereReasoningContent = "reasoning_content"
	whereReasoning        = "reasoning"
	whereTranscript       = "audio.transcript"
)

// shownMembers are those members of a JSON reply's message, and its legacy
// function_call.
type shownMembers struct {
	reasoningContent, reasoning, audio, functionCall gjson.Result
}

// slot is where viewReply keeps a message member of these, nil for others.
func (s *shownMembers) slot(key string) *gjson.Result {
	switch key {
	case "reasoning_content":
		return &s.reasoningContent
	case "reasoning":
		return &s.reasoning
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
	return rawjson.CaseVariant(key, "reasoning_content", "reasoning", "audio", "function_call")
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
	case !rawjson.TextOrNull(s.reasoningContent) || !rawjson.TextOrNull(s.reasoning):
		return "reply reasoning is not a string"
	case s.audio.Exists() && s.audio.Type != gjson.Null && !s.audio.IsObject():
		return "reply audio is not an object"
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
	if !s.reasoningContent.Exists() && !s.reasoning.Exists() && !s.audio.Exists() {
		return nil // the common reply: no allocation
	}
	return shownList(s.reasoningContent.Str, s.reasoning.Str, s.audio.Get("transcript").Str)
}

// streamShown is texts for a streamed turn.
func streamShown(t sse.ShownText) []loop.Shown {
	return shownList(t.ReasoningContent, t.Reasoning, t.Transcript)
}

func shownList(reasoningContent, reasoning, transcript string) []loop.Shown {
	var out []loop.Shown
	for _, s := range [...]loop.Shown{{Where: whereReasoningContent, Text: reasoningContent}, {Where: whereReasoning, Text: reasoning}, {Where: whereTranscript, Text: transcript}} {
		if s.Text != "" {
			out = append(out, s)
		}
	}
	return out
}
