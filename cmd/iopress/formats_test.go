package main

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest"
)

// TestHelpListsEveryFormat: iopress's help and ingest's name every tool
// whose output ingest reads, from ingest's registry; ingest's says what of
// each it reads. Before, help named 4 of 11 formats.
func TestHelpListsEveryFormat(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"ingest", "--help"}} {
		stdout, _, status := runCLI(args...)
		text := strings.Join(strings.Fields(stdout), " ") // wrapped lines joined
		for _, tool := range ingest.Tools() {
			if status != 0 || !strings.Contains(text, tool) {
				t.Errorf("iopress %s (status %d) does not name %s", strings.Join(args, " "), status, tool)
			}
		}
		if args[0] == "ingest" {
			for _, f := range ingest.Formats() {
				if !strings.Contains(text, f.What) {
					t.Errorf("iopress ingest --help does not say %s of %s", f.What, strings.Join(f.Tools, ", "))
				}
			}
		}
	}
}
