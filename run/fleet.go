package run

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/iopress/iopress/datasets"
)

// A fleet run measures a matrix on many machines through fio's
// client/server: `fio --server` runs on every host, and iopress drives
// them all from one `fio --client=HOST JOBFILE --client=HOST JOBFILE ...`
// with json+ output, as storage people do by hand. Each host's rows carry
// its name in the host column; when every host ran a cell at once, the
// aggregate fio computes over them ("All clients") is kept beside them.
// Each host's share of a cell is kept in a folder of its own, so that a
// host that does not answer, dies or hangs mid-cell costs only its own
// share, and a resumed run measures only the shares missing. fio's client
// reaches each server through a tap of iopress's (fleettap.go), which
// reads each host's live IOPS off the wire and cuts off a host that runs
// past its deadline.

// Fleet is the machines a plan runs on, each running `fio --server`.
type Fleet struct {
	// Hosts as fio's --client takes them: HOST, HOST,PORT, ip:ADDR[,PORT]
	// or ip6:ADDR[,PORT] (port 8765 when none is given).
	Hosts []string
	// Each runs every cell host by host (qualifying a fleet) instead of
	// on all hosts at once (loading one shared system from many clients).
	Each bool
	// Grace is how long past a cell's ramp and runtime a host may take
	// over its share before it counts as hung and is cut off (its setup,
	// laying out files, not counted); 0 is DefaultGrace's.
	Grace time.Duration
	// clock, when set, is the time by which each host's deadline is kept
	// instead of the wall clock's: a test gives a host it stopped a clock
	// that runs ahead, so that the host's deadline passes when the test
	// says, and not with the machine's load.
	clock func(host string) time.Time
}

// DefaultGrace is a host's grace over a cell of time cell, when the fleet
// sets none: half the cell's time, at least 30 seconds, room for fio's
// client and server to start, flush and send their results.
func DefaultGrace(cell time.Duration) time.Duration {
	return max(30*time.Second, cell/2)
}

// hostLimit is how long a host may take over its share of cell c before
// it is cut off: the cell's ramp and runtime, and the fleet's grace. A
// cell bound by bytes alone has no time to go by: its hosts are cut off
// only when they go the grace without an I/O (watchDeadlines).
func (p Plan) hostLimit(c Cell) time.Duration {
	cell := p.CellTime(c)
	if untimed(c) {
		cell = 0
	}
	return cell + cmp.Or(p.Fleet.Grace, DefaultGrace(p.CellTime(c)))
}

// untimed reports whether a cell is bound by bytes alone, with no runtime
// to end it.
func untimed(c Cell) bool { return c.Bytes > 0 && c.Runtime == 0 }

// oneLine joins the lines of fio's output that say why a host failed,
// so that the message naming the host and cell is one line of a log.
func oneLine(s string) string {
	var lines []string
	for l := range strings.SplitSeq(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "; ")
}

// droppedWhy says why a host whose connection dropped mid-cell failed.
const droppedWhy = "its connection dropped mid-cell (the host or its fio server died, or the network lost it)"

// hungWhy says why a host was cut off from a cell.
func hungWhy(c Cell, limit time.Duration) string {
	if untimed(c) {
		return fmt.Sprintf("it went %s without an I/O (the fleet's grace), so iopress cut it off as hung", limit)
	}
	return fmt.Sprintf("it was still at it %s after the cell began (its ramp and runtime and the fleet's grace; setting up not counted), so iopress cut it off as hung", limit)
}

// AllClients is the host of the aggregate row fio computes over the hosts
// of a client/server run (its job name in fio's own output).
const AllClients = datasets.AllClientsHost

// fioDefaultPort is the port fio's server listens on when none is given.
const fioDefaultPort = 8765

// fioHost is a host of a fleet as fio names it in its output: its address
// (fio's "hostname") and port.
func fioHost(spec string) (name string, port int) {
	s := spec
	for _, p := range []string{"ip:", "ip6:", "tcp:", "tcp6:"} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			s = rest
			break
		}
	}
	port = fioDefaultPort
	if i := strings.LastIndexByte(s, ','); i >= 0 {
		if n, err := strconv.Atoi(s[i+1:]); err == nil {
			port = n
		}
		s = s[:i]
	}
	return s, port
}

