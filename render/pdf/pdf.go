// Package pdf writes an article as a PDF document: its text set in the
// fonts it embeds, its tables and charts as vector drawings, with an
// outline of its headings and the metadata of its sources.
package pdf

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/finitecanvas"
	"github.com/iopress/iopress/render/pdfcanvas"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// Page geometry, in points: the type.
const (
	bodySize = 9.5
	lineH    = 13
)

// epoch is the creation date written into a PDF whose data does not say
// when it was measured, so that the same article gives the same bytes.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Write writes the article as a PDF document. Its text, tables and
// charts are set by package typeset in the fonts it embeds, as selectable
// text; tables and charts are vector drawings. It says its language
// (/Lang, for screen readers and hyphenation), has an outline of its
// headings (bookmarks), and its links can be followed. Its creation date
// is the article's (SOURCE_DATE_EPOCH, else when its data was measured),
// or 2000-01-01 where neither is known: the output depends only on the
// article.
func Write(w io.Writer, art *render.Article) error {
	body, err := art.Blocks()
	if err != nil {
		return err
	}
	date, err := art.DocumentDate()
	if err != nil {
		return err
	}
	if date.IsZero() {
		date = epoch
	}
	// A heading stays with what follows it: the body is laid out first
	// without drawing its tables and charts, to find the headings left
	// alone at a page's foot, and laid out again with each of those
	// starting a new page, until none is left (a heading moved may move
	// others down), then drawn.
	breaks := map[int]bool{}
	for range body {
		doc := newPDFDoc(art, body, date, breaks, true)
		added := false
		for _, i := range doc.layout(body) {
			if !breaks[i] {
				breaks[i], added = true, true
			}
		}
		if !added {
			break
		}
	}
	doc := newPDFDoc(art, body, date, breaks, false)
	doc.layout(body)
	if err := doc.pdf.Error(); err != nil {
		return fmt.Errorf("building PDF: %w", err)
	}
	var out bytes.Buffer
	if err := doc.pdf.Output(&out); err != nil {
		return err
	}
	// gofpdf writes no /Lang, and has no way to add to its catalog.
	data, err := addToCatalog(out.Bytes(), "/Lang "+pdfString(art.Lang.String())+"\n/ViewerPreferences << /DisplayDocTitle true >>")
	if err != nil {
		return fmt.Errorf("building PDF: %w", err)
	}
	_, err = w.Write(data)
	return err
}

// newPDFDoc starts the article's PDF: its page, its metadata (created
// at date) and its footer; breaks are the blocks (headings) that start a new page. A dry
// document draws no table or chart, only takes their room: it is laid
// out to see where blocks fall.
func newPDFDoc(art *render.Article, body []render.Block, date time.Time, breaks map[int]bool, dry bool) *pdfDoc {
	title := art.DocumentTitle(body)
	look := art.Theme.Look()
	margin := look.Margin
	pdf := gofpdf.New("P", "pt", look.PageSize, "")
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	pdf.SetCatalogSort(true)
	pdf.SetCompression(true)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	l := art.Lang
	pdf.SetTitle(title, true)
	// The sources in full (paths, parsers, sizes, hashes, run ids) are the
	// file's provenance, not the reader's text.
	if prov := art.Provenance(); len(prov) > 0 {
		pdf.SetKeywords(strings.Join(prov, "; "), true)
	}
	pdf.SetCreator("iopress", true)
	pdf.SetProducer("iopress", true)
	pw, ph := pdf.GetPageSize()
	textW := pw - 2*margin
	doc := &pdfDoc{pdf: pdf, text: typeset.NewPDF(pdf), pageH: ph, body: look.Body, headings: look.Headings,
		look: look, margin: margin, pageW: pw, textW: textW, breaks: breaks, dry: dry, outlined: -1}
	pdf.SetFooterFunc(func() {
		const size = 7.5
		r, g, b := pdf.GetTextColor()
		pdf.SetTextColor(110, 110, 110)
		line := doc.body.Truncate(l.Say("%s  \u2014  page %d", title, pdf.PageNo()), false, textW/size)
		doc.text.DrawLine(line, size, (pw-line.Width*size)/2, ph-margin+12+5+0.3*size)
		pdf.SetTextColor(r, g, b)
	})
	pdf.AddPage()
	return doc
}

