package responses

import (
	"sync"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// scratch is the buffers a Rewriter reuses from event to event (the
// event's members and fields, its response object's members, the frames
// Feed returns), kept from one stream to the next: a stream that starts
// with them sized takes none of the dozen or so allocations growing them
// from empty cost per stream.
type scratch struct {
	fields, respFields []field
	top, in            []jsondup.Span
	spans              []mspan
	frames             []byte
}

// maxScratch bounds what a buffer may hold and still go back to the pool
// (in elements; frames in bytes): a stream of huge events leaves its
// buffers to the garbage collector.
const maxScratch, maxScratchFrames = 1 << 10, 1 << 16

var scratchPool = sync.Pool{New: func() any {
	return &scratch{
		fields: make([]field, 0, 16), respFields: make([]field, 0, 8),
		top: make([]jsondup.Span, 0, 16), in: make([]jsondup.Span, 0, 64),
		spans:  make([]mspan, 0, 64),
		frames: make([]byte, 0, 2<<10),
	}
}}

// takeScratch gives rw pooled buffers (Feed, at a stream's first event);
// Release hands them back.
func (rw *Rewriter) takeScratch() {
	s := scratchPool.Get().(*scratch)
	rw.ev.fields, rw.respFields = s.fields, s.respFields
	rw.ev.m.Top, rw.ev.m.In = s.top, s.in
	rw.rm.spans, rw.frames = s.spans, s.frames
	rw.scratch = s
}

// Release hands the Rewriter's buffers back to the pool, for the next
// stream: the frames Feed and Finish returned are no longer valid. The
// Rewriter must not be used after it.
func (rw *Rewriter) Release() {
	s := rw.scratch
	if s == nil {
		return
	}
	rw.scratch = nil
	// cleared whole: what they point into (the events' bytes) is not
	// kept alive by the pool
	s.fields = keepScratch(rw.ev.fields, maxScratch)
	s.respFields = keepScratch(rw.respFields, maxScratch)
	s.top = keepScratch(rw.ev.m.Top, maxScratch)
	s.in = keepScratch(rw.ev.m.In, maxScratch)
	s.spans = keepScratch(rw.rm.spans, maxScratch)
	s.frames = keepScratch(rw.frames, maxScratchFrames)
	rw.ev.fields, rw.respFields, rw.ev.m.Top, rw.ev.m.In, rw.rm.spans, rw.frames = nil, nil, nil, nil, nil, nil
	rw.ev.data, rw.rm.doc = nil, ""
	scratchPool.Put(s)
}

// keepScratch is b emptied and cleared for the pool, or nil when it grew
// past max.
func keepScratch[T any](b []T, max int) []T {
	if cap(b) > max {
		return nil
	}
	b = b[:cap(b)]
	clear(b)
	return b[:0]
}
