#!/usr/bin/env bash
# Regenerates the real fio outputs in this folder with the fio on PATH
# (Debian's fio 3.33 made the checked-in ones). Each run is short and on a
# scratch file; the numbers differ from run to run, which is why tests read
# their expected figures from these files, never from a hand-written list.
#
#   bash ingest/fio/testdata/generate.sh [SCRATCH_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
scratch=${1:-$(mktemp -d)}
mkdir -p "$scratch"
cd "$scratch"
f="--filename=$scratch/fio.dat --size=32m --runtime=1 --time_based"
out() { echo "$here/$1"; }

run() { # name, fio args...
  local name=$1; shift
  fio "$@" > "$(out "$name")" 2>/dev/null || true
}

run psync-randread.json         --name=psync-randread $f --rw=randread --bs=4k --ioengine=psync --output-format=json
run psync-randwrite.jsonplus    --name=psync-randwrite $f --rw=randwrite --bs=4k --ioengine=psync --output-format=json+
run libaio-randread-qd16.jsonplus --name=libaio-randread $f --rw=randread --bs=4k --ioengine=libaio --direct=1 --iodepth=16 --output-format=json+
run io_uring-randread-qd32.jsonplus --name=uring-randread $f --rw=randread --bs=4k --ioengine=io_uring --iodepth=32 --output-format=json+
run io_uring-seqread-128k.json  --name=uring-seqread $f --rw=read --bs=128k --ioengine=io_uring --iodepth=8 --output-format=json
run io_uring-randrw70.jsonplus  --name=uring-randrw $f --rw=randrw --rwmixread=70 --bs=4k --ioengine=io_uring --iodepth=16 --output-format=json+
run libaio-rw-mixwrite30.json   --name=libaio-rw $f --readwrite=rw --rwmixwrite=30 --bs=64k --ioengine=libaio --direct=1 --iodepth=4 --output-format=json
run falloc-randtrim.json        --name=falloc-trim $f --rw=randtrim --bs=64k --ioengine=falloc --output-format=json
run sync-trim-error.json        --name=sync-trim $f --rw=trim --bs=64k --ioengine=sync --output-format=json
run numjobs4.json               --name=nj4 $f --rw=randread --bs=4k --ioengine=psync --numjobs=4 --output-format=json
run numjobs4-group.jsonplus     --name=nj4g $f --rw=randread --bs=4k --ioengine=psync --numjobs=4 --group_reporting --output-format=json+
run split-bs-randrw.json        --name=splitbs $f --rw=randrw --bs=4k,64k --ioengine=psync --output-format=json
run mmap-seqwrite-1m.json       --name=mmap-write $f --rw=write --bs=1m --ioengine=mmap --output-format=json
run posixaio-randwrite.json     --name=posixaio $f --rw=randwrite --bs=16k --ioengine=posixaio --iodepth=8 --end_fsync=1 --output-format=json
run percentiles-custom.jsonplus --name=pct $f --rw=randread --bs=4k --ioengine=psync --lat_percentiles=1 --percentile_list=50:90:99:99.9:99.99 --output-format=json+
run terse-v3.terse              --name=terse1 $f --rw=randread --bs=4k --ioengine=psync --output-format=terse --terse-version=3
run normal-and-json.json        --name=mixedout $f --rw=randread --bs=4k --ioengine=psync --output-format=normal,json

# A job file: global options inherited by three jobs, run one after another.
cat > jobs.fio <<JOB
[global]
ioengine=io_uring
iodepth=16
filename=$scratch/fio.dat
size=32m
runtime=1
time_based
direct=0
description=three workloads from one job file

[seq-read-64k]
rw=read
bs=64k
stonewall

[rand-read-4k]
rw=randread
bs=4k
stonewall

[rand-write-4k]
rw=randwrite
bs=4k
stonewall
JOB
run jobfile-3jobs.json jobs.fio --output-format=json
fio jobs.fio --output-format=terse > "$(out jobfile-3jobs.terse)" 2>/dev/null || true

# Logs: bandwidth, IOPS and latency logs averaged over 100 ms.
mkdir -p logs && (cd logs && fio --name=logged $f --rw=randread --bs=4k --ioengine=psync \
  --write_bw_log=logged --write_iops_log=logged --write_lat_log=logged --log_avg_msec=100 \
  --output-format=json > "$here/logged.json" 2>/dev/null) || true
