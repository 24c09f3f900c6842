package run

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/iopress/iopress/units"
)

// ErrRefused is wrapped by every refusal to write where data would be
// destroyed (a *RefusedError).
var ErrRefused = errors.New("refused to write")

// RefusedError is a write iopress refused: what the target holds, what to
// do about it outside iopress, and which of WriteConsent's fields would
// let the write go on ("Overwrite", "Device", "Mounted"; none when no
// consent would). A program says in its own words how to give them (the
// command line's flags).
type RefusedError struct {
	Target string
	Reason string   // what the target holds, and why writing to it destroys it
	Advice string   // what to do first, if anything: "Unmount or release it first"
	Need   []string // the WriteConsent fields that would let the write go on
	Err    error    // what made it unknowable, if anything
}

func (e *RefusedError) Error() string {
	s := fmt.Sprintf("%v to %s: %s", ErrRefused, e.Target, e.Reason)
	if e.Err != nil {
		s += fmt.Sprintf(" (%v)", e.Err)
	}
	if e.Advice != "" {
		s += ". " + e.Advice
	}
	return s
}

func (e *RefusedError) Unwrap() []error { return []error{ErrRefused, e.Err} }

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
// a volume manager, a partition table...) or partitions the system lists
// is written only when consent.Device names it; one that is mounted, holds
// a mounted partition, is held by device mapper or md, or whose use cannot
// be checked on this system, needs consent.Mounted to name it as well; an
// active swap area, and the disk the running system is on where the
// platform tells it (macOS, Windows), are never written. An existing regular file
// is written over only with consent.Overwrite. For a device it lets
// iopress write to, it returns what the run destroys, for the user to be
// told before it starts.
func CheckWritable(target string, consent WriteConsent) (destroys string, err error) {
	if isDevicePath(target) { // one Stat cannot tell: \\.\PhysicalDrive1
		return judge(inspectDevice(target, nil), consent)
	}
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
		return "", &RefusedError{Target: target, Reason: "the file exists", Need: []string{"Overwrite"}}
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
	// system, when set, says how the device holds the running system, or
	// why iopress cannot tell that it does not: it is never written.
	system string
	// parts are the partitions (or volumes) the system lists on the
	// device: like a partition table, they are destroyed by writing to it.
	parts []string
	// holds is what the system says the device holds, beyond the
	// signatures read from it: the partitions Windows' disk driver lists,
	// the file system it mounts a volume with.
	holds []Found
}

// inspectDevice asks the platform how a device is used and reads its two
// ends for signatures.
func inspectDevice(path string, st os.FileInfo) deviceReport {
	d := deviceReport{path: path, use: probeUse(path, st)}
	d.found = d.use.holds
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
	d.size, d.found = r.size, append(identify(r), d.found...)
	return d
}

// judge decides whether a run may write to a device, from what was found on
// it and what the user allowed: the whole policy, free of any system call.
// The drive that holds the running system is refused whatever the flags.
// An active swap area is refused whatever the flags: the kernel fails
// every write to it (ETXTBSY, "text file busy"), and were it written, the
// memory of the processes paged out to it would be lost.
func judge(d deviceReport, c WriteConsent) (destroys string, err error) {
	p := d.path
	named := c.Device == p
	switch {
	case d.use.system != "":
		return "", &RefusedError{Target: p, Reason: d.use.system + ", which iopress never writes to",
			Advice: "Measure another drive"}
	case d.use.swap != "":
		// No consent lifts it: once swapped off, the device holds a swap
		// signature, which the next run names the consent for.
		return "", &RefusedError{Target: p,
			Reason: fmt.Sprintf("it is in use as swap (/proc/swaps lists it as %s), and the kernel lets nothing write to an active swap area, whatever iopress is allowed", d.use.swap),
			Advice: fmt.Sprintf("To destroy it, run swapoff %s first", p)}
	case (len(d.use.inUse) > 0 || d.use.unknown != "") && (!named || c.Mounted != p):
		why := d.use.unknown
		if why == "" {
			why = "it " + strings.Join(d.use.inUse, ", and ") + ": writing to it corrupts what the running system is using"
		}
		return "", &RefusedError{Target: p, Reason: why + holding(d.found, "; it holds the "),
			Advice: "Unmount or release it first", Need: []string{"Device", "Mounted"}}
	case d.unread != nil && !named:
		return "", &RefusedError{Target: p, Reason: "iopress cannot read it to see what it holds", Err: d.unread, Need: []string{"Device"}}
	case len(d.found) > 0 && !named:
		return "", &RefusedError{Target: p, Reason: "it holds the " + describeFound(d.found) + listedParts(d.use.parts, ", and "), Need: []string{"Device"}}
	case len(d.use.parts) > 0 && !named:
		return "", &RefusedError{Target: p, Reason: "it holds " + listedParts(d.use.parts, ""), Need: []string{"Device"}}
	}
	return whatIsDestroyed(d), nil
}

// whatIsDestroyed is the line a person reads before iopress writes to a
// device: its size, the signatures it holds, and how it is in use.
func whatIsDestroyed(d deviceReport) string {
	s := fmt.Sprintf("writing to %s (%s)", d.path, units.BinarySize(d.size))
	switch {
	case d.unread != nil:
		s = fmt.Sprintf("writing to %s, which iopress cannot read to see what it holds (%v)", d.path, d.unread)
	case len(d.found) == 0:
		s += ": no signature found on it; what it holds is overwritten"
	default:
		s += " destroys what it holds: " + describeFound(d.found)
	}
	s += listedParts(d.use.parts, "; it holds ")
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

// listedParts names the partitions the system lists on a device after a
// prefix, or is "" when there are none.
func listedParts(parts []string, prefix string) string {
	if len(parts) == 0 {
		return ""
	}
	return prefix + "the partitions the system lists on it: " + strings.Join(parts, ", ")
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
