package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"text/template"
	"text/template/parse"

	"github.com/iopress/iopress/internal/prose"
)

// What filling a template may make and do. Go's templates have loops
// ({{range 1000000000}}), recursion ({{template}} calling itself) and
// functions whose results grow ({{$x = print $x $x}}); an editor's
// template is read as a document, so it gets a document's room, not a
// program's: a template that asks for more is refused, at the line that
// asked where it is known, before it takes the machine's memory.
const (
	// maxTemplateBytes is the most a template file may hold: a long
	// article's template is some tens of kilobytes.
	maxTemplateBytes = 256 << 10
	// maxFilledBytes is the most text a fill makes: the Markdown it
	// writes, the texts it places and the values print, printf and the
	// escapers make, together; 256 KiB is some 40,000 words. Markdown
	// as dense as it can be (a paragraph or a bracket every few bytes)
	// takes about 1 KB of memory a byte to read and lay out in every
	// format: this keeps the worst under 512 MB.
	maxFilledBytes = 256 << 10
	// maxFillSteps is the most turns of {{range}} loops and calls of
	// templates a fill takes, however little each writes.
	maxFillSteps = 1_000_000
	// maxFillDepth is the most templates one fill has called and not
	// finished, one inside the other.
	maxFillDepth = 100
	// maxPlacedBlocks is the most blocks (tables, charts, lists,
	// paragraphs of iopress's) a fill places: each is laid out in every
	// format.
	maxPlacedBlocks = 2000
)

// fillLimit is a limit of a fill that the template went past.
type fillLimit struct{ err error }

func (e *fillLimit) Error() string { return e.err.Error() }

// interrupted is a fill stopped because its context was done (Ctrl-C),
// wrapping the context's error.
type interrupted struct{ err error }

func (e *interrupted) Error() string {
	if errors.Is(e.err, context.DeadlineExceeded) {
		return "filling the template stopped: out of time"
	}
	return "filling the template stopped: interrupted"
}

func (e *interrupted) Unwrap() error { return e.err }

// budget is what one fill has made and done so far, against its limits
// and its context. A limit passed while text is written is raised at the
// next step or placeholder (over), where its line is known.
type budget struct {
	ctx    context.Context
	bytes  int64
	steps  int64
	depth  int
	blocks int
	over   error
}

func newBudget(ctx context.Context) *budget {
	if ctx == nil {
		ctx = context.Background()
	}
	return &budget{ctx: ctx}
}

// check is the error that stops the fill, if any: its context done, or a
// limit passed.
func (b *budget) check() error {
	if err := b.ctx.Err(); err != nil {
		return &interrupted{err}
	}
	return b.over
}

// charge counts n bytes made, and says whether they are within the
// limit.
func (b *budget) charge(n int) bool {
	if b.bytes += int64(n); b.bytes > maxFilledBytes && b.over == nil {
		b.over = &fillLimit{fmt.Errorf("the template makes more than %s of text, the most an article may have", prose.Bytes(maxFilledBytes))}
	}
	return b.over == nil
}

// made counts a value a function made, and gives it back unless it
// passes the limit.
func (b *budget) made(s string) (string, error) {
	if err := b.check(); err != nil {
		return "", err
	}
	if !b.charge(len(s)) {
		return "", b.over
	}
	return s, nil
}

// step counts a turn of a loop or a call of a template.
func (b *budget) step() error {
	if err := b.check(); err != nil {
		return err
	}
	if b.steps++; b.steps > maxFillSteps {
		b.over = &fillLimit{fmt.Errorf("the template's loops and template calls run more than %s times, the most a fill may take", thousands(maxFillSteps))}
	}
	return b.over
}

// place counts n blocks placed.
func (b *budget) place(n int) error {
	if err := b.check(); err != nil {
		return err
	}
	if b.blocks += n; b.blocks > maxPlacedBlocks {
		b.over = &fillLimit{fmt.Errorf("the template places more than %s tables, charts, lists and paragraphs of iopress's, the most an article may have", thousands(maxPlacedBlocks))}
	}
	return b.over
}