// ParseHosts reads the hosts of a fleet: a comma-separated list, or
// @FILE, a file of hosts one a line, where # starts a comment.
func ParseHosts(list string) ([]string, error) {
	name, isFile := strings.CutPrefix(list, "@")
	if !isFile {
		var hosts []string
		for h := range strings.SplitSeq(list, ",") {
			// HOST,PORT is one host: a number alone is the port of
			// the host before it.
			if _, err := strconv.Atoi(strings.TrimSpace(h)); err == nil && len(hosts) > 0 {
				hosts[len(hosts)-1] += "," + strings.TrimSpace(h)
				continue
			}
			if h = strings.TrimSpace(h); h != "" {
				hosts = append(hosts, h)
			}
		}
		if len(hosts) == 0 {
			return nil, fmt.Errorf("%q names no host: give HOST[,HOST...] or @FILE", list)
		}
		return hosts, nil
	}
	if name == "" {
		return nil, fmt.Errorf("%q names no file: give @FILE, a file of hosts one a line", list)
	}
	// A named pipe would hold the open until someone writes to it, deaf
	// to Ctrl-C; a device could be read for ever.
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s: give a file of hosts, one host a line", name, kindOf(st.Mode()))
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var hosts []string
	sc := bufio.NewScanner(f)
	line := 1
	for ; sc.Scan(); line++ {
		h, _, _ := strings.Cut(sc.Text(), "#")
		h = strings.TrimSpace(h)
		if h == "" {
			continue
		}
		if strings.ContainsAny(h, " \t") {
			return nil, fmt.Errorf("%s:%d: %q: want one host a line (HOST, HOST,PORT or ip:ADDR,PORT)", name, line, h)
		}
		hosts = append(hosts, h)
	}
	if err := sc.Err(); err != nil {
		return nil, scanError(name, line, err)
	}
	if len(hosts) == 0 {
		return nil, fmt.Errorf("%s names no host: want one host a line", name)
	}
	return hosts, nil
}

// check refuses a fleet iopress cannot run: no hosts, one host twice,
// two hosts fio's output would not tell apart, a cell with another
// engine than fio's, a target that is not an absolute path (each server
// would take it from its own working folder), or write cells on a device
// iopress cannot look at on the other machines.
func (f *Fleet) check(p Plan) error {
	if len(f.Hosts) == 0 {
		return errors.New("a fleet needs at least one host")
	}
	seen := map[string]string{}
	keys := map[string]string{}
	for _, h := range f.Hosts {
		name, _ := fioHost(h)
		if other, ok := seen[name]; ok {
			return fmt.Errorf("hosts %s and %s are one machine to fio (its output names a host by its address only): give each host once", other, h)
		}
		seen[name] = h
		if other, ok := keys[hostKey(h)]; ok {
			return fmt.Errorf("hosts %s and %s would share a folder of results (%s): name them apart", other, h, hostKey(h))
		}
		keys[hostKey(h)] = h
		if strings.HasPrefix(h, "sock:") {
			return fmt.Errorf("host %s: a fleet runs on network hosts (HOST[,PORT], ip:ADDR[,PORT], ip6:ADDR[,PORT])", h)
		}
	}
	for _, c := range p.Matrix.Cells {
		if _, ok := FioEngine(p.engineOf(c)); !ok {
			return fmt.Errorf("cell %s: engine %s runs only here: the hosts of a fleet run fio's engines (fio or fio:ENGINE)", c.Name, p.engineOf(c))
		}
		if c.Passes > 1 {
			return fmt.Errorf("cell %s: %d passes: a fleet runs each cell once a repeat (repeat the matrix instead)", c.Name, c.Passes)
		}
	}
	if !path.IsAbs(filepath.ToSlash(p.Config.Target)) && !filepath.IsAbs(p.Config.Target) {
		return fmt.Errorf("target %s: the hosts of a fleet need an absolute path (each fio server would take a relative one from its own working folder)", p.Config.Target)
	}
	if p.Matrix.Writes() && strings.HasPrefix(filepath.ToSlash(p.Config.Target), "/dev/") {
		return fmt.Errorf("target %s: iopress cannot see what a device holds on other machines, so a fleet's write cells write only to files", p.Config.Target)
	}
	return nil
}

