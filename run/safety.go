package run

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

// ErrRefused is returned when writing to a target would destroy data.
var ErrRefused = errors.New("refused to write")

// WriteConsent is what the user allowed a run that writes to destroy.
type WriteConsent struct {
	// Device is --allow-write-device: the one device whose content may be
	// destroyed, named exactly as the target.
	Device string
	// Mounted is --allow-write-mounted: the same device again, which may be
	// written even while it, or a partition of it, is mounted or in use.
	Mounted string
	// Overwrite is --overwrite: an existing regular file may be written over.
	Overwrite bool
}

// CheckWritable refuses to write where data would be lost by surprise. A
// device that holds any signature (a file system, swap, encryption, RAID,
// a volume manager, a partition table...) is written only when
// consent.Device names it; one that is mounted, holds a mounted partition,
// is held by device mapper or md, or whose use cannot be checked on this
// system, needs consent.Mounted to name it as well; an active swap area is
// never written. An existing regular file is written over only with
// consent.Overwrite. For a device it lets iopress write to, it returns
// what the run destroys, for the user to be told before it starts.
func CheckWritable(target string, consent WriteConsent) (destroys string, err error) {
	st, err := os.Stat(target)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	if st.Mode()&os.ModeDevice != 0 {
		return judge(inspectDevice(target, st), consent)
	}
	if st.Mode().IsRegular() && !consent.Overwrite {
		return "", fmt.Errorf("%w to %s: the file exists. Run again with --overwrite to let iopress write over it", ErrRefused, target)
	}
	return "", nil
}

// deviceReport is what iopress learnt of a device before writing to it.
type deviceReport struct {
	path  string
	size  int64
	found []Found
	// unread, when set, is why the device could not be read: what it
	// holds is unknown, and treated as if it were a signature.
	unread error
	use    deviceUse
}

// deviceUse is how the running system uses a device, as the platform's
// probe could tell.
type deviceUse struct {
	// swap is set when the device itself is an active swap area: the name
	// under which the kernel lists it.
	swap string
	// inUse says how the device or its partitions are used, each as a
	// phrase that follows "it": "is mounted on /mnt/data", "has its
	// partition /dev/sdb1 mounted on /boot", "is held by /dev/mapper/vg-lv".
	inUse []string
	// unknown, when set, says why iopress could not tell whether the device
	// is in use; it is then treated as if it were.
	unknown string
}

// inspectDevice asks the platform how a device is used and reads its two
// ends for signatures.
func inspectDevice(path string, st os.FileInfo) deviceReport {
	d := deviceReport{path: path, use: probeUse(path, st)}
	f, err := os.Open(path)
	if err != nil {
		d.unread = err
		return d
	}
	defer f.Close()
	r, err := readRegions(f)
	if err != nil {
		d.unread = err
		return d
	}
	d.size, d.found = r.size, identify(r)
	return d
}

// judge decides whether a run may write to a device, from what was found on
// it and what the user allowed: the whole policy, free of any system call.
// An active swap area is refused whatever the flags: the kernel fails
// every write to it (ETXTBSY, "text file busy"), and were it written, the
// memory of the processes paged out to it would be lost.
func judge(d deviceReport, c WriteConsent) (destroys string, err error) {
	p := d.path
	named := c.Device == p
	switch {
	case d.use.swap != "":
		return "", fmt.Errorf("%w to %s: it is in use as swap (/proc/swaps lists it as %s), and the kernel lets nothing write to an active swap area. If you mean to destroy it, run swapoff %s first, then run again with --allow-write-device %s",
			ErrRefused, p, d.use.swap, p, p)
	case (len(d.use.inUse) > 0 || d.use.unknown != "") && (!named || c.Mounted != p):
		why := d.use.unknown
		if why == "" {
			why = "it " + strings.Join(d.use.inUse, ", and ") + ": writing to it corrupts what the running system is using"
		}
		return "", fmt.Errorf("%w to %s: %s%s. Unmount or release it first; or, if you mean to destroy it as it is, run again with --allow-write-device %s --allow-write-mounted %s",
			ErrRefused, p, why, holding(d.found, "; it holds the "), p, p)
	case d.unread != nil && !named:
		return "", fmt.Errorf("%w to %s: iopress cannot read it to see what it holds (%w). If you mean to destroy what is on it, run again with --allow-write-device %s",
			ErrRefused, p, d.unread, p)
	case len(d.found) > 0 && !named:
		return "", fmt.Errorf("%w to %s: it holds the %s. If you mean to destroy what is on it, run again with --allow-write-device %s",
			ErrRefused, p, describeFound(d.found), p)
	}
	return whatIsDestroyed(d), nil
}

// whatIsDestroyed is the line a person reads before iopress writes to a
// device: its size, the signatures it holds, and how it is in use.
func whatIsDestroyed(d deviceReport) string {
	s := fmt.Sprintf("writing to %s (%s)", d.path, binarySize(d.size))
	switch {
	case d.unread != nil:
		s = fmt.Sprintf("writing to %s, which iopress cannot read to see what it holds (%v)", d.path, d.unread)
	case len(d.found) == 0:
		s += ": no signature found on it; what it holds is overwritten"
	default:
		s += " destroys what it holds: " + describeFound(d.found)
	}
	if len(d.use.inUse) > 0 {
		s += "; it " + strings.Join(d.use.inUse, ", and ")
	}
	if d.use.unknown != "" {
		s += "; " + d.use.unknown
	}
	return s
}

// holding is describeFound's list after a prefix, or "" when nothing was
// found.
func holding(found []Found, prefix string) string {
	if len(found) == 0 {
		return ""
	}
	return prefix + describeFound(found)
}

// describeFound lists the signatures found, each kind once: a LUKS2
// volume's secondary header and a GPT's backup are the same data as their
// first copies.
func describeFound(found []Found) string {
	var parts []string
	seen := map[string]bool{}
	for _, f := range found {
		if !seen[f.Type] {
			seen[f.Type] = true
			parts = append(parts, f.String())
		}
	}
	return strings.Join(parts, ", ")
}

// binarySize writes a device's size in binary units: "64 MiB", "931.5 GiB".
func binarySize(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	v, i := float64(n), 0
	for v >= 1024 && i < len(units)-1 {
		v /= 1024
		i++
	}
	if v == float64(int64(v)) {
		return fmt.Sprintf("%d %s", int64(v), units[i])
	}
	return fmt.Sprintf("%.1f %s", v, units[i])
}
