package render

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"text/template"
	"text/template/parse"

	"github.com/iopress/iopress/internal/prose"
	"github.com/iopress/iopress/internal/regularfile"
)

// Template is an article as its editor writes it: Markdown (CommonMark)
// in which iopress's pieces (a table, a chart, the findings, the verdict,
// the flags, the setup) and single figures (a system's value in one cell
// and metric, a delta or a ratio between two systems, a win count, a
// knee) are placed by name with Go template actions, and the catalog's
// messages are called by their key. iopress fills it from the analysis
// in the article's language; the writers lay out what it makes, in every
// format. docs/templates.md lists the placeholders.
type Template struct {
	file  string // its path, for errors
	src   string // its body, its front matter's lines left empty
	front *frontMatter
	tree  *template.Template
	ctx   context.Context // its fills stop when it is done; nil: never
}

// WithContext is the template with its fills stopped, with an error at
// the line being filled, once ctx is done (Ctrl-C): a loop of an
// editor's template stops at its next turn.
func (t *Template) WithContext(ctx context.Context) *Template {
	c := *t
	c.ctx = ctx
	return &c
}

// ReadTemplate reads an editor's template from a file and parses it: a
// regular file of at most 1 MiB (a device or a named pipe is refused
// before it is read). An error reading it is the file system's; one in
// the template is a *TemplateError.
func ReadTemplate(path string) (*Template, error) {
	src, err := regularfile.Read(path, maxTemplateBytes)
	if err != nil {
		return nil, err
	}
	return ParseTemplate(path, src)
}

//go:embed templates/article.md
var defaultSource string

// DefaultTemplate is the template of iopress's own articles, of every
// kind and in every language: its headings are catalog messages, so an
// editor who starts from it starts in the article's language.
var DefaultTemplate = sync.OnceValue(func() *Template {
	t, err := ParseTemplate("article.md", []byte(defaultSource))
	if err != nil {
		panic(err) // embedded, and tested
	}
	return t
})

// DefaultTemplateSource is the text of the default template, for an
// editor to start from.
func DefaultTemplateSource() string { return defaultSource }

// TemplateError is a template that cannot be filled: where, and why.
type TemplateError struct {
	File string
	Line int // 0 when the place is not known
	Err  error
}

