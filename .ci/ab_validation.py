#!/usr/bin/env python3
"""Runs the validation batches of `bench ab` and `--slowdown`, and tabulates them (docs/ab.md, "Checking ab on a
machine").

A batch is N runs on the same cases, by default the CI set:
  --aa           A/A: two byte-identical copies of the bench, at paths of different lengths, against each other,
                 the baseline swapped from run to run. Every regression or improvement it calls is a false call.
  --slowdown P   the bench against itself with `--slowdown P`: how often each case is caught, what ab measured,
                 and what the calibration reached for each lock (the `slowdown_calibration` line of current.csv).
  --size P       the bench against itself with `--slowdown P`, and with a threshold (100%) no slowdown reaches and
                 a margin (0.1%) no case fits, so that no case is decided and each is measured to its last look
                 (480 pairs or the budget's end): the slowdown's size as precisely as the budget measures it,
                 rather than as ab reads it when it calls the case, which can be after 20 pairs.
  --run-slowdown P
                 `bench run` (five forks) without and with `--slowdown P` in turn, N slowed runs between N + 1
                 unslowed ones: each slowed case's cost against the mean of the unslowed runs either side of it.
  --unrelated PATH
                 the bench against another build of it that differs by a change outside the measuring code (a
                 function never called, say), the baseline swapped from run to run: every call is a false one. The
                 --unrelated builds are interleaved run by run.
The one-thread increment cases are the ones a calibration aims at; the summary counts those within the tolerance
of the size asked (as `bench run --slowdown` calibrates it: a quarter of the size, at least 0.3 points, at most 1.5
points or a tenth of it), in ab's estimates (as it decided, and measured to the last look) and in `bench run`'s.
A/A and unrelated-change batches give the floor: the largest estimate, either way, of a one-thread case.

Every run keeps its JSON report, its stderr and its results folder under --out. The summary (printed and written
to --out/summary.md) names the CPU (vendor, family, model, stepping), the kernel, the UTC time of each run, and,
with --host-reference CMD, the first line CMD printed before each run and after the last (for example a Google
Benchmark of a pthread mutex, which tells a calm host from a restless one). It states figures, not goals.

usage: .ci/ab_validation.py [--bench PATH] [--runs N] [--aa] [--slowdown P ...] [--size P ...]
                            [--run-slowdown P ...] [--unrelated PATH ...]
                            [--out DIR] [--host-reference CMD] [-- OPTIONS ...]
OPTIONS (default: the CI set) go to every `bench ab` and `bench run`, so they must be options of both.
       .ci/ab_validation.py --self-test DIR
Exit status: 0 when every run gave a report, 1 when one did not, 64 for bad usage, 130 after a Ctrl-C (the
summary then holds the runs made).
"""

import argparse
import csv
import datetime
import filecmp
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import pair_spread

CI_SET = ["--filter", "^(pthread_mutex|NSLock|DispatchSemaphore)$", "--threads", "2", "--critical", "0", "--think", "0"]
LONG_FOLDER = "a-much-longer-folder-name-for-the-second-copy"
CALIBRATION = re.compile(r"(\S+) [\d.]+ -> [\d.]+ ns \([^,]*, ([+-]?[\d.]+)%")
VERDICTS = ["regression", "improvement", "unchanged", "too noisy", "failed"]
RUN_OPTIONS = ["--forks", "5", "--pair-findings", "off", "--progress", "none", "--force"]
UNDECIDABLE = ["--threshold", "100%", "--margin", "0.1%"]


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """Bad usage as one line and exit 64, as the bench itself does, rather than argparse's usage and exit 2."""

    def error(self, message):
        raise UsageError(message)


def utc_now():
    return datetime.datetime.now(datetime.timezone.utc)


