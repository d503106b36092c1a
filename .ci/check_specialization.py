#!/usr/bin/env python3
"""Checks that a release `bench` specializes the engine's worker loop for locks defined in another module, or for
a kernel defined in another module together with each lock it is measured with.

Usage: check_specialization.py BINARY LOCK_TYPE...                 (e.g. OwnLocks.OwnPthreadMutex)
       check_specialization.py BINARY --kernel KERNEL LOCK_TYPE...  (e.g. --kernel OwnKernels.LRUKernel
                                                                       SyncBenchCore.SynchronizationMutex)

For each lock type, the binary must hold `Engine.work` specialized for `LockedIncrement<LOCK_TYPE>`, and neither
it nor the batch loop it calls may call the lock's `withLock` or a protocol witness: the lock's own calls are
inlined into the loop, so a figure means the lock, not generic dispatch.

With --kernel, `Engine.work` must be specialized for `KernelWorkload<KERNEL, ExclusiveAccess<LOCK_TYPE>>` (or
`SharedAccess`, for a lock with a shared mode), and neither it nor `KernelWorkload.run(batch:worker:)`, its timed
operation or the kernel's `operation` specialized for the lock may call a protocol witness, an unspecialized
`withLock` or `withReadLock`, or the kernel's unspecialized `operation`: the kernel and the lock are specialized
together, so a figure means them, not generic dispatch. Name a type as Swift demangles it: a typealias by what it
stands for (`PthreadMutex` is `SyncBenchCore.PthreadMutexLock<SyncBenchCore.DefaultMutexKind>`).

Needs nm, objdump and `swift demangle`.
"""
import argparse
import re
import subprocess
import sys


def run(arguments, text=None):
    return subprocess.run(arguments, input=text, capture_output=True, text=True, check=True).stdout


def demangle(text):
    return run(["swift", "demangle", "--compact"], text)


def symbols_of(binary):
    """The binary's symbols, demangled name to mangled."""
    mangled = [line.split()[-1] for line in run(["nm", binary]).splitlines() if line.split()]
    return dict(zip(demangle("\n".join(mangled) + "\n").splitlines(), mangled))


def calls_in(binary, symbol):
    """The targets of the calls in one function, demangled."""
    listing = demangle(run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={symbol}", binary]))
    return [line.split("call", 1)[1].strip() for line in listing.splitlines() if re.search(r"\scall", line)]


def outside_engine(calls):
    return ", ".join(sorted({re.sub(r"^[0-9a-f]+ <(.*)>$", r"\1", call) for call in calls if "SyncBenchCore." not in call}))


def no_loop(what, binary, symbols, kin):
    """Stops: no loop for `what`, perhaps because LLVM merged it with the loop of a `kin` workload."""
    merged = any(name.startswith("merged ") and "SyncBenchCore.Engine.work<" in name and kin in name for name in symbols)
    hint = (
        f"; LLVM merged loops of {kin}...> into one, which bears one type's name: check a build with"
        " -Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass" if merged else ""
    )
    sys.exit(f"check_specialization: no Engine.work specialized for {what} in {binary}{hint}")


def check_lock(binary, symbols, lock):
    workload = f"SyncBenchCore.LockedIncrement<{lock}>>"
    loops = [
        (name, symbols[name]) for name in symbols
        if f"specialization <{workload} of " in name and not name.startswith("partial apply")
        and ("SyncBenchCore.Engine.work<" in name or "SyncBenchCore.OperationWorkload.run(batch:" in name)
    ]
    if not any("Engine.work<" in name for name, _ in loops):
        no_loop(f"LockedIncrement<{lock}>", binary, symbols, "SyncBenchCore.LockedIncrement<")
    for name, symbol in loops:
        calls = calls_in(binary, symbol)
        generic = [call for call in calls if "withLock" in call or "witness" in call]
        if generic:
            sys.exit(f"check_specialization: {name} calls {generic[0]} in its loop: the lock is not inlined")
        loop = "Engine.work" if "Engine.work<" in name else "OperationWorkload.run(batch:)"
        print(f"check_specialization: {lock}: {loop} specialized, inlined; calls outside the engine: {outside_engine(calls)}")


def kernel_loops(symbols, kernel, access):
    """The functions that run `kernel` with `access` and were specialized for the two, by what each is."""
    workload, both = f"SyncBenchCore.KernelWorkload<{kernel}, {access}>", f"{kernel}, {access}"
    operation = f"{kernel}.operation<"
    roles = [
        ("Engine.work", f"specialization <{workload}> of ", "SyncBenchCore.Engine.work<"),
        ("KernelWorkload.run(batch:worker:)", f"specialization <{both}> of ", "SyncBenchCore.KernelWorkload.run(batch:"),
        ("KernelWorkload.timedOperation", f"specialization <{both}> of ", "SyncBenchCore.KernelWorkload.timedOperation("),
        (f"{kernel}.operation", f"specialization <{access}> of ", operation),
        (f"{kernel}.operation, timed", f"specialization <SyncBenchCore.TimedAccess<{access}>> of ", operation),
    ]
    return [
        (role, name, symbols[name]) for name in symbols if not name.startswith("partial apply")
        for role, specialized, function in roles if specialized in name and function in name
    ]


def check_kernel(binary, symbols, kernel, lock):
    for kind in ("ExclusiveAccess", "SharedAccess"):
        access, loops = f"SyncBenchCore.{kind}<{lock}>", kernel_loops(symbols, kernel, f"SyncBenchCore.{kind}<{lock}>")
        if any(role == "Engine.work" for role, _, _ in loops):
            break
    else:
        what = f"KernelWorkload<{kernel}, ExclusiveAccess<{lock}>> or SharedAccess<{lock}>"
        no_loop(what, binary, symbols, f"SyncBenchCore.KernelWorkload<{kernel}, ")

    def generic(call):
        unspecialized = "generic specialization <" not in call
        return "witness" in call or (unspecialized and any(
            function in call for function in ("withLock", "withReadLock", f"{kernel}.operation<")
        ))

    for role, name, symbol in loops:
        calls = calls_in(binary, symbol)
        dispatched = [call for call in calls if generic(call)]
        if dispatched:
            sys.exit(
                f"check_specialization: {name} calls {dispatched[0]}: the kernel and the lock are not specialized"
                " together (make the kernel's subjects in the module that defines it, or its operation @inlinable)"
            )
        print(f"check_specialization: {kernel} with {access}: {role} specialized, no generic dispatch;"
              f" calls outside the engine: {outside_engine(calls)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("locks", metavar="LOCK_TYPE", nargs="+")
    parser.add_argument("--kernel", metavar="KERNEL", help="a kernel type, e.g. OwnKernels.LRUKernel")
    arguments = parser.parse_args()
    symbols = symbols_of(arguments.binary)
    for lock in arguments.locks:
        if arguments.kernel:
            check_kernel(arguments.binary, symbols, arguments.kernel, lock)
        else:
            check_lock(arguments.binary, symbols, lock)


if __name__ == "__main__":
    main()
