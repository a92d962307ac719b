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
	Thinking         string // delta.thinking (Ollama-style gateways)
	DetailsText      string // delta.reasoning_details[].text (OpenRouter)
	DetailsSummary   string // delta.reasoning_details[].summary (OpenRouter)
	BlocksThinking   string // delta.thinking_blocks[].thinking (LiteLLM)
	Transcript       string // delta.audio.transcript
}

// shownState gathers ShownText as deltas arrive.
type shownState struct {
	reasoningContent, reasoning, thinking, transcript []byte
	details                                           [2][]byte // reasoning_details text, summary
	blocks                                            [1][]byte // thinking_blocks thinking
	legacyCall                                        bool      // this chunk held a function_call (Add reports it)
}

// The members of the part arrays whose text is shown, in the order of
// shownState.details and .blocks.
var (
	detailsMembers = []string{"text", "summary"}
	blocksMembers  = []string{"thinking"}
)

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
	case "thinking":
		a.textNotString = a.textNotString || !rawjson.TextOrNull(value)
		a.shown.thinking = append(a.shown.thinking, value.Str...)
	case "reasoning_details":
		a.addParts(value, detailsMembers, a.shown.details[:])
	case "thinking_blocks":
		a.addParts(value, blocksMembers, a.shown.blocks[:])
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

// addParts folds a delta's array of parts, each part's text fragments
// continuing the ones before (a stream splits a part's text over deltas).
func (a *Assembler) addParts(value gjson.Result, names []string, dst [][]byte) {
	ok, caseKey := PartsText(value, names, func(i int, text string) {
		dst[i] = append(dst[i], text...)
	})
	a.textNotString = a.textNotString || !ok
	a.caseKey = a.caseKey || caseKey
}

// PartsText reads an array of parts whose members names hold shown text
// (OpenRouter's reasoning_details, LiteLLM's thinking_blocks), calling add
// with the position in names and the text of each such member, in order.
// ok is false when value is neither null nor an array, a part is neither
// an object nor null, or such a member is neither a string nor null: a
// client may show text the proxy would read as none. caseKey reports
// such a member spelled in another case, which Go clients read as it.
func PartsText(value gjson.Result, names []string, add func(i int, text string)) (ok, caseKey bool) {
	if value.Type == gjson.Null {
		return true, false
	}
	if !value.IsArray() {
		return false, false
	}
	ok = true
	value.ForEach(func(_, part gjson.Result) bool {
		if part.Type == gjson.Null {
			return true
		}
		if !part.IsObject() {
			ok = false
			return false
		}
		part.ForEach(func(k, v gjson.Result) bool {
			for i, n := range names {
				switch {
				case k.Str == n:
					if !rawjson.TextOrNull(v) {
						ok = false
						return false
					}
					if v.Str != "" {
						add(i, v.Str)
					}
				case rawjson.CaseVariant(k.Str, n):
					caseKey = true
				}
			}
			return true
		})
		return ok
	})
	return ok, caseKey
}

// addScanShown is addShown for the members ScanChunk reads (strings or
// null, checked by the scan).
func (a *Assembler) addScanShown(s *Scan) {
	a.shown.reasoningContent = append(a.shown.reasoningContent, s.ReasoningContent.Str...)
	a.shown.reasoning = append(a.shown.reasoning, s.Reasoning.Str...)
	a.shown.thinking = append(a.shown.thinking, s.Thinking.Str...)
}

func (s *shownState) text() ShownText {
	return ShownText{
		ReasoningContent: string(s.reasoningContent), Reasoning: string(s.reasoning), Thinking: string(s.thinking),
		DetailsText: string(s.details[0]), DetailsSummary: string(s.details[1]), BlocksThinking: string(s.blocks[0]),
		Transcript: string(s.transcript),
	}
}

// size is the bytes of text s holds.
func (s *shownState) size() int {
	return len(s.reasoningContent) + len(s.reasoning) + len(s.thinking) + len(s.transcript) +
		len(s.details[0]) + len(s.details[1]) + len(s.blocks[0])
}

// reset empties the state, keeping its buffers.
func (s *shownState) reset() shownState {
	return shownState{
		reasoningContent: s.reasoningContent[:0], reasoning: s.reasoning[:0], thinking: s.thinking[:0], transcript: s.transcript[:0],
		details: [2][]byte{s.details[0][:0], s.details[1][:0]}, blocks: [1][]byte{s.blocks[0][:0]},
	}
}
