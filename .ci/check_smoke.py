"""Checks that a quick run's CSV has a row for every primitive and thread count, all ok."""
import csv
import sys

csv_path, list_path = sys.argv[1], sys.argv[2]

with open(list_path) as listing:
    lines = listing.read().split("Workloads:")[0].splitlines()[2:]
available = [line.split()[0] for line in lines if line.strip() and "unavailable on this platform" not in line]

with open(csv_path) as handle:
    metadata = [line for line in handle if line.startswith("#")]
    handle.seek(0)
    rows = list(csv.DictReader(line for line in handle if not line.startswith("#")))

effective = int(next(line.split(":")[1] for line in metadata if line.startswith("# effective_cpus:")))
threads = []
count = 1
while count <= 4 * effective:
    threads.append(count)
    count *= 2

seen = {(row["benchmark"], row["primitive"], int(row["threads"])): row for row in rows}
missing = [(name, "uncontended", 1) for name in available if ("uncontended", name, 1) not in seen]
missing += [(name, "contended", t) for name in available for t in threads if ("contended", name, t) not in seen]
failed = [key for key, row in seen.items() if row["status"] != "ok"]
unmarked = [key for key, row in seen.items() if (row["oversubscribed"] == "yes") != (key[2] > effective)]

print(f"{len(rows)} rows; {len(available)} primitives; thread counts {threads}; effective CPUs {effective}")
for problem, items in [("missing", missing), ("failed", failed), ("oversubscription mislabelled", unmarked)]:
    if items:
        print(f"{problem}: {items}")
if missing or failed or unmarked:
    sys.exit(1)
print("smoke run complete: every primitive at every thread count, all ok")
