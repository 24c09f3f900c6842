package run

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// How Linux tells what uses a block device: mounts by device number in
// mountinfo (robust to /dev/mapper names and /dev/disk/by-* links), active
// swap areas in /proc/swaps, partitions and holders (device mapper, md) in
// sysfs, and the devices of mounted Btrfs file systems, which mountinfo
// lists under one device only.

// linuxSystem is where the kernel's tables are; tests point it at a fake
// tree.
type linuxSystem struct {
	sys, mountinfo, swaps string
}

var liveSystem = linuxSystem{sys: "/sys", mountinfo: "/proc/self/mountinfo", swaps: "/proc/swaps"}

func probeUse(dev string, st os.FileInfo) deviceUse {
	stat, ok := st.Sys().(*syscall.Stat_t)
	if !ok || st.Mode()&os.ModeCharDevice != 0 {
		return deviceUse{}
	}
	return liveSystem.use(devNumber(unix.Major(stat.Rdev), unix.Minor(stat.Rdev)))
}

func devNumber(major, minor uint32) string { return fmt.Sprintf("%d:%d", major, minor) }

// blockDev is a block device or one of its partitions.
type blockDev struct {
	name   string // the kernel's name: sdb, sdb1, loop0, dm-0
	number string // major:minor
	sysDir string // its folder in sysfs, links resolved; "" when sysfs lacks it
}

// path is the device's node under /dev.
func (b blockDev) path() string { return "/dev/" + b.name }

// use says how the device with that number and its partitions are in use.
func (s linuxSystem) use(number string) deviceUse {
	devs := s.devices(number)
	var u deviceUse
	// said makes a phrase that follows "it", about the device itself or
	// one of its partitions.
	said := func(i int, rest string) string {
		if i == 0 {
			return "is " + rest
		}
		return "has its partition " + devs[i].path() + " " + rest
	}
	mounts, err := s.mounts()
	if err != nil {
		u.unknown = fmt.Sprintf("iopress could not read %s to tell whether it is mounted (%v)", s.mountinfo, err)
	}
	mounted := map[int]bool{}
	for _, m := range mounts {
		if i := matchDevice(devs, m.number, m.source); i >= 0 {
			mounted[i] = true
			u.inUse = append(u.inUse, said(i, "mounted on "+m.point))
		}
	}
	swaps, err := s.activeSwaps()
	if err != nil {
		u.unknown = fmt.Sprintf("iopress could not read %s to tell whether it is in use as swap (%v)", s.swaps, err)
	}
	for _, sw := range swaps {
		if i := matchDevice(devs, swapNumber(sw), sw); i == 0 {
			u.swap = sw
		} else if i > 0 {
			u.inUse = append(u.inUse, said(i, "in use as swap"))
		}
	}
	for i, d := range devs {
		for _, h := range s.holders(d) {
			u.inUse = append(u.inUse, said(i, "held by "+h))
		}
		if fs := s.btrfsOf(d); fs != "" && !mounted[i] {
			u.inUse = append(u.inUse, said(i, "in use by the mounted Btrfs file system "+fs))
		}
	}
	return u
}

// devices are the device with that number, first, then its partitions.
func (s linuxSystem) devices(number string) []blockDev {
	dir, err := filepath.EvalSymlinks(filepath.Join(s.sys, "dev", "block", number))
	if err != nil {
		return []blockDev{{number: number}}
	}
	devs := []blockDev{{name: filepath.Base(dir), number: number, sysDir: dir}}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		part := filepath.Join(dir, e.Name())
		if _, err := os.Stat(filepath.Join(part, "partition")); err != nil {
			continue
		}
		n, _ := os.ReadFile(filepath.Join(part, "dev"))
		devs = append(devs, blockDev{name: e.Name(), number: strings.TrimSpace(string(n)), sysDir: part})
	}
	return devs
}

// matchDevice is the index of the device a mount or swap entry is on: by
// device number where it has one, else by the node its source names.
func matchDevice(devs []blockDev, number, source string) int {
	real, err := filepath.EvalSymlinks(source)
	if err != nil {
		real = filepath.Clean(source)
	}
	for i, d := range devs {
		if number != "" && number == d.number || d.name != "" && real == d.path() {
			return i
		}
	}
	return -1
}

// mount is one line of mountinfo.
type mount struct {
	number, point, source string
}

// mounts reads mountinfo: "36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 -
// ext3 /dev/root rw", the device number third, the mount point fifth, the
// source second after the " - ".
func (s linuxSystem) mounts() ([]mount, error) {
	data, err := os.ReadFile(s.mountinfo)
	if err != nil {
		return nil, err
	}
	var out []mount
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		sep := -1
		for i, x := range f {
			if x == "-" {
				sep = i
				break
			}
		}
		if len(f) < 5 || sep < 0 || sep+2 >= len(f) {
			continue
		}
		out = append(out, mount{number: f[2], point: unescapeOctal(f[4]), source: unescapeOctal(f[sep+2])})
	}
	return out, nil
}

// activeSwaps are the swap areas /proc/swaps lists, by their names.
func (s linuxSystem) activeSwaps() ([]string, error) {
	f, err := os.Open(s.swaps)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		fields := strings.Fields(sc.Text())
		if first || len(fields) == 0 {
			continue // the header
		}
		out = append(out, unescapeOctal(fields[0]))
	}
	return out, sc.Err()
}

// swapNumber is the device number of a swap area that is a block device,
// or "" for a swap file.
func swapNumber(name string) string {
	st, err := os.Stat(name)
	if err != nil || st.Mode()&os.ModeDevice == 0 {
		return ""
	}
	stat, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	return devNumber(unix.Major(stat.Rdev), unix.Minor(stat.Rdev))
}

// holders are the devices built on d: device-mapper targets (LVM,
// dm-crypt, multipath) by their /dev/mapper name, md arrays by theirs.
func (s linuxSystem) holders(d blockDev) []string {
	if d.sysDir == "" {
		return nil
	}
	entries, _ := os.ReadDir(filepath.Join(d.sysDir, "holders"))
	var out []string
	for _, e := range entries {
		h := e.Name()
		switch name, err := os.ReadFile(filepath.Join(s.sys, "block", h, "dm", "name")); {
		case err == nil:
			out = append(out, fmt.Sprintf("/dev/mapper/%s (device mapper: LVM, dm-crypt or multipath)", strings.TrimSpace(string(name))))
		case strings.HasPrefix(h, "md"):
			out = append(out, fmt.Sprintf("/dev/%s (a running RAID array)", h))
		default:
			out = append(out, "/dev/"+h)
		}
	}
	return out
}

// btrfsOf is the UUID of the mounted Btrfs file system d is a device of,
// or "": sysfs lists each mounted Btrfs's devices as links to their
// folders.
func (s linuxSystem) btrfsOf(d blockDev) string {
	if d.sysDir == "" {
		return ""
	}
	links, _ := filepath.Glob(filepath.Join(s.sys, "fs", "btrfs", "*", "devices", "*"))
	for _, l := range links {
		if real, err := filepath.EvalSymlinks(l); err == nil && real == d.sysDir {
			return filepath.Base(filepath.Dir(filepath.Dir(l)))
		}
	}
	return ""
}

// unescapeOctal undoes the kernel's escapes in mountinfo and /proc/swaps:
// a space is \040, a tab \011, a newline \012, a backslash \134.
func unescapeOctal(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+4 <= len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(v))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
