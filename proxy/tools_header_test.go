package proxy

import (
	"net/http"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// X-ZC-Tools sent on several lines must name one set of tools: a front
// proxy that narrows by adding a line, behind a framework that keeps one
// line, must not see another set than this proxy offers the model.
func TestToolsHeaderRepeats(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  int      // status
		offer []string // tools offered when 200
	}{
		{"one line", []string{"greet"}, http.StatusOK, []string{"greet"}},
		{"same line twice", []string{"greet", "greet"}, http.StatusOK, []string{"greet"}},
		{"same set reordered", []string{"greet, shell", "shell,greet,"}, http.StatusOK, []string{"shell", "greet"}},
		{"differing", []string{"shell", "greet"}, http.StatusBadRequest, nil},
		{"subset", []string{"shell,greet", "greet"}, http.StatusBadRequest, nil},
		{"blank then name", []string{"", "greet"}, http.StatusBadRequest, nil},
		{"name then blank", []string{"greet", " "}, http.StatusBadRequest, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var offered []string
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				offered = nil
				for _, tl := range req.Get("tools").Array() {
					offered = append(offered, tl.Get("function.name").Str)
				}
				return scripted.Turn{Content: "ok"}
			}}
			env := newLoopEnv(t, up, testSpecs(), nil)
			h := http.Header{}
			for _, l := range c.lines {
				h.Add("X-ZC-Tools", l)
			}
			resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, h)
			if resp.StatusCode != c.want {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, c.want, got)
			}
			if c.want == http.StatusBadRequest {
				if p := gjson.GetBytes(got, "error.param").Str; p != "X-ZC-Tools" || gjson.GetBytes(got, "error.type").Str != "invalid_request_error" {
					t.Errorf("not OpenAI's error shape naming the header: %s", got)
				}
				return
			}
			if len(offered) != len(c.offer) {
				t.Errorf("offered %v, want %v", offered, c.offer)
			}
		})
	}
}
