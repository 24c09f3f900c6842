//go:build linux

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	bench "github.com/iopress/iopress/run"
)

// TestRunOnADeviceThatHoldsData drives `iopress run` with write cells on a
// loop device: a swap area is refused until --allow-write-device names the
// device; a mounted ext4 file system until --allow-write-mounted names it
// too. Once allowed, the run says on stderr what it destroys before it
// starts.
func TestRunOnADeviceThatHoldsData(t *testing.T) {
	// sh runs a tool; without root, loop devices or the tool, the test
	// skips, except in CI, which has them all.
	sh := func(name string, args ...string) string {
		t.Helper()
		out, err := exec.Command(name, args...).CombinedOutput()
		if err != nil {
			if os.Getenv("CI") != "" || os.Geteuid() == 0 && !errors.Is(err, exec.ErrNotFound) {
				t.Fatalf("%s %s: %v %s", name, strings.Join(args, " "), err, out)
			}
			t.Skipf("%s: %v (needs root, loop devices and util-linux)", name, err)
		}
		return strings.TrimSpace(string(out))
	}
	// The image lies in tmpfs where there is one, so that the test costs
	// the disk no I/O, which tests measuring its utilisation would see.
	scratch, err := os.MkdirTemp("/dev/shm", "iopress-test")
	if err != nil {
		scratch = t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(scratch) })
	image := filepath.Join(scratch, "disk.img")
	sh("truncate", "--size", "64M", image)
	dev := sh("losetup", "--find", "--show", image)
	t.Cleanup(func() { sh("losetup", "--detach", dev) })

	iopress := func(flags ...string) (string, error) {
		args := []string{"run", "--rw", "randwrite", "--target", dev, "--size", "1MiB", "--runtime", "100ms", "--out", filepath.Join(t.TempDir(), "out")}
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), append(args, flags...), &stdout, &stderr)
		return stderr.String(), err
	}
	refused := func(err error, says ...string) {
		t.Helper()
		if !errors.Is(err, bench.ErrRefused) {
			t.Fatalf("err = %v, want a refusal", err)
		}
		for _, s := range says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("refusal %q does not say %q", err, s)
			}
		}
	}
	told := func(stderr string, err error, says string) {
		t.Helper()
		if err != nil || !strings.Contains(stderr, says) {
			t.Errorf("err = %v, stderr %q: want the run to say %q", err, stderr, says)
		}
	}

	sh("mkswap", dev)
	_, err = iopress()
	refused(err, "Linux swap area", "--allow-write-device "+dev)
	stderr, err := iopress("--allow-write-device", dev)
	told(stderr, err, "destroys what it holds: Linux swap area")

	sh("mkfs.ext4", "-q", "-F", "-L", "mounted", dev)
	dir := t.TempDir()
	sh("mount", "-o", "errors=continue", dev, dir)
	t.Cleanup(func() { sh("umount", dir) })
	_, err = iopress("--allow-write-device", dev)
	refused(err, "is mounted on "+dir, "--allow-write-mounted "+dev)
	stderr, err = iopress("--allow-write-device", dev, "--allow-write-mounted", dev)
	told(stderr, err, `ext4 file system "mounted"`)
	told(stderr, err, "is mounted on "+dir)
}
