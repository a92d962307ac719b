package loop

import "testing"

func TestSumUsage(t *testing.T) {
	cases := []struct {
		name, a, b, want string
	}{
		{"flat", `{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}`, `{"prompt_tokens":10,"completion_tokens":20,"total_tokens":30}`,
			`{"prompt_tokens":11,"completion_tokens":22,"total_tokens":33}`},
		{"details", `{"prompt_tokens":1,"prompt_tokens_details":{"cached_tokens":0,"audio_tokens":0}}`, `{"prompt_tokens":2,"prompt_tokens_details":{"cached_tokens":4864}}`,
			`{"prompt_tokens":3,"prompt_tokens_details":{"cached_tokens":4864,"audio_tokens":0}}`},
		{"keys only in b", `{"a":1}`, `{"b":{"c":2},"a":1}`, `{"a":2,"b":{"c":2}}`},
		{"floats", `{"cost":0.5}`, `{"cost":0.25}`, `{"cost":0.75}`},
		{"non-numbers take b", `{"tier":"x","n":null}`, `{"tier":"y","n":3}`, `{"tier":"y","n":3}`},
		{"null in b keeps a", `{"d":{"x":1}}`, `{"d":null}`, `{"d":{"x":1}}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(SumUsage([]byte(tc.a), []byte(tc.b))); got != tc.want {
				t.Errorf("SumUsage = %s, want %s", got, tc.want)
			}
		})
	}
}
