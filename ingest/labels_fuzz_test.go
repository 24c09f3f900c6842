package ingest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// FuzzTemplate: a label template ParseTemplate takes fits the paths it
// describes. A path made of the template, each placeholder given a value
// (non-empty, no separator), fits it, on the path's end and as a whole
// job name; the labels it gives, put back in the template, give that
// path's end again; and setting them on a row never panics.
func FuzzTemplate(f *testing.F) {
	for _, s := range []string{
		"{system}/{config}/run{repetition}.json", "{kind}-{op}-{bs}", "{system}-qd{iodepth}",
		`{system}\{run}.json`, // as written on Windows
		"{a}{b}", "x{a}y{b}z", "/{a}", "{a}/", "{a}.{b}", "{bs}", "{a}{a}", "{", "no placeholder", "{a}(+*?",
	} {
		f.Add(s, "nvme0")
	}
	f.Fuzz(func(t *testing.T, text, value string) {
		tmpl, err := ParseTemplate(text)
		if err != nil {
			return
		}
		value = strings.Map(func(r rune) rune {
			if r == '/' || r == '\\' {
				return -1
			}
			return r
		}, value)
		values := map[string]string{}
		for i, name := range tmpl.names {
			values[name] = value + strconv.Itoa(i) // never empty
		}
		path := substitute(text, values)
		labels, ok := tmpl.Match(path)
		if !ok {
			t.Fatalf("template %q: path %q made of it does not fit it", text, path)
		}
		slashed := strings.ReplaceAll(path, `\`, "/")
		if back := strings.ReplaceAll(substitute(text, labels), `\`, "/"); !strings.HasSuffix(slashed, back) ||
			len(back) < len(slashed) && slashed[len(slashed)-len(back)-1] != '/' {
			t.Fatalf("template %q, path %q: labels %v give %q, not the path's end", text, path, labels, back)
		}
		if _, ok := tmpl.matchWhole(path); !ok {
			t.Fatalf("template %q: job name %q made of it does not fit it", text, path)
		}
		r := datasets.NewResult()
		setLabels(&r, labels)
	})
}

// substitute puts values in a template's placeholders.
func substitute(template string, values map[string]string) string {
	return placeholder.ReplaceAllStringFunc(template, func(p string) string {
		return values[p[1:len(p)-1]]
	})
}
