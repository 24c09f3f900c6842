// Package words holds what an article says in each language it can be
// written in: the message catalog (every sentence, heading and label, keyed
// by its English text in en.go, with each other language's wording of it
// in that language's file, tr.go, pl.go, hi.go) and the language's numbers, written as golang.org/x/text
// writes them from CLDR's data: decimal separators, digit grouping (Hindi
// by three, as its storage press writes them, not CLDR's lakh and crore),
// where the percent and plus signs go.
//
// A message's plural forms are CLDR's categories for the language (Polish
// has one, few and many), chosen by golang.org/x/text/feature/plural from
// the count it is given.
package words

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Lang is a language articles are written in. The zero Lang is English.
type Lang struct{ code string }

// languages are the languages articles are written in, English first. A
// language is its file of messages (tr.go: its wording of each English
// key) and its line here: its code, as --lang takes it; its name in
// English, for the help; and its CLDR tag, from which x/text takes its
// plural rules and how it writes numbers (decimal and group separators,
// where the signs go), or, where the language's storage press writes
// numbers otherwise than CLDR does, the tag whose way they follow; and, where its
// typography has rules of its own, the spaces they keep from breaking a
// line (typography.go). A message the file lacks is said in English, and
// TestEveryMessageIsTranslated names it.
var languages = []spec{
	{code: "en", name: "English", tag: "en"},
	{code: "tr", name: "Turkish", tag: "tr", messages: turkish, asEnglish: []string{" vs ", "Test"}},
	{code: "pl", name: "Polish", tag: "pl", messages: polish, noBreaks: oneLetterWords,
		asEnglish: []string{" vs ", "Test", "id %s", "%s s", "host (%s)", "%s, firmware %s"}},
	// Hindi's reviewers group digits by three (200,000 IOPS in the seed
	// article), not by lakh and crore as CLDR's Hindi does (2,00,000):
	// its numbers follow English's, whose separators are Hindi's own.
	{code: "hi", name: "Hindi", tag: "hi", numbers: "en", messages: hindi},
}

// spec is a language's line of languages.
type spec struct {
	code, name, tag string
	// numbers is the tag whose way of writing numbers the language's
	// press follows, where it is not its own tag's; "" for its own.
	numbers string
	// messages are its wordings by English key; nil for English.
	messages translation
	// noBreaks are the offsets of the spaces of a text that must not end
	// a line; nil where the language has no such rule.
	noBreaks func(string) []int
	// asEnglish are the wordings the language writes as English does,
	// letters and all (a loan such as "Test", a unit): any other wording
	// that is the English one is English copied, not translated
	// (TestEveryMessageIsTranslated).
	asEnglish []string
}

// The languages code names often.
var (
	English = Lang{"en"}
	Turkish = Lang{"tr"}
	Polish  = Lang{"pl"}
	Hindi   = Lang{"hi"}
)

// Langs are the languages articles can be written in, English first.
var Langs = func() []Lang {
	var out []Lang
	for _, s := range languages {
		out = append(out, Lang{s.code})
	}
	return out
}()

// Codes are the languages' codes (BCP 47), as --lang takes them.
func Codes() []string {
	var out []string
	for _, l := range Langs {
		out = append(out, l.String())
	}
	return out
}

// Parse finds the language of a code, one of Codes.
func Parse(code string) (Lang, error) {
	for _, l := range Langs {
		if strings.EqualFold(code, l.code) {
			return l, nil
		}
	}
	return Lang{}, fmt.Errorf("language %q: want one of %s", code, strings.Join(Codes(), ", "))
}

// String is the language's code: "en".
func (l Lang) String() string {
	if l.code == "" {
		return English.code
	}
	return l.code
}

// Name is the language's name in English: "Turkish".
func (l Lang) Name() string { return l.spec().name }

// spec is the language's line of languages.
func (l Lang) spec() spec {
	for _, s := range languages {
		if s.code == l.String() {
			return s
		}
	}
	return languages[0]
}

// Tag is the language's BCP 47 tag.
func (l Lang) Tag() language.Tag { return language.MustParse(l.spec().tag) }

