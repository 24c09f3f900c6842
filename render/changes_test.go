package render_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render"
)

func runs(system string, iops ...float64) []datasets.Result {
	var out []datasets.Result
	for i, v := range iops {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.Repetition, r.IOPS = system, "random", "read", 4096, int64(i+1), v
		out = append(out, r)
	}
	return out
}

func TestWriteChanges(t *testing.T) {
	same, _ := analyze.CompareRuns(runs("a", 100, 101, 99, 100, 102), runs("b", 101, 99, 100, 102, 100), analyze.Options{}, false)
	var buf bytes.Buffer
	if err := render.WriteChanges(&buf, same, "text"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "~ (p=") || !strings.Contains(buf.String(), "n=5+5") {
		t.Errorf("no difference, text:\n%s\nwant a ~ with p and n", buf.String())
	}
	faster, _ := analyze.CompareRuns(runs("a", 100, 101, 99, 100, 102), runs("b", 120, 121, 119, 122, 120), analyze.Options{}, false)
	buf.Reset()
	render.WriteChanges(&buf, faster, "text")
	if !strings.Contains(buf.String(), "+20.00% (p=0.008 n=5+5)") {
		t.Errorf("a 20%% gain, text:\n%s", buf.String())
	}
	buf.Reset()
	if err := render.WriteChanges(&buf, faster, "csv"); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil || len(recs) != 2 || recs[0][2] != "metric" || recs[1][2] != "iops" || recs[1][13] != "true" {
		t.Errorf("csv: %v %v", recs, err)
	}
	buf.Reset()
	render.WriteChanges(&buf, faster, "json")
	var doc struct {
		Changes []struct {
			Metric      string  `json:"metric"`
			DeltaPct    float64 `json:"delta_pct"`
			Significant bool    `json:"significant"`
		} `json:"changes"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil || len(doc.Changes) != 1 || !doc.Changes[0].Significant {
		t.Errorf("json: %s (%v)", buf.String(), err)
	}
	if err := render.WriteChanges(&buf, faster, "xml"); err == nil {
		t.Error("unknown format accepted")
	}
}
