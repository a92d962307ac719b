package chat

import (
	"github.com/tidwall/gjson"
)

// turnUsage is one streamed reply's usage: the standard usage when the
// upstream sent one, else Groq's x_groq.usage from its finish chunk (Groq
// streams usage nowhere else).
func turnUsage(usage, finishChunk []byte) []byte {
	if len(usage) > 0 || len(finishChunk) == 0 {
		return usage
	}
	if u := gjson.GetBytes(finishChunk, "x_groq.usage"); u.IsObject() {
		return []byte(u.Raw)
	}
	return nil
}
