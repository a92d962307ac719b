// Package deploy holds tests for the container files at the repository root.
//
// No container engine runs in CI, so the tests check the files statically:
// docker-compose.yml through the Compose specification's own loader, and the
// Dockerfile as text.
package deploy
