package analyze

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Link is the connection between host and device, and what it can carry.
//
// No storage protocol carries a link's line rate: the line code (8b/10b,
// 64b/66b, 128b/130b) takes its share first, and the protocol's framing
// (headers, CRCs, start and end delimiters, gaps between frames) takes
// more. Payload is what is left for data, derived from the framing of
// each link below with the largest frames and the least overhead the
// link is used with, so that it is an upper bound: no figure that crossed
// the link can be above it. Line is the rate after the line code. MB
// below is 10^6 bytes, as link and drive makers count.
type Link struct {
	Name             string  // as given: "10GbE", "10GbE:mtu=9000", "1250MB/s"
	PayloadBytesPerS float64 // data the link carries at most, after encoding and framing
	// LineBytesPerS is the rate after the line code, above the payload;
	// 0 when unknown (a link given as a rate).
	LineBytesPerS float64
	// PracticalBytesPerS is what a drive at the link's limit is measured
	// at, below the payload by what the two ends add on top of framing,
	// where that is known (SATA's, sataPractical); 0 otherwise.
	PracticalBytesPerS float64
	// Kind is the family the name was read as ("sata", "pcie"; "" for
	// others and for a rate), and Gen and Lanes a PCIe link's generation
	// and width, so that a writer can name the link as readers write it
	// (PCIe 4.0 x4, SATA 6 Gb/s) whatever spelling it was given in.
	Kind       string
	Gen, Lanes int
}

// PracticalMargin is how far below a link's practical limit a figure is
// still near it: a few percent, the spread of what drives held by the
// link measure (SATA SSDs at 550-560 MB/s).
const PracticalMargin = 0.05

// NearPractical says whether a figure is within PracticalMargin of the
// link's practical limit, or above it; false where the link has none.
func (l Link) NearPractical(v float64) bool {
	return l.PracticalBytesPerS > 0 && v >= l.PracticalBytesPerS*(1-PracticalMargin)
}

// DefaultLinkMargin is how far below a link's payload a figure is still
// near the link's ceiling when Limits.LinkMargin is 0.
//
// The payload figures count framing only, at its least. What the two
// ends add on top of it (TCP's acknowledgements and windows, SATA's
// half-duplex handshakes before and after every frame, PCIe's
// flow-control credits and a platform's smaller payload size, USB's link
// flow control) depends on the hardware and takes a few percent more, so
// saturated links are measured 1-8% below their payload: iSCSI reads over
// 10GbE at 1,150-1,180 MB/s of 1,187 (97-99%), SATA SSDs at 550-560 MB/s of
// 593 (93-94%), NVMe drives on PCIe 4.0 x4 at 7,000-7,450 MB/s of 7,524
// (93-99%). A drive that is not held by its link is well below: a 900 MB/s
// read over 10GbE is 76%. So a figure at 92% of the payload or more is near
// the link's ceiling, and one above the payload did not cross the link
// (FlagBeyondLink).
const DefaultLinkMargin = 0.08

// at says whether a figure in bytes per second is near the link's
// ceiling (FlagLink) or above what it can carry at all (FlagBeyondLink),
// both against the payload, which is the limit it returns; ok is false
// when it is neither.
func (l Link) at(v, margin float64) (kind string, limit float64, ok bool) {
	switch {
	case l.PayloadBytesPerS <= 0:
		return "", 0, false
	case v > l.PayloadBytesPerS:
		return FlagBeyondLink, l.PayloadBytesPerS, true
	case v >= l.PayloadBytesPerS*(1-orDefault(margin, DefaultLinkMargin)):
		return FlagLink, l.PayloadBytesPerS, true
	}
	return "", 0, false
}

