package chat

import (
	"strconv"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// A choice's logprobs list every token of its content (and refusal) as
// its own string, with its UTF-8 bytes and the likeliest alternatives:
// the text again, cut at every token. A key the text streamed (masked
// there: key_tail.go) was in no token whole, and a client that asked for
// logprobs (openai-python's stream helper emits them as
// logprobs.content.delta events) joins the tokens into it. Each list's
// tokens go through a tail of their own, as a text's deltas do: a token
// ending in what may start the key goes out without those bytes, which
// go before the next token (masked when they turn out to start it), or
// into the last token of the list (a JSON reply) or a logprobs entry of
// their own (a stream's end). An alternative that is the token itself is
// rewritten with it; its bytes follow its text.

// logprobLists are the token lists of a choice's logprobs, by tail index.
var logprobLists = [...]string{"content", "refusal"}

// maskLogprobs rewrites, in out, the logprobs object at path (lp is its
// parse) pushing each token of each list through tails. last: a JSON
// reply's whole list, whose kept-back tail joins its last token.
func maskLogprobs(out []byte, path string, lp gjson.Result, tails *secretmask.Tails[int], key string, last bool) ([]byte, error) {
	if len(key) < secretmask.Min || !lp.IsObject() {
		return out, nil
	}
	var err error
	for li, list := range logprobLists {
		arr := lp.Get(list)
		if !arr.IsArray() {
			continue
		}
		n, lastIdx, lastSend, lastTok := 0, -1, "", ""
		arr.ForEach(func(_, entry gjson.Result) bool {
			i := n
			n++
			tok := entry.Get("token")
			if tok.Type != gjson.String {
				return true
			}
			send, changed := tails.Push(li, tok.Str, key)
			lastIdx, lastSend, lastTok = i, send, tok.Str
			if changed {
				out, err = wire.SetLogprobToken(out, path+"."+list+"."+strconv.Itoa(i), entry, tok.Str, send)
			}
			return err == nil
		})
		if err != nil {
			return nil, err
		}
		if last && lastIdx >= 0 {
			if tail := tails.Flush(li); tail != "" {
				at := path + "." + list + "." + strconv.Itoa(lastIdx)
				if out, err = wire.SetLogprobToken(out, at, arr.Get(strconv.Itoa(lastIdx)), lastTok, lastSend+tail); err != nil {
					return nil, err
				}
			}
		}
	}
	return out, nil
}

// holdLogprobs is maskLogprobs for a stream chunk about to go out.
func (c *Exchange) holdLogprobs(chunk []byte) ([]byte, error) {
	if len(c.Upstream.Config.APIKey) < secretmask.Min || !wire.MayHoldLogprobTokens(chunk) {
		return chunk, nil // no key to mask; most chunks: no logprobs asked for
	}
	const path = "choices.0.logprobs"
	return maskLogprobs(chunk, path, gjson.GetBytes(chunk, path), &c.lpTails, c.Upstream.Config.APIKey, false)
}

// flushLogprobs sends the tokens' tails kept back (flushKeyTail), each as
// a logprobs entry of its own in a chunk with an empty delta.
func (c *Exchange) flushLogprobs(out *streamOut) error {
	var err error
	c.lpTails.Each(func(int) bool { return true }, func(li int, tail string) {
		b := c.chunkHead(128 + 5*len(tail))
		b = append(b, `"choices":[{"index":0,"delta":{},"logprobs":{"`...)
		b = append(b, logprobLists[li]...)
		b = append(b, `":[{"token":`...)
		b = rawjson.AppendString(b, tail)
		b = append(b, `,"logprob":0,"bytes":`...)
		b = append(b, wire.LogprobBytes(tail)...)
		b = append(b, `,"top_logprobs":[]}]},"finish_reason":null}]}`...)
		if err == nil && out.data(b) != nil {
			err = errClientGone
		}
	})
	return err
}
