#!/usr/bin/env bash
# Regenerates the repeated runs that compare must call significant: five
# real fio runs of random 4K reads and of random 4K writes of a tmpfs file
# with psync, uncapped (uncapped/) and capped at 80,000 IOPS with fio's
# --rate_iops (capped/), a third or less of what the uncapped runs reach, so
# the two sides never overlap. One second per run; fio's JSON is kept as
# fio wrote it.
#
#   bash analyze/testdata/capped/generate.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shm=$(mktemp -d /dev/shm/iopress-capped.XXXXXX)
trap 'rm -rf "$shm"' EXIT
rm -rf "$here/uncapped" "$here/capped"
mkdir -p "$here/uncapped" "$here/capped"
for i in 1 2 3 4 5; do
  for rw in randread randwrite; do
    common=(--name="$rw" --filename="$shm/f" --size=64m --rw="$rw" --bs=4k --ioengine=psync
      --runtime=1 --time_based --output-format=json)
    fio "${common[@]}" --output="$here/uncapped/$rw-$i.json"
    fio "${common[@]}" --rate_iops=80000 --output="$here/capped/$rw-$i.json"
  done
done
