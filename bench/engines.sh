#!/usr/bin/env bash
# iopress's engines against fio, on the same targets, in the same run: a
# file in tmpfs (CPU-bound) and a file on the disk with O_DIRECT
# (device-bound); 4K random read with psync at depth 1, libaio and io_uring
# at depth 32. Each pair runs RUNS times, fio and iopress alternating (and
# taking turns to go first), and
# `iopress compare` gives the ratios iopress/fio of IOPS, CPU time per I/O
# (each tool's own threads) and mean latency, medians over the runs.
#
#   bash bench/engines.sh [RUNS] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
secs=${2:-2}
go build -o bin/iopress ./cmd/iopress
work=$(mktemp -d)
ram=$(mktemp -d /dev/shm/iopress-engines.XXXXXX)
trap 'rm -rf "$work" "$ram"' EXIT
mkdir -p bench/data
disk=bench/data/engines.dat
size=256MiB
for target in "$ram/engines.dat" "$disk"; do
  [ -f "$target" ] || bin/iopress run --rw randread --bs 4k --target "$target" --size $size --out "$(mktemp -d -p "$work")" --runtime 100ms >/dev/null
done

printf '%-8s %-9s %5s  %12s %12s %12s\n' target engine depth "IOPS ratio" "CPU/IO ratio" "lat ratio"
for t in tmpfs disk; do
  target="$ram/engines.dat" direct=0 flag=""
  if [ $t = disk ]; then target=$disk direct=1 flag=--direct; fi
  for spec in psync:1 libaio:32 io_uring:32; do
    engine=${spec%:*} depth=${spec#*:}
    fdir="$work/$t-$engine/fio" idir="$work/$t-$engine/iopress"
    mkdir -p "$fdir"
    run_fio() {
      fio --name=bench --filename="$target" --size=$size --rw=randread --bs=4k --ioengine="$engine" \
        --iodepth="$depth" --direct=$direct --runtime="$secs" --time_based --output-format=json \
        --output="$fdir/run$1.json" >/dev/null
    }
    run_iopress() {
      bin/iopress run --rw randread --bs 4k --iodepth "$depth" --engine "$engine" $flag --target "$target" \
        --size $size --runtime "${secs}s" --out "$idir/run$1" >/dev/null
    }
    # Which tool goes first alternates, so that neither always finds the
    # device (or a cloud disk's burst credits) as the other left it.
    for i in $(seq "$runs"); do
      if [ $((i % 2)) -eq 1 ]; then run_fio "$i"; run_iopress "$i"; else run_iopress "$i"; run_fio "$i"; fi
    done
    bin/iopress compare --format csv "$fdir" "$idir" | python3 -c '
import csv, sys
rows = {r["metric"]: r for r in csv.DictReader(sys.stdin)}
def ratio(m):
    r = rows.get(m)
    return "%.2f" % (1 + float(r["delta_pct"]) / 100) if r else "-"
print("%-8s %-9s %5s  %12s %12s %12s" % (sys.argv[1], sys.argv[2], sys.argv[3], ratio("iops"), ratio("cpu_us_per_io"), ratio("lat_mean_ns")))
' "$t" "$engine" "$depth"
  done
done
