package syntax

import (
	"bytes"
	"errors"
	"unicode/utf16"
	"unicode/utf8"
)

// Byte-order marks: a file that starts with one says its encoding.
var (
	bomUTF8    = []byte{0xef, 0xbb, 0xbf}
	bomUTF16LE = []byte{0xff, 0xfe}
	bomUTF16BE = []byte{0xfe, 0xff}
)

// ErrOddUTF16 is Text's error for UTF-16 text cut in the middle of a
// character.
var ErrOddUTF16 = errors.New("UTF-16 text (it starts with a UTF-16 byte-order mark) with an odd number of bytes: cut short?")

// Text is a file's text as UTF-8 without a byte-order mark, whatever
// Windows saved it as: UTF-8 with or without a BOM (Notepad, PowerShell's
// Out-File -Encoding utf8, Excel's "CSV UTF-8"), or UTF-16 LE or BE with
// its BOM (Notepad's "Unicode", PowerShell 5's > redirection). Line ends
// are left as they are. Without a UTF-16 BOM, data itself (from its fourth
// byte after a UTF-8 BOM) is returned, not a copy.
func Text(data []byte) ([]byte, error) {
	var bigEndian bool
	switch {
	case bytes.HasPrefix(data, bomUTF8):
		return data[len(bomUTF8):], nil
	case bytes.HasPrefix(data, bomUTF16LE):
	case bytes.HasPrefix(data, bomUTF16BE):
		bigEndian = true
	default:
		return data, nil
	}
	body := data[2:]
	if len(body)%2 != 0 {
		return nil, ErrOddUTF16
	}
	u := make([]uint16, len(body)/2)
	for i := range u {
		hi, lo := body[2*i+1], body[2*i]
		if bigEndian {
			hi, lo = lo, hi
		}
		u[i] = uint16(hi)<<8 | uint16(lo)
	}
	out := make([]byte, 0, len(u))
	for _, r := range utf16.Decode(u) {
		out = utf8.AppendRune(out, r)
	}
	return out, nil
}
