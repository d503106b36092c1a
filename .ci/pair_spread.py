#!/usr/bin/env python3
"""How widely the pairs of paired runs (`bench ab`, `bench versus`) spread, and along what.

For each case, the robust spread (1.4826 times the median absolute deviation) of its pairs' log ratios:
  - over all its pairs, of every folder given;
  - within a run's halves: each pair set against the median of its own run's first or second half (by pair
    round), so a run that drifts, or runs that differ, spread less here than over all;
  - of the runs' medians: how far the runs moved from one another;
  - near and far: split where the host placed the CPUs, when the round trips read after the halves
    (`*_cpu_round_trip_ns`) part at a gap of 1.5 times or more, with a tenth of the readings and at least 20
    on either side; a pair whose halves fell on both sides belongs to neither;
  - by which side went first.
A pair's spread is what limits a paired run's power (docs/ab.md): this says whether it comes from the CPUs'
placement, from the moment (drift within and between runs), or from the order, on the machine at hand.

usage: .ci/pair_spread.py FOLDER ...     each FOLDER holding the pairs.csv of one run
       .ci/pair_spread.py --self-test
Exit status: 0; 65 when a folder has no readable pairs.csv; 64 for bad usage.
"""

import csv
import os
import statistics
import sys
import tempfile

GAP = 1.5
FEWEST_READINGS = 20


def robust_spread(values):
    """1.4826 times the median absolute deviation: the standard deviation for normal data, robust to outliers."""
    if len(values) < 2:
        return None
    middle = statistics.median(values)
    return 1.4826 * statistics.median(abs(value - middle) for value in values)


def read_pairs(folder):
    """The pairs of one run, by case label: log ratio, who went first, round, and the two round trips."""
    with open(os.path.join(folder, "pairs.csv")) as file:
        rows = list(csv.DictReader(line for line in file if not line.startswith("#")))
    cases = {}
    for row in rows:
        if not row.get("log_ratio"):
            continue
        trips = [row.get(f"{side}_cpu_round_trip_ns", "") for side in ("baseline", "current")]
        cases.setdefault(f"{row['benchmark']} {row['primitive']} {row['workload']} {row['threads']}", []).append({
            "log_ratio": float(row["log_ratio"]), "first": row["first"], "round": int(row["round"]),
            "trips": [float(trip) for trip in trips] if all(trips) else None,
        })
    return cases


def boundary(pairs):
    """The round trip that parts near from far, or None when the readings do not fall into two groups."""
    readings = sorted(trip for pair in pairs if pair["trips"] for trip in pair["trips"])
    fewest = max(FEWEST_READINGS, len(readings) // 10)
    cuts = range(fewest, len(readings) - fewest + 1)
    if not cuts or readings[0] <= 0:
        return None
    cut = max(cuts, key=lambda index: readings[index] / readings[index - 1])
    return readings[cut] if readings[cut] >= GAP * readings[cut - 1] else None


def halves(runs):
    """Each pair's log ratio less the median of its own run's half (by round)."""
    deviations = []
    for pairs in runs:
        ordered = sorted(pairs, key=lambda pair: pair["round"])
        middle = len(ordered) // 2
        for half in (ordered[:middle], ordered[middle:]):
            if half:
                centre = statistics.median(pair["log_ratio"] for pair in half)
                deviations += [pair["log_ratio"] - centre for pair in half]
    return deviations


def shown(values):
    """'n: spread' for a group of log ratios, or '-' when it has too few."""
    spread = robust_spread(values)
    return f"{len(values)}: {spread:.3f}" if spread is not None else "-"


def table(folders):
    """The Markdown table over the runs in `folders`."""
    runs_by_case = {}
    for folder in folders:
        for label, pairs in read_pairs(folder).items():
            runs_by_case.setdefault(label, []).append(pairs)
    lines = ["| case | pairs | runs | spread | within a run's halves | of the runs' medians | near | far "
             "| current first | baseline first |", "|---|" + "---|" * 9]
    for label, runs in sorted(runs_by_case.items()):
        pairs = [pair for run in runs for pair in run]
        ratios = [pair["log_ratio"] for pair in pairs]
        medians = [statistics.median(pair["log_ratio"] for pair in run) for run in runs]
        parting = boundary(pairs)
        near = far = "-"
        if parting is not None:
            near = shown([pair["log_ratio"] for pair in pairs if pair["trips"] and max(pair["trips"]) < parting])
            far = shown([pair["log_ratio"] for pair in pairs if pair["trips"] and min(pair["trips"]) >= parting])
        spread, within, between = (robust_spread(values) for values in (ratios, halves(runs), medians))
        cells = [label, str(len(pairs)), str(len(runs))] + [f"{value:.3f}" if value is not None else "-"
                                                            for value in (spread, within, between)]
        cells += [near, far] + [shown([pair["log_ratio"] for pair in pairs if pair["first"] == side])
                                for side in ("current", "baseline")]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def self_test():
    """Two synthetic runs whose spreads are known: near pairs at +-0.01 and measured current first, far pairs at
    +-0.05 and baseline first; the second run's far pairs 0.1 higher."""
    header = "benchmark,primitive,workload,threads,first,log_ratio,round,baseline_cpu_round_trip_ns,current_cpu_round_trip_ns\n"
    with tempfile.TemporaryDirectory() as folder:
        folders = []
        for run, shift in ((1, 0.0), (2, 0.1)):
            path = os.path.join(folder, f"run{run}")
            os.makedirs(path)
            with open(os.path.join(path, "pairs.csv"), "w") as file:
                file.write(header)
                for index in range(40):
                    far = index % 2 == 1
                    size = 0.05 if far else 0.01
                    sign = 1 if index % 4 < 2 else -1
                    trip = 350 if far else 100
                    first = "baseline" if far else "current"
                    ratio = (shift if far else 0) + sign * size
                    file.write(f"contended,NSLock,increment,2,{first},{ratio},{index + 1},{trip},{trip}\n")
                file.write("uncontended,NSLock,increment,1,current,0.02,41,,\n")
            folders.append(path)
        lines = table(folders)
    expected = [
        "| contended NSLock increment 2 | 80 | 2 | 0.044 | 0.044 | 0.022 | 40: 0.015 | 40: 0.074 | 40: 0.015 | 40: 0.074 |",
        "| uncontended NSLock increment 1 | 2 | 2 | 0.000 | 0.000 | 0.000 | - | - | 2: 0.000 | - |",
    ]
    missing = [line for line in expected if line not in lines]
    if missing:
        print("\n".join(["self-test FAILED; the table was:"] + lines + ["it lacks:"] + missing), file=sys.stderr)
        return 1
    print(f"self-test passed: {len(expected)} rows as expected")
    return 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    if not argv or any(argument.startswith("-") for argument in argv):
        print("pair_spread: error: give one or more folders holding a pairs.csv (or --self-test)", file=sys.stderr)
        return 64
    for folder in argv:
        if not os.access(os.path.join(folder, "pairs.csv"), os.R_OK):
            print(f"pair_spread: error: {folder}: no readable pairs.csv", file=sys.stderr)
            return 65
    print("\n".join(table(argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
