package run

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strings"
	"testing"
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
		{"not fio's", [][]byte{
			fioFrame(v, 5, 0, []byte("x")),
			fioFrame(v+1, fioOpETA, 0, jobsETA(1, [3]uint32{1, 1, 1})), // another version: copied unread
			[]byte("trailing bytes"),
		}, []seen{{5, etaAnswer{}, false}}},
		{"cut short", [][]byte{fioFrame(v, 5, 0, []byte("x"))[:10]}, nil},
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
