package claims

import (
	"sort"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Checked is the result of checking one conversation's final answer.
type Checked struct {
	Answer  string  // the final assistant message's text
	Claims  []Claim // every claim found, backed or not
	History History
	// Stray are receipt tokens the answer quotes that no tool message of
	// the conversation carries: they back nothing (zc-proxy scan reports
	// them as unverifiable_receipt, the proxy checks them in its ledger).
	Stray []string
}

// Unbacked returns the claims no call backs.
func (c Checked) Unbacked() []Claim {
	var out []Claim
	for _, cl := range c.Claims {
		if !cl.Backed {
			out = append(out, cl)
		}
	}
	return out
}

// CheckRequest checks a chat-completions request body whose last message
// is the assistant answer: its tools' kinds come from their names and
// descriptions, the commands their descriptions list (plus extra) name
// commands in prose, and its history's calls back claims. verify nil is
// offline (a well-formed receipt stands in for its call, unverified).
// Calls whose results carry no receipt and no error are the client's.
func CheckRequest(root gjson.Result, extra []string, verify Verifier) Checked {
	return checkRequest(root, extra, verify, "")
}

func checkRequest(root gjson.Result, extra []string, verify Verifier, lang string) Checked {
	kinds, cmds := offeredTools(root.Get("tools"), extra)
	msgs := root.Get("messages")
	arr := msgs.Array()
	var out Checked
	if len(arr) == 0 {
		return out
	}
	out.Answer = MessageText(arr[len(arr)-1].Get("content"))
	out.History = ReadHistory(msgs, func(n string) []string { return kinds[n] }, nil, verify)
	out.Claims = FindWith(out.Answer, Options{UserTexts: out.History.UserTexts, Commands: cmds, Lang: lang, Context: out.History.LastUser, AfterCalls: out.History.TurnHasCalls(), NoChangeCalls: out.History.TurnChangedNothing(), FailedCalls: out.History.TurnAllFailed(), FollowUp: out.History.FollowUp(), QueryTool: offersQuery(kinds), Prior: out.History.Prior, PrevUser: out.History.PrevUser})
	offered := make([]string, 0, len(kinds))
	for n := range kinds {
		offered = append(offered, n)
	}
	sort.Strings(offered)
	BackOffered(out.Claims, out.History.Calls, offered)
	backRightCall(out.Claims, out.History.Calls, kinds)
	out.Stray = StrayTokens(out.Answer, out.History.Calls)
	return out
}

// StrayTokens returns the receipt tokens text quotes that no call carries.
func StrayTokens(text string, calls []Call) []string {
	if !strings.Contains(text, receipts.TokenPrefix) {
		return nil
	}
	var out []string
	for _, tok := range receipts.FindTokens(text) {
		carried := false
		for i := range calls {
			if calls[i].Receipt == tok && calls[i].Status != Invalid {
				carried = true
				break
			}
		}
		if !carried {
			out = appendUniq(out, tok)
		}
	}
	return out
}

// offersQuery: some offered tool queries a database.
func offersQuery(kinds map[string][]string) bool {
	for _, ks := range kinds {
		for _, k := range ks {
			if k == KindQuery {
				return true
			}
		}
	}
	return false
}

// offeredTools reads a request's tools: each one's action kinds, from its
// name and description, and the commands its description lists (after
// extra).
func offeredTools(tools gjson.Result, extra []string) (map[string][]string, []string) {
	kinds := map[string][]string{}
	cmds := append([]string(nil), extra...)
	tools.ForEach(func(_, t gjson.Result) bool {
		name, desc := chatcall.ToolNameDesc(t)
		kinds[name] = InferKinds(name, desc)
		cmds = append(cmds, DescriptionCommands(desc)...)
		return true
	})
	return kinds, cmds
}
