package chatcall

import (
	"testing"

	"github.com/tidwall/gjson"
)

func TestNameArgs(t *testing.T) {
	for _, tc := range []struct{ call, name, args string }{
		{`{"id":"c","type":"function","function":{"name":"shell","arguments":"{}"}}`, "shell", "{}"},
		{`{"id":"c","function":{"name":"shell","arguments":"{}"}}`, "shell", "{}"},
		{`{"id":"c","type":"custom","custom":{"name":"apply_patch","input":"*** Begin Patch"}}`, "apply_patch", "*** Begin Patch"},
		{`{"id":"c","custom":{"name":"apply_patch","input":"x"}}`, "apply_patch", "x"},
		{`{"id":"c","type":"function","function":{"name":"f","arguments":"{}"},"custom":{"name":"g","input":"x"}}`, "f", "{}"},
	} {
		name, args := NameArgs(gjson.Parse(tc.call))
		if name != tc.name || args != tc.args {
			t.Errorf("NameArgs(%s) = %q, %q; want %q, %q", tc.call, name, args, tc.name, tc.args)
		}
	}
}

func TestKindAmbiguous(t *testing.T) {
	for _, c := range []struct {
		deltas []string
		want   bool
	}{
		{[]string{`{"id":"c","type":"function","function":{"name":"f","arguments":"{}"}}`}, false},
		{[]string{`{"id":"c","type":"custom","custom":{"name":"p","input":"x"}}`}, false},
		{[]string{`{"id":"c","function":{"name":"f"}}`, `{"function":{"arguments":"{}"}}`}, false},
		{[]string{`{"id":"c","custom":{"name":"p"}}`, `{"custom":{"input":"x"}}`}, false},
		{[]string{`{"id":"c","type":"","function":null,"custom":{"name":"p"}}`}, false},
		{[]string{`{"id":"c","type":"function","function":{"name":"f"},"custom":{"name":"p"}}`}, true},
		{[]string{`{"id":"c","function":{"name":"f"}}`, `{"custom":{"input":"x"}}`}, true},
		{[]string{`{"id":"c","type":"function","function":{"name":"f"}}`, `{"type":"custom"}`}, true},
		{[]string{`{"id":"c","type":"custom","function":{"name":"f"}}`}, true},
		{[]string{`{"id":"c","type":"function","custom":{"name":"p"}}`}, true},
		{[]string{`{"id":"c","type":"tool","function":{"name":"f"}}`}, true},
		{[]string{`{"id":"c","type":true,"function":{"name":"f"}}`}, true},
		{[]string{`{"id":"c","TYPE":"custom","function":{"name":"f"}}`}, true},
		{[]string{`{"id":"c","type":"function","functioN":{"name":"f"}}`}, true},
	} {
		var k Kind
		for _, d := range c.deltas {
			var one Kind
			one.NoteAll(gjson.Parse(d))
			k.Add(one)
		}
		if got := k.Ambiguous(); got != c.want {
			t.Errorf("%v: Ambiguous = %v, want %v", c.deltas, got, c.want)
		}
	}
}
