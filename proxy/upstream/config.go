package upstream

import "time"

// Config is one model API (an entry of upstreams:). The first whose Models match wins.
type Config struct {
	Name    string        `yaml:"name"`
	BaseURL string        `yaml:"base_url"` // e.g. https://api.openai.com/v1
	APIKey  string        `yaml:"api_key"`  // sent as Bearer; never logged
	Models  []string      `yaml:"models"`   // glob patterns; default ["*"]
	Timeout time.Duration `yaml:"timeout"`  // whole upstream call, retries included; default 10m
	Retries RetryConfig   `yaml:"retries"`
}

// RetryConfig is an upstream's retries: block. A call is retried only
// before any byte of a response reached the proxy: on a failed dial (refused,
// unresolvable, unreachable) and on HTTP 429, 500, 502, 503 and 504, and
// only when its body can be sent again. Waits grow exponentially with
// jitter; a Retry-After header sets the wait instead.
type RetryConfig struct {
	Max           int           `yaml:"max"`             // retries after the first attempt; default 0 (none)
	Backoff       time.Duration `yaml:"backoff"`         // first wait, doubled per retry; default 500ms
	MaxBackoff    time.Duration `yaml:"max_backoff"`     // cap on one wait; default 10s
	MaxRetryAfter time.Duration `yaml:"max_retry_after"` // longest Retry-After honoured (a longer one ends the retries); default 30s
}