// Ethernet: the MAC data rate is the nominal rate (10GBASE-R sends 10.3125
// GBd of 64b/66b: 10.000 Gb/s; 1000BASE-X 1.25 GBd of 8b/10b: 1 Gb/s). Each
// frame of MTU bytes costs MTU + 38 on the wire: preamble and start
// delimiter 8, header 14, FCS 4 and the inter-frame gap 12 (IEEE 802.3;
// a VLAN tag adds 4, not counted). Storage over Ethernet rides TCP (iSCSI,
// NFS, SMB, NVMe/TCP): IPv4 20 and TCP 20 leave MTU - 40 bytes of payload,
// the most a segment carries (Windows' default; Linux adds a 12-byte
// timestamp option, which iperf's 9.41 Gb/s on 10GbE shows). At MTU 1500
// that is 1460 of 1538 bytes, 94.9%: 10GbE carries 1,186.6 MB/s, with
// jumbo frames (MTU 9000) 8960 of 9038, 99.1%: 1,239.2 MB/s. iSCSI's
// 48-byte header per PDU costs more still.
const (
	ethernetWire     = 38 // preamble+SFD 8, header 14, FCS 4, gap 12
	ethernetTCPIP    = 40 // IPv4 20, TCP 20
	defaultMTU       = 1500
	minMTU, maxMTU   = 576, 9216
	ethernetSpeedsGb = "1, 2.5, 5, 10, 25, 40, 50, 100, 200 or 400"
)

var ethernetGbps = map[string]float64{"1": 1, "2.5": 2.5, "5": 5, "10": 10, "25": 25, "40": 40, "50": 50, "100": 100, "200": 200, "400": 400}

func ethernet(gbps float64, mtu int) (payload, line float64) {
	line = gbps * 1e9 / 8
	return line * float64(mtu-ethernetTCPIP) / float64(mtu+ethernetWire), line
}

// SATA (SATA 3.x): 1.5, 3 or 6 Gb/s of 8b/10b, 150, 300 or 600 MB/s of
// Dwords. A Data FIS carries at most 2048 Dwords (8 KiB) and costs 7 more:
// SOF, the FIS type Dword, CRC and EOF, and at least one X_RDY before it,
// one WTRM after it and a SYNC between frames (the link is half-duplex:
// each frame waits for R_RDY and then R_OK, round trips not counted here).
// Two ALIGN primitives go in every 256 Dwords besides (258 sent per 256).
// So 600 x 2048/2055 x 256/258 = 593.3 MB/s; SATA SSDs, rated 550-560 MB/s,
// reach 93-94% of it. The command's own FISes (Register, DMA Setup, Set
// Device Bits) cost about 35 Dwords per command, 0.1% of a 128 KiB read.
const (
	sataFISData     = 2048
	sataFISOverhead = 7 // SOF, FIS type, CRC, EOF, X_RDY, WTRM, SYNC
	sataAlignEvery  = 256
	sataAlignPair   = 2
)

func sata(lineMBps float64) (payload, line float64) {
	line = lineMBps * 1e6
	return line * sataFISData / (sataFISData + sataFISOverhead) * sataAlignEvery / (sataAlignEvery + sataAlignPair), line
}

// sataPractical is the share of SATA's payload a drive held by the link
// is measured at. The half-duplex handshakes of every Data FIS (X_RDY and
// R_RDY before it, R_IP and R_OK after it, each waiting on the far end)
// and each command's own FISes take a few percent more than the framing:
// the fastest SATA SSDs are rated at 560 MB/s sequential read (Samsung
// 860 and 870 PRO and EVO, Crucial MX500, WD Blue 3D) and measured at
// 550-560 MB/s in reviews, 93-94% of SATA/600's 593.3 MB/s. So SATA/600's
// practical limit is 593.3 x 0.94 = 557.7 MB/s, about 560.
const sataPractical = 0.94

