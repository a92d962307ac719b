package main

import (
	"errors"

	"github.com/zc-proxy/zc-proxy/audit"
)

// ambiguous refuses saved JSON (valid, within depth) that scan, reading
// with gjson (first copy, exact names), would read otherwise than the
// client that showed it: a repeated member (most readers keep the last) or
// one spelled in another case (encoding/json matches it). Scanning one
// reading would say nothing of the answer the user saw.
func ambiguous(data []byte) error {
	err := audit.CheckMembers(data)
	if errors.Is(err, audit.ErrNotJSON) {
		return errors.New("not valid UTF-8 JSON")
	}
	return err
}
