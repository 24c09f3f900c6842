#!/usr/bin/env bash
# Side-by-side: iopress ingest against a plain Python json script on the same
# folder of real fio json+ files, in the same run. Prints wall time, MB/s,
# files/s, CPU time (user and system) per file and peak memory for Python
# (one core), iopress on one core (--jobs 1, pinned to CPU 0) and iopress
# on every core; then iopress's peak memory on a fifth of the files, to
# show it does not grow with their number. Each timing is the median of
# three runs.
#
#   bash bench/ingest.sh [N_FILES]
#
# Last, for programs (bench/all.sh): a header and rows of ratios of
# iopress on one core to its baseline, fields separated by spaces:
#
#   what baseline rate_ratio cpu_per_file_ratio time_ratio
#
# ingest-1core against python (files/s, CPU seconds per file, wall time),
# ingest-parquet against ingest --jobs 1 without --parquet (wall time;
# "-" where a ratio does not apply), and ingest-ceiling: the Python
# script's wall time over its own with --read-only (the files read the
# same way, none parsed), the most that any program reading them file by
# file could gain on it.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-5000}
data=bench/data/fio-jsonplus
bash bench/gen-fio-jsonplus.sh "$data" "$n"
make --no-print-directory build > /dev/null # the binary make build and make report use
files=$(find "$data" -name '*.json' | wc -l)
bytes=$(find "$data" -name '*.json' -printf '%s\n' | awk '{s+=$1} END {print s}')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The interpreter itself, not a wrapper that picks it (pyenv's shim is a
# script that costs about 0.05 s a run, which is not Python's work).
py=$(python3 -c 'import sys; print(sys.executable)')

# measure LABEL CMD...: median wall seconds and peak RSS (KiB) of 3 runs;
# the medians of wall and CPU (user and system) seconds are left in
# $wall_med and $cpu_med.
measure() {
  local label=$1; shift
  local walls=() cpus=() rss=0
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %M %U %S' -o "$out/time" "$@" > "$out/stdout" 2>/dev/null
    read -r wall kb usr sys < "$out/time"
    walls+=("$wall")
    cpus+=("$(awk -v u="$usr" -v s="$sys" 'BEGIN { print u + s }')")
    [ "$kb" -gt "$rss" ] && rss=$kb
  done
  local med
  med=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 2p)
  wall_med=$med
  cpu_med=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 2p)
  awk -v l="$label" -v w="$med" -v c="$cpu_med" -v b="$bytes" -v f="$files" -v r="$rss" \
    'BEGIN { printf "%-28s %7.2f s %8.1f MB/s %8.0f files/s %6.1f us CPU/file %7.0f MiB peak\n", l, w, b/w/1e6, f/w, c/f*1e6, r/1024 }'
  tail -n 1 "$out/stdout"
}

echo "$files real fio json+ files, $((bytes / 1000000)) MB, $(nproc) cores"
# The floor: what only reading the files costs, with cat.
measure "floor: cat (1 core)" taskset -c 0 sh -c "find '$data' -name '*.json' -print0 | xargs -0 cat > /dev/null"
measure "python, reading only (1 core)" "$py" bench/fio_fields.py --read-only "$data"
read_wall=$wall_med
measure "python json (1 core)" "$py" bench/fio_fields.py "$data"
py_wall=$wall_med py_cpu=$cpu_med
measure "iopress ingest --jobs 1" taskset -c 0 bin/iopress ingest --jobs 1 --out "$out/ds1" "$data"
one_wall=$wall_med one_cpu=$cpu_med
measure "iopress ingest --jobs 1 --parquet" taskset -c 0 bin/iopress ingest --jobs 1 --parquet --out "$out/dsp" "$data"
pq_wall=$wall_med
measure "iopress ingest (all cores)" bin/iopress ingest --out "$out/ds2" "$data"
# Memory does not depend on the number of files: a fifth of them.
mkdir -p "$out/fifth"
find "$data" -name '*.json' | sort | awk 'NR % 5 == 0' | xargs -I{} ln -s "$(pwd)/{}" "$out/fifth/"
files=$(find "$out/fifth" -name '*.json' | wc -l)
bytes=$(find -L "$out/fifth" -name '*.json' -printf '%s\n' | awk '{s+=$1} END {print s}')
measure "iopress, a fifth of the files" bin/iopress ingest --out "$out/ds3" "$out/fifth"

echo "what baseline rate_ratio cpu_per_file_ratio time_ratio"
awk -v pw="$py_wall" -v pc="$py_cpu" -v ow="$one_wall" -v oc="$one_cpu" -v qw="$pq_wall" -v rw="$read_wall" 'BEGIN {
  printf "ingest-1core python %.2f %.2f %.2f\n", pw / ow, oc / pc, ow / pw
  printf "ingest-ceiling python %.2f - -\n", pw / rw
  printf "ingest-parquet arrow-only - - %.2f\n", qw / ow
}'
