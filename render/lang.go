package render

import (
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// lang is the language an article is written in: render's words and
// numbers in it. Every word render prints comes from words' catalog
// through Say; render formats no English of its own. It carries the
// article's theme too, for the charts and tables it builds (look).
type lang struct {
	words.Lang
	theme *Theme
}

// english is the language of an article whose options name none.
var english = lang{Lang: words.English}

// look is the article's theme: its own, or Default.
func (l lang) look() *Theme { return l.theme.look() }

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
