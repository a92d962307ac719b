package config

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"
)

// keyNode is one level of the config's key tree, derived from the Go
// types by reflection (configKeys), so a key added to any config struct is
// known to the checker, the "did you mean" suggestions and the test that
// keeps config.yaml documenting every key, with no list to update.
type keyNode struct {
	kind   keyKind
	goType string              // the Go type yaml decodes into, as its errors name it ("[]string", "config.LoopConfig")
	fields map[string]*keyNode // keyStruct: yaml key -> its node
	names  []string            // keyStruct: the keys, in declaration order
	elem   *keyNode            // keyList: the node of each element
}

type keyKind int

const (
	keyLeaf   keyKind = iota // a value: scalar, list of scalars, free-form map, or a type that decodes itself
	keyStruct                // a mapping with fixed keys
	keyList                  // a sequence of mappings with fixed keys
)

var (
	configKeysOnce sync.Once
	configKeysTree *keyNode
)

// configKeys is the key tree of Config.
func configKeys() *keyNode {
	configKeysOnce.Do(func() { configKeysTree = keysOf(reflect.TypeFor[Config]()) })
	return configKeysTree
}

var (
	durationType    = reflect.TypeFor[time.Duration]()
	unmarshalerType = reflect.TypeFor[yaml.Unmarshaler]()
)

// keysOf derives the key tree of t. A type with its own UnmarshalYAML is a
// leaf: only it knows what it accepts.
func keysOf(t reflect.Type) *keyNode {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == durationType || t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
		return &keyNode{kind: keyLeaf, goType: t.String()}
	}
	switch t.Kind() {
	case reflect.Struct:
		n := &keyNode{kind: keyStruct, goType: t.String(), fields: map[string]*keyNode{}}
		addStructKeys(n, t)
		return n
	case reflect.Slice, reflect.Array:
		elem := keysOf(t.Elem())
		if elem.kind == keyLeaf {
			return &keyNode{kind: keyLeaf, goType: t.String()}
		}
		return &keyNode{kind: keyList, goType: t.String(), elem: elem}
	}
	return &keyNode{kind: keyLeaf, goType: t.String()}
}

// addStructKeys adds t's fields to n, following yaml's tag rules: the name
// before the first comma (the lowercased field name when empty), "-"
// skipped, ",inline" merged.
func addStructKeys(n *keyNode, t reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" {
			continue
		}
		if slices.Contains(strings.Split(opts, ","), "inline") {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				addStructKeys(n, ft)
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		if _, dup := n.fields[name]; dup {
			continue
		}
		n.fields[name] = keysOf(f.Type)
		n.names = append(n.names, name)
	}
}

// keyPaths lists every key path under n, as config.yaml spells them with
// "[]" for a list element: "upstreams[].retries.max".
func (n *keyNode) keyPaths(prefix string) []string {
	var out []string
	switch n.kind {
	case keyStruct:
		for _, name := range n.names {
			p := name
			if prefix != "" {
				p = prefix + "." + name
			}
			out = append(out, p)
			out = append(out, n.fields[name].keyPaths(p)...)
		}
	case keyList:
		out = append(out, n.elem.keyPaths(prefix+"[]")...)
	}
	return out
}

var (
	configSectionsOnce sync.Once
	configSectionsMap  map[string]string
)

// configSections maps the Go type of each config section, as yaml's errors
// name it ("upstream.Config"), to the section's path ("upstreams[]"; ""
// for the top level). It is derived from the key tree, so renaming or
// moving a type changes nothing.
func configSections() map[string]string {
	configSectionsOnce.Do(func() {
		configSectionsMap = map[string]string{}
		configKeys().addSections(configSectionsMap, "")
	})
	return configSectionsMap
}

func (n *keyNode) addSections(m map[string]string, path string) {
	switch n.kind {
	case keyStruct:
		if _, ok := m[n.goType]; !ok {
			m[n.goType] = path
		}
		for _, name := range n.names {
			n.fields[name].addSections(m, joinKey(path, name))
		}
	case keyList:
		n.elem.addSections(m, path+"[]")
	}
}

// configKeyPaths is every key path Config knows.
func configKeyPaths() []string { return configKeys().keyPaths("") }