// hostKey is a host as a folder name takes it.
func hostKey(h string) string { return notInFolderName.ReplaceAllString(h, "-") }

var notInFolderName = regexp.MustCompile(`[^A-Za-z0-9._,-]`)

// aggregateKey is the folder suffix of a cell's aggregate over its hosts.
const aggregateKey = "aggregate"

// fleetDirName names the folder of one host's share of a cell's
// repetition, or of its aggregate (host "").
func (p Plan) fleetDirName(c Cell, rep int, host string) string {
	if host == "" {
		return p.cellDirName(c, rep) + "@" + aggregateKey
	}
	return p.cellDirName(c, rep) + "@host-" + hostKey(host)
}

// fleetSettings are what defines a host's share of a cell besides what
// defines the cell: the host, and whether it ran alone or with the rest.
func (p Plan) fleetSettings(host string) []setting {
	mode := "all at once"
	if p.Fleet.Each {
		mode = "host by host"
	}
	return []setting{{"hosts", strings.Join(p.Fleet.Hosts, " ")}, {"hosts mode", mode}, {"host", cmp.Or(host, AllClients)}}
}

// HostInfo is what a fio server says of itself when a client connects:
// its machine's name, system, architecture and fio version.
type HostInfo struct {
	Host, Hostname, OS, Arch, Bits, FioVersion string
}

// probeLine is the line fio's client prints as a server answers:
// "hostname=vm, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1".
var probeLine = regexp.MustCompile(`(?m)^hostname=([^,]*), be=\d+, (\d+)-bit, os=([^,]*), arch=([^,]*), fio=([^,]*),`)

// parseProbe reads a server's answer from fio's client output.
func parseProbe(host, out string) (HostInfo, error) {
	m := probeLine.FindStringSubmatch(out)
	if m == nil {
		return HostInfo{}, fmt.Errorf("host %s did not answer as a fio server: %s", host, cmp.Or(oneLine(lastLines(out, 3)), "no output"))
	}
	return HostInfo{Host: host, Hostname: m[1], Bits: m[2], OS: m[3], Arch: m[4], FioVersion: strings.TrimSpace(m[5])}, nil
}

// probeTimeout bounds how long a host may take to answer the probe.
const probeTimeout = 20 * time.Second

// probeJob is an empty job file: the server answers the client's probe,
// runs nothing and lets it go.
const probeJob = "; iopress asks the server what it is\n"

// probeHosts asks every host, at once, what it is: the hosts that answer
// give their HostInfo, the others the error that says why not.
func probeHosts(ctx context.Context, bin, dir string, hosts []string) (map[string]HostInfo, map[string]error, error) {
	job := filepath.Join(dir, "probe.fio")
	if err := os.WriteFile(job, []byte(probeJob), 0o644); err != nil {
		return nil, nil, err
	}
	infos, down := map[string]HostInfo{}, map[string]error{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, h := range hosts {
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(ctx, probeTimeout)
			defer cancel()
			out, stderr, err := runCommand(ctx, bin, "--client="+h, job)
			info, perr := parseProbe(h, string(out)+stderr)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case perr != nil && err != nil:
				down[h] = fmt.Errorf("host %s did not answer: %s", h, cmp.Or(oneLine(lastLines(stderr+string(out), 3)), err.Error()))
			case perr != nil:
				down[h] = perr
			default:
				infos[h] = info
			}
		})
	}
	wg.Wait()
	return infos, down, ctx.Err()
}

// VersionError refuses a fleet whose fio servers run another fio than the
// client: fio's protocol and figures change between versions.
type VersionError struct {
	Client string
	Hosts  []HostInfo // those whose fio differs
}

