package run

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// fioFrame is a command as fio's server sends it (server.h): a 24-byte
// little-endian header, then the payload.
func fioFrame(version, op uint16, flags uint32, pdu []byte) []byte {
	h := make([]byte, fioHeaderSize, fioHeaderSize+len(pdu))
	le := binary.LittleEndian
	le.PutUint16(h[0:], version)
	le.PutUint16(h[2:], op)
	le.PutUint32(h[4:], flags)
	le.PutUint64(h[8:], 42)
	le.PutUint32(h[16:], uint32(len(pdu)))
	return append(h, pdu...)
}

// jobsETA is a jobs_eta as fio 3.33 packs it (stat.h): 168 bytes before
// run_str, with nr_running first and iops[3] at 112.
func jobsETA(running uint32, iops [3]uint32) []byte {
	je := make([]byte, 168+2)
	le := binary.LittleEndian
	le.PutUint32(je[0:], running)
	for d, n := range iops {
		le.PutUint32(je[112+4*d:], n)
		le.PutUint64(je[64+8*d:], uint64(n)*4096) // rate[], bytes/s: not the IOPS
	}
	copy(je[168:], "R")
	return je
}

func TestCopyFramesPassesBytesAndReadsETA(t *testing.T) {
	const v = 97 // FIO_SERVER_VER of fio 3.33
	type seen struct {
		op   uint16
		eta  etaAnswer
		read bool
	}
	for _, tc := range []struct {
		name   string
		stream [][]byte
		want   []seen
	}{
		{"a cell", [][]byte{
			fioFrame(v, 5, 0, []byte("<vm> Starting 1 process\n")), // TEXT
			fioFrame(v, fioOpETA, 0, jobsETA(0, [3]uint32{})),      // setting up
			fioFrame(v, fioOpETA, 0, jobsETA(1, [3]uint32{1234, 56, 0})),
			fioFrame(v, 6, 0, bytes.Repeat([]byte{7}, 5000)), // TS
			fioFrame(v, fioOpStop, 0, make([]byte, 8)),
		}, []seen{{5, etaAnswer{}, false}, {fioOpETA, etaAnswer{false, 0}, true}, {fioOpETA, etaAnswer{true, 1290}, true}, {6, etaAnswer{}, false}, {fioOpStop, etaAnswer{}, false}}},
		{"a fragmented answer", [][]byte{
			fioFrame(v, fioOpETA, fioFlagMore, jobsETA(2, [3]uint32{10, 20, 30})),
			fioFrame(v, fioOpETA, 0, bytes.Repeat([]byte{0xff}, 200)), // its rest, not an answer
		}, []seen{{fioOpETA, etaAnswer{true, 60}, true}, {fioOpETA, etaAnswer{}, false}}},
		{"an answer too short", [][]byte{fioFrame(v, fioOpETA, 0, make([]byte, 100))}, []seen{{fioOpETA, etaAnswer{}, false}}},
		{"fio 2.15's answer, laid out otherwise", [][]byte{fioFrame(58, fioOpETA, 0, jobsETA(1, [3]uint32{1, 2, 3}))}, []seen{{fioOpETA, etaAnswer{}, false}}},
		{"not fio's", [][]byte{
			fioFrame(v, 5, 0, []byte("x")),
			fioFrame(v+1, fioOpETA, 0, jobsETA(1, [3]uint32{1, 1, 1})), // another version: copied unread
			[]byte("trailing bytes"),
		}, []seen{{5, etaAnswer{}, false}}},
		{"cut short", [][]byte{fioFrame(v, 5, 0, []byte("x"))[:10]}, nil},
		{"an answer cut short", [][]byte{fioFrame(v, fioOpETA, 0, jobsETA(1, [3]uint32{1, 2, 3}))[:fioHeaderSize+50]}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := bytes.Join(tc.stream, nil)
			var out bytes.Buffer
			var got []seen
			copyFrames(&out, bytes.NewReader(in), func(op uint16, pdu []byte) {
				eta, ok := readETA(pdu)
				got = append(got, seen{op, eta, ok})
			})
			if !bytes.Equal(out.Bytes(), in) {
				t.Errorf("relayed %d bytes that differ from the %d sent", out.Len(), len(in))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("read %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestRelabelHosts(t *testing.T) {
	out := []byte(`{"client_stats" : [
    {
      "jobname" : "randread",
      "hostname" : "127.0.0.1",
      "port" : 40001
    },
    {
      "jobname" : "All clients",
      "hostname" : "127.0.0.1",
      "port" : 40002
    }
  ],
  "disk_util" : [{"name" : "vda", "hostname" : "127.0.0.1",
      "port" : 40099}]
}`)
	got := string(relabelHosts(out, map[int]string{40001: "ip:10.0.0.2,9000", 40002: "node-b"}))
	for _, want := range []string{
		"\"hostname\" : \"10.0.0.2\",\n      \"port\" : 9000",
		"\"hostname\" : \"node-b\",\n      \"port\" : 8765",
		"\"hostname\" : \"127.0.0.1\",\n      \"port\" : 40099", // no tap of this run's: left as it is
	} {
		if !strings.Contains(got, want) {
			t.Errorf("relabelled output lacks %q:\n%s", want, got)
		}
	}
}

// fakeServer listens as a fio server would, on the loopback; its
// connection, once a tap dials it, comes on conns.
func fakeServer(t *testing.T) (host string, conns chan net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skipf("cannot listen on the loopback: %v", err)
	}
	t.Cleanup(func() { ln.Close() })
	conns = make(chan net.Conn, 1)
	go func() {
		if c, err := ln.Accept(); err == nil {
			t.Cleanup(func() { c.Close() })
			conns <- c
		}
	}()
	return fmt.Sprintf("ip:127.0.0.1,%d", ln.Addr().(*net.TCPAddr).Port), conns
}

// TestDeadlines: a host that answers that it is still setting up (or, in
// a cell bound by bytes, that it is still doing I/O) is not cut off
// however long that takes; once it goes silent it is, no sooner than the
// limit after its last such answer. A host that answers that it is
// running a timed cell is cut off the limit after the cell began. Its
// live IOPS are its last answer's.
func TestDeadlines(t *testing.T) {
	const limit = 600 * time.Millisecond // ten answers' time: a loaded machine may delay one
	for _, tc := range []struct {
		name    string
		untimed bool
		going   []byte // what the host answers for three times the limit
		spared  bool   // by those answers
	}{
		{"setting up", false, jobsETA(0, [3]uint32{}), true},
		{"bound by bytes, doing I/O", true, jobsETA(1, [3]uint32{5, 0, 0}), true},
		{"bound by bytes, no I/O", true, jobsETA(1, [3]uint32{}), false},
		{"past its time", false, jobsETA(1, [3]uint32{5, 0, 0}), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			host, conns := fakeServer(t)
			live := &Live{}
			live.startHosts([]string{host})
			tap, err := openTap(host, live, tc.untimed, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer tap.close()
			client, err := net.Dial("tcp", strings.TrimPrefix(strings.Replace(tap.clientSpec(), ",", ":", 1), "ip:"))
			if err != nil {
				t.Fatal(err)
			}
			defer client.Close()
			go io.Copy(io.Discard, client)
			server := <-conns
			begin := time.Now()
			stop := watchDeadlines([]*hostTap{tap}, limit)
			defer stop()

			for time.Since(begin) < 3*limit {
				if _, err := server.Write(fioFrame(97, fioOpETA, 0, tc.going)); err != nil {
					break // cut off
				}
				time.Sleep(limit / 10)
			}
			_, _, cut, lastGoing := tap.state()
			if cut == tc.spared {
				t.Fatalf("cut off %v %s after the cell began, answering all along; want %v", cut, time.Since(begin), !tc.spared)
			}
			if !tc.spared {
				return
			}
			// Running, then silent, as a host that hangs.
			if _, err := server.Write(fioFrame(97, fioOpETA, 0, jobsETA(1, [3]uint32{700, 77, 0}))); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(10 * limit); ; time.Sleep(10 * time.Millisecond) {
				if _, _, cut, _ := tap.state(); cut {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("a silent host was not cut off %s after its last answer", 10*limit)
				}
			}
			if since := time.Since(lastGoing); since < limit {
				t.Errorf("cut off %s after its last answer that it was going on, before the limit %s", since, limit)
			}
			if got := live.Hosts(); !slices.Equal(got, []HostRate{{host, 777}}) {
				t.Errorf("live %v, want %s at 777 IOPS", got, host)
			}
			// Cut off, the tap has closed the client's side: fio's client
			// sees the host gone.
			client.SetReadDeadline(time.Now().Add(5 * time.Second))
			if _, err := client.Read(make([]byte, 1)); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
				t.Errorf("the client's connection after the cut: %v, want it closed", err)
			}
		})
	}
}
