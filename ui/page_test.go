package ui

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestRingNewestFirstAndBounded(t *testing.T) {
	r := NewRing(3)
	for i := range 5 {
		r.Record(Record{RequestID: string(rune('a' + i))})
	}
	got, total := r.Recent()
	var ids []string
	for _, rec := range got {
		ids = append(ids, rec.RequestID)
	}
	if strings.Join(ids, "") != "edc" || total != 5 {
		t.Errorf("Recent = %v (total %d), want e d c (total 5)", ids, total)
	}
	if one, _ := NewRing(0).Recent(); len(one) != 0 {
		t.Errorf("empty ring holds %d", len(one))
	}
}

type fakeVerifier map[string]Verdict

func (f fakeVerifier) Verify(_ context.Context, token string) Verdict {
	if v, ok := f[token]; ok {
		return v
	}
	return Verdict{Status: "invalid"}
}

const validToken = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"

func testRing() *Ring {
	r := NewRing(10)
	base := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	r.Record(Record{Time: base, RequestID: "req-old", Model: "m-old", Mode: "on", Status: 200,
		Report: json.RawMessage(`{"receipts":[{"tool":"shell","call_id":"call_1","receipt":"` + validToken + `"}],"flags":[],"events":[],
			"calls":[{"tool":"shell","call_id":"call_1","arguments":"{\"command\":\"secret-arg\"}","outcome":"ok","receipt":"` + validToken + `"}]}`)})
	r.Record(Record{Time: base.Add(time.Minute), RequestID: "req-new", Model: "m-new", Mode: "on", Stream: true, Status: 200,
		Prompt: `[{"role":"user","content":"the user's private prompt"}]`,
		Report: json.RawMessage(`{"receipts":[],"events":[{"tool":"shell","call_id":"call_9","outcome":"denied","detail":"rm is not allowed"}],
			"calls":[{"tool":"shell","call_id":"call_9","arguments":"{}","outcome":"denied"}],
			"flags":[{"kind":"receipt_less_claim","tool":"shell","text":"I ran <script>alert(1)</script> git log","reason":"claims a shell run with no receipt","action":"run","object":"git log"},
			{"kind":"invalid_receipt","receipt":"zc-receipt-1774600000-AAAAUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWAbb"}]}`)})
	r.Record(Record{Time: base.Add(2 * time.Minute), RequestID: "req-off", Model: "m-off", Mode: "off", Status: 502})
	return r
}

func get(t *testing.T, h http.Handler, target string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	resp := rec.Result()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

func TestPageRendersRecordsNewestFirst(t *testing.T) {
	h := Handler(Options{Ring: testRing(), Verifier: fakeVerifier{}})
	resp, body := get(t, h, "/zc/")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	iOff, iNew, iOld := strings.Index(body, `id="req-req-off"`), strings.Index(body, `id="req-req-new"`), strings.Index(body, `id="req-req-old"`)
	if iOff < 0 || iNew < 0 || iOld < 0 || !(iOff < iNew && iNew < iOld) {
		t.Errorf("entries not newest first: off %d, new %d, old %d", iOff, iNew, iOld)
	}
	for _, want := range []string{
		validToken,                           // the receipt
		"claims a shell run with no receipt", // the flag's reason
		"I ran &lt;script&gt;alert(1)&lt;/script&gt; git log", // the flagged sentence, escaped
		"rm is not allowed",                // a failed call's detail
		"receipt not issued by this proxy", // the invalid receipt flag, in words
		"action: run, object: git log",
		"Flagged only (1)",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, notWant := range []string{"<script>", "secret-arg", "private prompt"} {
		if strings.Contains(body, notWant) {
			t.Errorf("page shows %q", notWant)
		}
	}
	csp := resp.Header.Get("Content-Security-Policy")
	if !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
		t.Errorf("CSP = %q", csp)
	}
	if strings.Contains(body, "http://") || strings.Contains(body, "https://") || strings.Contains(body, "<script") {
		t.Error("page references an external asset or a script")
	}
}

func TestPageFlaggedFilter(t *testing.T) {
	_, body := get(t, Handler(Options{Ring: testRing()}), "/zc/?flagged=1")
	if !strings.Contains(body, `id="req-req-new"`) || strings.Contains(body, `id="req-req-old"`) || strings.Contains(body, `id="req-req-off"`) {
		t.Errorf("flagged filter shows the wrong entries:\n%s", body)
	}
	_, body = get(t, Handler(Options{Ring: NewRing(2)}), "/zc/?flagged=1")
	if !strings.Contains(body, "No flagged answers") {
		t.Error("empty flagged view says nothing")
	}
}

func TestPageShowsPromptsOnlyWhenAllowed(t *testing.T) {
	_, body := get(t, Handler(Options{Ring: testRing(), ShowPrompts: true}), "/zc/")
	for _, want := range []string{"the user&#39;s private prompt", "secret-arg"} {
		if !strings.Contains(body, want) {
			t.Errorf("ShowPrompts page lacks %q", want)
		}
	}
}

func TestPageVerifyBox(t *testing.T) {
	h := Handler(Options{Ring: testRing(), Verifier: fakeVerifier{validToken: {Status: "valid", Tool: "shell", CallID: "call_1"}}})
	tests := []struct{ name, token, status, want string }{
		{"valid", validToken, "valid", "Tool <code>shell</code>, call <code>call_1</code>"},
		{"invalid", "zc-receipt-1774600000-AAAAUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWAbb", "invalid", "Not issued by this proxy"},
		{"hostile input escaped", `"><script>x</script>`, "invalid", "&#34;&gt;&lt;script&gt;x&lt;/script&gt;"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, body := get(t, h, "/zc/?verify="+urlQuery(tc.token))
			if !strings.Contains(body, `data-status="`+tc.status+`"`) || !strings.Contains(body, tc.want) {
				t.Errorf("verdict for %q lacks status %s / %q", tc.token, tc.status, tc.want)
			}
			if strings.Contains(body, "<script>x") {
				t.Error("input not escaped")
			}
		})
	}
	_, body := get(t, Handler(Options{Ring: testRing()}), "/zc/?verify="+validToken)
	if strings.Contains(body, `id="verdict"`) || strings.Contains(body, `name="verify"`) {
		t.Error("verify box shown without a Verifier")
	}
}

