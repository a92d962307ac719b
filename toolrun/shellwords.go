package toolrun

import (
	"strings"
)

// splitCommand splits a command line into argv the way a POSIX shell splits
// words, and does nothing else: no variable, command, tilde or glob
// expansion. Single quotes keep everything literal; double quotes keep
// everything but backslash escapes of $ ` " \; a backslash outside quotes
// makes the next character literal.
//
// Shell syntax that would make the text mean more than one plain command
// (; | & && || < > >> ( ) and newlines, outside quotes) is refused with an
// OutcomeDenied error instead of being passed on as literal text, and so
// are command substitutions ($( and backticks) even inside quotes, where
// no shell exists to run them: a refusal tells the model more than a
// literal would.
func splitCommand(line string) ([]string, error) {
	var (
		args   []string
		word   strings.Builder
		inWord bool
	)
	endWord := func() {
		if inWord {
			args = append(args, word.String())
			word.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		if err := checkLiteral(line, i); err != nil {
			return nil, err
		}
		switch c {
		case ' ', '\t':
			endWord()
		case '\'':
			end := strings.IndexByte(line[i+1:], '\'')
			if end < 0 {
				return nil, badArguments("unterminated single quote in command")
			}
			quoted := line[i+1 : i+1+end]
			for j := range len(quoted) {
				if err := checkLiteral(quoted, j); err != nil {
					return nil, err
				}
			}
			word.WriteString(quoted)
			inWord = true
			i += end + 1
		case '"':
			next, err := readDoubleQuoted(line, i+1, &word)
			if err != nil {
				return nil, err
			}
			inWord = true
			i = next
		case '\\':
			if i+1 >= len(line) {
				return nil, badArguments("command ends with a lone backslash")
			}
			i++
			if err := checkLiteral(line, i); err != nil {
				return nil, err
			}
			word.WriteByte(line[i])
			inWord = true
		case ';', '|', '&', '<', '>', '(', ')':
			return nil, operatorError(line, i)
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	endWord()
	return args, nil
}

// readDoubleQuoted copies the contents of a double-quoted string starting
// at line[start] into word and returns the index of the closing quote.
func readDoubleQuoted(line string, start int, word *strings.Builder) (int, error) {
	for i := start; i < len(line); i++ {
		if err := checkLiteral(line, i); err != nil {
			return 0, err
		}
		switch c := line[i]; c {
		case '"':
			return i, nil
		case '\\':
			if i+1 < len(line) && strings.IndexByte("$`\"\\", line[i+1]) >= 0 {
				i++
				if err := checkLiteral(line, i); err != nil {
					return 0, err
				}
				word.WriteByte(line[i])
				continue
			}
			word.WriteByte(c)
		default:
			word.WriteByte(c)
		}
	}
	return 0, badArguments("unterminated double quote in command")
}

// checkLiteral refuses, wherever they appear, the characters no quoting
// makes acceptable: line breaks, NUL, and command substitution.
func checkLiteral(s string, i int) error {
	switch s[i] {
	case '\n', '\r':
		return denied("refused: the command contains a line break; run one command per call")
	case 0:
		return denied("refused: the command contains a NUL byte")
	case '`':
		return denied("refused: command substitution (backticks) is not supported; commands run without a shell")
	case '$':
		if i+1 < len(s) && s[i+1] == '(' {
			return denied("refused: command substitution $( ) is not supported; commands run without a shell")
		}
	}
	return nil
}

// operatorError names the shell operator at line[i] in a refusal.
func operatorError(line string, i int) error {
	op := line[i : i+1]
	if i+1 < len(line) && line[i+1] == line[i] && strings.IndexByte("|&>", line[i]) >= 0 {
		op = line[i : i+2]
	}
	return denied("refused: shell operator %q is not supported; commands run without a shell, one command per call, no pipes or redirects", op)
}
