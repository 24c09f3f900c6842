package render

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
)

// A reader is told where the figures come from as an editor credits a
// source: the publication of a published table, the benchmark and its
// version with the day it ran for an export or a tool's output, and the
// runs iopress measured as one line per configuration. Paths, hashes,
// run ids and byte counts are the dataset's provenance, not the reader's:
// they stay in the dataset, in the PDF's and the page's metadata, and in
// {{provenance}} for an editor who wants them as an appendix.

// credit is one line of the sources as the reader reads them: whose
// figures, and from where.
type credit struct {
	systems []string
	tool    string // the tool and its version, as the setup table writes it
	kind    string // a datasets.Tool constant
	day     string // YYYY-MM-DD, "" unknown
	note    string // a published table's credit, in its own words
	sources int
}

// credits are the article's sources as a reader is told them, one line
// each, in the order of the systems they measured.
func (l lang) credits(ds *datasets.Dataset, systems []string) []string {
	var out []*credit
	for _, src := range ds.Sources {
		c := &credit{note: creditNote(src)}
		first := int64(0)
		for i := range ds.Results {
			r := &ds.Results[i]
			if r.SourceID != src.ID || !slices.Contains(systems, r.System) {
				continue
			}
			if !slices.Contains(c.systems, r.System) {
				c.systems = append(c.systems, r.System)
			}
			if c.kind == "" {
				c.kind = r.Tool
				c.tool = l.toolLabel(r.Tool, r.ToolVersion)
			}
			if r.StartUnixS > 0 && (first == 0 || r.StartUnixS < first) {
				first = r.StartUnixS
			}
		}
		if len(c.systems) == 0 {
			continue // no figure of the article's
		}
		slices.SortFunc(c.systems, func(a, b string) int { return slices.Index(systems, a) - slices.Index(systems, b) })
		switch {
		case len(src.Setup.Date) >= 10:
			c.day = src.Setup.Date[:10]
		case first > 0:
			c.day = time.Unix(first, 0).UTC().Format(time.DateOnly)
		}
		// The runs of one configuration, tool and day are one line.
		i := slices.IndexFunc(out, func(o *credit) bool {
			return slices.Equal(o.systems, c.systems) && o.tool == c.tool && o.kind == c.kind && o.day == c.day && o.note == c.note
		})
		if i >= 0 {
			out[i].sources++
			continue
		}
		c.sources = 1
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b *credit) int {
		return cmp.Compare(slices.Index(systems, a.systems[0]), slices.Index(systems, b.systems[0]))
	})
	var lines []string
	for _, c := range out {
		text := l.creditText(c)
		if len(c.systems) < len(systems) {
			text = l.Say("%s: %s", l.JoinAnd(c.systems), text)
		}
		lines = append(lines, text)
	}
	return lines
}

// creditText says where a credit's figures come from.
func (l lang) creditText(c *credit) string {
	day := l.longDate(c.day)
	switch {
	case c.kind == datasets.ToolPublished && c.note != "":
		return c.note
	case c.kind == datasets.ToolPublished:
		return l.Say("Published results")
	case c.kind == datasets.ToolIOPress && day != "":
		return l.Say("measured with %s, %d runs, %s", c.tool, c.sources, day)
	case c.kind == datasets.ToolIOPress:
		return l.Say("measured with %s, %d runs", c.tool, c.sources)
	case (c.kind == datasets.ToolCrystalDiskMark || c.kind == datasets.ToolKDiskMark) && day != "":
		return l.Say("%s export, %s", c.tool, day)
	case c.kind == datasets.ToolCrystalDiskMark || c.kind == datasets.ToolKDiskMark:
		return l.Say("%s export", c.tool)
	case c.sources > 1 && day != "":
		return l.Say("%s output, %d runs, %s", c.tool, c.sources, day)
	case c.sources > 1:
		return l.Say("%s output, %d runs", c.tool, c.sources)
	case day != "":
		return l.Say("%s output, %s", c.tool, day)
	}
	return l.Say("%s output", c.tool)
}

// creditNote is a published table's credit: its first note, the
// publication it names (the bundled dataset's "Published results: ..."),
// "" for any other source.
func creditNote(s datasets.Source) string {
	if s.Tool != datasets.ToolPublished {
		return ""
	}
	for _, line := range strings.Split(s.Notes, "\n") {
		if line = strings.TrimSpace(line); line != "" && !namesColumns(line) {
			return line
		}
	}
	return ""
}

// columnID is a results column as a file names it, a measure in a unit:
// bw_gib_s, lat_avg_ms, cpu_total_pct, bw_bytes_per_s.
var columnID = regexp.MustCompile(`\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:s|ms|us|ns|pct|bytes|iops)\b`)

// namesColumns says whether a note documents a file's columns by their
// ids ("Units: bw_gib_s = GiB/s, ..."): the tables' headers say the
// units in the reader's language, and the ids are no reader's words.
func namesColumns(note string) bool { return columnID.MatchString(note) }

// notePath is an absolute path in a note: a Unix one of two parts or more,
// or a Windows drive's.
var notePath = regexp.MustCompile(`(?:^|[\s=:"'(])/[^\s/]+/[^\s]|\b[A-Za-z]:\\`)

// namesPath says whether a note names a path: the machine's own detail
// (a command line run on a temporary file), which the dataset keeps.
func namesPath(note string) bool { return notePath.MatchString(note) }

// toolLabel names a tool with its version, as the setup table does:
// "CrystalDiskMark 8.0.4", "fio-3.33"; a development build's "dev" is no
// version.
func (l lang) toolLabel(tool, version string) string {
	name, ok := toolNames[tool]
	if !ok {
		name = tool
	}
	switch {
	case name == "" && tool == datasets.ToolPublished:
		return ""
	case name == "":
		return tool
	case version == "" || version == "dev":
		return name
	case !strings.HasPrefix(strings.ToLower(version), strings.ToLower(name)):
		return name + " " + version
	}
	return version
}

// longDate writes a day as the reader's language does: "6 January 2024".
// A day it cannot read is written as it is.
func (l lang) longDate(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	d, y := strconv.Itoa(t.Day()), strconv.Itoa(t.Year()) // no digit grouping in a year
	switch t.Month() {
	case time.January:
		return l.Say("%s January %s", d, y)
	case time.February:
		return l.Say("%s February %s", d, y)
	case time.March:
		return l.Say("%s March %s", d, y)
	case time.April:
		return l.Say("%s April %s", d, y)
	case time.May:
		return l.Say("%s May %s", d, y)
	case time.June:
		return l.Say("%s June %s", d, y)
	case time.July:
		return l.Say("%s July %s", d, y)
	case time.August:
		return l.Say("%s August %s", d, y)
	case time.September:
		return l.Say("%s September %s", d, y)
	case time.October:
		return l.Say("%s October %s", d, y)
	case time.November:
		return l.Say("%s November %s", d, y)
	}
	return l.Say("%s December %s", d, y)
}

// provenance is the full record of the sources, for the file's metadata
// and an editor's appendix: each source's path, parser, size and id.
func (l lang) provenance(sources []datasets.Source) []string {
	var out []string
	for _, s := range sources {
		line := l.sourceLine(s)
		if s.ID != "" {
			line += " " + l.sourceID(s.ID)
		}
		out = append(out, line)
	}
	return out
}
