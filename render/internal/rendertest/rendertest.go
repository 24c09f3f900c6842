// Package rendertest is what the tests of render and its writers share:
// headless Chromium to run a page in, the tools that read a document
// back, a theme of fonts other than the default, and the fixtures more
// than one package's tests use. It imports no package of render's but
// the theme, so that render's own tests may use it too.
package rendertest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/theme"
)

// Chrome finds a headless Chromium; CI installs Debian's chromium
// (.ci/run), where it is required. With -short (make test's race
// detector pass) the test is skipped.
func Chrome(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		// The page runs in another process, where the race detector
		// sees nothing; make test runs these tests without -short.
		t.Skip("drives Chromium: make test runs it without -short, outside the race detector")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("chromium is required in CI")
	}
	t.Skip("chromium not installed")
	return ""
}

// InBrowser opens an HTML document in headless Chromium, in a frame width
// pixels wide (Chromium's window is never narrower than 500), once its
// fonts are loaded runs script there (JavaScript whose last statement
// sets out), and decodes out into v.
func InBrowser(t *testing.T, chrome, html string, width int, script string, v any) {
	t.Helper()
	dir := t.TempDir()
	js := `<script>
addEventListener("load", () => document.fonts.ready.then(() => {
  let out;
  ` + script + `
  parent.postMessage(JSON.stringify(out), "*");
}));
</script>`
	page := strings.Replace(html, "</body>", js+"</body>", 1)
	if err := os.WriteFile(filepath.Join(dir, "page.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	outer := fmt.Sprintf(`<!DOCTYPE html><html><body style="margin:0"><iframe src="page.html" width="%d" height="900" style="border:0"></iframe>
<script>addEventListener("message", e => { const p = document.createElement("pre"); p.id = "measured"; p.textContent = e.data; document.body.appendChild(p); });</script></body></html>`, width)
	if err := os.WriteFile(filepath.Join(dir, "outer.html"), []byte(outer), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
		"--window-size=1200,1000", "--virtual-time-budget=20000", "--dump-dom", "file://"+filepath.Join(dir, "outer.html"))
	cmd.Env = append(os.Environ(), "HOME="+dir)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v", err)
	}
	m := regexp.MustCompile(`(?s)<pre id="measured">(.*?)</pre>`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("the page reported nothing")
	}
	text := strings.NewReplacer("&quot;", `"`, "&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(string(m[1]))
	if err := json.Unmarshal([]byte(text), v); err != nil {
		t.Fatalf("%v in %.200s", err, text)
	}
}

// DejaVuTheme is a theme of four DejaVu fonts (Debian's fonts-dejavu-core;
// CI installs it), or nil where they are not installed.
func DejaVuTheme(t *testing.T) *theme.Theme {
	t.Helper()
	const dir = "/usr/share/fonts/truetype/dejavu/"
	path := filepath.Join(t.TempDir(), "theme.toml")
	src := fmt.Sprintf("[fonts]\nbody = %q\nbold = %q\nheadings = %q\nnumbers = %q\n",
		dir+"DejaVuSans.ttf", dir+"DejaVuSans-Bold.ttf", dir+"DejaVuSerif-Bold.ttf", dir+"DejaVuSansMono.ttf")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir + "DejaVuSerif-Bold.ttf"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("fonts-dejavu-core is required in CI")
		}
		return nil
	}
	th, err := theme.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return th
}

// Command runs a tool (poppler's pdfinfo, pdftotext) and returns what it
// printed; a tool that fails fails the test.
func Command(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

// LongNames are four system names that no table column can hold: two of
// 500 characters that differ only at their end, one with no space to
// break at, and a short one printed as code points.
func LongNames(t *testing.T) []string {
	t.Helper()
	long := string([]rune(strings.Repeat("Ceph RBD pool über NVMe-oF ", 20))[:477])
	names := []string{
		long + " cluster A - 3 replicas",
		long + " cluster B - 2 replicas",
		strings.Repeat("x", 500), // no space to break at
		"中文系统存储阵列 io_uring",      // short, but printed as code points
	}
	if n := len([]rune(names[0])); n != 500 {
		t.Fatalf("the long name has %d characters", n)
	}
	return names
}
