package main

import (
	"context"
	"io"
)

// runServe is "zc-proxy serve".
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int { panic("todo") }
