import Foundation
import Platform

/// A snapshot of the CPU time this process and the whole machine have used, taken at a window edge.
@usableFromInline package struct ResourceSnapshot: Sendable {
    /// User plus system CPU time of this process, in nanoseconds (getrusage).
    package var processCPUNanoseconds: UInt64
    /// Voluntary context switches of this process: a thread blocked, e.g. parked on a futex.
    package var voluntarySwitches: Int
    /// Involuntary context switches: the scheduler took the CPU away, e.g. from a spinning thread.
    package var involuntarySwitches: Int
    /// Busy CPU time of the whole machine in nanoseconds (`MachineLoad`), or nil where it cannot be read.
    package var machineBusyNanoseconds: UInt64?

    /// Makes a snapshot from known values.
    package init(processCPUNanoseconds: UInt64, voluntarySwitches: Int, involuntarySwitches: Int, machineBusyNanoseconds: UInt64?) {
        self.processCPUNanoseconds = processCPUNanoseconds
        self.voluntarySwitches = voluntarySwitches
        self.involuntarySwitches = involuntarySwitches
        self.machineBusyNanoseconds = machineBusyNanoseconds
    }

    /// Reads the counters now.
    package static func now() -> ResourceSnapshot {
        let usage = usage(of: .process)
        func nanoseconds(_ time: timeval) -> UInt64 {
            UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1_000
        }
        return ResourceSnapshot(
            processCPUNanoseconds: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime),
            voluntarySwitches: Int(usage.ru_nvcsw),
            involuntarySwitches: Int(usage.ru_nivcsw),
            machineBusyNanoseconds: MachineLoad.busyNanoseconds()
        )
    }

    /// How far the machine's busy time over one interval can be off from tick rounding alone, in nanoseconds
    /// (see `MachineLoad.roundingNanoseconds`); 0 where the machine's load cannot be read.
    static let tickUncertaintyNanoseconds = MachineLoad.current?.roundingNanoseconds(cpus: sysconf(Int32(_SC_NPROCESSORS_ONLN))) ?? 0
}

/// What a case cost beyond wall time, between the first window's opening and the last one's closing.
@usableFromInline package struct ResourceUsage: Sendable, Equatable, Codable {
    /// CPU time of this process, in nanoseconds.
    package var cpuNanoseconds: UInt64
    /// Voluntary context switches.
    package var voluntarySwitches: Int
    /// Involuntary context switches.
    package var involuntarySwitches: Int
    /// Busy CPU time of the whole machine meanwhile, ours included, in nanoseconds; nil when unknown.
    /// Both platforms count in ticks (10 ms), so over a short interval this can even fall below our own time.
    package var machineBusyNanoseconds: UInt64?
    /// Wall time covered, in nanoseconds.
    package var elapsedNanoseconds: UInt64
    /// How far tick rounding alone can move the machine's busy time, in nanoseconds (0: exact).
    package var tickUncertaintyNanoseconds: Double

    /// Makes a usage record.
    package init(
        cpuNanoseconds: UInt64, voluntarySwitches: Int, involuntarySwitches: Int,
        machineBusyNanoseconds: UInt64?, elapsedNanoseconds: UInt64, tickUncertaintyNanoseconds: Double = 0
    ) {
        self.cpuNanoseconds = cpuNanoseconds
        self.voluntarySwitches = voluntarySwitches
        self.involuntarySwitches = involuntarySwitches
        self.machineBusyNanoseconds = machineBusyNanoseconds
        self.elapsedNanoseconds = elapsedNanoseconds
        self.tickUncertaintyNanoseconds = tickUncertaintyNanoseconds
    }

    /// The difference between two snapshots `elapsed` nanoseconds apart.
    package init(from start: ResourceSnapshot, to end: ResourceSnapshot, elapsedNanoseconds: UInt64) {
        var busy: UInt64? = nil
        if let before = start.machineBusyNanoseconds, let after = end.machineBusyNanoseconds {
            busy = after >= before ? after - before : 0
        }
        self.init(
            cpuNanoseconds: end.processCPUNanoseconds - start.processCPUNanoseconds,
            voluntarySwitches: end.voluntarySwitches - start.voluntarySwitches,
            involuntarySwitches: end.involuntarySwitches - start.involuntarySwitches,
            machineBusyNanoseconds: busy,
            elapsedNanoseconds: elapsedNanoseconds,
            tickUncertaintyNanoseconds: ResourceSnapshot.tickUncertaintyNanoseconds
        )
    }

    /// CPU time other processes (and the hypervisor, as steal) took meanwhile, in nanoseconds: the machine's
    /// busy time less ours, never below zero; nil when unknown.
    package var foreignCPUNanoseconds: UInt64? {
        machineBusyNanoseconds.map { $0 > cpuNanoseconds ? $0 - cpuNanoseconds : 0 }
    }

    /// A case is noisy when other processes took at least this much of one CPU, in percent, while it ran,
    /// beyond what /proc/stat's tick rounding can explain.
    package static let noisyForeignCPUPercent = 10.0

    /// Whether other processes took at least `noisyForeignCPUPercent` of a CPU even after discounting what tick
    /// rounding alone can produce: foreign time of at least that share of the elapsed time plus
    /// `tickUncertaintyNanoseconds`. On two CPUs with 10 ms ticks that uncertainty is 14.1 ms on Linux (one
    /// counter a CPU) and 20 ms on Darwin (two), so one 45 ms round is flagged only from 41% or 54% of a CPU:
    /// heavy load; one interval is flagged from 12% once it lasts about 0.7 s (Linux) or 1 s (Darwin). Rounds
    /// added up (`adding(_:)`) combine their uncertainties in quadrature, so a default run's five 200 ms forks
    /// are flagged from about 13% (Linux) or 14.5% (Darwin).
    package var foreignLoadIsSignificant: Bool {
        guard let foreignCPUNanoseconds, elapsedNanoseconds > 0 else { return false }
        let beyondRounding = Double(foreignCPUNanoseconds) - tickUncertaintyNanoseconds
        return beyondRounding >= Self.noisyForeignCPUPercent / 100 * Double(elapsedNanoseconds)
    }

    /// Foreign CPU time as a percentage of one CPU over the elapsed time (100 = one CPU fully taken).
    package var foreignCPUPercent: Double? {
        guard let foreignCPUNanoseconds, elapsedNanoseconds > 0 else { return nil }
        return Double(foreignCPUNanoseconds) / Double(elapsedNanoseconds) * 100
    }
}

extension ResourceSnapshot {
    /// The most memory this process, or any child of it that has ended (a fork), has held resident so far, in
    /// bytes (getrusage's ru_maxrss, which Linux gives in KiB and Darwin in bytes).
    package static func peakResidentBytes() -> Int {
        #if canImport(Glibc)
        let unit = 1024
        #else
        let unit = 1
        #endif
        return Int(max(usage(of: .process).ru_maxrss, usage(of: .endedChildren).ru_maxrss)) * unit
    }

    /// Whose resources `getrusage` reports.
    private enum Whose {
        case process, endedChildren
    }

    private static func usage(of whose: Whose) -> rusage {
        var usage = rusage()
        #if canImport(Glibc)
        let who = whose == .process ? RUSAGE_SELF.rawValue : RUSAGE_CHILDREN.rawValue
        getrusage(__rusage_who_t(who), &usage)
        #else
        getrusage(whose == .process ? RUSAGE_SELF : RUSAGE_CHILDREN, &usage)
        #endif
        return usage
    }
}
