package loop

import (
	"math"
	"testing"

	"github.com/tidwall/gjson"
)

// TestOutputCapOfShapes: what clients put in a cap member, and what the
// loop reads as the cap (0: none; the upstream answers the rest).
func TestOutputCapOfShapes(t *testing.T) {
	for _, tc := range []struct {
		body   string
		want   int64
		member string
	}{
		{`{}`, 0, ""},
		{`{"max_tokens":null}`, 0, ""},
		{`{"max_tokens":"250"}`, 0, ""},
		{`{"max_tokens":0}`, 0, ""},
		{`{"max_tokens":-5}`, 0, ""},
		{`{"max_tokens":-1e30}`, 0, ""},
		{`{"max_tokens":0.5}`, 0, ""},
		{`{"max_tokens":250.0}`, 250, "max_tokens"},
		{`{"max_tokens":2.5e2}`, 250, "max_tokens"},
		{`{"max_tokens":99999999999999999999}`, math.MaxInt64, "max_tokens"},
		{`{"max_tokens":1e400}`, math.MaxInt64, "max_tokens"},
		{`{"max_tokens":300,"max_completion_tokens":250}`, 250, "max_completion_tokens"},
		{`{"max_tokens":null,"max_completion_tokens":250}`, 250, "max_completion_tokens"},
	} {
		names := []string{"max_completion_tokens", "max_tokens"}
		n, m := OutputCapFrom([]gjson.Result{gjson.Get(tc.body, names[0]), gjson.Get(tc.body, names[1])}, names)
		if n != tc.want || m != tc.member {
			t.Errorf("OutputCapFrom(%s) = %d, %q, want %d, %q", tc.body, n, m, tc.want, tc.member)
		}
	}
	body, err := LowerOutputCaps([]byte(`{"max_tokens":1e20,"max_completion_tokens":250}`), 100, "max_completion_tokens", "max_tokens")
	if err != nil || string(body) != `{"max_tokens":100,"max_completion_tokens":100}` {
		t.Errorf("LowerOutputCaps = %s, %v", body, err)
	}
}
