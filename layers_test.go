package iopress_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/iopress/iopress"

// layers are the repository's packages from the bottom up, each a
// package path or a folder of them ("ingest/" is every package under
// ingest); a package belongs to its longest match. A package may import
// its own layer and those below it, never one above: ingest knows nothing
// of analyze or render, render's article model nothing of the writers
// that put it in a format, and the writers nothing of the registry that
// picks them.
var layers = [][]string{
	{"units", "internal/"},
	{"datasets"},
	{"ingest/", "ingest", "tools/"},
	{"run"},
	{"analyze"},
	{"render/words", "render/typeset", "render/pdfcanvas", "render/finitecanvas"},
	{"render/theme", "render/theme/"}, // the look, which the article and its writers read
	{"render/chart", "render/table"},  // charts and tables laid out and drawn, knowing nothing of analyses
	{"render"},                        // the article in memory and its words
	{"render/"},                       // one package per format or job: they read the model
	{"render/output"},                 // the registry of formats, which picks the writers
	{"article"},
	{"cmd/", "examples/", "bench/"},
}

// layerOf is the index in layers of the package at path (relative to
// the module), or -1 where none matches.
func layerOf(path string) int {
	best, layer := -1, -1
	for i, l := range layers {
		for _, p := range l {
			match := path == p || strings.HasSuffix(p, "/") && strings.HasPrefix(path, p)
			if match && len(p) > best {
				best, layer = len(p), i
			}
		}
	}
	return layer
}

// TestImportsGoDown: no package of the module imports a package of a
// layer above its own (the tests aside: an external test may use any).
func TestImportsGoDown(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != "." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		if pkg == "." {
			return nil
		}
		from := layerOf(pkg)
		if from < 0 {
			t.Errorf("%s: the package %s is in no layer: add it to layers (layers_test.go)", path, pkg)
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, spec := range f.Imports {
			imp, _ := strconv.Unquote(spec.Path.Value)
			rel, ok := strings.CutPrefix(imp, module+"/")
			if !ok {
				continue
			}
			checked++
			if to := layerOf(rel); to > from {
				t.Errorf("%s: %s imports %s, of a layer above its own", path, pkg, rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Error("no imports of the module found: the walk no longer sees its packages")
	}
}

// TestLayerOf: a package belongs to its longest match, so that render's
// model sits below its writers and the registry above them.
func TestLayerOf(t *testing.T) {
	for _, c := range []struct {
		below, above string
	}{
		{"datasets", "ingest/fio"},
		{"render/words", "render/theme"},
		{"render/theme", "render/chart"},
		{"render/chart", "render"},
		{"render/finitecanvas", "render/table"},
		{"render/theme", "render/table"},
		{"render/table", "render"},
		{"render", "render/pdf"},
		{"render/pdf", "render/output"},
		{"render/output", "article"},
		{"article", "cmd/iopress"},
	} {
		if b, a := layerOf(c.below), layerOf(c.above); b < 0 || b >= a {
			t.Errorf("%s is in layer %d, %s in %d: want the first below", c.below, b, c.above, a)
		}
	}
	if l := layerOf("runtime"); l >= 0 {
		t.Errorf("runtime is in layer %d, want none: a layer is a folder, not a prefix of a name", l)
	}
}
