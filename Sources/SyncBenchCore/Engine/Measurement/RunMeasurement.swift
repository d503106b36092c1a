/// What the engine saw in one case: per-window, per-thread operation counts, latency and the invariant.
public struct RunMeasurement: Sendable, Equatable, Codable {
    /// One measurement window.
    public struct Window: Sendable, Equatable, Codable {
        /// The window's length as the clock measured it, in nanoseconds.
        public var nanoseconds: UInt64
        /// Operations each worker completed inside the window.
        public var operationsPerThread: [Int]
        /// Operations of the second kind (writes) each worker completed inside the window.
        public var secondaryOperationsPerThread: [Int]

        /// Operations of all workers inside the window.
        public var operations: Int { operationsPerThread.reduce(0, +) }

        /// Wall-clock nanoseconds per operation of the whole system, or nil when nothing completed.
        public var nanosecondsPerOperation: Double? {
            operations > 0 ? Double(nanoseconds) / Double(operations) : nil
        }

        /// Makes a window.
        public init(nanoseconds: UInt64, operationsPerThread: [Int], secondaryOperationsPerThread: [Int]? = nil) {
            self.nanoseconds = nanoseconds
            self.operationsPerThread = operationsPerThread
            self.secondaryOperationsPerThread = secondaryOperationsPerThread ?? operationsPerThread.map { _ in 0 }
        }
    }

    /// The windows, in order; each is one sample.
    public var windows: [Window]
    /// How many of the windows each round took, in order, when rounds were merged; empty for one round.
    public var windowsPerRound: [Int] = []
    /// Operations of all workers from start to stop, warm-up included.
    public var totals: OperationTotals
    /// The workload's check once the workers stopped; nil when they never stopped.
    public var invariant: InvariantCheck?
    /// The batch size the calibration chose.
    public var batchSize: Int
    /// Workers that had not stopped when the case's time bound ran out.
    public var stuckWorkers: [Int]
    /// CPU time, context switches and foreign load over the windows.
    public var resources: ResourceUsage?
    /// Sampled acquire latency by kind, in nanoseconds; kinds with no sample are left out, so it is empty
    /// when sampling was off. Histograms rather than percentiles, so that rounds of one case can be merged.
    public var latency: [AcquireKind: LatencyHistogram]
    /// Why the workload could not run on this machine, or nil when it ran.
    public var unavailableReason: String?
    /// The process's threads before the workload and at its peak, for workloads that grow threads.
    public var threadGrowth: ThreadGrowth?
    /// How a coalescing event source delivered its events; nil for every other workload.
    public var coalescing: Coalescing?
    /// Why rounds of this case were lost, one reason per round whose process ended before it could report
    /// (it crashed, hung or was killed); empty when every round reported.
    public var lostRounds: [String] = []
    /// The host's speed around each round that took a probe (`HostProbe`), in order: the mean of the readings
    /// just before and just after the round.
    public var hostProbes: [HostProbe.Reading] = []
    /// Where each round's state and stack landed and what its process was doing (`LayoutFacts`), one entry a
    /// round in order once rounds are merged: nil for a round lost, or of a workload the engine does not run on
    /// its own threads.
    public var layouts: [LayoutFacts?] = []
    /// The round trip of a cache line between the CPUs its first two workers were pinned to, read by a fork just
    /// after measuring (`CPURoundTrip`), in ns: how far apart the host had placed them. Nil for fewer than two
    /// pinned CPUs, and once rounds are merged: it describes one round.
    public var cpuRoundTrip: Double?
    /// The workers the plan pinned to a CPU whose pinning failed (`WorkerPlacement.pinCurrentThread`), by index,
    /// ascending: they ran where the scheduler put them. Empty when every pin held or the plan pinned none.
    public var unpinnedWorkers: [Int] = []

    /// Makes a measurement.
    public init(
        windows: [Window], totals: OperationTotals, invariant: InvariantCheck?, batchSize: Int, stuckWorkers: [Int],
        resources: ResourceUsage? = nil, latency: [AcquireKind: LatencyHistogram] = [:],
        unavailableReason: String? = nil, threadGrowth: ThreadGrowth? = nil, coalescing: Coalescing? = nil
    ) {
        self.windows = windows
        self.totals = totals
        self.invariant = invariant
        self.batchSize = batchSize
        self.stuckWorkers = stuckWorkers
        self.resources = resources
        self.latency = latency.filter { $0.value.count > 0 }
        self.unavailableReason = unavailableReason
        self.threadGrowth = threadGrowth
        self.coalescing = coalescing
    }

    /// A workload that cannot run here.
    public static func unavailable(_ reason: String) -> RunMeasurement {
        RunMeasurement(
            windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: [], unavailableReason: reason
        )
    }

    /// A round that was lost with the process measuring it, for the reason given: no windows, nothing checked.
    public static func lost(_ reason: String) -> RunMeasurement {
        var measurement = RunMeasurement(windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: [])
        measurement.lostRounds = [reason]
        return measurement
    }

    /// A workload whose workers never finished: `workers` are the ones left behind.
    public static func stuck(_ workers: [Int]) -> RunMeasurement {
        RunMeasurement(windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: workers)
    }

    /// One sample per event of a single-shot workload: each "window" is one event that took `nanoseconds`.
    public static func events(_ nanoseconds: [UInt64], latency: LatencyHistogram? = nil, threadGrowth: ThreadGrowth? = nil) -> RunMeasurement {
        RunMeasurement(
            windows: nanoseconds.map { Window(nanoseconds: $0, operationsPerThread: [1]) },
            totals: OperationTotals(operations: nanoseconds.count), invariant: .held, batchSize: 1, stuckWorkers: [],
            latency: latency.map { [.exclusive: $0] } ?? [:], threadGrowth: threadGrowth
        )
    }

    /// This measurement as the `position`th its process made (from 0), after the case labelled `previousCase`:
    /// its layout facts say so (`LayoutFacts.placed(at:after:)`).
    public func placed(at position: Int, after previousCase: String?) -> RunMeasurement {
        var placed = self
        placed.layouts = layouts.map { $0?.placed(at: position, after: previousCase) }
        return placed
    }

    /// Each worker's operations summed over all windows.
    public var operationsPerThread: [Int] {
        windows.reduce(into: windows.first.map { $0.operationsPerThread.map { _ in 0 } } ?? []) { sums, window in
            for (index, count) in window.operationsPerThread.enumerated() { sums[index] += count }
        }
    }
}

/// How many threads a process had before a workload and at its peak.
public struct ThreadGrowth: Sendable, Equatable, Codable {
    /// Threads before the first submission.
    public var before: Int
    /// The most threads seen meanwhile, counting the one that watched.
    public var peak: Int

    /// Makes a record.
    public init(before: Int, peak: Int) {
        self.before = before
        self.peak = peak
    }
}
