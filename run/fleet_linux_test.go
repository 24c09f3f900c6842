package run

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/fioservertest"
)

// fleetPlan is a small fleet run: cells of a second on a file laid out in
// the test's folder, which the loopback servers share.
func fleetPlan(t *testing.T, hosts []string, each bool, cells ...string) Plan {
	t.Helper()
	dir := t.TempDir()
	target := filepath.Join(dir, "target.dat")
	const span = 8 << 20
	if err := Prepare(target, span); err != nil {
		t.Fatal(err)
	}
	var m Matrix
	for _, rw := range cells {
		one, err := SingleCell(rw, "4k", 1, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		m.Cells = append(m.Cells, one.Cells...)
	}
	return Plan{
		Matrix: m, Engine: "fio", Repeat: 1, Out: filepath.Join(dir, "ds"),
		Config: Config{Target: target, Runtime: time.Second, Span: span},
		Fleet:  &Fleet{Hosts: hosts, Each: each},
	}
}

// rowsByHost counts a dataset's rows per cell and host.
func rowsByHost(ds *datasets.Dataset) map[[2]string]int {
	n := map[[2]string]int{}
	for _, r := range ds.Results {
		n[[2]string{r.JobName, r.Host}]++
	}
	return n
}

func TestFleetRunsEveryCellOnEveryHost(t *testing.T) {
	t.Parallel() // each fleet test waits on fio's client most of its time
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	for _, tc := range []struct {
		name      string
		each      bool
		cells     []string
		aggregate bool
	}{
		{"all at once", false, []string{"randread", "read"}, true},
		{"host by host", true, []string{"randread"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := fleetPlan(t, hosts, tc.each, tc.cells...)
			ds, err := Execute(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			back, err := datasets.ReadDir(p.Out)
			if err != nil {
				t.Fatal(err)
			}
			if len(back.Results) != len(ds.Results) {
				t.Fatalf("the folder holds %d rows, the run returned %d", len(back.Results), len(ds.Results))
			}
			count := rowsByHost(back)
			for _, c := range p.Matrix.Cells {
				for _, h := range hosts {
					if count[[2]string{c.Name, h}] != 1 {
						t.Errorf("cell %s, host %s: %d rows, want 1 (rows: %v)", c.Name, h, count[[2]string{c.Name, h}], count)
					}
				}
				want := 0
				if tc.aggregate {
					want = 1
				}
				if got := count[[2]string{c.Name, AllClients}]; got != want {
					t.Errorf("cell %s: %d aggregate rows, want %d", c.Name, got, want)
				}
			}
			if len(back.Results) != len(p.Matrix.Cells)*(len(hosts)+map[bool]int{true: 1}[tc.aggregate]) {
				t.Errorf("%d rows in all: %v", len(back.Results), count)
			}
			// fio's aggregate sums its hosts' I/Os over the longest of
			// their times: its I/Os are theirs.
			for _, c := range p.Matrix.Cells {
				var ios, aggIOs, longest, aggTime float64
				for _, r := range back.Results {
					switch {
					case r.JobName != c.Name:
					case r.Host == AllClients:
						aggIOs, aggTime = r.IOPS*r.RuntimeS, r.RuntimeS
					default:
						ios += r.IOPS * r.RuntimeS
						longest = max(longest, r.RuntimeS)
					}
				}
				if tc.aggregate && (math.Abs(aggIOs-ios) > 1 || aggTime != longest) {
					t.Errorf("cell %s: aggregate %.3f I/Os in %gs, its hosts %.3f in at most %gs", c.Name, aggIOs, aggTime, ios, longest)
				}
			}
			// Every row joins its source, and every bin its host's row
			// (the aggregate's too) by result_id.
			ids := map[string]bool{}
			for _, s := range back.Sources {
				ids[s.ID] = true
			}
			rowOf := map[string]datasets.Result{}
			for _, r := range back.Results {
				if !ids[r.SourceID] {
					t.Errorf("row of %s, %s: source %s is not in the sources table", r.JobName, r.Host, r.SourceID)
				}
				rowOf[r.ResultID] = r
			}
			if len(back.Histogram) == 0 {
				t.Error("no latency histogram")
			}
			for _, b := range back.Histogram {
				if r, ok := rowOf[b.ResultID]; !ok || r.SourceID != b.SourceID || r.Host != b.Host || r.JobName != b.JobName {
					t.Fatalf("a bin of %s, host %s, job %s, has no row (result_id %q)", b.SourceID, b.Host, b.JobName, b.ResultID)
				}
			}
			if tc.aggregate {
				checkAggregateLatency(t, back)
			}
			var setup string
			for _, s := range back.Sources {
				if strings.HasPrefix(s.ID, "run-setup-") {
					setup = s.Notes
				}
			}
			version, _ := exec.Command("fio", "--version").Output()
			for _, h := range hosts {
				if want := "Host " + h + ": "; !strings.Contains(setup, want) || !strings.Contains(setup, strings.TrimSpace(string(version))) {
					t.Errorf("the setup does not describe host %s with fio's version %s:\n%s", h, version, setup)
				}
			}
		})
	}
}

// checkAggregateLatency checks the latency of each aggregate row of a
// fleet run against its hosts': its bins are the sum of theirs, of the
// latency their rows hold, and each of its percentiles is the value of one
// of those bins, between the hosts' own (a percentile of a mixture lies
// between its parts'); its source notes say iopress computed them.
func checkAggregateLatency(t *testing.T, ds *datasets.Dataset) {
	t.Helper()
	binsOf := func(r datasets.Result) map[float64]int64 {
		bins := map[float64]int64{}
		for _, b := range ds.Histogram {
			if b.ResultID == r.ResultID && b.LatKind == r.LatKind {
				bins[b.BinNs] += b.Count
			}
		}
		return bins
	}
	notes := map[string]string{}
	for _, s := range ds.Sources {
		notes[s.ID] = s.Notes
	}
	for _, agg := range ds.Results {
		if agg.Host != AllClients {
			continue
		}
		sum := map[float64]int64{}
		lo := []float64{math.Inf(1), math.Inf(1), math.Inf(1)}
		hi := []float64{math.Inf(-1), math.Inf(-1), math.Inf(-1)}
		for _, r := range ds.Results {
			if r.Host == AllClients || r.JobName != agg.JobName || r.Direction != agg.Direction {
				continue
			}
			if r.LatKind != agg.LatKind {
				t.Errorf("cell %s: host %s holds %s latency, the aggregate %s", r.JobName, r.Host, r.LatKind, agg.LatKind)
			}
			for ns, n := range binsOf(r) {
				sum[ns] += n
			}
			for i, v := range []float64{r.LatP50Ns, r.LatP99Ns, r.LatP999Ns} {
				lo[i], hi[i] = min(lo[i], v), max(hi[i], v)
			}
		}
		if got := binsOf(agg); len(sum) == 0 || !maps.Equal(got, sum) {
			t.Errorf("cell %s: the aggregate's %d bins are not its hosts' %d summed", agg.JobName, len(got), len(sum))
		}
		for i, v := range []float64{agg.LatP50Ns, agg.LatP99Ns, agg.LatP999Ns} {
			if _, isBin := sum[v]; !isBin || v < lo[i] || v > hi[i] {
				t.Errorf("cell %s: aggregate percentile %d = %v: want a bin's value from %v to %v, its hosts'", agg.JobName, i, v, lo[i], hi[i])
			}
		}
		if !strings.Contains(notes[agg.SourceID], "computed by iopress from the sum of the hosts'") {
			t.Errorf("cell %s: the aggregate's source notes do not say what iopress computed:\n%s", agg.JobName, notes[agg.SourceID])
		}
	}
}

func TestFleetKeepsOtherHostsWhenOneDiesAndResumes(t *testing.T) {
	t.Parallel()
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	live, dead := hosts[0], hosts[1]
	p := fleetPlan(t, hosts, false, "randread", "read")
	first, last := p.Matrix.Cells[0].Name, p.Matrix.Cells[1].Name
	var once sync.Once
	p.Progress = func(i, n int, c Cell, rep int) {
		if c.Name == last {
			once.Do(func() {
				// Mid-cell: fio's client has connected and the job runs.
				time.AfterFunc(900*time.Millisecond, servers[1].Kill)
			})
		}
	}
	_, err := Execute(context.Background(), p)
	var he *HostsError
	if !errors.As(err, &he) {
		t.Fatalf("a dead host: %v, want a HostsError", err)
	}
	if len(he.Missing) != 1 || !strings.Contains(he.Missing[0], "host "+dead+" did not finish cell "+last) {
		t.Errorf("missing %q: want host %s in cell %s alone", he.Missing, dead, last)
	}
	back, err := datasets.ReadDir(p.Out)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Problems) != 1 || !strings.Contains(back.Problems[0].Message, "host "+dead) || !strings.Contains(back.Problems[0].Place, "cell "+last) {
		t.Errorf("the errors table holds %+v; want host %s in cell %s", back.Problems, dead, last)
	}
	want := map[[2]string]int{
		{first, live}: 1, {first, dead}: 1, {first, AllClients}: 1, // finished before the host died
		{last, live}: 1, // kept; no aggregate of one host
	}
	if got := rowsByHost(back); !maps.Equal(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
	kept := map[[2]string]string{} // what was measured: cell and host -> source
	for _, r := range back.Results {
		kept[[2]string{r.JobName, r.Host}] = r.SourceID
	}

	// The host comes back: resuming measures only its share of the cell
	// it lost.
	servers[1].Restart(t)
	var ran []string
	p.Resume, p.Progress = true, func(i, n int, c Cell, rep int) { ran = append(ran, c.Name) }
	if _, err := Execute(context.Background(), p); err != nil {
		t.Fatalf("resuming: %v", err)
	}
	if !slices.Equal(ran, []string{last}) {
		t.Errorf("resuming ran cells %v, want %s alone", ran, last)
	}
	back, err = datasets.ReadDir(p.Out)
	if err != nil {
		t.Fatal(err)
	}
	want[[2]string{last, dead}] = 1
	if got := rowsByHost(back); !maps.Equal(got, want) {
		t.Errorf("resumed, rows %v, want %v", got, want)
	}
	for _, r := range back.Results {
		k := [2]string{r.JobName, r.Host}
		if id, ok := kept[k]; ok && r.SourceID != id {
			t.Errorf("cell %s, host %s: measured again (source %s, was %s)", r.JobName, r.Host, r.SourceID, id)
		}
	}
	if len(back.Problems) != 0 {
		t.Errorf("resumed, the errors table still holds %+v", back.Problems)
	}
}

func TestFleetHostThatDoesNotAnswer(t *testing.T) {
	t.Parallel()
	servers := fioservertest.Start(t, 1)
	// A port on 127.0.0.9 that nothing listens on.
	l, err := net.Listen("tcp", "127.0.0.9:0")
	if err != nil {
		t.Skipf("cannot listen on 127.0.0.9: %v", err)
	}
	silent := fmt.Sprintf("ip:127.0.0.9,%d", l.Addr().(*net.TCPAddr).Port)
	l.Close()

	p := fleetPlan(t, []string{servers[0].Host, silent}, false, "randread")
	ds, err := Execute(context.Background(), p)
	var he *HostsError
	if !errors.As(err, &he) || len(he.Missing) != 1 || !strings.Contains(he.Missing[0], "host "+silent+" did not finish cell "+p.Matrix.Cells[0].Name) || !strings.Contains(he.Missing[0], "did not answer") {
		t.Fatalf("a host that does not answer: %v", err)
	}
	if n := rowsByHost(ds); len(ds.Results) != 1 || n[[2]string{p.Matrix.Cells[0].Name, servers[0].Host}] != 1 {
		t.Errorf("rows %v: want the answering host's only", n)
	}

	alone := fleetPlan(t, []string{silent}, false, "randread")
	if _, err := Execute(context.Background(), alone); err == nil || !strings.Contains(err.Error(), "no host answered") || !strings.Contains(err.Error(), silent) {
		t.Errorf("no host answers: %v", err)
	}
	if _, err := os.Stat(alone.Out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a run that measured nothing left %s behind (%v)", alone.Out, err)
	}
}

func TestFleetShowsEachHostsLiveIOPS(t *testing.T) {
	t.Parallel()
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	p := fleetPlan(t, hosts, false, "randread")
	p.Config.Runtime = 2 * time.Second
	live := &Live{}
	p.Config.Live = live
	var mu sync.Mutex
	peak := map[string]uint64{}
	done := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		for {
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
			}
			for _, r := range live.Hosts() {
				if !slices.Contains(hosts, r.Host) {
					t.Errorf("live figures name host %q, not one of %q", r.Host, hosts)
				}
				mu.Lock()
				peak[r.Host] = max(peak[r.Host], r.IOPS)
				mu.Unlock()
			}
		}
	}()
	ds, err := Execute(context.Background(), p)
	close(done)
	<-watched
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range ds.Results {
		if r.Host == AllClients {
			continue
		}
		// Every host shows a rate while it runs; that the rate is fio's
		// own, TestTapReadsTheIOPSFioPrints checks.
		t.Logf("host %s: live IOPS peaked at %d; the cell's mean %.0f IOPS", r.Host, peak[r.Host], r.IOPS)
		if peak[r.Host] == 0 {
			t.Errorf("host %s: no live IOPS while it did %.0f I/Os", r.Host, r.IOPS*r.RuntimeS)
		}
	}
	if len(peak) != len(hosts) {
		t.Errorf("live figures of %d hosts, want %d: %v", len(peak), len(hosts), peak)
	}
}

