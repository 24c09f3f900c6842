package run

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// at is a magic to write at an offset of a synthesised device.
type at struct {
	off   int64
	bytes string
}

// deviceFile writes a sparse file of size bytes holding the given bytes,
// as a device would hold them; formats whose tools cannot be installed here
// (ZFS, MD, LVM, DRBD...) are tested this way, at the offsets their
// on-disk formats define. It is in tmpfs where the machine has one, so that
// the images that loop devices are made of cost the disk no I/O, which
// tests measuring the disk's utilisation in parallel would see.
func deviceFile(t *testing.T, size int64, content ...at) string {
	t.Helper()
	dir, ok := places(t)["tmpfs"]
	if !ok {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, "device")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	for _, c := range content {
		if _, err := f.WriteAt([]byte(c.bytes), c.off); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// identifyFile reads a file's ends as iopress reads a device's, and says
// what they hold.
func identifyFile(t *testing.T, path string) []Found {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := readRegions(f)
	if err != nil {
		t.Fatal(err)
	}
	return identify(r)
}

func be64(v uint64) string { return string(binary.BigEndian.AppendUint64(nil, v)) }
func le32s(v uint32) string {
	return string(binary.LittleEndian.AppendUint32(nil, v))
}

// TestIdentifySynthesised puts each signature where its format puts it on
// a device of an odd size (64 MiB and 100 KiB: not a multiple of the 64
// KiB or 256 KiB that MD and ZFS round the end down to), alone, and checks
// iopress finds it there and nothing else.
func TestIdentifySynthesised(t *testing.T) {
	const size = 64<<20 + 100<<10
	const mdMagic = 0xa92b4efc
	alignDown := func(n, a int64) int64 { return n - n%a }
	// ZFS's third and fourth labels lie in the last 512 KiB of the device
	// rounded down to 256 KiB; uberblocks fill the second half of a label.
	zfsLabel2 := alignDown(size, 256<<10) - 512<<10
	zfsLabel3 := alignDown(size, 256<<10) - 256<<10
	const uberblock = 0x00bab10c
	for _, tt := range []struct {
		name    string
		content []at
		typ     string
		offsets []int64 // where each copy of the magic lies
	}{
		{"blank", nil, "", nil},
		{"swap, 64 KiB pages", []at{{64<<10 - 10, "SWAPSPACE2"}}, "swap", []int64{64<<10 - 10}},
		{"hibernation image", []at{{4<<10 - 10, "S1SUSPEND"}}, "swsuspend", []int64{4<<10 - 10}},
		{"ZFS labels at the end only", []at{
			{zfsLabel2 + 128<<10, string(binary.LittleEndian.AppendUint64(nil, uberblock))},
			{zfsLabel3 + 128<<10 + 5<<10, be64(uberblock)},
		}, "zfs_member", []int64{zfsLabel2 + 128<<10, zfsLabel3 + 128<<10 + 5<<10}},
		{"ZFS label at the start", []at{{256<<10 + 128<<10 + 3<<10, be64(uberblock)}}, "zfs_member", []int64{256<<10 + 128<<10 + 3<<10}},
		// MD 0.90 keeps its superblock in the last 64 KiB block but one,
		// in the host's byte order.
		{"MD 0.90, little-endian", []at{{alignDown(size, 64<<10) - 64<<10, le32s(mdMagic)}}, "linux_raid_member", []int64{alignDown(size, 64<<10) - 64<<10}},
		{"MD 0.90, big-endian", []at{{alignDown(size, 64<<10) - 64<<10, string(binary.BigEndian.AppendUint32(nil, mdMagic))}}, "linux_raid_member", []int64{alignDown(size, 64<<10) - 64<<10}},
		// MD 1.x: magic then major version 1; 1.0 at 8 KiB before the end
		// rounded down to 4 KiB, 1.1 at the start, 1.2 at 4 KiB.
		{"MD 1.0", []at{{alignDown(size, 4<<10) - 8<<10, le32s(mdMagic) + le32s(1)}}, "linux_raid_member", []int64{alignDown(size, 4<<10) - 8<<10}},
		{"MD 1.1", []at{{0, le32s(mdMagic) + le32s(1)}}, "linux_raid_member", []int64{0}},
		{"MD 1.2", []at{{4096, le32s(mdMagic) + le32s(1)}}, "linux_raid_member", []int64{4096}},
		{"MD magic with major version 2 is no MD", []at{{4096, le32s(mdMagic) + le32s(2)}}, "", nil},
		// LVM2's label sits in one of the first four sectors: "LABELONE",
		// then at 24 the type "LVM2 001".
		{"LVM2 label in sector 1", []at{{512, "LABELONE"}, {512 + 24, "LVM2 001"}}, "LVM2_member", []int64{512 + 24}},
		// DRBD's metadata is the last 4 KiB; the magic is its 16th word.
		{"DRBD 9 metadata", []at{{size - 4096 + 60, "\x83\x74\x02\x6d"}}, "drbd", []int64{size - 4096 + 60}},
		{"bcachefs copy at the end", []at{{size - 1<<20 + 24, "\xc6\x85\x73\xf6\x66\xce\x90\xa9\xd9\x6a\x60\xcf\x80\x3d\xf7\xef"}}, "bcachefs", []int64{size - 1<<20 + 24}},
		{"GPT backup only (first blocks wiped)", []at{{size - 512, "EFI PART"}}, "gpt", []int64{size - 512}},
		// A LUKS2 secondary header: its version (2) at 6 and its own
		// offset at 256, big-endian.
		{"LUKS2 secondary header only", []at{{16 << 10, "SKUL\xba\xbe\x00\x02"}, {16<<10 + 256, be64(16 << 10)}}, "crypto_LUKS", []int64{16 << 10}},
		{"LUKS2 secondary header not where it says", []at{{16 << 10, "SKUL\xba\xbe\x00\x02"}, {16<<10 + 256, be64(32 << 10)}}, "", nil},
		// A Sun label: its 16-bit words XOR to zero, the last word
		// making it so (0xDABE ^ 0x0102 = 0xDBBC).
		{"Sun label", []at{{0, "\x01\x02"}, {508, "\xda\xbe\xdb\xbc"}}, "sun", []int64{508}},
		{"Sun magic without its checksum", []at{{0, "\x01\x02"}, {508, "\xda\xbe"}}, "", nil},
		{"Ceph BlueStore", []at{{0, "bluestore block device\n"}}, "ceph_bluestore", []int64{0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var types []string
			var offsets []int64
			for _, f := range identifyFile(t, deviceFile(t, size, tt.content...)) {
				types = append(types, f.Type)
				offsets = append(offsets, f.Offset)
			}
			if tt.typ == "" && len(types) > 0 {
				t.Fatalf("found %v at %v, want nothing", types, offsets)
			}
			for _, typ := range types {
				if typ != tt.typ {
					t.Errorf("found %v, want only %s", types, tt.typ)
				}
			}
			if !slices.Equal(offsets, tt.offsets) {
				t.Errorf("magics at %v, want %v", offsets, tt.offsets)
			}
		})
	}
}

// TestSignaturesLieInTheRegionsRead: every place in the table is within
// the bytes iopress reads of a device, on devices from small to very
// large, so no signature can be missed for want of reading it.
func TestSignaturesLieInTheRegionsRead(t *testing.T) {
	for _, size := range []int64{16 << 20, 64<<20 + 100<<10, 1<<40 + 512, 1<<50 + 3<<9} {
		r := regions{head: make([]byte, min(size, headBytes)), tail: make([]byte, min(size, tailBytes)), size: size}
		for _, m := range signatures {
			off := m.where(size)
			if off >= 0 && r.at(off, len(m.bytes)) == nil {
				t.Errorf("%s (%s) at %d on a device of %d bytes: not read", m.typ, m.what, off, size)
			}
		}
	}
}

// TestNoSignatureInWhatIopressWrites: the pattern write cells leave on a
// device is found to hold nothing, so a device iopress wrote before is not
// refused for signatures it does not hold.
func TestNoSignatureInWhatIopressWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "written")
	if err := Prepare(path, 8<<20); err != nil {
		t.Fatal(err)
	}
	if found := identifyFile(t, path); len(found) > 0 {
		t.Errorf("found %v in iopress's pattern", found)
	}
}
