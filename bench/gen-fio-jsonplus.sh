#!/usr/bin/env bash
# Makes a folder of real fio json+ outputs for the ingest benchmark: N short
# fio runs (default 5000) with varied workloads, half on a RAM-backed file
# with psync (real latency spreads), half with fio's null engine (the
# harness alone, cheaper to run). fio's start-up dominates, so runs go
# eight at a time. Outputs are kept: a second call with the same N does
# nothing.
#
#   bash bench/gen-fio-jsonplus.sh DIR [N]
set -euo pipefail
dir=$1
n=${2:-5000}
mkdir -p "$dir"
have=$(find "$dir" -name '*.json' | wc -l)
if [ "$have" -ge "$n" ]; then
  exit 0
fi
scratch=$(mktemp -d /dev/shm/iopress-bench.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
truncate -s 16m "$scratch/f"
run() {
  i=$1
  rws=(randread randwrite read write randrw rw)
  bss=(4k 8k 16k 64k 128k 1m)
  rw=${rws[$((i % 6))]}
  bs=${bss[$(((i / 6) % 6))]}
  if [ $((i % 2)) -eq 0 ]; then
    eng="--ioengine=psync --filename=$scratch/f --size=16m --io_size=2m"
  else
    eng="--ioengine=null --size=64m --iodepth=$((1 << (i % 5)))"
  fi
  fio --name="bench$i" --thread --rw="$rw" --bs="$bs" $eng --numjobs=$((1 + i % 2)) \
    --disk_util=0 --clocksource=gettimeofday --output-format=json+ \
    --output="$dir/run$(printf %05d "$i").json" >/dev/null 2>&1
}
export -f run
export dir scratch
seq "$have" $((n - 1)) | xargs -P 8 -I{} bash -c 'run {}'
