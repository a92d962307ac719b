package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// inspectConfig is the proxy the inspect page test runs: the e2e tools,
// client auth on (the page takes the same key), a small ring.
const inspectConfig = configTemplate + `auth:
  keys: ["sk-inspect-client"]
ui:
  recent: 10
`

// fabricatePrompt makes the scripted model claim a tool run it never made
// and quote a receipt no proxy minted.
const fabricatePrompt = "fabricate: what time is it?"

// forgedReceipt is shaped like a real token; no proxy minted it.
const forgedReceipt = "zc-receipt-1774600000-AAAAUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWAbb"

// inspectBrain is brain, plus an answer with a fabricated clock claim and
// a forged receipt.
func inspectBrain(req gjson.Result) scripted.Turn {
	msgs := req.Get("messages").Array()
	if n := len(msgs); n > 0 && msgs[n-1].Get("content").String() == fabricatePrompt {
		return scripted.Turn{Content: "I ran the clock tool and it says 09:41 UTC. [receipt: " + forgedReceipt + "]"}
	}
	return brain(req)
}

// chromiumPath finds Debian's chromium (installed by .ci/run).
func chromiumPath() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

// headless runs chromium headless on url with extra (--dump-dom,
// --screenshot=...) and returns its stdout. A browser that dies by a
// signal (CI has seen chromium segfault at start-up on a fresh machine)
// is started again, up to three times, each with a fresh profile; any
// other failure, and the page's content, are the test's to judge.
func headless(t *testing.T, chromium, url string, extra ...string) []byte {
	t.Helper()
	const attempts = 3
	for i := 1; ; i++ {
		args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
			"--disable-background-networking", "--disable-component-update", "--disable-sync",
			"--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + t.TempDir()}
		args = append(append(args, extra...), url)
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, chromium, args...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		timedOut := ctx.Err() != nil
		cancel()
		if err == nil {
			return out
		}
		var exit *exec.ExitError
		crashed := errors.As(err, &exit) && !timedOut && exit.ProcessState.Sys().(syscall.WaitStatus).Signaled()
		if !crashed || i == attempts {
			t.Fatalf("%s %s: %v (attempt %d of %d)\nstderr:\n%s", chromium, strings.Join(args, " "), err, i, attempts, stderr.String())
		}
		t.Logf("chromium died (%v) on attempt %d; starting it again", err, i)
	}
}

