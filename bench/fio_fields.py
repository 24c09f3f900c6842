#!/usr/bin/env python3
"""The way people pull fio results today: the json module over each file.

Reads every *.json under a folder and takes the fields iopress ingests per
job and direction (job name, rw, bs, iodepth, numjobs, IOPS, bandwidth,
completion latency mean and percentiles, CPU) plus the json+ latency bins,
then prints how many rows, bins and files it read, so the benchmark can
check both tools did the same work.

With --read-only it reads the files the same way and parses none: what
reading them costs the script, the floor under any tool that reads them
file by file (bench/ingest.sh's ingest-ceiling).
"""
import json
import os
import sys


def rows_of(doc):
    glob = doc.get("global options", {})
    for job in doc.get("jobs", []) + doc.get("client_stats", []):
        if job.get("error"):
            continue
        opts = dict(glob)
        opts.update(job.get("job options", {}))
        for d in ("read", "write", "trim"):
            s = job.get(d)
            if not s or not s.get("total_ios"):
                continue
            clat = s.get("clat_ns", {})
            pct = clat.get("percentile", {})
            yield {
                "job": job["jobname"], "rw": opts.get("rw"), "bs": opts.get("bs"),
                "iodepth": opts.get("iodepth"), "numjobs": opts.get("numjobs"),
                "direction": d, "iops": s["iops"], "bw_bytes": s.get("bw_bytes", s["bw"] * 1024),
                "lat_mean_ns": clat.get("mean"), "p50": pct.get("50.000000"),
                "p99": pct.get("99.000000"), "p999": pct.get("99.900000"),
                "usr": job.get("usr_cpu"), "sys": job.get("sys_cpu"),
                "bins": {float(k): v for k, v in clat.get("bins", {}).items()},
            }


def main():
    read_only = sys.argv[1] == "--read-only"
    folder = sys.argv[-1]
    files = rows = bins = size = 0
    for root, _, names in os.walk(folder):
        for n in sorted(names):
            if not n.endswith(".json"):
                continue
            p = os.path.join(root, n)
            with open(p, "rb") as f:
                data = f.read()
            size += len(data)
            files += 1
            if read_only:
                continue
            for r in rows_of(json.loads(data)):
                rows += 1
                bins += len(r["bins"])
    print(f"python: {files} files, {size} bytes, {rows} rows, {bins} bins")


main()
