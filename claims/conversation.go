package claims

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/receipts"

	"github.com/zc-proxy/zc-proxy/internal/chatcall"
	"github.com/zc-proxy/zc-proxy/internal/lanes"
)

// Verifier checks a receipt found in re-sent history: it reports whether
// token verifies over the tool name, the arguments of the assistant call
// with the same id (as sent; the verifier canonicalises them) and the
// result text. The proxy passes its receipts.Scope (or an Ed25519
// verifier); offline there is none.
type Verifier func(tool, args, result, token string) bool

// History is what the re-sent messages hold for claim backing.
type History struct {
	// Calls are the history's tool calls with their results, in order.
	Calls []Call
	// Invalid lists the history receipts that did not verify.
	Invalid []InvalidReceipt
	// UserTexts are the user messages, squashed (folded, no white space),
	// for Find: content copied from them is the user's, not a claim.
	UserTexts []string
	// TurnStart is the index of the message after the last user message.
	TurnStart int
	// LastUser is the last user message's text (for language detection).
	LastUser string
	// Quoted are the receipt tokens quoted in assistant texts (earlier
	// answers' footers), in order, for the caller to check in its ledger.
	Quoted []string
	// Prior is the text of the assistant message right before the last
	// user message, when that message made no tool call (Options.Prior:
	// a look-up it announced, "Ich schau mal nach!", and a short "und?"
	// make the answer's specific content that look-up's result).
	Prior string
	// PrevUser is the user message before the last one: a request the
	// Prior answer took on ("Send the NDA to …" / "Sure, I'll send it" /
	// "tell me when it's done") is still what the user asks.
	PrevUser string
}

// InvalidReceipt is a history receipt that backs nothing.
type InvalidReceipt struct {
	Receipt string `json:"receipt"`
	Tool    string `json:"tool"`
	CallID  string `json:"call_id"`
	Where   string `json:"where"` // "messages[3]"
	Index   int    `json:"-"`     // message index
}

// ReadHistory reads messages (an OpenAI messages array). kinds gives a
// tool's action kinds; isServer says whether a tool is the proxy's (a
// server tool result with no receipt backs nothing; a client tool's result
// is the client's own run; isServer nil: none is). verify nil means offline: a well-formed
// receipt stands in for its call, unverified.
func ReadHistory(messages gjson.Result, kinds func(tool string) []string, isServer func(tool string) bool, verify Verifier) History {
	var h History
	type call struct{ name, args string }
	calls := map[string]call{}
	idx := 0
	// prior: the previous message was an assistant answer that made no
	// call, with this text (History.Prior, read in this one pass)
	prior, priorText := false, ""
	messages.ForEach(func(_, m gjson.Result) bool {
		i := idx
		idx++
		f := readMessage(m)
		wasPrior := prior
		prior = false
		switch f.role.Str {
		case "user":
			h.PrevUser = h.LastUser
			h.LastUser = MessageText(f.content)
			h.UserTexts = append(h.UserTexts, squashMessage(h.LastUser))
			h.TurnStart = i + 1
			h.Prior = ""
			if wasPrior {
				h.Prior = priorText
			}
		case "assistant":
			text := MessageText(f.content)
			if strings.Contains(text, receipts.TokenPrefix) {
				h.Quoted = append(h.Quoted, receipts.FindTokens(text)...)
			}
			n := 0
			f.toolCalls.ForEach(func(_, tc gjson.Result) bool {
				name, args := chatcall.NameArgs(tc)
				calls[tc.Get("id").Str] = call{name, args}
				n++
				return true
			})
			prior, priorText = n == 0 || !f.toolCalls.IsArray(), text // (as PriorAnswer's tool_calls.#)
		case "tool":
			id := f.toolCallID.Str
			cl, found := calls[id]
			if !found {
				cl.name = f.name.Str
			}
			content := MessageText(f.content)
			result, tok, ok := receipts.SplitReceipt(content)
			c := Call{ID: id, Tool: cl.name, Args: cl.args, Result: result, Where: fmt.Sprintf("messages[%d]", i), Index: i, Receipt: tok}
			if kinds != nil {
				c.Kinds = kinds(cl.name)
			}
			server := isServer != nil && isServer(cl.name)
			switch {
			case ok && !found && verify != nil && verify(cl.name, cl.args, result, tok):
				c.Status = Verified // a receipt the caller vouches for without its call (a spliced turn's)
			case ok && !found:
				c.Status = Invalid
				h.Invalid = append(h.Invalid, InvalidReceipt{Receipt: tok, Tool: cl.name, CallID: id, Where: c.Where, Index: i})
			case ok && verify == nil:
				c.Status = Unverified
			case ok && verify(cl.name, cl.args, result, tok):
				c.Status = Verified
			case ok:
				c.Status = Invalid
				h.Invalid = append(h.Invalid, InvalidReceipt{Receipt: tok, Tool: cl.name, CallID: id, Where: c.Where, Index: i})
			case looksFailed(content):
				c.Status = Failed
			case server:
				c.Status = Invalid // a server tool's result without its receipt
			default:
				c.Status = Client
			}
			h.Calls = append(h.Calls, c)
		}
		return true
	})
	for i := range h.Calls {
		h.Calls[i].Earlier = h.Calls[i].Index < h.TurnStart
	}
	return h
}