// TestFleetCutsOffAHungHostAndResumes: a host that stops mid-cell, its
// connection open, is cut off at its deadline; the other host's share and
// the run go on, the hung host's share is a problem naming it, and
// resuming once it wakes measures its share alone. The deadline is an
// hour's grace, which no live host under any load reaches; the stopped
// host's is kept by a clock of its own, which jumps two hours ahead once
// it is stopped, so that it alone passes its deadline whatever the load
// (a grace of 2 s cut the live host too at load 9). It is stopped once it
// has answered (fio's client reached it through its tap), which a cell of
// 2 s cannot have finished by.
func TestFleetCutsOffAHungHostAndResumes(t *testing.T) {
	t.Parallel()
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	live, hung := hosts[0], hosts[1]
	p := fleetPlan(t, hosts, false, "randread")
	p.Config.Runtime = 2 * time.Second
	p.Fleet.Grace = time.Hour
	cell := p.Matrix.Cells[0].Name
	var ahead atomic.Int64 // the hung host's clock's lead, ns
	p.Fleet.clock = func(host string) time.Time {
		if host == hung {
			return time.Now().Add(time.Duration(ahead.Load()))
		}
		return time.Now()
	}
	p.Config.Live = &Live{}
	stop := make(chan struct{})
	go func() {
		// Mid-cell, the server stops, as a machine that hangs does, its
		// connection open.
		for {
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
			for _, r := range p.Config.Live.Hosts() {
				if r.Host == hung {
					servers[1].Signal(syscall.SIGSTOP)
					ahead.Store(int64(2 * time.Hour))
					return
				}
			}
		}
	}()
	began := time.Now()
	_, err := Execute(context.Background(), p)
	took := time.Since(began)
	close(stop)
	var he *HostsError
	if !errors.As(err, &he) {
		t.Fatalf("a hung host: %v, want a HostsError", err)
	}
	if len(he.Missing) != 1 || !strings.Contains(he.Missing[0], "host "+hung+" did not finish cell "+cell) || !strings.Contains(he.Missing[0], "hung") {
		t.Errorf("missing %q: want host %s in cell %s, hung", he.Missing, hung, cell)
	}
	// A run that waited for the host would not end before its deadline.
	if limit := p.hostLimit(p.Matrix.Cells[0]); took >= limit {
		t.Errorf("the run took %s, its deadline %s", took, limit)
	}
	back, err := datasets.ReadDir(p.Out)
	if err != nil {
		t.Fatal(err)
	}
	want := map[[2]string]int{{cell, live}: 1}
	if got := rowsByHost(back); !maps.Equal(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
	if len(back.Problems) != 1 || !strings.Contains(back.Problems[0].Place, "host "+hung+", cell "+cell) {
		t.Errorf("the errors table holds %+v; want host %s in cell %s", back.Problems, hung, cell)
	}

	// The host wakes: resuming measures its share alone.
	servers[1].Signal(syscall.SIGCONT)
	ahead.Store(0)
	p.Resume, p.Config.Live = true, nil
	if _, err := Execute(context.Background(), p); err != nil {
		t.Fatalf("resuming: %v", err)
	}
	back, err = datasets.ReadDir(p.Out)
	if err != nil {
		t.Fatal(err)
	}
	want[[2]string{cell, hung}] = 1
	if got := rowsByHost(back); !maps.Equal(got, want) {
		t.Errorf("resumed, rows %v, want %v", got, want)
	}
}

// TestTapReadsTheIOPSFioPrints: the IOPS a tap reads in a server's ETA
// answers are those fio's own client prints from the same answers, in its
// ETA line of a run with one host (its output not JSON, so that it prints
// one), to the four significant figures fio prints.
func TestTapReadsTheIOPSFioPrints(t *testing.T) {
	t.Parallel()
	server := fioservertest.Start(t, 1)[0]
	name, port := fioHost(server.Host)
	dir := t.TempDir()
	job := filepath.Join(dir, "eta.fio")
	target := filepath.Join(dir, "t.dat")
	if err := Prepare(target, 8<<20); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(job, []byte("[eta]\nfilename="+target+"\nrw=randread\nbs=4k\nsize=8M\ntime_based=1\nruntime=4\n"), 0o644)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var mu sync.Mutex
	var read []uint64
	go func() {
		client, err := ln.Accept()
		if err != nil {
			return
		}
		defer client.Close()
		srv, err := net.Dial("tcp", net.JoinHostPort(name, fmt.Sprint(port)))
		if err != nil {
			return
		}
		defer srv.Close()
		go io.Copy(srv, client)
		copyFrames(client, srv, func(op uint16, pdu []byte) {
			if eta, ok := readETA(pdu); ok && eta.running {
				mu.Lock()
				read = append(read, eta.iops)
				mu.Unlock()
			}
		})
	}()
	out, err := exec.Command("fio", "--eta=always", "--eta-newline=1", fmt.Sprintf("--client=ip:127.0.0.1,%d", ln.Addr().(*net.TCPAddr).Port), job).CombinedOutput()
	if err != nil {
		t.Fatalf("fio: %v\n%s", err, out)
	}
	printed := regexp.MustCompile(`\]\[r=([\d.]+)([kM]?) IOPS\]`).FindAllStringSubmatch(string(out), -1)
	if len(printed) == 0 {
		t.Fatalf("fio printed no IOPS in its ETA lines:\n%s", out)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, p := range printed {
		v, _ := strconv.ParseFloat(p[1], 64)
		scale := map[string]float64{"": 1, "k": 1e3, "M": 1e6}[p[2]]
		// fio's num2str keeps four characters: a figure printed with a
		// prefix is within half of its last digit.
		step := scale
		if i := strings.IndexByte(p[1], '.'); i >= 0 {
			step = scale * math.Pow(10, -float64(len(p[1])-i-1))
		}
		if !slices.ContainsFunc(read, func(n uint64) bool { return math.Abs(float64(n)-v*scale) <= step/2 }) {
			t.Errorf("fio printed %s%s IOPS; the tap read %v", p[1], p[2], read)
		}
	}
	t.Logf("fio printed %q; the tap read %v", printed, read)
}

// TestFleetSaysAtOnceWhenAHostIsLost: a host that dies mid-cell is told
// to Lost at once, while fio's client still runs the cell (the other
// host is stopped meanwhile, so the cell cannot end before it is woken,
// which Lost does), then the cell's Done names the hosts measured and
// the one missing. It used to be said only once the run had ended.
// Resumed, the host's share is measured alone: Done says which host was
// measured and which kept, and its row says remeasured, the kept ones
// not.
func TestFleetSaysAtOnceWhenAHostIsLost(t *testing.T) {
	t.Parallel()
	servers := fioservertest.Start(t, 2)
	hosts := fioservertest.Hosts(servers)
	live, dead := hosts[0], hosts[1]
	p := fleetPlan(t, hosts, false, "randread")
	p.Config.Runtime = 2 * time.Second
	p.Fleet.Grace = time.Hour // the live host, stopped a while, is not cut off
	cell := p.Matrix.Cells[0].Name
	p.Config.Live = &Live{}
	var mu sync.Mutex
	var events []string
	var stopped atomic.Bool // the live host is stopped: the cell cannot end
	told := make(chan struct{})
	var once sync.Once
	p.Lost = func(l HostLost) {
		mu.Lock()
		events = append(events, fmt.Sprintf("lost %s in cell %d/%d %s: %s (live host stopped: %v)", l.Host, l.I, l.N, l.Cell.Name, l.Why, stopped.Load()))
		mu.Unlock()
		once.Do(func() { close(told) })
	}
	p.Done = func(d CellDone) {
		mu.Lock()
		events = append(events, fmt.Sprintf("done cell %d/%d %s: hosts %q, missing %q, kept %q, %d rows", d.I, d.N, d.Cell.Name, d.Hosts, d.Missing, d.KeptHosts, len(d.Results)))
		mu.Unlock()
	}
	go func() {
		// Both hosts at it: the live one stops, the other dies.
		for len(p.Config.Live.Hosts()) < 2 {
			time.Sleep(10 * time.Millisecond)
		}
		servers[0].Signal(syscall.SIGSTOP)
		stopped.Store(true)
		servers[1].Kill()
		// Woken once the loss is told; a Lost that never comes while
		// the cell runs is waited for a minute, not for ever.
		select {
		case <-told:
		case <-time.After(time.Minute):
		}
		stopped.Store(false)
		servers[0].Signal(syscall.SIGCONT)
	}()
	_, err := Execute(context.Background(), p)
	var he *HostsError
	if !errors.As(err, &he) || len(he.Missing) != 1 {
		t.Fatalf("a host that died: %v, want a HostsError of one share", err)
	}
	mu.Lock()
	want := []string{
		fmt.Sprintf("lost %s in cell 1/1 %s: %s (live host stopped: true)", dead, cell, droppedWhy),
		fmt.Sprintf("done cell 1/1 %s: hosts [%q], missing [%q], kept [], 1 rows", cell, live, dead),
	}
	if !slices.Equal(events, want) {
		t.Errorf("told\n  %s\nwant\n  %s", strings.Join(events, "\n  "), strings.Join(want, "\n  "))
	}
	events = nil
	mu.Unlock()

	servers[1].Restart(t)
	p.Resume, p.Config.Live = true, nil
	if _, err := Execute(context.Background(), p); err != nil {
		t.Fatalf("resuming: %v", err)
	}
	want = []string{fmt.Sprintf("done cell 1/1 %s: hosts [%q], missing [], kept [%q], 1 rows", cell, dead, live)}
	if !slices.Equal(events, want) {
		t.Errorf("resumed, told\n  %s\nwant\n  %s", strings.Join(events, "\n  "), strings.Join(want, "\n  "))
	}
	back, err := datasets.ReadDir(p.Out)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range back.Results {
		if want := datasets.BoolOf(r.Host == dead); r.Remeasured != want {
			t.Errorf("host %s's row: remeasured %v, want %v", r.Host, r.Remeasured, want)
		}
	}
	if len(back.Results) != 2 {
		t.Errorf("%d rows, want one per host", len(back.Results))
	}
}
