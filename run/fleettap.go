package run

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"
)

// A fleet cell runs in one `fio --client` process, so that its results and
// the aggregate over its hosts are fio's own, summed by fio. That process
// knows each host's live rate: every second it asks each server for its
// ETA (a jobs_eta, with the I/Os per second since the last ask), even
// under json+ output; but it prints only their sum, and only when its
// output is not JSON (client.c, client_display_thread_status). One client
// process per host would print nothing live either, and would leave the
// aggregate to be recomputed here. So iopress puts a relay, a tap, between
// fio's client and each server: the client connects to the tap on the
// loopback, the tap to the host, and the bytes pass unchanged both ways
// while the tap reads the frames the server sends: its ETA answers give
// the host's live IOPS (the figure fio's own ETA line sums) and tell a
// host that answers from one that has hung, and closing a tap drops one
// hung host from the run as a host that died does, keeping the others'.

// fio's wire protocol (server.h): every command is a 24-byte header, in
// little-endian, then pdu_len bytes of payload; a payload longer than a
// fragment comes as several commands, each but the last flagged MORE.
const (
	fioHeaderSize = 24
	fioOpETA      = 9  // FIO_NET_CMD_ETA: a server's answer to SEND_ETA
	fioOpStop     = 12 // FIO_NET_CMD_STOP: the server's jobs have ended
	fioFlagMore   = 1  // FIO_NET_CMD_F_MORE
	fioMaxOpcode  = 64 // FIO_NET_CMD_NR is 23 in fio 3.33; beyond 64 the stream is not fio's
)

// Offsets in a jobs_eta (stat.h, packed): nr_running at 0, then four
// counts, three rates of three directions (uint64) and three IOPS of three
// directions (uint32), the last of which, iops[], is the rate since the
// previous ask, at 112 from fio 2.16 (protocol version 60, when the rates
// became uint64) to fio 3.42 (version 121) at least. An older server's
// answers are relayed unread.
const (
	etaNrRunning     = 0
	etaIOPS          = 112
	etaMinSize       = etaIOPS + 3*4
	etaLayoutVersion = 60
)

// etaAnswer is what a server's ETA answer says of its host.
type etaAnswer struct {
	running bool   // its jobs are past setting up: ramping or doing I/O
	iops    uint64 // reads, writes and trims per second since the last ask
}

// readETA reads an ETA answer's payload.
func readETA(pdu []byte) (etaAnswer, bool) {
	if len(pdu) < etaMinSize {
		return etaAnswer{}, false
	}
	le := binary.LittleEndian
	var iops uint64
	for d := range 3 {
		iops += uint64(le.Uint32(pdu[etaIOPS+4*d:]))
	}
	return etaAnswer{running: le.Uint32(pdu[etaNrRunning:]) > 0, iops: iops}, true
}

// copyFrames copies a server's stream to its client unchanged, telling
// onFrame of each command's opcode and, for ETA answers, their payload.
// Should the stream stop looking like fio's, the rest is copied unread.
func copyFrames(dst io.Writer, src io.Reader, onFrame func(op uint16, pdu []byte)) error {
	var header [fioHeaderSize]byte
	var version uint16
	more := false // the last command's payload goes on in this one
	for {
		if n, err := io.ReadFull(src, header[:]); err != nil {
			dst.Write(header[:n]) // a stream cut short is passed on as it is
			return err
		}
		if _, err := dst.Write(header[:]); err != nil {
			return err
		}
		le := binary.LittleEndian
		v, op, flags, size := le.Uint16(header[0:]), le.Uint16(header[2:]), le.Uint32(header[4:]), le.Uint32(header[16:])
		if version == 0 {
			version = v
		}
		if v != version || op == 0 || op > fioMaxOpcode {
			_, err := io.Copy(dst, src)
			return err
		}
		first := !more
		more = flags&fioFlagMore != 0
		if op == fioOpETA && first && size <= 1<<16 && v >= etaLayoutVersion {
			pdu := make([]byte, size)
			n, err := io.ReadFull(src, pdu)
			if _, werr := dst.Write(pdu[:n]); err == nil {
				err = werr
			}
			if err != nil {
				return err
			}
			onFrame(op, pdu)
			continue
		}
		if _, err := io.CopyN(dst, src, int64(size)); err != nil {
			return err
		}
		onFrame(op, nil)
	}
}

