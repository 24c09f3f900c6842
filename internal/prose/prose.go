// Package prose writes lists as messages to a person say them: "a, b and
// c", "a, b or c", never Go's [a b c].
package prose

import "strings"

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
