// Package claims finds statements in an assistant answer that say a tool
// action was done in this conversation (a command run, a file read, a
// search made, a message sent, …) or that present text as a tool's output,
// and decides for each whether a call in the conversation backs it.
//
// It is tool-agnostic: a claim is found whether or not any offered tool can
// do the action. Languages are data (lang_*.go, one file each). The scan is
// deterministic, linear in the text and explains every decision.
package claims
