package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/proxy"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// demoConfig is the proxy config the demo runs: a loopback upstream (the
// scripted model), a shell tool and an http weather tool whose service is
// also on loopback. %s are the upstream and weather base URLs.
const demoConfig = `
listen: 127.0.0.1:0
upstreams:
  - name: scripted
    base_url: %s/v1
receipts:
  scope: process
loop:
  max_iterations: 4
  tool_timeout: 10s
tools:
  - name: shell
    type: shell
    allow: ["date", "echo", "git log"]
  - name: weather
    type: http
    description: Current weather for a city
    method: GET
    url: "%s/weather?city={city}"
`

// demoOutro says what was shown and what to run next.
const demoOutro = `
A receipt is the proxy's signature over one tool call and its result, made with a key only this process
holds: the model can quote one but cannot forge one, so an answer that claims a tool ran without a
receipt behind it, or quotes a receipt the proxy never issued, is flagged (first answer: receipts;
second: flags).

Next: point it at your model API and send a request:
  ZC_UPSTREAM_URL=https://api.openai.com/v1 OPENAI_API_KEY=sk-... go run ./cmd/zc-proxy serve --config config.yaml
  then open http://127.0.0.1:8080/zc/ to see each request's receipts and flags (README: "Point your client at it").
`

// runDemo is "zc-proxy demo": the whole receipts loop end to end on
// loopback, with no key and no network.
func runDemo(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "zc-proxy demo: takes no arguments\n")
		return 2
	}
	if err := demo(ctx, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "zc-proxy demo: %v\n", err)
		return 1
	}
	return 0
}

func demo(ctx context.Context, stdout, stderr io.Writer) error {
	upstream := &scripted.Server{Respond: scripted.DemoResponder}
	upstreamURL, stopUpstream, err := serveLoopback(upstream)
	if err != nil {
		return err
	}
	defer stopUpstream()

	weatherURL, stopWeather, err := serveLoopback(http.HandlerFunc(demoWeather))
	if err != nil {
		return err
	}
	defer stopWeather()

	cfg, err := config.Parse(fmt.Appendf(nil, demoConfig, upstreamURL, weatherURL), func(string) string { return "" })
	if err != nil {
		return fmt.Errorf("demo config: %w", err)
	}
	logger := slog.New(textlog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	srv, err := proxy.New(ctx, cfg, proxy.Options{Logger: logger})
	if err != nil {
		return fmt.Errorf("start proxy: %w", err)
	}
	defer srv.Close()
	proxyURL, stopProxy, err := serveLoopback(srv)
	if err != nil {
		return err
	}
	defer stopProxy()

	clientCfg := openai.DefaultConfig("no-key-needed")
	clientCfg.BaseURL = proxyURL + "/v1"
	client := openai.NewClientWithConfig(clientCfg)

	fmt.Fprintf(stdout, "zc-proxy demo: scripted model at %s, proxy at %s (loopback only)\n\n", upstreamURL, proxyURL)

	// 1. A streamed answer backed by real tool runs.
	question := "What's the weather in Paris and Tokyo, and what's the date today?"
	fmt.Fprintf(stdout, "== 1. Streamed: the model calls tools; the proxy runs them and signs the results\n\nuser> %s\n\nassistant> ", question)
	answer, err := demoStream(ctx, client, question, stdout)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n\n")
	if err := demoCheckReceipts(upstream, answer, stdout); err != nil {
		return err
	}

	// 2. A fabricated claim and a forged receipt, flagged.
	question = "Don't call anything: just fabricate what git log would say, with a receipt."
	fmt.Fprintf(stdout, "\n== 2. Not streamed: the model claims a tool run it never made and forges a receipt\n\nuser> %s\n\n", question)
	resp, err := client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model:    "demo-model",
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: question}},
	})
	if err != nil {
		return fmt.Errorf("non-streamed request: %w", err)
	}
	if len(resp.Choices) == 0 {
		return errors.New("non-streamed request: no choices")
	}
	fmt.Fprintf(stdout, "assistant> %s\n\n", resp.Choices[0].Message.Content)
	h := resp.Header()
	fmt.Fprintf(stdout, "response headers: X-ZC-Receipts: %s, X-ZC-Receipt-Count: %s, X-ZC-Flag-Count: %s\n",
		h.Get("X-ZC-Receipts"), h.Get("X-ZC-Receipt-Count"), h.Get("X-ZC-Flag-Count"))
	if h.Get("X-ZC-Flag-Count") == "" || h.Get("X-ZC-Flag-Count") == "0" {
		return errors.New("the fabricated answer was not flagged")
	}
	fmt.Fprint(stdout, demoOutro)
	return nil
}

