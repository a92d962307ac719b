// Package pending keeps the server half of mixed turns (DESIGN.md "Client
// tools") until the client's follow-up: a turn that called server and
// client tools together is kept under the client's call ids and the hash
// of the conversation before it, and spliced back into the follow-up's
// history. A Store is in memory (Memory: one replica) or shared (Redis,
// over internal/cluster: several replicas). The entries hold the wire's own
// messages as bytes; the package does not read them.
package pending

import (
	"container/list"
	"context"
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// Store is where the server halves of mixed turns wait for the client's
// follow-up.
type Store interface {
	// Keep stores e under each of its client call ids.
	Keep(ctx context.Context, e *Entry) error
	// Find looks up the entry a follow-up's assistant turn (its
	// conversation prefix and its call ids, in any order) stands for and
	// restarts its TTL. An error means the store could not be asked.
	Find(ctx context.Context, prefix [32]byte, ids []string) (*Entry, Status, error)
	// TTL is the TTL in force, for messages.
	TTL() time.Duration
	// Describe names the store for messages and /readyz ("memory", "redis").
	Describe() string
}

// Entry is one mixed turn the proxy ran the server half of: what the
// upstream must see in place of the client's copy of the assistant turn.
type Entry struct {
	Prefix    [32]byte // the conversation hash before the turn
	ClientIDs []string // the client calls it waits for, in call order
	// Messages are the loop's earlier tool rounds of that request, then
	// the mixed turn's assistant message with every call, server and
	// client, in the model's order.
	Messages [][]byte
	// Results answer the mixed turn's server calls, in call order; they go
	// right after the assistant message.
	Results  [][]byte
	Receipts []receipts.Receipt // minted for the results above (and the earlier rounds)
	Size     int                // bytes of Messages and Results

	used time.Time     // creation or last splice; the TTL counts from it
	elem *list.Element // in Memory.lru
}

// Status is what a lookup found.
type Status int

const (
	None     Status = iota // nothing known about these ids
	Found                  // an entry for exactly these ids and conversation
	Expired                // the entry expired or was evicted
	Mismatch               // an entry waits for an id, but in another conversation or for other ids
)

// The in-memory store never fails.

// Keep implements Store.
func (p *Memory) Keep(_ context.Context, e *Entry) error { p.put(e); return nil }

// Find implements Store.
func (p *Memory) Find(_ context.Context, prefix [32]byte, ids []string) (*Entry, Status, error) {
	e, st := p.Lookup(prefix, ids)
	return e, st, nil
}

// Describe implements Store.
func (p *Memory) Describe() string { return "memory" }
