package run

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// needFio skips a test that runs a real fio where there is none, except
// in CI, which installs it.
func needFio(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("fio"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("fio is required in CI (.ci/run installs it)")
		}
		t.Skip("no fio on the PATH")
	}
}

// TestFioFilename: fio splits its filename option at colons, so a target
// with a colon in its path (any Windows path with a drive letter) is
// given with each colon escaped, as fio's HOWTO says.
func TestFioFilename(t *testing.T) {
	for _, tt := range []struct{ target, want string }{
		{"/mnt/test/target.dat", "/mnt/test/target.dat"},
		{"/mnt/run:1/target.dat", `/mnt/run\:1/target.dat`},
		{`C:\data\target.dat`, `C\:\data\target.dat`},
		{`\\.\D:`, `\\.\D\:`},
		{`\\.\PhysicalDrive1`, `\\.\PhysicalDrive1`},
		{"-", "./-"},
	} {
		args := FioArgs(Config{Target: tt.target, Span: 1 << 20}, Cell{Name: "c", Direction: "read", BlockSize: 4096}, "psync")
		if !slices.Contains(args, "--filename="+tt.want) {
			t.Errorf("%s: %q, want --filename=%s", tt.target, args, tt.want)
		}
	}
}

// TestDefaultFioEngine: plain "fio" runs the engine fio itself runs by
// default: windowsaio on Windows, psync elsewhere (fio's HOWTO).
func TestDefaultFioEngine(t *testing.T) {
	for goos, want := range map[string]string{"linux": "psync", "darwin": "psync", "freebsd": "psync", "windows": "windowsaio"} {
		if got := defaultFioEngine(goos); got != want {
			t.Errorf("%s: %s, want %s", goos, got, want)
		}
	}
	if e, ok := FioEngine("fio:io_uring"); !ok || e != "io_uring" {
		t.Errorf("fio:io_uring: %q %v", e, ok)
	}
	if _, ok := FioEngine("psync"); ok {
		t.Error("psync is iopress's own engine")
	}
}

// TestFioWritesTheTargetNamed: a real fio, given a target with a colon in
// its name, writes that file and no other.
func TestFioWritesTheTargetNamed(t *testing.T) {
	needFio(t)
	dir := t.TempDir()
	const span = 256 << 10
	cfg := newTestConfig(t, filepath.Join(dir, "run:1.dat"), "psync", span)
	c := Cell{Name: "seq-write", Pattern: "sequential", Direction: "write", BlockSize: 4096, IODepth: 1, NumJobs: 1, Bytes: span}
	fio, _ := outsideEngine("fio:psync")
	ds, err := fio.run(context.Background(), cfg.For(c), c, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 1 || ds.Results[0].IOPS <= 0 {
		t.Fatalf("%d rows: want fio's one", len(ds.Results))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"run:1.dat"}) {
		t.Errorf("fio wrote %v, want only run:1.dat", names)
	}
}
