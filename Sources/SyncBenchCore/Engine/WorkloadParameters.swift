/// The knobs of a workload: how much work inside the lock, how much outside, the share of reads, and for a
/// kernel which one and its shape.
@usableFromInline package struct WorkloadParameters: Sendable, Equatable, Hashable, Codable {
    /// Target work inside the critical section, in nanoseconds (0: none).
    package var criticalNanoseconds: Double
    /// Target think time outside the critical section, in nanoseconds (0: none).
    package var thinkNanoseconds: Double
    /// Percentage of operations that only read, for a read/write mix; nil for other workloads.
    @usableFromInline package var readPercent: Int?
    /// Work items submitted at once, for the thread-explosion workload; nil for others.
    package var items: Int?
    /// The built-in kernel a lock is measured in; nil for the counter loop and every other workload.
    @usableFromInline package var kernel: KernelKind?
    /// The locks the striped kernel spreads its counters over; nil for other workloads.
    @usableFromInline package var stripes: Int?
    /// Whether the striped kernel packs its counters eight to a 64-byte line (false: one per 128-byte line); nil
    /// for other workloads.
    @usableFromInline package var packedStripes: Bool?

    /// Makes parameters.
    package init(
        criticalNanoseconds: Double = 0, thinkNanoseconds: Double = 0, readPercent: Int? = nil, items: Int? = nil,
        kernel: KernelKind? = nil, stripes: Int? = nil, packedStripes: Bool? = nil
    ) {
        self.criticalNanoseconds = criticalNanoseconds
        self.thinkNanoseconds = thinkNanoseconds
        self.readPercent = readPercent
        self.items = items
        self.kernel = kernel
        self.stripes = stripes
        self.packedStripes = packedStripes
    }

    /// Calibrated work for the critical section.
    @usableFromInline package var critical: BusyWork { BusyWork(nanoseconds: criticalNanoseconds) }
    /// Calibrated think time.
    @usableFromInline package var think: BusyWork { BusyWork(nanoseconds: thinkNanoseconds) }
}
