package words

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/message"
)

// TestEveryMessageIsTranslated: each message of the catalog has a wording
// in every language, or is marked as reading the same in all; no key is
// there twice; no language words a message the catalog does not have (a
// key changed in en.go and not in the language's file), and a language
// gives plural forms only where a count decides.
func TestEveryMessageIsTranslated(t *testing.T) {
	keys := map[string]entry{}
	for _, m := range messages {
		if _, ok := keys[m.key]; ok {
			t.Errorf("%q is in the catalog twice", m.key)
		}
		keys[m.key] = m
		for _, l := range Langs[1:] {
			if !m.translated(l) {
				t.Errorf("%q has no %s wording in %s.go: it is said in English", m.key, l.Name(), l)
				continue
			}
			plain, cases := m.wordings(l)
			if !m.same && plain == m.key && strings.IndexFunc(withoutVerbs(plain), unicode.IsLetter) >= 0 && !slices.Contains(l.spec().asEnglish, plain) {
				t.Errorf("%q: its %s wording is the English one", m.key, l.Name())
			}
			if plain == "" && len(cases) == 0 {
				t.Errorf("%q has an empty %s wording", m.key, l.Name())
			}
			for i := 1; i < len(cases); i += 2 {
				if cases[i] == "" {
					t.Errorf("%q has an empty %s form %q", m.key, l.Name(), cases[i-1])
				}
				if !slices.Contains([]string{"zero", "one", "two", "few", "many", "other"}, cases[i-1]) {
					t.Errorf("%q: %s form %q is not a CLDR plural category", m.key, l.Name(), cases[i-1])
				}
			}
		}
	}
	for _, l := range Langs[1:] {
		for key, w := range l.spec().messages {
			m, ok := keys[key]
			switch {
			case !ok:
				t.Errorf("%s.go words %q, which the catalog (en.go) does not have", l, key)
			case m.same:
				t.Errorf("%s.go words %q, which reads the same in every language", l, key)
			case len(w) == 0:
				t.Errorf("%s.go words %q with nothing", l, key)
			case len(w) > 1 && m.arg == 0:
				t.Errorf("%s.go gives %q plural forms, but no count decides its wording", l, key)
			case len(w) > 1 && len(w)%2 != 0:
				t.Errorf("%s.go: %q's plural forms are not pairs of a category and a wording", l, key)
			}
		}
	}
}

// verb matches a format verb, with its argument index where it has one.
// TestTranslationsTakeTheKeysArguments: every wording of a message uses
// each of its key's arguments once with the same verb, so that no
// translation drops a figure or a name, or takes a count for a name.
func TestTranslationsTakeTheKeysArguments(t *testing.T) {
	for _, m := range messages {
		want := verbsOf(m.key)
		for _, l := range Langs {
			plain, cases := m.wordings(l)
			wordings := []string{plain}
			if cases != nil {
				wordings = nil
				for i := 1; i < len(cases); i += 2 {
					wordings = append(wordings, cases[i])
				}
			}
			for i, w := range wordings {
				got := verbsOf(w)
				if slices.Equal(got, want) {
					continue
				}
				// The form of one may say its count in a word, as
				// editors write a number under ten ("jeden wynik"):
				// the count is the one the form stands for.
				if cases != nil && m.arg > 0 && cases[2*i] == "one" && slices.Equal(withoutArg(got, m.arg), withoutArg(want, m.arg)) {
					continue
				}
				t.Errorf("%s %q: arguments %v, the key's are %v", l, w, got, want)
			}
		}
	}
}

