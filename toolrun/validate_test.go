package toolrun

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestNewRejectsBadSpecs(t *testing.T) {
	dir := t.TempDir()
	intParam := map[string]any{"type": "object", "properties": map[string]any{"n": map[string]any{"type": "integer"}}}
	tests := []struct {
		name  string
		specs []Spec
		want  []string // each must appear in the error
	}{
		{"missing name", []Spec{{Type: "shell", Allow: AllowOf("echo")}}, []string{"tools[0]: missing name"}},
		{"bad name", []Spec{{Name: "run shell", Type: "shell", Allow: AllowOf("echo")}}, []string{`name "run shell" does not match`}},
		{"long name", []Spec{{Name: strings.Repeat("a", 65), Type: "shell", Allow: AllowOf("echo")}}, []string{"does not match"}},
		{"duplicate", []Spec{{Name: "a", Type: "shell", Allow: AllowOf("echo")}, {Name: "a", Type: "exec", Command: []string{"true"}}}, []string{`duplicate tool name "a"`}},
		{"missing type", []Spec{{Name: "a"}}, []string{"missing type"}},
		{"unknown type", []Spec{{Name: "a", Type: "python"}}, []string{`unknown type "python"`}},
		{"foreign fields", []Spec{{Name: "a", Type: "shell", Allow: AllowOf("echo"), Root: dir, URL: "http://x"}}, []string{`field "root" does not apply to type shell`, `field "url" does not apply`}},
		{"shell without allow", []Spec{{Name: "a", Type: "shell"}}, []string{"allow must list"}},
		{"shell allow with operator", []Spec{{Name: "a", Type: "shell", Allow: AllowOf("echo; rm")}}, []string{"is not a plain command"}},
		{"exec unknown placeholder", []Spec{{Name: "a", Type: "exec", Command: []string{"echo", "{m}"}, Parameters: intParam}}, []string{"{m}, not in parameters"}},
		{"exec placeholder without schema", []Spec{{Name: "a", Type: "exec", Command: []string{"echo", "{n}"}}}, []string{"parameters is missing"}},
		{"exec without command", []Spec{{Name: "a", Type: "exec"}}, []string{"command must name a program"}},
		{"exec non-object schema", []Spec{{Name: "a", Type: "exec", Command: []string{"echo"}, Parameters: map[string]any{"type": "string"}}}, []string{`"type": "object"`}},
		{"file root missing", []Spec{{Name: "a", Type: "file", Root: dir + "/nope"}}, []string{"no such file"}},
		{"file without root", []Spec{{Name: "a", Type: "file"}}, []string{"missing root"}},
		{"http relative url", []Spec{{Name: "a", Type: "http", URL: "/weather"}}, []string{"not an absolute http(s) URL"}},
		{"http bad scheme", []Spec{{Name: "a", Type: "http", URL: "file:///etc/passwd"}}, []string{"scheme must be http or https"}},
		{"http placeholder in host", []Spec{{Name: "a", Type: "http", URL: "https://{host}/x"}}, []string{"scheme or host"}},
		{"http user info", []Spec{{Name: "a", Type: "http", URL: "https://u:p@example.com/x"}}, []string{"no user info"}},
		{"exec dir missing", []Spec{{Name: "a", Type: "exec", Command: []string{"true"}, Dir: dir + "/nope"}}, []string{"exec: dir:"}},
		{"shell dir is a file", []Spec{{Name: "a", Type: "shell", Allow: AllowOf("echo"), Dir: "/etc/passwd"}}, []string{"not a directory"}},
		{"mcp without allow", []Spec{{Name: "a", Type: "mcp", Command: []string{"x"}}}, []string{"allow must list the server tools"}},
		{"mcp without transport", []Spec{{Name: "a", Type: "mcp", Allow: AllowOf("t")}}, []string{"set command"}},
		{"mcp both transports", []Spec{{Name: "a", Type: "mcp", Allow: AllowOf("t"), Command: []string{"x"}, URL: "http://x"}}, []string{"not both"}},
		{"negative limits", []Spec{{Name: "a", Type: "shell", Allow: AllowOf("echo"), Timeout: -time.Second, MaxOutput: -1}}, []string{"timeout must not be negative", "max_output must not be negative"}},
		{"every problem at once", []Spec{
			{Name: "ok", Type: "shell", Allow: AllowOf("echo")},
			{Name: "", Type: "shell", Allow: AllowOf("echo")},
			{Name: "b", Type: "file", Root: dir + "/nope"},
			{Name: "c", Type: "http", URL: "ftp://x"},
		}, []string{"tools[1]: missing name", `tools[2] "b"`, `tools[3] "c"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := New(context.Background(), tt.specs, Options{})
			if err == nil {
				r.Close()
				t.Fatalf("New accepted %+v", tt.specs)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

func TestToolsOffered(t *testing.T) {
	dir := t.TempDir()
	r := newTestRegistry(t, Options{},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("git log", "echo")},
		Spec{Name: "git_log", Type: "exec", Description: "Recent commits", Command: []string{"/usr/bin/git", "log", "-n", "{n}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"n": map[string]any{"type": "integer"}}, "required": []any{"n"}}},
		Spec{Name: "read_file", Type: "file", Root: dir},
		Spec{Name: "weather", Type: "http", URL: "https://api.example.com/weather?city={city}"},
	)
	tests := []struct {
		name       string
		wantType   string
		wantDesc   string
		wantKW     []string
		wantSchema string
	}{
		{"shell", "shell", "`git log [options] [revision…]`, `echo [options] [text…]`", []string{"git log", "git", "echo"}, `"required":["command"]`},
		{"git_log", "exec", "Recent commits", []string{"git"}, `"n":{"type":"integer"}`},
		{"read_file", "file", "below the configured root", []string{"read_file"}, `"required":["path"]`},
		{"weather", "http", "HTTP GET https://api.example.com/weather", []string{"api.example.com"}, `"city":{"type":"string"}`},
	}
	tools := r.Tools()
	if len(tools) != len(tests) {
		t.Fatalf("Tools() has %d tools, want %d", len(tools), len(tests))
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tools[i]
			if got.Name != tt.name || got.Type != tt.wantType {
				t.Fatalf("tool %d = %s (%s), want %s (%s)", i, got.Name, got.Type, tt.name, tt.wantType)
			}
			if !strings.Contains(got.Description, tt.wantDesc) {
				t.Errorf("description %q lacks %q", got.Description, tt.wantDesc)
			}
			if strings.Join(got.Keywords, ",") != strings.Join(tt.wantKW, ",") {
				t.Errorf("keywords %q, want %q", got.Keywords, tt.wantKW)
			}
			if !strings.Contains(string(got.Parameters), tt.wantSchema) {
				t.Errorf("parameters %s lack %s", got.Parameters, tt.wantSchema)
			}
			looked, ok := r.Lookup(tt.name)
			if !ok || looked.Name != tt.name {
				t.Errorf("Lookup(%q) = %v, %v", tt.name, looked.Name, ok)
			}
		})
	}
	if _, ok := r.Lookup("nope"); ok {
		t.Error("Lookup found a tool that is not configured")
	}
}

// TestDescriptionsHoldNoConfigSecrets: generated descriptions go to the
// model; config values such as keys in a URL query or in fixed arguments
// must not.
func TestDescriptionsHoldNoConfigSecrets(t *testing.T) {
	r := newTestRegistry(t, Options{},
		Spec{Name: "api", Type: "http", URL: "https://api.example.com/v1/search?key=SECRET-KEY-1&q={q}", Headers: map[string]string{"Authorization": "Bearer SECRET-KEY-2"}},
		Spec{Name: "cli", Type: "exec", Command: []string{"curl", "-H", "Authorization: SECRET-KEY-3", "https://x/{q}"},
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}}},
	)
	for _, tool := range r.Tools() {
		t.Run(tool.Name, func(t *testing.T) {
			all := tool.Description + string(tool.Parameters) + strings.Join(tool.Keywords, " ")
			if strings.Contains(all, "SECRET") {
				t.Errorf("offered tool reveals config secrets: %q", all)
			}
			if tool.Description == "" {
				t.Error("empty description")
			}
		})
	}
}
