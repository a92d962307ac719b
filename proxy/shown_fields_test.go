package proxy

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// Chat fields beside content that clients show (reasoning_content,
// reasoning, audio.transcript) are checked like a refusal: their flags
// name the field in where and carry no offsets. Text a client would show
// but the proxy could not read (not a string, a case variant) is a
// protocol error.
func TestChatShownFieldsChecked(t *testing.T) {
	claim := jsonString(attack4Claim)
	half1, half2 := jsonString(attack4Claim[:12]), jsonString(attack4Claim[12:])
	reply := func(member string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"OK.",` + member + `},"finish_reason":"stop"}]}`
	}
	stream := func(deltas ...string) string {
		var b strings.Builder
		for _, d := range deltas {
			b.WriteString(attack9Chunk(d, "null"))
		}
		return b.String() + attack9Chunk(`{"content":"OK."}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	}
	for _, c := range []struct {
		name, reply string
		stream      bool
		where       string // "" : a protocol error
	}{
		{"reasoning_content json", reply(`"reasoning_content":` + claim), false, "reasoning_content"},
		{"reasoning json", reply(`"reasoning":` + claim), false, "reasoning"},
		{"audio transcript json", reply(`"audio":{"id":"a","data":"AAAA","transcript":` + claim + `}`), false, "audio.transcript"},
		{"reasoning split over deltas", stream(`{"role":"assistant","reasoning_content":`+half1+`}`, `{"reasoning_content":`+half2+`}`), true, "reasoning_content"},
		{"reasoning (scan path) split", stream(`{"reasoning":`+half1+`}`, `{"reasoning":`+half2+`}`), true, "reasoning"},
		{"transcript split over deltas", stream(`{"audio":{"id":"a","transcript":`+half1+`}}`, `{"audio":{"transcript":`+half2+`}}`), true, "audio.transcript"},
		{"reasoning not a string json", reply(`"reasoning":[{"text":` + claim + `}]`), false, ""},
		{"reasoning case variant json", reply(`"Reasoning_Content":` + claim), false, ""},
		{"transcript case variant json", reply(`"audio":{"Transcript":` + claim + `}`), false, ""},
		{"audio not an object json", reply(`"audio":` + claim), false, ""},
		{"reasoning not a string stream", stream(`{"reasoning_content":{"text":` + claim + `}}`), true, ""},
		{"reasoning case variant stream", stream(`{"REASONING":` + claim + `}`), true, ""},
		{"transcript not a string stream", stream(`{"audio":{"transcript":[` + claim + `]}}`), true, ""},
		// Thinking members of other dialects (OpenRouter, LiteLLM, Ollama-style).
		{"thinking split over deltas", stream(`{"thinking":`+half1+`}`, `{"thinking":`+half2+`}`), true, "thinking"},
		{"reasoning_details summary json", reply(`"reasoning_details":[{"type":"reasoning.encrypted","data":"x"},{"type":"reasoning.summary","summary":` + claim + `}]`), false, "reasoning_details.summary"},
		{"reasoning_details split over deltas", stream(`{"reasoning_details":[{"type":"reasoning.text","text":`+half1+`,"index":0}]}`, `{"reasoning_details":[{"type":"reasoning.text","text":`+half2+`,"index":0}]}`), true, "reasoning_details.text"},
		{"thinking_blocks stream", stream(`{"thinking_blocks":[{"type":"thinking","thinking":` + claim + `,"signature":"s"}]}`), true, "thinking_blocks.thinking"},
		{"thinking not a string json", reply(`"thinking":{"text":` + claim + `}`), false, ""},
		{"reasoning_details text not a string json", reply(`"reasoning_details":[{"type":"reasoning.text","text":[` + claim + `]}]`), false, ""},
		{"reasoning_details not an array json", reply(`"reasoning_details":{"text":` + claim + `}`), false, ""},
		{"thinking_blocks part not an object json", reply(`"thinking_blocks":[` + claim + `]`), false, ""},
		{"thinking_blocks case variant json", reply(`"thinking_blocks":[{"Thinking":` + claim + `}]`), false, ""},
		{"thinking case variant json", reply(`"Thinking":` + claim), false, ""},
		{"reasoning_details text not a string stream", stream(`{"reasoning_details":[{"text":{"t":` + claim + `}}]}`), true, ""},
		{"thinking_blocks case variant stream", stream(`{"Thinking_Blocks":[{"thinking":` + claim + `}]}`), true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, c.stream)
			if c.where == "" {
				if strings.Contains(string(got), "I ran the backup") || strings.Contains(string(got), "[DONE]") {
					t.Errorf("unreadable shown text reached the client:\n%s", got)
				}
				return
			}
			var found bool
			for _, f := range flags {
				if f.Get("kind").Str == "receipt_less_claim" {
					found = true
					if f.Get("where").Str != c.where || f.Get("start").Exists() {
						t.Errorf("flag %s, want where %q and no offsets", f.Raw, c.where)
					}
				}
			}
			if !found {
				t.Errorf("no receipt_less_claim flag:\n%s", got)
			}
		})
	}
}

