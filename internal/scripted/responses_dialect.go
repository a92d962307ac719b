package scripted

import (
	"fmt"
	"net/http"
)

// responsesSpec is what differs between providers' /v1/responses. Events,
// items and usage follow OpenAI's recorded streams everywhere; the
// providers differ in whether they keep responses for previous_response_id
// and in how they refuse one they do not have.
type responsesSpec struct {
	// stateless: nothing is stored and previous_response_id is refused.
	// Ollama documents its /v1/responses (v0.13.3+) as stateless only, and
	// OpenRouter its Responses API Beta likewise; neither documents the
	// refusal's text, so it says what their documents say.
	stateless bool
	// storeOff: store is silently turned off (the response says
	// "store": false) and every previous id is unknown. vLLM does this
	// unless started with VLLM_ENABLE_RESPONSES_API_STORE=1
	// (serving_responses.py: "implicitly disable store").
	storeOff bool
	// notFound is the error for an unknown previous_response_id.
	notFound func(id string) apiError
}

// openAINotFound is OpenAI's (and Azure's) answer to an unknown previous
// response id, as users quote it (maximhq/bifrost#2441,
// lmstudio-bug-tracker#1188): 400, code previous_response_not_found.
func openAINotFound(id string) apiError {
	e := newAPIError(http.StatusBadRequest, fmt.Sprintf("Previous response with id '%s' not found.", id))
	e.param, e.code = "previous_response_id", "previous_response_not_found"
	return e
}

// vllmNotFound is vLLM's _make_not_found_error: 404, param response_id.
func vllmNotFound(id string) apiError {
	e := newAPIError(http.StatusNotFound, fmt.Sprintf("Response with id '%s' not found.", id))
	e.param, e.code = "response_id", nil
	return e
}

var (
	openAIResponses    = &responsesSpec{notFound: openAINotFound}
	statelessResponses = &responsesSpec{stateless: true, notFound: openAINotFound}
	vllmResponses      = &responsesSpec{storeOff: true, notFound: vllmNotFound}
)

// responsesSpec is d's Responses behaviour; a dialect with no documented
// difference (Azure serves OpenAI's models and API) speaks OpenAI's.
func (d Dialect) responsesSpec() *responsesSpec {
	switch d {
	case DialectOllama, DialectOpenRouter:
		return statelessResponses
	case DialectVLLM:
		return vllmResponses
	}
	return openAIResponses
}

func (rs *responsesSpec) statelessError() apiError {
	e := newAPIError(http.StatusBadRequest, "previous_response_id is not supported: this API is stateless; send the whole conversation in input.")
	e.param, e.code = "previous_response_id", "unsupported_parameter"
	return e
}
