//go:build unix

package theme_test

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/theme/themetest"
)

// TestThemeRefusesDevicesAndPipes: a theme, font or logo at /dev/zero
// (bytes for ever) or a named pipe (a wait for a writer) is refused at
// once, by what it is; each was once read for ever.
func TestThemeRefusesDevicesAndPipes(t *testing.T) {
	for _, c := range []struct {
		name, theme, want string
	}{
		{"logo at /dev/zero", "logo = \"/dev/zero\"\n", ":1: logo: /dev/zero is a device, not a file; a PNG or JPEG image expected"},
		{"font at /dev/zero", "[fonts]\nbold = \"/dev/zero\"\n", ":2: fonts.bold: /dev/zero is a device, not a file; a TrueType font file (.ttf) expected"},
		{"logo a pipe", "logo = \"pipe.png\"\n", ":1: logo: "},
		{"font a pipe", "[fonts]\nbody = \"pipe.png\"\n", ":2: fonts.body: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := themetest.Dir(t, c.theme)
			pipe := filepath.Join(filepath.Dir(path), "pipe.png")
			if err := syscall.Mkfifo(pipe, 0o644); err != nil {
				t.Skipf("no named pipes here: %v", err)
			}
			err := within(t, func() error { _, err := theme.Load(path); return err })
			if err == nil || !strings.HasPrefix(err.Error(), path+c.want) {
				t.Errorf("%v, want %s%s", err, path, c.want)
			}
			if strings.Contains(c.theme, "pipe") && !strings.Contains(err.Error(), pipe+" is a named pipe (FIFO), not a file") {
				t.Errorf("%v does not say the pipe is one", err)
			}
		})
	}
	pipe := filepath.Join(t.TempDir(), "theme.toml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	err := within(t, func() error { _, err := theme.Load(pipe); return err })
	if err == nil || !strings.Contains(err.Error(), pipe+" is a named pipe (FIFO), not a file") {
		t.Errorf("a theme file that is a pipe: %v", err)
	}
}

// within runs f, failing the test if it has not returned in a minute
// (it never takes more than milliseconds): a read that waits for ever
// fails rather than hangs the tests.
func within(t *testing.T, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
		t.Fatal("still reading after a minute")
		return nil
	}
}
