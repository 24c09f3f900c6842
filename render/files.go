package render

import (
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/iopress/iopress/render/chart"
)

// File is one file of an article: its name in the folder, and how to
// write it. Each writer lists the files it makes of an article
// (render/output puts them in a folder).
type File struct {
	Name  string
	Write func(w io.Writer) error
}

// articleFile matches the names of the files of tables and charts render
// writes ("table-1-random-read.png", "chart-2-iops.svg", "change-1-iops.csv"),
// so that such a file of an earlier article that iopress has no record of
// writing is named to the user (and never removed).
var articleFile = regexp.MustCompile(`^(table|chart|change)-[0-9]+-.+\.(png|svg|csv)$`)

// IsArticleFile says whether name is the name of a file of a table or a
// chart of an article ("chart-2-iops.svg").
func IsArticleFile(name string) bool { return articleFile.MatchString(name) }

// Blocks are the article in reading order, as the writers lay it out:
// its Body, or its template filled with its parts.
func (a *Article) Blocks() ([]Block, error) { return a.body() }

// PageImage is the chart a page shows as its image (the md format's
// front matter), nil for none.
func (a *Article) PageImage(body []Block) *chart.Chart { return a.pageImage(body) }

// ChartImage is the name of the PNG file of a chart.
func ChartImage(ch *chart.Chart) string { return chartImage(ch) }

// First is the number a list block's first item has (1 where Start is 0).
func (b Block) First() int { return b.first() }

// DocumentTitle is the article's title as its documents give it: the
// body's top-level heading where it has one, else Title.
func (a *Article) DocumentTitle(body []Block) string { return a.documentTitle(body) }

// WriteFrontMatter writes a page's front matter (index.md's), in the
// language of the template's own, YAML where it has none.
func (a *Article) WriteFrontMatter(b *strings.Builder, body []Block) error {
	return a.writeFrontMatter(b, body)
}

// Provenance is where the article's data came from, a line per source,
// as the documents' metadata say it.
func (a *Article) Provenance() []string {
	return lang{Lang: a.Lang}.provenance(a.Sources)
}

// DocumentDate is the date the article's documents give: SOURCE_DATE_EPOCH
// where it is set, else Date; zero when neither.
func (a *Article) DocumentDate() (time.Time, error) { return a.date() }