// Reasoning is the model's thinking: plans and hypotheses are not claims,
// so checking it adds no flags to an honest answer.
func TestChatShownFieldsNoNoise(t *testing.T) {
	for name, text := range map[string]string{
		"plan":       "The user wants a backup. I should run the backup tool, then check its output.",
		"hypothesis": "Maybe the backup already ran last night; I could check the logs.",
		"question":   "Did the backup run? I will ask the shell.",
	} {
		t.Run(name, func(t *testing.T) {
			_, flags := attack9Chat(t, `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"OK.","reasoning_content":`+jsonString(text)+`},"finish_reason":"stop"}]}`, false)
			for _, f := range flags {
				t.Errorf("flag on honest reasoning: %s", f.Raw)
			}
		})
	}
}

// A legacy function_call (message.function_call, delta.function_call) in
// a looped reply is a call of a tool the client never declared (requests
// with legacy functions are not looped), which the proxy neither ran nor
// offered: an upstream protocol error (502; on a stream an error and no
// [DONE]), whichever tool it names and however it is split or spelled.
func TestChatLegacyFunctionCallRefused(t *testing.T) {
	reply := func(member, finish string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,` + member + `},"finish_reason":"` + finish + `"}]}`
	}
	for _, c := range []struct {
		name, reply string
		stream      bool
		refused     bool
	}{
		{"json server tool", reply(`"function_call":{"name":"shell","arguments":"{}"}`, "function_call"), false, true},
		{"json other name", reply(`"function_call":{"name":"lookup","arguments":"{}"}`, "function_call"), false, true},
		{"json case variant", reply(`"Function_Call":{"name":"shell","arguments":"{}"}`, "stop"), false, true},
		{"json null", reply(`"function_call":null`, "stop"), false, false},
		{"stream name split", attack9Chunk(`{"role":"assistant","function_call":{"name":"sh"}}`, "null") + attack9Chunk(`{"function_call":{"name":"ell","arguments":"{}"}}`, "null") + attack9Chunk(`{}`, `"function_call"`) + "data: [DONE]\n\n", true, true},
		{"stream after text", attack9Chunk(`{"role":"assistant","content":"ok"}`, "null") + attack9Chunk(`{"function_call":{"name":"shell","arguments":"{}"}}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true, true},
		{"stream null", attack9Chunk(`{"role":"assistant","content":"ok","function_call":null}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := attack9Chat(t, c.reply, c.stream)
			leaked := strings.Contains(strings.ToLower(string(got)), `"function_call":{`)
			if c.refused && (leaked || strings.Contains(string(got), "[DONE]") || (!c.stream && gjson.GetBytes(got, "error").Type == gjson.Null)) {
				t.Errorf("a legacy function_call was not refused:\n%s", got)
			}
			if !c.refused && (gjson.GetBytes(got, "error").Exists() || (c.stream && !strings.Contains(string(got), "[DONE]"))) {
				t.Errorf("a null function_call was refused:\n%s", got)
			}
		})
	}
}