def parse(argv):
    own, ab_options = (argv[: argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, None)
    parser = Parser(prog=".ci/ab_validation.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", default=".build/release/bench")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--aa", action="store_true")
    parser.add_argument("--slowdown", action="append", default=[])
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--run-slowdown", action="append", default=[])
    parser.add_argument("--unrelated", action="append", default=[])
    parser.add_argument("--out")
    parser.add_argument("--host-reference")
    parser.add_argument("--self-test")
    args = parser.parse_args(own)
    if args.self_test is None and not (args.aa or args.slowdown or args.size or args.run_slowdown or args.unrelated):
        raise UsageError("give --aa, --slowdown P, --size P, --run-slowdown P or --unrelated PATH")
    for build in args.unrelated:
        if not os.access(build, os.X_OK):
            raise UsageError(f"--unrelated {build} is not an executable bench")
    if args.runs < 1:
        raise UsageError(f"--runs {args.runs}: give at least 1")
    for option, sizes in (("--slowdown", args.slowdown), ("--size", args.size), ("--run-slowdown", args.run_slowdown)):
        for size in sizes:
            if not re.fullmatch(r"\d+(\.\d+)?%", size):
                raise UsageError(f"{option} {size}: give a percentage such as 5%")
    args.ab_options = CI_SET if ab_options is None else ab_options
    return args


def machine():
    """The CPU and kernel, as a line: vendor, family, model, stepping and model name from /proc/cpuinfo."""
    fields = {}
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if not line.strip():
                    break
                name, _, value = line.partition(":")
                fields[name.strip()] = value.strip()
    except OSError:
        return f"{platform.machine()}, {platform.system()} {platform.release()} (no /proc/cpuinfo)"
    cpus = os.cpu_count()
    return (f"{fields.get('model name', '?')}, {fields.get('vendor_id', '?')} family {fields.get('cpu family', '?')} "
            f"model {fields.get('model', '?')} stepping {fields.get('stepping', '?')}, {cpus} CPUs, "
            f"{platform.system()} {platform.release()}")


def host_reading(command):
    if not command:
        return None
    done = subprocess.run(command, shell=True, capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    return lines[0].strip() if lines else f"(no output, exit {done.returncode})"


def aa_copies(bench, folder):
    """Two byte-identical copies of `bench`, at paths of different lengths."""
    copies = [os.path.join(folder, "aa", "x", "bench"), os.path.join(folder, "aa", LONG_FOLDER, "bench")]
    for copy in copies:
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        shutil.copy2(bench, copy)
    if not filecmp.cmp(copies[0], copies[1], shallow=False):
        raise RuntimeError("the two copies of the bench differ")
    return copies


def launch(name, command, stdout, args):
    """Runs `command` with its stdout to the file `stdout` (or discarded) and its stderr to NAME.err under --out,
    after reading the host reference: the run's name, exit status, seconds, UTC start and reading."""
    reading = host_reading(args.host_reference)
    started, clock = utc_now(), time.monotonic()
    with open(stdout or os.devnull, "w") as output, open(os.path.join(args.out, name + ".err"), "w") as errors:
        status = subprocess.run(command, stdout=output, stderr=errors).returncode
    return {"name": name, "status": status, "seconds": time.monotonic() - clock, "started": started, "reading": reading}


def announce(run, gave):
    """Prints one line for a finished run; `gave` is false when it left nothing to tabulate."""
    print(f"{run['name']}: exit {run['status']}, {run['seconds']:.0f} s, started {run['started']:%H:%M:%S} UTC"
          + (f", host reference {run['reading']}" if run["reading"] else "") + ("" if gave else ", NOTHING TO READ"), flush=True)


def run_one(name, parent, baseline, current, extra, args):
    """One `bench ab` run; its report, stderr and results folder are kept under --out."""
    folder = os.path.join(args.out, name)
    command = [parent, "ab", baseline, current, *args.ab_options, *extra,
               "--format", "json", "--output", folder, "--force", "--progress", "none"]
    run = launch(name, command, folder + ".json", args)
    try:
        with open(folder + ".json") as report:
            run["report"] = json.load(report)
    except (OSError, ValueError):
        run["report"] = None
    run["calibration"], run["commit"] = metadata(os.path.join(folder, "current.csv"))
    announce(run, run["report"])
    return run


def metadata(path):
    """A results file's slowdown calibration ({lock: percent}) and git_commit, from its metadata lines."""
    calibration, commit = {}, None
    try:
        with open(path) as results:
            for line in results:
                if line.startswith("# slowdown_calibration:"):
                    calibration = {lock: float(size) for lock, size in CALIBRATION.findall(line)}
                if line.startswith("# git_commit:"):
                    commit = line.split(":", 1)[1].strip()
                if not line.startswith("#"):
                    break
    except OSError:
        pass
    return calibration, commit


def costs(path):
    """Each case's ns per operation in a results file, by label; {} when the file cannot be read."""
    try:
        with open(path) as results:
            rows = csv.DictReader(line for line in results if not line.startswith("#"))
            return {label_of(row): {"ns": float(row["ns_per_op"]), "aimed": aimed_at(row)}
                    for row in rows if row.get("status") == "ok" and row.get("ns_per_op")}
    except (OSError, ValueError, KeyError):
        return {}


def run_bench(name, extra, args):
    """One `bench run` of the cases, in five forks; its CSV and stderr are kept under --out."""
    path = os.path.join(args.out, name + ".csv")
    run = launch(name, [args.bench, "run", *args.ab_options, *RUN_OPTIONS, "--output", path, *extra], None, args)
    run["costs"] = costs(path)
    run["calibration"], run["commit"] = metadata(path)
    announce(run, run["costs"])
    return run


def label_of(key):
    return f"{key['benchmark']} {key['primitive']} {key['workload']} {key['threads']}"


def aimed_at(key):
    """Whether a case (its key, or its row of a results file) is one a slowdown's calibration aims at: a lock's
    increment at one thread."""
    return key["benchmark"] in ("uncontended", "contended") and key["workload"] == "increment" and str(key["threads"]) == "1"


def tolerance_points(asked):
    """How close to `asked` (percent) a slowdown should land, in points: `Slowdown.tolerance(for:)`'s rule, a quarter
    of the size, at least 0.3 points, at most 1.5 points or a tenth of the size, whichever is larger."""
    return max(0.3, min(asked / 4, max(1.5, asked / 10)))


def within(sizes, asked):
    """How many of `sizes` (percent) lie within the tolerance of `asked`, as "k of n"."""
    return f"{sum(abs(size - asked) <= tolerance_points(asked) + 1e-9 for size in sizes)} of {len(sizes)}"


def floor_line(cases):
    """The largest estimate either way among the one-thread cases of a batch without a change: the floor a
    one-thread threshold must clear."""
    one_thread = [(abs(case["ratio"] - 1) * 100, label) for label, found in cases.items() for case in found
                  if case.get("ratio") and str(case["key"]["threads"]) == "1"]
    if not one_thread:
        return []
    largest, label = max(one_thread)
    return [f"- floor: the largest one-thread estimate either way, {largest:.2f}% ({label}), over {len(one_thread)}"]


def case_label(case):
    return label_of(case["key"])


def cases_by_label(reported, keep=lambda case: True):
    """The cases of the runs' reports that `keep` accepts, each case's runs under its label, in run order."""
    cases = {}
    for run in reported:
        for case in run["report"]["cases"]:
            if keep(case):
                cases.setdefault(case_label(case), []).append(case)
    return cases


def percent(value, places=1):
    return f"{value:+.{places}f}%"


def spread(values, places=1):
    if not values:
        return "-"
    values = sorted(values)
    return f"{percent(statistics.median(values), places)} ({percent(values[0], places)} to {percent(values[-1], places)})"


def batch_line(runs):
    """The batch's runs: how many, how long each took, and when."""
    seconds = [run["seconds"] for run in runs]
    return (f"- {len(runs)} runs, {min(seconds):.0f}-{max(seconds):.0f} s each, from {runs[0]['started']:%H:%M} "
            f"to {utc_now():%H:%M} UTC")


def calibration_lines(runs):
    """What the slowdown's calibration reached for each lock, over `runs`."""
    locks = {}
    for run in runs:
        for lock, size in run["calibration"].items():
            locks.setdefault(lock, []).append(size)
    return [f"- calibration, {lock}: {spread(sizes)}" for lock, sizes in sorted(locks.items())]


def readings_lines(runs):
    """The host reference read before each run, when there was one."""
    readings = [run["reading"] for run in runs if run["reading"]]
    return ["", "Host reference before each run: " + ", ".join(readings)] if readings else []


def tabulate(batch, runs, asked=None):
    """The batch's section of the summary, in Markdown; `asked` is the slowdown asked, in percent, or None (A/A)."""
    reported = [run for run in runs if run["report"]]
    statuses = {}
    for run in runs:
        statuses[run["status"]] = statuses.get(run["status"], 0) + 1
    lines = [f"## {batch}", "", batch_line(runs) + "; exit statuses: "
             + ", ".join(f"{status} x{count}" for status, count in sorted(statuses.items()))]
    if len(reported) < len(runs):
        lines.append(f"- **{len(runs) - len(reported)} run(s) gave no report**: see their .err files")
    cases = cases_by_label(reported)
    verdicts = [case["verdict"] for found in cases.values() for case in found]
    if verdicts:
        noisy = verdicts.count("too noisy")
        lines.append(f"- verdicts: {len(verdicts)}; too noisy {noisy} ({100 * noisy / len(verdicts):.1f}%)")
    if asked is not None:
        lines += slowdown_lines(cases, reported, asked)
    else:
        lines.append(f"- false calls: {verdicts.count('regression')} regressions, {verdicts.count('improvement')} improvements")
        lines += floor_line(cases)
    lines += ["", "| case | " + " | ".join(VERDICTS) + " | change ab measured: median (range) | could call, median "
              "| pairs shown: placement |", "|---|" + "---|" * (len(VERDICTS) + 3)]
    lines += [case_row(label, found) for label, found in sorted(cases.items())]
    return lines + readings_lines(runs)


def slowdown_lines(cases, reported, asked):
    """A slowed batch's power check (the cases measured at or above their could-call, and how many were caught),
    its size check (the one-thread increment cases within the tolerance of `asked`), and what the calibration
    reached for each lock."""
    reachable = [case for found in cases.values() for case in found
                 if case.get("ratio") and case.get("detectable_slowdown") is not None
                 and case["ratio"] - 1 >= case["detectable_slowdown"]]
    caught = sum(case["verdict"] == "regression" for case in reachable)
    sizes = [(case["ratio"] - 1) * 100 for found in cases.values() for case in found if case.get("ratio") and aimed_at(case["key"])]
    return [f"- cases ab measured at or above their could-call: {len(reachable)}, of which caught {caught}",
            f"- one-thread increment cases ab measured within {tolerance_points(asked):g} points of {asked:g}%: {within(sizes, asked)}"
            ] + calibration_lines(reported)


def case_row(label, found):
    """One case's row: its verdicts by kind, the change ab measured, and its median could-call."""
    counts = [str(sum(case["verdict"] == verdict for case in found)) for verdict in VERDICTS]
    changes = [(case["ratio"] - 1) * 100 for case in found if case.get("ratio")]
    could = [case["detectable_slowdown"] * 100 for case in found if case.get("detectable_slowdown") is not None]
    could_text = f">{statistics.median(could):.1f}%" if could else "-"
    return f"| {label} | " + " | ".join(counts) + f" | {spread(changes, 2)} | {could_text} | {placements(found)} |"


def placements(found):
    """Whose pairs each run's shown look tested: `all` (one distance), `near` or `far` deciding alone, or `near+far`
    tested apart; counted over the runs, e.g. `all 6, far 3, near+far 1`."""
    counts = {}
    for case in found:
        placement = case.get("placement")
        kind = "all" if not placement else "near+far" if placement.get("other_tested") else placement["side"]
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items()))


