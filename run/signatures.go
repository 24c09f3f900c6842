package run

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
)

// The signatures iopress looks for before it writes to a device: the magic
// numbers that file systems, swap, encryption, RAID, volume managers,
// caches and partition tables write where blkid (util-linux's libblkid)
// looks for them. Offsets and magics were learnt from libblkid's
// superblocks/*.c and partitions/*.c and from each format's own
// definition; the code is iopress's. A false alarm costs the user a flag;
// a miss costs their data, so the checks are the magics with few further
// conditions.

// Found is one signature on a device.
type Found struct {
	// Type is blkid's name for it (TYPE or PTTYPE, as `blkid -p` and
	// `wipefs` print it): "ext4", "swap", "crypto_LUKS", "gpt".
	Type string
	// What says in words what holds the data: "ext4 file system".
	What string
	// Offset is where the magic lies, from the start of the device.
	Offset      int64
	Label, UUID string
}

// String is what a person is told: "ext4 file system 'data', UUID 1c0…".
func (f Found) String() string {
	s := f.What
	if f.Label != "" {
		s += fmt.Sprintf(" %q", f.Label)
	}
	if f.UUID != "" {
		s += ", UUID " + f.UUID
	}
	return s
}

// regions are the bytes read from a device: its first and last bytes and
// its size. Every signature iopress knows lies in one of the two.
type regions struct {
	head, tail []byte
	size       int64
}

// How much of each end is read: LUKS2 keeps its last secondary header at
// 4 MiB; the last ZFS labels, a bcachefs superblock copy, the MD 0.90 and
// 1.0 superblocks, DRBD's metadata and the GPT backup lie in the last MiB.
const (
	headBytes = 4<<20 + 64<<10
	tailBytes = 1 << 20
)

// at returns the n bytes at off, or nil where they were not read.
func (r regions) at(off int64, n int) []byte {
	if off < 0 || off+int64(n) > r.size {
		return nil
	}
	if off+int64(n) <= int64(len(r.head)) {
		return r.head[off : off+int64(n)]
	}
	start := r.size - int64(len(r.tail))
	if off >= start {
		return r.tail[off-start : off-start+int64(n)]
	}
	return nil
}

// readRegions reads the two ends of a device or file.
func readRegions(f *os.File) (regions, error) {
	size, err := fileSize(f)
	if err != nil {
		return regions{}, err
	}
	r := regions{size: size, head: make([]byte, min(size, headBytes))}
	if _, err := f.ReadAt(r.head, 0); err != nil {
		return regions{}, err
	}
	r.tail = r.head[max(0, int64(len(r.head))-tailBytes):]
	if size > int64(len(r.head)) {
		r.tail = make([]byte, min(size, tailBytes))
		if _, err := f.ReadAt(r.tail, size-int64(len(r.tail))); err != nil {
			return regions{}, err
		}
	}
	return r, nil
}

// magic is one place a signature may be: magic bytes at off from the
// start of the device or, when fromEnd, at off from the end of the device
// rounded down to a multiple of align (MD and ZFS place their end copies
// that way). check, where set, looks further and fills in the name, UUID
// or a finer type; it says false when the bytes are not the signature
// after all.
type magic struct {
	typ, what string
	off       int64
	fromEnd   bool
	align     int64
	bytes     string
	check     func(r regions, f *Found) bool
}

// where is the magic's offset on a device of the given size, or -1.
func (m magic) where(size int64) int64 {
	if !m.fromEnd {
		return m.off
	}
	end := size
	if m.align > 0 {
		end -= size % m.align
	}
	if end-m.off < 0 {
		return -1
	}
	return end - m.off
}

// signatures is the table, in the order findings are reported.
var signatures = buildSignatures()

