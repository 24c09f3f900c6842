package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// threadRows are random 4K reads at QD32 of two systems, with the thread
// counts given.
func threadRows(jobs ...int64) []datasets.Result {
	var rows []datasets.Result
	for i, system := range []string{"a", "b"} {
		for _, n := range jobs {
			r := datasets.NewResult()
			r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs = system, "random", "read", 4096, 32, n
			r.IOPS = 100000 * float64(n) * (1 + float64(i)*float64(n)/10) // b leads, most at 16 threads
			r.BWBytesPerS = r.IOPS * 4096
			rows = append(rows, r)
		}
	}
	return rows
}

// TestThreadsNamedOnlyWhereTheyDiffer: a workload's thread count is
// named, in the reader's words, only where the article's workloads differ
// in it; where every one runs one thread, no name carries an unexplained
// "T1", in any language.
func TestThreadsNamedOnlyWhereTheyDiffer(t *testing.T) {
	for _, language := range words.Langs {
		one, err := analyze.Compare(threadRows(1), analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		art, err := Build(&datasets.Dataset{Results: threadRows(1)}, one, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(append(art.Findings, art.Verdict), " ")
		for _, tb := range art.Tables {
			text += " " + tb.Title + " " + strings.Join(tb.Groups, " ")
		}
		if strings.Contains(text, "T1") || strings.Contains(text, language.Say("%d threads", 1)) {
			t.Errorf("%s, one thread everywhere: %q names it", language, text)
		}
		mixed, err := analyze.Compare(threadRows(1, 16), analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		art, err = Build(&datasets.Dataset{Results: threadRows(1, 16)}, mixed, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		text = strings.Join(append(art.Findings, art.Verdict), " ")
		if !strings.Contains(text, language.Say("%d threads", 16)) || strings.Contains(text, "T16") {
			t.Errorf("%s, 1 and 16 threads: %q does not say %q", language, text, language.Say("%d threads", 16))
		}
	}
}
