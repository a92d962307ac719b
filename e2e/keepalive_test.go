package e2e

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	goopenai "github.com/sashabaranov/go-openai"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// goOpenAIEmptyMessagesLimit is go-openai v1.43.0's default
// EmptyMessagesLimit: a stream fails once more than this many non-data
// lines (comments and the blank lines after them) come between two data
// events.
const goOpenAIEmptyMessagesLimit = 300

var napFooter = regexp.MustCompile(`\n---\nTool receipts:\n  nap: zc-receipt-\d+-[A-Za-z0-9_-]{43}`)

// TestCompatKeepAliveBurst streams a 1.5 s server tool through the proxy in
// front of an OpenRouter upstream that also sends keep-alive comments: the
// client gets a burst of comments (OpenRouter's, the upstream's
// ": keep-alive", the proxy's ": zc-proxy running tool nap") and go-openai,
// the strictest client about them, still reads the whole answer. The raw
// stream shows the longest comment run stays under go-openai's limit.
func TestCompatKeepAliveBurst(t *testing.T) {
	t.Parallel()
	st := startStack(t, scripted.DialectOpenRouter, true)

	s, err := goOpenAI(st.baseURL).CreateChatCompletionStream(context.Background(), goopenai.ChatCompletionRequest{
		Model:    "gpt-4.1",
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: slowPrompt}},
		Stream:   true,
	})
	if err != nil {
		t.Fatalf("go-openai stream: %v", err)
	}
	var content string
	for {
		resp, err := s.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("go-openai Recv after the keep-alive burst: %v", err)
		}
		for _, ch := range resp.Choices {
			content += ch.Delta.Content
		}
	}
	s.Close()
	if !strings.Contains(content, "Here is what the tool said:") || !napFooter.MatchString(content) {
		t.Errorf("go-openai content %q lacks the answer or the nap receipt", content)
	}

	run, longest, running := commentRuns(t, st.baseURL)
	if running == 0 || run == 0 {
		t.Errorf("no keep-alive burst: %d zc-proxy comments, longest run %d lines", running, run)
	}
	if longest >= goOpenAIEmptyMessagesLimit {
		t.Errorf("a run of %d non-data lines reaches go-openai's limit of %d", longest, goOpenAIEmptyMessagesLimit)
	}
	t.Logf("keep-alive burst: %d zc-proxy running-tool comments; longest run between data events: %d lines (go-openai allows %d)",
		running, longest, goOpenAIEmptyMessagesLimit)
}

// commentRuns streams slowPrompt raw and counts, as go-openai does, the
// non-data lines between data events: the total of the first run, the
// longest run, and the proxy's running-tool comments.
func commentRuns(t *testing.T, baseURL string) (first, longest, running int) {
	t.Helper()
	body := `{"model":"gpt-4.1","stream":true,"messages":[{"role":"user","content":"` + slowPrompt + `"}]}`
	resp, err := http.Post(baseURL+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	rd := bufio.NewReader(resp.Body)
	run, seenData := 0, false
	for {
		line, err := rd.ReadString('\n')
		if line != "" {
			switch {
			case strings.HasPrefix(line, "data:"):
				if !seenData {
					first = run
				}
				seenData = true
				run = 0
			default:
				run++
				longest = max(longest, run)
				if strings.HasPrefix(line, ": zc-proxy running tool nap") {
					running++
				}
			}
		}
		if err != nil {
			break
		}
	}
	return first, longest, running
}
