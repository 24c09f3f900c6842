package run

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// unavailable skips a test that needs what this machine lacks (root, loop
// devices, a formatting tool), except in CI, which .ci/run provides with
// all of them.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf("required in CI (.ci/run installs it): "+format, args...)
	}
	t.Skipf(format, args...)
}

// tool runs a command the test needs, skipping where it is not installed.
func tool(t *testing.T, name string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		unavailable(t, "no %s on the PATH", name)
	}
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// loopDevice attaches an image file to a free loop device, detached when
// the test ends; it skips where it cannot (not root, no loop devices).
func loopDevice(t *testing.T, image string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		unavailable(t, "loop devices need root")
	}
	if _, err := exec.LookPath("losetup"); err != nil {
		unavailable(t, "no losetup on the PATH")
	}
	out, err := exec.Command("losetup", "--find", "--show", image).CombinedOutput()
	if err != nil {
		unavailable(t, "no loop device: %v %s", err, out)
	}
	dev := strings.TrimSpace(string(out))
	t.Cleanup(func() {
		if out, err := exec.Command("losetup", "--detach", dev).CombinedOutput(); err != nil {
			t.Errorf("losetup --detach %s: %v %s", dev, err, out)
		}
	})
	return dev
}

// blankLoop is a loop device over a new sparse file of size bytes.
func blankLoop(t *testing.T, size int64) string {
	t.Helper()
	return loopDevice(t, deviceFile(t, size))
}

// TestSwapOnALoopDevice: a swap area made by mkswap is found and refused
// unless named; once active, it is refused even with both flags, saying
// to swapoff it, as the kernel itself will not let it be written.
func TestSwapOnALoopDevice(t *testing.T) {
	dev := blankLoop(t, 64<<20)
	tool(t, "mkswap", "--label", "scratch", dev)
	_, err := CheckWritable(dev, WriteConsent{})
	if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "Linux swap area \"scratch\"") || !strings.Contains(refusal(err), "need Device") {
		t.Errorf("fresh swap area: err = %v, want a refusal naming the swap area and --allow-write-device", err)
	}
	told, err := CheckWritable(dev, WriteConsent{Device: dev})
	if err != nil || !strings.Contains(told, "destroys what it holds: Linux swap area") {
		t.Errorf("named: %q, %v; want to be told the swap area is destroyed", told, err)
	}

	tool(t, "swapon", dev)
	t.Cleanup(func() { tool(t, "swapoff", dev) })
	_, err = CheckWritable(dev, WriteConsent{Device: dev, Mounted: dev})
	if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "in use as swap") || !strings.Contains(err.Error(), "swapoff "+dev) || !strings.HasSuffix(refusal(err), "; need ") {
		t.Errorf("active swap: %s, want a refusal saying to swapoff it, which no consent lifts", refusal(err))
	}
	// What the refusal says of the kernel: it lets nothing write to an
	// active swap area.
	f, err := os.OpenFile(dev, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(make([]byte, 4096), 1<<20); !errors.Is(err, syscall.ETXTBSY) {
		t.Errorf("writing to the active swap area: %v, want ETXTBSY", err)
	}
}

// TestMountedLoopDevice: an ext4 file system mounted from a loop device is
// refused with --allow-write-device alone, also when the device is named
// through a link (as /dev/disk/by-id names one); named twice, it is
// allowed, and the user is told what is destroyed: the file system by its
// label and UUID (as blkid reads them), and where it is mounted.
func TestMountedLoopDevice(t *testing.T) {
	dev := blankLoop(t, 64<<20)
	tool(t, "mkfs.ext4", "-q", "-L", "data", dev)
	uuid := strings.TrimSpace(tool(t, "blkid", "-p", "-s", "UUID", "-o", "value", dev))
	dir := t.TempDir()
	tool(t, "mount", "-o", "errors=continue", dev, dir)
	t.Cleanup(func() { tool(t, "umount", dir) })
	link := filepath.Join(t.TempDir(), "by-id-link")
	if err := os.Symlink(dev, link); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{dev, link} {
		_, err := CheckWritable(name, WriteConsent{Device: name})
		if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "is mounted on "+dir) || !strings.Contains(refusal(err), "need Device Mounted") {
			t.Errorf("%s, named once: err = %v, want a refusal saying it is mounted on %s and naming --allow-write-mounted", name, err, dir)
		}
	}
	told, err := CheckWritable(dev, WriteConsent{Device: dev, Mounted: dev})
	if err != nil {
		t.Fatalf("named twice: %v", err)
	}
	for _, want := range []string{"64 MiB", `ext4 file system "data", UUID ` + uuid, "is mounted on " + dir} {
		if !strings.Contains(told, want) {
			t.Errorf("told %q, which does not say %q", told, want)
		}
	}
}