def tabulate_sizes(size, runs):
    """A `--size` batch's section: each case's size as ab measured it at its last look, with the pairs behind it."""
    asked = float(size.rstrip("%"))
    reported = [run for run in runs if run["report"]]
    cases = cases_by_label(reported, lambda case: case.get("ratio") and case.get("looks"))
    aimed = [(case["ratio"] - 1) * 100 for found in cases.values() for case in found if aimed_at(case["key"])]
    lines = [f"## --size {size}: the bench against itself, slowed, each case measured to its last look", "",
             batch_line(runs),
             f"- one-thread increment cases within {tolerance_points(asked):g} points of {asked:g}%: {within(aimed, asked)}"]
    if len(reported) < len(runs):
        lines.append(f"- **{len(runs) - len(reported)} run(s) gave no report**: see their .err files")
    lines += calibration_lines(reported)
    lines += ["", "| case | size ab measured: median (range) | within the tolerance | pairs at the last look: median (range) |",
              "|---|---|---|---|"]
    for label, found in sorted(cases.items()):
        sizes = [(case["ratio"] - 1) * 100 for case in found]
        pairs = sorted(case["looks"][-1]["pairs"] for case in found)
        lines.append(f"| {label} | {spread(sizes, 2)} | {within(sizes, asked)} | "
                     f"{statistics.median(pairs):.0f} ({pairs[0]} to {pairs[-1]}) |")
    return lines + readings_lines(runs)


