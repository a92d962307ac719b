package scripted

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
)

// models is what GET /v1/models lists.
var models = []string{"gpt-4.1", "gpt-4o-mini", "claude-haiku-4.5"}

// modelsCreated is the fixed "created" of every listed model.
const modelsCreated = 1744316542

func writeModels(w http.ResponseWriter) {
	data := make([]any, len(models))
	for i, m := range models {
		data[i] = object{{"id", m}, {"object", "model"}, {"created", modelsCreated}, {"owned_by", "system"}}
	}
	writeJSON(w, object{{"object", "list"}, {"data", data}})
}

// writeEcho answers a pass-through request with what arrived:
// {"method","path","query","headers":{"Canonical-Name":"v1, v2"},"body"},
// body as a string holding the exact bytes received.
func writeEcho(w http.ResponseWriter, r *http.Request, body []byte) {
	names := make([]string, 0, len(r.Header))
	for k := range r.Header {
		names = append(names, k)
	}
	slices.Sort(names)
	headers := make(object, 0, len(names))
	for _, k := range names {
		headers = append(headers, member{k, strings.Join(r.Header.Values(k), ", ")})
	}
	writeJSON(w, object{
		{"method", r.Method},
		{"path", r.URL.Path},
		{"query", r.URL.RawQuery},
		{"headers", headers},
		{"body", string(body)},
	})
}

func writeJSON(w http.ResponseWriter, v object) {
	b := append(appendJSON(nil, v), '\n')
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(http.StatusOK)
	w.Write(b)
}
