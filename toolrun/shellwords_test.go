package toolrun

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	tests := []struct {
		name string
		line string
		want []string
	}{
		{"plain words", "git log -3", []string{"git", "log", "-3"}},
		{"extra blanks", "  echo \t hi  ", []string{"echo", "hi"}},
		{"empty", "", nil},
		{"single quotes keep spaces", "echo 'a  b'", []string{"echo", "a  b"}},
		{"single quotes keep backslash and dollar", `echo 'a\n$HOME'`, []string{"echo", `a\n$HOME`}},
		{"double quotes", `echo "a b"`, []string{"echo", "a b"}},
		{"double quote escapes", `echo "a\"b\\c\$d"`, []string{"echo", `a"b\c$d`}},
		{"backslash kept before other chars in double quotes", `echo "a\nb"`, []string{"echo", `a\nb`}},
		{"adjacent quoting joins one word", `echo a'b'"c"`, []string{"echo", "abc"}},
		{"empty quoted word", `echo '' ""`, []string{"echo", "", ""}},
		{"backslash escapes a space", `echo a\ b`, []string{"echo", "a b"}},
		{"escaped semicolon is literal", `find . -exec echo {} \;`, []string{"find", ".", "-exec", "echo", "{}", ";"}},
		{"operators inside quotes are literal", `echo "a;b|c&d>e<f"`, []string{"echo", "a;b|c&d>e<f"}},
		{"no variable expansion", "echo $HOME ${USER}", []string{"echo", "$HOME", "${USER}"}},
		{"no globbing or tilde", "ls *.go ~ ?", []string{"ls", "*.go", "~", "?"}},
		{"hash is literal", "echo a #b", []string{"echo", "a", "#b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := splitCommand(tt.line)
			if err != nil {
				t.Fatalf("splitCommand(%q): %v", tt.line, err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("splitCommand(%q) = %q, want %q", tt.line, got, tt.want)
			}
		})
	}
}

func TestSplitCommandRefuses(t *testing.T) {
	tests := []struct {
		name       string
		line       string
		want       Outcome
		detailHint string
	}{
		{"semicolon", "echo hi; touch x", OutcomeDenied, `";"`},
		{"pipe", "echo hi | tee x", OutcomeDenied, `"|"`},
		{"or", "false || touch x", OutcomeDenied, `"||"`},
		{"and", "true && touch x", OutcomeDenied, `"&&"`},
		{"background", "sleep 9 &", OutcomeDenied, `"&"`},
		{"redirect out", "echo hi > x", OutcomeDenied, `">"`},
		{"append", "echo hi >> x", OutcomeDenied, `">>"`},
		{"redirect in", "cat < /etc/passwd", OutcomeDenied, `"<"`},
		{"subshell", "(touch x)", OutcomeDenied, `"("`},
		{"command substitution", "echo $(id)", OutcomeDenied, "$("},
		{"command substitution in double quotes", `echo "$(id)"`, OutcomeDenied, "$("},
		{"command substitution in single quotes", `echo '$(id)'`, OutcomeDenied, "$("},
		{"backticks", "echo `id`", OutcomeDenied, "backticks"},
		{"backticks in quotes", "echo '`id`'", OutcomeDenied, "backticks"},
		{"escaped backtick", "echo \\`id\\`", OutcomeDenied, "backticks"},
		{"escaped dollar paren", `echo \$(id)`, OutcomeDenied, "$("},
		{"newline", "echo hi\ntouch x", OutcomeDenied, "line break"},
		{"newline in quotes", "echo 'hi\ntouch x'", OutcomeDenied, "line break"},
		{"carriage return", "echo hi\rtouch x", OutcomeDenied, "line break"},
		{"NUL", "echo a\x00b", OutcomeDenied, "NUL"},
		{"unterminated single quote", "echo 'hi", OutcomeBadArguments, "single quote"},
		{"unterminated double quote", `echo "hi`, OutcomeBadArguments, "double quote"},
		{"lone backslash", `echo hi\`, OutcomeBadArguments, "backslash"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := splitCommand(tt.line)
			var te *toolError
			if !errors.As(err, &te) {
				t.Fatalf("splitCommand(%q) = %q, %v; want a %s refusal", tt.line, got, err, tt.want)
			}
			if te.outcome != tt.want || !strings.Contains(te.detail, tt.detailHint) {
				t.Errorf("splitCommand(%q): %s %q; want %s mentioning %q", tt.line, te.outcome, te.detail, tt.want, tt.detailHint)
			}
		})
	}
}

// FuzzSplitCommand checks the splitter's safety properties on any input:
// it never panics, and whenever it accepts a line, no argument carries a
// line break, NUL or command substitution, and every operator character in
// the words was quoted or escaped in the line.
func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{"git log -3", `echo "a b" 'c'`, "echo hi; id", "echo $(id)", `a\ b\;`, "''", `"\$"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		argv, err := splitCommand(line)
		if err != nil {
			var te *toolError
			if !errors.As(err, &te) {
				t.Fatalf("non-tool error %v", err)
			}
			return
		}
		for _, a := range argv {
			if strings.ContainsAny(a, "\n\r\x00`") || strings.Contains(a, "$(") {
				t.Fatalf("accepted %q with unsafe argument %q", line, a)
			}
		}
		unquoted := stripQuoted(line)
		if strings.ContainsAny(unquoted, ";|&<>()") {
			t.Fatalf("accepted %q with a bare operator", line)
		}
	})
}

// stripQuoted removes quoted and escaped text from a line the splitter
// accepted, leaving what a shell would parse as syntax.
func stripQuoted(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		switch c := line[i]; c {
		case '\\':
			i++
		case '\'':
			i += 1 + strings.IndexByte(line[i+1:], '\'')
		case '"':
			for i++; i < len(line) && line[i] != '"'; i++ {
				if line[i] == '\\' {
					i++
				}
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