// TestZFSLabelAtTheEndOfALoopDevice: a ZFS label left only at the end of a
// device (the start wiped) is found.
func TestZFSLabelAtTheEndOfALoopDevice(t *testing.T) {
	const size int64 = 64<<20 + 100<<10
	// The last label starts 256 KiB before the end rounded down to 256
	// KiB; its uberblocks, from 128 KiB into it.
	last := size - size%(256<<10) - 256<<10
	dev := loopDevice(t, deviceFile(t, size, at{last + 128<<10 + 7<<10, "\x0c\xb1\xba\x00\x00\x00\x00\x00"}))
	_, err := CheckWritable(dev, WriteConsent{})
	if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "ZFS pool member") {
		t.Errorf("err = %v, want a refusal naming the ZFS pool member", err)
	}
}

// wipefsSignature is one signature as util-linux's wipefs lists it.
type wipefsSignature struct {
	Offset string `json:"offset"`
	Type   string `json:"type"`
	UUID   string `json:"uuid"`
	Label  string `json:"label"`
}

// wipefsList is what `wipefs --no-act` finds on a device.
func wipefsList(t *testing.T, dev string) []wipefsSignature {
	t.Helper()
	out := tool(t, "wipefs", "--no-act", "--json", dev)
	if strings.TrimSpace(out) == "" {
		return nil
	}
	var list struct{ Signatures []wipefsSignature }
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("wipefs --json: %v\n%s", err, out)
	}
	return list.Signatures
}

