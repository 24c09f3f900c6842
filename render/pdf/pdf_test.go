package pdf_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/words"
)

// pdfTextString decodes a PDF literal string's bytes (its escapes, and
// UTF-16 after a byte order mark).
func pdfTextString(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			default:
				b = append(b, s[i])
			}
			continue
		}
		b = append(b, s[i])
	}
	if len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF {
		var u []rune
		for i := 2; i+1 < len(b); i += 2 {
			u = append(u, rune(b[i])<<8|rune(b[i+1]))
		}
		return string(u)
	}
	return string(b)
}

// TestPDFSaysItsLanguageOutlineLinksAndDate: the PDF's catalog gives its
// language (/Lang) and an outline whose entries are its headings, in
// order; each link of the text is a /URI annotation over the link's
// words, as pdftotext places them; its creation date is when its data
// was measured (fio's timestamp), or SOURCE_DATE_EPOCH where set; and
// poppler reads it without complaint.
func TestPDFSaysItsLanguageOutlineLinksAndDate(t *testing.T) {
	ds, err := ingest.File("../../ingest/fio/testdata/io_uring-randread-qd32.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	ds2, err := ingest.File("../../ingest/fio/testdata/libaio-randread-qd16.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	ds.Append(ds2)
	var newest int64
	for _, r := range ds.Results {
		newest = max(newest, r.StartUnixS)
	}
	if newest == 0 {
		t.Fatal("the fio results have no timestamp")
	}
	tmpl, err := render.ParseTemplate("review.md", []byte("# {{title}}\n\nRead the [whole review](https://example.com/review) first.\n\n"+
		"## {{say \"Key findings\"}}\n\n{{findings}}\n\n- see [the vendor](https://example.org/spec)\n\n### Method\n\n{{setup}}\n\n## {{say \"Results\"}}\n\n{{tables}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		epoch string
		date  string
	}{
		{"", time.Unix(newest, 0).UTC().Format("20060102150405")},
		{"1700000000", "20231114221320"},
	} {
		t.Setenv("SOURCE_DATE_EPOCH", c.epoch)
		art, _, err := articles.Make(ds, articles.Settings{Kind: articles.Comparison, Lang: words.Polish, Template: tmpl})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := pdf.Write(&b, art); err != nil {
			t.Fatal(err)
		}
		pdf := b.String()
		path := filepath.Join(t.TempDir(), "article.pdf")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if info := rendertest.Command(t, "pdfinfo", path); !strings.Contains(info, "Pages:") || strings.Contains(info, "Error") {
			t.Errorf("pdfinfo: %s", info)
		}
		if !regexp.MustCompile(`/Type /Catalog\n/Lang \(pl\)\n`).MatchString(pdf) {
			t.Error("the catalog gives no /Lang (pl)")
		}
		if m := regexp.MustCompile(`/CreationDate \(D:(\d+)\)`).FindStringSubmatch(pdf); m == nil || m[1] != c.date {
			t.Errorf("SOURCE_DATE_EPOCH %q: creation date %v, want %s", c.epoch, m, c.date)
		}
		var outline []string
		for _, m := range regexp.MustCompile(`(?s)<</Title \((.*?)\)\n/Parent`).FindAllStringSubmatch(pdf, -1) {
			outline = append(outline, pdfTextString(m[1]))
		}
		want := []string{art.Title, words.Polish.Say("Key findings"), "Method", words.Polish.Say("Results")}
		if strings.Join(outline, "|") != strings.Join(want, "|") || !strings.Contains(pdf, "/PageMode /UseOutlines") {
			t.Errorf("outline %q, want the headings %q", outline, want)
		}
		// Each link over its words: the word's box (pdftotext, y down)
		// inside the annotation's rectangle (y up).
		pageH := 0.0
		if m := regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`).FindStringSubmatch(pdf); m != nil {
			fmt.Sscan(m[2], &pageH)
		}
		boxes := rendertest.Command(t, "pdftotext", "-f", "1", "-l", "1", "-bbox", path, "-")
		for word, url := range map[string]string{"whole": "https://example.com/review", "vendor": "https://example.org/spec"} {
			rect := regexp.MustCompile(`/Rect \[([0-9. ]+)\] /Border \[0 0 0\] /A <</S /URI /URI \(` + regexp.QuoteMeta(url) + `\)>>`).FindStringSubmatch(pdf)
			box := regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">` + word + `</word>`).FindStringSubmatch(boxes)
			if rect == nil || box == nil {
				t.Errorf("%s: annotation %v, word %v", url, rect, box)
				continue
			}
			var x1, y1, x2, y2, bx1, by1, bx2, by2 float64
			fmt.Sscan(rect[1], &x1, &y1, &x2, &y2)
			x1, x2, y1, y2 = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2) // any two corners
			fmt.Sscan(box[1]+" "+box[2]+" "+box[3]+" "+box[4], &bx1, &by1, &bx2, &by2)
			cx, cy := (bx1+bx2)/2, pageH-(by1+by2)/2
			if cx < x1 || cx > x2 || cy < y1 || cy > y2 {
				t.Errorf("%s: the link's rectangle %v is not over %q at (%.1f, %.1f)", url, rect[1], word, cx, cy)
			}
		}
	}
}
