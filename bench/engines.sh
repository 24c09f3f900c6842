#!/usr/bin/env bash
# iopress's engines against fio, on the same targets, in the same run: a
# file in tmpfs (CPU-bound) and a file on the disk with O_DIRECT
# (device-bound); 4K random read with psync at depth 1, libaio and
# io_uring at depths 1, 32 and 128. Each pair runs RUNS times, fio
# and iopress alternating (and taking turns to go first), and
# `iopress compare` gives the ratios iopress/fio of the medians over the
# runs of IOPS, CPU time per I/O (each tool's own job thread) and mean
# latency.
#
#   bash bench/engines.sh [RUNS] [SECONDS]
#
# ENGINES_ONLY, a regular expression, keeps the rows whose name
# (tmpfs/io_uring/QD32, as make bench prints them) it matches: to look
# again at one figure, ENGINES_ONLY=disk/psync bash bench/engines.sh 9 2.
#
# Output, for programs: lines starting with # are comments (the machine's
# load when the runs started and ended); then a header and one row per
# target, engine and depth, fields separated by spaces:
#
#   target engine depth iops_ratio cpu_per_io_ratio lat_ratio iopress_iops fio_iops iops_spread cpu_spread
#
# A ratio is "-" where compare had no figure for it. iops_spread and
# cpu_spread are fio's own run-to-run spread in the same bench, (largest
# - smallest) / median of its runs' IOPS and CPU time per I/O: a ratio
# that misses 1.0 by less than that is not told apart from fio by these
# runs (on the disk both tools meet the same device limit, and the ratio
# of two equal figures lands either side of 1.0).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
secs=${2:-2}
make --no-print-directory build > /dev/null # the binary make build and make report use
work=$(mktemp -d)
ram=$(mktemp -d /dev/shm/iopress-engines.XXXXXX)
trap 'rm -rf "$work" "$ram"' EXIT
mkdir -p bench/data
disk=bench/data/engines.dat
size=256MiB
for target in "$ram/engines.dat" "$disk"; do
  [ -f "$target" ] || bin/iopress run --rw randread --bs 4k --target "$target" --size $size --out "$(mktemp -d -p "$work")" --runtime 100ms >/dev/null
done

echo "# $runs alternating runs of ${secs}s each; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) CPUs)"
echo "target engine depth iops_ratio cpu_per_io_ratio lat_ratio iopress_iops fio_iops iops_spread cpu_spread"
for t in tmpfs disk; do
  target="$ram/engines.dat" direct=0 flag=""
  if [ $t = disk ]; then target=$disk direct=1 flag=--direct; fi
  for spec in psync:1 libaio:1 libaio:32 libaio:128 io_uring:1 io_uring:32 io_uring:128; do
    engine=${spec%:*} depth=${spec#*:}
    [[ "$t/$engine/QD$depth" =~ ${ENGINES_ONLY:-.} ]] || continue
    fdir="$work/$t-$engine-$depth/fio" idir="$work/$t-$engine-$depth/iopress"
    mkdir -p "$fdir"
    # fio's total latency (lat_percentiles), submission included, as
    # iopress measures it: by default fio's rows hold its completion
    # latency, which for libaio on tmpfs leaves out the read itself (done
    # within io_submit). Its completion percentiles are off, so that fio
    # keeps one histogram, as by default.
    run_fio() {
      fio --name=bench --filename="$target" --size=$size --rw=randread --bs=4k --ioengine="$engine" \
        --iodepth="$depth" --direct=$direct --runtime="$secs" --time_based --output-format=json \
        --lat_percentiles=1 --clat_percentiles=0 --output="$fdir/run$1.json" >/dev/null
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
    return "%.2f" % (float(r["new"]) / float(r["old"])) if r and float(r["old"]) else "-"
def value(m, side):
    r = rows.get(m)
    return "%.0f" % float(r[side]) if r else "-"
# The spread of fio over its own runs, from its JSON: IOPS, and CPU time
# of the thread of the job per I/O (usr_cpu and sys_cpu are percent of
# the runtime of the job).
import glob, json, statistics
iops, cpu = [], []
for path in glob.glob(sys.argv[4] + "/run*.json"):
    job = json.load(open(path))["jobs"][0]
    ios = job["read"]["total_ios"]
    iops.append(job["read"]["iops"])
    cpu.append((job["usr_cpu"] + job["sys_cpu"]) / 100 * job["job_runtime"] / 1000 / ios if ios else 0)
def spread(v):
    m = statistics.median(v) if v else 0
    return "%.3f" % ((max(v) - min(v)) / m) if m else "-"
print(" ".join([sys.argv[1], sys.argv[2], sys.argv[3], ratio("iops"), ratio("cpu_us_per_io"), ratio("lat_mean_ns"), value("iops", "new"), value("iops", "old"), spread(iops), spread(cpu)]))
' "$t" "$engine" "$depth" "$fdir"
  done
done
echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