// layout sets the body's blocks one under the other, and says which
// headings it left alone at a page's foot: the first of each run of
// headings whose next block starts on a later page (a run that starts a
// page already is not counted: moving it gains nothing).
func (d *pdfDoc) layout(body []render.Block) []int {
	var alone []int
	run, runPage, runTop := -1, 0, false // the run of headings before the block
	for i, b := range body {
		d.first, d.index = 0, i
		top := d.pdf.GetY() <= d.margin+0.5
		titled := d.titled
		d.block(b, d.textW)
		heading := b.Kind == render.HeadingBlock && titled // the title is not a section's
		switch {
		case heading && run < 0:
			run, runPage, runTop = i, d.first, top
		case heading:
		case run >= 0:
			if d.first > runPage && !runTop {
				alone = append(alone, run)
			}
			run = -1
		}
	}
	return alone
}

// pdfString writes ASCII text as a PDF string.
func pdfString(s string) string {
	return "(" + strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(s) + ")"
}

// addToCatalog adds entries to the document catalog of a PDF as gofpdf
// writes it (no object streams, a classic cross-reference table), and
// moves the offsets of the objects after them.
func addToCatalog(pdf []byte, entries string) ([]byte, error) {
	const key = "/Type /Catalog\n"
	at := bytes.Index(pdf, []byte(key))
	xref := bytes.LastIndex(pdf, []byte("\nxref\n"))
	start := bytes.LastIndex(pdf, []byte("\nstartxref\n"))
	if at < 0 || bytes.Count(pdf, []byte(key)) != 1 || xref < at || start < xref {
		return nil, fmt.Errorf("gofpdf wrote a catalog or a cross-reference table iopress cannot find")
	}
	at += len(key)
	shift := len(entries) + 1
	var b bytes.Buffer
	b.Write(pdf[:at])
	b.WriteString(entries + "\n")
	b.Write(pdf[at : xref+1])
	// The table: "xref", "0 N", then N entries "0000001234 00000 n \n".
	for _, line := range strings.SplitAfter(string(pdf[xref+1:start+1]), "\n") {
		if len(line) == 20 && line[10] == ' ' && line[17] == 'n' {
			if off, err := strconv.Atoi(line[:10]); err == nil && off > at {
				line = fmt.Sprintf("%010d", off+shift) + line[10:]
			}
		}
		b.WriteString(line)
	}
	tail := string(pdf[start+1:]) // "startxref\nOFFSET\n%%EOF\n"
	parts := strings.SplitN(tail, "\n", 3)
	off, err := strconv.Atoi(parts[1])
	if len(parts) != 3 || err != nil {
		return nil, fmt.Errorf("gofpdf wrote a startxref iopress cannot read")
	}
	b.WriteString(parts[0] + "\n" + strconv.Itoa(off+shift) + "\n" + parts[2])
	return b.Bytes(), nil
}

