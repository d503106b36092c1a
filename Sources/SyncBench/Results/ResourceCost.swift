/// What one operation cost beyond wall time, and how busy the rest of the machine was meanwhile.
///
/// CPU time well above wall time per operation means spinning; many voluntary switches per operation
/// mean parking in the kernel; involuntary switches mean the scheduler had to take CPUs away.
public struct ResourceCost: Sendable, Equatable {
    /// CPU time of this process per operation, in nanoseconds.
    public var cpuNanosecondsPerOperation: Double
    /// Voluntary context switches per operation.
    public var voluntarySwitchesPerOperation: Double
    /// Involuntary context switches per operation.
    public var involuntarySwitchesPerOperation: Double
    /// CPU time other processes used while the case ran, in percent of one CPU; nil when unknown.
    public var foreignCPUPercent: Double?
    /// Whether other processes were busy enough to disturb the figures.
    public var isNoisy: Bool

    /// Makes a cost record.
    public init(
        cpuNanosecondsPerOperation: Double, voluntarySwitchesPerOperation: Double,
        involuntarySwitchesPerOperation: Double, foreignCPUPercent: Double?, isNoisy: Bool
    ) {
        self.cpuNanosecondsPerOperation = cpuNanosecondsPerOperation
        self.voluntarySwitchesPerOperation = voluntarySwitchesPerOperation
        self.involuntarySwitchesPerOperation = involuntarySwitchesPerOperation
        self.foreignCPUPercent = foreignCPUPercent
        self.isNoisy = isNoisy
    }

    /// The cost of `usage` spread over `operations`, or nil when nothing completed.
    public init?(_ usage: ResourceUsage, operations: Int) {
        guard operations > 0 else { return nil }
        let count = Double(operations)
        self.init(
            cpuNanosecondsPerOperation: Double(usage.cpuNanoseconds) / count,
            voluntarySwitchesPerOperation: Double(usage.voluntarySwitches) / count,
            involuntarySwitchesPerOperation: Double(usage.involuntarySwitches) / count,
            foreignCPUPercent: usage.foreignCPUPercent,
            isNoisy: usage.foreignLoadIsSignificant
        )
    }
}