// TestInspectPageInChromium drives real requests through a `zc-proxy
// serve` process (receipts JSON and streamed, a fabricated answer, a
// request with receipts off), then loads GET /zc/ in headless Chromium:
// the DOM shows every receipt and every flag the API returned (the
// flagged sentence and its reason), newest first; the flagged filter and
// the verify box work; and a screenshot is a real rendered page.
func TestInspectPageInChromium(t *testing.T) {
	chromium, err := chromiumPath()
	needTool(t, "chromium (apt-get install chromium; .ci/run does)", err == nil)

	up := &scripted.Server{Dialect: scripted.DialectOpenAI, Respond: inspectBrain}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte(fmt.Sprintf(inspectConfig, upSrv.URL)), 0o600); err != nil {
		t.Fatal(err)
	}
	addr, _ := startProxy(t, cfg)
	base := "http://" + addr

	type sent struct {
		id       string
		receipts []string
		flags    []gjson.Result
	}
	post := func(prompt string, stream bool, header http.Header) sent {
		t.Helper()
		body := fmt.Sprintf(`{"model":"gpt-4.1","stream":%v,"messages":[{"role":"user","content":%q}]}`, stream, prompt)
		req, _ := http.NewRequest(http.MethodPost, base+"/v1/chat/completions", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer sk-inspect-client")
		req.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", prompt, resp.StatusCode, raw)
		}
		var rep gjson.Result
		if stream {
			for _, line := range strings.Split(string(raw), "\n") {
				if d, ok := strings.CutPrefix(line, "data: "); ok && gjson.Get(d, "zc_receipts").Exists() {
					rep = gjson.Get(d, "zc_receipts")
				}
			}
		} else {
			rep = gjson.GetBytes(raw, "zc_receipts")
		}
		s := sent{id: resp.Header.Get("X-Request-Id"), flags: rep.Get("flags").Array()}
		for _, r := range rep.Get("receipts").Array() {
			s.receipts = append(s.receipts, r.Get("receipt").String())
		}
		return s
	}
	first := post(serverPrompt, false, nil)
	second := post(serverPrompt, true, nil)
	fabricated := post(fabricatePrompt, false, nil)
	off := post(serverPrompt, false, http.Header{"X-Zc-Receipts": {"off"}})
	if len(first.receipts) != 1 || len(second.receipts) != 1 || len(fabricated.flags) == 0 {
		t.Fatalf("setup: receipts %v %v, flags %v", first.receipts, second.receipts, fabricated.flags)
	}

	t.Run("auth", func(t *testing.T) {
		resp, err := http.Get(base + "/zc/")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Basic ") {
			t.Errorf("no key: %d %q, want 401 asking for Basic auth", resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
		}
	})

	// Chromium sends the key as a browser would after its prompt: Basic
	// auth, here in the URL.
	page := "http://zc:sk-inspect-client@" + addr + "/zc/"
	dom := string(headless(t, chromium, page, "--dump-dom"))

	t.Run("dom", func(t *testing.T) {
		articles := regexp.MustCompile(`<article class="req( flagged)?" id="req-([^"]+)"`).FindAllStringSubmatch(dom, -1)
		var order []string
		for _, a := range articles {
			order = append(order, a[2])
		}
		want := []string{off.id, fabricated.id, second.id, first.id} // newest first
		if strings.Join(order, ",") != strings.Join(want, ",") {
			t.Errorf("entries %v, want newest first %v", order, want)
		}
		for _, a := range articles {
			if (a[1] != "") != (a[2] == fabricated.id) {
				t.Errorf("entry %s flagged=%v", a[2], a[1] != "")
			}
		}
		for _, r := range append(first.receipts, second.receipts...) {
			if !strings.Contains(dom, r) {
				t.Errorf("DOM lacks receipt %s", r)
			}
		}
		for _, f := range fabricated.flags {
			for _, field := range []string{"text", "receipt", "reason"} {
				if v := f.Get(field).String(); v != "" && !strings.Contains(html.UnescapeString(dom), v) {
					t.Errorf("DOM lacks the flag's %s %q", field, v)
				}
			}
		}
		for _, f := range fabricated.flags {
			if f.Get("reason").String() != "" && !strings.Contains(html.UnescapeString(dom), "no receipt: no ") {
				t.Errorf("DOM does not say the flag's reason %q in words", f.Get("reason").String())
			}
		}
		if !strings.Contains(dom, `<q class="claim">`) && !strings.Contains(dom, forgedReceipt) {
			t.Error("DOM shows neither a flagged sentence nor the forged receipt")
		}
		if strings.Contains(dom, serverPrompt) {
			t.Error("DOM shows a prompt with log.include_prompts off")
		}
	})

	t.Run("flagged filter", func(t *testing.T) {
		dom := string(headless(t, chromium, page+"?flagged=1", "--dump-dom"))
		if n := strings.Count(dom, `<article class="req`); n != 1 || !strings.Contains(dom, `id="req-`+fabricated.id+`"`) {
			t.Errorf("flagged view shows %d entries, want the fabricated answer only", n)
		}
	})

	t.Run("verify box", func(t *testing.T) {
		dom := string(headless(t, chromium, page+"?verify="+first.receipts[0], "--dump-dom"))
		if !strings.Contains(dom, `data-status="valid"`) {
			t.Errorf("a minted receipt does not verify:\n%s", dom)
		}
		// The same receipt with its signature's last character changed: of
		// this process's time, never minted.
		tok := first.receipts[0]
		last := "A"
		if strings.HasSuffix(tok, "A") {
			last = "B"
		}
		altered := tok[:len(tok)-1] + last
		dom = string(headless(t, chromium, page+"?verify="+altered, "--dump-dom"))
		if !strings.Contains(dom, `data-status="invalid"`) {
			t.Error("an altered receipt does not read as invalid")
		}
		// The forged one dates from before this process: unverifiable.
		dom = string(headless(t, chromium, page+"?verify="+forgedReceipt, "--dump-dom"))
		if !strings.Contains(dom, `data-status="unverifiable"`) {
			t.Error("a receipt older than the process does not read as unverifiable")
		}
	})

	t.Run("screenshot", func(t *testing.T) {
		shot := filepath.Join(t.TempDir(), "inspect.png")
		headless(t, chromium, page, "--screenshot="+shot, "--window-size=1280,900")
		data, err := os.ReadFile(shot)
		if err != nil {
			t.Fatalf("no screenshot: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("screenshot is not a PNG: %v", err)
		}
		if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 900 {
			t.Errorf("screenshot is %dx%d, want 1280x900", b.Dx(), b.Dy())
		}
		if colors := distinctColors(img, 4); colors < 20 || len(data) < 20<<10 {
			t.Errorf("screenshot looks blank: %d colours, %d bytes", colors, len(data))
		}
		if dir := os.Getenv("ZC_SCREENSHOT_DIR"); dir != "" {
			_ = os.WriteFile(filepath.Join(dir, "inspect.png"), data, 0o644)
		}
	})
}

// distinctColors counts the distinct colours of img, sampling every
// step-th pixel in both directions.
func distinctColors(img image.Image, step int) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += step {
		for x := b.Min.X; x < b.Max.X; x += step {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}