// block lays out one block of the body, textW wide.
func (d *pdfDoc) block(b render.Block, textW float64) {
	pdf := d.pdf
	switch b.Kind {
	case render.HeadingBlock:
		// The first top-level heading is the title, beside the logo; a
		// later one starts a section as a second-level heading does.
		if b.Level == 1 && !d.titled {
			d.titled = true
			top, page := pdf.GetY(), pdf.PageNo()
			// The logo takes a third of the width at most: the title
			// has the rest.
			d.lines(b.Text.String(), true, 19, 23, d.margin, textW-d.logo(d.look.Logo, d.pageW-d.margin, 23, textW/3))
			d.bookmark(b.Text.String(), 0, top, page)
			return
		}
		size, lineH, level := 12.5, 16.0, 1
		if b.Level > 2 {
			size, lineH, level = 10.5, 14, 2
		}
		if d.breaks[d.index] && pdf.GetY() > d.margin+0.5 {
			pdf.AddPage()
		}
		d.room(40)
		pdf.Ln(6)
		top, page := pdf.GetY(), pdf.PageNo()
		pdf.SetTextColor(int(d.look.Accent.R), int(d.look.Accent.G), int(d.look.Accent.B))
		d.lines(b.Text.String(), true, size, lineH, d.margin, textW)
		pdf.SetTextColor(0, 0, 0)
		d.bookmark(b.Text.String(), level, top, page)
		pdf.Ln(2)
	case render.ParagraphBlock:
		if b.Role == render.Subtitle {
			pdf.SetTextColor(90, 90, 90)
			d.lines(b.Text.String(), false, 9, 12, d.margin, textW)
			pdf.SetTextColor(0, 0, 0)
			pdf.Ln(4)
			return
		}
		d.paragraph(b.Text, paragraphSize[b.Role], textW)
	case render.ListBlock:
		indent := 12.0
		if b.Ordered {
			// Room for the widest number, "10." and on.
			indent = max(indent, d.body.Shape(strconv.Itoa(b.First()+len(b.Items)-1)+".", false).Width*bodySize+4)
		}
		for i, item := range b.Items {
			switch {
			case b.Role == render.Sources:
				d.paragraph(render.Plain(sourceLines(item)), 7.5, textW)
			case b.Ordered:
				d.bullet(strconv.Itoa(b.First()+i)+".", item, textW, indent)
			default:
				d.bullet("\u2022", item, textW, indent)
			}
		}
	case render.TableBlock:
		l := b.Table.Layout(vg.Length(textW), d.look)
		w, h := l.Size()
		d.placeVector(b.Table.Name, w, h, func(c vg.CanvasSizer) {
			l.Draw(c, h)
		})
		pdf.Ln(8)
	case render.SetupBlock:
		d.setupTable(b.SetupTable, textW)
	case render.ChartBlock:
		ch := b.Chart
		d.placeVector(ch.Name, ch.Width, ch.Height, func(c vg.CanvasSizer) {
			ch.Draw(c)
		})
		pdf.Ln(10)
	}
}

// paragraphSize is the size a paragraph of each role is set in: the lead
// and the verdict a little larger than the body, the setup and the notes
// smaller.
var paragraphSize = map[render.Role]float64{render.Prose: bodySize, render.Lead: bodySize + 1, render.Verdict: bodySize + 0.5, render.Setup: 8.5, render.Notes: 7.5}

// bookmark adds a heading set at top of page to the document's outline,
// at level (0 for the title; the first heading's level is the top where
// the article has no title), or under the heading before it where that
// is higher: a PDF's outline has no level that skips one.
func (d *pdfDoc) bookmark(text string, level int, top float64, page int) {
	if strings.TrimSpace(text) == "" {
		return
	}
	if d.outlined < 0 {
		d.outlineTop = level
	}
	level = max(0, min(level-d.outlineTop, d.outlined+1))
	d.outlined = level
	if d.pdf.PageNo() != page {
		top = d.margin // it went on to a new page
	}
	d.text.Bookmark(strings.ReplaceAll(text, "\n", " "), level, top)
}

// paragraph sets text at size, with a little room after it.
func (d *pdfDoc) paragraph(t render.Text, size, textW float64) {
	if size == 0 {
		size = bodySize
	}
	lines := d.body.WrapPieces(pieces(t), textW/size)
	d.setLines(lines, size, size*1.38, d.margin, d.lineLinks(t, lines))
	d.pdf.Ln(3)
}

// lineLink is where a link lies on a line: from and to, in ems from the
// line's start, and where it goes.
type lineLink struct {
	from, to float64
	url      string
}