// SAS, per lane: SAS-1 3G, SAS-2 6G and SAS-3 12G send 8b/10b (300, 600,
// 1200 MB/s); SAS-4 "24G" sends 22.5 GBd of 128b/150b (its packets' header
// and FEC included): 2400 MB/s. An SSP DATA frame carries at most 1024 bytes
// (256 Dwords) and costs 9 Dwords more: SOF, a 24-byte header, CRC and EOF;
// one ALIGN or NOTIFY goes in every 2048 Dwords for clock skew. So 256/265
// x 2047/2048 = 96.6%: SAS-3 carries 1,158.7 MB/s per lane. Acknowledgements
// and credits travel the other way (SAS is full duplex); connection
// open and close are not counted. "x4" makes a wide port of four lanes.
const (
	sasFrameData     = 256 // Dwords
	sasFrameOverhead = 9   // SOF, header 6, CRC, EOF
	sasAlignEvery    = 2048
)

var sasLaneMBps = map[string]float64{"3": 300, "6": 600, "12": 1200, "24": 2400}

func sas(laneMBps float64, lanes int) (payload, line float64) {
	line = laneMBps * 1e6 * float64(lanes)
	return line * sasFrameData / (sasFrameData + sasFrameOverhead) * (sasAlignEvery - 1) / sasAlignEvery, line
}

// PCI Express, per lane: gen1 2.5 GT/s and gen2 5 GT/s of 8b/10b (250, 500
// MB/s), gen3 8 GT/s, gen4 16 and gen5 32 of 128b/130b (984.6, 1969.2,
// 3938.5 MB/s). Data moves in TLPs of at most the Max Payload Size (MPS),
// each costing 24 bytes more: a 4-byte STP token with the sequence number
// (gen1/2: start symbol, sequence number and end symbol), a 16-byte header
// (4 Dwords: host memory above 4 GiB needs 64-bit addresses) and the LCRC
// (Intel AN 456 counts the same: 256/(256+20) with a 3-Dword header). The
// model takes MPS 512, the most NVMe drives support, so that the payload
// is an upper bound: 512/536 = 95.5%, PCIe 4.0 x4 carries 7,524 MB/s, 3.0
// x4 3,762; "mps=256" says a platform that uses 256 (7,202 MB/s). A
// drive's reads are its writes to host memory: the Acks and flow-control
// updates for them travel the other way, and SKP ordered sets (one block
// in about 370) are not counted.
const (
	pcieTLPOverhead = 24 // STP 4, header 16, LCRC 4
	defaultMPS      = 512
)

var pcieLaneBytesPerS = map[int]float64{
	1: 2.5e9 * 8 / 10 / 8, 2: 5e9 * 8 / 10 / 8,
	3: 8e9 * 128 / 130 / 8, 4: 16e9 * 128 / 130 / 8, 5: 32e9 * 128 / 130 / 8,
}

func pcie(gen, lanes, mps int) (payload, line float64) {
	line = pcieLaneBytesPerS[gen] * float64(lanes)
	return line * float64(mps) / float64(mps+pcieTLPOverhead), line
}

// USB: 3.2 Gen 1 sends 5 Gb/s of 8b/10b (500 MB/s), Gen 2 10 Gb/s of
// 128b/132b (1,212 MB/s), Gen 2x2 two Gen 2 lanes. A bulk data packet
// carries at most 1024 bytes and costs 32 more: its header packet (start
// 4, header 12, CRC-16 2, link control word 2) and the payload's start 4,
// CRC-32 4 and end 4. So 1024/1056 = 97.0%: Gen 1 carries 484.8 MB/s, Gen 2
// 1,175.4. UASP's command and status IUs are a few dozen bytes a command.
// Link flow control, SKP ordered sets and the host's scheduling cost more:
// the USB 3.0 specification (4.4.11) expects "400 MBps or more" of Gen 1,
// so USB drives may sit below the margin while at the link.
const (
	usbPacketData     = 1024
	usbPacketOverhead = 32
)

