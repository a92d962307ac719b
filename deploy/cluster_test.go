package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	zcproxy "github.com/zc-proxy/zc-proxy/proxy"
)

const clusterProfile = "cluster"

var (
	clusterReplicas = []string{"zc-proxy-1", "zc-proxy-2", "zc-proxy-3"}
	clusterServices = append([]string{"redis", "zc-balancer"}, clusterReplicas...)
)

// TestComposeClusterProfile: the "cluster" profile adds Redis, three
// replicas running deploy/cluster/config.yaml and HAProxy balancing over
// exactly those three, published on loopback only; without the profile
// none of it starts.
func TestComposeClusterProfile(t *testing.T) {
	root := repoRoot(t)
	t.Run("off by default", func(t *testing.T) {
		p := loadCompose(t, nil)
		for _, name := range clusterServices {
			if _, on := p.Services[name]; on {
				t.Errorf("%s runs without --profile %s", name, clusterProfile)
			}
		}
	})

	env := map[string]string{"REDIS_PASSWORD": "pw-compose-test", "ZC_CLUSTER_SECRET": "pOIRmEq4pN1F0Z6cFJ1dmM1B3vP8d0o2hXk0pXyWq6Y="}
	p := loadCompose(t, env, clusterProfile)
	for _, name := range clusterServices {
		s, err := p.GetService(name)
		if err != nil {
			t.Fatalf("service %s with --profile %s: %v", name, clusterProfile, err)
		}
		if !slices.Equal(s.Profiles, []string{clusterProfile}) {
			t.Errorf("%s profiles = %q, want only %q", name, s.Profiles, clusterProfile)
		}
		if name != "zc-balancer" && len(s.Ports) > 0 {
			t.Errorf("%s publishes %+v: only the balancer should", name, s.Ports)
		}
	}

	for _, name := range clusterReplicas {
		t.Run(name, func(t *testing.T) {
			s, _ := p.GetService(name)
			var cfg *types.ServiceVolumeConfig
			for i, v := range s.Volumes {
				if v.Target == configTarget {
					cfg = &s.Volumes[i]
				}
			}
			if cfg == nil || cfg.Source != filepath.Join(root, "deploy", "cluster", "config.yaml") || !cfg.ReadOnly {
				t.Errorf("config mount = %+v, want deploy/cluster/config.yaml read-only at %s", cfg, configTarget)
			}
			if !slices.Contains(s.Command, configTarget) {
				t.Errorf("command %q does not read %s", s.Command, configTarget)
			}
			if v := s.Environment["REDIS_PASSWORD"]; v == nil || *v != env["REDIS_PASSWORD"] {
				t.Error("REDIS_PASSWORD is not passed from the environment")
			}
			if v := s.Environment["ZC_CLUSTER_SECRET"]; v == nil || *v != env["ZC_CLUSTER_SECRET"] {
				t.Error("ZC_CLUSTER_SECRET is not passed from the environment")
			}
			if !s.ReadOnly || !slices.Contains(s.SecurityOpt, "no-new-privileges:true") || !slices.Contains(s.CapDrop, "ALL") {
				t.Error("replica is not hardened like the single proxy")
			}
			if _, ok := s.DependsOn["redis"]; !ok {
				t.Error("does not depend on redis")
			}
		})
	}

	t.Run("redis takes the same password", func(t *testing.T) {
		s, _ := p.GetService("redis")
		i := slices.Index(s.Command, "--requirepass")
		if i < 0 || i+1 >= len(s.Command) || s.Command[i+1] != env["REDIS_PASSWORD"] {
			t.Errorf("redis command %q: want --requirepass from REDIS_PASSWORD", redactArgs(s.Command))
		}
	})

	t.Run("balancer on loopback over the three replicas", func(t *testing.T) {
		s, _ := p.GetService("zc-balancer")
		if len(s.Ports) != 1 || s.Ports[0].HostIP != "127.0.0.1" || s.Ports[0].Target != 8080 {
			t.Errorf("ports = %+v, want one, on 127.0.0.1, to 8080", s.Ports)
		}
		var cfgPath string
		for _, v := range s.Volumes {
			if v.Target == "/usr/local/etc/haproxy/haproxy.cfg" && v.ReadOnly {
				cfgPath = v.Source
			}
		}
		if cfgPath == "" {
			t.Fatalf("no read-only haproxy.cfg mount: %+v", s.Volumes)
		}
		data, err := os.ReadFile(cfgPath)
		if err != nil {
			t.Fatal(err)
		}
		servers := regexp.MustCompile(`(?m)^\s*server\s+\S+\s+(\S+):8080\s+check`).FindAllStringSubmatch(string(data), -1)
		var hosts []string
		for _, m := range servers {
			hosts = append(hosts, m[1])
		}
		if !slices.Equal(hosts, clusterReplicas) {
			t.Errorf("haproxy.cfg servers %q, want %q with health checks", hosts, clusterReplicas)
		}
		for _, want := range []string{"balance roundrobin", "option httpchk GET /readyz", "bind :8080", "retry-on conn-failure"} {
			if !strings.Contains(string(data), want) {
				t.Errorf("haproxy.cfg lacks %q", want)
			}
		}
	})

	t.Run("haproxy accepts its config", func(t *testing.T) {
		bin, err := exec.LookPath("haproxy")
		if err != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("haproxy is missing and CI is set (.ci/run installs it)")
			}
			t.Skip("haproxy is not on PATH")
		}
		out, err := exec.Command(bin, "-c", "-f", filepath.Join(root, "deploy", "cluster", "haproxy.cfg")).CombinedOutput()
		if err != nil {
			t.Errorf("haproxy -c: %v\n%s", err, out)
		}
	})

	t.Run("replica config loads and shares through the redis service", func(t *testing.T) {
		data, err := os.ReadFile(filepath.Join(root, "deploy", "cluster", "config.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		getenv := func(k string) string { return env[k] }
		cfg, err := zcproxy.ParseConfig(data, getenv)
		if err != nil {
			t.Fatalf("deploy/cluster/config.yaml: %v", err)
		}
		if cfg.Cluster.RedisURL != "redis://:pw-compose-test@redis:6379/0" {
			t.Error("cluster.redis_url does not point at the redis service with REDIS_PASSWORD")
		}
		if cfg.Cluster.Secret != env["ZC_CLUSTER_SECRET"] {
			t.Error("cluster.secret is not ZC_CLUSTER_SECRET")
		}
		if cfg.Receipts.Signing != "ed25519" {
			t.Errorf("receipts.signing = %q: replicas need ed25519 to check each other's receipts", cfg.Receipts.Signing)
		}
		if !strings.HasPrefix(cfg.Listen, "0.0.0.0:") {
			t.Errorf("listen = %q: the balancer reaches replicas over the compose network", cfg.Listen)
		}
	})
}

func redactArgs(args []string) []string {
	out := slices.Clone(args)
	for i := range out {
		if i > 0 && out[i-1] == "--requirepass" {
			out[i] = "[redacted]"
		}
	}
	return out
}
