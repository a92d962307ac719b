package deploy

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
)

const (
	proxyService = "zc-proxy"
	modelService = "ollama"
	modelProfile = "local-model"
	configTarget = "/etc/zc-proxy/config.yaml"
)

// repoRoot is the directory holding docker-compose.yml and the Dockerfile.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatalf("repository root: %v", err)
	}
	return root
}

// loadCompose loads docker-compose.yml as `docker compose` would, with env
// as the only environment (no OS variables, no .env file) and profiles
// enabled.
func loadCompose(t *testing.T, env map[string]string, profiles ...string) *types.Project {
	t.Helper()
	root := repoRoot(t)
	var kv []string
	for k, v := range env {
		kv = append(kv, k+"="+v)
	}
	opts, err := cli.NewProjectOptions(
		[]string{filepath.Join(root, "docker-compose.yml")},
		cli.WithWorkingDirectory(root),
		cli.WithEnv(kv),
		cli.WithProfiles(profiles),
	)
	if err != nil {
		t.Fatalf("project options: %v", err)
	}
	p, err := cli.ProjectFromOptions(context.Background(), opts)
	if err != nil {
		t.Fatalf("load docker-compose.yml: %v", err)
	}
	return p
}

func proxy(t *testing.T, p *types.Project) types.ServiceConfig {
	t.Helper()
	s, err := p.GetService(proxyService)
	if err != nil {
		t.Fatalf("service %s: %v", proxyService, err)
	}
	return s
}

func TestComposeProxyService(t *testing.T) {
	root := repoRoot(t)
	s := proxy(t, loadCompose(t, nil))

	t.Run("builds from the root Dockerfile", func(t *testing.T) {
		if s.Build == nil {
			t.Fatal("no build section")
		}
		if s.Build.Context != root {
			t.Errorf("build context = %q, want the repository root %q", s.Build.Context, root)
		}
		df := s.Build.Dockerfile
		if !filepath.IsAbs(df) {
			df = filepath.Join(s.Build.Context, df)
		}
		if want := filepath.Join(root, "Dockerfile"); df != want {
			t.Errorf("dockerfile = %q, want %q", df, want)
		}
		if _, err := os.Stat(df); err != nil {
			t.Errorf("dockerfile: %v", err)
		}
		if s.Build.Target == "" {
			t.Error("no build target")
		} else if !slices.Contains(dockerfileStages(t), s.Build.Target) {
			t.Errorf("build target %q is not a stage of the Dockerfile %v", s.Build.Target, dockerfileStages(t))
		}
	})

	t.Run("mounts config.yaml read-only", func(t *testing.T) {
		var found bool
		for _, v := range s.Volumes {
			if v.Target != configTarget {
				continue
			}
			found = true
			if v.Type != types.VolumeTypeBind {
				t.Errorf("config mount type = %q, want bind", v.Type)
			}
			if want := filepath.Join(root, "config.yaml"); v.Source != want {
				t.Errorf("config mount source = %q, want %q", v.Source, want)
			}
			if !v.ReadOnly {
				t.Error("config mount is writable")
			}
		}
		if !found {
			t.Fatalf("no mount at %s in %+v", configTarget, s.Volumes)
		}
		if !slices.Contains(s.Command, configTarget) {
			t.Errorf("command %q does not read %s", s.Command, configTarget)
		}
	})

	t.Run("mounts a workspace where the example tools look", func(t *testing.T) {
		var found bool
		for _, v := range s.Volumes {
			if v.Target != s.WorkingDir && v.Target != "/workspace" {
				continue
			}
			found = true
			if v.Source != root || !v.ReadOnly {
				t.Errorf("workspace mount = %s -> %s (read-only %v), want the repository, read-only", v.Source, v.Target, v.ReadOnly)
			}
		}
		if !found {
			t.Fatalf("nothing mounted at /workspace, the tools image's working directory: %+v", s.Volumes)
		}
		other := proxy(t, loadCompose(t, map[string]string{"ZC_WORKSPACE": "/srv/repo"}))
		for _, v := range other.Volumes {
			if v.Target == "/workspace" && v.Source != "/srv/repo" {
				t.Errorf("ZC_WORKSPACE not honoured: %s", v.Source)
			}
		}
	})

	t.Run("publishes 8080 on loopback", func(t *testing.T) {
		var found bool
		for _, p := range s.Ports {
			if p.Target == 8080 && p.Published == "8080" {
				found = true
				if p.HostIP != "127.0.0.1" {
					t.Errorf("port 8080 host_ip = %q, want 127.0.0.1 (the example config has no client auth)", p.HostIP)
				}
			}
		}
		if !found {
			t.Errorf("8080:8080 not published in %+v", s.Ports)
		}
		if !slices.Contains(s.Command, "0.0.0.0:8080") {
			t.Errorf("command %q does not listen on 0.0.0.0:8080", s.Command)
		}
	})

	t.Run("has a health check on /healthz", func(t *testing.T) {
		hc := s.HealthCheck
		if hc == nil || hc.Disable || len(hc.Test) < 2 {
			t.Fatalf("health check = %+v, want an enabled test", hc)
		}
		if hc.Test[0] != "CMD" {
			t.Errorf("health check test starts %q, want CMD (no shell needed)", hc.Test[0])
		}
		if !slices.Contains(hc.Test, "http://127.0.0.1:8080/healthz") {
			t.Errorf("health check %q does not probe /healthz", hc.Test)
		}
	})

	t.Run("is hardened", func(t *testing.T) {
		if !s.ReadOnly {
			t.Error("root filesystem is writable")
		}
		if !slices.Contains(s.SecurityOpt, "no-new-privileges:true") {
			t.Errorf("security_opt = %q, want no-new-privileges:true", s.SecurityOpt)
		}
		if s.Restart != types.RestartPolicyUnlessStopped {
			t.Errorf("restart = %q, want %q", s.Restart, types.RestartPolicyUnlessStopped)
		}
	})
}