for l in logs/*.log; do cp "$l" "$here/$(basename "$l")"; done

# Every other shape of log fio 3.33 writes: one line per I/O with offsets
# (log_offset), with priorities (log_prio, here class best-effort level 3
# and real-time level 2), both, and the real-time flag fio writes without
# log_prio; the maximum over each 100 ms rather than the mean
# (log_max_value); and completion-latency histograms per 100 ms
# (write_hist_log), fio's 1,856 buckets and, coarser by 2^3, 232.
p="--filename=$scratch/fio.dat --size=16m --ioengine=psync"
(cd logs && rm -f ./*.log \
  && fio --name=offs $p --rw=randrw --bs=4k --io_size=24k --write_lat_log=offs --write_bw_log=offs --write_iops_log=offs --log_offset=1 \
  && fio --name=prio $p --rw=randread --bs=4k --io_size=16k --prioclass=2 --prio=3 --write_lat_log=prio --log_prio=1 \
  && fio --name=offprio $p --rw=randwrite --bs=8k --io_size=32k --prioclass=1 --prio=2 --write_lat_log=offprio --log_offset=1 --log_prio=1 \
  && fio --name=rtflag $p --rw=randread --bs=4k --io_size=8k --prioclass=1 --prio=0 --write_lat_log=rtflag \
  && fio --name=avgmax $p --rw=randread --bs=4k --runtime=0.5 --time_based --write_lat_log=avgmax --log_avg_msec=100 --log_max_value=1 \
  && fio --name=hist $p --rw=randrw --bs=4k --runtime=0.35 --time_based --write_hist_log=hist --log_hist_msec=100 \
  && fio --name=histc3 $p --rw=randread --bs=4k --runtime=0.45 --time_based --write_hist_log=histc3 --log_hist_msec=100 --log_hist_coarseness=3
) > /dev/null 2>&1 || true
for l in logs/offs_lat.1.log logs/offs_bw.1.log logs/offs_iops.1.log logs/prio_clat.1.log logs/offprio_clat.1.log \
  logs/rtflag_clat.1.log logs/avgmax_clat.1.log logs/hist_clat_hist.1.log logs/histc3_clat_hist.1.log; do
  cp "$l" "$here/$(basename "$l")"
done
# What fio's own tools/hist/fiologparser_hist.py computes from the
# histogram logs, each 100 ms interval alone, per direction: the script of
# fio's repository at tag fio-3.33 (commit 72bcaffd7d56, the same at
# f5344384f7c7), not kept here (GPL), run by Debian's python3 with
# python3-numpy and python3-pandas. FIOLOGPARSER says where it is.
parser=${FIOLOGPARSER:-/usr/bin/fiologparser_hist.py}
mkdir -p "$here/hist"
for h in hist histc3; do
  /usr/bin/python3 "$parser" --noweight -i 100 --directions rw "$here/${h}_clat_hist.1.log" > "$here/hist/${h}_clat_hist.1.log.fiologparser" || true
done

# A job's json+ output and its logs in a folder of their own, as fio
# writes them: a bandwidth log averaged over 100 ms and a histogram log
# (coarser by 2^3), whose bins ingest links to the job's result.
mkdir -p "$here/linked" && (cd "$here/linked" && rm -f ./*.log && fio --name=linked $p --rw=randread --bs=4k \
  --runtime=0.35 --time_based --write_bw_log=linked --log_avg_msec=100 --write_hist_log=linked \
  --log_hist_msec=100 --log_hist_coarseness=3 --output-format=json+ --output=linked.jsonplus) > /dev/null 2>&1 || true

# Client/server on loopback: one server, then two servers for two hosts.
fio --server=ip:127.0.0.1,8765 --daemonize="$scratch/s1.pid"
fio --server=ip:127.0.0.2,8766 --daemonize="$scratch/s2.pid" || true
sleep 1
cat > cs.fio <<JOB
[cs-randread]
filename=$scratch/fio-cs.dat
size=16m
rw=randread
bs=4k
ioengine=psync
runtime=1
time_based
JOB
fio --client=ip:127.0.0.1,8765 cs.fio --output-format=json > "$(out client-server-1host.json)" 2>/dev/null || true
fio --output-format=json --client=ip:127.0.0.1,8765 cs.fio --client=ip:127.0.0.2,8766 cs.fio > "$(out client-server-2hosts.json)" 2>/dev/null || true
# json+ (latency bins) of two hosts: a read/write mix of completion
# latencies, and 1,000 reads a host with total-latency percentiles (as
# iopress run --hosts asks), so that 99.9% of the aggregate's 2,000 falls
# just past a whole count.
cat > cs-rw.fio <<JOB
[cs-randrw]
filename=$scratch/fio-cs.dat
size=16m
rw=randrw
bs=4k
ioengine=psync
runtime=1
time_based
JOB
cat > cs-lat.fio <<JOB
[cs-lat]
filename=$scratch/fio-cs.dat
size=16m
io_size=4000k
rw=randread
bs=4k
ioengine=psync
lat_percentiles=1
JOB
fio --output-format=json+ --client=ip:127.0.0.1,8765 cs-rw.fio --client=ip:127.0.0.2,8766 cs-rw.fio > "$(out client-server-2hosts-rw.jsonplus)" 2>/dev/null || true
fio --output-format=json+ --client=ip:127.0.0.1,8765 cs-lat.fio --client=ip:127.0.0.2,8766 cs-lat.fio > "$(out client-server-2hosts-lat.jsonplus)" 2>/dev/null || true
kill "$(cat "$scratch/s1.pid")" "$(cat "$scratch/s2.pid" 2>/dev/null)" 2>/dev/null || true
rm -f "$scratch/fio.dat" "$scratch/fio-cs.dat"
