package scripted

import (
	"net/http"
	"strconv"
)

// apiError is the body OpenAI sends with a non-2xx status:
// {"error":{"message","type","param","code"}}.
type apiError struct {
	status  int
	message string
	typ     string
	param   any // string or nil
	code    any // string or nil
}

// errorDefaults holds OpenAI's type, code and message for each status, as
// its API returns them; a Turn's ErrorMessage replaces the message.
var errorDefaults = map[int]apiError{
	http.StatusBadRequest:            {typ: "invalid_request_error", message: "Invalid request."},
	http.StatusUnauthorized:          {typ: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided."},
	http.StatusForbidden:             {typ: "invalid_request_error", code: "unsupported_country_region_territory", message: "Country, region, or territory not supported"},
	http.StatusNotFound:              {typ: "invalid_request_error", code: "model_not_found", message: "The model does not exist or you do not have access to it."},
	http.StatusRequestEntityTooLarge: {typ: "invalid_request_error", message: "Request too large."},
	http.StatusTooManyRequests:       {typ: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests. Please try again in 1s."},
	http.StatusInternalServerError:   {typ: "server_error", message: "The server had an error while processing your request. Sorry about that!"},
	http.StatusBadGateway:            {typ: "server_error", message: "Bad gateway."},
	http.StatusServiceUnavailable:    {typ: "server_error", message: "The engine is currently overloaded, please try again later."},
}

// newAPIError fills in OpenAI's defaults for status; message "" keeps the
// default message.
func newAPIError(status int, message string) apiError {
	e, ok := errorDefaults[status]
	if !ok {
		e = apiError{typ: "server_error", message: http.StatusText(status)}
		if status < 500 {
			e.typ = "invalid_request_error"
		}
	}
	e.status = status
	if message != "" {
		e.message = message
	}
	return e
}

func (e apiError) body() []byte {
	b := appendJSON(nil, object{{"error", object{
		{"message", e.message},
		{"type", e.typ},
		{"param", e.param},
		{"code", e.code},
	}}})
	return append(b, '\n')
}

// retryAfterSeconds is the Retry-After sent with a 429.
const retryAfterSeconds = 1

// writeError answers with e as OpenAI does, including Retry-After on 429.
func writeError(w http.ResponseWriter, e apiError) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	if e.status == http.StatusTooManyRequests {
		h.Set("Retry-After", strconv.Itoa(retryAfterSeconds))
	}
	w.WriteHeader(e.status)
	w.Write(e.body())
}
