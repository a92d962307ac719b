package proxy

import "net/http"

// apiError is an error with a public face: Message, Type, Param and Code are
// what the client sees (OpenAI's error shape); Err is internal detail for
// logs only, never sent.
type apiError struct {
	Status  int
	Type    string // invalid_request_error, authentication_error, upstream_error, server_error, ...
	Code    string // optional
	Param   string // optional
	Message string
	Err     error // internal; logged, never sent
}

func (e *apiError) Error() string { panic("todo") }
func (e *apiError) Unwrap() error { return e.Err }

// writeError sends e as {"error":{"message","type","param","code"}} with
// e.Status, and logs e.Err.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, e *apiError) { panic("todo") }
