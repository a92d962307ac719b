module github.com/zc-proxy/zc-proxy

go 1.26.0

require (
	github.com/coder/websocket v1.8.15 // indirect
	github.com/go-chi/chi/v5 v5.5.0 // indirect
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/modelcontextprotocol/go-sdk v1.8.0 // indirect
	github.com/openai/openai-go/v3 v3.102.0 // indirect
	github.com/prometheus/client_golang v1.25.0 // indirect
	github.com/sashabaranov/go-openai v1.43.0 // indirect
	github.com/tidwall/gjson v1.20.4 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.3.0 // indirect
	github.com/tidwall/sjson v1.2.10 // indirect
	go.uber.org/goleak v1.3.0 // indirect
	go.yaml.in/yaml/v3 v3.0.6 // indirect
	golang.org/x/sync v0.25.0 // indirect
)
