package proxy

import "net/http"

// handleChat is POST /v1/chat/completions: reads the body (bounded), picks
// the upstream and the mode, and either passes through or runs the tool loop.
func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) { panic("todo") }
