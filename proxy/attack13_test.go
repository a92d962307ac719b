package proxy

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAttack13UpstreamAddressBesideNonASCII: the address check took any
// byte from 0x80 up for a letter of a host name, so an upstream error that
// wrote its address between typographic quotes, after a no-break space or
// an arrow ("connect to “10.0.0.5:8000” refused", "upstream→llm:8000")
// named no host "as a word" and reached the client, on both wires, JSON
// and streamed. The twin: a host inside a longer non-ASCII name
// ("münchen-llm") is still not the host "llm".
func TestAttack13UpstreamAddressBesideNonASCII(t *testing.T) {
	wrap := []struct{ before, after string }{
		{"backend \u201c", "\u201d refused the connection"},
		{"connect to\u00a0", "\u00a0refused"},
		{"upstream\u2192", " timed out"},
		{"«", "» unreachable"},
	}
	for _, w := range wrap {
		for _, port := range []bool{true, false} {
			up := http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
				host := r.Host
				if !port {
					host = host[:strings.LastIndexByte(host, ':')]
				}
				rw.Header().Set("Content-Type", "application/json")
				rw.WriteHeader(http.StatusBadRequest)
				rw.Write([]byte(`{"error":{"message":` + jsonString(w.before+host+w.after) + `,"type":"invalid_request_error","code":"bad"}}`))
			})
			upSrv := httptest.NewServer(up)
			env := startLoopEnv(t, upSrv.URL, testSpecs(), nil, nil)
			hostport := strings.TrimPrefix(upSrv.URL, "http://")
			hostname := hostport[:strings.LastIndexByte(hostport, ':')]
			for name, got := range postHiOnEveryWire(t, env) {
				if strings.Contains(string(got), hostname) {
					t.Errorf("%s, %q…%q (port %v): the upstream's address reached the client: %s", name, w.before, w.after, port, got)
				}
			}
			upSrv.Close()
		}
	}
}

// TestAttack13NestedJSONResultQuadratic: when an answer shows output
// lines, each call's result that is JSON is read once for its records
// (an object's values as one table row: claims jsonRecords), by a walk
// that went into each nested value after gjson's ForEach had scanned it
// whole to find its end: a result nested d deep cost d passes over it.
// A client tool's result in the client's re-sent history is such a call
// (up to 1 MB of it is read), and so is an echo the model runs: 64 KB of
// brackets cost seconds of CPU, a megabyte minutes, for one request.
// The twin: a result of the same size nested once.
func TestAttack13NestedJSONResultQuadratic(t *testing.T) {
	const answer = "The lookup returned:\n\n```\nstatus ok\n```\n"
	reply := `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(answer) + `},"finish_reason":"stop"}]}`
	env := newLoopEnv(t, scripted.Replay([]byte(reply), "application/json"), testSpecs(), nil)
	post := func(result string) (time.Duration, []byte) {
		body := `{"model":"gpt-test","tools":[{"type":"function","function":{"name":"lookup","description":"Look up a record.","parameters":{"type":"object"}}}],` +
			`"messages":[{"role":"user","content":"look it up"},` +
			`{"role":"assistant","content":null,"tool_calls":[{"id":"call_c1","type":"function","function":{"name":"lookup","arguments":"{}"}}]},` +
			`{"role":"tool","tool_call_id":"call_c1","content":` + jsonString(result) + `}]}`
		start := time.Now()
		resp, got := env.post(t, body, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got)
		}
		return time.Since(start), got
	}
	const depth = 24000
	deep := strings.Repeat("[", depth) + `{"status":"ok","n":1}` + strings.Repeat("]", depth)
	flat := "[" + strings.Repeat("0,", depth-1) + `{"status":"ok","n":1}` + "]"
	for len(flat) < len(deep) {
		flat = "[0," + flat[1:]
	}
	post(flat) // warm up
	tf, gotFlat := post(flat)
	td, gotDeep := post(deep)
	if td > 10*tf+time.Second {
		t.Errorf("a client tool result nested %d deep took %v, the same bytes nested once %v", depth, td, tf)
	}
	for _, got := range [][]byte{gotFlat, gotDeep} {
		if !strings.Contains(string(got), "status ok") {
			t.Errorf("the answer did not reach the client: %s", got)
		}
	}
}

// TestAttack13UsageSumQuadratic: the loop sums the usage objects of its
// upstream calls member by member, and looked each member of the sum up
// in the next usage object by a scan of it (gjson Get): an upstream that
// sent usage objects of many members made a tool round cost members ×
// bytes (870 KB of usage: 54 s of CPU). The sum is one look-up per member
// now, and a usage object past 64 KiB (no provider sends one: theirs are
// a few hundred bytes) is not summed. The twin: an ordinary usage object
// is summed across the round.
func TestAttack13UsageSumQuadratic(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5`)
	for i := 0; b.Len() < 400<<10; i++ {
		fmt.Fprintf(&b, `,"k%d":1`, i)
	}
	b.WriteString(`}`)
	big := b.String()
	small := `{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}`
	run := func(usage string) (time.Duration, []byte) {
		var n atomic.Int32
		up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			if n.Add(1) == 1 {
				w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}}]},"finish_reason":"tool_calls"}],"usage":` + usage + `}`))
				return
			}
			w.Write([]byte(`{"id":"c2","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"It printed hi."},"finish_reason":"stop"}],"usage":` + usage + `}`))
		})
		env := newLoopEnv(t, up, testSpecs(), nil)
		start := time.Now()
		resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"say hi"}]}`, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got)
		}
		return time.Since(start), got
	}
	ts, got := run(small)
	if u := gjson.GetBytes(got, "usage"); u.Get("prompt_tokens").Int() != 6 || u.Get("total_tokens").Int() != 10 {
		t.Errorf("twin: the usage of the round is not summed: %s", u.Raw)
	}
	if tb, _ := run(big); tb > 20*ts+2*time.Second {
		t.Errorf("a round with %d KB usage objects took %v (%v with ordinary ones)", len(big)>>10, tb, ts)
	}
}

// TestAttack13UserTextTimesSentences: the claim detector looks words,
// names and blocks of the answer up in every user message of the
// history (whether the user wrote them), a scan of all the user's text
// per look-up: a client that sends 12 MB of user text made each sentence
// of an ordinary answer cost tens of milliseconds (200 sentences: about
// six seconds of CPU for one request). The detector reads at most
// maxUserTextBytes of the user's messages, newest first. The twin: the
// same bytes in a system message (no user text) cost the same.
func TestAttack13UserTextTimesSentences(t *testing.T) {
	var ans strings.Builder
	for i := range 200 {
		fmt.Fprintf(&ans, "I deleted the file report%d.csv from the Portland server. ", i)
	}
	reply := `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(ans.String()) + `},"finish_reason":"stop"}]}`
	env := newLoopEnv(t, scripted.Replay([]byte(reply), "application/json"), testSpecs(), func(c *Config) {
		c.Limits.MaxRequestBytes = 32 << 20
	})
	filler := jsonString(strings.Repeat("lorem ipsum dolor sit amet ", (12<<20)/27))
	post := func(role string) (time.Duration, []byte) {
		body := `{"model":"gpt-test","messages":[{"role":` + jsonString(role) + `,"content":` + filler + `},{"role":"user","content":"clean up the reports"}]}`
		// process CPU, not wall time: a loaded CI machine stretched the
		// wall clock of one post and not the other
		var resp *http.Response
		var got []byte
		d := cputime.OfProcess(func() { resp, got = env.post(t, body, nil) })
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got[:min(len(got), 300)])
		}
		return d, got
	}
	post("system") // warm up
	ts, gotS := post("system")
	tu, gotU := post("user")
	if tu > 2*ts+time.Second {
		t.Errorf("12 MB of user text made the answer's check take %v (%v as a system message)", tu, ts)
	}
	for _, got := range [][]byte{gotS, gotU} {
		if n := len(gjson.GetBytes(got, "zc_receipts.flags").Array()); n == 0 {
			t.Errorf("the answer's claims are not flagged: %s", got[:min(len(got), 300)])
		}
	}
}

