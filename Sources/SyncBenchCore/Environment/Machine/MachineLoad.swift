import CSyncBench
import Foundation
import Platform

/// Where the whole machine's busy CPU time (ours included) comes from on this platform, and how far its
/// rounding can move it; the foreign load of a case is that time less our own.
@usableFromInline package struct MachineLoad: Sendable, Equatable {
    /// The source, as the results record it.
    package var source: String
    /// The length of the ticks it counts in, in nanoseconds.
    package var tickNanoseconds: Double
    /// Counters per CPU that are each rounded to whole ticks.
    package var roundedCountersPerCPU: Int

    /// Makes a description of a source.
    package init(source: String, tickNanoseconds: Double, roundedCountersPerCPU: Int) {
        self.source = source
        self.tickNanoseconds = tickNanoseconds
        self.roundedCountersPerCPU = roundedCountersPerCPU
    }

    /// How far the busy time over one interval can be off from rounding alone, in nanoseconds: each rounded
    /// counter of each CPU may be off by a tick, and the errors are combined in quadrature.
    package func roundingNanoseconds(cpus: Int) -> Double {
        tickNanoseconds * Double(max(1, cpus) * roundedCountersPerCPU).squareRoot()
    }

    #if os(Linux)
    /// Linux: the `cpu` line of `/proc/stat`, which charges whole ticks (1/`ticksPerSecond` s) to whatever
    /// runs when one fires; steal (time the hypervisor gave to other guests) is included.
    package static func procStat(ticksPerSecond: Int) -> MachineLoad {
        MachineLoad(source: "/proc/stat", tickNanoseconds: 1e9 / Double(max(1, ticksPerSecond)), roundedCountersPerCPU: 1)
    }
    #endif

    /// Darwin: every processor's user and system time from `host_processor_info(PROCESSOR_CPU_LOAD_INFO)`,
    /// each rounded down to 10 ms ticks by the kernel. Not `host_statistics(HOST_CPU_LOAD_INFO)`, which the
    /// kernel answers from a cache after a few calls a second. No steal column exists.
    package static let hostProcessorInfo = MachineLoad(
        source: "host_processor_info(PROCESSOR_CPU_LOAD_INFO)", tickNanoseconds: 10_000_000, roundedCountersPerCPU: 2
    )

    /// This platform's source, or nil where the machine's load cannot be read.
    package static let current: MachineLoad? = {
        #if os(Linux)
        return procStat(ticksPerSecond: sysconf(Int32(_SC_CLK_TCK)))
        #elseif canImport(Darwin)
        return hostProcessorInfo
        #else
        return nil
        #endif
    }()

    /// The machine's busy time since boot, in nanoseconds, or nil where it cannot be read.
    static func busyNanoseconds() -> UInt64? {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let ticks = SystemFiles.busyTicks(stat: stat)
        else { return nil }
        let ticksPerSecond = UInt64(max(1, sysconf(Int32(_SC_CLK_TCK))))
        return ticks * 1_000_000_000 / ticksPerSecond
        #elseif canImport(Darwin)
        var counters = [UInt32](repeating: 0, count: 4 * 1024)
        let count = Int(csb_darwin_cpu_ticks(&counters, Int32(counters.count)))
        guard count > 0, count <= counters.count, let ticks = DarwinCPUTicks.busyTicks(Array(counters.prefix(count))) else {
            return nil
        }
        return ticks * 10_000_000
        #else
        return nil
        #endif
    }
}

/// Reads the CPU tick counters Darwin's `host_processor_info(PROCESSOR_CPU_LOAD_INFO)` gives (per processor,
/// the `cpu_ticks` layout `host_statistics(HOST_CPU_LOAD_INFO)` also uses), apart from the call, so that
/// tests can feed fixed numbers.
@usableFromInline package enum DarwinCPUTicks {
    /// Counters per processor: `CPU_STATE_MAX` in xnu's osfmk/mach/machine.h.
    package static let statesPerProcessor = 4
    /// `CPU_STATE_IDLE`, the one counter that is not busy time (user 0, system 1, idle 2, nice 3).
    static let idleState = 2

    /// The busy ticks of all processors together: user, system and nice, everything but idle; nil when the
    /// counters do not come in whole processors. Each processor's counter wraps at 2^32 ticks (about 500
    /// days of its own busy time), which the caller's interval arithmetic clamps rather than repairs.
    package static func busyTicks(_ counters: [UInt32]) -> UInt64? {
        guard !counters.isEmpty, counters.count % statesPerProcessor == 0 else { return nil }
        var busy: UInt64 = 0
        for (index, ticks) in counters.enumerated() where index % statesPerProcessor != idleState {
            busy += UInt64(ticks)
        }
        return busy
    }
}
