import Foundation

/// The machine's CPU time so far: two snapshots tell how busy it was between them and, on Linux, how much
/// the hypervisor stole. Linux counts in the ticks of `/proc/stat`; Darwin in nanoseconds, its busy time from
/// `host_processor_info` (`MachineLoad`) against the uptime clock times the processors, and has no steal.
@usableFromInline package struct HostActivity: Sendable, Equatable {
    /// CPU time spent busy (steal included).
    package var busy: UInt64
    /// CPU time stolen by the hypervisor; nil where not exposed (Darwin).
    package var steal: UInt64?
    /// All CPU time, busy or idle.
    package var total: UInt64

    /// Makes a snapshot from known counts.
    package init(busy: UInt64, steal: UInt64?, total: UInt64) {
        self.busy = busy
        self.steal = steal
        self.total = total
    }

    /// A snapshot from the text of `/proc/stat`.
    package init?(stat: String) {
        guard let busy = SystemFiles.busyTicks(stat: stat), let steal = SystemFiles.stealTicks(stat: stat) else { return nil }
        self.init(busy: busy, steal: steal.steal, total: steal.total)
    }

    /// This machine's snapshot now; nil where it cannot be read.
    package static func now() -> HostActivity? {
        #if os(Linux)
        return SystemFacts.file("/proc/stat").flatMap(HostActivity.init(stat:))
        #elseif canImport(Darwin)
        let processors = UInt64(ProcessInfo.processInfo.processorCount)
        return MachineLoad.busyNanoseconds().map { HostActivity(busy: $0, steal: nil, total: MonotonicClock.now() &* processors) }
        #else
        return nil
        #endif
    }

    /// The shares of all CPU time since `earlier` that was busy and that was stolen (nil where not exposed),
    /// as fractions; nil when no time passed.
    package func shares(since earlier: HostActivity) -> (busy: Double, steal: Double?)? {
        guard total > earlier.total else { return nil }
        let elapsed = Double(total - earlier.total)
        let stolen = steal.flatMap { now in earlier.steal.map { Double(now &- $0) / elapsed } }
        return (min(1, Double(busy &- earlier.busy) / elapsed), stolen)
    }
}