var usbLaneBytesPerS = map[string]float64{
	"usb3.2g1": 5e9 * 8 / 10 / 8, "usb3.2g2": 10e9 * 128 / 132 / 8, "usb3.2g2x2": 2 * 10e9 * 128 / 132 / 8,
	"usb3.0": 5e9 * 8 / 10 / 8, "usb3.1g1": 5e9 * 8 / 10 / 8, "usb3.1g2": 10e9 * 128 / 132 / 8,
}

func usb(line float64) (payload, lineOut float64) {
	return line * usbPacketData / (usbPacketData + usbPacketOverhead), line
}

// Fibre Channel: 4GFC sends 4.25 GBd and 8GFC 8.5 GBd of 8b/10b (425, 850
// MB/s); 16GFC 14.025 GBd of 64b/66b (1,700 MB/s); 32GFC 28.05 GBd of
// 64b/66b transcoded to 256b/257b under RS(528,514) FEC (28.05 x 514/528 x
// 256/257 = 27.2 Gb/s: 3,400 MB/s). A frame carries up to 2112 bytes (FCP
// sends data 2048 at a time) and costs 36 more: SOF 4, header 24, CRC 4, EOF
// 4, and at least six IDLE ordered sets (24 bytes) between frames
// (FC-FS). So 2048/2108 = 97.2%: 8GFC carries 825.8 MB/s, 16GFC 1,651.6,
// 32GFC 3,303.2; the nominal 800, 1,600 and 3,200 MB/s are below that.
const (
	fcFrameData     = 2048
	fcFrameOverhead = 36 + 24 // SOF, header, CRC, EOF; six IDLEs
)

var fcLineBytesPerS = map[string]float64{
	"4": 4.25e9 * 8 / 10 / 8, "8": 8.5e9 * 8 / 10 / 8, "16": 14.025e9 * 64 / 66 / 8,
	"32": 28.05e9 * 514 / 528 * 256 / 257 / 8,
}

func fibreChannel(line float64) (payload, lineOut float64) {
	return line * fcFrameData / (fcFrameData + fcFrameOverhead), line
}

var (
	ethernetName = regexp.MustCompile(`^([0-9.]+)gbe$`)
	sataName     = regexp.MustCompile(`^sata/(150|300|600)$`)
	sasName      = regexp.MustCompile(`^sas/(3|6|12|24)g(?:x([0-9]+))?$`)
	pcieName     = regexp.MustCompile(`^pcie([1-5])x(1|2|4|8|16)$`)
	fcName       = regexp.MustCompile(`^(4|8|16|32)gfc$`)
)

// linkNames is what ParseLink's error offers.
const linkNames = "10GbE (any of " + ethernetSpeedsGb + " GbE; 10GbE:mtu=9000 for jumbo frames), " +
	"SATA/600 (or /300, /150), SAS/12G (3G, 6G, 24G; SAS/12Gx4 for a wide port), " +
	"PCIe4x4 (gen 1 to 5, x1 to x16; PCIe4x4:mps=256 for a platform's smaller max payload size), " +
	"USB3.2g1, USB3.2g2, USB3.2g2x2, 8GFC (4, 16, 32GFC), or a rate such as 1250MB/s"

