package proxy

import (
	"bufio"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestResponsesStreamHoldsNothingBack: with receipts on, each upstream
// event the client should see reaches it before the upstream sends the
// next one. The upstream sends text delta k+1 only once the client has
// read delta k (a proxy that flushed only when it read on, or at the end,
// would stall here). Flushes are batched per upstream read, never held
// past one.
func TestResponsesStreamHoldsNothingBack(t *testing.T) {
	const deltas = 8
	acks := make(chan int, deltas)
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		rc := http.NewResponseController(w)
		seq := 0
		send := func(typ, members string) {
			fmt.Fprintf(w, "event: %s\ndata: {\"type\":%q,%s,\"sequence_number\":%d}\n\n", typ, typ, members, seq)
			seq++
			_ = rc.Flush()
		}
		send("response.created", `"response":{"id":"resp_1","object":"response","status":"in_progress","output":[]}`)
		send("response.output_item.added", `"output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}`)
		send("response.content_part.added", `"item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}`)
		for k := range deltas {
			send("response.output_text.delta", fmt.Sprintf(`"item_id":"msg_1","output_index":0,"content_index":0,"delta":" piece%02d"`, k))
			select {
			case got := <-acks:
				if got != k {
					t.Errorf("client acked piece %d, want %d", got, k)
				}
			case <-time.After(5 * time.Second):
				t.Errorf("piece %d held back: the client never got it before the upstream sent on", k)
				return
			}
		}
		text := ""
		for k := range deltas {
			text += fmt.Sprintf(" piece%02d", k)
		}
		send("response.completed", `"response":{"id":"resp_1","object":"response","status":"completed","output":[{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","annotations":[],"text":"`+text+`"}]}]}`)
	})
	e := newLoopEnv(t, up, testSpecs(), nil)
	req, err := http.NewRequest(http.MethodPost, e.url+"/v1/responses", strings.NewReader(`{"model":"m","input":"hi","stream":true}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(headerReceipts, "on")
	resp, err := e.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	next := 0
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data: ") || !strings.Contains(line, `"response.output_text.delta"`) {
			continue
		}
		if next < deltas && strings.Contains(line, fmt.Sprintf("piece%02d", next)) {
			acks <- next
			next++
		}
	}
	if next != deltas {
		t.Fatalf("client got %d of %d pieces", next, deltas)
	}
}
