package e2e

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// repoRoot is the module's directory, where README.md and config.yaml are.
func repoRoot(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	root, err := moduleRoot(goTool)
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// shellBlocks are the ```sh blocks of a markdown text, backslash-newline
// continuations joined.
func shellBlocks(md string) []string {
	var out []string
	for _, m := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(md, -1) {
		out = append(out, strings.ReplaceAll(m[1], "\\\n", " "))
	}
	return out
}

// commandOf is a shell line without its comment and surrounding space.
func commandOf(line string) string {
	if i := strings.Index(line, " #"); i >= 0 {
		line = line[:i]
	}
	return strings.Join(strings.Fields(line), " ")
}

// TestReadmeLinksStayInside: README, SECURITY and BENCHMARKS link only to
// files of the repository, and every file they link exists.
func TestReadmeLinksStayInside(t *testing.T) {
	root := repoRoot(t)
	link := regexp.MustCompile(`\]\(([^)\s]+)\)|<(https?://[^>]+)>|href="([^"]+)"`)
	for _, name := range []string{"README.md", "SECURITY.md", "BENCHMARKS.md"} {
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(root, name))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range link.FindAllStringSubmatch(string(b), -1) {
				target := m[1] + m[2] + m[3]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "//") || strings.HasPrefix(target, "mailto:") {
					t.Errorf("links outside the repository: %s", target)
					continue
				}
				file, _, _ := strings.Cut(target, "#")
				if file == "" {
					continue
				}
				if _, err := os.Stat(filepath.Join(root, file)); err != nil {
					t.Errorf("links %s, which is not in the repository", target)
				}
			}
		})
	}
}

// TestReadmeAsWritten: a new user's first steps, as the README writes
// them. The two set-up commands are the ones it says; "Point your client
// at it" starts `zc-proxy serve` with the repository's config.yaml and the
// README's environment (the upstream URL pointed at a scripted model
// instead of OpenAI, the address moved off 8080, which others may hold),
// its start-up lines are the ones the README shows, the README's curl gets
// an answer with a receipt footer and zc_receipts, and /zc/ shows that
// receipt.
func TestReadmeAsWritten(t *testing.T) {
	root := repoRoot(t)
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	blocks := shellBlocks(readme)
	if len(blocks) == 0 {
		t.Fatal("README has no sh blocks")
	}

	t.Run("set-up commands", func(t *testing.T) {
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(blocks[0]), "\n") {
			got = append(got, commandOf(l))
		}
		want := []string{"go run ./cmd/zc-proxy demo", "go test -race ./..."}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("README's first commands are %q, want %q", got, want)
		}
	})

	var serveLine, curlLine string
	for _, blk := range blocks {
		for _, l := range strings.Split(blk, "\n") {
			c := commandOf(l)
			switch {
			case strings.HasPrefix(c, "ZC_UPSTREAM_URL=") && strings.Contains(c, " zc-proxy serve "):
				serveLine = c
			case strings.HasPrefix(c, "curl ") && strings.Contains(c, "/v1/chat/completions") && curlLine == "":
				curlLine = c
			}
		}
	}
	if serveLine == "" || curlLine == "" {
		t.Fatalf("README lacks the serve command (%q) or the curl (%q) of \"Point your client at it\"", serveLine, curlLine)
	}

	// The serve line: VAR=value ... zc-proxy serve args...
	fields := strings.Fields(serveLine)
	var env, args []string
	for i, f := range fields {
		if f == "zc-proxy" {
			args = fields[i+1:]
			break
		}
		name, _, ok := strings.Cut(f, "=")
		if !ok {
			t.Fatalf("serve line %q: %q is neither VAR=value nor zc-proxy", serveLine, f)
		}
		env = append(env, name)
	}
	if strings.Join(env, ",") != "ZC_UPSTREAM_URL,OPENAI_API_KEY" || strings.Join(args, " ") != "serve --config config.yaml" {
		t.Fatalf("serve line %q: want ZC_UPSTREAM_URL and OPENAI_API_KEY, then serve --config config.yaml", serveLine)
	}

	up := httptest.NewServer(&scripted.Server{}) // the demo's model: calls the shell tool for the date
	t.Cleanup(up.Close)
	cmd := exec.Command(proxyBin, append(args, "--listen", "127.0.0.1:0", "--grace", "2s")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "ZC_UPSTREAM_URL="+up.URL+"/v1", "OPENAI_API_KEY=sk-readme-test", "ZC_LOG_LEVEL=info")
	addr, logs := startProxyCmd(t, cmd)

	t.Run("start-up lines", func(t *testing.T) {
		// Each line the README shows has its message and keys in the real
		// log (values such as the sandbox may differ by machine).
		sample := regexp.MustCompile(`(?m)^level=INFO msg=.*$`).FindAllString(readme, -1)
		if len(sample) < 4 {
			t.Fatalf("README shows %d start-up lines, want upstream, tool, receipts and listening", len(sample))
		}
		keyRE := regexp.MustCompile(`(\w+)=("[^"]*"|\S+)`)
		for _, s := range sample {
			kv := keyRE.FindAllStringSubmatch(s, -1)
			found := false
			for _, l := range strings.Split(logs.String(), "\n") {
				ok := true
				for _, p := range kv {
					switch p[1] {
					case "msg", "name", "type", "level", "models", "key", "default":
						ok = ok && strings.Contains(l, p[1]+"="+p[2])
					default:
						ok = ok && strings.Contains(l, " "+p[1]+"=")
					}
				}
				if ok {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("README's start-up line %q matches no line of the log:\n%s", s, logs.String())
			}
		}
		if !strings.Contains(logs.String(), "url="+up.URL+"/v1") {
			t.Errorf("start-up does not name the upstream's URL from ZC_UPSTREAM_URL:\n%s", logs.String())
		}
	})

	var receipt string
	t.Run("curl", func(t *testing.T) {
		_, err := curlAvailable()
		needTool(t, "curl", err == nil)
		if !strings.Contains(curlLine, "http://127.0.0.1:8080/") {
			t.Fatalf("README's curl %q does not go to the default listen address", curlLine)
		}
		out := runCmd(t, time.Minute, nil, "sh", "-c", strings.Replace(curlLine, "127.0.0.1:8080", addr, 1))
		j := gjson.ParseBytes(out)
		content := j.Get("choices.0.message.content").String()
		if !strings.Contains(content, "\n---\nTool receipts:\n  shell: zc-receipt-") {
			t.Errorf("answer has no receipt footer:\n%s", out)
		}
		receipt = j.Get("zc_receipts.receipts.0.receipt").String()
		if receipt == "" || j.Get("zc_receipts.flags.#").Int() != 0 {
			t.Errorf("zc_receipts: want one receipt and no flags:\n%s", out)
		}
	})

	t.Run("inspect page", func(t *testing.T) {
		if receipt == "" {
			t.Skip("no receipt from the curl step")
		}
		resp, err := http.Get("http://" + addr + "/zc/")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		page, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), receipt) {
			t.Errorf("/zc/ = %d, want 200 showing %s", resp.StatusCode, receipt)
		}
	})
}
