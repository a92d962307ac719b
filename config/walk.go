package config

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// keyWalk checks a parsed config document against the key tree: every
// unknown key is a problem at its line, with a suggestion; every key and
// list element found is recorded in lines (key path -> line), so later
// problems about a value can name its line.
type keyWalk struct {
	source   [][]byte // the config's lines before ${VAR} expansion
	problems []Problem
	lines    map[string]int      // "upstreams[0].retries.max" -> line of the key
	values   map[int][]valueNode // line -> the values that start on it
	// duplicates: a mapping repeats a key, which stops yaml's decoding.
	duplicates bool
	// meant holds the key paths an unknown key was taken to mean ("did you
	// mean base_url?"): a problem about such a key left unset follows from
	// the typo and is not reported apart from it.
	meant map[string]bool
}

// valueNode is a value the walk met: where it belongs and what it is, so a
// type error yaml reports by line can be given its key.
type valueNode struct {
	path   string
	kind   yaml.Kind
	goType string
}

// newKeyWalk starts a walk of the document parsed from source after
// ${VAR} expansion (source itself is used to tell a key written in the
// file from one an environment variable supplied, which is never quoted).
func newKeyWalk(source []byte) *keyWalk {
	return &keyWalk{source: bytes.Split(source, []byte("\n")), lines: map[string]int{}, values: map[int][]valueNode{}, meant: map[string]bool{}}
}

// written reports whether key appears on line of the file as written.
func (w *keyWalk) written(line int, key string) bool {
	return line >= 1 && line <= len(w.source) && bytes.Contains(w.source[line-1], []byte(key))
}

func (w *keyWalk) walk(node *yaml.Node, n *keyNode, path string) {
	for node != nil && node.Kind == yaml.AliasNode {
		node = node.Alias
	}
	if node == nil {
		return
	}
	switch {
	case node.Kind == yaml.DocumentNode:
		for _, c := range node.Content {
			w.walk(c, n, path)
		}
	case node.Kind == yaml.MappingNode && n.kind == keyStruct:
		seen := make(map[string]int, len(node.Content)/2)
		for i := 0; i+1 < len(node.Content); i += 2 {
			k, v := node.Content[i], node.Content[i+1]
			if k.Value == "<<" && k.Tag == "!!merge" {
				w.walk(v, n, path)
				continue
			}
			p := joinKey(path, k.Value)
			if first, dup := seen[k.Value]; dup {
				key := p
				if !w.written(k.Line, k.Value) {
					key = path
				}
				w.problems = append(w.problems, Problem{Line: k.Line, Key: key,
					Message: fmt.Sprintf("key already defined at line %d", first)})
				w.duplicates = true
				continue
			}
			seen[k.Value] = k.Line
			child, ok := n.fields[k.Value]
			if !ok {
				if !w.written(k.Line, k.Value) {
					w.problems = append(w.problems, Problem{Line: k.Line, Key: path,
						Message: "unknown key (it comes from an environment variable, so it is not quoted)"})
					continue
				}
				hint, sibling := suggestKey(k.Value, n, path)
				if sibling != "" {
					w.meant[joinKey(path, sibling)] = true
				}
				w.problems = append(w.problems, Problem{
					Line: k.Line, Key: p, Message: "unknown key" + hint,
				})
				continue
			}
			if _, seen := w.lines[p]; !seen {
				w.lines[p] = k.Line
			}
			w.values[v.Line] = append(w.values[v.Line], valueNode{path: p, kind: v.Kind, goType: child.goType})
			w.walk(v, child, p)
		}
	case node.Kind == yaml.SequenceNode && n.kind == keyList:
		for i, item := range node.Content {
			p := fmt.Sprintf("%s[%d]", path, i)
			w.lines[p] = item.Line
			w.values[item.Line] = append(w.values[item.Line], valueNode{path: p, kind: item.Kind, goType: n.elem.goType})
			w.walk(item, n.elem, p)
		}
	}
}

// typeErrorKey returns the key path of the value a yaml type error at
// line is about: the one value starting there of the kind yaml names
// (!!map, !!seq, a scalar) and, among several, of the Go type it names.
// "" when it cannot tell.
func (w *keyWalk) typeErrorKey(line int, tag, goType string) string {
	kind := yaml.ScalarNode
	switch tag {
	case "map":
		kind = yaml.MappingNode
	case "seq":
		kind = yaml.SequenceNode
	}
	var byKind, byType []string
	for _, v := range w.values[line] {
		if v.kind != kind {
			continue
		}
		byKind = append(byKind, v.path)
		if v.goType == goType {
			byType = append(byType, v.path)
		}
	}
	switch {
	case len(byType) == 1:
		return byType[0]
	case len(byKind) == 1:
		return byKind[0]
	}
	return ""
}

// lineOf returns the line of key (or of its closest recorded parent), 0
// when unknown.
func (w *keyWalk) lineOf(key string) int {
	for key != "" {
		if l, ok := w.lines[key]; ok {
			return l
		}
		i := strings.LastIndexAny(key, ".[")
		if i < 0 {
			return 0
		}
		key = key[:i]
	}
	return 0
}

func joinKey(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// followsTypo reports whether p is about a key an unknown key was taken
// to mean, and that key is not in the file: "base_url: is required" after
// "bse_url: unknown key (did you mean base_url?)" says the same thing twice.
func (w *keyWalk) followsTypo(p Problem) bool {
	_, written := w.lines[p.Key]
	return w.meant[p.Key] && !written
}

// suggestKey says what an unknown key under section probably meant: a
// sibling a typo or two away (also returned as sibling), or the same key
// in another section, else the keys the section has.
func suggestKey(name string, n *keyNode, section string) (hint, sibling string) {
	best, bestDist := "", -1
	for _, cand := range n.names {
		d := editDistance(strings.ToLower(name), cand)
		if bestDist < 0 || d < bestDist {
			best, bestDist = cand, d
		}
	}
	if best != "" && bestDist <= max(1, len(name)/3) {
		return fmt.Sprintf(" (did you mean %s?)", best), best
	}
	if elsewhere := findKey(configKeys(), "", name); len(elsewhere) > 0 {
		return fmt.Sprintf(" here (did you mean %s?)", strings.Join(elsewhere, " or ")), ""
	}
	where := "at the top level"
	if section != "" {
		where = "under " + stripIndexes(section)
	}
	names := slices.Clone(n.names)
	sort.Strings(names)
	return fmt.Sprintf(" (known keys %s: %s)", where, strings.Join(names, ", ")), ""
}

// findKey returns the key paths, anywhere in the tree, whose last element
// is name.
func findKey(n *keyNode, prefix, name string) []string {
	var out []string
	for _, p := range n.keyPaths(prefix) {
		if p == name || strings.HasSuffix(p, "."+name) {
			out = append(out, p)
		}
	}
	return out
}

// stripIndexes turns "upstreams[0].retries" into "upstreams[].retries".
func stripIndexes(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '[' {
			if j := strings.IndexByte(p[i:], ']'); j > 0 {
				b.WriteString("[]")
				i += j
				continue
			}
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// editDistance is the Levenshtein distance of a and b, by bytes (config
// keys are ASCII).
func editDistance(a, b string) int {
	// Optimal string alignment: insertions, deletions, substitutions and
	// swaps of two neighbours ("nmae" for "name") cost one each.
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