func (e *VersionError) Error() string {
	var each []string
	for _, h := range e.Hosts {
		each = append(each, fmt.Sprintf("%s runs %s", h.Host, h.FioVersion))
	}
	return fmt.Sprintf("fio versions differ: this machine runs %s, but %s; run one fio version on every host, so that their results compare", e.Client, strings.Join(each, ", "))
}

// checkVersions refuses the servers whose fio is not the client's.
func checkVersions(client string, infos map[string]HostInfo, hosts []string) error {
	var other []HostInfo
	for _, h := range hosts {
		if info, ok := infos[h]; ok && info.FioVersion != client {
			other = append(other, info)
		}
	}
	if len(other) > 0 {
		return &VersionError{Client: client, Hosts: other}
	}
	return nil
}

// fioVersion is the version of the fio binary here ("fio-3.33").
func fioVersion(ctx context.Context, bin string) (string, error) {
	out, stderr, err := runCommand(ctx, bin, "--version")
	if err != nil {
		return "", fmt.Errorf("fio --version: %w: %s", err, strings.TrimSpace(stderr))
	}
	return strings.TrimSpace(string(out)), nil
}

// fleetRun is the state of a fleet run: where fio is, the job files'
// folder, and the hosts that did not answer the probe.
type fleetRun struct {
	bin, dir string
	infos    map[string]HostInfo
	down     map[string]error
	clock    func(host string) time.Time // Fleet.clock
}

// startFleet finds fio, asks every host what it is and refuses servers
// of another fio version. The caller removes run.dir.
func (p Plan) startFleet(ctx context.Context) (*fleetRun, error) {
	bin, err := exec.LookPath("fio")
	if err != nil {
		return nil, ErrNoFio
	}
	version, err := fioVersion(ctx, bin)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "iopress-fleet-")
	if err != nil {
		return nil, err
	}
	infos, down, err := probeHosts(ctx, bin, dir, p.Fleet.Hosts)
	if err == nil {
		err = checkVersions(version, infos, p.Fleet.Hosts)
	}
	if err == nil && len(infos) == 0 {
		var errs []error
		for _, h := range p.Fleet.Hosts {
			errs = append(errs, down[h])
		}
		err = fmt.Errorf("no host answered: %w", errors.Join(errs...))
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &fleetRun{bin: bin, dir: dir, infos: infos, down: down, clock: p.Fleet.clock}, nil
}

// inventory is the fleet's part of the run's setup: each host as its fio
// server described itself.
func (f *fleetRun) inventory(p Plan) []string {
	mode := "every cell on all hosts at once"
	if p.Fleet.Each {
		mode = "every cell host by host"
	}
	lines := []string{fmt.Sprintf("Fleet: %d hosts through fio's client/server, %s", len(p.Fleet.Hosts), mode)}
	for _, h := range p.Fleet.Hosts {
		if i, ok := f.infos[h]; ok {
			lines = append(lines, fmt.Sprintf("Host %s: %s, %s %s (%s-bit), %s", h, i.Hostname, i.OS, i.Arch, i.Bits, i.FioVersion))
		} else {
			lines = append(lines, fmt.Sprintf("Host %s: did not answer", h))
		}
	}
	return append(lines, "Target: "+p.Config.Target)
}

// jobFile writes a cell as a fio job file, the form fio's client sends to
// its servers: FioArgs's options, less the output format, which is the
// client's.
func jobFile(dir string, cfg Config, c Cell, ioengine string) (string, error) {
	var b strings.Builder
	for _, a := range FioArgs(cfg, c, ioengine) {
		a = strings.TrimPrefix(a, "--")
		switch k, v, _ := strings.Cut(a, "="); k {
		case "output-format":
		case "name":
			fmt.Fprintf(&b, "[%s]\n", v)
		default:
			b.WriteString(a + "\n")
		}
	}
	name := filepath.Join(dir, c.Name+".fio")
	return name, os.WriteFile(name, []byte(b.String()), 0o644)
}

// hostShare is what one fio client run made of a cell: each host's rows,
// the aggregate's (nil unless every host of the run finished), and why
// each host that gave no rows failed.
type hostShare struct {
	rows      map[string]*datasets.Dataset
	aggregate *datasets.Dataset
	failed    map[string]string
}