def tabulate_runs(size, runs):
    """A `bench run` slowdown batch's section: each slowed run's cost of a case against the mean of the unslowed
    runs before and after it."""
    asked = float(size.rstrip("%"))
    bases, slowed = runs[0::2], runs[1::2]
    slowed = slowed[: max(0, len(bases) - 1)]  # a batch cut short: only the slowed runs with an unslowed run after
    sizes, aimed = {}, set()
    for index, run in enumerate(slowed):
        around = (bases[index]["costs"], bases[index + 1]["costs"])
        for label, cost in run["costs"].items():
            if label in around[0] and label in around[1]:
                base = (around[0][label]["ns"] + around[1][label]["ns"]) / 2
                sizes.setdefault(label, []).append((cost["ns"] / base - 1) * 100)
                if cost["aimed"]:
                    aimed.add(label)
    aimed_sizes = [size for label in aimed for size in sizes[label]]
    lines = [f"## `bench run --slowdown {size}`: {len(slowed)} slowed runs between {len(bases)} unslowed", "",
             batch_line(runs),
             f"- one-thread increment cases within {tolerance_points(asked):g} points of {asked:g}%: {within(aimed_sizes, asked)}"]
    if any(not run["costs"] for run in runs):
        lines.append(f"- **{sum(not run['costs'] for run in runs)} run(s) gave no results**: see their .err files")
    lines += calibration_lines(slowed)
    lines += ["", "| case | slowdown measured: median (range) | within the tolerance |", "|---|---|---|"]
    lines += [f"| {label} | {spread(found, 2)} | {within(found, asked)} |" for label, found in sorted(sizes.items())]
    return lines + readings_lines(runs)


