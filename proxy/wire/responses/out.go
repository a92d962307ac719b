package responses

import (
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// streamOut is the client's side of a streamed Responses answer
// (wire.StreamOut, which writes and flushes): headers go out with the
// first write, and the Rewriter frames the events, so only comments and
// the error event are framed here.
type streamOut struct {
	wire.StreamOut
}

// comment sends one comment line (keep-alive), a line break in note cut.
func (o *streamOut) comment(note string) error {
	note, _, _ = strings.Cut(note, "\n")
	return o.Write([]byte(": " + strings.TrimSpace(strings.ReplaceAll(note, "\r", " ")) + "\n\n"))
}

// errorEvent ends a started stream that never opened a response with
// OpenAI's error event.
func (o *streamOut) errorEvent(e *apierr.Error) error {
	return o.Write(append(append([]byte("event: error\ndata: "), []byte(strings.TrimSpace(string(apierr.Marshal(e))))...), "\n\n"...))
}