func buildSignatures() []magic {
	var t []magic
	add := func(typ, what string, off int64, b string, check func(regions, *Found) bool) {
		t = append(t, magic{typ: typ, what: what, off: off, bytes: b, check: check})
	}
	fromEnd := func(typ, what string, off, align int64, b string, check func(regions, *Found) bool) {
		t = append(t, magic{typ: typ, what: what, off: off, fromEnd: true, align: align, bytes: b, check: check})
	}

	// Swap and hibernation images: the magic ends the first page, whose
	// size is the machine's (4 KiB to 64 KiB).
	for page := int64(4 << 10); page <= 64<<10; page *= 2 {
		add("swap", "Linux swap area", page-10, "SWAPSPACE2", swapDetails)
		add("swap", "Linux swap area (old format)", page-10, "SWAP-SPACE", notTuxOnIce)
		for _, s := range []string{"S1SUSPEND", "S2SUSPEND", "ULSUSPEND", "LINHIB0001"} {
			add("swsuspend", "hibernation image in a swap area", page-10, s, nil)
		}
	}
	add("swsuspend", "TuxOnIce hibernation image", 0, "\xed\xc3\x02\xe9\x98\x56\xe5\x0c", nil)

	// Encryption.
	add("crypto_LUKS", "LUKS encrypted volume", 0, "LUKS\xba\xbe", luksDetails)
	for _, off := range []int64{16 << 10, 32 << 10, 64 << 10, 128 << 10, 256 << 10, 512 << 10, 1 << 20, 2 << 20, 4 << 20} {
		add("crypto_LUKS", "LUKS2 encrypted volume (secondary header)", off, "SKUL\xba\xbe", luksDetails)
	}
	add("BitLocker", "BitLocker encrypted volume", 3, "-FVE-FS-", nil)

	// Caches, RAID, volume managers, replication and object stores.
	add("bcache", "bcache device", 4096+24, "\xc6\x85\x73\xf6\x4e\x1a\x45\xca\x82\x65\xf5\x7f\x48\xba\x6d\x81", bcacheDetails)
	const bcachefs = "\xc6\x85\x73\xf6\x66\xce\x90\xa9\xd9\x6a\x60\xcf\x80\x3d\xf7\xef"
	add("bcachefs", "bcachefs file system", 4096+24, bcachefs, nil)
	add("bcachefs", "bcachefs file system", 2<<20+24, bcachefs, nil)
	fromEnd("bcachefs", "bcachefs file system (copy at the end)", 1<<20-24, 0, bcachefs, nil)
	const mdMagic = "\xfc\x4e\x2b\xa9" // 0xa92b4efc, little-endian
	fromEnd("linux_raid_member", "Linux RAID (md 0.90) member", 64<<10, 64<<10, mdMagic, nil)
	fromEnd("linux_raid_member", "Linux RAID (md 0.90) member", 64<<10, 64<<10, "\xa9\x2b\x4e\xfc", nil)
	fromEnd("linux_raid_member", "Linux RAID (md 1.0) member", 8<<10, 4<<10, mdMagic, mdVersion1)
	add("linux_raid_member", "Linux RAID (md 1.1) member", 0, mdMagic, mdVersion1)
	add("linux_raid_member", "Linux RAID (md 1.2) member", 4096, mdMagic, mdVersion1)
	for sector := int64(0); sector < 4; sector++ {
		add("LVM2_member", "LVM physical volume", sector*512+24, "LVM2 001", nil)
	}
	add("DM_integrity", "dm-integrity device", 0, "integrt\x00", nil)
	add("DM_verity_hash", "dm-verity hash device", 0, "verity\x00\x00", nil)
	add("DM_snapshot_cow", "device-mapper snapshot", 0, "SnAp", nil)
	add("vdo", "VDO volume", 0, "dmvdo001", nil)
	const stratis = "!Stra0tis\x86\xff\x02^\x41rh"
	add("stratis", "Stratis pool member", 512+4, stratis, nil)
	add("stratis", "Stratis pool member", 9*512+4, stratis, nil)
	for _, m := range []string{"\x83\x74\x02\x6b", "\x83\x74\x02\x6c", "\x83\x74\x02\x6d"} { // 0.8, 8.4 unclean, 9
		fromEnd("drbd", "DRBD replicated device (metadata at the end)", 4096-60, 0, m, nil)
	}
	add("ceph_bluestore", "Ceph BlueStore device", 0, "bluestore block device", nil)
	add("VMFS_volume_member", "VMware VMFS volume member", 1<<20, "\x0d\xd0\x01\xc0", nil)
	add("oracleasm", "Oracle ASM disk", 32, "ORCLDISK", nil)

	// ZFS: four 256 KiB labels, two at the start and two at the end of the
	// device rounded down to 256 KiB; each keeps its ring of uberblocks
	// (magic 0x00bab10c, in the pool's byte order) in its last 128 KiB,
	// one per slot of 1 KiB or a multiple of it.
	const zfsLE, zfsBE = "\x0c\xb1\xba\x00\x00\x00\x00\x00", "\x00\x00\x00\x00\x00\xba\xb1\x0c"
	for label := int64(0); label < 4; label++ {
		for slot := int64(128 << 10); slot < 256<<10; slot += 1 << 10 {
			for _, m := range []string{zfsLE, zfsBE} {
				if label < 2 {
					add("zfs_member", "ZFS pool member", label*256<<10+slot, m, nil)
				} else {
					fromEnd("zfs_member", "ZFS pool member (label at the end)", (4-label)*256<<10-slot, 256<<10, m, nil)
				}
			}
		}
	}

	// File systems.
	add("ext4", "ext4 file system", 0x438, "\x53\xef", extDetails)
	add("xfs", "XFS file system", 0, "XFSB", xfsDetails)
	add("btrfs", "Btrfs file system", 0x10040, "_BHRfS_M", btrfsDetails)
	add("f2fs", "F2FS file system", 0x400, "\x10\x20\xf5\xf2", nil)
	for _, s := range []string{"FAT32   ", "MSWIN"} {
		add("vfat", "FAT32 file system", 0x52, s, fatDetails(0x43))
	}
	for _, s := range []string{"FAT12   ", "FAT16   ", "FAT     ", "MSDOS"} {
		add("vfat", "FAT file system", 0x36, s, fatDetails(0x27))
	}
	add("exfat", "exFAT file system", 3, "EXFAT   ", serialDetails(0x64, 4))
	add("ntfs", "NTFS file system", 3, "NTFS    ", serialDetails(0x48, 8))
	add("ReFS", "ReFS file system", 0, "\x00\x00\x00ReFS\x00", nil)
	add("apfs", "APFS container", 32, "NXSB", nil)
	add("hfsplus", "HFS+ file system", 1024, "H+\x00\x04", nil)
	add("hfsplus", "HFSX file system", 1024, "HX\x00\x05", nil)
	add("jfs", "JFS file system", 32<<10, "JFS1", nil)
	for _, m := range []struct {
		off int64
		s   string
	}{{8<<10 + 0x34, "ReIsErFs"}, {64<<10 + 0x34, "ReIsEr2Fs"}, {64<<10 + 0x34, "ReIsEr3Fs"}, {64<<10 + 0x34, "ReIsErFs"}, {8<<10 + 20, "ReIsErFs"}} {
		add("reiserfs", "ReiserFS file system", m.off, m.s, nil)
	}
	add("reiser4", "Reiser4 file system", 64<<10, "ReIsEr4", nil)
	add("nilfs2", "NILFS2 file system", 0x400+6, "\x34\x34", nil)
	add("gfs2", "GFS/GFS2 cluster file system", 64<<10, "\x01\x16\x19\x70", nil)
	for _, kb := range []int64{1, 2, 4, 8} {
		add("ocfs2", "OCFS2 cluster file system", kb<<10, "OCFSV2", nil)
	}
	add("VMFS", "VMware VMFS file system", 2<<20, "\x5e\xf1\xab\x2f", nil)
	add("vxfs", "VxFS file system", 1<<10, "\xf5\xfc\x01\xa5", nil)
	add("vxfs", "VxFS file system", 8<<10, "\xa5\x01\xfc\xf5", nil)
	for _, sb := range []int64{0, 8 << 10, 64 << 10, 256 << 10} {
		for _, m := range []string{"\x54\x19\x01\x00", "\x00\x01\x19\x54", "\x19\x01\x54\x19", "\x19\x54\x01\x19"} { // UFS1 and UFS2, both byte orders
			add("ufs", "UFS file system", sb+1372, m, nil)
		}
	}
	add("squashfs", "SquashFS image", 0, "hsqs", nil)
	add("squashfs3", "SquashFS image (big-endian)", 0, "sqsh", nil)
	add("erofs", "EROFS image", 1024, "\xe2\xe1\xf5\xe0", nil)
	add("iso9660", "ISO 9660 image", 32<<10+1, "CD001", nil)
	for _, step := range []int64{2048, 4096} {
		for i := int64(0); i < 3; i++ {
			for _, s := range []string{"BEA01", "NSR02", "NSR03"} {
				add("udf", "UDF file system", 32<<10+i*step+1, s, nil)
			}
		}
	}

	// Partition tables: GPT's header in the second logical block (512-byte
	// or 4 KiB blocks) and its backup in the last, the MBR's 0x55AA (also
	// the protective MBR of a GPT disk, and the boot sector of FAT and
	// NTFS), Apple, BSD, Sun, SGI and AIX labels.
	for _, block := range []int64{512, 4096} {
		add("gpt", "GPT partition table", block, "EFI PART", nil)
		fromEnd("gpt", "GPT partition table (backup header at the end)", block, 0, "EFI PART", nil)
	}
	add("dos", "MBR partition table", 510, "\x55\xaa", mbrDetails)
	add("mac", "Apple partition map", 0, "ER", appleMap)
	for _, off := range []int64{512, 64, 128} {
		add("bsd", "BSD disklabel", off, "\x57\x45\x56\x82", nil)
	}
	add("sun", "Sun disk label", 508, "\xda\xbe", sunChecksum)
	add("sgi", "SGI disk label", 0, "\x0b\xe5\xa9\x41", nil)
	add("aix", "AIX disk label", 0, "\xc9\xc2\xd4\xc1", nil)
	return t
}

