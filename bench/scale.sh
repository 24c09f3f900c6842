#!/usr/bin/env bash
# iopress ingest at scale: an archive of N distinct fio json+ results
# (default 1,000,000; bench/scalegen varies the job names, timestamps and
# figures of the 5,000 real outputs bench/gen-fio-jsonplus.sh makes) read
# by iopress ingest, against an archive of 5,000 made the same way and the
# 5,000 real files themselves, and read again with --parquet. Prints wall
# time, files/s, CPU time (user and system: on a machine shared with other
# work the wall time says more of the others than of iopress) and peak
# memory of each; the archives are kept in bench/data for the next runs.
#
#   bash bench/scale.sh [N]      (make bench-scale SCALE_FILES=N)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
data=bench/data/fio-jsonplus
bash bench/gen-fio-jsonplus.sh "$data" 5000
make --no-print-directory build > /dev/null # the binary make build and make report use
go build -o bin/scalegen ./bench/scalegen
for count in 5000 "$n"; do
  archive=bench/data/scale-$count.tar.zst
  if [ ! -s "$archive" ]; then
    echo "writing $archive ($count results)"
    bin/scalegen -n "$count" -from "$data" -o "$archive"
  fi
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# measure LABEL FILES INPUT [FLAG...]: wall time, files/s, CPU time and
# peak memory of one ingest.
measure() {
  local label=$1 files=$2 input=$3
  shift 3
  rm -rf "$out/ds"
  /usr/bin/time -f '%e %U %S %M' -o "$out/time" bin/iopress ingest --out "$out/ds" "$@" "$input" > "$out/stdout"
  read -r wall user sys kb < "$out/time"
  awk -v l="$label" -v w="$wall" -v f="$files" -v u="$user" -v s="$sys" -v r="$kb" \
    'BEGIN { printf "%-34s %9.2f s %9.0f files/s %8.2f s CPU %7.0f MiB peak\n", l, w, f/w, u + s, r/1024 }'
  tail -n 1 "$out/stdout"
}

echo "$(nproc) cores; archives of copies of $(find "$data" -name '*.json' | wc -l) real fio json+ outputs"
measure "5,000 real files (a folder)" 5000 "$data"
measure "archive of 5,000" 5000 bench/data/scale-5000.tar.zst
measure "archive of $n" "$n" "bench/data/scale-$n.tar.zst"
measure "archive of $n, --parquet" "$n" "bench/data/scale-$n.tar.zst" --parquet
