package datasets

import (
	"embed"
	"fmt"
	"github.com/iopress/iopress/internal/prose"
	"io/fs"
	"slices"
)

// reference holds the bundled datasets: one folder each, with the source
// file as published and its dataset (results.arrow, sources.arrow) made from
// it by iopress's own parser (see TestBundledMatchesItsSource in datasets_test.go; -update regenerates).
//
//go:embed reference
var reference embed.FS

// DefaultBundled is the dataset `iopress report` uses when given no input:
// article 1's published table (Windows Server 2025 native NVMe vs Linux).
const DefaultBundled = "article1"

// BundledNames lists the bundled datasets.
func BundledNames() []string {
	entries, _ := fs.ReadDir(reference, "reference")
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names
}

// Bundled returns a bundled dataset by name.
func Bundled(name string) (*Dataset, error) {
	if !slices.Contains(BundledNames(), name) {
		return nil, fmt.Errorf("no bundled dataset %q: the bundled ones are %s", name, prose.And(BundledNames()))
	}
	sub, err := fs.Sub(reference, "reference/"+name)
	if err != nil {
		return nil, err
	}
	return ReadFS(sub, "bundled:"+name)
}