// runOnHosts runs one cell on hosts at once with one fio client, each
// host through its tap (fleettap.go), and sorts its rows by host. A host
// still running its share limit past the cell's start (its setup not
// counted) is cut off and fails; the others' rows are kept.
//
// lost, when not nil, is told of each host whose share fails, once, as
// soon as that is known: at once for a host that does not answer, mid-cell
// for one that drops or is cut off, else once fio's client is done. Its
// calls are one at a time, and all made before runOnHosts returns.
func (f *fleetRun) runOnHosts(ctx context.Context, cfg Config, c Cell, ioengine string, rep int, hosts []string, limit time.Duration, lost func(host, why string)) (*hostShare, error) {
	job, err := jobFile(f.dir, cfg, c, ioengine)
	if err != nil {
		return nil, err
	}
	var lostMu sync.Mutex
	tell := func(host, why string) {
		if lost != nil {
			lostMu.Lock()
			defer lostMu.Unlock()
			lost(host, why)
		}
	}
	share := &hostShare{rows: map[string]*datasets.Dataset{}, failed: map[string]string{}}
	if cfg.Live != nil {
		cfg.Live.startHosts(hosts)
	}
	// What runs names the taps; what the results' source notes is the
	// command that runs the cell without them.
	args, shown := []string{"--output-format=json+"}, []string{"--output-format=json+"}
	taps := map[string]*hostTap{}
	byPort := map[int]string{}
	var open []*hostTap
	for _, h := range hosts {
		t, err := openTap(h, cfg.Live, untimed(c), f.clock)
		if err != nil {
			share.failed[h] = fmt.Sprintf("it did not answer: %v", err)
			tell(h, share.failed[h])
			continue
		}
		t.onLost = func(cut bool) {
			if cut {
				tell(h, hungWhy(c, limit))
			} else {
				tell(h, droppedWhy)
			}
		}
		defer t.close()
		taps[h], byPort[t.port()] = t, h
		open = append(open, t)
		args = append(args, "--client="+t.clientSpec(), job)
		shown = append(shown, "--client="+h, job)
	}
	if len(open) == 0 {
		return share, nil
	}
	stopWatch := watchDeadlines(open, limit)
	out, stderr, runErr := runCommand(ctx, f.bin, args...)
	stopWatch()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	out = relabelHosts(out, byPort)
	why := oneLine(lastLines(stderr, 3))
	if runErr != nil {
		why = strings.TrimSpace(cmp.Or(why, runErr.Error()))
	}
	var ds *datasets.Dataset
	if strings.Contains(string(out), "{") {
		ds, err = fioEngine(ioengine).rows(cfg, c, shown, out, rep)
		if err != nil {
			return nil, err
		}
	}
	byName := map[string]string{}
	for _, h := range hosts {
		name, _ := fioHost(h)
		byName[name] = h
	}
	if ds != nil {
		for host, part := range splitByHost(ds, byName) {
			if host == AllClients {
				share.aggregate = part
			} else if taps[host] != nil {
				share.rows[host] = part
			}
		}
	}
	for h, t := range taps {
		_, stopped, cut, _ := t.state()
		_, measured := share.rows[h]
		switch {
		case measured:
		case cut:
			share.failed[h] = hungWhy(c, limit)
		case !stopped:
			share.failed[h] = "fio's client lost it (disconnected)"
		case ds != nil && len(ds.Problems) > 0:
			share.failed[h] = ds.Problems[0].Message
		default:
			share.failed[h] = cmp.Or(why, "fio gave no results for it")
		}
		if why, failed := share.failed[h]; failed && t.claim() {
			tell(h, why)
		}
	}
	if len(share.failed) > 0 || len(hosts) < 2 {
		share.aggregate = nil // fio's sum over fewer hosts than ran, or over one
	}
	if share.aggregate != nil {
		// fio names it "All clients"; its bins (summed from the hosts'
		// by ingest/fio) follow their row.
		for i := range share.aggregate.Results {
			share.aggregate.Results[i].JobName = c.Name
		}
		for i := range share.aggregate.Histogram {
			share.aggregate.Histogram[i].JobName = c.Name
		}
	}
	return share, nil
}

