package datasets

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
)

// A result's key, result_id, is derived from what the row is, not from
// when or where it was read, so that ingesting the same bytes again, under
// any path, on any machine, in any shard, gives the same ids:
//
//	result_id = hex(sha256(source_id NUL host NUL job_name NUL job_instance NUL direction NUL k))[:32]
//
// with job_instance in decimal (0 when missing) and k the 1-based
// occurrence of that (source_id, host, job_name, job_instance, direction)
// among the source's rows, in the order its parser gives them (1 for
// every fio row, whose jobs that identity tells apart; 2, 3, ... for the
// rows of a table that names no jobs). 128 bits make a collision between
// two rows of any archive a practical impossibility.

// resultKey is the identity a result shares with its bins and samples.
type resultKey struct {
	source, host, job string
	instance          int64
	direction         string
}

// ResultID returns the result_id of the k-th row (from 1) of a source
// with the identity given.
func ResultID(sourceID, host, jobName string, jobInstance int64, direction string, k int) string {
	// The parts are laid out in one buffer, on the stack when they fit,
	// and hashed at once: an ingest computes one id per row.
	var buf [256]byte
	b := append(buf[:0], sourceID...)
	b = append(append(b, 0), host...)
	b = append(append(b, 0), jobName...)
	b = strconv.AppendInt(append(b, 0), jobInstance, 10)
	b = append(append(b, 0), direction...)
	b = strconv.AppendInt(append(b, 0), int64(k), 10)
	sum := sha256.Sum256(append(b, 0))
	return hex.EncodeToString(sum[:16])
}

// AssignResultIDs gives every result of ds without a result_id its id, and
// every histogram bin and time-series sample without one the id of its
// result in ds: the result of the same source, host (bins), job name, job
// instance and direction. A bin or sample of a log of its own (another
// source) is linked by ingest, which knows which results were read beside
// it. Rows that already have an id keep it. Bins and samples get their
// seq too (AssignSeq), so that every writer of rows, which calls this,
// keys them.
func AssignResultIDs(ds *Dataset) {
	AssignSeq(ds)
	if len(ds.Results) == 0 {
		return
	}
	seen := make(map[resultKey]int, len(ds.Results))
	for i := range ds.Results {
		r := &ds.Results[i]
		k := resultKey{r.SourceID, r.Host, r.JobName, r.JobInstance, r.Direction}
		seen[k]++
		if r.ResultID == "" {
			r.ResultID = ResultID(r.SourceID, r.Host, r.JobName, r.JobInstance, r.Direction, seen[k])
		}
	}
	// A result's bins come together: its id is computed once for them.
	var last resultKey
	lastID := ""
	for i := range ds.Histogram {
		b := &ds.Histogram[i]
		k := resultKey{b.SourceID, b.Host, b.JobName, b.JobInstance, b.Direction}
		if b.ResultID != "" {
			continue
		}
		if lastID == "" || k != last {
			if seen[k] == 0 {
				continue
			}
			last, lastID = k, ResultID(b.SourceID, b.Host, b.JobName, b.JobInstance, b.Direction, 1)
		}
		b.ResultID = lastID
	}
	if len(ds.Series) == 0 {
		return
	}
	// A sample names no host: it is its source's only result of that
	// job, instance and direction, or none.
	ids := SampleIndex{}
	for i := range ds.Results {
		ids.Add(ds.Results[i].SourceID, &ds.Results[i])
	}
	for i := range ds.Series {
		s := &ds.Series[i]
		if s.ResultID == "" {
			s.ResultID = ids.Find(s.SourceID, s)
		}
	}
}

// SampleIndex finds the result a time-series sample belongs to among the
// results of a group (a source, or a folder of them), by job name, job
// instance and direction: a sample has no other part of the identity. A
// result that is not the only match of its key is no match.
type SampleIndex map[sampleKey]string

type sampleKey struct {
	group, job string
	instance   int64
	direction  string
}

// ambiguous marks a key that more than one result has.
const ambiguous = "\x00"

// Add indexes result r under group.
func (ix SampleIndex) Add(group string, r *Result) {
	k := sampleKey{group, r.JobName, max(r.JobInstance, 1), r.Direction}
	if _, dup := ix[k]; dup {
		ix[k] = ambiguous
		return
	}
	ix[k] = r.ResultID
}

// Find returns the result_id of the result of group that s belongs to, ""
// when there is none or more than one. A result without a job_instance
// (a tool that numbers no jobs) matches instance 1, which a log without
// N in its name has.
func (ix SampleIndex) Find(group string, s *Sample) string {
	return ix.find(group, s.JobName, s.JobInstance, s.Direction)
}

// FindBin returns the result_id of the result of group that b, a bin of a
// histogram log (a source of its own, which names no host), belongs to,
// as Find does for a sample.
func (ix SampleIndex) FindBin(group string, b *LatencyBin) string {
	return ix.find(group, b.JobName, b.JobInstance, b.Direction)
}

func (ix SampleIndex) find(group, job string, instance int64, direction string) string {
	id := ix[sampleKey{group, job, max(instance, 1), direction}]
	if id == ambiguous {
		return ""
	}
	return id
}

// AssignSeq gives every histogram bin and time-series sample of ds without
// a seq its place among its source's rows of its table, in the order ds
// holds them, counted on from the highest seq the source's rows have
// already, so that (source_id, seq) is unique in each table. A parser
// gives a source's rows in the same order whenever it reads the same
// bytes, so that the copies of a file read by two shards have the same
// keys, and a query keeps one of each.
func AssignSeq(ds *Dataset) {
	numberRows(ds.Histogram, func(b *LatencyBin) (string, *int64) { return b.SourceID, &b.Seq })
	numberRows(ds.Series, func(s *Sample) (string, *int64) { return s.SourceID, &s.Seq })
}

func numberRows[T any](rows []T, key func(*T) (string, *int64)) {
	last := map[string]int64{}
	for i := range rows {
		source, seq := key(&rows[i])
		if *seq > last[source] {
			last[source] = *seq
		}
	}
	for i := range rows {
		if source, seq := key(&rows[i]); *seq == 0 {
			last[source]++
			*seq = last[source]
		}
	}
}
