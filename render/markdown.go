package render

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// WriteMarkdown writes the article as Markdown (CommonMark, with GFM's
// tables), for a site generator (Hugo, Jekyll) to publish: front matter
// with its title and language (which the site's theme prints, so the
// body's first heading is left to it), its tables as GFM tables, each
// with a link to its CSV, and its charts as images of their SVG files,
// which the md format writes beside it (NAME.svg, NAME.csv). It holds no
// raw HTML, which Hugo drops by default.
func WriteMarkdown(w io.Writer, art *Article) error {
	body, err := art.body()
	if err != nil {
		return err
	}
	out := bufio.NewWriter(w)
	out.WriteString("---\ntitle: " + yamlString(art.documentTitle(body)) + "\nlang: " + art.Lang.String() + "\ngenerator: iopress\n---\n\n")
	if len(body) > 0 && body[0].Kind == HeadingBlock && body[0].Level == 1 {
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

func writeMarkdownBlock(out *bufio.Writer, b Block) {
	switch b.Kind {
	case HeadingBlock:
		out.WriteString(strings.Repeat("#", min(max(b.Level, 1), 6)) + " " + markdownText(b.Text) + "\n")
	case ParagraphBlock:
		out.WriteString(markdownText(b.Text) + "\n")
	case ListBlock:
		for i, item := range b.Items {
			mark := "-"
			if b.Ordered {
				mark = strconv.Itoa(i+1) + "."
			}
			out.WriteString(mark + " " + markdownText(item) + "\n")
		}
	case TableBlock:
		writeMarkdownTable(out, b.Table)
	case ChartBlock:
		out.WriteString("![" + escapeMarkdown(b.Chart.Title) + "](" + b.Chart.Name + ".svg)\n")
	}
}

// writeMarkdownTable writes a table as GFM has them: one header row (a
// column's group and system together), the best figures in bold, the
// tied ones in italics, and the key and a link to the table's CSV below.
func writeMarkdownTable(out *bufio.Writer, t *Table) {
	out.WriteString("**" + escapeMarkdown(t.Title) + "**\n\n")
	head := []string{escapeMarkdown(t.Corner)}
	align := []string{":--"}
	for _, g := range t.Groups {
		for _, s := range t.Systems {
			h := s
			if len(t.Groups) > 1 || g != "" {
				h = g + " · " + s
			}
			head = append(head, escapeMarkdown(strings.TrimPrefix(h, " · ")))
			align = append(align, "--:")
		}
	}
	row := func(cells []string) { out.WriteString("| " + strings.Join(cells, " | ") + " |\n") }
	row(head)
	row(align)
	for _, r := range t.Rows {
		label := r.Label
		if r.Unit != "" {
			label += " (" + r.Unit + ")"
		}
		cells := []string{escapeMarkdown(label)}
		for _, c := range r.Cells {
			text := escapeMarkdown(c.Text + c.Mark)
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
	var key []string
	if t.BestKey != "" {
		key = append(key, "**"+escapeMarkdown(t.BestKey)+"**")
	}
	if t.TieKey != "" {
		key = append(key, "*"+escapeMarkdown(t.TieKey)+"*")
	}
	key = append(key, "[CSV]("+t.Name+".csv)")
	out.WriteString("\n" + strings.Join(key, " · ") + "\n")
}

// markdownText writes text with its styles as Markdown's markup.
func markdownText(t Text) string {
	var b strings.Builder
	for _, s := range t {
		text := escapeMarkdown(s.Text)
		if s.Code {
			text = codeSpan(s.Text)
		}
		if s.Emph {
			text = "*" + text + "*"
		}
		if s.Strong {
			text = "**" + text + "**"
		}
		if s.Link != "" {
			text = "[" + text + "](<" + strings.NewReplacer("<", "%3C", ">", "%3E").Replace(s.Link) + ">)"
		}
		b.WriteString(strings.ReplaceAll(text, "\n", "\\\n"))
	}
	return b.String()
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

// yamlString writes s as a YAML double-quoted scalar.
func yamlString(s string) string {
	return strconv.Quote(s) // YAML's double-quoted escapes include Go's \" \\ \n \t and \uXXXX
}
