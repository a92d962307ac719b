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
	return &argSchema{raw: raw, resolved: resolved}, nil
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
	raw    json.RawMessage            // the object as sent ("{}" for empty)
	values map[string]any             // decoded, as validated
	fields map[string]json.RawMessage // each property's JSON text, for exact substitution
}

// str returns the string property name, or "" when absent or not a string.
func (a arguments) str(name string) string {
	s, _ := a.values[name].(string)
	return s
}

// text returns a property in the form it takes when substituted into a
// command argument or a URL: a JSON string's contents, or any other value's
// JSON text exactly as sent (so 12345678901234567890 keeps every digit).
func (a arguments) text(name string) (string, bool) {
	field, ok := a.fields[name]
	if !ok {
		return "", false
	}
	if s, isString := a.values[name].(string); isString {
		return s, true
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, field); err != nil {
		return string(field), true
	}
	return buf.String(), true
}

// parse decodes the model's arguments JSON and validates it against the
// schema. Empty text means no arguments ("{}").
func (s *argSchema) parse(text string) (arguments, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		text = "{}"
	}
	var a arguments
	a.raw = json.RawMessage(text)
	var top any
	if err := json.Unmarshal(a.raw, &top); err != nil {
		return a, badArguments("arguments are not valid JSON: %s", shorten(jsonErrorText(err), 120))
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return a, badArguments("arguments must be a JSON object")
	}
	a.values = obj
	if err := json.Unmarshal(a.raw, &a.fields); err != nil {
		return a, badArguments("arguments must be a JSON object")
	}
	if s.resolved != nil {
		if err := s.resolved.Validate(obj); err != nil {
			return a, badArguments("arguments do not match the schema: %s", shorten(schemaErrorText(err), maxDetail))
		}
	}
	return a, nil
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
