package proxy

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpsAuditPathUnusable: a bad audit.path stops New, so the proxy never
// runs without the trail it was told to keep.
func TestOpsAuditPathUnusable(t *testing.T) {
	cfg := &Config{
		Upstreams: []UpstreamConfig{{Name: "a", BaseURL: "http://127.0.0.1:9/v1"}},
		Audit:     AuditConfig{Path: filepath.Join(t.TempDir(), "missing-dir", "audit.jsonl")},
	}
	s, err := New(context.Background(), cfg, Options{})
	if err == nil {
		s.Close()
		t.Fatal("New succeeded with an audit path in a missing directory")
	}
	if !strings.Contains(err.Error(), "audit") {
		t.Errorf("err = %v, want it to name the audit trail", err)
	}
}
