package upstream

import (
	"net/http"
	"testing"
	"time"
)

func TestRetryAfterParse(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	tests := []struct {
		name   string
		header http.Header
		want   time.Duration
		ok     bool
	}{
		{"absent", http.Header{}, 0, false},
		{"seconds", http.Header{"Retry-After": {"7"}}, 7 * time.Second, true},
		{"zero", http.Header{"Retry-After": {"0"}}, 0, true},
		{"negative", http.Header{"Retry-After": {"-1"}}, 0, false},
		{"date ahead", http.Header{"Retry-After": {"Fri, 02 Jan 2026 03:05:05 GMT"}}, time.Minute, true},
		{"date past", http.Header{"Retry-After": {"Fri, 02 Jan 2026 03:00:00 GMT"}}, 0, true},
		{"garbage", http.Header{"Retry-After": {"soon"}}, 0, false},
		{"ms", http.Header{"Retry-After-Ms": {"250"}}, 250 * time.Millisecond, true},
		{"bad ms falls back", http.Header{"Retry-After-Ms": {"x"}, "Retry-After": {"2"}}, 2 * time.Second, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := retryAfter(tc.header, now)
			if got != tc.want || ok != tc.ok {
				t.Errorf("retryAfter = %v, %v; want %v, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}
