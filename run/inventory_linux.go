package run

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
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

func memTotal() string {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return ""
	}
	for _, l := range strings.Split(string(data), "\n") {
		var kb int64
		if n, _ := fmt.Sscanf(l, "MemTotal: %d kB", &kb); n == 1 {
			return fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
		}
	}
	return ""
}

// systemRelease is the kernel's release, as the setup's "Kernel" line.
func systemRelease() (key, value string) {
	var u syscall.Utsname
	if syscall.Uname(&u) != nil {
		return "Kernel", ""
	}
	var b strings.Builder
	for _, c := range u.Release {
		if c == 0 {
			break
		}
		b.WriteByte(byte(c))
	}
	return "Kernel", "Linux " + b.String()
}

// targetDevice finds the block device under a target (the device itself,
// or the one holding its file system) with its model and firmware from
// sysfs, and the file system type.
func targetDevice(target string) (device, fs string) {
	var st syscall.Stat_t
	if syscall.Stat(target, &st) != nil {
		return "", ""
	}
	dev := st.Dev
	if st.Mode&syscall.S_IFMT == syscall.S_IFBLK {
		dev = st.Rdev
	} else {
		fs = fileSystemOf(target)
	}
	major, minor := (dev>>8)&0xfff|(dev>>32)&^0xfff, dev&0xff|(dev>>12)&^0xff
	if major == 0 {
		return "", fs // an anonymous device: tmpfs and the like are on none
	}
	sys := fmt.Sprintf("/sys/dev/block/%d:%d", major, minor)
	real, err := filepath.EvalSymlinks(sys)
	if err != nil {
		return fmt.Sprintf("block device %d:%d", major, minor), fs
	}
	name := filepath.Base(real)
	// A partition's model and firmware are its disk's.
	for _, d := range []string{real, filepath.Dir(real)} {
		model := readTrim(filepath.Join(d, "device", "model"))
		fw := readTrim(filepath.Join(d, "device", "firmware_rev"))
		if fw == "" {
			fw = readTrim(filepath.Join(d, "device", "rev"))
		}
		if model != "" {
			s := name + ", " + model
			if fw != "" {
				s += ", firmware " + fw
			}
			return s, fs
		}
	}
	return name, fs
}

func readTrim(path string) string {
	b, _ := os.ReadFile(path)
	return strings.TrimSpace(string(b))
}

// fileSystemOf is the type of the file system holding path, from the
// longest mount point that contains it.
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
