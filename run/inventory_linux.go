package run

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/iopress/iopress/datasets"
)

func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

func memBytes() int64 {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		var kb int64
		if n, _ := fmt.Sscanf(l, "MemTotal: %d kB", &kb); n == 1 {
			return kb << 10
		}
	}
	return 0
}

// systemRelease is the distribution, as /etc/os-release names it
// (PRETTY_NAME), and the kernel's release.
func systemRelease() (os, kernel string) {
	var u syscall.Utsname
	if syscall.Uname(&u) == nil {
		var b strings.Builder
		for _, c := range u.Release {
			if c == 0 {
				break
			}
			b.WriteByte(byte(c))
		}
		kernel = "Linux " + b.String()
	}
	return osRelease(readTrim("/etc/os-release")), kernel
}

// osRelease is os-release's PRETTY_NAME, unquoted.
func osRelease(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), "PRETTY_NAME="); ok {
			return strings.Trim(v, `"'`)
		}
	}
	return ""
}

// targetSetup finds the block device under a target (the device itself,
// or the one holding its file system), the drives under that device
// with their model, firmware and link from sysfs, the file system's type
// and what backs the target (datasets.ClassifyTarget).
func targetSetup(target string) datasets.Setup {
	var s datasets.Setup
	var st syscall.Stat_t
	if syscall.Stat(target, &st) != nil {
		return s
	}
	var probe datasets.TargetProbe
	dev := st.Dev
	if st.Mode&syscall.S_IFMT == syscall.S_IFBLK {
		dev = st.Rdev
	} else {
		s.FileSystem = fileSystemType(fileSystemOf(target))
		probe.FileSystem = s.FileSystem
		var fs unix.Statfs_t
		if unix.Statfs(target, &fs) == nil {
			probe.FSMagic = int64(fs.Type)
		}
	}
	major, minor := unix.Major(dev), unix.Minor(dev)
	if major == 0 {
		// An anonymous device: tmpfs and the like are on none.
		s.TargetKind = datasets.ClassifyTarget(probe)
		return s
	}
	real, err := filepath.EvalSymlinks(fmt.Sprintf("/sys/dev/block/%d:%d", major, minor))
	if err != nil {
		s.Device = fmt.Sprintf("block device %d:%d", major, minor)
		s.TargetKind = datasets.ClassifyTarget(probe)
		return s
	}
	s.Device = filepath.Base(real)
	if datasets.ClassifyTarget(probe) == datasets.TargetRAM {
		s.TargetKind = datasets.TargetRAM
		return s
	}
	var kinds, models, firmware, links []string
	for _, d := range leafDisks(real, 0) {
		p := sysfsProbe(d)
		kinds = append(kinds, datasets.ClassifyTarget(p))
		models = appendNew(models, p.Model)
		firmware = appendNew(firmware, readFirmware(d))
		links = appendNew(links, nvmeLink(d))
		s.DriveCount++
	}
	s.TargetKind = datasets.CombineTargetKinds(kinds)
	s.DriveModel = strings.Join(models, "; ")
	s.DriveFirmware = strings.Join(firmware, "; ")
	s.Link = strings.Join(links, "; ")
	return s
}

// appendNew appends v unless it is empty or there already.
func appendNew(list []string, v string) []string {
	for _, x := range list {
		if x == v {
			return list
		}
	}
	if v == "" {
		return list
	}
	return append(list, v)
}

// leafDisks are the disks under a block device's sysfs folder: a
// partition's disk, a device-mapper or RAID device's members (slaves/,
// recursively), or the disk itself.
func leafDisks(dir string, depth int) []string {
	if depth > 8 {
		return nil
	}
	if _, err := os.Stat(filepath.Join(dir, "partition")); err == nil {
		dir = filepath.Dir(dir)
	}
	slaves, _ := filepath.Glob(filepath.Join(dir, "slaves", "*"))
	if len(slaves) == 0 {
		return []string{dir}
	}
	var out []string
	for _, sl := range slaves {
		if real, err := filepath.EvalSymlinks(sl); err == nil {
			out = append(out, leafDisks(real, depth+1)...)
		}
	}
	return out
}

// sysfsProbe is what sysfs says of a disk: its name, vendor, model,
// driver (an NVMe namespace's is its controller's device's) and, for
// persistent memory, its NVDIMM bus's provider.
func sysfsProbe(disk string) datasets.TargetProbe {
	p := datasets.TargetProbe{Device: filepath.Base(disk)}
	dev := filepath.Join(disk, "device")
	p.Vendor = readTrim(filepath.Join(dev, "vendor"))
	p.Model = readTrim(filepath.Join(dev, "model"))
	for _, d := range []string{dev, filepath.Join(dev, "device")} {
		if link, err := os.Readlink(filepath.Join(d, "driver")); err == nil {
			p.Driver = filepath.Base(link)
			break
		}
	}
	for d := disk; d != "/" && d != "." && strings.HasPrefix(d, "/sys/"); d = filepath.Dir(d) {
		if v := readTrim(filepath.Join(d, "provider")); v != "" {
			p.Provider = v
			break
		}
	}
	return p
}

// readFirmware is a disk's firmware revision (NVMe's firmware_rev, SCSI
// and SATA's rev).
func readFirmware(disk string) string {
	if fw := readTrim(filepath.Join(disk, "device", "firmware_rev")); fw != "" {
		return fw
	}
	return readTrim(filepath.Join(disk, "device", "rev"))
}

// nvmeLink is an NVMe drive's PCIe link, as its PCI device says it
// ("PCIe 16.0 GT/s x4"); "" for any other disk.
func nvmeLink(disk string) string {
	if !strings.HasPrefix(filepath.Base(disk), "nvme") {
		return ""
	}
	pci := filepath.Join(disk, "device", "device")
	speed, width := readTrim(filepath.Join(pci, "current_link_speed")), readTrim(filepath.Join(pci, "current_link_width"))
	if speed == "" || width == "" || speed == "Unknown" {
		return ""
	}
	speed = strings.TrimSpace(strings.TrimSuffix(speed, "PCIe"))
	return "PCIe " + speed + " x" + width
}

func readTrim(path string) string {
	b, _ := os.ReadFile(path)
	return strings.TrimSpace(string(b))
}

// fileSystemOf is the file system holding path, from the longest mount
// point that contains it: "ext4 on /dev/vda mounted at /".
func fileSystemOf(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return ""
	}
	data, err := os.ReadFile("/proc/self/mounts")
	if err != nil {
		return ""
	}
	best, kind := "", ""
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		mp := f[1]
		if (abs == mp || strings.HasPrefix(abs, strings.TrimSuffix(mp, "/")+"/")) && len(mp) > len(best) {
			best, kind = mp, f[2]+" on "+f[0]+" mounted at "+mp
		}
	}
	return kind
}
