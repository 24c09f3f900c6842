package words

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// entry is one message of the catalog: its English text, which is its key
// (a format as fmt's), and, where a count decides its wording, the
// argument that gives the count and English's other forms.
type entry struct {
	key  string
	same bool // reads the same in every language: punctuation, symbols
	// arg is the argument, from 1, whose count picks the plural form; 0
	// where no count does.
	arg int
	// forms are English's forms but "other" (which is the key), as pairs
	// of a CLDR plural category and a wording: "one", "%d system".
	forms []string
}

// msg is a message each language words in its own file.
func msg(key string) entry { return entry{key: key} }

// same is a message that reads the same in every language.
func same(key string) entry { return entry{key: key, same: true} }

// count is a message whose wording follows a count, the arg-th argument,
// with English's forms but "other" (the key): "one", "%d system".
func count(arg int, key string, forms ...string) entry {
	return entry{key: key, arg: arg, forms: forms}
}

// A translation is a language's wording of the catalog's messages, by
// English key: one wording, or, for a message a count decides, pairs of a
// CLDR plural category and a wording ("one", "%d system", "few", "%d
// systemy", "many", "%d systemów"), the last also standing for the
// categories not given. A language's file (tr.go) holds its translation.
type translation map[string][]string

// translated says whether the language words the message itself: English
// words every message; another language one its file has, or one that
// reads the same in all. A message it lacks is said in English.
func (m entry) translated(l Lang) bool {
	if m.same || l.spec().messages == nil {
		return true
	}
	_, ok := l.spec().messages[m.key]
	return ok
}

// wordings gives the message's wording in a language, English's where the
// language has none: a plain string or its plural cases (the last case is
// also "other", where not given: the form of fractions, which counts
// never are).
func (m entry) wordings(l Lang) (plain string, cases []string) {
	if m.same {
		return m.key, nil
	}
	w, ok := l.spec().messages[m.key]
	if !ok {
		if len(m.forms) == 0 {
			return m.key, nil
		}
		return "", append(append([]string{}, m.forms...), "other", m.key)
	}
	if len(w) == 1 {
		return w[0], nil
	}
	return "", w
}

// build makes the catalog x/text prints from.
func build() catalog.Catalog {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, m := range messages {
		for _, s := range languages {
			l := Lang{s.code}
			plain, cases := m.wordings(l)
			if cases != nil && m.arg == 0 { // forms where no count decides: the last (a test names it)
				plain, cases = cases[len(cases)-1], nil
			}
			if cases == nil {
				b.SetString(l.Tag(), m.key, plain)
				continue
			}
			if !hasOther(cases) {
				cases = append(cases, "other", cases[len(cases)-1])
			}
			args := make([]any, len(cases))
			for i, c := range cases {
				args[i] = c
			}
			b.Set(l.Tag(), m.key, plural.Selectf(m.arg, "%d", args...))
		}
	}
	return b
}

func hasOther(cases []string) bool {
	for i := 0; i < len(cases); i += 2 {
		if cases[i] == "other" {
			return true
		}
	}
	return false
}