func TestComposeEnvironment(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want map[string]string
	}{
		{
			name: "defaults",
			env:  nil,
			want: map[string]string{"OPENAI_API_KEY": "", "ZC_UPSTREAM_URL": "http://ollama:11434/v1"},
		},
		{
			name: "from the environment",
			env:  map[string]string{"OPENAI_API_KEY": "sk-test-key", "ZC_UPSTREAM_URL": "https://api.example.test/v1"},
			want: map[string]string{"OPENAI_API_KEY": "sk-test-key", "ZC_UPSTREAM_URL": "https://api.example.test/v1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := proxy(t, loadCompose(t, tt.env))
			for k, want := range tt.want {
				got, ok := s.Environment[k]
				if !ok || got == nil {
					t.Errorf("%s is not set", k)
					continue
				}
				if *got != want {
					// Never print the key itself.
					t.Errorf("%s was not interpolated from the environment as expected", k)
				}
			}
		})
	}
}

func TestComposeModelProfile(t *testing.T) {
	tests := []struct {
		name     string
		profiles []string
		enabled  bool
	}{
		{"off by default", nil, false},
		{"on with its profile", []string{modelProfile}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := loadCompose(t, nil, tt.profiles...)
			_, enabled := p.Services[modelService]
			if enabled != tt.enabled {
				t.Errorf("%s enabled = %v, want %v", modelService, enabled, tt.enabled)
			}
			s, err := p.GetService(modelService)
			if !tt.enabled {
				s, err = p.GetDisabledService(modelService)
			}
			if err != nil {
				t.Fatalf("service %s: %v", modelService, err)
			}
			if !slices.Equal(s.Profiles, []string{modelProfile}) {
				t.Errorf("%s profiles = %q, want only %q", modelService, s.Profiles, modelProfile)
			}
			if _, ok := p.Services[proxyService]; !ok {
				t.Errorf("%s is not enabled", proxyService)
			}
		})
	}
}
