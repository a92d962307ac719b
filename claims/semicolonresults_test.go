package claims

import "testing"

// Two parallel calls' results an answer joins on one line, split by a
// semicolon, are each grounded in their own call (an agent framework's
// answer "Here is what the tools said: sunny, 21 C; cloudy, 18 C" was
// flagged: a line had to be in one call's result). Each part is still
// read whole in one call: a value moved to the other call's object, or a
// part no call returned, stays unbacked, and no two parts share a call
// (one result cut at its figures is still read as one line).
func TestSemicolonJoinedResults(t *testing.T) {
	wx := [][2]string{{"get_weather", "Current weather for a city."}}
	paris := [3]string{"get_weather", `{"city":"Paris"}`, "Paris: sunny, 21 C"}
	lyon := [3]string{"get_weather", `{"city":"Lyon"}`, "Lyon: cloudy, 18 C"}
	same := [3]string{"get_weather", `{"city":"Lyon"}`, "Lyon: sunny, 21 C"}
	both := [][3]string{paris, lyon}
	tests := [][2]string{{"run_tests", "Run the test suite."}}
	run := [][3]string{{"run_tests", `{}`, "3 passed, 5 failed"}}
	runAnchorCases(t, []anchorCase{
		{"en two results", wx, "Weather in Paris and Lyon?", "Here is what the tools said: sunny, 21 C; cloudy, 18 C", both, false},
		{"en the same result twice", wx, "Weather in Paris and Lyon?", "Here is what the tools said: sunny, 21 C; sunny, 21 C", [][3]string{paris, same}, false},
		{"es two results", wx, "¿Tiempo en París y Lyon?", "Esto devolvieron las herramientas: sunny, 21 C; cloudy, 18 C", both, false},
		{"en a part no call returned", wx, "Weather in Paris and Lyon?", "Here is what the tools said: sunny, 21 C; rainy, 9 C", both, true},
		{"es each part names its city", wx, "¿Tiempo en París y Lyon?", "Esto devolvieron las herramientas: Paris sunny, 21 C; Lyon cloudy, 18 C", both, false},
		{"es a part no call returned", wx, "¿Tiempo en París y Lyon?", "Esto devolvieron las herramientas: sunny, 21 C; lluvia, 9 C", both, true},
		{"en each part names its city", wx, "Weather in Paris and Lyon?", "Here is what the tools said: Paris sunny, 21 C; Lyon cloudy, 18 C", both, false},
		{"en one result cut at its figures", tests, "Run the tests.", "The test run printed:\n\n```\n5 passed; 3 failed\n```", run, true},
		{"en one result as printed", tests, "Run the tests.", "The test run printed:\n\n```\n3 passed; 5 failed\n```", run, false},
		{"en values swapped between cities", wx, "Weather in Paris and Lyon?", "Here is what the tools said: Paris cloudy, 18 C; Lyon sunny, 21 C", both, true},
	})
}
