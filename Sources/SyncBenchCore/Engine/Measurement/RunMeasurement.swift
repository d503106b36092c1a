/// What the engine saw in one case: per-window, per-thread operation counts, latency and the invariant.
@usableFromInline package struct RunMeasurement: Sendable, Equatable, Codable {
    /// One measurement window.
    package struct Window: Sendable, Equatable, Codable {
        /// The window's length as the clock measured it, in nanoseconds.
        package var nanoseconds: UInt64
        /// Operations each worker completed inside the window.
        package var operationsPerThread: [Int]
        /// Operations of the second kind (writes) each worker completed inside the window.
        package var secondaryOperationsPerThread: [Int]

        /// Operations of all workers inside the window.
        package var operations: Int { operationsPerThread.reduce(0, +) }

        /// Wall-clock nanoseconds per operation of the whole system, or nil when nothing completed.
        package var nanosecondsPerOperation: Double? {
            operations > 0 ? Double(nanoseconds) / Double(operations) : nil
        }

        /// Makes a window.
        package init(nanoseconds: UInt64, operationsPerThread: [Int], secondaryOperationsPerThread: [Int]? = nil) {
            self.nanoseconds = nanoseconds
            self.operationsPerThread = operationsPerThread
            self.secondaryOperationsPerThread = secondaryOperationsPerThread ?? operationsPerThread.map { _ in 0 }
        }
    }

    /// The windows, in order; each is one sample.
    package var windows: [Window]
    /// How many of the windows each round took, in order, when rounds were merged; empty for one round.
    package var windowsPerRound: [Int] = []
    /// Operations of all workers from start to stop, warm-up included.
    @usableFromInline package var totals: OperationTotals
    /// The workload's check once the workers stopped; nil when they never stopped.
    @usableFromInline package var invariant: InvariantCheck?
    /// The batch size the calibration chose.
    package var batchSize: Int
    /// Workers that had not stopped when the case's time bound ran out.
    @usableFromInline package var stuckWorkers: [Int]
    /// CPU time, context switches and foreign load over the windows.
    package var resources: ResourceUsage?
    /// Sampled acquire latency by kind, in nanoseconds; kinds with no sample are left out, so it is empty
    /// when sampling was off. Histograms rather than percentiles, so that rounds of one case can be merged.
    @usableFromInline package var latency: [AcquireKind: LatencyHistogram]
    /// Why the workload could not run on this machine, or nil when it ran.
    package var unavailableReason: String?
    /// The process's threads before the workload and at its peak, for workloads that grow threads.
    package var threadGrowth: ThreadGrowth?
    /// How a coalescing event source delivered its events; nil for every other workload.
    package var coalescing: Coalescing?
    /// Why rounds of this case were lost, one reason per round whose process ended before it could report
    /// (it crashed, hung or was killed); empty when every round reported.
    package var lostRounds: [String] = []
    /// The host's speed around each round that took a probe (`HostProbe`), in order: the mean of the readings
    /// just before and just after the round.
    package var hostProbes: [HostProbe.Reading] = []
    /// Where each round's state and stack landed and what its process was doing (`LayoutFacts`), one entry a
    /// round in order once rounds are merged: nil for a round lost, or of a workload the engine does not run on
    /// its own threads.
    package var layouts: [LayoutFacts?] = []
    /// The round trip of a cache line between the CPUs its first two workers were pinned to, read by a fork just
    /// after measuring (`CPURoundTrip`), in ns: how far apart the host had placed them. Nil for fewer than two
    /// pinned CPUs, and once rounds are merged: it describes one round.
    package var cpuRoundTrip: Double?
    /// Where each round's workers ran, read by themselves before its warm-up and after its last window
    /// (`PlacementReading`), one entry a round in order once rounds are merged: nil for a round that read none (one
    /// worker, more workers than CPUs, a workload the engine does not run on its own threads, a round lost).
    package var placements: [PlacementReading?] = []
    /// The workers the plan pinned to a CPU whose pinning failed (`WorkerPlacement.pinCurrentThread`), by index,
    /// ascending: they ran where the scheduler put them. Empty when every pin held or the plan pinned none.
    package var unpinnedWorkers: [Int] = []

    /// Makes a measurement.
    package init(
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
    package static func unavailable(_ reason: String) -> RunMeasurement {
        RunMeasurement(
            windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: [], unavailableReason: reason
        )
    }

    /// A round that was lost with the process measuring it, for the reason given: no windows, nothing checked.
    package static func lost(_ reason: String) -> RunMeasurement {
        var measurement = RunMeasurement(windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: [])
        measurement.lostRounds = [reason]
        return measurement
    }

    /// A workload whose workers never finished: `workers` are the ones left behind.
    package static func stuck(_ workers: [Int]) -> RunMeasurement {
        RunMeasurement(windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: workers)
    }

    /// One sample per event of a single-shot workload: each "window" is one event that took `nanoseconds`.
    package static func events(_ nanoseconds: [UInt64], latency: LatencyHistogram? = nil, threadGrowth: ThreadGrowth? = nil) -> RunMeasurement {
        RunMeasurement(
            windows: nanoseconds.map { Window(nanoseconds: $0, operationsPerThread: [1]) },
            totals: OperationTotals(operations: nanoseconds.count), invariant: .held, batchSize: 1, stuckWorkers: [],
            latency: latency.map { [.exclusive: $0] } ?? [:], threadGrowth: threadGrowth
        )
    }

    /// This measurement as the `position`th its process made (from 0), after the case labelled `previousCase`:
    /// its layout facts say so (`LayoutFacts.placed(at:after:)`).
    package func placed(at position: Int, after previousCase: String?) -> RunMeasurement {
        var placed = self
        placed.layouts = layouts.map { $0?.placed(at: position, after: previousCase) }
        return placed
    }

    /// Each worker's operations summed over all windows.
    package var operationsPerThread: [Int] {
        windows.reduce(into: windows.first.map { $0.operationsPerThread.map { _ in 0 } } ?? []) { sums, window in
            for (index, count) in window.operationsPerThread.enumerated() { sums[index] += count }
        }
    }
}

/// How many threads a process had before a workload and at its peak.
@usableFromInline package struct ThreadGrowth: Sendable, Equatable, Codable {
    /// Threads before the first submission.
    package var before: Int
    /// The most threads seen meanwhile, counting the one that watched.
    package var peak: Int

    /// Makes a record.
    package init(before: Int, peak: Int) {
        self.before = before
        self.peak = peak
    }
}