// splitByHost parts a client/server run's rows by host, each part with
// its own source, named after the host, so that each can be kept alone.
// Each row's host becomes the fleet's name for it (fleetName maps fio's
// address to it).
func splitByHost(ds *datasets.Dataset, fleetName map[string]string) map[string]*datasets.Dataset {
	parts := map[string]*datasets.Dataset{}
	part := func(address string) (string, *datasets.Dataset) {
		host := cmp.Or(fleetName[address], address)
		if p, ok := parts[host]; ok {
			return host, p
		}
		p := &datasets.Dataset{}
		for _, s := range ds.Sources {
			s.ID += "@" + hostKey(host)
			p.Sources = append(p.Sources, s)
		}
		parts[host] = p
		return host, p
	}
	for _, r := range ds.Results {
		host, p := part(r.Host)
		r.Host, r.SourceID = host, r.SourceID+"@"+hostKey(host)
		p.Results = append(p.Results, r)
	}
	for _, b := range ds.Histogram {
		host, p := part(b.Host)
		b.Host, b.SourceID = host, b.SourceID+"@"+hostKey(host)
		p.Histogram = append(p.Histogram, b)
	}
	return parts
}

// HostsError is a fleet run that finished with some hosts' shares of some
// cells missing: the other hosts' results are kept, the run's errors
// table names each missing share, and a run with Resume measures them.
type HostsError struct {
	Missing []string // "host H, cell C (run R): why"
}

func (e *HostsError) Error() string {
	return fmt.Sprintf("%d host shares of cells are missing:\n  %s\nthe other hosts' results are kept, and resuming the run measures the missing ones", len(e.Missing), strings.Join(e.Missing, "\n  "))
}

// runFleetCells runs every cell Repeat times on the fleet, keeping each
// host's share (and the aggregate) in its own folder under Out/cells; with
// Resume, a cell runs only on the hosts whose share is missing. A host
// that fails a cell becomes a problem; the run goes on.
func (p Plan) runFleetCells(ctx context.Context, f *fleetRun) (finished []string, problems []datasets.Problem, stopped, err error) {
	cellsDir := filepath.Join(p.Out, "cells")
	if err := os.MkdirAll(cellsDir, 0o755); err != nil {
		return nil, nil, nil, err
	}
	n := len(p.Matrix.Cells) * p.Repeat
	i := 0
	miss := func(h string, c Cell, rep int, why string) {
		problems = append(problems, datasets.Problem{
			SourcePath: p.Config.Target, Format: "fio-json", Place: fmt.Sprintf("host %s, cell %s, run %d", h, c.Name, rep),
			Message: fmt.Sprintf("host %s did not finish cell %s (run %d): %s", h, c.Name, rep, why),
		})
	}
	for rep := 1; rep <= p.Repeat; rep++ {
		for _, c := range p.Matrix.Cells {
			i++
			lost := func(h, why string) {
				if p.Lost != nil {
					p.Lost(HostLost{I: i, N: n, Cell: c, Rep: rep, Host: h, Why: why})
				}
			}
			done := CellDone{I: i, N: n, Cell: c, Rep: rep}
			var todo []string
			for _, h := range p.Fleet.Hosts {
				dir := filepath.Join(cellsDir, p.fleetDirName(c, rep, h))
				switch {
				case p.Resume && datasets.IsDir(dir):
					finished = append(finished, dir)
					done.KeptHosts = append(done.KeptHosts, h)
				case f.down[h] != nil:
					miss(h, c, rep, f.down[h].Error())
					lost(h, f.down[h].Error())
					done.Missing = append(done.Missing, h)
				default:
					todo = append(todo, h)
				}
			}
			if len(todo) == 0 {
				// An aggregate is kept only beside the shares it sums:
				// a cell measured again on some hosts leaves it out.
				if agg := filepath.Join(cellsDir, p.fleetDirName(c, rep, "")); p.Resume && datasets.IsDir(agg) {
					finished = append(finished, agg)
				}
				done.Kept = len(done.KeptHosts) == len(p.Fleet.Hosts)
				if p.Done != nil {
					p.Done(done)
				}
				continue
			}
			if ctx.Err() != nil {
				return finished, problems, ctx.Err(), nil
			}
			if p.Config.Live != nil {
				p.Config.Live.Reset()
			}
			if p.Progress != nil {
				p.Progress(i, n, c, rep)
			}
			groups := [][]string{todo}
			if p.Fleet.Each {
				groups = nil
				for _, h := range todo {
					groups = append(groups, []string{h})
				}
			}
			cfg, engine := p.Config.For(c), p.engineOf(c)
			ioengine, _ := FioEngine(engine)
			// Shares measured now beside shares kept from the run
			// resumed were measured apart from them: in all mode, under
			// less load than the whole fleet's. Their rows say so.
			remeasured := datasets.BoolOf(len(done.KeptHosts) > 0)
			for _, hosts := range groups {
				share, err := f.runOnHosts(ctx, cfg, c, ioengine, rep, hosts, p.hostLimit(c), lost)
				if ctx.Err() != nil {
					return finished, problems, ctx.Err(), nil
				}
				if err != nil {
					return finished, problems, nil, fmt.Errorf("cell %s: %w", c.Name, err)
				}
				for _, h := range hosts {
					if why, ok := share.failed[h]; ok {
						miss(h, c, rep, why)
						done.Missing = append(done.Missing, h)
						continue
					}
					rows := share.rows[h]
					for k := range rows.Results {
						rows.Results[k].Remeasured = remeasured
					}
					dir, err := p.keepShare(c, rep, h, rows)
					if err != nil {
						return finished, problems, nil, err
					}
					finished = append(finished, dir)
					done.Hosts = append(done.Hosts, h)
					done.Results = append(done.Results, rows.Results...)
				}
				if share.aggregate != nil && len(hosts) == len(p.Fleet.Hosts) {
					for k := range share.aggregate.Results {
						share.aggregate.Results[k].Remeasured = datasets.No
					}
					dir, err := p.keepShare(c, rep, "", share.aggregate)
					if err != nil {
						return finished, problems, nil, err
					}
					finished = append(finished, dir)
					done.Results = append(done.Results, share.aggregate.Results...)
				}
			}
			if p.Done != nil {
				p.Done(done)
			}
		}
	}
	return finished, problems, nil, nil
}

