package analyze

import (
	"math"

	"github.com/iopress/iopress/datasets"
)

// combineParallelJobs merges the rows of one run's parallel jobs into one
// row per run: fio without group_reporting writes each of numjobs jobs on
// its own (job_instance 1..N), but the run's throughput is their sum, and
// taking their median would understate it N times. Rows are one run's
// jobs when they share source, host, job name, direction and cell.
//
// IOPS and bandwidth add up; the mean latency is the IOPS-weighted mean of
// the jobs'; latency percentiles cannot be combined from percentiles and
// are dropped (the latency histogram table keeps the whole distribution);
// per-job CPU adds up. Rows without a job instance pass through as they are.
func combineParallelJobs(rows []datasets.Result) []datasets.Result {
	type key struct {
		source, host, job, system, direction string
		cell                                 Cell
		repetition                           int64
	}
	groups := map[key][]int{}
	var order []key
	for i := range rows {
		r := &rows[i]
		if r.JobInstance == 0 {
			continue
		}
		k := key{r.SourceID, r.Host, r.JobName, r.System, r.Direction, cellOf(r), r.Repetition}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], i)
	}
	combined := false
	for _, k := range order {
		if len(groups[k]) > 1 {
			combined = true
		}
	}
	if !combined {
		return rows
	}
	out := make([]datasets.Result, 0, len(rows))
	done := map[key]bool{}
	for i := range rows {
		r := rows[i]
		if r.JobInstance == 0 {
			out = append(out, r)
			continue
		}
		k := key{r.SourceID, r.Host, r.JobName, r.System, r.Direction, cellOf(&r), r.Repetition}
		if done[k] {
			continue
		}
		done[k] = true
		idx := groups[k]
		if len(idx) == 1 {
			out = append(out, r)
			continue
		}
		sum := r
		sum.JobInstance = 0
		sum.IOPS, sum.BWBytesPerS = 0, 0
		sum.JobUsrCPUPct, sum.JobSysCPUPct = 0, 0
		weighted, weight := 0.0, 0.0
		for _, j := range idx {
			o := &rows[j]
			sum.IOPS += o.IOPS
			sum.BWBytesPerS += o.BWBytesPerS
			sum.JobUsrCPUPct += o.JobUsrCPUPct
			sum.JobSysCPUPct += o.JobSysCPUPct
			if !math.IsNaN(o.LatMeanNs) && !math.IsNaN(o.IOPS) {
				weighted += o.LatMeanNs * o.IOPS
				weight += o.IOPS
			}
		}
		sum.LatMeanNs = math.NaN()
		if weight > 0 {
			sum.LatMeanNs = weighted / weight
		}
		sum.LatP50Ns, sum.LatP99Ns, sum.LatP999Ns = math.NaN(), math.NaN(), math.NaN()
		// The extremes of the jobs together are the extremes of theirs;
		// the spread would need each job's count and mean, so it goes.
		sum.LatStddevNs = math.NaN()
		for _, j := range idx {
			o := &rows[j]
			if j == idx[0] {
				sum.LatMinNs, sum.LatMaxNs = o.LatMinNs, o.LatMaxNs
			}
			sum.LatMinNs, sum.LatMaxNs = math.Min(sum.LatMinNs, o.LatMinNs), math.Max(sum.LatMaxNs, o.LatMaxNs)
		}
		out = append(out, sum)
	}
	return out
}
