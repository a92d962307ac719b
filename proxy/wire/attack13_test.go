package wire

import "testing"

// TestAttack13HostWordBesideNonASCII: a host name is a word of a message
// when what stands beside it is no character of a host name: typographic
// quotes, a no-break space, an arrow end it; a letter or mark of another
// script (an internationalised name) continues it.
func TestAttack13HostWordBesideNonASCII(t *testing.T) {
	for _, c := range []struct {
		msg, host string
		want      bool
	}{
		{"backend \u201cllm.internal\u201d refused", "llm.internal", true},
		{"connect to\u00a010.0.0.5:8000\u00a0refused", "10.0.0.5:8000", true},
		{"upstream\u2192llm timed out", "llm", true},
		{"«LLM»", "llm", true},
		{"llm.", "llm", true},
		// twins: the host inside a longer name
		{"LiteLLM said no", "llm", false},
		{"münchen-llm is down", "llm", false},
		{"übllm is down", "llm", false},
		{"llmé is down", "llm", false},
		{"llm.internal2 is down", "llm.internal", false},
	} {
		if got := hasWordFold(c.msg, c.host); got != c.want {
			t.Errorf("hasWordFold(%q, %q) = %v, want %v", c.msg, c.host, got, c.want)
		}
	}
}