def validate(args):
    """Runs the batches asked for, then writes and prints the summary: of every run made, also when a Ctrl-C
    cut the batches short (exit 130 then)."""
    args.out = args.out or os.path.join("results", f"validation-{utc_now():%Y%m%d-%H%M%S}")
    if not os.access(args.bench, os.X_OK):
        raise UsageError(f"{args.bench} is not an executable bench (build it: swift build -c release)")
    os.makedirs(args.out, exist_ok=True)
    batches = []
    try:
        run_batches(args, batches)
        interrupted = False
    except KeyboardInterrupt:
        interrupted = True
    summary = ["# Validation of `bench ab` and `--slowdown`", "", f"- machine: {machine()}",
               f"- bench: {os.path.abspath(args.bench)}", f"- options: {' '.join(args.ab_options)}"]
    runs_made = [run for _, runs in batches for run in runs]
    commits = sorted({run["commit"] for run in runs_made if run["commit"]})
    summary += [f"- commit measured (the results files' git_commit): {', '.join(commits) or 'not recorded'}", ""]
    if interrupted:
        summary += [f"**Interrupted** after {len(runs_made)} runs: the tables hold the runs made.", ""]
    for section, runs in batches:
        if runs:
            summary += section(runs) + [""]
    final = None if interrupted else host_reading(args.host_reference)
    if final:
        summary.append(f"Host reference after the last run: {final}")
    text = "\n".join(summary).rstrip() + "\n"
    with open(os.path.join(args.out, "summary.md"), "w") as file:
        file.write(text)
    print("\n" + text, end="")
    if interrupted:
        return 130
    return 0 if all(run.get("report") or run.get("costs") for run in runs_made) else 1


