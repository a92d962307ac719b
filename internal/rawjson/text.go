package rawjson

import "github.com/tidwall/gjson"

// TextOrNull: v is absent, null or a string, the shapes of a chat
// message's (or delta's) content and refusal that the proxy reads as text.
// Anything else (an array of parts) a client may show while the proxy
// would read no text of it.
func TextOrNull(v gjson.Result) bool { return v.Type == gjson.String || v.Type == gjson.Null }
