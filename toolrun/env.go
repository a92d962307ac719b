package toolrun

import (
	"maps"
	"os"
	"slices"
)

// inheritedEnv names the variables a tool process inherits from the proxy.
// Everything else is withheld: the proxy's environment holds upstream API
// keys, and an allowlisted `env` or `printenv` must not reveal them.
var inheritedEnv = []string{"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR"}

// toolEnv is the environment of a tool process: the inherited variables
// that are set, then the spec's extra ones (which win).
func toolEnv(extra map[string]string) []string {
	env := make([]string, 0, len(inheritedEnv)+len(extra))
	for _, k := range inheritedEnv {
		if _, override := extra[k]; override {
			continue
		}
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(extra)) {
		env = append(env, k+"="+extra[k])
	}
	return env
}
