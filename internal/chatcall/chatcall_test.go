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