def run_batches(args, batches):
    """Runs each batch asked for, appending (its summary section, its runs so far) to `batches` before its first
    run, so that a batch cut short is still summarised."""
    if args.aa:
        copies = aa_copies(args.bench, args.out)
        runs = []
        batches.append((lambda made: aa_section(made, args), runs))
        for number in range(1, args.runs + 1):
            baseline, current = copies if number % 2 else copies[::-1]
            runs.append(run_one(f"aa-{number}", current, baseline, current, [], args))
    for size in args.slowdown:
        runs = []
        batches.append((lambda made, size=size: tabulate(f"--slowdown {size}: the bench against itself, slowed", made,
                                                           float(size.rstrip("%"))), runs))
        for number in range(1, args.runs + 1):
            runs.append(run_one(f"slowdown-{size.rstrip('%')}-{number}", args.bench, args.bench, args.bench,
                                ["--slowdown", size], args))
    for size in args.size:
        runs = []
        batches.append((lambda made, size=size: tabulate_sizes(size, made), runs))
        for number in range(1, args.runs + 1):
            runs.append(run_one(f"size-{size.rstrip('%')}-{number}", args.bench, args.bench, args.bench,
                                ["--slowdown", size, *UNDECIDABLE], args))
    if args.unrelated:
        builds = [(build, []) for build in args.unrelated]
        for build, runs in builds:
            batches.append((lambda made, build=build: tabulate(f"Unrelated change: {build} against the bench", made), runs))
        for number in range(1, args.runs + 1):
            for index, (build, runs) in enumerate(builds, start=1):
                baseline, current = (build, args.bench) if number % 2 else (args.bench, build)
                runs.append(run_one(f"unrelated-{index}-{number}", current, baseline, current, [], args))
    for size in args.run_slowdown:
        runs = []
        batches.append((lambda made, size=size: tabulate_runs(size, made), runs))
        for number in range(1, args.runs + 1):
            runs.append(run_bench(f"run-{size.rstrip('%')}-{number}-base", [], args))
            runs.append(run_bench(f"run-{size.rstrip('%')}-{number}-slowed", ["--slowdown", size], args))
        runs.append(run_bench(f"run-{size.rstrip('%')}-{args.runs + 1}-base", [], args))


def aa_section(runs, args):
    """The A/A batch's section, with where its pairs' spread comes from."""
    lines = tabulate("A/A: two byte-identical copies at different paths", runs)
    paired = [os.path.join(args.out, run["name"]) for run in runs
              if os.path.isfile(os.path.join(args.out, run["name"], "pairs.csv"))]
    if paired:
        lines += ["", "Where the pairs' spread comes from (`.ci/pair_spread.py`, docs/ab.md):", ""]
        lines += pair_spread.table(paired)
    return lines


