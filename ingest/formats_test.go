package ingest

import (
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// TestFormatsListedEverywhere: the list of formats is the parser
// registry's, and the places that list them by hand follow it: the
// Makefile fuzzes every parser's package (FuzzParse), and the README's
// table of what ingest reads has a row per tool, and no other.
func TestFormatsListedEverywhere(t *testing.T) {
	makefile, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parsers {
		// The package of the parse function: .../ingest/fio.ParseBytes.
		fn := runtime.FuncForPC(reflect.ValueOf(p.parse).Pointer()).Name()
		pkg := fn[strings.LastIndex(fn, "/ingest/")+1 : strings.LastIndex(fn, ".")]
		if target := "./" + pkg + ":FuzzParse"; !strings.Contains(string(makefile), target) {
			t.Errorf("the Makefile's FUZZ_TARGETS lack %s (format %s)", target, p.name)
		}
	}
	// The table under "Tool | What is read".
	_, table, ok := strings.Cut(string(readme), "| Tool | What is read |")
	if !ok {
		t.Fatal("the README has no table of what ingest reads")
	}
	var rows []string
	for _, l := range strings.Split(table, "\n")[2:] {
		if !strings.HasPrefix(l, "| ") {
			break
		}
		rows = append(rows, strings.TrimSpace(strings.Split(l, "|")[1]))
	}
	tools := Tools()
	for _, tool := range tools {
		found := false
		for _, r := range rows {
			found = found || r == tool || strings.HasPrefix(r, tool+" ")
		}
		if !found {
			t.Errorf("the README's table of what ingest reads has no row for %s", tool)
		}
	}
	if len(rows) != len(tools) {
		t.Errorf("the README's table has %d rows (%s), the registry %d tools (%s)", len(rows), strings.Join(rows, ", "), len(tools), strings.Join(tools, ", "))
	}
}
