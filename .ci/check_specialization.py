#!/usr/bin/env python3
"""Checks that a release `bench` specializes the engine's worker loop for locks defined in another module.

Usage: check_specialization.py BINARY LOCK_TYPE...   (e.g. OwnLocks.OwnPthreadMutex)

For each lock type, the binary must hold `Engine.work` specialized for `LockedIncrement<LOCK_TYPE>`, and neither
it nor the batch loop it calls may call the lock's `withLock` or a protocol witness: the lock's own calls are
inlined into the loop, so a figure means the lock, not generic dispatch. Needs nm, objdump and `swift demangle`.
"""
import re
import subprocess
import sys


def run(arguments, text=None):
    return subprocess.run(arguments, input=text, capture_output=True, text=True, check=True).stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, lock_types = sys.argv[1], sys.argv[2:]
    mangled = [line.split()[-1] for line in run(["nm", binary]).splitlines() if line.split()]
    demangled = run(["swift", "demangle", "--compact"], "\n".join(mangled) + "\n").splitlines()
    symbols = dict(zip(demangled, mangled))
    for lock in lock_types:
        workload = f"SyncBench.LockedIncrement<{lock}>>"
        loops = [
            (name, symbols[name]) for name in symbols
            if f"specialization <{workload} of " in name and not name.startswith("partial apply")
            and ("SyncBench.Engine.work<" in name or "SyncBench.OperationWorkload.run(batch:" in name)
        ]
        if not any("Engine.work<" in name for name, _ in loops):
            sys.exit(f"check_specialization: no Engine.work specialized for LockedIncrement<{lock}> in {binary}")
        for name, symbol in loops:
            listing = run(["swift", "demangle", "--compact"], run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={symbol}", binary]))
            calls = [line.split("call", 1)[1].strip() for line in listing.splitlines() if re.search(r"\scall", line)]
            generic = [call for call in calls if "withLock" in call or "witness" in call]
            if generic:
                sys.exit(f"check_specialization: {name} calls {generic[0]} in its loop: the lock is not inlined")
            loop = "Engine.work" if "Engine.work<" in name else "OperationWorkload.run(batch:)"
            outside = sorted({re.sub(r"^[0-9a-f]+ <(.*)>$", r"\1", call) for call in calls if "SyncBench." not in call})
            print(f"check_specialization: {lock}: {loop} specialized, inlined; calls outside the engine: {', '.join(outside)}")


if __name__ == "__main__":
    main()