// squashMessage is squash (fold, then drop all white space) for the
// user's messages, which ReadHistory squashes on every request: ASCII
// without capitals, the usual case, folds to itself, so it only has its
// white space dropped, into the one buffer the result keeps (it is not
// written after). Anything else goes to squash. FuzzSquashMessage holds
// the two equal.
func squashMessage(s string) string {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	b := make([]byte, len(s)+8) // room for a whole word stored at the end
	src, dst := unsafe.Pointer(unsafe.StringData(s)), unsafe.Pointer(unsafe.SliceData(b))
	n, i := 0, 0
	// Eight bytes at a time: a word past ASCII or with a capital sends s
	// to squash (one fold does not leave it as it is: plainLower's test);
	// a word with no byte below 0x21 is stored whole; one with a space but no control byte
	// stores each byte and moves on past the ones kept (keep: a lane's high
	// bit set for a byte of 0x21 or more; adding 0x80-0x21 carries into no
	// other lane below 0x80); one with a control byte (a tab, a line
	// break: some are kept) goes through squashKeep. n <= i throughout, so
	// every store is inside b.
	for ; i+8 <= len(s); i += 8 {
		x := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(src, i)), 8))
		if x&highs != 0 || (x+ones*(0x80-'A'))&^(x+ones*(0x80-'Z'-1))&highs != 0 {
			return squash(s) // past ASCII, or a capital: plainLower's test, word by word
		}
		keep := (x + ones*(0x80-0x21)) & highs
		if keep == highs {
			binary.LittleEndian.PutUint64(unsafe.Slice((*byte)(unsafe.Add(dst, n)), 8), x)
			n += 8
			continue
		}
		if ^(x+ones*(0x80-0x20))&highs != 0 { // a control byte
			for range 8 {
				c := byte(x)
				x >>= 8
				*(*byte)(unsafe.Add(dst, n)) = c
				n += int(squashKeep[c])
			}
			continue
		}
		k := keep >> 7 // one bit per lane: 1 for a byte kept
		n = lanes.Store(dst, n, x, k)
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return squash(s)
		}
		b[n] = c // n <= i: the write never passes the end
		n += int(squashKeep[c])
	}
	if n == 0 {
		return ""
	}
	return unsafe.String(&b[0], n)
}

// squashKeep is 1 for a byte squash keeps, 0 for its white space.
var squashKeep = func() (t [256]uint8) {
	for c := range t {
		t[c] = 1
	}
	t[' '], t['\t'], t['\n'], t['\r'] = 0, 0, 0, 0
	return t
}()

// messageFields are the members of a message ReadHistory reads.
type messageFields struct {
	role, content, toolCalls, toolCallID, name gjson.Result
}

// readMessage reads m's members in one pass, where a m.Get per member
// parsed the message from its start each time; as with m.Get, the first
// of a repeated key wins and a message that is no object has none.
func readMessage(m gjson.Result) messageFields {
	var f messageFields
	if !m.IsObject() {
		return f
	}
	m.ForEach(func(k, v gjson.Result) bool {
		var dst *gjson.Result
		switch k.Str {
		case "role":
			dst = &f.role
		case "content":
			dst = &f.content
		case "tool_calls":
			dst = &f.toolCalls
		case "tool_call_id":
			dst = &f.toolCallID
		case "name":
			dst = &f.name
		default:
			return true
		}
		if !dst.Exists() {
			*dst = v
		}
		return true
	})
	return f
}

// TurnHasCalls reports whether tool calls were answered since the last
// user message (the answer then reports on them).
func (h History) TurnHasCalls() bool {
	for _, c := range h.Calls {
		if c.Index >= h.TurnStart {
			return true
		}
	}
	return false
}

// TurnChangedNothing reports whether this turn made calls and none of
// them could have made a change: each one failed or only reads (a look-up
// tool, a command that only prints). An answer to a request for a change
// that then states the thing in its new state claims a change no call
// made (Options.NoChangeCalls).
func (h History) TurnChangedNothing() bool {
	any := false
	for i := range h.Calls {
		c := &h.Calls[i]
		if c.Index < h.TurnStart {
			continue
		}
		any = true
		if st := c.Status; st != Verified && st != Unverified && st != Client {
			continue // a failed call changed nothing
		}
		if c.Kinds == nil || hasKind(c.Kinds, KindWrite) || hasKind(c.Kinds, KindSend) {
			return false
		}
		if hasKind(c.Kinds, KindRun) {
			if !onlyReads(c) {
				return false
			}
			continue
		}
		if !lookupToolName(c.Tool) {
			return false // kinds guessed from a name like move_file
		}
	}
	return any
}

