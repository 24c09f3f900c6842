package render_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

var update = flag.Bool("update", false, "rewrite the reviewed screenshot in testdata")

// TestHTMLIsSelfContained: the page holds its charts as inline SVG and
// asks for nothing: no script, no stylesheet, image or font from
// elsewhere; and it is the same bytes every time.
func TestHTMLIsSelfContained(t *testing.T) {
	art := article(t, bundled(t), analyze.Options{})
	var a, b bytes.Buffer
	if err := web.WriteHTML(&a, art); err != nil {
		t.Fatal(err)
	}
	web.WriteHTML(&b, art)
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of one article differ")
	}
	page := a.String()
	if n := strings.Count(page, "<svg class=\"chart\""); n != len(art.Charts) {
		t.Errorf("%d inline SVG charts, want %d", n, len(art.Charts))
	}
	for _, bad := range []*regexp.Regexp{
		regexp.MustCompile(`(?i)<script`), regexp.MustCompile(`(?i)<link`), regexp.MustCompile(`(?i)<img`),
		regexp.MustCompile(`(?i)url\(\s*["']?([^d"'\s]|d[^a]|da[^t]|dat[^a]|data[^:])`), // data: URIs are in the page
		regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(https?:)?//`), regexp.MustCompile(`(?i)@import`),
	} {
		if m := bad.FindString(page); m != "" {
			t.Errorf("the page asks for something from elsewhere: %q", m)
		}
	}
	text := html.UnescapeString(page)
	for _, f := range append(art.Findings, art.Verdict, art.Title) {
		if !strings.Contains(text, art.Lang.Bind(f)) { // as laid out: a figure bound to its unit
			t.Errorf("%q is not on the page", f)
		}
	}
}

// TestHTMLScreenshot opens the comparison article's page in headless
// Chromium and compares the top of the page, shrunk to a quarter and
// made grey, with a reviewed screenshot (testdata/html-comparison.png;
// -update rewrites it after a look). Small differences of anti-aliasing
// pass; a moved table, a lost chart or a page that does not render do not.
func TestHTMLScreenshot(t *testing.T) {
	chrome := rendertest.Chrome(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "article.html")
	art := article(t, bundled(t), analyze.Options{})
	f, err := os.Create(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := web.WriteHTML(f, art); err != nil {
		t.Fatal(err)
	}
	f.Close()
	shot := filepath.Join(dir, "shot.png")
	cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
		"--force-device-scale-factor=1", "--window-size=1000,1600", "--screenshot="+shot, "file://"+page)
	cmd.Env = append(os.Environ(), "HOME="+dir) // a profile of its own
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	got := shrink(t, shot)
	golden := "testdata/html-comparison.png"
	if *update {
		var b bytes.Buffer
		png.Encode(&b, got)
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := readGray(t, golden)
	if got.Bounds() != want.Bounds() {
		t.Fatalf("screenshot %v, reviewed one %v", got.Bounds(), want.Bounds())
	}
	// Not blank: a page of text and tables has plenty of dark pixels.
	dark, differ, sum := 0, 0, 0
	for i := range got.Pix {
		if got.Pix[i] < 128 {
			dark++
		}
		d := int(got.Pix[i]) - int(want.Pix[i])
		if d < 0 {
			d = -d
		}
		sum += d
		if d > 48 {
			differ++
		}
	}
	n := len(got.Pix)
	if dark < n/50 {
		t.Errorf("only %d of %d pixels dark: the page did not render", dark, n)
	}
	if mean := float64(sum) / float64(n); mean > 3 || differ > n/100 {
		t.Errorf("screenshot differs from the reviewed one: mean difference %.2f of 255, %d of %d pixels far apart (run with -update after looking at %s)", mean, differ, n, shot)
	}
}

// shrink reads a screenshot and makes it grey at a quarter of its size,
// each pixel the mean of a 4x4 block.
func shrink(t *testing.T, path string) *image.Gray {
	t.Helper()
	img := readPNG(t, path)
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx()/4, b.Dy()/4))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			sum := 0
			for dy := range 4 {
				for dx := range 4 {
					sum += int(color.GrayModel.Convert(img.At(b.Min.X+4*x+dx, b.Min.Y+4*y+dy)).(color.Gray).Y)
				}
			}
			out.SetGray(x, y, color.Gray{Y: uint8(sum / 16)})
		}
	}
	return out
}

func readGray(t *testing.T, path string) *image.Gray {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to make it)", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := img.(*image.Gray)
	if !ok {
		t.Fatalf("%s is not a grey PNG", path)
	}
	return g
}

