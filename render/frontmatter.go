package render

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"go.yaml.in/yaml/v3"

	"github.com/iopress/iopress/internal/prose"
	"github.com/iopress/iopress/render/chart"
)

// frontMatter is what a template starts with for a site generator: YAML
// between "---" lines, or TOML between "+++" lines, as Hugo and Jekyll
// read them. It is data, not template: iopress reads its keys and writes
// it into the md format's index.md as the editor wrote it, after the
// keys of iopress's the editor did not write (title, date, image, lang,
// generator). The other formats have no front matter.
type frontMatter struct {
	toml  bool
	text  string         // between the delimiters, as written, each line ending in "\n"
	first int            // the template's line of text's first line
	keys  map[string]any // its top-level keys, decoded
}

// The lines that open and close a front matter.
const (
	yamlFence = "---"
	tomlFence = "+++"
)

// splitFrontMatter takes the front matter off the start of a template:
// it gives the front matter (nil for none) and the template's body, in
// which the front matter's lines are left empty so that the body's lines
// keep their numbers.
func splitFrontMatter(file, src string) (*frontMatter, string, error) {
	lines := strings.SplitAfter(src, "\n")
	fence := strings.TrimRight(lines[0], "\r\n \t")
	if fence != yamlFence && fence != tomlFence {
		return nil, src, nil
	}
	end := -1
	for i := 1; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], "\r\n \t")
		if l == fence || fence == yamlFence && l == "..." {
			end = i
			break
		}
	}
	if end < 0 {
		return nil, "", &TemplateError{File: file, Line: 1, Err: fmt.Errorf("the front matter opened with %s is never closed: end it with a line of %s", fence, fence)}
	}
	var text strings.Builder
	for _, l := range lines[1:end] {
		text.WriteString(strings.TrimRight(l, "\r\n") + "\n")
	}
	fm := &frontMatter{toml: fence == tomlFence, text: text.String(), first: 2}
	if err := fm.read(); err != nil {
		return nil, "", &TemplateError{File: file, Line: fm.lineOfErr(err), Err: err}
	}
	body := strings.Repeat("\n", end+1) + strings.Join(lines[end+1:], "")
	return fm, body, nil
}

// frontMatterError is a mistake in a front matter, at its line (from 1).
type frontMatterError struct {
	line int
	err  error
}

func (e *frontMatterError) Error() string { return e.err.Error() }

// lineOfErr is the template's line of an error in the front matter, or
// 0 when it is not known.
func (fm *frontMatter) lineOfErr(err error) int {
	var fe *frontMatterError
	if errors.As(err, &fe) && fe.line > 0 {
		return fm.first + fe.line - 1
	}
	return 0
}

// yamlAt finds the line in go-yaml's errors: "yaml: line 3: ...".
var yamlAt = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// read decodes the front matter's keys, and refuses one iopress could not
// add its keys to: a front matter that is not a block of keys.
func (fm *frontMatter) read() error {
	fm.keys = map[string]any{}
	if fm.toml {
		_, err := toml.Decode(fm.text, &fm.keys)
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return &frontMatterError{pe.Position.Line, fmt.Errorf("the front matter is not TOML: %s", pe.Message)}
		}
		if err != nil {
			return fmt.Errorf("the front matter is not TOML: %w", err)
		}
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(fm.text), &doc); err != nil {
		msg := err.Error()
		if m := yamlAt.FindStringSubmatch(msg); m != nil {
			line, _ := strconv.Atoi(m[1])
			return &frontMatterError{line, fmt.Errorf("the front matter is not YAML: %s", m[2])}
		}
		return fmt.Errorf("the front matter is not YAML: %s", strings.TrimPrefix(msg, "yaml: "))
	}
	if len(doc.Content) == 0 {
		return nil // empty, or comments only
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode || root.Style&yaml.FlowStyle != 0 {
		return &frontMatterError{root.Line, errors.New("the front matter is not a block of keys and values, one \"key: value\" a line")}
	}
	if err := root.Decode(&fm.keys); err != nil {
		// A key twice: "line 3: mapping key "title" already defined at
		// line 2", of the front matter's lines, said at the template's.
		line, msg := root.Line, strings.TrimPrefix(err.Error(), "yaml: ")
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			msg = te.Errors[0]
			if m := yamlLine.FindStringSubmatch(msg); m != nil {
				line, _ = strconv.Atoi(m[1])
				msg = m[2]
			}
			msg = yamlAtLine.ReplaceAllString(msg, "")
		}
		return &frontMatterError{line, fmt.Errorf("the front matter: %s", msg)}
	}
	return nil
}

// go-yaml's places in its errors of decoding: "line 3: ...", "... at
// line 2".
var (
	yamlLine   = regexp.MustCompile(`^line (\d+): (.*)$`)
	yamlAtLine = regexp.MustCompile(` at line \d+`)
)

// keyLine is the template's line of a top-level key of the front
// matter, or 0.
func (fm *frontMatter) keyLine(key string) int {
	for i, l := range strings.Split(fm.text, "\n") {
		rest, ok := strings.CutPrefix(l, key)
		if ok && strings.TrimLeft(rest, " \t") != "" && strings.ContainsAny(strings.TrimLeft(rest, " \t")[:1], ":=") {
			return fm.first + i
		}
	}
	return 0
}

// chartImage is the file a chart's image is written to for a page's
// image (OpenGraph's og:image, which takes PNG but not SVG).
func chartImage(ch *chart.Chart) string { return ch.Name + ".png" }

