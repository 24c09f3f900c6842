package run

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ErrRefused is returned when writing to a target would destroy data.
var ErrRefused = fmt.Errorf("refused to write")

// CheckWritable refuses to write where data would be lost by surprise: a
// block device that is mounted, or holds a partition table, file system,
// LVM or RAID signature, unless allowDevice names that exact device; an
// existing regular file unless overwrite.
func CheckWritable(target, allowDevice string, overwrite bool) error {
	st, err := os.Stat(target)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if st.Mode()&os.ModeDevice != 0 {
		if allowDevice == target {
			return nil
		}
		if why := deviceInUse(target); why != "" {
			return fmt.Errorf("%w to %s: %s. If you mean to destroy what is on it, run again with --allow-write-device %s", ErrRefused, target, why, target)
		}
		return nil
	}
	if st.Mode().IsRegular() && !overwrite {
		return fmt.Errorf("%w to %s: the file exists. Run again with --overwrite to let iopress write over it", ErrRefused, target)
	}
	return nil
}

// deviceInUse says why a device holds data, or "".
func deviceInUse(dev string) string {
	real, _ := filepath.EvalSymlinks(dev)
	if m := mountedAs(dev, real); m != "" {
		return "it (or a partition of it) is mounted on " + m
	}
	f, err := os.Open(dev)
	if err != nil {
		return "" // cannot read it: the write will fail on its own
	}
	defer f.Close()
	head := make([]byte, 128<<10) // Btrfs keeps its superblock at 64 KiB
	n, _ := f.ReadAt(head, 0)
	return signature(head[:n])
}

// mountedAs returns the mount point of the device or one of its partitions.
func mountedAs(names ...string) string {
	f, err := os.Open("/proc/self/mounts")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		for _, n := range names {
			if n != "" && (fields[0] == n || strings.HasPrefix(fields[0], n) && len(fields[0]) > len(n)) {
				return fields[1]
			}
		}
	}
	return ""
}

// signature recognises what the first 128 KiB of a device hold.
func signature(b []byte) string {
	at := func(off int, magic []byte) bool {
		return len(b) >= off+len(magic) && bytes.Equal(b[off:off+len(magic)], magic)
	}
	switch {
	case at(512, []byte("EFI PART")):
		return "it holds a GPT partition table"
	case at(0, []byte("XFSB")):
		return "it holds an XFS file system"
	case len(b) >= 1082 && binary.LittleEndian.Uint16(b[1080:]) == 0xEF53:
		return "it holds an ext2/3/4 file system"
	case at(512+24, []byte("LVM2 001")) || at(512, []byte("LABELONE")):
		return "it is an LVM physical volume"
	case len(b) >= 4100 && binary.LittleEndian.Uint32(b[4096:]) == 0xa92b4efc:
		return "it is a Linux RAID (md) member"
	case at(0x10040, []byte("_BHRfS_M")):
		return "it holds a Btrfs file system"
	case at(3, []byte("NTFS    ")):
		return "it holds an NTFS file system"
	case len(b) >= 512 && b[510] == 0x55 && b[511] == 0xAA:
		return "it holds an MBR partition table or boot sector"
	}
	return ""
}