// hostTap relays one host's share of a cell between fio's client and the
// host's server, and keeps what the server's answers say.
type hostTap struct {
	host   string
	ln     net.Listener
	server net.Conn
	live   *Live

	// untimed: the cell is bound by bytes, not time, so that an answer
	// with I/Os done shows the host going on as one setting up does.
	untimed bool

	// clock, when set, is the time by which the host's deadline is kept
	// instead of the wall clock's (Fleet.clock).
	clock func(host string) time.Time

	// onLost, when set, is told once that the host's share is lost, as
	// it is known: its server's side ended before its jobs did, or
	// iopress cut it off (cut).
	onLost func(cut bool)

	mu      sync.Mutex
	client  net.Conn
	going   time.Time // the last answer that showed the host setting up (or, untimed, doing I/O)
	stopped bool      // the server said its jobs ended
	closed  bool      // the relay has ended
	cut     bool      // iopress ended it: the host passed its deadline
	told    bool      // its loss has been told (claim)
	done    chan struct{}
}

// tapTimeout bounds how long a host may take to accept the tap's
// connection, as probeTimeout bounds the probe.
const tapTimeout = probeTimeout

// openTap connects to a host's fio server and listens on the loopback for
// fio's client, to which it relays the server once it connects. clock,
// when not nil, keeps the host's deadline (Fleet.clock).
func openTap(host string, live *Live, untimed bool, clock func(host string) time.Time) (*hostTap, error) {
	name, port := fioHost(host)
	server, err := net.DialTimeout("tcp", net.JoinHostPort(name, strconv.Itoa(port)), tapTimeout)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		server.Close()
		return nil, err
	}
	t := &hostTap{host: host, ln: ln, server: server, live: live, untimed: untimed, clock: clock, done: make(chan struct{})}
	go t.relay()
	return t, nil
}

// clientSpec is the tap as fio's --client takes it.
func (t *hostTap) clientSpec() string {
	return "ip:127.0.0.1," + strconv.Itoa(t.port())
}

func (t *hostTap) port() int { return t.ln.Addr().(*net.TCPAddr).Port }

// relay waits for fio's client and copies both ways until either side
// ends, then closes both.
func (t *hostTap) relay() {
	defer close(t.done)
	client, err := t.ln.Accept()
	t.ln.Close() // one client, one connection
	if err != nil {
		t.end()
		return
	}
	t.mu.Lock()
	t.client = client
	ended := t.closed
	t.mu.Unlock()
	if ended {
		t.end() // closes the client too, now that it is known
		return
	}
	var toServer sync.WaitGroup
	toServer.Go(func() {
		io.Copy(t.server, client)
		t.end()
	})
	copyFrames(client, t.server, t.onFrame)
	// The server's side ended first, its jobs not: the host or its fio
	// server died, or the network dropped it. fio's client learns it
	// only once the relay closes its side, below.
	t.mu.Lock()
	dropped := !t.closed && !t.stopped
	t.mu.Unlock()
	if dropped && t.claim() && t.onLost != nil {
		t.onLost(false)
	}
	t.end()
	toServer.Wait()
}

// claim reports whether the host's loss is still to be told, and from
// here is told: it is told once, by whichever sees it first.
func (t *hostTap) claim() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.told {
		return false
	}
	t.told = true
	return true
}

// onFrame keeps what a command from the server says.
func (t *hostTap) onFrame(op uint16, pdu []byte) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch op {
	case fioOpStop:
		t.stopped = true
	case fioOpETA:
		eta, ok := readETA(pdu)
		if !ok {
			return
		}
		if !t.stopped && (!eta.running || t.untimed && eta.iops > 0) {
			t.going = t.now()
		}
		if t.live != nil {
			t.live.setHost(t.host, eta.iops)
		}
	}
}

