package config

import (
	"maps"
	"slices"
)

// Secrets are every value in the config that may be a credential:
// upstream API keys, client and admin keys, every value that came from a
// ${VAR}, and every header and environment value of a tool. toolrun
// redacts them from tool output (and the proxy from whatever else it
// relays), so a tool that reads a config file, prints its environment or
// meets a service that reflects a header cannot hand them to the model.
func (c *Config) Secrets() []string {
	out := append([]string(nil), c.Auth.Keys...)
	out = append(out, c.Auth.AdminKeys...)
	for _, u := range c.Upstreams {
		if u.APIKey != "" {
			out = append(out, u.APIKey)
		}
	}
	out = append(out, c.envValues...)
	for _, t := range c.Tools {
		for _, k := range slices.Sorted(maps.Keys(t.Headers)) {
			out = append(out, t.Headers[k])
		}
		for _, k := range slices.Sorted(maps.Keys(t.Env)) {
			out = append(out, t.Env[k])
		}
	}
	return out
}
