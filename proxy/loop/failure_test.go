package loop

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

func TestRunFailure(t *testing.T) {
	stop := &apierr.Error{Status: http.StatusServiceUnavailable, Message: "shutting down"}
	bad := &apierr.Error{Status: http.StatusBadGateway, Message: "upstream"}
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		name       string
		ctx        context.Context
		stopping   *apierr.Error
		err        error
		wantStatus int // 0: nothing to answer
		wantResult string
	}{
		{"shutdown wins", gone, stop, ErrClientGone, http.StatusServiceUnavailable, "error"},
		{"client gone", context.Background(), nil, fmt.Errorf("write: %w", ErrClientGone), 0, "client_gone"},
		{"context ended", gone, nil, errors.New("read: reset"), 0, "client_gone"},
		{"an api error as it is", context.Background(), nil, fmt.Errorf("turn: %w", bad), http.StatusBadGateway, "error"},
		{"any other error is a 500", context.Background(), nil, errors.New("boom"), http.StatusInternalServerError, "error"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, result := (&Run{Ctx: c.ctx}).Failure(c.stopping, c.err)
			status := 0
			if e != nil {
				status = e.Status
			}
			if status != c.wantStatus || result != c.wantResult {
				t.Errorf("got %d %q, want %d %q", status, result, c.wantStatus, c.wantResult)
			}
		})
	}
}
