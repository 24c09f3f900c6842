package run

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRefusesToOverwriteAFile(t *testing.T) {
	existing := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(existing, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckWritable(existing, WriteConsent{}); !errors.Is(err, ErrRefused) || !strings.Contains(refusal(err), "the file exists; need Overwrite") {
		t.Errorf("existing file: err = %v, want a refusal needing Overwrite", err)
	}
	if _, err := CheckWritable(existing, WriteConsent{Overwrite: true}); err != nil {
		t.Errorf("with overwrite: %v", err)
	}
	if _, err := CheckWritable(filepath.Join(t.TempDir(), "new"), WriteConsent{}); err != nil {
		t.Errorf("a new file: %v", err)
	}
}

// TestRefusesTheRootDevice: the device of the root file system, where the
// test can see it, is refused as mounted even when named once.
func TestRefusesTheRootDevice(t *testing.T) {
	root := mountedDevice("/")
	st, err := os.Stat(root)
	if err != nil || st.Mode()&os.ModeDevice == 0 {
		t.Skip("the root file system's device is not visible here")
	}
	for _, c := range []WriteConsent{{}, {Device: root}} {
		_, err := CheckWritable(root, c)
		if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "mounted on /") || !strings.Contains(refusal(err), "need Device Mounted") {
			t.Errorf("root device %s, %+v: err = %v, want a refusal saying it is mounted and naming both flags", root, c, err)
		}
	}
}

// mountedDevice is the device mounted on a mount point, from /proc.
func mountedDevice(point string) string {
	data, _ := os.ReadFile("/proc/self/mounts")
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Fields(l)
		if len(f) > 1 && f[1] == point && strings.HasPrefix(f[0], "/dev/") {
			return f[0]
		}
	}
	return ""
}