// thousands writes a count with its thousands apart: 1,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// budgetWriter is the Markdown a fill writes, within its budget: it stops
// the fill when its context is done, and keeps no more than the budget's
// bytes (past them it drops what it is given, and the next step or
// placeholder stops the fill at its line).
type budgetWriter struct {
	b   *budget
	out *bytes.Buffer
}

func (w budgetWriter) Write(p []byte) (int, error) {
	if err := w.b.ctx.Err(); err != nil {
		return 0, &interrupted{err}
	}
	if !w.b.charge(len(p)) {
		return len(p), nil
	}
	return w.out.Write(p)
}

// The functions the instrumented tree calls: a loop's turn, and a
// template's start and end.
const (
	stepFunc  = "iopress_step"
	enterFunc = "iopress_enter"
	leaveFunc = "iopress_leave"
)

// sprintf is the editor's printf: its format is the template's, not
// iopress's words.
var sprintf = fmt.Sprintf

// budgetFuncs are the functions of a fill's budget: its steps, and
// print, printf, println and the escapers in place of the builtins, their
// results counted.
func (b *budget) funcs() template.FuncMap {
	return template.FuncMap{
		stepFunc: func() (string, error) { return "", b.step() },
		enterFunc: func() (string, error) {
			if err := b.step(); err != nil {
				return "", err
			}
			if b.depth++; b.depth > maxFillDepth {
				b.over = &fillLimit{fmt.Errorf("templates call templates more than %d deep, the most a fill may", maxFillDepth)}
			}
			return "", b.over
		},
		leaveFunc:  func() string { b.depth--; return "" },
		"print":    func(args ...any) (string, error) { return b.made(fmt.Sprint(args...)) },
		"printf":   func(format string, args ...any) (string, error) { return b.made(sprintf(format, args...)) },
		"println":  func(args ...any) (string, error) { return b.made(fmt.Sprintln(args...)) },
		"html":     func(args ...any) (string, error) { return b.made(template.HTMLEscaper(args...)) },
		"js":       func(args ...any) (string, error) { return b.made(template.JSEscaper(args...)) },
		"urlquery": func(args ...any) (string, error) { return b.made(template.URLQueryEscaper(args...)) },
	}
}

// instrument makes a parsed template count its steps: every turn of a
// {{range}} and every template, the file's own and each it defines,
// starts by calling the budget (at the place of the range or the
// template, for the error's line), and a template ends by saying so. A
// loop that writes nothing (or a template that calls itself) is then
// stopped as surely as one that writes.
func instrument(t *template.Template) {
	seen := map[*parse.ListNode]bool{}
	for _, tt := range t.Templates() {
		if tt.Tree == nil || tt.Tree.Root == nil || seen[tt.Tree.Root] {
			continue
		}
		root := tt.Tree.Root
		seen[root] = true
		instrumentRanges(root)
		root.Nodes = append(append([]parse.Node{callNode(enterFunc, root.Pos)}, root.Nodes...), callNode(leaveFunc, root.Pos))
	}
}

// instrumentRanges puts a step at the start of every range's body under
// n.
func instrumentRanges(n parse.Node) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return
		}
		for _, c := range n.Nodes {
			instrumentRanges(c)
		}
	case *parse.IfNode:
		instrumentRanges(n.List)
		instrumentRanges(n.ElseList)
	case *parse.WithNode:
		instrumentRanges(n.List)
		instrumentRanges(n.ElseList)
	case *parse.RangeNode:
		instrumentRanges(n.List)
		instrumentRanges(n.ElseList)
		if n.List == nil {
			n.List = &parse.ListNode{NodeType: parse.NodeList, Pos: n.Pos}
		}
		n.List.Nodes = append([]parse.Node{callNode(stepFunc, n.Pos)}, n.List.Nodes...)
	}
}

// callNode is the action {{name}} at pos: it calls the function and
// prints what it gives ("").
func callNode(name string, pos parse.Pos) *parse.ActionNode {
	id := parse.NewIdentifier(name).SetPos(pos)
	cmd := &parse.CommandNode{NodeType: parse.NodeCommand, Pos: pos, Args: []parse.Node{id}}
	return &parse.ActionNode{NodeType: parse.NodeAction, Pos: pos, Pipe: &parse.PipeNode{NodeType: parse.NodePipe, Pos: pos, Cmds: []*parse.CommandNode{cmd}}}
}
