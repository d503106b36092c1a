import SyncBenchCore

/// What one operation cost beyond wall time, and how busy the rest of the machine was meanwhile.
///
/// CPU time well above wall time per operation means spinning; many voluntary switches per operation
/// mean parking in the kernel; involuntary switches mean the scheduler had to take CPUs away. Darwin cannot
/// tell the two kinds of switch apart (see `ContextSwitchCounting`): there only their sum is reported.
package struct ResourceCost: Sendable, Equatable {
    /// CPU time of this process per operation, in nanoseconds.
    package var cpuNanosecondsPerOperation: Double
    /// Voluntary context switches per operation; nil where the platform cannot tell them apart.
    package var voluntarySwitchesPerOperation: Double?
    /// Involuntary context switches per operation; nil where the platform cannot tell them apart.
    package var involuntarySwitchesPerOperation: Double?
    /// All context switches per operation, of both kinds: the figure that means the same on every platform.
    package var switchesPerOperation: Double
    /// CPU time other processes used while the case ran, in percent of one CPU; nil when unknown.
    package var foreignCPUPercent: Double?
    /// Whether other processes were busy enough to disturb the figures.
    package var isNoisy: Bool

    /// Makes a cost record; `switchesPerOperation` defaults to the sum of the two kinds.
    package init(
        cpuNanosecondsPerOperation: Double, voluntarySwitchesPerOperation: Double?,
        involuntarySwitchesPerOperation: Double?, switchesPerOperation: Double? = nil,
        foreignCPUPercent: Double?, isNoisy: Bool
    ) {
        self.cpuNanosecondsPerOperation = cpuNanosecondsPerOperation
        self.voluntarySwitchesPerOperation = voluntarySwitchesPerOperation
        self.involuntarySwitchesPerOperation = involuntarySwitchesPerOperation
        self.switchesPerOperation = switchesPerOperation
            ?? (voluntarySwitchesPerOperation ?? 0) + (involuntarySwitchesPerOperation ?? 0)
        self.foreignCPUPercent = foreignCPUPercent
        self.isNoisy = isNoisy
    }

    /// The cost of `usage` spread over `operations`, or nil when nothing completed; the two kinds of switch
    /// apart only where `switches` can tell them apart.
    package init?(_ usage: ResourceUsage, operations: Int, switches: ContextSwitchCounting = .current) {
        guard operations > 0 else { return nil }
        let count = Double(operations)
        let voluntary = Double(usage.voluntarySwitches) / count
        let involuntary = Double(usage.involuntarySwitches) / count
        let reported = switches.reported(voluntary: voluntary, involuntary: involuntary)
        self.init(
            cpuNanosecondsPerOperation: Double(usage.cpuNanoseconds) / count,
            voluntarySwitchesPerOperation: reported?.voluntary,
            involuntarySwitchesPerOperation: reported?.involuntary,
            switchesPerOperation: voluntary + involuntary,
            foreignCPUPercent: usage.foreignCPUPercent,
            isNoisy: usage.foreignLoadIsSignificant
        )
    }
}
