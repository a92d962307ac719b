package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestOutputsHeldCountsAnnotations: the output items kept for the
// client's final response count in Rewriter.Held (limits.max_answer_bytes)
// whole: a message's annotations too, which an upstream can make as large
// as an event and repeat over every item and round.
func TestOutputsHeldCountsAnnotations(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	item := `{"type":"message","id":"m","content":[{"type":"output_text","text":"hi","annotations":[{"type":"note","title":"` + big + `"}]}]}`
	var o outputs
	for range 3 {
		o.addItem(0, gjson.Parse(item))
	}
	if got := len(o.msg.annotations); got != 3 {
		t.Fatalf("%d annotations kept, want 3", got)
	}
	if o.held < 3*len(big) {
		t.Errorf("held %d bytes, the annotations kept are %d", o.held, 3*len(big))
	}
}
