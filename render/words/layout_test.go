package words_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render/markdown"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

var (
	headingTag = regexp.MustCompile(`(?s)<(h[2-6]|caption)[^>]*>(.*?)</(?:h[2-6]|caption)>`)
	svgElement = regexp.MustCompile(`(?s)<svg.*?</svg>`)
	codeTag    = regexp.MustCompile(`(?s)<code[^>]*>.*?</code>`)
	// mdCode is Markdown's code and its images' alt text, which no line
	// lays out.
	mdCode = regexp.MustCompile("`[^`]*`|!\\[[^\\]]*\\]")
	// brokenUnit is a figure and its unit parted by a space a line may
	// break at; oneLetter a Polish one-letter word before one.
	brokenUnit = regexp.MustCompile(`\d (ms|µs|ns|s|sn|[KMGT]i?B(/s)?|MB/s|IOPS|bytes?|bayt|bajt\w*|सेकंड|बाइट)([^\pL\pM]|$)`)
	oneLetter  = regexp.MustCompile(`(^|[\s(„"])[aiouwzAIOUWZ] `)
	unitStart  = regexp.MustCompile(`^(ms|µs|ns|s|sn|[KMGT]i?B(/s)?|MB/s|IOPS|bytes?|bayt|bajt\w*|सेकंड|बाइट)([^\pL\pM]|$)`)
	figureEnd  = regexp.MustCompile(`(^|[\s(])[-+]?\d[\d.,]*$`)
	hasLetter  = regexp.MustCompile(`\pL`)
	oneAtEnd   = regexp.MustCompile(`(^|[\s(„"])[aiouwzAIOUWZ]$`)
)

// TestLayoutKeepsWordsTogether: every kind of article, in every language,
// read back as its reader gets it, page by page from the PDF (pdftotext),
// and as the web page and Markdown give it: no page ends with a heading
// (the setup table's title included) whose section starts on the next;
// no line ends with a figure whose unit starts the next, nor, in Polish,
// with a one-letter word; and the page and the Markdown part neither with
// a space a browser may break at.
func TestLayoutKeepsWordsTogether(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	for kind, inputs := range kinds {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			ds := read(t, inputs...)
			for _, l := range words.Langs {
				art, _, err := article.Make(ds, article.Settings{Lang: l})
				if err != nil {
					t.Fatalf("%s: %v", l, err)
				}
				var page, md, doc bytes.Buffer
				if err := web.WriteHTML(&page, art); err != nil {
					t.Fatal(err)
				}
				if err := markdown.Write(&md, art); err != nil {
					t.Fatal(err)
				}
				if err := pdf.Write(&doc, art); err != nil {
					t.Fatal(err)
				}
				prose := visibleText(codeTag.ReplaceAllString(svgElement.ReplaceAllString(page.String(), ""), ""))
				headings := map[string]bool{}
				for _, m := range headingTag.FindAllStringSubmatch(page.String(), -1) {
					headings[plain(visibleText(m[2]))] = true
				}
				for n, text := range strings.Split(pdfText(t, doc.Bytes()), "\f") {
					var lines []string
					for _, line := range strings.Split(text, "\n") {
						if line = strings.TrimSpace(line); line != "" {
							lines = append(lines, line)
						}
					}
					if len(lines) > 0 && strings.Contains(lines[len(lines)-1], "\u2014") {
						lines = lines[:len(lines)-1] // the footer
					}
					if k := len(lines) - 1; k >= 0 && headings[plain(lines[k])] {
						t.Errorf("%s: page %d ends with the heading %q", l, n+1, lines[k])
					}
					// A line break inside a paragraph: pdftotext
					// parts blocks (a table's cells, a chart's labels)
					// by blank lines.
					for _, para := range strings.Split(text, "\n\n") {
						ls := strings.Split(strings.TrimSpace(para), "\n")
						for k := 0; k+1 < len(ls); k++ {
							// A line of a figure alone is a chart's tick,
							// beside its axis's title: not prose.
							if figureEnd.MatchString(ls[k]) && hasLetter.MatchString(ls[k]) && unitStart.MatchString(ls[k+1]) {
								t.Errorf("%s: page %d parts a figure from its unit: %q / %q", l, n+1, ls[k], ls[k+1])
							}
							if l == words.Polish && oneAtEnd.MatchString(ls[k]) {
								t.Errorf("pl: page %d: a line ends with a one-letter word: %q / %q", n+1, ls[k], ls[k+1])
							}
						}
					}
				}
				checkSpaces(t, l, "page", prose)
				checkSpaces(t, l, "Markdown", mdCode.ReplaceAllString(md.String(), ""))
			}
		})
	}
}

// checkSpaces finds, in text a browser or a Markdown renderer lays out,
// the spaces that must not break but may.
func checkSpaces(t *testing.T, l words.Lang, what, text string) {
	t.Helper()
	for _, line := range strings.Split(text, "\n") {
		if m := brokenUnit.FindString(line); m != "" {
			t.Errorf("%s %s: %q parts a figure from its unit: %q", l, what, m, line)
		}
		if l == words.Polish {
			if m := oneLetter.FindString(line); m != "" {
				t.Errorf("pl %s: %q may end a line: %q", what, m, line)
			}
		}
	}
}

// plain is text with its no-break spaces as spaces, for comparing.
func plain(s string) string {
	return strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " "))
}

// pdfText is pdftotext's text of a PDF, pages parted by form feeds.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "article.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}
