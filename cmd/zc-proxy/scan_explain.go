package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/zc-proxy/zc-proxy/claims"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// writeExplain prints each claim and its backing in words.
func writeExplain(w io.Writer, rep scanReport) {
	fmt.Fprintf(w, "input: %s\nbacking: %s\n", inputWords[rep.Input], rep.Backing)
	if len(rep.Claims) == 0 {
		fmt.Fprintln(w, "no tool claims found")
	}
	for i, c := range rep.Claims {
		verdict := "BACKED"
		if !c.Backed {
			verdict = "NOT BACKED (" + c.Reason + ")"
		}
		objs := "none"
		if len(c.Objects) > 0 {
			objs = strings.Join(c.Objects, ", ")
		}
		fmt.Fprintf(w, "claim %d [%d:%d] %s\n  sentence: %q\n  action: %s  objects: %s\n  found by: %s (%q, %s)\n  why: %s\n",
			i+1, c.Start, c.End, verdict, claims.FlagText(c.Sentence), c.Action, objs, c.Rule, c.Cue, c.Lang, c.Why)
	}
	for _, f := range rep.Flags {
		switch f.Kind {
		case receipts.FlagInvalidReceipt:
			fmt.Fprintf(w, "invalid receipt %s at %s: it does not verify, so it backs nothing\n", f.Receipt, f.Where)
		case receipts.FlagUnverifiableReceipt:
			fmt.Fprintf(w, "quoted token %s is none of the conversation's receipts\n", f.Receipt)
		case receipts.FlagFooterUnprotected:
			fmt.Fprintf(w, "footer unprotected (%s) at [%d:%d] %q: a page that renders the answer may hide or cover its footer\n", f.Reason, deref(f.Start), deref(f.End), f.Text)
		}
	}
}

// codeSpans returns the short `code` spans of a tool description: the
// proxy's shell tool lists its allow prefixes that way ("The command must
// start with one of: `git log`, `date`."), and they name the tool in prose.
func codeSpans(desc string) []string {
	var spans []string
	for {
		i := strings.IndexByte(desc, '`')
		if i < 0 {
			return spans
		}
		j := strings.IndexByte(desc[i+1:], '`')
		if j < 0 {
			return spans
		}
		if span := strings.TrimSpace(desc[i+1 : i+1+j]); span != "" && len(span) <= 64 {
			spans = append(spans, span)
		}
		desc = desc[i+1+j+1:]
	}
}

// parseToolList parses --tools: "a,b" or "shell:git log:date,weather".
func parseToolList(list string) ([]receipts.ToolInfo, error) {
	var tools []receipts.ToolInfo
	for _, entry := range strings.Split(list, ",") {
		if strings.TrimSpace(entry) == "" {
			continue
		}
		fields := strings.Split(entry, ":")
		name := strings.TrimSpace(fields[0])
		if name == "" {
			return nil, fmt.Errorf("entry %q has no tool name", entry)
		}
		info := receipts.ToolInfo{Name: name}
		for _, kw := range fields[1:] {
			if kw = strings.TrimSpace(kw); kw != "" {
				info.Keywords = append(info.Keywords, kw)
			}
		}
		tools = append(tools, info)
	}
	return tools, nil
}

// mergeTools adds extra's keywords to the tools of the same name, and
// extra's other tools to the list.
func mergeTools(tools, extra []receipts.ToolInfo) []receipts.ToolInfo {
	out := append([]receipts.ToolInfo(nil), tools...)
next:
	for _, e := range extra {
		for i := range out {
			if out[i].Name == e.Name {
				out[i].Keywords = append(append([]string(nil), out[i].Keywords...), e.Keywords...)
				continue next
			}
		}
		out = append(out, e)
	}
	return out
}

// deref is *p, or -1 for nil.
func deref(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