// TestSignaturesAgreeWithWipefs formats a device with each tool installed
// here and compares what iopress finds on it with what util-linux's wipefs
// (libblkid) finds: every kind wipefs names, iopress names; each place
// iopress reports is one wipefs reports for that kind; the UUIDs and labels
// iopress reads are wipefs's.
func TestSignaturesAgreeWithWipefs(t *testing.T) {
	key := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(key, []byte("not a secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	luks := []string{"luksFormat", "--batch-mode", "--key-file", key, "--pbkdf", "pbkdf2", "--pbkdf-force-iterations", "1000"}
	for _, tt := range []struct {
		name   string
		size   int64
		format []string // the command, IMAGE standing for the image
		stdin  string
	}{
		{"swap", 64 << 20, []string{"mkswap", "--label", "sw", "IMAGE"}, ""},
		{"ext2", 16 << 20, []string{"mkfs.ext2", "-q", "-F", "IMAGE"}, ""},
		{"ext3", 16 << 20, []string{"mkfs.ext3", "-q", "-F", "-L", "e3", "IMAGE"}, ""},
		{"ext4", 64 << 20, []string{"mkfs.ext4", "-q", "-F", "-L", "data", "IMAGE"}, ""},
		{"xfs", 300 << 20, []string{"mkfs.xfs", "-q", "-f", "-L", "xl", "IMAGE"}, ""}, // 300 MiB: the smallest mkfs.xfs makes
		{"btrfs", 128 << 20, []string{"mkfs.btrfs", "-q", "-f", "-L", "bl", "IMAGE"}, ""},
		{"f2fs", 64 << 20, []string{"mkfs.f2fs", "-q", "-f", "-l", "fl", "IMAGE"}, ""},
		{"fat12", 4 << 20, []string{"mkfs.vfat", "-F", "12", "IMAGE"}, ""},
		{"fat16", 64 << 20, []string{"mkfs.vfat", "-F", "16", "IMAGE"}, ""},
		{"fat32", 64 << 20, []string{"mkfs.vfat", "-F", "32", "IMAGE"}, ""},
		{"exfat", 16 << 20, []string{"mkfs.exfat", "IMAGE"}, ""},
		{"ntfs", 16 << 20, []string{"mkntfs", "-q", "-F", "-f", "-L", "nl", "IMAGE"}, ""},
		{"jfs", 32 << 20, []string{"mkfs.jfs", "-q", "IMAGE"}, ""},
		{"reiserfs", 64 << 20, []string{"mkreiserfs", "-q", "-f", "IMAGE"}, ""},
		{"LUKS1", 16 << 20, append([]string{"cryptsetup", "--type", "luks1"}, append(luks, "IMAGE")...), ""},
		{"LUKS2", 32 << 20, append([]string{"cryptsetup", "--type", "luks2", "--label", "vault"}, append(luks, "IMAGE")...), ""},
		{"bcache", 64 << 20, []string{"make-bcache", "-B", "IMAGE"}, ""},
		{"GPT", 64 << 20, []string{"sfdisk", "-q", "IMAGE"}, "label: gpt\n,8M\n"},
		{"MBR", 64 << 20, []string{"sfdisk", "-q", "IMAGE"}, "label: dos\n,8M\n"},
		{"blank", 16 << 20, nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			image := deviceFile(t, tt.size)
			if len(tt.format) > 0 {
				if _, err := exec.LookPath(tt.format[0]); err != nil {
					unavailable(t, "no %s on the PATH", tt.format[0])
				}
				args := slices.Clone(tt.format)
				args[slices.Index(args, "IMAGE")] = image
				cmd := exec.Command(args[0], args[1:]...)
				cmd.Stdin = strings.NewReader(tt.stdin)
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
				}
			}
			// Probe it as a device where loop devices can be had, else as
			// the file: both read the same bytes.
			dev := image
			if os.Geteuid() == 0 || os.Getenv("CI") != "" {
				dev = loopDevice(t, image)
			}
			compareWithWipefs(t, identifyFile(t, dev), wipefsList(t, dev))
		})
	}
}

func compareWithWipefs(t *testing.T, got []Found, want []wipefsSignature) {
	t.Helper()
	t.Logf("iopress: %+v", got)
	t.Logf("wipefs: %+v", want)
	for _, w := range want {
		if !hasType(got, w.Type) {
			t.Errorf("wipefs finds %s at %s; iopress does not", w.Type, w.Offset)
		}
	}
	for _, g := range got {
		var same *wipefsSignature
		for i, w := range want {
			if off, err := strconv.ParseInt(w.Offset, 0, 64); err == nil && w.Type == g.Type && off == g.Offset {
				same = &want[i]
			}
		}
		switch {
		case same == nil:
			t.Errorf("iopress finds %s at %#x; wipefs does not", g.Type, g.Offset)
		case g.UUID != "" && g.UUID != same.UUID || g.Label != "" && g.Label != same.Label:
			t.Errorf("%s: iopress reads UUID %q label %q, wipefs %q %q", g.Type, g.UUID, g.Label, same.UUID, same.Label)
		}
	}
}

