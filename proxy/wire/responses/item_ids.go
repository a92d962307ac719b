package responses

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
)

// Item ids and output indexes name the same thing twice, and clients read
// different ones: the AI SDK joins a reasoning summary's deltas by item_id
// and summary_index, a call's arguments by output_index. The rewriter
// keeps the key's tails (key_tail.go), part copies and checks by output
// index, so an upstream that gave one item's deltas another index (or
// two items one id) had a tail held, and released, in a stream the
// client does not join, while the next delta went out whole into the one
// it does. Within a round, the first event that names an index and an
// id (an output item's id, an event's item_id) binds them; any later
// event must name the pair the same way. A real upstream's stream always
// does.
type itemIDs struct {
	idAt  map[int]string // upstream output index → item id
	index map[string]int // item id → upstream output index
}

// bindItem checks (and on first sight binds) the item id of an event that
// has an output index: item_id, or its item's id.
func (rw *Rewriter) bindItem(ev *event, typ string, up int) error {
	id := ev.field("item_id")
	if ev.item.Exists() && (typ == "response.output_item.added" || typ == "response.output_item.done") {
		if err := rw.bindID(typ, up, ev.itemR().id); err != nil {
			return err
		}
	}
	return rw.bindID(typ, up, id)
}

func (rw *Rewriter) bindID(typ string, up int, id gjson.Result) error {
	s, ok := idKey(id) // a non-string id is bound as itself, never as a string's
	if !ok {
		return nil
	}
	ids := &rw.ids
	had, okAt := ids.idAt[up]
	at, okID := ids.index[s]
	switch {
	case okAt && had != s:
		return fmt.Errorf("upstream %.64s at output_index %d names item %.64q, but the item there is %.64q", typ, up, strings.TrimPrefix(s, "\x00"), strings.TrimPrefix(had, "\x00"))
	case okID && at != up:
		return fmt.Errorf("upstream %.64s at output_index %d names item %.64q, which is at output_index %d", typ, up, strings.TrimPrefix(s, "\x00"), at)
	case !okAt:
		s = strings.Clone(s) // the event's bytes are the reader's
		setMap(&ids.idAt, up, s)
		setMap(&ids.index, s, up)
	}
	return nil
}
