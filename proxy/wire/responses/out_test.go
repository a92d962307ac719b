package responses

import (
	"net/http/httptest"
	"testing"

	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// TestStreamOutHeadersOnFirstWrite: nothing reaches the client before the
// first event (a failure before it is still a plain HTTP error), then the
// stream's headers; a keep-alive note is one comment line.
func TestStreamOutHeadersOnFirstWrite(t *testing.T) {
	rec := httptest.NewRecorder()
	o := &streamOut{wire.StreamOut{W: rec, Cancel: func() {}}}
	if o.Started() || rec.Body.Len() > 0 {
		t.Fatal("wrote before the first event")
	}
	if err := o.comment("tools running\r\nforged: line"); err != nil {
		t.Fatal(err)
	}
	if got := rec.Body.String(); got != ": tools running\n\n" {
		t.Errorf("comment = %q", got)
	}
	h := rec.Result().Header
	if h.Get("Content-Type") != "text/event-stream" || h.Get(loop.HeaderReceipts) != loop.ReceiptsOn {
		t.Errorf("headers = %v", h)
	}
}

// TestStreamOutHoldFlushesOnRelease: held events are written at once and
// flushed together when the hold ends.
func TestStreamOutHoldFlushesOnRelease(t *testing.T) {
	rec := httptest.NewRecorder()
	o := &streamOut{wire.StreamOut{W: rec, Cancel: func() {}}}
	o.Hold()
	if err := o.Write([]byte("data: {}\n\n")); err != nil {
		t.Fatal(err)
	}
	if rec.Flushed {
		t.Fatal("flushed while held")
	}
	if err := o.Release(); err != nil {
		t.Fatal(err)
	}
	if !rec.Flushed {
		t.Error("release did not flush")
	}
}
