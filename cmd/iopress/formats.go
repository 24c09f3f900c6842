package main

import (
	"strings"

	"github.com/iopress/iopress/ingest"
)

// The formats ingest reads, as help says them: from ingest's registry of
// parsers, so that help lists every one.

// readsList is the tools whose output ingest reads, in a sentence: "fio,
// CrystalDiskMark, ... and published tables".
func readsList() string {
	return andList(ingest.Tools())
}

// formatLines is a line per format: "  CrystalDiskMark and KDiskMark: text
// exports".
func formatLines() string {
	var b strings.Builder
	for _, f := range ingest.Formats() {
		b.WriteString("  " + andList(f.Tools) + ": " + f.What + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// longWidth is the width of a command's long description.
const longWidth = 85

// wrapText wraps text at width columns, breaking at spaces; its line ends
// are kept.
func wrapText(text string, width int) string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			if line != "" && len(line)+1+len(w) > width {
				out = append(out, line)
				line = ""
			}
			if line != "" {
				line += " "
			}
			line += w
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
