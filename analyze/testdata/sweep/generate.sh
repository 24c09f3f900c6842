#!/usr/bin/env bash
# Real fio queue-depth sweeps for the sweep analysis tests: random 4 KiB
# reads with io_uring at depths 1 to 32, on a RAM-backed file (tmpfs) and
# on a file on the disk with O_DIRECT. One second per depth.
#
#   bash analyze/testdata/sweep/generate.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ram=$(mktemp -d /dev/shm/iopress-sweep.XXXXXX)
disk=$(mktemp -d "${TMPDIR:-/tmp}/iopress-sweep.XXXXXX")
trap 'rm -rf "$ram" "$disk"' EXIT
for cfg in tmpfs disk; do
  mkdir -p "$here/$cfg"
  dir=$ram direct=0
  if [ "$cfg" = disk ]; then dir=$disk direct=1; fi
  for qd in 1 2 4 8 16 32; do
    fio --name=sweep --filename="$dir/f" --size=64m --rw=randread --bs=4k --ioengine=io_uring \
      --direct=$direct --iodepth=$qd --runtime=1 --time_based --output-format=json \
      --output="$here/$cfg/qd$qd.json" >/dev/null 2>&1
  done
done