// check refuses what the front matter says against the article: a
// language other than the article's, or an image named like a chart's
// that is none of the article's.
func (fm *frontMatter) check(file string, art *Article) error {
	if fm == nil {
		return nil
	}
	if v, ok := fm.keys["lang"]; ok {
		if s, _ := v.(string); !strings.EqualFold(s, art.Lang.String()) {
			return &TemplateError{File: file, Line: fm.keyLine("lang"), Err: fmt.Errorf("the front matter's lang is %s, and the article is written in %s (--lang): leave lang out, and iopress writes the article's", prose.Value(v), art.Lang)}
		}
	}
	v, ok := fm.keys["image"]
	if !ok {
		return nil
	}
	var pngs []string
	for _, ch := range art.Charts {
		pngs = append(pngs, chartImage(ch))
	}
	s, isString := v.(string)
	switch {
	case !isString:
		return &TemplateError{File: file, Line: fm.keyLine("image"), Err: fmt.Errorf("the front matter's image is %s, not a file name: name a chart's PNG (%s) or an image of your own beside index.md", prose.Value(v), chartList(pngs))}
	case strings.HasSuffix(s, ".svg") && slices.Contains(pngs, strings.TrimSuffix(s, ".svg")+".png"):
		return &TemplateError{File: file, Line: fm.keyLine("image"), Err: fmt.Errorf("the front matter's image %q is an SVG, which OpenGraph does not take: name its PNG, %s", s, strings.TrimSuffix(s, ".svg")+".png")}
	case articleFile.MatchString(s) && strings.HasPrefix(s, "chart-") && !slices.Contains(pngs, s):
		return &TemplateError{File: file, Line: fm.keyLine("image"), Err: fmt.Errorf("the front matter's image %q is none of the article's charts; their images are %s", s, chartList(pngs))}
	}
	return nil
}

func chartList(pngs []string) string {
	if len(pngs) == 0 {
		return "none: the article has no charts"
	}
	return strings.Join(pngs, ", ")
}

// pageImage is the chart whose PNG is the page's image: the one the
// front matter names, or else the first chart the body places, or else
// the article's first; nil for none, and when the front matter names an
// image of the editor's own.
func (art *Article) pageImage(body []Block) *chart.Chart {
	var fm *frontMatter
	if art.template != nil {
		fm = art.template.front
	}
	if fm != nil {
		if v, ok := fm.keys["image"]; ok {
			for _, ch := range art.Charts {
				if v == chartImage(ch) {
					return ch
				}
			}
			return nil
		}
	}
	for _, b := range body {
		if b.Kind == ChartBlock {
			return b.Chart
		}
	}
	if len(art.Charts) > 0 {
		return art.Charts[0]
	}
	return nil
}

// writeFrontMatter writes index.md's front matter: iopress's keys the
// template's front matter does not have, then the template's as its
// editor wrote it, in its language (YAML, or TOML), YAML where the
// template has none.
func (art *Article) writeFrontMatter(b *strings.Builder, body []Block) error {
	var fm *frontMatter
	if art.template != nil {
		fm = art.template.front
	}
	isTOML := fm != nil && fm.toml
	has := func(key string) bool {
		if fm == nil {
			return false
		}
		_, ok := fm.keys[key]
		return ok
	}
	fence := yamlFence
	if isTOML {
		fence = tomlFence
	}
	b.WriteString(fence + "\n")
	str := func(key, v string) {
		if has(key) {
			return
		}
		if isTOML {
			b.WriteString(key + " = " + tomlString(v) + "\n")
		} else {
			b.WriteString(key + ": " + yamlString(v) + "\n")
		}
	}
	str("title", art.documentTitle(body))
	if !has("date") {
		date, err := art.date()
		if err != nil {
			return err
		}
		if !date.IsZero() {
			// A date-time as both languages write one, unquoted: TOML's
			// offset or local date-time, YAML's timestamp.
			sep := ": "
			if isTOML {
				sep = " = "
			}
			b.WriteString("date" + sep + frontMatterDate(date) + "\n")
		}
	}
	if ch := art.pageImage(body); ch != nil {
		str("image", chartImage(ch))
	}
	str("lang", art.Lang.String())
	str("generator", "iopress")
	if fm != nil {
		b.WriteString(fm.text)
	}
	b.WriteString(fence + "\n")
	return nil
}

// tomlString writes s as a TOML basic string, on one line, its braces
// escaped as yamlString's are.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteString(`\` + string(r))
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f || r == '{' || r == '}':
			b.WriteString(`\u`)
			fmt.Fprintf(&b, "%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// frontMatterDate writes a date as both YAML and TOML take it, unquoted:
// with its zone (UTC's, or the source's offset), or without one where
// the source gave none.
func frontMatterDate(t time.Time) string {
	if t.Location() == Floating {
		return t.Format("2006-01-02T15:04:05")
	}
	if _, offset := t.Zone(); offset == 0 {
		t = t.UTC()
	}
	return t.Format(time.RFC3339)
}

// yamlString writes s as a YAML double-quoted scalar, on one line. Its
// braces are written as escapes too, so that index.md holds no {{ or {%
// anywhere, even where no site generator reads templates.
func yamlString(s string) string {
	// YAML's double-quoted escapes include Go's \" \\ \n \t and \uXXXX.
	return strings.NewReplacer("{", `\u007B`, "}", `\u007D`).Replace(strconv.Quote(s))
}
