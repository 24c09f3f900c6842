package words

import (
	"regexp"
	"testing"
)

// TestTurkishNoFixedDAAfterAnInsert: the Turkish conjunction de/da
// follows the vowel harmony of the word before it, which a catalog
// cannot know where that word is an inserted name ("rastgele 4K okuma
// de" was wrong, #24 round 7, tr): no translation writes a fixed "de" or
// "da" right after an insert.
func TestTurkishNoFixedDAAfterAnInsert(t *testing.T) {
	fixed := regexp.MustCompile(`%(\[\d+\])?[sd] d[ae] `)
	for key, forms := range turkish {
		for _, f := range forms {
			if fixed.MatchString(f) {
				t.Errorf("%q: the Turkish %q sets a fixed de/da after an insert", key, f)
			}
		}
	}
}
