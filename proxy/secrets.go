package proxy

// secrets are the config's credentials (upstream API keys, client keys),
// which toolrun redacts from tool output so a tool that reads a config
// file or prints its environment cannot hand them to the model.
func (c *Config) secrets() []string {
	out := append([]string(nil), c.Auth.Keys...)
	out = append(out, c.Auth.AdminKeys...)
	for _, u := range c.Upstreams {
		if u.APIKey != "" {
			out = append(out, u.APIKey)
		}
	}
	return out
}