// TestBrowserDrawsTheDevanagari: headless Chromium, asked over its
// DevTools protocol which fonts drew each heading, caption, table cell,
// list item and paragraph of the Hindi article's page, names a
// Devanagari font for every one with Devanagari in it. Before the page's
// Devanagari font came first in its font lists, it drew the first heading
// ("मुख्य निष्कर्ष"), the setup table's title and some of its cells in
// Liberation Sans, which has no Devanagari: as empty boxes.
func TestBrowserDrawsTheDevanagari(t *testing.T) {
	chrome := rendertest.Chrome(t)
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := render.Build(ds, a, render.Options{Lang: words.Hindi})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "article.html")
	var b bytes.Buffer
	if err := web.WriteHTML(&b, art); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cr, err := devtools(ctx, t, chrome)
	if err != nil {
		t.Fatal(err)
	}
	target, err := cr.call("Target.createTarget", map[string]any{"url": "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	attached, err := cr.call("Target.attachToTarget", map[string]any{"targetId": target["targetId"], "flatten": true})
	if err != nil {
		t.Fatal(err)
	}
	cr.session, _ = attached["sessionId"].(string)
	for _, m := range []string{"Page.enable", "DOM.enable", "CSS.enable"} {
		if _, err := cr.call(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := cr.call("Page.navigate", map[string]any{"url": "file://" + page}); err != nil {
		t.Fatal(err)
	}
	if err := cr.wait("Page.loadEventFired"); err != nil {
		t.Fatal(err)
	}
	doc, err := cr.call("DOM.getDocument", map[string]any{"depth": -1})
	if err != nil {
		t.Fatal(err)
	}
	root := doc["root"].(map[string]any)["nodeId"]
	found, err := cr.call("DOM.querySelectorAll", map[string]any{"nodeId": root, "selector": "h1, h2, h3, caption, th, td, li, p"})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, id := range found["nodeIds"].([]any) {
		outer, err := cr.call("DOM.getOuterHTML", map[string]any{"nodeId": id})
		if err != nil {
			t.Fatal(err)
		}
		text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(outer["outerHTML"].(string), "")
		if !strings.ContainsFunc(text, func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
			continue
		}
		fonts, err := cr.call("CSS.getPlatformFontsForNode", map[string]any{"nodeId": id})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		devanagari := false
		for _, f := range fonts["fonts"].([]any) {
			name, _ := f.(map[string]any)["familyName"].(string)
			names = append(names, name)
			devanagari = devanagari || strings.Contains(name, "Devanagari")
		}
		checked++
		if !devanagari && len(names) > 0 {
			t.Errorf("%q is drawn in %s, not in a Devanagari font", html.UnescapeString(text), strings.Join(names, ", "))
		}
	}
	if checked < 20 {
		t.Errorf("%d elements with Devanagari: the page is not the Hindi article", checked)
	}
}

// devtoolsPipe is a headless Chromium spoken to over its DevTools
// protocol on a pipe: JSON messages ended by a NUL byte.
type devtoolsPipe struct {
	w       io.Writer
	r       *bufio.Reader
	id      int
	session string
}

// devtools starts Chromium with the protocol on its file descriptors 3
// (what it reads) and 4 (what it writes); ctx's end stops it.
func devtools(ctx context.Context, t *testing.T, chrome string) (*devtoolsPipe, error) {
	// Chromium's profile is a folder of its own, not the test's: the
	// helper processes Chromium starts outlive its main one for a moment
	// and still write there, which failed t.TempDir's removal at times.
	// It is removed once they are gone, or left in the system's temporary
	// folder.
	profile, err := os.MkdirTemp("", "iopress-chromium-")
	if err != nil {
		return nil, err
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--remote-debugging-pipe", "about:blank")
	cmd.Env = append(os.Environ(), "HOME="+profile)
	cmd.ExtraFiles = []*os.File{inR, outW}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	inR.Close()
	outW.Close()
	t.Cleanup(func() {
		inW.Close()
		cmd.Process.Kill()
		cmd.Wait()
		outR.Close()
		for i := 0; i < 50 && os.RemoveAll(profile) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
	return &devtoolsPipe{w: inW, r: bufio.NewReader(outR)}, nil
}

// call sends a command (in the session attached, if any) and gives its
// result, skipping the events that come before it.
func (d *devtoolsPipe) call(method string, params map[string]any) (map[string]any, error) {
	d.id++
	msg := map[string]any{"id": d.id, "method": method, "params": params}
	if params == nil {
		msg["params"] = map[string]any{}
	}
	if d.session != "" {
		msg["sessionId"] = d.session
	}
	data, _ := json.Marshal(msg)
	if _, err := d.w.Write(append(data, 0)); err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	for {
		m, err := d.read()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		if id, _ := m["id"].(float64); int(id) == d.id {
			if e, ok := m["error"]; ok {
				return nil, fmt.Errorf("%s: %v", method, e)
			}
			result, _ := m["result"].(map[string]any)
			return result, nil
		}
	}
}

// wait reads messages until the event named.
func (d *devtoolsPipe) wait(event string) error {
	for {
		m, err := d.read()
		if err != nil {
			return fmt.Errorf("waiting for %s: %w", event, err)
		}
		if m["method"] == event {
			return nil
		}
	}
}

func (d *devtoolsPipe) read() (map[string]any, error) {
	data, err := d.r.ReadBytes(0)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	err = json.Unmarshal(data[:len(data)-1], &m)
	return m, err
}
