package claims

import "testing"

// TestCurlTranscriptExactURL: a `$ curl -s URL` transcript is backed by a
// fetch of that URL, compared exactly (scheme and host case and a
// trailing slash aside), not by a fetch whose URL merely starts with it.
func TestCurlTranscriptExactURL(t *testing.T) {
	http := [][2]string{{"http_get", "Fetch a URL with HTTP GET."}}
	get := [3]string{"http_get", `{"url":"https://api.example.com/users/12345"}`, `{"id":12345,"name":"Ann Lee","plan":"pro"}`}
	out := "{\"id\":12345,\"name\":\"Ann Lee\",\"plan\":\"pro\"}"
	runAnchorCases(t, []anchorCase{
		{"curl prefix URL", http, "Who is user 1?", "```\n$ curl -s https://api.example.com/users/1\n" + out + "\n```\nUser 1 is Ann Lee.", [][3]string{get}, true},
		{"curl prefix URL, slash", http, "Who is user 1?", "```\n$ curl -s https://api.example.com/users/1/\n" + out + "\n```\nUser 1 is Ann Lee.", [][3]string{get}, true},
		// twins: the same URL, its host's case or a trailing slash aside
		{"twin: same URL", http, "Who is user 12345?", "```\n$ curl -s https://api.example.com/users/12345\n" + out + "\n```\nUser 12345 is Ann Lee.", [][3]string{get}, false},
		{"twin: host case, slash", http, "Who is user 12345?", "```\n$ curl -s https://API.example.com/users/12345/\n" + out + "\n```\nUser 12345 is Ann Lee.", [][3]string{get}, false},
	})
}
