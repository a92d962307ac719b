package apierr

import (
	"errors"
	"net/http"
	"strings"
	"testing"
)

func TestMarshalHidesDetail(t *testing.T) {
	e := Upstream(0, errors.New("http://10.0.0.1 key sk-secret"))
	out := string(Marshal(e))
	if e.Status != http.StatusBadGateway || strings.Contains(out, "sk-secret") || strings.Contains(out, "10.0.0.1") {
		t.Errorf("status %d body %s", e.Status, out)
	}
	if want := `{"error":{"message":"upstream error","type":"upstream_error","param":null,"code":null}}` + "\n"; out != want {
		t.Errorf("body %s, want %s", out, want)
	}
	if !errors.Is(e, e.Err) || Upstream(http.StatusGatewayTimeout, nil).Message != "upstream timed out" {
		t.Error("Unwrap or the timeout message")
	}
	if b := BadRequest("m", "p"); b.Param != "p" || b.Type != TypeInvalidRequest || b.Status != 400 {
		t.Errorf("%+v", b)
	}
}
