package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// renderFiles parses the non-test Go files of render and of this package:
// every word they print comes from the catalog.
func renderFiles(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	var files []*ast.File
	fset := token.NewFileSet()
	for _, dir := range []string{"..", "."} {
		paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, p, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	if len(files) < 10 {
		t.Fatalf("found %d files of render", len(files))
	}
	return fset, files
}

// literal is the value of a string literal, or of literals joined by +.
func literal(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(x.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		a, ok := literal(x.X)
		b, ok2 := literal(x.Y)
		return a + b, ok && ok2 && x.Op == token.ADD
	case *ast.ParenExpr:
		return literal(x.X)
	}
	return "", false
}

// TestRenderSaysOnlyCatalogMessages: every Say call of render names its
// message by a literal (so that this test sees it), and the catalog has
// that message.
func TestRenderSaysOnlyCatalogMessages(t *testing.T) {
	keys := map[string]bool{}
	for _, m := range messages {
		keys[m.key] = true
	}
	fset, files := renderFiles(t)
	said := 0
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Say" || len(call.Args) == 0 {
				return true
			}
			key, ok := literal(call.Args[0])
			switch {
			case !ok:
				t.Errorf("%s: Say's message is not a literal", fset.Position(call.Pos()))
			case !keys[key]:
				t.Errorf("%s: %q is not in the catalog", fset.Position(call.Pos()), key)
			}
			said++
			return true
		})
	}
	if said < len(messages)/2 {
		t.Errorf("found %d Say calls for %d messages", said, len(messages))
	}
}

// TestNoWordsFormattedByHand: render formats no text with fmt (whose
// words would be English in every language): no fmt.Sprintf, Fprintf or
// Printf has a format with letters in it. fmt.Errorf's errors are the
// program's, not the article's.
func TestNoWordsFormattedByHand(t *testing.T) {
	fset, files := renderFiles(t)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "fmt" {
				return true
			}
			format := 0
			switch sel.Sel.Name {
			case "Sprintf", "Printf":
			case "Fprintf":
				format = 1
			default:
				return true
			}
			if len(call.Args) <= format {
				return true
			}
			s, ok := literal(call.Args[format])
			if !ok || strings.IndexFunc(withoutVerbs(s), unicode.IsLetter) >= 0 {
				t.Errorf("%s: fmt.%s(%q) formats words by hand", fset.Position(call.Pos()), sel.Sel.Name, s)
			}
			return true
		})
	}
}

// withoutVerbs is a format without its verbs (%s, %[2]d).
func withoutVerbs(format string) string { return verb.ReplaceAllString(format, "") }
