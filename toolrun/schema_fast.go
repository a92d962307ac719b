package toolrun

import (
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
)

// typeSet is a set of JSON Schema type names, one bit each.
type typeSet uint8

const (
	typeNull typeSet = 1 << iota
	typeBoolean
	typeString
	typeInteger // a number without a fractional part
	typeNumber  // a number with one
	typeArray
	typeObject

	anyType = typeNull | typeBoolean | typeString | typeInteger | typeNumber | typeArray | typeObject
)

// typeNames maps a "type" keyword to the values it admits; "number"
// subsumes integers, as in jsonschema-go.
var typeNames = map[string]typeSet{
	"null":    typeNull,
	"boolean": typeBoolean,
	"string":  typeString,
	"integer": typeInteger,
	"number":  typeInteger | typeNumber,
	"array":   typeArray,
	"object":  typeObject,
}

// admits reports whether the JSON value v (as objectMembers cut it) has a
// type in the set.
func (t typeSet) admits(v string) bool {
	if t == anyType {
		return true
	}
	switch byteAt(v, 0) {
	case '"':
		return t&typeString != 0
	case '{':
		return t&typeObject != 0
	case '[':
		return t&typeArray != 0
	case 't', 'f':
		return t&typeBoolean != 0
	case 'n':
		return t&typeNull != 0
	}
	if t&typeNumber != 0 {
		return true // includes integers
	}
	return t&typeInteger != 0 && numberIsIntegral(v)
}

// fastSchema checks arguments against the subset of JSON Schema the
// built-in tools generate and many MCP tools use: an object with typed
// properties, required names and additionalProperties true or false.
// Within that subset it accepts exactly what jsonschema-go accepts, so
// parse may take its acceptance as final and leave rejections (and their
// wording) to jsonschema-go.
type fastSchema struct {
	props      map[string]typeSet
	required   []string
	additional typeSet // types admitted for names not in props
}

// accepts reports whether the members satisfy the schema. It checks every
// member, shadowed duplicates included, so it may refuse what jsonschema-go
// (which sees only the last of duplicates) accepts, never the reverse.
func (f *fastSchema) accepts(members []member) bool {
	for _, m := range members {
		types, ok := f.props[m.name]
		if !ok {
			types = f.additional
		}
		if !types.admits(m.value) {
			return false
		}
	}
	for _, name := range f.required {
		if !hasMember(members, name) {
			return false
		}
	}
	return true
}

func hasMember(members []member, name string) bool {
	for _, m := range members {
		if m.name == name {
			return true
		}
	}
	return false
}

// Schema fields that never change what jsonschema-go's Validate accepts
// (it neither checks format nor orders anything by PropertyOrder).
var annotationFields = []string{
	"Title", "Description", "Default", "Examples", "Comment",
	"Deprecated", "ReadOnly", "WriteOnly", "Format", "PropertyOrder",
}

var (
	rootFields      = fieldSet(annotationFields, "Schema", "Type", "Properties", "Required", "AdditionalProperties")
	subschemaFields = fieldSet(annotationFields, "Type", "Types", "Not")
)

func fieldSet(base []string, more ...string) map[string]bool {
	set := make(map[string]bool, len(base)+len(more))
	for _, names := range [][]string{base, more} {
		for _, n := range names {
			set[n] = true
		}
	}
	return set
}

// compileFast returns the fast form of a resolved root schema, or nil when
// it uses anything outside the subset (enum, pattern, minimum, $ref,
// oneOf, nested properties...), and jsonschema-go must check every call.
// It reads the schema as jsonschema-go parsed it, so a keyword it knows
// under any spelling, and any keyword it does not know (Extra), forces the
// fallback.
func compileFast(root *jsonschema.Schema) *fastSchema {
	if root == nil || root.Type != "object" || !onlyFields(root, rootFields) {
		return nil
	}
	switch root.Schema {
	case "", // the drafts Validate accepts; it refuses every call under any other
		"http://json-schema.org/draft-07/schema#",
		"https://json-schema.org/draft-07/schema#",
		"https://json-schema.org/draft/2020-12/schema":
	default:
		return nil
	}
	f := &fastSchema{
		props:    make(map[string]typeSet, len(root.Properties)),
		required: root.Required,
	}
	for name, sub := range root.Properties {
		types, ok := subschemaTypes(sub)
		if !ok {
			return nil
		}
		f.props[name] = types
	}
	f.additional = anyType
	if root.AdditionalProperties != nil {
		types, ok := subschemaTypes(root.AdditionalProperties)
		if !ok {
			return nil
		}
		f.additional = types
	}
	return f
}

// subschemaTypes returns the types a property schema admits when it says
// nothing but its type: {} and true admit any, false ({"not": {}} once
// parsed) none.
func subschemaTypes(s *jsonschema.Schema) (typeSet, bool) {
	if s == nil || !onlyFields(s, subschemaFields) {
		return 0, false
	}
	if s.Not != nil {
		if s.Type != "" || s.Types != nil || !reflect.ValueOf(*s.Not).IsZero() {
			return 0, false
		}
		return 0, true
	}
	if s.Type != "" {
		types, ok := typeNames[s.Type]
		return types, ok
	}
	if s.Types == nil {
		return anyType, true
	}
	var set typeSet
	for _, name := range s.Types {
		types, ok := typeNames[name]
		if !ok {
			return 0, false
		}
		set |= types
	}
	return set, true
}

// onlyFields reports whether every field of s outside allowed is zero.
// Fields a later jsonschema-go adds are outside allowed, so they force the
// fallback rather than being ignored.
func onlyFields(s *jsonschema.Schema, allowed map[string]bool) bool {
	v := reflect.ValueOf(s).Elem()
	t := v.Type()
	for i := range t.NumField() {
		if !allowed[t.Field(i).Name] && !v.Field(i).IsZero() {
			return false
		}
	}
	return true
}
