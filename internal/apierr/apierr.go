// Package apierr is the error with a public face every layer answers
// with: OpenAI's error shape (message, type, param, code) for the client,
// and internal detail for the logs only.
package apierr

import (
	"encoding/json"
	"net/http"
)

// Error types, as OpenAI names them in error.type.
const (
	TypeInvalidRequest = "invalid_request_error"
	TypeUpstream       = "upstream_error"
	TypeServer         = "server_error"
)

// Error is an error with a public face: Message, Type, Param and Code are
// what the client sees (OpenAI's error shape); Err is internal detail for
// logs only, never sent.
type Error struct {
	Status  int
	Type    string // invalid_request_error, authentication_error, upstream_error, server_error, ...
	Code    string // optional
	Param   string // optional
	Message string
	Err     error // internal; logged, never sent
	// Warn logs a client error (below 500) at warn, as 5xx are: it is the
	// proxy's config to fix (an upstream's 404 for a base_url without
	// /v1), not the client's request.
	Warn bool
}

func (e *Error) Error() string {
	if e.Err == nil {
		return e.Type + ": " + e.Message
	}
	return e.Type + ": " + e.Message + ": " + e.Err.Error()
}

func (e *Error) Unwrap() error { return e.Err }

// BadRequest is a 400 invalid_request_error; param names the offending
// request field ("" when none).
func BadRequest(msg, param string) *Error {
	return &Error{Status: http.StatusBadRequest, Type: TypeInvalidRequest, Param: param, Message: msg}
}

// Upstream is a failed upstream call answered with status (502 when
// zero); err says why, in the logs only, so no upstream URL or key reaches
// the client.
func Upstream(status int, err error) *Error {
	if status == 0 {
		status = http.StatusBadGateway
	}
	msg := "upstream error"
	if status == http.StatusGatewayTimeout {
		msg = "upstream timed out"
	}
	return &Error{Status: status, Type: TypeUpstream, Message: msg, Err: err}
}

// Internal is a generic 500 whose detail stays in the logs.
func Internal(err error) *Error {
	return &Error{Status: http.StatusInternalServerError, Type: TypeServer,
		Message: "The server had an error while processing your request.", Err: err}
}

// body is OpenAI's error envelope. Param and Code are null, not "",
// when unset, as OpenAI sends them.
type body struct {
	Error struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    *string `json:"code"`
	} `json:"error"`
}

// Marshal renders e in OpenAI's error shape.
func Marshal(e *Error) []byte {
	var b body
	b.Error.Message = e.Message
	b.Error.Type = e.Type
	if e.Param != "" {
		b.Error.Param = &e.Param
	}
	if e.Code != "" {
		b.Error.Code = &e.Code
	}
	out, err := json.Marshal(b)
	if err != nil { // only strings inside: cannot happen
		return []byte(`{"error":{"message":"internal error","type":"server_error","param":null,"code":null}}`)
	}
	return append(out, '\n')
}

// Clip cuts s to n bytes (with "…" when cut): a hostile string quoted in a
// message or a log line stays short.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
