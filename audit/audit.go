// Package audit appends tool-call events to a JSON-lines file, one object
// per line, rotated by size, and summarises such files for operators.
//
// An entry records what ran (tool, the digest of the call id, a SHA-256
// of the arguments), how it ended, how long it took, how much output it
// produced and, for successful calls, the receipt minted for it. It never
// holds the receipt key: there is no field for one. Receipts are public tokens (the model and
// the client see them), so logging them discloses nothing; arguments and
// outputs are not logged, only their hash and size, because they may hold
// anything.
package audit
