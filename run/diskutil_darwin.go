package run

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// What macOS says of its disks, asked for as a run is about to write to
// one or describes the machine: getfsstat's mounts, diskutil's list, and
// the disk nodes in /dev. macdisks.go and diskutil.go make sense of them.

// diskutilTimeout bounds one diskutil command: it waits on diskarbitrationd,
// which a busy or broken disk can hold up.
const diskutilTimeout = 30 * time.Second

// diskutil runs `diskutil ARGS... -plist`. diskutil writes its own
// failure as a plist too, which the caller's parser reports.
func diskutil(args ...string) (out []byte, name string, err error) {
	args = append(args, "-plist")
	name = "diskutil " + strings.Join(args, " ")
	ctx, cancel := context.WithTimeout(context.Background(), diskutilTimeout)
	defer cancel()
	out, err = exec.CommandContext(ctx, "/usr/sbin/diskutil", args...).Output()
	if err != nil && len(out) == 0 {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	return out, name, nil
}

// readDiskList is `diskutil list -plist`.
func readDiskList() (diskList, error) {
	out, name, err := diskutil("list")
	if err != nil {
		return diskList{}, err
	}
	return parseDiskList(out, name)
}

// readDiskInfo is `diskutil info -plist DISK`.
func readDiskInfo(id string) (diskInfo, error) {
	out, name, err := diskutil("info", id)
	if err != nil {
		return diskInfo{}, err
	}
	return parseDiskInfo(out, name)
}

// mountedDisks are the mounted file systems that macOS mounts from a disk
// (getfsstat).
func mountedDisks() ([]devMount, error) {
	n, err := unix.Getfsstat(nil, unix.MNT_NOWAIT)
	if err != nil {
		return nil, err
	}
	var buf []unix.Statfs_t
	for {
		// Room for mounts made between the two calls; a full buffer may
		// have left some out.
		buf = make([]unix.Statfs_t, n+8)
		if n, err = unix.Getfsstat(buf, unix.MNT_NOWAIT); err != nil {
			return nil, err
		}
		if n < len(buf) {
			break
		}
	}
	var out []devMount
	for _, st := range buf[:n] {
		if id, ok := bsdName(unix.ByteSliceToString(st.Mntfromname[:])); ok {
			out = append(out, devMount{id: id, point: unix.ByteSliceToString(st.Mntonname[:])})
		}
	}
	return out, nil
}

// diskNodes are the BSD names of the disk nodes in /dev.
func diskNodes() []string {
	entries, _ := os.ReadDir("/dev")
	var out []string
	for _, e := range entries {
		if id, ok := bsdName("/dev/" + e.Name()); ok {
			out = append(out, id)
		}
	}
	return out
}

// currentMacDisks asks macOS about its disks now.
func currentMacDisks() macDisks {
	mounts, mountErr := mountedDisks()
	list, listErr := readDiskList()
	return newMacDisks(mounts, mountErr, list, listErr, diskNodes())
}

// diskOf is the BSD name of the disk a device path is: by its name, links
// resolved, or else by the disk node in /dev with the same device number
// and kind; ok is false for a device that is no disk (/dev/null).
func diskOf(path string, st os.FileInfo) (id string, ok bool) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	if id, ok := bsdName(path); ok {
		return id, true
	}
	want, isStat := st.Sys().(*syscall.Stat_t)
	if !isStat {
		return "", false
	}
	for _, node := range diskNodes() {
		for _, name := range []string{"/dev/" + node, "/dev/r" + node} {
			got, err := os.Stat(name)
			if s, isStat := sysStat(got, err); isStat && s.Rdev == want.Rdev && got.Mode().Type() == st.Mode().Type() {
				return node, true
			}
		}
	}
	return "", false
}

func sysStat(st os.FileInfo, err error) (*syscall.Stat_t, bool) {
	if err != nil {
		return nil, false
	}
	s, ok := st.Sys().(*syscall.Stat_t)
	return s, ok
}

// The disk ioctls of <sys/disk.h>: _IOR('d', 24, uint32_t) and
// _IOR('d', 25, uint64_t).
const (
	dkiocGetBlockSize  = 0x40046418
	dkiocGetBlockCount = 0x40086419
)

// mediaSize is a file's size, or a disk's: macOS gives a disk node no
// size to seek to the end of, so its size is its blocks (as fio's
// blockdev_size on macOS).
func mediaSize(f *os.File) (int64, error) {
	if st, err := f.Stat(); err == nil && st.Mode()&os.ModeDevice != 0 {
		fd := int(f.Fd())
		size, errSize := unix.IoctlGetInt(fd, dkiocGetBlockSize)
		count, errCount := unix.IoctlGetInt(fd, dkiocGetBlockCount)
		if err := errors.Join(errSize, errCount); err == nil {
			return int64(size) * int64(count), nil
		}
	}
	return f.Seek(0, io.SeekEnd)
}
