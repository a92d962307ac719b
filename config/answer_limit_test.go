package config

import (
	"errors"
	"strings"
	"testing"
)

// TestAttack14AnswerLimitConfig: limits.max_answer_bytes (the text one
// request holds for the final claim check) defaults once to 2 MiB, keeps
// an explicit value, and a bad value is reported with every other
// problem at once.
func TestAttack14AnswerLimitConfig(t *testing.T) {
	cfg, err := Parse([]byte(minimalConfig), env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Limits.MaxAnswerBytes; got != 2<<20 {
		t.Errorf("default %d, want 2 MiB", got)
	}
	again, err := cfg.Checked()
	if err != nil || again.Limits.MaxAnswerBytes != DefaultMaxAnswerBytes {
		t.Errorf("defaults applied twice changed the bound: %d", again.Limits.MaxAnswerBytes)
	}
	cfg, err = Parse([]byte(minimalConfig+"limits: {max_answer_bytes: 65536}"), env(nil))
	if err != nil || cfg.Limits.MaxAnswerBytes != 65536 {
		t.Fatalf("explicit value: %v, %+v", err, cfg)
	}
	_, err = Parse([]byte(minimalConfig+"limits: {max_answer_bytes: -1, max_response_bytes: -1}\nlog: {level: loud}"), env(nil))
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v, want a *Error", err)
	}
	all := strings.Join(ce.Problems, "\n")
	for _, want := range []string{"limits.max_answer_bytes: must be positive", "limits.max_response_bytes: must be positive", "log.level"} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q:\n%s", want, all)
		}
	}
	if _, err := Parse([]byte(minimalConfig+"limits: {max_answer_byte: 1}"), env(nil)); err == nil || !strings.Contains(err.Error(), "did you mean max_answer_bytes") {
		t.Errorf("a misspelt key: %v", err)
	}
}
