// Package markdown writes an article as Markdown (CommonMark with GFM's
// tables and footnotes) for a site generator to publish: index.md with
// its front matter, its tables as GFM tables and its charts as images.
package markdown

import (
	"bufio"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/render"
)

// Write writes the article as Markdown (CommonMark, with GFM's
// tables and footnotes), for a site generator (Hugo, Jekyll) to publish:
// front matter with its title, date, image and language (which the
// site's theme prints, so the body's first heading is left to it), and
// the keys of the template's own front matter; its tables as GFM tables,
// each with a link to its CSV, and its charts as images of their SVG
// files, which the md format writes beside it (NAME.svg, NAME.csv, and
// the page's image, a chart's NAME.png). It holds no raw HTML, which
// Hugo drops by default, and none of Hugo's or Jekyll's template syntax
// ({{, {%, %}, }}), which they would run: text from the data shows as
// written.
func Write(w io.Writer, art *render.Article) error {
	body, err := art.Blocks()
	if err != nil {
		return err
	}
	var front strings.Builder
	if err := art.WriteFrontMatter(&front, body); err != nil {
		return err
	}
	out := bufio.NewWriter(w)
	out.WriteString(front.String() + "\n")
	if len(body) > 0 && body[0].Kind == render.HeadingBlock && body[0].Level == 1 {
		body = body[1:]
	}
	for i, b := range body {
		if i > 0 {
			out.WriteString("\n")
		}
		writeMarkdownBlock(out, b)
	}
	return out.Flush()
}

func writeMarkdownBlock(out *bufio.Writer, b render.Block) {
	switch b.Kind {
	case render.HeadingBlock:
		// A heading is one line: its line breaks are spaces.
		one := make(render.Text, len(b.Text))
		for i, s := range b.Text {
			s.Text = oneLine(s.Text)
			one[i] = s
		}
		out.WriteString(strings.Repeat("#", min(max(b.Level, 1), 6)) + " " + markdownText(one) + "\n")
	case render.ParagraphBlock:
		out.WriteString(markdownText(b.Text) + "\n")
	case render.ListBlock:
		for i, item := range b.Items {
			mark := "-"
			switch {
			case b.Notes:
				// Footnotes as Hugo's and Jekyll's Markdown has them,
				// which set them at the page's end, numbered.
				mark = "[^" + strconv.Itoa(b.First()+i) + "]:"
			case b.Ordered:
				mark = strconv.Itoa(b.First()+i) + "."
			}
			out.WriteString(mark + " " + markdownText(item) + "\n")
		}
	case render.TableBlock:
		writeMarkdownTable(out, b.Table)
	case render.SetupBlock:
		writeSetupTable(out, b.SetupTable)
	case render.ChartBlock:
		out.WriteString("![" + escapeLine(b.Chart.Title) + "](" + destination(b.Chart.Name+".svg") + ")\n")
	}
}

// writeMarkdownTable writes a table as GFM has them: one header row (a
// column's group and system together where the table has several
// groups), the best figures in bold, the tied ones in italics, and below
// it a note: the heading of a table's only group, which holds for every
// column (a unit and its definition: "MB/s (1 MB/s = 1,000,000 bytes/s)"),
// the key, and a link to the table's CSV. Headers stay short, so that the
// table fits a phone's width where its figures do.
func writeMarkdownTable(out *bufio.Writer, t *render.Table) {
	out.WriteString("**" + escapeLine(t.Title) + "**\n\n")
	head := []string{escapeLine(t.Corner)}
	align := []string{":--"}
	for _, h := range t.ColumnHeadings(false) {
		head = append(head, escapeLine(h))
		align = append(align, "--:")
	}
	row := func(cells []string) { out.WriteString("| " + strings.Join(cells, " | ") + " |\n") }
	row(head)
	row(align)
	for _, r := range t.Rows {
		cells := []string{escapeLine(r.Heading())}
		for _, c := range r.Cells {
			text := escapeLine(c.Text + c.Mark)
			switch {
			case text == "":
			case c.Best:
				text = "**" + text + "**"
			case c.Tie:
				text = "*" + text + "*"
			}
			cells = append(cells, text)
		}
		row(cells)
	}
	var note []string
	if len(t.Groups) == 1 && t.Groups[0] != "" {
		note = append(note, escapeLine(t.Groups[0]))
	}
	if t.BestKey != "" {
		note = append(note, "**"+escapeLine(t.BestKey)+"**")
	}
	if t.TieKey != "" {
		note = append(note, "*"+escapeLine(t.TieKey)+"*")
	}
	note = append(note, "[CSV]("+destination(t.Name+".csv")+")")
	out.WriteString("\n" + strings.Join(note, " · ") + "\n")
}

// markdownText writes text with its styles as Markdown's markup: the
// spans of one link in one link, emphasis opened and closed where the
// style changes (never around white space, which CommonMark would not
// take as emphasis), and every line's start escaped where it would start
// a list or a heading.
func markdownText(t render.Text) string {
	// A carriage return ends a line as a line feed does: both are line
	// breaks of the text.
	t = slices.Clone(t)
	for i := range t {
		t[i].Text = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(t[i].Text)
	}
	var b strings.Builder
	for start := 0; start < len(t); {
		end := start + 1
		for end < len(t) && t[end].Link == t[start].Link {
			end++
		}
		inner := styledSpans(t[start:end])
		if link := t[start].Link; link != "" {
			inner = "[" + inner + "](<" + linkEscapes.Replace(link) + ">)"
		}
		b.WriteString(inner)
		start = end
	}
	lines := strings.Split(b.String(), "\n")
	for i := range lines {
		lines[i] = escapeLineStart(lines[i])
	}
	return strings.Join(lines, "\\\n")
}