// withoutArg is a list of verbs with the n-th (from 1) left out, and none
// after the last it has.
func withoutArg(verbs []string, n int) []string {
	out := slices.Clone(verbs)
	for len(out) < n {
		out = append(out, "")
	}
	out[n-1] = ""
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// TestMessagesFormat: every message of the catalog, formatted in every
// language with arguments of its verbs, prints without a formatting
// error (x/text's %!), and a count's message prints the count.
func TestMessagesFormat(t *testing.T) {
	for _, m := range messages {
		var args []any
		for i, v := range verbsOf(m.key) {
			switch v {
			case "d":
				args = append(args, 3+i)
			default:
				args = append(args, fmt.Sprintf("ARG%d", i+1))
			}
		}
		for _, l := range Langs {
			got := l.Say(m.key, args...)
			if strings.Contains(got, "%!") || strings.Contains(got, "%(") {
				t.Errorf("%s %q: %q", l, m.key, got)
			}
			for i, a := range args {
				if s, ok := a.(string); ok && !strings.Contains(got, s) {
					t.Errorf("%s %q: %q lacks argument %d", l, m.key, got, i+1)
				}
			}
		}
	}
}

// TestPolishPlurals: Polish says 1 konfiguracja, 2 to 4 konfiguracje, 5
// and more konfiguracji (and 22 konfiguracje, 25 konfiguracji), as CLDR's rules have it, for
// systems, workloads and every other count the catalog words; English 1
// system, 2 systems.
func TestPolishPlurals(t *testing.T) {
	for _, tt := range []struct {
		lang Lang
		key  string
		want map[int]string
	}{
		{Polish, "%d systems", map[int]string{1: "1 konfiguracja", 2: "2 konfiguracje", 4: "4 konfiguracje", 5: "5 konfiguracji", 12: "12 konfiguracji", 22: "22 konfiguracje", 25: "25 konfiguracji"}},
		// A count of one under ten said in a word, where the form of one
		// words it so.
		{Polish, "%d results are ties", map[int]string{1: "jeden wynik to remis", 2: "2 wyniki to remisy", 5: "5 wyników to remisy"}},
		// A ratio in prose: a whole number is a count, a fraction "raza".
		{Polish, "%d×", map[int]string{1: "1 raz", 2: "2 razy", 24: "24 razy"}},
		{Polish, "%d workloads", map[int]string{1: "1 obciążenie", 3: "3 obciążenia", 5: "5 obciążeń", 24: "24 obciążenia", 111: "111 obciążeń"}},
		{English, "%d systems", map[int]string{1: "1 system", 2: "2 systems", 5: "5 systems"}},
		{English, "%d workloads", map[int]string{1: "1 workload", 3: "3 workloads"}},
		{Turkish, "%d systems", map[int]string{1: "1 sistem", 5: "5 sistem"}},
	} {
		for n, want := range tt.want {
			if got := tt.lang.Say(tt.key, n); got != want {
				t.Errorf("%s %q with %d: %q, want %q", tt.lang, tt.key, n, got, want)
			}
		}
	}
	// Every Polish count has its forms where the key's English changes
	// with the count: 1 apart from 3 (few) and 5 (many), which may share
	// one (the genitive after "z": 3 z 4 wyników).
	for _, m := range messages {
		if len(m.forms) == 0 {
			continue
		}
		args := func(n int) []any {
			var out []any
			for i, v := range verbsOf(m.key) {
				switch {
				case i+1 == m.arg:
					out = append(out, n)
				case v == "d":
					out = append(out, 7)
				default:
					out = append(out, "X")
				}
			}
			return out
		}
		words := func(n int) string { return strings.ReplaceAll(Polish.Say(m.key, args(n)...), fmt.Sprint(n), "N") }
		one, few, many := words(1), words(3), words(5)
		if one == few || one == many {
			t.Errorf("%q in Polish: 1 %q, 3 %q, 5 %q: want the form of 1 apart from those of 3 and 5", m.key, one, few, many)
		}
	}
}

// TestMissingTranslationIsEnglish: a language whose file lacks a message
// says it in English, plural forms and all, and is told that it lacks it;
// what its file has it says in its own words.
func TestMissingTranslationIsEnglish(t *testing.T) {
	saved := languages
	defer func() { languages = saved }()
	languages = append(slices.Clip(languages), spec{code: "xx", name: "Test", tag: "fy",
		messages: translation{"Verdict": {"Fazit"}, "%d workloads": {"one", "%d Last", "other", "%d Lasten"}}})
	xx := Lang{"xx"}
	p := message.NewPrinter(xx.Tag(), message.Catalog(build()))
	for _, tt := range []struct {
		key        string
		arg        any
		want       string
		translated bool
	}{
		{"Verdict", nil, "Fazit", true},
		{"Charts", nil, "Charts", false},
		{"%d workloads", 2, "2 Lasten", true},
		{"%d systems", 1, "1 system", false},
		{"%d systems", 2, "2 systems", false},
	} {
		var got string
		if tt.arg == nil {
			got = p.Sprintf(tt.key)
		} else {
			got = p.Sprintf(tt.key, tt.arg)
		}
		if got != tt.want {
			t.Errorf("%q with %v in a language without it: %q, want %q", tt.key, tt.arg, got, tt.want)
		}
		i := slices.IndexFunc(messages, func(m entry) bool { return m.key == tt.key })
		if got := messages[i].translated(xx); got != tt.translated {
			t.Errorf("%q: translated %v, want %v", tt.key, got, tt.translated)
		}
	}
}
