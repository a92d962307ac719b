package ui

import (
	"bytes"
	"context"
	_ "embed"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// Verifier checks a receipt token the user pasted into the page.
type Verifier interface {
	Verify(ctx context.Context, token string) Verdict
}

// Verdict is what a Verifier says about a token.
type Verdict struct {
	// Status: "valid" (issued by this proxy in its current key scope),
	// "unverifiable" (well-formed, from a scope it no longer holds),
	// "invalid" (not issued by it) or "malformed" (not a token).
	Status  string
	Tool    string // for a valid token: the tool and call it covers
	CallID  string
	Message string // optional: the Verifier's own explanation
}

// verdictWords explain each status on the page.
var verdictWords = map[string]string{
	"valid":        "Issued by this proxy in its current key scope.",
	"unverifiable": "Well-formed, but from a key scope this proxy no longer holds (an earlier run, an earlier request under receipts.scope: request, or forgotten by the bounded ledger): it can be neither confirmed nor refuted here.",
	"invalid":      "Not issued by this proxy: made up, altered, or from another proxy.",
	"malformed":    "Not a receipt token: a token reads zc-receipt-<epoch>-<signature>.",
}

// Options configure the page.
type Options struct {
	Ring     *Ring    // the records shown; required
	Verifier Verifier // nil: no verify box
	// ShowPrompts shows each request's messages and its tool calls'
	// arguments (the proxy's log.include_prompts). Default: neither.
	ShowPrompts bool
	Logger      *slog.Logger // nil: slog.Default()
	// Viewer says whose records a request may see: every record (all), or
	// only those whose Owner is owner. nil: every record.
	Viewer func(r *http.Request) (owner string, all bool)
}

// maxTokenInput bounds the verify box's input.
const maxTokenInput = 512

//go:embed page.html.tmpl
var pageSource string

var pageTemplate = template.Must(template.New("page").Parse(pageSource))

// pageData is what the template renders.
type pageData struct {
	Entries     []entry
	Held        int
	Size        int
	Total       uint64
	FlaggedHeld int
	Flagged     bool
	CanVerify   bool
	Token       string
	Verdict     *verdictView
	ShowPrompts bool
	Now         string
}

type verdictView struct {
	Status  string
	Words   string
	Tool    string
	CallID  string
	Message string
}

// Handler serves the page at "/zc/" (mount it there); GET and HEAD only.
// Query: flagged=1 shows flagged answers only; verify=<token> checks a
// token. Authentication is the caller's: wrap the handler.
func Handler(o Options) http.Handler {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-store")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path != "/zc/" {
			http.NotFound(w, r)
			return
		}
		q := r.URL.Query()
		d := pageData{Flagged: q.Get("flagged") == "1", CanVerify: o.Verifier != nil, ShowPrompts: o.ShowPrompts,
			Size: o.Ring.Size(), Now: time.Now().UTC().Format("2006-01-02 15:04:05 UTC")}
		records, total := o.Ring.Recent()
		owner, all := "", true
		if o.Viewer != nil {
			owner, all = o.Viewer(r)
		}
		if !all {
			// a client sees its own requests only, and no count of others'
			mine := records[:0]
			for _, rec := range records {
				if rec.Owner == owner {
					mine = append(mine, rec)
				}
			}
			records, total = mine, uint64(len(mine))
		}
		d.Held, d.Total = len(records), total
		for _, rec := range records {
			e := newEntry(rec, o.ShowPrompts)
			if len(e.Flags) > 0 {
				d.FlaggedHeld++
			} else if d.Flagged {
				continue
			}
			d.Entries = append(d.Entries, e)
		}
		if tok := strings.TrimSpace(q.Get("verify")); tok != "" && o.Verifier != nil {
			tok = clip(tok, maxTokenInput)
			v := o.Verifier.Verify(r.Context(), tok)
			d.Token = tok
			d.Verdict = &verdictView{Status: v.Status, Words: verdictWords[v.Status], Tool: clip(v.Tool, 128),
				CallID: clip(v.CallID, 128), Message: clip(v.Message, maxShownText)}
		}
		var buf bytes.Buffer
		if err := pageTemplate.Execute(&buf, d); err != nil {
			o.Logger.ErrorContext(r.Context(), "inspect page", "err", err)
			http.Error(w, "the page could not be rendered", http.StatusInternalServerError)
			return
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusOK)
		if r.Method == http.MethodGet {
			_, _ = w.Write(buf.Bytes())
		}
	})
}