// TestJudge is the whole policy on every platform: what a device holds and
// how it is used, against the flags given.
func TestJudge(t *testing.T) {
	const dev = "/dev/sdz"
	ext4 := []Found{{Type: "ext4", What: "ext4 file system", Offset: 0x438, Label: "data", UUID: "a20629c4-290b-4f84-9990-f86fdcf72f7b"}}
	swap := []Found{{Type: "swap", What: "Linux swap area", Offset: 4086}}
	mounted := deviceUse{inUse: []string{"is mounted on /mnt/x"}}
	gpt := []Found{{Type: "gpt", What: "GPT partition table", Offset: 512}}
	listed := deviceUse{parts: []string{"/dev/sdz1", "/dev/sdz2"}}
	system := deviceUse{system: "it is on disk0, the disk of the running macOS (/dev/disk3s1s1 is mounted on /)"}
	one := WriteConsent{Device: dev}
	both := WriteConsent{Device: dev, Mounted: dev}
	for _, tt := range []struct {
		name    string
		found   []Found
		use     deviceUse
		consent WriteConsent
		unread  error
		refused []string // what the refusal says; nil: allowed
		told    []string // what the user is told before the run when allowed
	}{
		{"blank device", nil, deviceUse{}, WriteConsent{}, nil, nil, []string{dev, "64 MiB", "no signature"}},
		{"swap signature", swap, deviceUse{}, WriteConsent{}, nil, []string{"Linux swap area", "need Device"}, nil},
		{"swap signature, named", swap, deviceUse{}, one, nil, nil, []string{"destroys what it holds: Linux swap area"}},
		{"named, but another device", ext4, deviceUse{}, WriteConsent{Device: "/dev/sdy", Mounted: "/dev/sdy"}, nil, []string{"need Device"}, nil},
		{"mounted", ext4, mounted, WriteConsent{}, nil, []string{"mounted on /mnt/x", `"data"`, "need Device Mounted"}, nil},
		{"mounted, named once", ext4, mounted, one, nil, []string{"mounted on /mnt/x", "need Device Mounted"}, nil},
		{"mounted, second flag names another", ext4, mounted, WriteConsent{Device: dev, Mounted: "/dev/sdy"}, nil, []string{"need Device Mounted"}, nil},
		{"mounted, named twice", ext4, mounted, both, nil, nil, []string{`ext4 file system "data", UUID a20629c4-290b-4f84-9990-f86fdcf72f7b`, "is mounted on /mnt/x"}},
		{"only the second flag", ext4, deviceUse{}, WriteConsent{Mounted: dev}, nil, []string{"need Device"}, nil},
		{"held, no signature", nil, deviceUse{inUse: []string{"is held by /dev/mapper/vg-lv"}}, one, nil, []string{"held by /dev/mapper/vg-lv", "need Device Mounted"}, nil},
		{"active swap", swap, deviceUse{swap: dev}, WriteConsent{}, nil, []string{"in use as swap", "swapoff " + dev, noConsent}, nil},
		{"active swap, named twice", swap, deviceUse{swap: dev}, both, nil, []string{"in use as swap", "whatever iopress is allowed", "swapoff " + dev, noConsent}, nil},
		{"use unknown", ext4, deviceUse{unknown: "iopress cannot yet tell on plan9 whether a device is mounted or in use"}, one, nil, []string{"cannot yet tell on plan9", "need Device Mounted"}, nil},
		{"use unknown, named twice", ext4, deviceUse{unknown: "iopress cannot yet tell on plan9 whether a device is mounted or in use"}, both, nil, nil, []string{"destroys what it holds: ext4", "cannot yet tell on plan9"}},
		{"unreadable", nil, deviceUse{}, WriteConsent{}, os.ErrPermission, []string{"cannot read it", "permission denied", "need Device"}, nil},
		{"unreadable, named", nil, deviceUse{}, one, os.ErrPermission, nil, []string{"which iopress cannot read to see what it holds (permission denied)"}},
		{"unreadable and mounted, named once", nil, mounted, one, os.ErrPermission, []string{"mounted on /mnt/x", "need Device Mounted"}, nil},
		{"listed partitions", nil, listed, WriteConsent{}, nil, []string{"it holds the partitions the system lists on it: /dev/sdz1, /dev/sdz2", "need Device"}, nil},
		{"listed partitions and a table", gpt, listed, WriteConsent{}, nil, []string{"it holds the GPT partition table, and the partitions the system lists on it: /dev/sdz1"}, nil},
		{"listed partitions, named", nil, listed, one, nil, nil, []string{"no signature found", "it holds the partitions the system lists on it: /dev/sdz1, /dev/sdz2"}},
		{"system disk", nil, system, WriteConsent{}, nil, []string{"the disk of the running macOS", "never writes", noConsent}, nil},
		{"system disk, named twice", nil, system, both, nil, []string{"the disk of the running macOS", noConsent}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			told, err := judge(deviceReport{path: dev, size: 64 << 20, found: tt.found, unread: tt.unread, use: tt.use}, tt.consent)
			if tt.refused != nil {
				if !errors.Is(err, ErrRefused) {
					t.Fatalf("err = %v, want a refusal", err)
				}
				for _, s := range tt.refused {
					var re *RefusedError
					if s == noConsent && errors.As(err, &re) && len(re.Need) > 0 {
						t.Errorf("refusal needs %v, want no consent to lift it", re.Need)
					}
					if s != noConsent && !strings.Contains(refusal(err), s) {
						t.Errorf("refusal %q does not say %q", refusal(err), s)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			for _, s := range tt.told {
				if !strings.Contains(told, s) {
					t.Errorf("told %q, which does not say %q", told, s)
				}
			}
		})
	}
}

// TestDescribeFoundNamesEachKindOnce: a LUKS2 header and its secondary
// copy, or a GPT and its backup, are one thing to destroy.
func TestDescribeFoundNamesEachKindOnce(t *testing.T) {
	got := describeFound([]Found{
		{Type: "crypto_LUKS", What: "LUKS2 encrypted volume", UUID: "u"},
		{Type: "crypto_LUKS", What: "LUKS2 encrypted volume (secondary header)", Offset: 16 << 10, UUID: "u"},
		{Type: "gpt", What: "GPT partition table", Offset: 512},
		{Type: "gpt", What: "GPT partition table (backup header at the end)"},
	})
	if want := "LUKS2 encrypted volume, UUID u, GPT partition table"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// noConsent, among what a refusal in TestJudge says, asks that no consent
// could lift it.
const noConsent = "(no consent lifts it)"

// refusal is a refusal's message and, after "; need", the consents it
// names, for a test to look for both.
func refusal(err error) string {
	var re *RefusedError
	if !errors.As(err, &re) {
		return fmt.Sprint(err)
	}
	return err.Error() + "; need " + strings.Join(re.Need, " ")
}