// end closes both sides of the relay.
func (t *hostTap) end() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.closed = true
	t.ln.Close()
	t.server.Close()
	if t.client != nil {
		t.client.Close()
	}
}

// close ends the relay and waits until it has.
func (t *hostTap) close() {
	t.end()
	<-t.done
}

// cutOff ends a host's share of a cell that passed its deadline: fio's
// client finds the host gone and goes on with the others.
func (t *hostTap) cutOff() {
	t.mu.Lock()
	t.cut = true
	t.mu.Unlock()
	t.end()
	if t.claim() && t.onLost != nil {
		t.onLost(true)
	}
}

// state says whether the relay has ended, whether the server said its
// jobs ended first, whether iopress cut it, and the last time the server
// answered that it was still setting up (laying out files) or, in a cell
// bound by bytes, still doing I/O.
func (t *hostTap) state() (closed, stopped, cut bool, going time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.closed, t.stopped, t.cut, t.going
}

// watchDeadlines cuts off each host whose share of a cell runs past its
// deadline: limit after the cell began, or after the host last answered
// that it was still setting up (a server laying out a large file is not
// hung). A host that stopped, or whose relay ended, is left alone. stop
// ends the watch.
func watchDeadlines(taps []*hostTap, limit time.Duration) (stop func()) {
	start := make([]time.Time, len(taps))
	for i, t := range taps {
		start[i] = t.now()
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				for i, t := range taps {
					closed, stopped, _, going := t.state()
					if !closed && !stopped && t.now().Sub(later(start[i], going)) > limit {
						t.cutOff()
					}
				}
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}

// now is the time by which the host's deadline is kept.
func (t *hostTap) now() time.Time {
	if t.clock != nil {
		return t.clock(t.host)
	}
	return time.Now()
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// tapAddress is how fio's json output names a client reached through a
// tap: the loopback address and the tap's port.
var tapAddress = regexp.MustCompile(`"hostname" : "127\.0\.0\.1",(\s*)"port" : (\d+)`)

// relabelHosts gives each client in fio's json output the host and port
// of the server behind its tap, as fio would have named it connecting
// there itself; byPort maps a tap's port to its host.
func relabelHosts(out []byte, byPort map[int]string) []byte {
	return tapAddress.ReplaceAllFunc(out, func(m []byte) []byte {
		sub := tapAddress.FindSubmatch(m)
		port, _ := strconv.Atoi(string(sub[2]))
		host, ok := byPort[port]
		if !ok {
			return m
		}
		name, realPort := fioHost(host)
		quoted, _ := json.Marshal(name)
		return fmt.Appendf(nil, `"hostname" : %s,%s"port" : %d`, quoted, sub[1], realPort)
	})
}

// startHosts begins a fleet cell's count on hosts, which Hosts lists in
// this order.
func (l *Live) startHosts(hosts []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.hosts, l.hostIOPS = slices.Clone(hosts), map[string]uint64{}
}

// setHost keeps a host's live IOPS, from its server's last ETA answer.
func (l *Live) setHost(host string, iops uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.hostIOPS != nil {
		l.hostIOPS[host] = iops
	}
}

// HostRate is a host's live rate in a fleet cell.
type HostRate struct {
	Host string
	IOPS uint64 // I/Os per second over about the last second, as fio's server counted them
}

// Hosts is the live rate of each host of the fleet cell running now that
// has answered, as its fio server last told it, in the fleet's order.
func (l *Live) Hosts() []HostRate {
	l.mu.Lock()
	defer l.mu.Unlock()
	var rates []HostRate
	for _, h := range l.hosts {
		if iops, ok := l.hostIOPS[h]; ok {
			rates = append(rates, HostRate{h, iops})
		}
	}
	return rates
}