// identify lists the signatures found in the regions read from a device.
func identify(r regions) []Found {
	var out []Found
	for _, m := range signatures {
		off := m.where(r.size)
		b := r.at(off, len(m.bytes))
		if b == nil || string(b) != m.bytes {
			continue
		}
		f := Found{Type: m.typ, What: m.what, Offset: off}
		if m.check != nil && !m.check(r, &f) {
			continue
		}
		out = append(out, f)
	}
	// A FAT boot sector ends in 0x55AA as an MBR does; blkid then names
	// only the file system, and so does iopress.
	if hasType(out, "vfat") {
		out = dropType(out, "dos")
	}
	return out
}

func hasType(fs []Found, typ string) bool {
	for _, f := range fs {
		if f.Type == typ {
			return true
		}
	}
	return false
}

func dropType(fs []Found, typ string) []Found {
	var out []Found
	for _, f := range fs {
		if f.Type != typ {
			out = append(out, f)
		}
	}
	return out
}

// uuidAt formats 16 bytes as a UUID, or "" when they are all zero.
func uuidAt(r regions, off int64) string {
	b := r.at(off, 16)
	if b == nil || bytes.Equal(b, make([]byte, 16)) {
		return ""
	}
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// textAt is the NUL-terminated text of at most n bytes at off.
func textAt(r regions, off int64, n int) string {
	b := r.at(off, n)
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return strings.TrimRight(string(b), " ")
}

func le32(r regions, off int64) uint32 {
	if b := r.at(off, 4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

// notTuxOnIce: TuxOnIce keeps a valid swap header behind its own magic at
// the start, and is then a hibernation image, not swap.
func notTuxOnIce(r regions, f *Found) bool {
	return string(r.at(0, 8)) != "\xed\xc3\x02\xe9\x98\x56\xe5\x0c"
}

// swapDetails reads the version 1 swap header at 1 KiB: the UUID and
// label follow the version, last page and bad page count. As blkid, it
// trusts them only when the padding after them is clear.
func swapDetails(r regions, f *Found) bool {
	if !notTuxOnIce(r, f) {
		return false
	}
	if le32(r, 1024+44+32*4) == 0 && le32(r, 1024+44+33*4) == 0 {
		f.UUID, f.Label = uuidAt(r, 1024+12), textAt(r, 1024+28, 16)
	}
	return true
}

// luksDetails reads the LUKS header (big-endian): version at 6, UUID text
// at 168 in both versions; LUKS2 has its label at 24 and must sit where
// its own offset field (at 256) says.
func luksDetails(r regions, f *Found) bool {
	h := r.at(f.Offset, 512)
	if h == nil {
		return false
	}
	version := binary.BigEndian.Uint16(h[6:])
	if version == 2 {
		if int64(binary.BigEndian.Uint64(h[256:])) != f.Offset {
			return false
		}
		f.Label = textAt(r, f.Offset+24, 48)
	}
	if f.Offset == 0 {
		f.What = fmt.Sprintf("LUKS%d encrypted volume", version)
	}
	f.UUID = textAt(r, f.Offset+168, 40)
	return true
}

func bcacheDetails(r regions, f *Found) bool {
	f.UUID = uuidAt(r, 4096+40)
	return true
}

// mdVersion1: an MD 1.x superblock gives major version 1 after its magic.
func mdVersion1(r regions, f *Found) bool {
	return le32(r, f.Offset+4) == 1
}

// extDetails names ext2, ext3, ext4 or an external journal as blkid does,
// from the feature flags of the superblock at 1 KiB, and reads its UUID and
// label.
func extDetails(r regions, f *Found) bool {
	const sb = 0x400
	compat, incompat, roCompat := le32(r, sb+0x5c), le32(r, sb+0x60), le32(r, sb+0x64)
	const (
		hasJournal     = 0x4
		journalDev     = 0x8
		ext3Incompat   = 0x2 | 0x4 | 0x10 // filetype, recover, meta_bg
		ext3ROCompat   = 0x1 | 0x2 | 0x4  // sparse_super, large_file, btree_dir
		ext2Incompat   = 0x2 | 0x10
		ext2ROCompat   = ext3ROCompat
		ext4TestFSFlag = 0x4
	)
	switch {
	case incompat&journalDev != 0:
		f.Type, f.What = "jbd", "ext3/ext4 external journal"
	case incompat&^ext3Incompat != 0 || roCompat&^ext3ROCompat != 0:
		f.Type, f.What = "ext4", "ext4 file system"
		if le32(r, sb+0x160)&ext4TestFSFlag != 0 {
			f.Type = "ext4dev"
		}
	case compat&hasJournal != 0:
		f.Type, f.What = "ext3", "ext3 file system"
	case incompat&^ext2Incompat == 0 && roCompat&^ext2ROCompat == 0:
		f.Type, f.What = "ext2", "ext2 file system"
	}
	f.UUID, f.Label = uuidAt(r, sb+0x68), textAt(r, sb+0x78, 16)
	return true
}

func xfsDetails(r regions, f *Found) bool {
	f.UUID, f.Label = uuidAt(r, 32), textAt(r, 108, 12)
	return true
}

func btrfsDetails(r regions, f *Found) bool {
	const sb = 0x10000
	f.UUID, f.Label = uuidAt(r, sb+0x20), textAt(r, sb+0x12b, 256)
	return true
}

// fatDetails reads a FAT volume's serial number, which blkid prints as its
// UUID: XXXX-XXXX, the high half first.
func fatDetails(serialAt int64) func(regions, *Found) bool {
	return serialDetails(serialAt, 4)
}

// serialDetails reads a little-endian volume serial number of n bytes (4
// for FAT and exFAT, printed XXXX-XXXX; 8 for NTFS, printed as 16 hex
// digits).
func serialDetails(off int64, n int) func(regions, *Found) bool {
	return func(r regions, f *Found) bool {
		b := r.at(off, n)
		if b == nil {
			return true
		}
		if n == 4 {
			v := binary.LittleEndian.Uint32(b)
			f.UUID = fmt.Sprintf("%04X-%04X", v>>16, v&0xffff)
		} else {
			f.UUID = fmt.Sprintf("%016X", binary.LittleEndian.Uint64(b))
		}
		return true
	}
}

// mbrDetails: an MBR whose entries include type 0xEE is GPT's protective
// MBR, which blkid and wipefs call PMBR.
func mbrDetails(r regions, f *Found) bool {
	for i := int64(0); i < 4; i++ {
		if b := r.at(0x1be+16*i+4, 1); b != nil && b[0] == 0xee {
			f.Type, f.What = "PMBR", "protective MBR of a GPT disk"
		}
	}
	return true
}

// appleMap: an Apple driver descriptor ("ER") is followed by partition map
// entries ("PM", or the old "TS") in the next block.
func appleMap(r regions, f *Found) bool {
	pm := string(r.at(512, 2))
	return pm == "PM" || pm == "TS"
}

// sunChecksum: a Sun label's 16-bit words XOR to zero, which a two-byte
// magic alone does not make likely.
func sunChecksum(r regions, f *Found) bool {
	b := r.at(0, 512)
	var x uint16
	for i := 0; i+1 < len(b); i += 2 {
		x ^= binary.BigEndian.Uint16(b[i:])
	}
	return b != nil && x == 0
}
