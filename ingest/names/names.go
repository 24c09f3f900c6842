// Package names derives labels from the names of input files, shared by
// the ingest parsers: a results file's name is the best default label for
// the system it measured when the file itself does not say.
package names

import "strings"

// Stem is a file's name without folders, archive prefix and extension:
// "runs/nvme0/run1.json" -> "run1", "a.tgz!x/CDM5.2.0_sample.txt" ->
// "CDM5.2.0_sample". A name with nothing left is "unnamed".
func Stem(name string) string {
	if i := strings.LastIndexAny(name, "/\\!"); i >= 0 {
		name = name[i+1:]
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	if name == "" {
		return "unnamed"
	}
	return name
}