def self_test(samples):
    """Runs two A/A runs and two slowed runs of the fake bench in `samples` and checks the summary's figures."""
    fake = os.path.join(samples, "fake-bench")
    with tempfile.TemporaryDirectory() as folder:
        args = parse(["--bench", fake, "--runs", "2", "--aa", "--slowdown", "5%", "--size", "5%",
                      "--run-slowdown", "5%", "--unrelated", fake, "--out", folder, "--host-reference", "echo 11.3"])
        status = validate(args)
        with open(os.path.join(folder, "summary.md")) as file:
            text = file.read()
        with open(os.path.join(folder, "aa-1.json")) as report:
            first = json.load(report)
        with open(os.path.join(folder, "aa-2.json")) as report:
            second = json.load(report)
    expected = [
        "- verdicts: 4; too noisy 1 (25.0%)",
        "- false calls: 0 regressions, 0 improvements",
        "| contended NSLock increment 2 | 0 | 0 | 1 | 1 | 0 | +1.00% (+0.00% to +2.00%) | >4.0% |",
        "- cases ab measured at or above their could-call: 3, of which caught 2",
        "- calibration, pthread_mutex: +5.0% (+4.8% to +5.2%)",
        "| uncontended pthread_mutex increment 1 | 2 | 0 | 0 | 0 | 0 | +5.00% (+5.00% to +5.00%) | >2.0% |",
        "Host reference before each run: 11.3, 11.3",
        "- commit measured (the results files' git_commit): 0123abc",
        "| contended NSLock increment 2 | 2 | 2 | 0.015 | 0.000 | 0.015 | - | - | - | - |",
        "- one-thread increment cases ab measured within 1.25 points of 5%: 2 of 2",
        "## `bench run --slowdown 5%`: 2 slowed runs between 3 unslowed",
        "- one-thread increment cases within 1.25 points of 5%: 1 of 2",
        f"## Unrelated change: {fake} against the bench",
        "- floor: the largest one-thread estimate either way, 0.10% (uncontended pthread_mutex increment 1), over 2",
        "| uncontended pthread_mutex increment 1 | +4.00% (+3.00% to +5.00%) | 1 of 2 |",
        "| contended NSLock increment 2 | +6.00% (+6.00% to +6.00%) | 2 of 2 |",
        "- calibration, NSLock: +5.0% (+5.0% to +5.0%)",
        "## --size 5%: the bench against itself, slowed, each case measured to its last look",
        "| uncontended pthread_mutex increment 1 | +5.55% (+5.10% to +6.00%) | 2 of 2 | 390 (300 to 480) |",
        "| contended NSLock increment 2 | +7.00% (+7.00% to +7.00%) | 0 of 2 | 240 (240 to 240) |",
        "family",
    ]
    missing = [line for line in expected if line not in text]
    problems = [f"summary lacks: {line}" for line in missing]
    if status != 0:
        problems.append(f"exit status {status}, not 0")
    if (first["baseline"], first["current"]) != (second["current"], second["baseline"]):
        problems.append("the A/A runs did not swap the baseline")
    problems += interrupted_test(fake)
    if problems:
        print("\n".join(["self-test FAILED:"] + problems), file=sys.stderr)
        return 1
    print(f"self-test passed: {len(expected)} lines of the summary as expected, the baseline swapped, an interrupted "
          "batch summarised")
    return 0


def interrupted_test(fake):
    """A Ctrl-C during the third run (the first slowed one): the summary still holds the two A/A runs, and says
    the batches were cut short; the exit status is 130. Returns the problems found."""
    real = globals()["run_one"]
    calls = []

    def stopped_at_third(*arguments):
        calls.append(arguments)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*arguments)

    globals()["run_one"] = stopped_at_third
    try:
        with tempfile.TemporaryDirectory() as folder:
            status = validate(parse(["--bench", fake, "--runs", "2", "--aa", "--slowdown", "5%", "--out", folder]))
            with open(os.path.join(folder, "summary.md")) as file:
                text = file.read()
    finally:
        globals()["run_one"] = real
    problems = [] if status == 130 else [f"interrupted: exit status {status}, not 130"]
    for line in ["**Interrupted** after 2 runs: the tables hold the runs made.", "- verdicts: 4; too noisy 1 (25.0%)"]:
        if line not in text:
            problems.append(f"interrupted: summary lacks: {line}")
    if "--slowdown 5%:" in text:
        problems.append("interrupted: a section for the batch that made no run")
    return problems


def main(argv):
    try:
        args = parse(argv)
        if args.self_test is not None:
            return self_test(args.self_test)
        return validate(args)
    except UsageError as error:
        print(f"ab_validation: error: {error}", file=sys.stderr)
        return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