// styledSpans writes spans of one link with their emphasis and code.
func styledSpans(t render.Text) string {
	var b strings.Builder
	var open []string // markers open, outermost first
	closeTo := func(keep int) {
		for len(open) > keep {
			b.WriteString(open[len(open)-1])
			open = open[:len(open)-1]
		}
	}
	for _, s := range t {
		text := s.Text
		lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
		trail := text[len(strings.TrimRight(text, " ")):]
		core := strings.TrimSpace(text)
		want := []string{}
		if s.Strong {
			want = append(want, "**")
		}
		if s.Emph {
			want = append(want, "*")
		}
		keep := 0
		for keep < len(open) && keep < len(want) && open[keep] == want[keep] {
			keep++
		}
		if core == "" {
			b.WriteString(text)
			continue
		}
		closeTo(keep)
		b.WriteString(lead)
		for _, m := range want[keep:] {
			b.WriteString(m)
			open = append(open, m)
		}
		if s.Note > 0 {
			b.WriteString("[^" + strconv.Itoa(s.Note) + "]")
		} else if s.Code && !holdsTemplateSyntax(core) {
			b.WriteString(codeSpan(core))
		} else {
			// Code that holds {{ or {% is set as plain text, escaped:
			// Hugo reads shortcodes, and Jekyll Liquid, inside code
			// too, where no escape shows as written.
			b.WriteString(escapeInline(core))
		}
		if trail != "" {
			closeTo(0)
			b.WriteString(trail)
		}
	}
	closeTo(0)
	return b.String()
}

// escapeInline writes text so that Markdown reads it as the same text:
// the characters that would start markup are escaped, and so are braces
// and a percent sign beside one, so that neither Hugo (shortcodes,
// {{< >}} and {{% %}}) nor Jekyll (Liquid, {{ }} and {% %}), which read
// index.md before Markdown does, finds its syntax in a name: each of
// their marks is split by a backslash, which Markdown then drops.
func escapeInline(s string) string {
	var b strings.Builder
	for i, r := range s {
		if strings.ContainsRune("\\`*_[]<>#!|~&{}", r) ||
			r == '%' && (i > 0 && s[i-1] == '{' || i+1 < len(s) && s[i+1] == '}') {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// escapeLine is escapeInline for text that must stay on one line (a
// table's cell, a caption, an image's text): its line breaks are spaces.
func escapeLine(s string) string { return escapeInline(oneLine(s)) }

// oneLine is s with each line break (a line feed, a carriage return, or
// both) a space.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ").Replace(s)
}

// holdsTemplateSyntax says whether s holds what Hugo or Jekyll would
// read as their templates' syntax.
func holdsTemplateSyntax(s string) bool {
	for _, t := range []string{"{{", "{%", "%}", "}}"} {
		if strings.Contains(s, t) {
			return true
		}
	}
	return false
}

// linkEscapes write an address between < and > in a link: what would end
// it, braces (Hugo's and Jekyll's syntax) and line breaks, percent-coded.
var linkEscapes = strings.NewReplacer("\\", "\\\\", "<", "%3C", ">", "%3E", "{", "%7B", "}", "%7D", "\n", "%0A", "\r", "%0D")

// destination is the address of a file the md format writes beside
// index.md, as a link's destination.
func destination(name string) string {
	if strings.ContainsAny(name, " ()<>{}\\\n\r") {
		return "<" + linkEscapes.Replace(name) + ">"
	}
	return name
}

// escapeLineStart escapes what would start a list, or make the line
// before a heading's (a setext underline, "==="), at the start of a line
// ("1.", "- ", "="), after any spaces.
func escapeLineStart(s string) string {
	lead := len(s) - len(strings.TrimLeft(s, " "))
	rest := s[lead:]
	i := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
	switch {
	case i > 0 && (rest[i] == '.' || rest[i] == ')'):
		return s[:lead] + rest[:i] + "\\" + rest[i:]
	case i == 0 && (rest[0] == '-' || rest[0] == '+' || rest[0] == '='):
		return s[:lead] + "\\" + rest
	}
	return s
}

// codeSpan writes code between as many backticks as it needs: one more
// than the longest run of backticks in it.
func codeSpan(s string) string {
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// writeSetupTable writes the setup table as a GFM table.
func writeSetupTable(out *bufio.Writer, t *render.SetupTable) {
	out.WriteString("**" + escapeInline(t.Title) + "**\n\n")
	head, align := []string{""}, []string{":--"}
	for _, c := range t.Columns {
		head, align = append(head, escapeInline(c)), append(align, ":--")
	}
	row := func(cells []string) { out.WriteString("| " + strings.Join(cells, " | ") + " |\n") }
	row(head)
	row(align)
	for _, r := range t.Rows {
		cells := []string{escapeInline(r.Label)}
		for _, v := range r.Values {
			cells = append(cells, escapeInline(v))
		}
		row(cells)
	}
}
