package render

import (
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/words"
)

// lang is the language an article is written in: render's words and
// numbers in it. Every word render prints comes from words' catalog
// through Say; render formats no English of its own. It carries the
// article's theme too, for the charts and tables it builds (look).
type lang struct {
	words.Lang
	theme *theme.Theme
	// threads says that workloads' names give their thread count ("16
	// threads"): where the cells of the article differ in it. Where every
	// cell runs one thread (or the source does not say), a count no
	// reader needs is left out of the names.
	threads bool
	// oneDepth says that workloads' names leave out their queue depth:
	// a one-system article whose every cell ran at one depth says it
	// once, in its lead (alone.go), not "QD32" in every name.
	oneDepth bool
}

// forCells is the language with the thread counts the cells need said.
func (l lang) forCells(cells []analyze.Cell) lang {
	l.threads = false
	for _, c := range cells {
		if c.NumJobs > 1 || c.NumJobs != cells[0].NumJobs {
			l.threads = true
		}
	}
	return l
}

// withThreads is the language that names every workload's threads.
func (l lang) withThreads() lang {
	l.threads = true
	return l
}

// english is the language of an article whose options name none.
var english = lang{Lang: words.English}

// look is the article's theme: its own, or Default.
func (l lang) look() *theme.Theme { return l.theme.Look() }

// sourceLine names a source file: "results.json (fio, 1,234 bytes)".
func (l lang) sourceLine(s datasets.Source) string {
	return l.Say("%s (%s, %d bytes)", s.Path, s.Format, s.SizeBytes)
}

// sourceID labels a source's id: the sha256 of a file's bytes, or the
// id iopress run gave a cell it measured.
func (l lang) sourceID(id string) string {
	if len(id) == 64 && strings.Trim(id, "0123456789abcdef") == "" {
		return "sha256 " + id
	}
	return l.Say("id %s", id)
}