func TestPageMethodsAndPaths(t *testing.T) {
	h := Handler(Options{Ring: testRing()})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/zc/", strings.NewReader("x")))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST = %d", rec.Code)
	}
	if resp, _ := get(t, h, "/zc/other"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("/zc/other = %d", resp.StatusCode)
	}
}

func TestEntryToleratesOddReports(t *testing.T) {
	for _, rep := range []string{``, `not json`, `[]`, `{"flags":"x","calls":{}}`, `{"flags":[{"kind":"future_kind"}]}`} {
		e := newEntry(Record{Report: json.RawMessage(rep), Mode: "on"}, false)
		if rep == `{"flags":[{"kind":"future_kind"}]}` && (len(e.Flags) != 1 || e.Flags[0].Label != "future kind") {
			t.Errorf("unknown flag kind not shown: %+v", e.Flags)
		}
	}
	long := strings.Repeat("é", 5000)
	e := newEntry(Record{Report: json.RawMessage(`{"flags":[{"kind":"receipt_less_claim","text":"` + long + `"}]}`)}, false)
	if len(e.Flags[0].Text) > maxShownText+4 || !strings.HasSuffix(e.Flags[0].Text, "…") {
		t.Errorf("long text not clipped: %d bytes", len(e.Flags[0].Text))
	}
}

func urlQuery(s string) string { return url.QueryEscape(s) }

// FuzzNewEntry: any report renders (no panic, no unescaped markup).
func FuzzNewEntry(f *testing.F) {
	for _, s := range []string{`{}`, `{"flags":[{"kind":"receipt_less_claim","text":"<b>x</b>"}]}`, `{"calls":[{"tool":1}]}`, `{"events":[null]}`, `[`} {
		f.Add(s, "req-1")
	}
	h := Handler(Options{Ring: NewRing(1)})
	f.Fuzz(func(t *testing.T, report, id string) {
		r := NewRing(1)
		r.Record(Record{Report: json.RawMessage(report), RequestID: id, Mode: "on", Status: 200})
		h = Handler(Options{Ring: r})
		resp, body := get(t, h, "/zc/")
		if resp.StatusCode != 200 {
			t.Fatalf("status %d", resp.StatusCode)
		}
		if strings.Contains(report+id, "<b>") && strings.Contains(body, "<b>") {
			t.Fatal("markup from the report reached the page")
		}
	})
}

// TestFlagReasonInWords: a flag's reason code (no_call, call_failed, ...)
// reads on the page as the footer says it, with the code kept in an
// attribute; a reason already in words is shown as it is.
func TestFlagReasonInWords(t *testing.T) {
	tests := []struct {
		name, reason, want, notWant string
	}{
		{"no call", "no_call", "no receipt: no run call was made in this conversation", ">no_call<"},
		{"call failed", "call_failed", "no receipt: the run call about git log failed", ">call_failed<"},
		{"no matching call", "no_matching_call", "no receipt: run calls were made, but none about git log", ">no_matching_call<"},
		{"receipt does not verify", "receipt_not_valid", "no receipt: the receipt of the matching run call does not verify", ">receipt_not_valid<"},
		{"words already", "the model said so", "the model said so", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := NewRing(2)
			r.Record(Record{Time: time.Now(), RequestID: "req-1", Model: "m", Mode: "on", Status: 200,
				Report: json.RawMessage(`{"receipts":[],"events":[],"calls":[],"flags":[{"kind":"receipt_less_claim","tool":"shell","text":"I ran git log","reason":"` +
					tc.reason + `","action":"run","object":"git log"}]}`)})
			_, body := get(t, Handler(Options{Ring: r, Verifier: fakeVerifier{}}), "/zc/")
			if !strings.Contains(body, tc.want) {
				t.Errorf("page lacks %q", tc.want)
			}
			if tc.notWant != "" {
				if strings.Contains(body, tc.notWant) {
					t.Errorf("page shows the bare code %q", tc.notWant)
				}
				if !strings.Contains(body, `data-reason="`+tc.reason+`"`) {
					t.Errorf("page lacks the code in data-reason")
				}
			}
		})
	}
}

// TestFlagUnprotectedInWords: a footer_unprotected flag reads on the page
// as the footer's warning, under its label, with its reason code kept in
// an attribute.
func TestFlagUnprotectedInWords(t *testing.T) {
	for _, tc := range []struct{ reason, want string }{
		{"style_sheet", "This answer carries a style sheet: a page that applies it may hide this footer."},
		{"plaintext", "This answer leaves a plaintext element open"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			r := NewRing(2)
			r.Record(Record{Time: time.Now(), RequestID: "req-1", Model: "m", Mode: "on", Status: 200,
				Report: json.RawMessage(`{"receipts":[],"events":[],"calls":[],"flags":[{"kind":"footer_unprotected","text":"<style>","reason":"` + tc.reason + `","start":3,"end":20}]}`)})
			_, body := get(t, Handler(Options{Ring: r, Verifier: fakeVerifier{}}), "/zc/")
			for _, want := range []string{tc.want, "markup that can hide the footer", `data-reason="` + tc.reason + `"`, "&lt;style&gt;"} {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}
		})
	}
}
