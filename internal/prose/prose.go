// Package prose writes values into messages as a person says them:
// lists as "a, b and c" or "a, b or c", never Go's [a b c]; sizes as
// "8 MiB"; a value read from a file quoted where it is text.
package prose

import (
	"fmt"
	"strconv"
	"strings"
)

// And writes words as "a, b and c".
func And(words []string) string { return join(words, "and") }

// Or writes words as "a, b or c".
func Or(words []string) string { return join(words, "or") }

func join(words []string, last string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + last + " " + words[len(words)-1]
}

// Bytes writes a size in bytes for a message: "8 MiB", "277.0 KiB",
// "900 bytes".
func Bytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + " MiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + " KiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// Value writes a value decoded from a file (TOML, YAML) for a message:
// a string quoted, anything else as Go prints it.
func Value(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}
