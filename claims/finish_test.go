package claims

import (
	"fmt"
	"reflect"
	"sync"
	"testing"
	"unsafe"
)

// TestFinishCoversClaim: finish copies every string field of a Claim out
// of the pooled lowercase buffer. A new string field must be added there
// (and here): otherwise a claim could keep a string the next scan
// overwrites.
func TestFinishCoversClaim(t *testing.T) {
	covered := map[string]bool{"Sentence": true, "Action": true, "Rule": true, "Cue": true, "Lang": true, "Reason": true, "By": true, "Why": true,
		"Objects": true, "argNames": true, "topicNames": true, "values": true, "body": true, "ownPart": true, "verified": true}
	for _, ty := range []reflect.Type{reflect.TypeOf(Claim{}), reflect.TypeOf(claimMore{})} {
		coveredFields(t, ty, covered)
	}
}

// coveredFields reports ty's fields that finish does not copy out. A
// pointer to claimMore and a slice of figures (two strings, both copied,
// and a flag) are walked by the caller.
func coveredFields(t *testing.T, ty reflect.Type, covered map[string]bool) {
	for i := 0; i < ty.NumField(); i++ {
		f := ty.Field(i)
		if f.Type == reflect.TypeOf(&claimMore{}) {
			continue
		}
		if f.Type == reflect.TypeOf([]figure{}) {
			fig, strs := reflect.TypeOf(figure{}), 0
			for j := 0; j < fig.NumField(); j++ {
				switch fig.Field(j).Type.Kind() {
				case reflect.String:
					strs++
				case reflect.Bool:
				default:
					t.Errorf("figure.%s: kind %s; finish copies key and text only", fig.Field(j).Name, fig.Field(j).Type.Kind())
				}
			}
			if strs != 2 {
				t.Errorf("figure has %d string fields; finish copies key and text only", strs)
			}
			if !covered[f.Name] {
				t.Errorf("%s.%s is not copied out of the pooled buffer by finish", ty.Name(), f.Name)
			}
			continue
		}
		switch f.Type.Kind() {
		case reflect.Int, reflect.Bool:
			continue
		case reflect.String:
		case reflect.Slice:
			if f.Type.Elem().Kind() != reflect.String {
				t.Errorf("%s.%s: a slice of %s; finish handles strings and []string only", ty.Name(), f.Name, f.Type.Elem())
				continue
			}
		default:
			t.Errorf("%s.%s: kind %s; finish handles strings and []string only", ty.Name(), f.Name, f.Type.Kind())
			continue
		}
		if !covered[f.Name] {
			t.Errorf("%s.%s is not copied out of the pooled buffer by finish", ty.Name(), f.Name)
		}
	}
}

// TestFinishCopiesOut: a claim string that points into the pooled
// lowercase buffer is copied out by finish, so the buffer's reuse leaves
// the claim as it was; other strings are kept as they are.
func TestFinishCopiesOut(t *testing.T) {
	s := &scanner{tc: new(tokCache)}
	text := "I checked NOTES.txt"
	s.lowerText(text)
	obj := s.lower[10:] // "notes.txt", a slice of the buffer
	sent := text        // the answer's own text
	ctx := contextTokens(s.tc, "Which Java does the POM need?")
	var name string // "java", a slice of the user message's buffer
	for _, tok := range ctx {
		if tok.w == "java" {
			name = tok.w
		}
	}
	if !aliases(name, s.tc.ctxLower) {
		t.Fatal("the user's message is not tokenised into its buffer")
	}
	s.claims = []Claim{{Sentence: sent, Objects: []string{obj}, Cue: obj,
		more: &claimMore{argNames: []string{obj}, topicNames: []string{name}, values: []figure{{key: obj, text: obj}}}}}
	out := s.finish()
	for i := range s.tc.lower {
		s.tc.lower[i] = 'x' // the next scan reuses the buffers
	}
	for i := range s.tc.ctxLower {
		s.tc.ctxLower[i] = 'x'
	}
	c := out[0]
	if c.Objects[0] != "notes.txt" || c.argNames()[0] != "notes.txt" || c.topicNames()[0] != "java" || c.more.values[0].key != "notes.txt" || c.more.values[0].text != "notes.txt" || c.Cue != "notes.txt" {
		t.Fatalf("claim changed with the buffer: %+v", c)
	}
	if unsafe.StringData(c.Sentence) != unsafe.StringData(text) {
		t.Error("a string outside the buffer was copied")
	}
	if s.finish(); len(s.claims) != 1 {
		t.Fatal("finish changed the scanner's claims")
	}
	s.claims = nil
	if s.finish() != nil {
		t.Error("no claims must give nil")
	}
}

// TestFindConcurrent: scans running at once, each with its pooled
// buffers, give what they give alone, and their claims stay as they were
// after the buffers' reuse.
func TestFindConcurrent(t *testing.T) {
	inputs := []struct {
		text string
		o    Options
	}{
		{benchAnswer(4000), benchOpts},
		{"Acabo de revisar config.yaml y el servidor redis-01 responde. Según `kubectl get pods`, hay 3 pods.", Options{Context: "¿Puedes mirar REDIS-01?"}},
		{"J'ai vérifié NOTES.txt : tout est bon.", Options{Context: "Vérifie NOTES.txt stp", AfterCalls: true}},
		{"I ran `git log` and pushed the BRANCH to origin.", Options{Context: "Push the Release-2 branch"}},
	}
	want := make([]string, len(inputs))
	for i, in := range inputs {
		want[i] = render(FindWith(in.text, in.o))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var kept [][]Claim
			for r := range 30 {
				i := (g + r) % len(inputs)
				cs := FindWith(inputs[i].text, inputs[i].o)
				if got := render(cs); got != want[i] {
					errs <- got
					return
				}
				kept = append(kept, cs)
			}
			for r, cs := range kept {
				if got := render(cs); got != want[(g+r)%len(inputs)] {
					errs <- "changed later: " + got
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}

// TestBlockToks: a block's pooled tokens are its text's, whichever order
// the blocks are asked for in (blockToks tries the next block first).
func TestBlockToks(t *testing.T) {
	initFast()
	text := benchAnswer(3000) + "\n| a | I ran `ls` |\n> quoted. Line two!"
	s := &scanner{text: text, tc: new(tokCache)}
	blocks := segmentTo(nil, text)
	s.lowerText(text)
	s.tokenizeBlocks(blocks)
	order := make([]int, 0, 3*len(blocks))
	for i := range blocks {
		order = append(order, i)
	}
	for i := len(blocks) - 1; i >= 0; i -= 2 {
		order = append(order, i, i)
	}
	for _, i := range order {
		b := blocks[i]
		if b.code {
			continue
		}
		got := s.blockToks(b)
		want := tokenizeL(nil, text, s.lower, b.start, b.end)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("block %d %q: tokens differ", i, text[b.start:b.end])
		}
	}
}

// render prints claims with what their extra part holds (not its address).
func render(cs []Claim) string {
	var b []byte
	for _, c := range cs {
		m := c.more
		c.more = nil
		b = fmt.Appendf(b, "%v", c)
		if m != nil {
			b = fmt.Appendf(b, "+%v", *m)
		}
	}
	return string(b)
}
