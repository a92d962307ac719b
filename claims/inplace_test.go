package claims

import (
	"strings"
	"testing"
)

const jsonSvc = "[\n  {\n    \"name\": \"web\",\n    \"state\": \"degraded\"\n  },\n  {\n    \"name\": \"db\",\n    \"state\": \"healthy\"\n  }\n]"

// TestOutputLineWordsInPlace: a line shown as a call's output is backed
// only by one line of its result holding its words in order, negations
// kept (TestAttack11OutputBlockWordsRecombined); honest abridgements,
// re-spaced columns, prefixes and a row's key column stay backed.
func TestOutputLineWordsInPlace(t *testing.T) {
	for _, c := range []struct {
		name, res, shown string
		want             bool
	}{
		{"swapped verdicts", "test_login PASSED\ntest_payment FAILED", "test_login FAILED", false},
		{"both passed", "test_login PASSED\ntest_payment FAILED", "test_payment PASSED", false},
		{"dropped not", "migration 0042: not applied\nbackup: ok", "migration 0042: applied", false},
		{"dropped no", "replication: no errors since restart", "replication: errors since restart", false},
		{"dropped nicht", "Dienst web: nicht erreichbar", "Dienst web: erreichbar", false},
		{"dropped n't", "the backup wasn't verified", "the backup verified", false},
		{"added no", "replication: errors since restart", "replication: no errors since restart", false},
		{"swapped services", "service web: degraded\nservice db: healthy", "service web: healthy", false},
		{"reordered words", "moved from staging to production", "moved from production to staging", false},
		{"words of two lines", "alpha ready\nbeta failed", "alpha failed", false},
		// negative twins: honest shapes
		{"as printed", "test_login PASSED\ntest_payment FAILED", "test_payment FAILED", true},
		{"re-spaced", "prod-w-1    Ready    <none>   214d   v1.30.4", "prod-w-1 Ready 214d v1.30.4", true},
		{"abridged", "2026-12-04 WARN disk usage on /var at 91 percent", "WARN disk usage on /var", true},
		{"prefix without its tail", "migration 0042: not applied", "migration 0042", true},
		{"negation kept", "migration 0042: not applied", "migration 0042: not applied", true},
		{"negation inside a name", "reason=do_not_honor order=99157", "reason=do_not_honor order=99157", true},
		{"elided word", "/var/lib/postgresql/data is full", "/var/lib/postgre… is full", true},
		{"joined key", "temp_garage 11.4", "temp garage 11.4", true},
		{"short verdict swapped", "db: ok\nweb: down", "web: ok", false},
		{"short verdict up", "web   down\ndb   up", "web up", false},
		{"short verdict as printed", "db: ok\nweb: down", "db: ok", true},
		{"short word row", "web   up   3d", "| web | up | 3d |", true},
		{"short word after a joined figure", "a,b ok", "a,b ok", true},
		{"short word after an apostrophe", "it's up", "it's up", true},
		{"json record as a row", jsonSvc, "web | degraded", true},
		{"json record after its receipt", jsonSvc + "\n\n[receipt: zc-receipt-1-x]", "db | healthy", true},
		{"json records swapped", jsonSvc, "web | healthy", false},
		{"json key with another key's value", "{\n  \"test_login\": \"PASSED\",\n  \"test_payment\": \"FAILED\"\n}", "test_login FAILED", false},
		{"compact json objects recombined", `[{"name":"web","state":"degraded"},{"name":"db","state":"healthy"}]`, "web healthy", false},
		{"compact json record as a row", `[{"name":"web","state":"degraded"},{"name":"db","state":"healthy"}]`, "| db | healthy |", true},
		{"compact json shown whole", `[{"name":"web","state":"degraded"},{"name":"db","state":"healthy"}]`, `[{"name":"web","state":"degraded"},{"name":"db","state":"healthy"}]`, true},
		{"compact json one object", `{"name":"web","state":"degraded","since":"monday"}`, `"name":"web","state":"degraded"`, true},
		{"json key with its value", "{\n  \"test_login\": \"PASSED\",\n  \"test_payment\": \"FAILED\"\n}", "test_login PASSED", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			calls := []Call{attack10bShell("call_a", "cat status.txt", c.res)}
			if got, miss := bodyGrounded(c.shown, calls); got != c.want {
				t.Errorf("bodyGrounded(%q) of %q = %v (miss %q), want %v", c.shown, c.res, got, miss, c.want)
			}
		})
	}
	t.Run("row key", func(t *testing.T) {
		greet := Call{ID: "call_g", Tool: "greet", Args: `{"name":"Ann"}`, Result: "hello Ann", Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}
		if got, miss := bodyGrounded("Ann hello Ann", []Call{greet}); !got {
			t.Errorf("a row keyed by the call's argument is not backed (miss %q)", miss)
		}
		if got, _ := bodyGrounded("Ann goodbye", []Call{greet}); got {
			t.Error("a row of a word the call never printed is backed")
		}
	})
}

// FuzzWordsInPlace: wordsInPlace never panics, and a result line shown
// as printed is always in place.
func FuzzWordsInPlace(f *testing.F) {
	f.Add("test_login PASSED\ntest_payment FAILED", "test_login FAILED")
	f.Add("migration 0042: not applied", "migration 0042: applied")
	f.Add("a_not_b <none> n't", "'' n't _")
	f.Fuzz(func(t *testing.T, res, shown string) {
		c := attack10bShell("call_a", "cat x", res)
		toks, cut := bodyTokensE(shown, 64)
		var ws []placeWord
		for i, w := range toks {
			ws = append(ws, placeWord{w: w, joined: true, cut: cut[i]})
		}
		wordsInPlace(shown, ws, &c)
		line, _, _ := strings.Cut(res, "\n")
		if strings.ContainsRune(line, '\r') || len(line) > 512 {
			return
		}
		c2 := attack10bShell("call_b", "cat x", res)
		toks, cut = bodyTokensE(line, 64)
		ws = ws[:0]
		for i, w := range toks {
			if strings.Trim(w, "0123456789.,") == "" {
				continue
			}
			ws = append(ws, placeWord{w: w, joined: true, cut: cut[i]})
		}
		if !wordsInPlace(line, ws, &c2) && fold(line) == strings.Split(fold(res), "\n")[0] {
			// tokens come from the line itself in order, deduplicated: a
			// later repeat is skipped, so the subsequence always holds
			t.Errorf("line %q is not in place in %q", line, res)
		}
	})
}