func (e *TemplateError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

func (e *TemplateError) Unwrap() error { return e.Err }

// blockPieces are the placeholders that stand for blocks, each on a line
// of its own.
var blockPieces = []string{"subtitle", "lead", "findings", "flags", "verdict", "warnings", "setup", "notes", "sources", "provenance", "tables", "table", "charts", "chart", "results"}

// ParseTemplate reads an editor's template. file names it in errors.
func ParseTemplate(file string, src []byte) (*Template, error) {
	// Notepad once wrote a byte-order mark first, which would hide a
	// first line's heading.
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if len(src) > maxTemplateBytes {
		return nil, &TemplateError{File: file, Err: fmt.Errorf("the template is %s, more than the %s taken", prose.Bytes(int64(len(src))), prose.Bytes(maxTemplateBytes))}
	}
	front, body, err := splitFrontMatter(file, string(src))
	if err != nil {
		return nil, err
	}
	t := &Template{file: file, src: body, front: front}
	tree, err := template.New(filepath.Base(file)).Option("missingkey=error").Funcs((&filler{b: newBudget(context.Background())}).funcs()).Parse(t.src)
	if err != nil {
		return nil, t.wrap(err)
	}
	t.tree = tree
	if err := t.checkPlacement(); err != nil {
		return nil, err
	}
	instrument(tree)
	return t, nil
}

// templateAt finds the place text/template gives in its errors:
// "template: NAME:LINE:COL: ..." or "template: NAME:LINE: ...".
var templateAt = regexp.MustCompile(`^template: [^:]*:(\d+):(?:\d+:)? (.*)$`)

// calling is how text/template says a function failed, before its error.
var calling = regexp.MustCompile(`^executing "[^"]*" at <(.*)>: error calling [A-Za-z0-9_]+: `)

// wrap gives a text/template error its place in the template's file, and
// the words of the function that failed.
func (t *Template) wrap(err error) error {
	m := templateAt.FindStringSubmatch(err.Error())
	var stop *interrupted
	if m == nil || errors.As(err, &stop) {
		line := 0
		if m != nil {
			line, _ = strconv.Atoi(m[1])
		}
		if stop != nil {
			err = stop
		}
		return &TemplateError{File: t.file, Line: line, Err: err}
	}
	line, _ := strconv.Atoi(m[1])
	msg := m[2]
	if c := calling.FindStringSubmatch(msg); c != nil {
		// A limit passed is said as it is, at the line of the loop or
		// template that passed it; the error of another function after
		// the action that called it.
		var limit *fillLimit
		if errors.As(err, &limit) && (c[1] == stepFunc || c[1] == enterFunc) {
			return &TemplateError{File: t.file, Line: line, Err: limit}
		}
		msg = "{{" + c[1] + "}}: " + msg[len(c[0]):]
	}
	return &TemplateError{File: t.file, Line: line, Err: errors.New(msg)}
}

// checkPlacement refuses a block placeholder printed inside a line of
// text: a table cannot stand in the middle of a sentence.
func (t *Template) checkPlacement() error {
	lines := strings.Split(t.src, "\n")
	var walk func(n parse.Node) error
	walk = func(n parse.Node) error {
		switch n := n.(type) {
		case *parse.ListNode:
			if n == nil {
				return nil
			}
			for _, c := range n.Nodes {
				if err := walk(c); err != nil {
					return err
				}
			}
		case *parse.IfNode:
			return errors.Join(walk(n.List), walk(n.ElseList))
		case *parse.WithNode:
			return errors.Join(walk(n.List), walk(n.ElseList))
		case *parse.RangeNode:
			return errors.Join(walk(n.List), walk(n.ElseList))
		case *parse.ActionNode:
			name := calledName(n.Pipe)
			if !isBlockPiece(name) || n.Pipe.Decl != nil {
				return nil
			}
			loc, _ := t.tree.ErrorContext(n)
			line := lineOfContext(loc)
			if line > 0 && line <= len(lines) && strings.TrimSpace(actions.ReplaceAllString(lines[line-1], "")) != "" {
				return &TemplateError{File: t.file, Line: line, Err: fmt.Errorf("%s places a block (%s): put it on a line of its own", n, name)}
			}
		}
		return nil
	}
	return walk(t.tree.Tree.Root)
}

// actions are a line's template actions, {{...}} each.
var actions = regexp.MustCompile(`\{\{.*?\}\}`)

// calledName is the function a pipeline's first command calls, if any.
func calledName(p *parse.PipeNode) string {
	if p == nil || len(p.Cmds) == 0 || len(p.Cmds[0].Args) == 0 {
		return ""
	}
	if id, ok := p.Cmds[0].Args[0].(*parse.IdentifierNode); ok {
		return id.Ident
	}
	return ""
}

func isBlockPiece(name string) bool {
	for _, p := range blockPieces {
		if p == name {
			return true
		}
	}
	return false
}

// lineOfContext reads the line of text/template's "NAME:LINE:COL".
func lineOfContext(loc string) int {
	parts := strings.Split(loc, ":")
	if len(parts) < 3 {
		return 0
	}
	n, _ := strconv.Atoi(parts[len(parts)-2])
	return n
}

// lineOf finds the first line of the template holding text, for errors
// found after the template is filled; 0 when none does (text made by a
// placeholder).
func (t *Template) lineOf(text string) int {
	text = strings.TrimSpace(strings.SplitN(text, "\n", 2)[0])
	if text == "" {
		return 0
	}
	lines := strings.Split(t.src, "\n")
	// The line that is the text, then one that holds it, then one that
	// holds its words outside any placeholder's.
	for _, match := range []func(line string) bool{
		func(line string) bool { return strings.TrimSpace(line) == text },
		func(line string) bool { return strings.Contains(line, text) },
		func(line string) bool {
			plain := strings.TrimSpace(actions.ReplaceAllString(line, ""))
			return len(plain) > 3 && strings.Contains(text, plain)
		},
	} {
		for i, line := range lines {
			if match(line) {
				return i + 1
			}
		}
	}
	return 0
}

// body fills the template for an article: its pieces, and figures from
// the analysis behind it (nil for none, when an article is written
// without its analysis).
func (t *Template) body(art *Article, figs figures) ([]Block, error) {
	if err := t.front.check(t.file, art); err != nil {
		return nil, err
	}
	f := newFiller(art, figs, newBudget(t.ctx))
	tree, err := t.tree.Clone()
	if err != nil {
		return nil, err
	}
	var md bytes.Buffer
	if err := tree.Funcs(f.funcs()).Execute(budgetWriter{f.b, &md}, nil); err != nil {
		return nil, t.wrap(err)
	}
	// A limit passed by the last text written, with no step after it.
	if err := f.b.check(); err != nil {
		return nil, &TemplateError{File: t.file, Err: err}
	}
	return f.blocks(t, md.Bytes())
}
