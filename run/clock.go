package run

// ticksToNanos converts a count of a counter's ticks at freq a second into
// nanoseconds, exactly to the nanosecond below, without overflowing for
// any count a run makes (ticks*1e9 would, after 15 minutes of a 10 MHz
// counter).
func ticksToNanos(ticks, freq int64) int64 {
	return ticks/freq*1e9 + ticks%freq*1e9/freq
}
