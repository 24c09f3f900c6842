package fio

import "fmt"

// numberMap is a JSON object of numbers keyed by strings (fio's percentile
// and bins objects), kept in the order fio wrote it: bins come sorted by
// latency, so keeping the order saves a sort.
type numberMap []numberEntry

type numberEntry struct {
	key   float64 // the key as a number: fio's keys are latencies, percentiles or bucket indexes
	name  string  // the key when it is not a number (fio 2's FIO_IO_U_PLAT_BITS)
	value float64
}

// get returns the value of a key that is not a number.
func (m numberMap) get(name string) (float64, bool) {
	for _, e := range m {
		if e.name == name {
			return e.value, true
		}
	}
	return 0, false
}

// documentEnd finds the end of the JSON object starting at data[start],
// skipping strings; -1 when the data ends before it closes (truncated).
func documentEnd(data []byte, start int) int {
	depth := 0
	for i := start; i < len(data); i++ {
		switch data[i] {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

var errTruncated = fmt.Errorf("truncated")
