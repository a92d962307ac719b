package responses

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
)

// Item ids are bound to output indexes per round (item_ids.go), and the
// key's tails are let out at each round's end (key_tail.go), but the
// client's stream is one response: a client that joins a stream by item
// id (the AI SDK's reasoning, by item_id and summary_index) joins the
// text of two items of two rounds that share an id into one. An upstream
// that reused a shown item's id after a server call had the key split
// across the rounds masked in neither piece and whole in the client's
// join, and two items' texts read as one. A text stream's event (a delta
// or done event whose tail is kept: reasoning, refusal, arguments, code,
// MCP arguments) that names an item id the client was shown in an earlier
// round (an item's id, an event's item_id, or the merged message's id) is
// an upstream protocol error. An item without such text may share an id
// with an earlier round's (a web search call: nothing of it is joined),
// and a message's events all carry the one merged message's id. A real
// upstream's ids are unique per response.
type shownIDs struct {
	earlier map[string]bool // ids the client was shown in finished rounds
	now     map[string]bool // this round's
}

// idKey is the id as a key (bindID's and showID's): a non-string id is
// kept as itself, never as a string's; ok is false for no id.
func idKey(id gjson.Result) (string, bool) {
	if !id.Exists() || id.Type == gjson.Null {
		return "", false
	}
	if id.Type != gjson.String {
		return "\x00" + id.Raw, true
	}
	return id.Str, id.Str != ""
}

// showID records that the client is shown id in this round, and, for a
// text stream's event (joins), refuses an id an earlier round showed it.
func (rw *Rewriter) showID(typ string, up int, id gjson.Result, joins bool) error {
	s, ok := idKey(id)
	if !ok {
		return nil
	}
	if joins && rw.shownIDs.earlier[s] {
		return fmt.Errorf("upstream %.64s at output_index %d names item %.64q, an item of an earlier round of the tool loop", typ, up, strings.TrimPrefix(s, "\x00"))
	}
	if !rw.shownIDs.now[s] {
		setMap(&rw.shownIDs.now, strings.Clone(s), true) // the event's bytes are the reader's
	}
	return nil
}

// showEventIDs is showID for an event of a shown item other than the
// message: its item's id (added, done) and its item_id; joins is whether
// typ is a text stream's event (deltaKind's ok, which the caller has).
func (rw *Rewriter) showEventIDs(ev *event, typ string, up int, joins bool) error {
	if ev.item.Exists() {
		if err := rw.showID(typ, up, ev.itemR().id, false); err != nil {
			return err
		}
	}
	return rw.showID(typ, up, ev.field("item_id"), joins)
}

// endRoundIDs moves this round's shown ids to the earlier rounds'.
func (rw *Rewriter) endRoundIDs() {
	for s := range rw.shownIDs.now {
		setMap(&rw.shownIDs.earlier, s, true)
	}
	rw.shownIDs.now = nil
}
