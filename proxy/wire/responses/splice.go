package responses

import (
	"crypto/sha256"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// mixedTurnPrefix is the conversation key of a Responses mixed turn. The
// chat path keys one by the hash of the messages before it; a Responses
// follow-up may carry no history at all (previous_response_id), so the
// entry is found by the client's call ids alone, which only the client
// that got them knows.
var mixedTurnPrefix = sha256.Sum256([]byte("zc-proxy responses mixed turn"))

// aliasPrefix keys the aliases of streamed answers: the client
// saw the first upstream response's id, the upstream stored the chain
// under the last one's.
var aliasPrefix = sha256.Sum256([]byte("zc-proxy responses id alias"))

// clientPrefix is base bound to the client's credential (its bearer
// token: an auth.keys key, or the upstream key of a client whose
// Authorization is forwarded), so one client cannot splice another's
// mixed turn or follow another's alias by presenting its call ids or
// response id: a Responses entry has no conversation hash to bind it
// (see mixedTurnPrefix), and call ids are the upstream's, guessable on
// some providers and listed in zc_receipts.calls. Requests without a
// bearer token share base, as they share everything else.
func (c *Exchange) clientPrefix(base [32]byte) [32]byte {
	return pending.BindCredential(base, c.Credential)
}

// keepAlias remembers that the client's response id first stands for the
// upstream's last, so a later previous_response_id reaches the whole loop.
func (c *Exchange) keepAlias(first, last string) error {
	return c.Host.Keep(&pending.Entry{Prefix: c.clientPrefix(aliasPrefix), ClientIDs: []string{first}, Messages: [][]byte{[]byte(last)}, Size: len(last)})
}

// ResolveAlias replaces a previous_response_id that names a streamed
// answer with the upstream response it stands for.
func (c *Exchange) ResolveAlias(req *Request) (*Request, *apierr.Error) {
	if req.PreviousID == "" {
		return req, nil
	}
	e, status, err := c.Host.Find(c.clientPrefix(aliasPrefix), []string{req.PreviousID})
	if err != nil {
		return nil, c.apiErrorOf(err)
	}
	if status != pending.Found || len(e.Messages) != 1 {
		return req, nil
	}
	body, err := sjson.SetBytes(req.Body, "previous_response_id", string(e.Messages[0]))
	if err != nil {
		return nil, apierr.Internal(err)
	}
	out, ae := c.Host.ParseRequest(body)
	if ae != nil {
		return nil, ae
	}
	return out, nil
}

// SpliceFollowUp puts the server half of a kept mixed turn back in front
// of the client's function_call_output items that answer it (the trailing
// run of them in input): only the server calls' outputs when the follow-up
// names previous_response_id (the upstream has the calls), the server
// calls and their outputs of the whole request when it resends
// everything. It returns the body to use and the receipts it carried back.
func (c *Exchange) SpliceFollowUp(req *Request) ([]byte, map[string]receipts.Receipt, *apierr.Error) {
	if !endsInOutput(req.Input) {
		return req.Body, nil, nil // no trailing output: nothing to splice (the usual request)
	}
	items := req.Input.Array()
	first := len(items)
	for first > 0 && isOutputType(items[first-1].Get("type").Str) {
		first--
	}
	if first == len(items) {
		return req.Body, nil, nil
	}
	if len(items)-first > c.Caps.TurnCeiling() {
		// More outputs than a model turn may hold calls: no kept turn
		// waits for them all, and each id would cost the shared store
		// three keys in one script that holds it.
		return req.Body, nil, nil
	}
	var ids []string
	for _, it := range items[first:] {
		ids = append(ids, it.Get("call_id").Str)
	}
	e, status, err := c.Host.Find(c.clientPrefix(mixedTurnPrefix), ids)
	if err != nil {
		return nil, nil, c.apiErrorOf(err)
	}
	if status != pending.Found {
		return req.Body, nil, nil
	}
	insert := e.Results
	if req.PreviousID == "" {
		insert = append(append([][]byte{}, e.Messages...), e.Results...)
	} else {
		// The upstream holds the calls; the history check still needs
		// them beside their receipted outputs.
		c.heldCalls = e.Messages
	}
	arr := make([]byte, 0, len(req.Input.Raw)+1024)
	arr = append(arr, '[')
	n := 0
	add := func(raw []byte) {
		if n > 0 {
			arr = append(arr, ',')
		}
		arr = append(arr, raw...)
		n++
	}
	for i, it := range items {
		if i == first {
			for _, x := range insert {
				add(x)
			}
		}
		add([]byte(it.Raw))
	}
	arr = append(arr, ']')
	body, err := sjson.SetRawBytes(req.Body, "input", arr)
	if err != nil {
		return nil, nil, apierr.Internal(err)
	}
	carried := make(map[string]receipts.Receipt, len(e.Receipts))
	for _, rc := range e.Receipts {
		carried[rc.Receipt] = rc
	}
	return body, carried, nil
}

// apiErrorOf is err as the client's error.
func (c *Exchange) apiErrorOf(err error) *apierr.Error {
	if e := c.failure(err); e != nil {
		return e
	}
	return apierr.Internal(err)
}

// endsInOutput reports whether the last of input's items (as Array gives
// them: a value that is no array is one item) has the type
// "function_call_output" or "custom_tool_call_output" as Get("type") reads it: whether SpliceFollowUp
// has a trailing run of outputs to look up. input is checked valid JSON;
// the last item is found and read by eachMember's walk, which jumps
// strings, instead of gjson parsing every item into a slice and walking
// the last one's members again. FuzzEndsInOutput holds it to the gjson
// reading.
func endsInOutput(input gjson.Result) bool {
	if !input.Exists() {
		return false
	}
	last := input.Raw
	if input.IsArray() {
		var ok bool
		if last, ok = lastElement(input.Raw); !ok {
			return endsInOutputSlow(input)
		}
		if last == "" {
			return false // no items
		}
	}
	typ, found := "", false
	if !eachMember(last, func(_, key, val string) bool {
		if key != "type" {
			return true
		}
		found, typ = true, val
		return false
	}) {
		return isOutputType(gjson.Parse(last).Get("type").Str)
	}
	if !found || len(typ) < 2 || typ[0] != '"' {
		return false // no type, or one that is no string: Str is ""
	}
	if strings.IndexByte(typ, '\\') >= 0 {
		return isOutputType(gjson.Parse(typ).Str)
	}
	return isOutputType(typ[1 : len(typ)-1])
}

// endsInOutputSlow is endsInOutput by gjson, for an array lastElement
// cannot walk.
func endsInOutputSlow(input gjson.Result) bool {
	items := input.Array()
	return len(items) > 0 && isOutputType(items[len(items)-1].Get("type").Str)
}

// lastElement is the text of the last element of the array doc (checked
// valid JSON), "" when it has none; ok is false when the walk finds doc
// no array as it reads one.
func lastElement(doc string) (last string, ok bool) {
	i := skipSpace(doc, 0)
	if i == len(doc) || doc[i] != '[' {
		return "", false
	}
	i = skipSpace(doc, i+1)
	if i < len(doc) && doc[i] == ']' {
		return "", true
	}
	for {
		e := valueEnd(doc, i)
		if e < 0 || e == i {
			return "", false
		}
		v := doc[i:e]
		i = skipSpace(doc, e)
		if i == len(doc) {
			return "", false
		}
		switch doc[i] {
		case ']':
			return v, true
		case ',':
			i = skipSpace(doc, i+1)
		default:
			return "", false
		}
	}
}