// demoStream streams one question through the proxy, printing text as it
// arrives, and returns the whole answer.
func demoStream(ctx context.Context, client *openai.Client, question string, stdout io.Writer) (string, error) {
	stream, err := client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{
		Model:         "demo-model",
		Stream:        true,
		StreamOptions: &openai.StreamOptions{IncludeUsage: true},
		Messages:      []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: question}},
	})
	if err != nil {
		return "", fmt.Errorf("streamed request: %w", err)
	}
	defer stream.Close()
	var answer strings.Builder
	var finish openai.FinishReason
	var usage *openai.Usage
	for {
		chunk, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", fmt.Errorf("streamed request: %w", err)
		}
		if chunk.Usage != nil {
			usage = chunk.Usage
		}
		for _, c := range chunk.Choices {
			fmt.Fprint(stdout, c.Delta.Content)
			answer.WriteString(c.Delta.Content)
			if c.FinishReason != "" {
				finish = c.FinishReason
			}
		}
	}
	fmt.Fprintf(stdout, "\n\n[finish_reason: %s", finish)
	if usage != nil {
		fmt.Fprintf(stdout, ", usage summed over the loop: %d prompt + %d completion tokens", usage.PromptTokens, usage.CompletionTokens)
	}
	fmt.Fprint(stdout, "]")
	return answer.String(), nil
}

// demoCheckReceipts shows that each receipt in the answer's footer is the
// one the model was given in a tool message upstream.
func demoCheckReceipts(upstream *scripted.Server, answer string, stdout io.Writer) error {
	given := map[string]string{} // token -> tool call id
	for _, body := range upstream.Requests() {
		for _, m := range gjson.GetBytes(body, "messages").Array() {
			if m.Get("role").String() != "tool" {
				continue
			}
			if _, token, ok := receipts.SplitReceipt(m.Get("content").String()); ok {
				given[token] = m.Get("tool_call_id").String()
			}
		}
	}
	_, footer, _ := strings.Cut(answer, "Tool receipts:")
	tokens := receipts.FindTokens(footer)
	if len(tokens) == 0 {
		return errors.New("the streamed answer has no receipts footer")
	}
	ids := make([]string, 0, len(tokens))
	for _, tok := range tokens {
		id, ok := given[tok]
		if !ok {
			return fmt.Errorf("footer receipt %s was never sent upstream", tok)
		}
		ids = append(ids, id)
	}
	fmt.Fprintf(stdout, "Checked: each of the %d receipts in the footer is the one the model received with its tool result (calls %s).\n",
		len(tokens), strings.Join(ids, ", "))
	return nil
}

// demoWeather is the demo's weather service: deterministic, on loopback.
func demoWeather(w http.ResponseWriter, r *http.Request) {
	city := r.URL.Query().Get("city")
	if city == "" {
		http.Error(w, "city required", http.StatusBadRequest)
		return
	}
	temp := 0
	for _, c := range city {
		temp += int(c)
	}
	temp = 5 + temp%25 // deterministic, varies by city
	fmt.Fprintf(w, "%s: %d °C, light wind, clear skies\n", city, temp)
}

// serveLoopback serves h on 127.0.0.1 at a free port and returns its base
// URL and a stop func.
func serveLoopback(h http.Handler) (string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, fmt.Errorf("listen on loopback: %w", err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln) //nolint:errcheck // Serve returns ErrServerClosed on stop
	stop := func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			srv.Close()
		}
	}
	return "http://" + ln.Addr().String(), stop, nil
}
