package wire

import (
	"bytes"
	"strconv"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// A logprobs entry lists one token of a text, its UTF-8 bytes and the
// likeliest alternatives: the key's hold-back (secretmask.Tail) rewrites
// a token as it rewrites a text's delta, these with it (chat's
// logprobs_key.go, the Responses output_text deltas' logprobs).

// SetLogprobToken sets the token at path (entry, whose token was tok) to send,
// its bytes with it, and every alternative that was tok the same.
func SetLogprobToken(out []byte, path string, entry gjson.Result, tok, send string) ([]byte, error) {
	var err error
	if out, err = sjson.SetBytes(out, path+".token", send); err != nil {
		return nil, err
	}
	if entry.Get("bytes").IsArray() {
		if out, err = sjson.SetRawBytes(out, path+".bytes", LogprobBytes(send)); err != nil {
			return nil, err
		}
	}
	m := 0
	entry.Get("top_logprobs").ForEach(func(_, alt gjson.Result) bool {
		if alt.Get("token").Str == tok {
			at := path + ".top_logprobs." + strconv.Itoa(m)
			if out, err = sjson.SetBytes(out, at+".token", send); err == nil && alt.Get("bytes").IsArray() {
				out, err = sjson.SetRawBytes(out, at+".bytes", LogprobBytes(send))
			}
		}
		m++
		return err == nil
	})
	return out, err
}

// LogprobBytes is the JSON array of s's bytes.
func LogprobBytes(s string) []byte {
	b := make([]byte, 0, 4*len(s)+2)
	b = append(b, '[')
	for i := 0; i < len(s); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(s[i]), 10)
	}
	return append(b, ']')
}

// MayHoldLogprobTokens: data may carry a logprobs entry's token: it
// holds the member name "token", or a \u escape, with which a name can
// be spelled ("tok\u0065n": every client decodes it as "token", gjson
// too). False lets a delta skip the parse of its logprobs.
func MayHoldLogprobTokens(data []byte) bool {
	return bytes.Contains(data, []byte(`"token"`)) || bytes.Contains(data, []byte(`\u`))
}
