package config

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Attack (round 7): an http tool's URL template carries its API key as a
// fixed query value, the way keyed APIs are called
// (url: "https://api.openweathermap.org/data/2.5/weather?appid=…&q={city}").
// The tool's description leaves the query out and a failed request's error
// leaves the URL out, for that reason, but Secrets did not hold the key:
// a service that echoes its request URL (many do in a 404 or 400) handed
// it to the model, the client (the tool message, zc_receipts.events) and
// the inspect page. The model needs only to ask for a city that does not
// exist.
func TestSecretsHoldURLCredentials(t *testing.T) {
	echo := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		status := http.StatusOK
		if r.URL.Query().Get("q") != "Paris" {
			status = http.StatusNotFound
		}
		w.WriteHeader(status)
		fmt.Fprintf(w, `{"error":"city not found","request":%q}`+"\n", r.URL.RequestURI())
	}))
	defer echo.Close()

	const appid = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
	cfg, err := Parse([]byte(`
upstreams: [{name: u, base_url: "https://llm.example/v1"}]
cluster: {redis_url: "redis://:redis-pass-88888888@127.0.0.1:6379/0", secret: "pOIRmEq4pN1F0Z6cFJ1dmM1B3vP8d0o2hXk0pXyWq6Y="}
tools:
  - {name: weather, type: http, url: "`+echo.URL+`/weather?appid=`+appid+`&units=imperial&q={city}"}
  - {name: search, type: http, url: "`+echo.URL+`/s?format=json&cx=017576662512468239146x&q={q}"}
`), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	secrets := cfg.Secrets()
	for _, want := range []string{appid, "017576662512468239146x", "redis-pass-88888888"} {
		if !slices.Contains(secrets, want) {
			t.Errorf("Secrets() lacks %q", want)
		}
	}
	for _, not := range []string{"imperial", "json"} {
		if slices.Contains(secrets, not) {
			t.Errorf("Secrets() holds %q, a plain query value: it would be redacted from every tool output", not)
		}
	}

	reg, err := toolrun.New(context.Background(), cfg.Tools, toolrun.Options{Secrets: secrets})
	if err != nil {
		t.Fatal(err)
	}
	defer reg.Close()
	for _, city := range []string{"Paris", "Atlantis"} {
		res := reg.Run(context.Background(), toolrun.Call{ID: "c", Name: "weather", Arguments: `{"city":"` + city + `"}`})
		for _, field := range []string{res.Output, res.Detail} {
			if strings.Contains(field, appid) {
				t.Errorf("city %s (%s): the tool's API key reached the model: %q", city, res.Outcome, field)
			}
		}
		if !strings.Contains(res.Output+res.Detail, "city not found") {
			t.Errorf("city %s: the service's answer is gone: %q / %q", city, res.Output, res.Detail)
		}
	}
}
