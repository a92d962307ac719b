package toolrun

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// argSchema is a tool's parameters schema, as offered to the model and as
// resolved for validating the model's arguments.
type argSchema struct {
	raw      json.RawMessage
	resolved *jsonschema.Resolved // nil: any JSON object passes
	fast     *fastSchema          // nil: resolved (if any) checks every call
}

// newArgSchema compiles a JSON schema given as any JSON-marshalable value
// (a config map, a fixed schema literal, an MCP server's inputSchema). The
// top level must describe an object, as function calling requires.
func newArgSchema(v any) (*argSchema, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("parameters: %w", err)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("parameters: not a JSON schema: %w", err)
	}
	if s.Type != "object" {
		return nil, errors.New(`parameters: schema must have "type": "object"`)
	}
	resolved, err := s.Resolve(nil)
	if err != nil {
		return nil, fmt.Errorf("parameters: %w", err)
	}
	return &argSchema{raw: raw, resolved: resolved, fast: compileFast(resolved.Schema())}, nil
}

// mustSchema compiles a fixed schema written in this package.
func mustSchema(v any) *argSchema {
	s, err := newArgSchema(v)
	if err != nil {
		panic("toolrun: bad built-in schema: " + err.Error())
	}
	return s
}

// arguments are one call's validated arguments.
type arguments struct {
	raw     json.RawMessage // the object as sent ("{}" for empty)
	members []member        // its members in order, duplicates kept
}

// lookup returns the JSON text of the property name. Of duplicate names the
// last counts, as with encoding/json and so with the validator.
func (a arguments) lookup(name string) (string, bool) {
	for i := len(a.members) - 1; i >= 0; i-- {
		if a.members[i].name == name {
			return a.members[i].value, true
		}
	}
	return "", false
}

// str returns the string property name, or "" when absent or not a string.
func (a arguments) str(name string) string {
	v, _ := a.lookup(name)
	s, _ := jsonString(v)
	return s
}

// text returns a property in the form it takes when substituted into a
// command argument or a URL: a JSON string's contents, or any other value's
// JSON text exactly as sent (so 12345678901234567890 keeps every digit).
func (a arguments) text(name string) (string, bool) {
	field, ok := a.lookup(name)
	if !ok {
		return "", false
	}
	if s, isString := jsonString(field); isString {
		return s, true
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, []byte(field)); err != nil {
		return field, true
	}
	return buf.String(), true
}

// parse decodes the model's arguments JSON and validates it against the
// schema. Empty text means no arguments ("{}").
//
// With a fast schema (or none), valid JSON is split into members in one
// scan and checked without decoding; anything else, and every rejection,
// goes through encoding/json and jsonschema-go, which give the verdict and
// its wording exactly as they always have.
func (s *argSchema) parse(text string) (arguments, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		text = "{}"
	}
	a := arguments{raw: json.RawMessage(text)}
	if s.resolved != nil && s.fast == nil {
		// jsonschema-go needs the decoded tree anyway.
		return a, s.decodeAndValidate(&a, text)
	}
	if json.Valid(a.raw) {
		if members, ok := objectMembers(text); ok {
			a.members = members
			if s.fast == nil || s.fast.accepts(members) {
				return a, nil
			}
		}
	}
	return a, s.decodeAndValidate(&a, text)
}

// decodeAndValidate is the full check: encoding/json decodes the arguments
// and jsonschema-go validates the result.
func (s *argSchema) decodeAndValidate(a *arguments, text string) error {
	var top any
	if err := json.Unmarshal(a.raw, &top); err != nil {
		return badArguments("arguments are not valid JSON: %s", shorten(jsonErrorText(err), 120))
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return badArguments("arguments must be a JSON object")
	}
	if a.members == nil {
		members, ok := objectMembers(text)
		if !ok {
			// Unreachable: encoding/json has just decoded an object.
			return badArguments("arguments must be a JSON object")
		}
		a.members = members
	}
	if s.resolved != nil {
		if err := s.resolved.Validate(obj); err != nil {
			return badArguments("arguments do not match the schema: %s", shorten(schemaErrorText(err), maxDetail))
		}
	}
	return nil
}

// jsonErrorText drops encoding/json's "json: " prefix.
func jsonErrorText(err error) string {
	return strings.TrimPrefix(err.Error(), "json: ")
}

// schemaErrorText keeps the useful tail of a jsonschema error: it nests
// "validating root: validating /properties/n: ..." prefixes.
func schemaErrorText(err error) string {
	msg := err.Error()
	msg = strings.ReplaceAll(msg, "validating root: ", "")
	return msg
}
