/// The knobs of a workload: how much work inside the lock, how much outside, and the share of reads.
public struct WorkloadParameters: Sendable, Equatable, Hashable, Codable {
    /// Target work inside the critical section, in nanoseconds (0: none).
    public var criticalNanoseconds: Double
    /// Target think time outside the critical section, in nanoseconds (0: none).
    public var thinkNanoseconds: Double
    /// Percentage of operations that only read, for a read/write mix; nil for other workloads.
    public var readPercent: Int?
    /// Work items submitted at once, for the thread-explosion workload; nil for others.
    public var items: Int?

    /// Makes parameters.
    public init(criticalNanoseconds: Double = 0, thinkNanoseconds: Double = 0, readPercent: Int? = nil, items: Int? = nil) {
        self.criticalNanoseconds = criticalNanoseconds
        self.thinkNanoseconds = thinkNanoseconds
        self.readPercent = readPercent
        self.items = items
    }

    /// Calibrated work for the critical section.
    public var critical: BusyWork { BusyWork(nanoseconds: criticalNanoseconds) }
    /// Calibrated think time.
    public var think: BusyWork { BusyWork(nanoseconds: thinkNanoseconds) }
}