// TestUseFromTheKernelsTables reads a fake sysfs, mountinfo and swaps: a
// disk whose partitions are mounted (by number and, for Btrfs, which
// mountinfo gives an anonymous number, by name), held by device mapper
// or md, in use as swap, or a device of a mounted Btrfs.
func TestUseFromTheKernelsTables(t *testing.T) {
	root := t.TempDir()
	write := func(path, content string) {
		t.Helper()
		path = filepath.Join(root, path)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, name string) {
		t.Helper()
		name = filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(filepath.Join(root, target), name); err != nil {
			t.Fatal(err)
		}
	}
	disk := "sys/devices/pci0000:00/block/sdz"
	write(disk+"/dev", "8:0\n")
	if err := os.MkdirAll(filepath.Join(root, disk, "holders"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i, part := range []string{"sdz1", "sdz2", "sdz3", "sdz4", "sdz5", "sdz6"} {
		write(disk+"/"+part+"/partition", strconv.Itoa(i+1)+"\n")
		write(disk+"/"+part+"/dev", "8:"+strconv.Itoa(i+1)+"\n")
	}
	write(disk+"/sdz2/holders/dm-0", "")
	write("sys/block/dm-0/dm/name", "vg-data\n")
	write(disk+"/sdz3/holders/md127", "")
	link(disk+"/sdz5", "sys/fs/btrfs/0a1b2c3d-7e8f-4a5b-8c6d-0e1f2a3b4c5d/devices/sdz5")
	link(disk, "sys/dev/block/8:0")
	link("sys/devices/virtual/block/loop0", "sys/dev/block/7:0")
	write("sys/devices/virtual/block/loop0/dev", "7:0\n")
	link("sys/devices/pci0000:00/block/sdy", "sys/dev/block/8:16")
	write("sys/devices/pci0000:00/block/sdy/dev", "8:16\n")
	write("mountinfo", strings.Join([]string{
		"27 1 254:0 / / rw,relatime - ext4 /dev/vda rw",
		`40 27 8:1 / /mnt/with\040space rw,relatime shared:1 - ext4 /dev/root rw`, // a name that is no node: found by number
		"41 27 0:45 / /srv rw,relatime - btrfs /dev/sdz6 rw,space_cache=v2",
		"42 27 7:0 / /media/image rw - iso9660 /dev/loop0 ro",
	}, "\n")+"\n")
	write("swaps", "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n/dev/sdz4                               partition\t1048572\t\t0\t\t-2\n/dev/sdy partition 65532 0 -3\n")
	s := linuxSystem{sys: filepath.Join(root, "sys"), mountinfo: filepath.Join(root, "mountinfo"), swaps: filepath.Join(root, "swaps")}

	got := s.use("8:0")
	want := []string{
		"has its partition /dev/sdz1 mounted on /mnt/with space",
		"has its partition /dev/sdz6 mounted on /srv",
		"has its partition /dev/sdz4 in use as swap",
		"has its partition /dev/sdz2 held by /dev/mapper/vg-data (device mapper: LVM, dm-crypt or multipath)",
		"has its partition /dev/sdz3 held by /dev/md127 (a running RAID array)",
		"has its partition /dev/sdz5 in use by the mounted Btrfs file system 0a1b2c3d-7e8f-4a5b-8c6d-0e1f2a3b4c5d",
	}
	if !slices.Equal(got.inUse, want) || got.swap != "" || got.unknown != "" {
		t.Errorf("sdz: %+v\nwant in use: %q", got, want)
	}
	if got := s.use("7:0"); !slices.Equal(got.inUse, []string{"is mounted on /media/image"}) || got.swap != "" {
		t.Errorf("loop0: %+v, want it mounted on /media/image", got)
	}
	if got := s.use("8:16"); got.swap != "/dev/sdy" || len(got.inUse) > 0 {
		t.Errorf("sdy: %+v, want it an active swap area", got)
	}
	// A device sysfs does not know.
	if got := s.use("7:1"); got.swap != "" || len(got.inUse) > 0 {
		t.Errorf("an unknown device: %+v, want nothing", got)
	}
	s.mountinfo = filepath.Join(root, "missing")
	if got := s.use("7:0"); !strings.Contains(got.unknown, "could not read") {
		t.Errorf("without mountinfo: %+v, want it unknown whether mounted", got)
	}
}

func TestUnescapeOctal(t *testing.T) {
	for in, want := range map[string]string{`/mnt/a\040b`: "/mnt/a b", `/x\134y`: `/x\y`, `/t\011`: "/t\t", `/odd\`: `/odd\`, `/n\09x`: `/n\09x`} {
		if got := unescapeOctal(in); got != want {
			t.Errorf("unescapeOctal(%q) = %q, want %q", in, got, want)
		}
	}
}
