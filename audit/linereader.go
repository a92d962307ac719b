package audit

import (
	"bufio"
	"errors"
	"io"
)

// MaxLineBytes is the longest line Summarise reads; longer ones are counted
// as bad and skipped. Lines the Writer produces stay far below it.
const MaxLineBytes = 1 << 20

// lineReader yields newline-terminated lines of at most max bytes, skipping
// longer ones whole, without ever holding more than max bytes of one line.
type lineReader struct {
	br  *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its newline. tooLong reports a line
// that was skipped for length (line is then nil). The returned slice is
// valid until the next call. At the end of input err is io.EOF; a last line
// without a newline is returned first.
func (lr *lineReader) next() (line []byte, tooLong bool, err error) {
	lr.buf = lr.buf[:0]
	for {
		chunk, err := lr.br.ReadSlice('\n')
		if !tooLong {
			content := len(chunk)
			if err == nil {
				content-- // the newline does not count
			}
			if len(lr.buf)+content > lr.max {
				tooLong, lr.buf = true, lr.buf[:0]
			} else {
				lr.buf = append(lr.buf, chunk...)
			}
		}
		switch {
		case err == nil:
			if tooLong {
				return nil, true, nil
			}
			return lr.buf[:len(lr.buf)-1], false, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if tooLong {
				return nil, true, nil
			}
			if len(lr.buf) > 0 {
				return lr.buf, false, nil
			}
			return nil, false, io.EOF
		default:
			return nil, false, err
		}
	}
}
