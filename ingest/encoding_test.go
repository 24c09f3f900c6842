package ingest_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/syntax"
)

// realSamples are a real file of each format and kind ingest reads, from
// the parsers' testdata.
var realSamples = []string{
	"fio/testdata/psync-randread.json",
	"fio/testdata/psync-randwrite.jsonplus",
	"fio/testdata/fio2/GoogleCloudPlatform__PerfKitBenchmarker__fio-parser-sample-result.json",
	"fio/testdata/terse-v3.terse",
	"fio/testdata/logged_bw.1.log",
	"../datasets/reference/article1/published.csv",
	"cdm/testdata/samples/crystaldiskmark/ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt",
	"cdm/testdata/samples/crystaldiskmark/ned14__TripleGit__async_file_io.hpp_CDM3.0.2_Samsung830SSD.EXTRACTED.txt",
	"cdm/testdata/samples/kdiskmark/JonMagon__KDiskMark__README.md_KDiskMark_3.0.0_report.EXTRACTED.txt",
	"diskspd/testdata/microsoft__VirtualClient__DiskSpd-v2.2.0-SingleGroup.txt",
	"diskspd/testdata/GoogleCloudPlatform__PerfKitBenchmarker__diskspd_result.xml",
	"fio/testdata/histc3_clat_hist.1.log",
	"iometer/testdata/SQLServerIO__IometerParser__iometeroutput.csv",
}

// utf16With encodes UTF-8 text as UTF-16 with its byte-order mark.
func utf16With(text []byte, bigEndian bool) []byte {
	units := utf16.Encode([]rune(string(text)))
	out := []byte{0xff, 0xfe}
	if bigEndian {
		out = []byte{0xfe, 0xff}
	}
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// tables prints what a file gave, but for what depends on its bytes (its
// sha256 and size), so that two encodings of one text compare equal.
func tables(ds *datasets.Dataset) string {
	var b strings.Builder
	for _, r := range ds.Results {
		r.SourceID, r.ResultID = "", "" // both from the bytes, which differ
		fmt.Fprintf(&b, "%+v\n", r)
	}
	for _, s := range ds.Sources {
		s.ID, s.SizeBytes = "", 0
		fmt.Fprintf(&b, "%+v\n", s)
	}
	for _, h := range ds.Histogram {
		h.SourceID, h.ResultID = "", ""
		fmt.Fprintf(&b, "%+v\n", h)
	}
	fmt.Fprintf(&b, "%d bins, %d samples, problems %+v", len(ds.Histogram), len(ds.Series), ds.Problems)
	return b.String()
}

// TestByteOrderMarks: every format reads alike from UTF-8 without a BOM,
// with one (Notepad, Excel's "CSV UTF-8", PowerShell's Out-File -Encoding
// utf8) and from UTF-16 with its BOM (Notepad's "Unicode", PowerShell 5's
// > redirection), each real sample in each encoding.
func TestByteOrderMarks(t *testing.T) {
	for _, path := range realSamples {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) || bytes.HasPrefix(data, []byte{0xff, 0xfe}) {
				t.Fatal("test: the sample has a BOM already")
			}
			name := filepath.Base(path) // a fio log is known by its name
			plain, err := ingest.Bytes(data, name)
			if err != nil {
				t.Fatal(err)
			}
			if len(plain.Results)+len(plain.Series)+len(plain.Histogram) == 0 {
				t.Fatal("test: the sample gives no rows")
			}
			want := tables(plain)
			for encoding, encoded := range map[string][]byte{
				"UTF-8 BOM":    append([]byte("\xef\xbb\xbf"), data...),
				"UTF-16LE BOM": utf16With(data, false),
				"UTF-16BE BOM": utf16With(data, true),
			} {
				ds, err := ingest.Bytes(encoded, name)
				if err != nil {
					t.Errorf("%s: %v", encoding, err)
					continue
				}
				if got := tables(ds); got != want {
					t.Errorf("%s: tables differ from the plain file's:\n%s\nwant\n%s", encoding, got, want)
				}
				if ds.Sources[0].SizeBytes != int64(len(encoded)) {
					t.Errorf("%s: source size %d, want the file's %d", encoding, ds.Sources[0].SizeBytes, len(encoded))
				}
			}
		})
	}
}

// TestBlankFiles: a file with nothing to read says what it holds instead.
func TestBlankFiles(t *testing.T) {
	for _, tc := range []struct {
		data []byte
		want string
	}{
		{nil, "empty file"},
		{[]byte("\xef\xbb\xbf"), "a byte-order mark and nothing else"},
		{[]byte{0xff, 0xfe}, "a byte-order mark and nothing else"},
		{bytes.Repeat([]byte(" "), 1<<20), fmt.Sprintf("%d bytes of white space", 1<<20)},
		{[]byte(" \t\r\n\n"), "5 bytes of white space"},
	} {
		_, err := ingest.Bytes(tc.data, "blank.json")
		var se *syntax.Error
		if !errors.As(err, &se) || se.File != "blank.json" || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%d bytes %.8q: error %v, want a syntax error saying %q", len(tc.data), tc.data, err, tc.want)
		}
	}
	// UTF-16 cut in the middle of a character is a broken file, and says so.
	_, err := ingest.Bytes([]byte{0xff, 0xfe, 'a'}, "cut.txt")
	if !errors.Is(err, syntax.ErrOddUTF16) {
		t.Errorf("odd UTF-16: error %v, want one wrapping syntax.ErrOddUTF16", err)
	}
}

// TestLineEndings: every format reads alike with Unix line ends and with
// Windows' (CRLF), as files saved on one system and read on the other
// have them; each real sample both ways.
func TestLineEndings(t *testing.T) {
	for _, path := range realSamples {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			lf := bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
			crlf := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
			name := filepath.Base(path)
			var got []string
			for _, text := range [][]byte{lf, crlf} {
				ds, err := ingest.Bytes(text, name)
				if err != nil {
					t.Fatal(err)
				}
				if len(ds.Results)+len(ds.Series)+len(ds.Histogram) == 0 {
					t.Fatal("no rows")
				}
				got = append(got, tables(ds))
			}
			if got[0] != got[1] {
				t.Errorf("with CRLF line ends:\n%s\nwith LF:\n%s", got[1], got[0])
			}
			if strings.Contains(got[1], "\r") {
				t.Errorf("a carriage return got into a row:\n%s", got[1])
			}
		})
	}
}
