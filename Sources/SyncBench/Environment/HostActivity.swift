/// The machine's CPU time so far, from `/proc/stat` (Linux): two snapshots tell how busy it was between
/// them and how much the hypervisor stole. Nil on platforms without `/proc/stat`.
public struct HostActivity: Sendable, Equatable {
    /// Ticks spent busy (steal included).
    public var busy: UInt64
    /// Ticks stolen by the hypervisor.
    public var steal: UInt64
    /// All ticks.
    public var total: UInt64

    /// Makes a snapshot from known counts.
    public init(busy: UInt64, steal: UInt64, total: UInt64) {
        self.busy = busy
        self.steal = steal
        self.total = total
    }

    /// A snapshot from the text of `/proc/stat`.
    public init?(stat: String) {
        guard let busy = SystemFiles.busyTicks(stat: stat), let steal = SystemFiles.stealTicks(stat: stat) else { return nil }
        self.init(busy: busy, steal: steal.steal, total: steal.total)
    }

    /// This machine's snapshot now; nil where there is no `/proc/stat`.
    public static func now() -> HostActivity? {
        #if os(Linux)
        return SystemFacts.file("/proc/stat").flatMap(HostActivity.init(stat:))
        #else
        return nil
        #endif
    }

    /// The shares of all CPU time since `earlier` that was busy and that was stolen, as fractions; nil when
    /// no tick passed.
    public func shares(since earlier: HostActivity) -> (busy: Double, steal: Double)? {
        guard total > earlier.total else { return nil }
        let elapsed = Double(total - earlier.total)
        return (Double(busy &- earlier.busy) / elapsed, Double(steal &- earlier.steal) / elapsed)
    }
}
