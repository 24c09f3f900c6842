package run

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestParsePlist(t *testing.T) {
	const doc = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Name</key>
	<string>macOS – data</string>
	<key>Empty</key>
	<string></string>
	<key>Size</key>
	<integer>511900434432</integer>
	<key>Real</key>
	<real>1.5682240512E10</real>
	<key>Yes</key>
	<true/>
	<key>No</key>
	<false/>
	<key>Data</key>
	<data>
	aW9w
	cmVzcw==
	</data>
	<key>Date</key>
	<date>2023-08-23T20:58:04Z</date>
	<key>List</key>
	<array>
		<dict/>
		<array/>
	</array>
</dict>
</plist>
`
	v, err := parsePlist([]byte(doc), "doc.plist")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"Name": "macOS – data", "Empty": "", "Size": int64(511900434432), "Real": 1.5682240512e10,
		"Yes": true, "No": false, "Data": []byte("iopress"), "Date": "2023-08-23T20:58:04Z",
		"List": []any{map[string]any{}, []any{}},
	}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("got  %#v\nwant %#v", v, want)
	}
}

// TestParsePlistErrors: a broken property list is refused with the file,
// the line and what was wrong.
func TestParsePlistErrors(t *testing.T) {
	for _, tt := range []struct{ doc, want string }{
		{"", "bad.plist:1: want an XML property list"},
		{"<dict/>", "want <plist>, found <dict>"},
		{"<plist>\n<dict><key>a</key><string>1</string>\n<key>a</key><string>2</string></dict></plist>", `bad.plist:3: key "a" twice in one dict`},
		{"<plist><dict><key>a</key></dict></plist>", `key "a" has no value`},
		{"<plist><dict><string>a</string></dict></plist>", "want <key> in a dict, found <string>"},
		{"<plist><integer>12x</integer></plist>", "<integer>12x</integer>: want a whole number"},
		{"<plist><array>stray</array></plist>", `text "stray" outside a value`},
		{"<plist><dict/><dict/></plist>", "want </plist> after the property list's one value"},
		{"<plist><thing/></plist>", "<thing> is no property list value"},
		{"<plist>" + strings.Repeat("<array>", 40) + strings.Repeat("</array>", 40) + "</plist>", "nested deeper than 32"},
		{"<plist><array>", "bad.plist:1:"},
	} {
		_, err := parsePlist([]byte(tt.doc), "bad.plist")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: err = %v, want it to say %q", tt.doc, err, tt.want)
		}
	}
}

// TestParseDiskInfo: real `diskutil info -plist` outputs, and the setup's
// Device line made of them.
func TestParseDiskInfo(t *testing.T) {
	for _, tt := range []struct {
		file, line, parent string
		stores             []string
	}{
		{"hst-imager__diskutil-info-disk0.plist", "disk0, INTEL SSDPEKNW512G8 (PCI-Express, solid state)", "disk0", nil},
		{"hst-imager__diskutil-info-disk1.plist", "disk1, INTEL SSDPEKNW512G8 (PCI-Express, solid state)", "disk1", []string{"disk0s2"}},
		{"hst-imager__diskutil-info-disk2-usb-stick.plist", "disk2, Cruzer Fit (USB)", "disk2", nil},
		{"hst-imager__diskutil-info-disk2-usb-ide-adapter.plist", "disk2, SSD PM830 mSATA (USB)", "disk2", nil},
	} {
		in, err := parseDiskInfo(diskutilSample(t, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if got := in.deviceLine(); got != tt.line {
			t.Errorf("%s: %q, want %q", tt.file, got, tt.line)
		}
		if in.parentWhole != tt.parent || !slices.Equal(in.stores, tt.stores) {
			t.Errorf("%s: parent %q, stores %v", tt.file, in.parentWhole, in.stores)
		}
	}
}

// TestDiskutilErrors: diskutil's own failure, which it writes as a plist
// (Error, ErrorMessage, ExitCode), and answers that lack what iopress
// reads, are errors naming the answer and the place.
func TestDiskutilErrors(t *testing.T) {
	const failed = `<plist version="1.0"><dict><key>Error</key><true/><key>ErrorMessage</key><string>Could not find disk: disk9</string><key>ExitCode</key><integer>1</integer></dict></plist>`
	if _, err := parseDiskInfo([]byte(failed), "diskutil info -plist disk9"); err == nil || err.Error() != "diskutil info -plist disk9: diskutil says: Could not find disk: disk9" {
		t.Errorf("diskutil's failure: %v", err)
	}
	for _, tt := range []struct{ doc, want string }{
		{`<plist><dict/></plist>`, "diskutil list -plist: no AllDisksAndPartitions"},
		{`<plist><array/></plist>`, "diskutil list -plist: want a dict, found []interface {}"},
		{`<plist><dict><key>AllDisksAndPartitions</key><array><dict><key>DeviceIdentifier</key><string>disk0</string></dict><dict/></array></dict></plist>`,
			"diskutil list -plist: AllDisksAndPartitions[1]: no DeviceIdentifier"},
		{`<plist><dict><key>AllDisksAndPartitions</key><array><dict><key>DeviceIdentifier</key><string>disk0</string><key>Partitions</key><array><dict><key>DeviceIdentifier</key><integer>1</integer></dict></array></dict></array></dict></plist>`,
			"AllDisksAndPartitions[0]: Partitions[0]: DeviceIdentifier: want a string, found int64"},
		{`<plist><dict><key>AllDisksAndPartitions</key><array><dict><key>DeviceIdentifier</key><string>disk3</string><key>APFSPhysicalStores</key><string>disk0s2</string></dict></array></dict></plist>`,
			"AllDisksAndPartitions[0]: APFSPhysicalStores: want an array, found string"},
	} {
		if _, err := parseDiskList([]byte(tt.doc), "diskutil list -plist"); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to say %q", tt.doc, err, tt.want)
		}
	}
}