// TurnAllFailed reports whether this turn made calls and every one of
// them failed (an error, a timeout, a refusal): nothing the answer states
// came back from a call, so its specific statements are what no call
// returned (Options.FailedCalls).
func (h History) TurnAllFailed() bool {
	any := false
	for i := range h.Calls {
		c := &h.Calls[i]
		if c.Index < h.TurnStart {
			continue
		}
		if c.Status != Failed {
			return false
		}
		any = true
	}
	return any
}

// lookupToolName: a tool's name holds a verb of looking up and none of
// changing ("get_ticket", "search_mail", "calendar_list", "dns_get").
func lookupToolName(name string) bool {
	look := false
	for _, w := range toolWords(name) {
		if changeToolWords[w] {
			return false
		}
		look = look || lookupToolWords[w]
	}
	return look
}

var (
	lookupToolWords = mkSet("get list search read fetch find lookup query show view describe status check lookup")
	changeToolWords = mkSet("set update create delete remove move send post put patch add edit write cancel book pay refund assign close merge push deploy restart stop start")
)

// FollowUp reports whether the last user message is a short question
// after turns that made tool calls, with no call made since: a follow-up
// ("and on Wednesday?", "¿y ayer?", "Und im Spam-Ordner?") asks for more
// of what those calls looked up, so an answer's specific content presents
// what another look-up returned (Options.FollowUp).
func (h History) FollowUp() bool {
	if h.TurnHasCalls() || !followUpQuestion(h.LastUser) {
		return false
	}
	for _, c := range h.Calls {
		if c.Index < h.TurnStart {
			return true
		}
	}
	return false
}

// followUpQuestion: a short message that asks ("?", "¿") for more, not
// why: a why-question asks for an explanation of what was found ("E a
// conta veio mais alta, por quê?"), which is reasoning, not a look-up.
func followUpQuestion(msg string) bool {
	msg = strings.TrimSpace(msg)
	if len(msg) > 120 || !strings.ContainsAny(msg, "?¿") {
		return false
	}
	ws := strings.FieldsFunc(strings.ToLower(msg), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	})
	for i, w := range ws {
		if whyWords[w] || i+1 < len(ws) && (w == "how" && ws[i+1] == "come" || w == "por" && (ws[i+1] == "que" || ws[i+1] == "qué" || ws[i+1] == "quê")) {
			return false
		}
	}
	return true
}

// whyWords ask for a reason (en, es, fr, de, pt, it, nl; "por qué" and
// "how come" are read as pairs).
var whyWords = map[string]bool{"why": true, "porqué": true, "porque": true, "porquê": true, "pourquoi": true, "warum": true, "wieso": true, "weshalb": true, "weswegen": true, "perché": true, "perche": true, "waarom": true}

// looksFailed: a tool result that reports a failure ("error: …").
func looksFailed(content string) bool {
	c := strings.ToLower(strings.TrimSpace(content))
	for _, p := range []string{"error", "err:", "failed", "timeout", "denied", "refused", "forbidden"} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return false
}

// MessageText is a message content as text: the string, or the text parts
// of a content array joined.
func MessageText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.Str
	}
	var b strings.Builder
	content.ForEach(func(_, part gjson.Result) bool {
		if part.Get("type").Str == "text" {
			b.WriteString(part.Get("text").Str)
		}
		return true
	})
	return b.String()
}

// maxUserTextBytes bounds the user's text the detector reads: it looks
// words, names and blocks of the answer up in every user message, a scan
// of all of it per look-up, so 12 MB of user text made each sentence of
// an ordinary answer cost tens of milliseconds
// (proxy.TestAttack13UserTextTimesSentences). What is left out is only
// not recognised as the user's own words: the answer's claims are read
// as its own.
const maxUserTextBytes = 256 << 10

// capUserTexts is texts (squashed user messages, oldest first) within
// budget bytes: the newest messages whole while they fit, then the head
// of the next one (cut at a character's start); older ones are left out.
func capUserTexts(texts []string, budget int) []string {
	total := 0
	for _, t := range texts {
		total += len(t)
	}
	if total <= budget {
		return texts
	}
	out := make([]string, 0, len(texts))
	for i := len(texts) - 1; i >= 0 && budget > 0; i-- {
		if len(texts[i]) > budget {
			cut := budget
			for cut > 0 && !utf8.RuneStart(texts[i][cut]) {
				cut--
			}
			out = append(out, texts[i][:cut])
			break
		}
		out = append(out, texts[i])
		budget -= len(texts[i])
	}
	slices.Reverse(out)
	return out
}