// lineLinks are the links of text t set as lines, line by line; nil
// where it has none. A line's text is found in t's where it is as set
// (a line broken at a run of spaces is not, and its links are left out).
func (d *pdfDoc) lineLinks(t render.Text, lines []*typeset.Line) [][]lineLink {
	type span struct {
		start, end int
		bold       bool
		url        string
	}
	var all strings.Builder
	var spans []span
	linked := false
	for _, s := range t {
		start := all.Len()
		all.WriteString(s.Text)
		spans = append(spans, span{start, all.Len(), s.Strong, s.Link})
		linked = linked || s.Link != ""
	}
	if !linked {
		return nil
	}
	text := all.String()
	out := make([][]lineLink, len(lines))
	next := 0
	for i, l := range lines {
		at := strings.Index(text[next:], l.Text)
		if l.Text == "" || at < 0 {
			continue
		}
		from := next + at
		next = from + len(l.Text)
		// The width of the line's text up to end, span by span.
		width := func(end int) float64 {
			w := 0.0
			for _, s := range spans {
				if a, b := max(s.start, from), min(s.end, end); a < b {
					w += d.body.Shape(text[a:b], s.bold).Width
				}
			}
			return w
		}
		for _, s := range spans {
			if a, b := max(s.start, from), min(s.end, next); s.url != "" && a < b {
				out[i] = append(out[i], lineLink{width(a), width(b), s.url})
			}
		}
	}
	return out
}

// pieces are text's spans by weight: strong ones bold. The PDF has no
// italic face, so emphasis is set upright; a link shows its text.
func pieces(t render.Text) []typeset.Piece {
	out := make([]typeset.Piece, len(t))
	for i, s := range t {
		out[i] = typeset.Piece{Text: s.Text, Bold: s.Strong}
	}
	return out
}

// bullet sets a list item: its mark, and its text indent points in
// beside it.
func (d *pdfDoc) bullet(mark string, t render.Text, textW, indent float64) {
	lines := d.body.WrapPieces(pieces(t), (textW-indent)/bodySize)
	h, lower := band(lines, bodySize, lineH)
	d.room(h)
	d.text.DrawLine(d.body.Shape(mark, false), bodySize, d.margin, baseline(d.pdf.GetY(), lineH, bodySize)+lower)
	d.setLines(lines, bodySize, lineH, d.margin+indent, d.lineLinks(t, lines))
	d.pdf.Ln(1.5)
}

// sourceLines is a source as the PDF lists it: its line, and its id on
// the line below.
func sourceLines(t render.Text) string {
	var b strings.Builder
	for i, s := range t {
		if s.Code && i > 0 {
			b.WriteString("\n")
		} else if i+1 < len(t) && t[i+1].Code && strings.TrimSpace(s.Text) == "" {
			continue
		}
		b.WriteString(s.Text)
	}
	return b.String()
}

// room starts a new page unless h points fit above the bottom margin,
// and notes the page the block being set starts on.
func (d *pdfDoc) room(h float64) {
	if _, bottom := d.pdf.GetAutoPageBreak(); d.pdf.GetY()+h > d.pageH-bottom {
		d.pdf.AddPage()
	}
	if d.first == 0 {
		d.first = d.pdf.PageNo()
	}
}

// pdfDoc is a PDF being written: the document, its writer of set lines,
// its page height and the theme's fonts of its text and headings.
type pdfDoc struct {
	pdf            *gofpdf.Fpdf
	text           *typeset.PDF
	pageH          float64
	body, headings typeset.Family
	look           *theme.Theme // the article's look
	margin, pageW  float64      // the page's margin and width
	textW          float64      // the text's width
	titled         bool         // the title is set
	outlined       int          // the level of the outline's last entry; -1 before the first
	outlineTop     int          // the level of the outline's first entry, which is its top
	// breaks are the blocks that start a new page; index is the block
	// being set, and first the page it starts on (0 until it sets
	// something).
	breaks       map[int]bool
	index, first int
	dry          bool // tables and charts take their room but are not drawn
}