// printers print each language's messages from the catalog; they are
// made once, on first use, and only read after: a command that writes
// no words (ingest) does not pay for the catalog at start (12 ms of
// CPU, 5% of ingesting 5,000 fio files on one core).
var printers = sync.OnceValue(func() map[string]*message.Printer {
	cat := build()
	out := map[string]*message.Printer{}
	for _, l := range Langs {
		out[l.code] = message.NewPrinter(l.Tag(), message.Catalog(cat))
	}
	return out
})

func (l Lang) printer() *message.Printer { return printers()[l.String()] }

// NumberTag is the tag the language's numbers are written by: its own,
// or the one its press follows (spec.numbers).
func (l Lang) NumberTag() language.Tag {
	if t := l.spec().numbers; t != "" {
		return language.MustParse(t)
	}
	return l.Tag()
}

// numberPrinters write each language's numbers; made once, on first
// use, and only read after.
var numberPrinters = sync.OnceValue(func() map[string]*message.Printer {
	out := map[string]*message.Printer{}
	for _, l := range Langs {
		out[l.code] = message.NewPrinter(l.NumberTag())
	}
	return out
})

func (l Lang) numbers() *message.Printer { return numberPrinters()[l.String()] }

// Say formats a message of the catalog in the language: key is its English
// text, a format as fmt's (with %[n]s where a translation reorders the
// arguments). Counts given as integers choose the plural form and are
// written with the language's digit grouping; figures are given already
// formatted, as strings. A key the catalog lacks is formatted as it is: a
// test keeps every key render uses in the catalog.
func (l Lang) Say(key string, args ...any) string {
	return l.finish(key, l.printer().Sprintf(key, args...))
}

// finish gives a formatted message the suffixes its wording asks for
// after an inserted figure (suffix.go); a wording without one is left as
// it is, so a "{+" an argument brings stays as given.
func (l Lang) finish(key, s string) string {
	w, ok := l.spec().messages[key]
	if !ok {
		return s
	}
	if l.String() == Polish.code {
		s = polishCases(s)
	}
	if strings.Contains(strings.Join(w, ""), countWordMarker) {
		s = resolveCountWords(s)
	}
	if !strings.Contains(strings.Join(w, ""), "{+") {
		return s
	}
	return resolveSuffixes(s)
}

// Capitalize writes a sentence's first letter as a capital, as the
// language does (Turkish i is İ); a script without capitals is left as it
// is.
func (l Lang) Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return cases.Upper(l.Tag()).String(string(r)) + s[n:]
}

// JoinAnd lists items as the language does: "a, b and c".
func (l Lang) JoinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return l.Say("%s and %s", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// keys are the catalog's messages, by key.
var keys = func() map[string]bool {
	out := make(map[string]bool, len(messages))
	for _, m := range messages {
		out[m.key] = true
	}
	return out
}()

// Has says whether the catalog has a message of this key: a template that
// calls a message by a key it lacks is told so, not given the key back.
func Has(key string) bool { return keys[key] }

// Message formats the catalog's message of a key a user gave (a
// template's), which must be in the catalog and take the arguments
// given: either mistake is an error, where Say would print the key, or
// fmt's %!(EXTRA ...), into the article.
func (l Lang) Message(key string, args ...any) (string, error) {
	if !Has(key) {
		return "", fmt.Errorf("no message %q in the catalog", key)
	}
	if n := len(verbsOf(key)); n != len(args) {
		return "", fmt.Errorf("message %q takes %d arguments, not %d", key, n, len(args))
	}
	s := l.printer().Sprintf(key, args...)
	if strings.Contains(s, "%!") {
		return "", fmt.Errorf("message %q does not take the arguments %v: %s", key, args, s)
	}
	return l.finish(key, s), nil
}

// verb is a verb of a format, with its argument index if it has one.
var verb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*[0-9.]*([a-zA-Z%])`)

// verbsOf lists the verbs of a format by argument, in argument order:
// "%[2]s %[1]d" gives [d s].
func verbsOf(format string) []string {
	var out []string
	next := 1
	set := func(n int, v string) {
		for len(out) < n {
			out = append(out, "")
		}
		out[n-1] = v
	}
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[3] == "%" {
			continue
		}
		n := next
		if m[2] != "" {
			fmt.Sscan(m[2], &n)
		}
		set(n, m[3])
		next = n + 1
	}
	return out
}
