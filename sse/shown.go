package sse

import (
	"errors"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// ErrLegacyFunctionCall is a delta carrying the legacy "function_call"
// (wrapped in ErrInvalidChunk): a looped request declares no legacy
// functions, so it can only be a call the proxy neither ran nor offered,
// and forwarding it would hand the client a call of a tool it never
// declared.
var ErrLegacyFunctionCall = errors.New("delta carries a legacy function_call")

// ShownText is the text of a stream's delta fields other than content and
// refusal that clients show: reasoning models' thinking and an audio
// answer's transcript. The proxy checks it as it checks a refusal.
type ShownText struct {
	ReasoningContent string // delta.reasoning_content (DeepSeek, vLLM, …)
	Reasoning        string // delta.reasoning (OpenRouter, vLLM, Ollama)
	Transcript       string // delta.audio.transcript
}

// shownState gathers ShownText as deltas arrive.
type shownState struct {
	reasoningContent, reasoning, transcript []byte
	legacyCall                              bool // this chunk held a function_call (Add reports it)
}

// addShown folds one such member of a delta. Text that is not a string
// (nor null) is refused as content is: a client may show it, and it would
// be read as no text.
func (a *Assembler) addShown(key string, value gjson.Result) {
	switch key {
	case "reasoning_content":
		a.textNotString = a.textNotString || !rawjson.TextOrNull(value)
		a.shown.reasoningContent = append(a.shown.reasoningContent, value.Str...)
	case "reasoning":
		a.textNotString = a.textNotString || !rawjson.TextOrNull(value)
		a.shown.reasoning = append(a.shown.reasoning, value.Str...)
	case "audio":
		if value.Type == gjson.Null {
			return
		}
		if !value.IsObject() {
			a.textNotString = true
			return
		}
		value.ForEach(func(k, v gjson.Result) bool {
			switch {
			case k.Str == "transcript":
				a.textNotString = a.textNotString || !rawjson.TextOrNull(v)
				a.shown.transcript = append(a.shown.transcript, v.Str...)
			case rawjson.CaseVariant(k.Str, "transcript"):
				a.caseKey = true
			}
			return true
		})
	case "function_call":
		a.shown.legacyCall = a.shown.legacyCall || value.Type != gjson.Null
	}
}

// addScanShown is addShown for the members ScanChunk reads (strings or
// null, checked by the scan).
func (a *Assembler) addScanShown(s *Scan) {
	a.shown.reasoningContent = append(a.shown.reasoningContent, s.ReasoningContent.Str...)
	a.shown.reasoning = append(a.shown.reasoning, s.Reasoning.Str...)
}

func (s *shownState) text() ShownText {
	return ShownText{ReasoningContent: string(s.reasoningContent), Reasoning: string(s.reasoning), Transcript: string(s.transcript)}
}

// reset empties the state, keeping its buffers.
func (s *shownState) reset() shownState {
	return shownState{reasoningContent: s.reasoningContent[:0], reasoning: s.reasoning[:0], transcript: s.transcript[:0]}
}