// TestAttack13ManyHistoryCallsTimesClaims: backing weighs every claim of
// the answer against every call of the conversation, and per pair read
// the tool's name afresh (a replacer built for each), after a sibling
// reading that compared every call's arguments with every other call's:
// a client history of 1,000 client tool calls beside an answer of 1,000
// claims cost seconds of CPU (4,000 calls and 2,000 claims: three
// minutes). The twin: the same answer beside ten calls.
func TestAttack13ManyHistoryCallsTimesClaims(t *testing.T) {
	var ans strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&ans, "I deleted the file report%d.csv from the Portland server. ", i)
	}
	reply := `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(ans.String()) + `},"finish_reason":"stop"}]}`
	env := newLoopEnv(t, scripted.Replay([]byte(reply), "application/json"), testSpecs(), nil)
	post := func(calls int) time.Duration {
		var b strings.Builder
		b.WriteString(`{"model":"gpt-test","tools":[{"type":"function","function":{"name":"lookup","description":"Look up a row.","parameters":{"type":"object"}}}],"messages":[{"role":"user","content":"look them up"}`)
		for i := range calls {
			fmt.Fprintf(&b, `,{"role":"assistant","content":null,"tool_calls":[{"id":"call_%d","type":"function","function":{"name":"lookup","arguments":"{\"q\":\"row %d of the table\"}"}}]}`, i, i)
			fmt.Fprintf(&b, `,{"role":"tool","tool_call_id":"call_%d","content":"row %d: ok"}`, i, i)
		}
		b.WriteString(`]}`)
		var resp *http.Response
		var got []byte
		d := cputime.OfProcess(func() { resp, got = env.post(t, b.String(), nil) })
		if resp.StatusCode != http.StatusOK || len(gjson.GetBytes(got, "zc_receipts.flags").Array()) == 0 {
			t.Fatalf("status %d, no flags: %s", resp.StatusCode, got[:min(len(got), 300)])
		}
		return d
	}
	post(250) // warm up
	// each claim is weighed against each call (linear in the calls for a
	// given answer): four times the calls cost about four times as much;
	// a reading of every call against every other made it sixteen
	few := post(250)
	if many := post(1000); many > 8*few+500*time.Millisecond {
		t.Errorf("an answer of 1,000 claims beside 1,000 history calls cost %v of CPU (%v beside 250)", many, few)
	}
}
