// Package render makes the article in memory from an analysis and owns
// every word of it: its text in each language, its review-style tables
// and its charts (what each shows), and its template.
// It writes no document itself.
//
// It works in two steps, like pprof's report package: Build makes the
// article (this package), then a writer puts it in a format, one
// package each, which reads the model and never the other way round
// (TestImportsGoDown):
//
//   - render/pdf: the PDF document
//   - render/web: the web page, the fragment for a site, SVG charts
//   - render/markdown: index.md for a site generator
//   - render/png: PNG images of every table and chart
//   - render/csv: CSV files of every table
//   - render/output: the registry of formats above them, which writes
//     the formats asked for into a folder (output.WriteDir)
//
// Below it, render/chart lays out and draws the charts it builds and
// render/table the tables, render/finitecanvas keeps the coordinates
// they are drawn at finite, render/theme holds the article's look,
// render/words the languages, render/typeset sets text in the fonts,
// and render/pdfcanvas draws on a PDF page.
package render