// lines sets text at size, broken into lines no wider than width (at its
// line breaks and where it must), each lineH high or as high as its
// fonts need (band), from x at the current position down, on new pages
// as they fill. Bold text is the title's and the headings', set in the
// headings' font.
func (d *pdfDoc) lines(text string, bold bool, size, lineH, x, width float64) {
	fam := d.body
	if bold {
		fam = d.headings
	}
	d.setLines(fam.Wrap(text, bold, width/size), size, lineH, x, nil)
}

// setLines sets lines at size from x at the current position down, each
// in a band (band) at least lineH high, and makes the text of each
// line's links (links, by line; nil for none) a link (a /URI
// annotation) as high as the band.
func (d *pdfDoc) setLines(lines []*typeset.Line, size, lineH, x float64, links [][]lineLink) {
	h, lower := band(lines, size, lineH)
	for i, l := range lines {
		d.room(h)
		y := d.pdf.GetY()
		d.text.DrawLine(l, size, x, baseline(y, lineH, size)+lower)
		if i < len(links) {
			for _, k := range links[i] {
				d.pdf.LinkString(x+k.from*size, y, (k.to-k.from)*size, h, k.url)
			}
		}
		d.pdf.SetY(y + h)
	}
}

// baseline is where text at size sits in a line lineH high from top, as
// gofpdf's cells place it.
func baseline(top, lineH, size float64) float64 { return top + lineH/2 + 0.3*size }

// band is the height each of lines set at size takes, one under the
// other, and how much lower than baseline puts it their baselines lie:
// lineH and none, more where the lines' fonts need more room above the
// baseline or below it (Noto Sans Devanagari's vowel signs hang 0.41 em
// below it, Liberation Sans's letters 0.21 em), so that no line reaches
// into the next. Every line of a paragraph gets the same band. (lower is
// added to baseline's sum, not folded into it, so that a line that needs
// no more room is placed to the same bits, and the PDF is unchanged.)
func band(lines []*typeset.Line, size, lineH float64) (h, lower float64) {
	var ascent, descent float64
	for _, l := range lines {
		a, d := l.Extent()
		ascent, descent = max(ascent, a), max(descent, d)
	}
	drop := baseline(0, lineH, size)
	lower = max(0, ascent*size-drop)
	return max(lineH+lower, drop+lower+descent*size), lower
}

// placeVector draws a w x h vector graphic at the current position (on a
// new page if it does not fit) and moves below it. A coordinate that is
// not finite becomes the document's error, naming the graphic.
func (d *pdfDoc) placeVector(name string, w, h vg.Length, draw func(c vg.CanvasSizer)) {
	d.room(h.Points())
	top := d.pdf.GetY()
	if d.dry {
		d.pdf.SetY(top + h.Points())
		return
	}
	left, _, _, _ := d.pdf.GetMargins()
	c := pdfcanvas.New(d.pdf, d.text, name, left, top, w, h)
	if err := finitecanvas.Draw(c, draw); err != nil {
		d.pdf.SetError(fmt.Errorf("%s: %w", name, err))
	}
	c.Close()
	d.pdf.SetY(top + h.Points())
}

// logo places the theme's logo at the current position with its right
// edge at right, h points high and no wider than most (a wide logo is
// set lower), and gives the width it takes with the gap before it,
// which the title leaves free; 0 where there is none.
func (d *pdfDoc) logo(logo *theme.Logo, right, h, most float64) float64 {
	if logo == nil {
		return 0
	}
	b := logo.Image.Bounds()
	w := h * float64(b.Dx()) / float64(b.Dy())
	if w > most {
		w, h = most, most*float64(b.Dy())/float64(b.Dx())
	}
	opts := gofpdf.ImageOptions{ImageType: logo.Type}
	d.pdf.RegisterImageOptionsReader("logo", opts, strings.NewReader(string(logo.Data)))
	d.pdf.ImageOptions("logo", right-w, d.pdf.GetY(), w, h, false, opts, 0, "")
	return w + 8
}