// ParseLink reads a link by name, with options after a colon
// ("10GbE:mtu=9000", "PCIe4x4:mps=512"), or as a rate ("1250MB/s"), which
// is taken as the payload the link carries, its line rate unknown.
func ParseLink(s string) (Link, error) {
	given, opts, _ := strings.Cut(strings.TrimSpace(s), ":")
	name := strings.ToLower(given)
	options, err := linkOptions(strings.ToLower(opts))
	if err != nil {
		return Link{}, fmt.Errorf("link %q: %w", s, err)
	}
	l := Link{Name: strings.TrimSpace(s)}
	allowed := ""
	switch m := matchLink(name); {
	case m.ethernet != "":
		gbps, ok := ethernetGbps[m.ethernet]
		if !ok {
			return Link{}, fmt.Errorf("link %q: Ethernet runs at %s Gb/s", s, ethernetSpeedsGb)
		}
		mtu := defaultMTU
		if v, ok := options["mtu"]; ok {
			if v < minMTU || v > maxMTU {
				return Link{}, fmt.Errorf("link %q: mtu %d: want %d to %d", s, v, minMTU, maxMTU)
			}
			mtu = v
		}
		l.PayloadBytesPerS, l.LineBytesPerS = ethernet(gbps, mtu)
		allowed = "mtu"
	case m.sata != "":
		v, _ := strconv.ParseFloat(m.sata, 64)
		l.PayloadBytesPerS, l.LineBytesPerS = sata(v)
		l.PracticalBytesPerS = l.PayloadBytesPerS * sataPractical
		l.Kind = "sata"
	case m.sas != "":
		lanes := 1
		if m.sasLanes != "" {
			lanes, _ = strconv.Atoi(m.sasLanes)
			if lanes < 1 || lanes > 16 {
				return Link{}, fmt.Errorf("link %q: a SAS port has 1 to 16 lanes", s)
			}
		}
		l.PayloadBytesPerS, l.LineBytesPerS = sas(sasLaneMBps[m.sas], lanes)
	case m.pcieGen != 0:
		mps := defaultMPS
		if v, ok := options["mps"]; ok {
			if v < 128 || v > 4096 || v&(v-1) != 0 {
				return Link{}, fmt.Errorf("link %q: mps %d: want a power of two from 128 to 4096", s, v)
			}
			mps = v
		}
		l.PayloadBytesPerS, l.LineBytesPerS = pcie(m.pcieGen, m.pcieLanes, mps)
		l.Kind, l.Gen, l.Lanes = "pcie", m.pcieGen, m.pcieLanes
		allowed = "mps"
	case m.usb > 0:
		l.PayloadBytesPerS, l.LineBytesPerS = usb(m.usb)
	case m.fc > 0:
		l.PayloadBytesPerS, l.LineBytesPerS = fibreChannel(m.fc)
	default:
		v, err := parseRate(given)
		if errors.Is(err, errNotPositive) {
			return Link{}, fmt.Errorf("link %q: %w", s, err)
		}
		if err != nil {
			return Link{}, fmt.Errorf("link %q: want a name, %s", s, linkNames)
		}
		l.PayloadBytesPerS = v
	}
	for k := range options {
		if k != allowed {
			return Link{}, fmt.Errorf("link %q: option %q does not apply (Ethernet takes mtu, PCIe mps)", s, k)
		}
	}
	return l, nil
}

// linkMatch is what a link name says, one field set per kind.
type linkMatch struct {
	ethernet, sata, sas, sasLanes string
	pcieGen, pcieLanes            int
	usb, fc                       float64
}

func matchLink(name string) linkMatch {
	var m linkMatch
	if g := ethernetName.FindStringSubmatch(name); g != nil {
		m.ethernet = g[1]
	} else if g := sataName.FindStringSubmatch(name); g != nil {
		m.sata = g[1]
	} else if g := sasName.FindStringSubmatch(name); g != nil {
		m.sas, m.sasLanes = g[1], g[2]
	} else if g := pcieName.FindStringSubmatch(name); g != nil {
		m.pcieGen, _ = strconv.Atoi(g[1])
		m.pcieLanes, _ = strconv.Atoi(g[2])
	} else if g := fcName.FindStringSubmatch(name); g != nil {
		m.fc = fcLineBytesPerS[g[1]]
	} else {
		m.usb = usbLaneBytesPerS[name]
	}
	return m
}

// linkOptions reads "mtu=9000,mps=512" into integers by name.
func linkOptions(s string) (map[string]int, error) {
	out := map[string]int{}
	if s == "" {
		return out, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if !ok || err != nil {
			return nil, fmt.Errorf("option %q: want NAME=NUMBER, e.g. mtu=9000", part)
		}
		out[strings.TrimSpace(k)] = n
	}
	return out, nil
}
