package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestPooledTextSaysHowToRelabel: a pooled system's warning names each
// column that differs with its values, and gives the command that names
// each configuration: iopress run's --system for its own runs, ingest's
// --job-labels for the jobs of one fio file, its --labels for files, with
// a template that takes the system from the files' folders where they
// differ, else from their names; paths a shell would split are quoted.
func TestPooledTextSaysHowToRelabel(t *testing.T) {
	engines := analyze.Difference{Column: "engine", Values: []string{"psync", "libaio"}}
	hosts := analyze.Difference{Column: "host", Values: []string{"a", "b"}}
	for _, tc := range []struct {
		name string
		p    analyze.PooledSystem
		want string
	}{
		{"one fio file", analyze.PooledSystem{System: "bench", Differs: []analyze.Difference{engines}, Tools: []string{datasets.ToolFio}, Sources: []string{"runs/bench.json"}},
			"bench pools rows that differ in engine (psync, libaio), so its figures mix them; to compare them, make each fio job a system named after the job: " +
				"iopress ingest --job-labels '{system}' -o labelled runs/bench.json, then iopress report labelled"},
		{"a file per folder", analyze.PooledSystem{System: "fio", Differs: []analyze.Difference{engines, hosts}, Tools: []string{datasets.ToolFio}, Sources: []string{"a/fio.json", "b/fio.json"}},
			"fio pools rows that differ in engine (psync, libaio) and host (a, b), so its figures mix them; to compare them, name the systems after the files' paths: " +
				"iopress ingest --labels '{system}/{file}' -o labelled a/fio.json b/fio.json, then iopress report labelled"},
		{"files of one folder, one description", analyze.PooledSystem{System: "ssd", Differs: []analyze.Difference{hosts}, Tools: []string{datasets.ToolFio}, Sources: []string{`C:\runs\one.json`, `C:\runs\two.json`}},
			"ssd pools rows that differ in host (a, b), so its figures mix them; to compare them, name the systems after the files' paths: " +
				`iopress ingest --labels '{system}.json' -o labelled 'C:\runs\one.json' 'C:\runs\two.json', then iopress report labelled`},
		{"many files", analyze.PooledSystem{System: "x", Differs: []analyze.Difference{hosts}, Tools: []string{datasets.ToolFio}, Sources: []string{"1/x.json", "2/x.json", "3/x.json", "4/x.json", "5/x.json"}},
			"x pools rows that differ in host (a, b), so its figures mix them; to compare them, name the systems after the files' paths: " +
				"iopress ingest --labels '{system}/{file}' -o labelled 1/x.json 2/x.json 3/x.json 4/x.json ..., then iopress report labelled"},
		{"iopress runs", analyze.PooledSystem{System: "nvme", Differs: []analyze.Difference{engines}, Tools: []string{datasets.ToolIOPress}, Sources: []string{"/dev/nvme0n1"}},
			"nvme pools rows that differ in engine (psync, libaio), so its figures mix them; to compare them, give each run its own name: iopress run --system NAME ..."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := english.pooledText(&tc.p)
			if got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
			if strings.Contains(got, "%!") {
				t.Errorf("formatting error in %q", got)
			}
		})
	}
}
