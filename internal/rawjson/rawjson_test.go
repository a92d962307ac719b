package rawjson

import "testing"

func TestMarshalKeepsHTML(t *testing.T) {
	if got := string(Marshal("<a&b>")); got != `"<a&b>"` {
		t.Errorf("Marshal = %s, want the text unescaped", got)
	}
}

func TestTrimSpace(t *testing.T) {
	for in, want := range map[string]string{" \t{}\r\n": "{}", "": "", "  ": "", "[1] ": "[1]", "\v1": "\v1"} {
		if got := string(TrimSpace([]byte(in))); got != want {
			t.Errorf("TrimSpace(%q) = %q, want %q", in, got, want)
		}
	}
}
