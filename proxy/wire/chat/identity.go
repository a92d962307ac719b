package chat

import (
	"crypto/rand"
	"strconv"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// finishLoopLimit is the finish_reason of an answer cut short by
// loop.max_iterations: like a token limit, a limit ended an incomplete
// answer, and clients that treat "stop" as success must not take it for
// one.
const finishLoopLimit = "length"

// ensureIdentity fills whichever of id/created/model the upstream did not
// send, so synthesized chunks are still well-formed.
func (c *Exchange) ensureIdentity() {
	f := &c.first
	if f.id == "" {
		f.id = strconv.Quote("chatcmpl-zc" + rand.Text())
	}
	if f.created == "" {
		f.created = strconv.FormatInt(c.now().Unix(), 10)
	}
	if f.model == "" {
		f.model = string(rawjson.Marshal(c.Model))
	}
	f.set = true
}

// now is the server clock (time.Now when none is set).
func (c *Exchange) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// turnIdentity is what makes a multi-call loop look like one completion to
// the client: the first upstream reply's id, created and model (raw JSON
// values), and its system_fingerprint when present.
type turnIdentity struct {
	id, created, model, fingerprint string
	set                             bool
}

// capture records the identity of the first reply that carries an id. A
// blank id is no identity: Azure opens its streams with a
// prompt_filter_results chunk whose id and model are "" and created 0.
func (t *turnIdentity) capture(root gjson.Result) {
	if !t.set {
		t.captureFields(root.Get("id"), root.Get("created"), root.Get("model"), root.Get("system_fingerprint"))
	}
}

// captureFields is capture given the reply's fields, however they were
// read (gjson, sse.ScanChunk, viewReply).
func (t *turnIdentity) captureFields(id, created, model, fingerprint gjson.Result) {
	if t.set || !id.Exists() || id.Str == "" {
		return
	}
	t.id, t.created, t.model, t.fingerprint = id.Raw, created.Raw, model.Raw, fingerprint.Raw
	t.set = true
}

// edits adds to ed the replacements that give a reply whose id, created
// and model are have (located in the text ed edits) the loop's identity,
// and returns the positions (in identityKeys) of the fields have lacks,
// which the caller must add. Nothing before an identity was captured.
func (t *turnIdentity) edits(ed *chunkEdits, have [3]gjson.Result) (missing []int) {
	if !t.set {
		return nil
	}
	for i, want := range t.fields() {
		switch {
		case want == "" || have[i].Raw == want:
		case have[i].Exists():
			ed.replace(have[i], want)
		default:
			missing = append(missing, i)
		}
	}
	return missing
}
