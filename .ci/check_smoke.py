"""Checks a quick run's CSV against `bench list`: every subject has its rows (its kernels' too), every case is
ok, oversubscribed rows are marked, every contended lock row carries fairness and acquire latency, and every
windowed case was measured in each of the three rounds (forks)."""
import csv
import re
import sys

csv_path, list_path = sys.argv[1], sys.argv[2]

ROLES = ("lock", "control", "twin", "channel", "pattern", "executor", "coordination")

with open(list_path) as listing:
    # The subjects' table runs from its header to the first blank line (the kernels' list follows).
    table = listing.read().split("\n\n")[0].splitlines()[2:]
entries = [re.split(r"\s{2,}", line.strip()) for line in table if line.strip()]
# name, benchmarks, role, then the bytes (empty for a subject that is no one primitive) and what it is.
available = [(fields[0], fields[1], fields[2]) for fields in entries
             if fields[2] in ROLES and "unavailable" not in fields[-1]]

with open(csv_path) as handle:
    metadata = dict(line[2:].split(": ", 1) for line in handle.read().splitlines() if line.startswith("# "))
with open(csv_path) as handle:
    rows = list(csv.DictReader(line for line in handle if not line.startswith("#")))

effective = int(metadata["effective_cpus"])
threads = [1 << k for k in range(8) if 1 << k <= 4 * effective]
kernel_threads = [t for t in threads if t <= effective]
problems = []
# Each kernel's shapes in a run that is not --full: the headline at every kernel thread count, the others where
# threads meet.
KERNEL_SHAPES = {
    "cache": ["read95", "read50"],
    "queue": ["ring=32"],
    "striped": ["stripes=8 padded", "stripes=64 padded", "stripes=8 packed"],
    "tasks": ["read95"],
}


def have(benchmark, primitive, **match):
    found = [r for r in rows if r["benchmark"] == benchmark and r["primitive"] == primitive
             and all(r[k] == v for k, v in match.items())]
    if not found:
        problems.append(f"missing: {benchmark} {primitive} {match}")
    return found


def have_kernel(kernel, name):
    for index, shape in enumerate(KERNEL_SHAPES[kernel]):
        for t in (kernel_threads if index == 0 else [t for t in kernel_threads if t > 1]):
            have(kernel, name, workload=shape, threads=str(t))


for name, benchmarks, role in available:
    listed = [word.strip() for word in benchmarks.split(",")]
    kernels = list(KERNEL_SHAPES) if "kernels" in listed else [word for word in listed if word in KERNEL_SHAPES]
    for kernel in kernels:
        have_kernel(kernel, name)
    if benchmarks.startswith("uncontended"):
        have("uncontended", name, threads="1")
        for t in threads:
            for row in have("contended", name, threads=str(t), workload="increment"):
                if role == "lock" and t > 1 and not (row["jain_index"] and row["latency_p99_ns"]):
                    problems.append(f"no fairness or latency: contended {name} threads={t}")
    elif benchmarks == "rwmix":
        for pct in ("100", "95", "50"):
            have("rwmix", name, read_pct=pct)
    elif benchmarks in ("handoff", "inversion"):
        have(benchmarks, name)
    elif benchmarks == "explosion":
        for items in ("16", "64", "256"):
            have("explosion", name, items=items)
    elif benchmarks.startswith("coordination "):
        have("coordination", name, workload=benchmarks.split(" ", 1)[1])

problems += [f"failed: {r['benchmark']} {r['primitive']} {r['workload']} threads={r['threads']}: {r['status']}"
             for r in rows if r["status"] not in ("ok", "unavailable")]
windowed = ("uncontended", "contended", "rwmix", "handoff") + tuple(KERNEL_SHAPES)
if metadata.get("rounds") != "3":
    problems.append(f"rounds: {metadata.get('rounds')}, expected 3")
# Every fork reports its round; a round whose short window saw no batch complete (an oversubscribed spinlock can)
# gives no sample, so a case may hold fewer windows than rounds, but never more than asked or none.
problems += [f"rounds not merged: {r['benchmark']} {r['primitive']} {r['workload']} threads={r['threads']}: "
             f"{r['repetitions']} windows in rounds '{r['samples_per_round']}'" for r in rows
             if r["benchmark"] in windowed and r["status"] == "ok"
             and (len(r["samples_per_round"].split()) != 3 or not 1 <= int(r["repetitions"]) <= 5)]
problems += [f"oversubscription mislabelled: {r['primitive']} threads={r['threads']}"
             for r in rows if (r["oversubscribed"] == "yes") != (int(r["threads"]) > effective)]

print(f"{len(rows)} rows; {len(available)} subjects; thread counts {threads}; effective CPUs {effective}; "
      f"run_status {metadata.get('run_status')}")
for problem in problems:
    print(problem)
if problems or metadata.get("run_status") != "complete":
    sys.exit(1)
print("smoke run complete: every subject at every thread count, all ok")