// keepShare validates and keeps one host's share of a cell (host "": the
// aggregate) in its folder.
func (p Plan) keepShare(c Cell, rep int, host string, ds *datasets.Dataset) (string, error) {
	if err := validate(ds); err != nil {
		return "", fmt.Errorf("cell %s, host %s: %w", c.Name, cmp.Or(host, AllClients), err)
	}
	dir := filepath.Join(p.Out, "cells", p.fleetDirName(c, rep, host))
	settings := append(p.cellSettings(c), p.fleetSettings(host)...)
	return dir, keepCell(dir, settings, ds)
}

// plannedDirs lists the folders a plan's cells are kept in, with the
// settings each must have been measured with.
func (p Plan) plannedDirs() map[string][]setting {
	planned := map[string][]setting{}
	for _, c := range p.Matrix.Cells {
		s := p.cellSettings(c)
		for rep := 1; rep <= max(p.Repeat, 1); rep++ {
			if p.Fleet == nil {
				planned[p.cellDirName(c, rep)] = s
				continue
			}
			hosts := slices.Clone(p.Fleet.Hosts)
			if !p.Fleet.Each {
				hosts = append(hosts, "")
			}
			for _, h := range hosts {
				planned[p.fleetDirName(c, rep, h)] = append(slices.Clone(s), p.fleetSettings(h)...)
			}
		}
	}
	return planned
}

// fleetShares counts a fleet run's host shares of cells, planned and
// finished (the aggregates are not shares).
func fleetShares(p Plan, finished []string) (planned, done int) {
	for _, dir := range finished {
		if !strings.HasSuffix(dir, "@"+aggregateKey) {
			done++
		}
	}
	return len(p.Matrix.Cells) * p.Repeat * len(p.Fleet.Hosts), done
}
