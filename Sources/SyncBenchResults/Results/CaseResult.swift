import SyncBenchCore

/// The outcome of one case: what the CSV row and the summary line are made from.
package struct CaseResult: Sendable, Equatable {
    /// The kind of measurement.
    package var benchmark: Benchmark
    /// The subject's name.
    package var primitive: String
    /// The subject's role (lock, control, twin, executor, ...), or nil in files from before it was recorded.
    package var role: Subject.Role?
    /// The subject's family (pthread kinds, Foundation locks, ...), or `.unknown` in files from before it was recorded.
    package var family: Family
    /// How the subject's waiters wait once contention lasts (`ContendedWaiting`), for a lock or the actor; nil for
    /// any other subject, and in files from before it was recorded.
    package var contendedWaiting: ContendedWaiting?
    /// One instance of the primitive, in bytes (`Footprint.bytes`); nil for a subject that is no one primitive,
    /// where the heap cannot be read, and in files from before it was recorded.
    package var footprintBytes: Int?
    /// The workload and its parameters, as one label.
    package var workload: String
    /// Worker threads.
    package var threads: Int
    /// More workers than effective CPUs.
    package var oversubscribed: Bool
    /// Length of each window, in seconds.
    package var windowSeconds: Double
    /// Operations completed inside all windows.
    package var totalOperations: Int
    /// Wall-clock nanoseconds per operation of the whole system, one value per window.
    package var samples: [Double] { didSet { regroup() } }
    /// How many of the samples each round gave, in order, when the case was measured in rounds; empty
    /// when it was measured in one.
    package var samplesPerRound: [Int] { didSet { regroup() } }
    /// The processes that measured the case: 1 when every round ran in one process, else the forks (one per
    /// round, a lost fork included).
    package var forks: Int { didSet { regroup() } }
    /// Each round's figures, in order, its median computed once (`RoundFigures`): the samples grouped as
    /// `samplesPerRound` says, or all of them as one round when the case was measured in one (or the counts
    /// do not fit the samples). A result made from its rounds keeps their figures as they came.
    package private(set) var rounds: [RoundFigures] = []
    /// What the published median and its interval are computed from: the fork medians when the case was
    /// measured in forks, so that the interval accounts for the variance between processes, else the windows.
    package private(set) var estimate = Sample([Double]())
    /// Whether the forks agree with each other as closely as their own windows do; nil unless the case was
    /// measured in forks with two windows or more in each that reported (a lost fork is left out).
    package private(set) var forkAgreement: ForkAgreement?
    /// The two speeds among the case's forks, when their medians fall into a fast and a slow group (`ForkModes`);
    /// nil for one group, and unless the case was measured in forks of which `ForkModes.minimumForks` (8) or more
    /// gave a figure.
    package private(set) var forkModes: ForkModes?
    /// The host's speed around each round that took a probe, in ns (`HostProbe.Reading.nanoseconds`), in order.
    package var hostProbes: [Double] = []
    /// When each of `hostProbes` was taken, by the monotonic clock in nanoseconds (`HostProbe.Reading.takenAt`);
    /// empty in files from before it was recorded.
    package var hostProbeTimes: [UInt64] = []
    /// For each of `hostProbes`, whether its reading fell in one of the host's slow episodes over the run
    /// (`ResultsFile.recordHostSteadiness()`): the fork's figure was measured on a host running slow for a while.
    /// Not in the results file but in its forks file, and empty in results read back.
    package var forksInHostEpisodes: [Bool] = []
    /// Where each round's lock state and stack landed and what its process was doing (`LayoutFacts`), in order;
    /// not in the results file but in its forks file (`ForksFile`), and empty in results read back.
    package var layouts: [LayoutFacts?] = []
    /// Where each round's workers ran (`PlacementReading`), in order; nil for a round that read none. Not in the
    /// results file but in its forks file, and empty in results read back.
    package var placements: [PlacementReading?] = []
    /// Each round's placement readings (`PlacementReading.readings`: the workers' round trip after the start
    /// barrier and after the last window, ns), one entry a round in order, empty for a round that read none; empty
    /// for a case that read none at all.
    package var placementRoundTrips: [[Double]] = []
    /// Each round's side of the run's placement boundary at this thread count (`ResultsFile.recordPlacements()`),
    /// one entry a round in order: nil for a round that read none, or whose two readings fell on either side (the
    /// host moved the workers' CPUs while it measured); empty when the run's readings do not fall into two groups.
    package var placementSides: [PlacementGap.Side?] = []
    /// Whether a round ran while the probe was off the run's median by more than the steadiness threshold: set
    /// as the run goes, since the median moves with every round (`ResultsFile.recordHostSteadiness()`).
    package var hostOff = false
    /// Updates the shared counter lost (expected above 0 only for the no-lock control).
    package var lostUpdates: Int
    /// Reads that saw a write half done, in a read/write mix (`ReadWriteMix`); 0 for every other benchmark.
    package var tornReads: Int
    /// The batch size the calibration chose.
    package var batchSize: Int
    /// Whether the case succeeded.
    package var status: Status
    /// Target work inside and outside the lock, and the read share.
    package var parameters: WorkloadParameters
    /// CPU time and context switches per operation, and the foreign load; nil when not measured.
    package var cost: ResourceCost?
    /// The harness's own cost per operation at this case's batch size, in nanoseconds; nil when not measured.
    package var harnessNanosecondsPerOperation: Double?
    /// How evenly the workers shared the lock; nil for a single worker.
    package var fairness: Fairness?
    /// Sampled waits for exclusive acquisitions (locks, writes; wake-ups in a handoff), in nanoseconds.
    package var latency: LatencySummary?
    /// Sampled waits for shared acquisitions (reads in a read/write mix), in nanoseconds.
    package var readLatency: LatencySummary?
    /// Reads and writes apart, for a read/write mix.
    package var readWrite: ReadWriteFigures?
    /// The process's threads before and at the peak, for the thread explosion.
    package var threadGrowth: ThreadGrowth?
    /// Handler runs and events delivered, for a coalescing event source.
    package var coalescing: Coalescing?

    /// The samples with their statistics.
    package var sample: Sample { Sample(samples) }

    /// The figure the result stands for: the median of the fork medians when the case was measured in forks
    /// (see `estimate`), else the median of the windows; nil when no window completed anything.
    package var nanosecondsPerOperation: Double? { estimate.median }

    /// Median throughput of the whole system, operations per second.
    package var operationsPerSecond: Double? {
        nanosecondsPerOperation.map { 1e9 / $0 }
    }

    /// Makes a result from known values. `rounds`, when given, are `samples` grouped as `samplesPerRound` says,
    /// their figures already made (a result made from its rounds passes theirs); nil groups them here.
    package init(
        benchmark: Benchmark, primitive: String, role: Subject.Role? = nil, family: Family = .unknown, contendedWaiting: ContendedWaiting? = nil,
        workload: String, threads: Int, oversubscribed: Bool,
        windowSeconds: Double, totalOperations: Int, samples: [Double], samplesPerRound: [Int] = [], forks: Int = 1, lostUpdates: Int,
        tornReads: Int = 0, batchSize: Int, status: Status,
        parameters: WorkloadParameters = WorkloadParameters(), cost: ResourceCost? = nil,
        harnessNanosecondsPerOperation: Double? = nil, fairness: Fairness? = nil, latency: LatencySummary? = nil,
        readLatency: LatencySummary? = nil, readWrite: ReadWriteFigures? = nil, threadGrowth: ThreadGrowth? = nil,
        coalescing: Coalescing? = nil, footprintBytes: Int? = nil, rounds: [RoundFigures]? = nil
    ) {
        self.benchmark = benchmark
        self.primitive = primitive
        self.role = role
        self.family = family
        self.contendedWaiting = contendedWaiting
        self.workload = workload
        self.threads = threads
        self.oversubscribed = oversubscribed
        self.windowSeconds = windowSeconds
        self.totalOperations = totalOperations
        self.samples = samples
        self.samplesPerRound = samplesPerRound
        self.forks = forks
        self.lostUpdates = lostUpdates
        self.tornReads = tornReads
        self.batchSize = batchSize
        self.status = status
        self.parameters = parameters
        self.cost = cost
        self.harnessNanosecondsPerOperation = harnessNanosecondsPerOperation
        self.fairness = fairness
        self.latency = latency
        self.readLatency = readLatency
        self.readWrite = readWrite
        self.threadGrowth = threadGrowth
        self.coalescing = coalescing
        self.footprintBytes = footprintBytes
        regroup(rounds)
    }

    /// Judges the rounds of `benchmarkCase` measured under `plan`, in order: their measurements merged
    /// (`RunMeasurement.merging(_:)`), their figures kept as they came.
    /// - Parameters:
    ///   - rounds: at least one.
    ///   - effectiveCPUs: the CPUs this process may use; more threads than this is oversubscription.
    ///   - harness: the harness's own costs, when measured.
    ///   - inForks: true when each round ran in a process of its own.
    package init(
        _ benchmarkCase: BenchmarkCase, plan: RunPlan, rounds: [MeasuredRound], effectiveCPUs: Int,
        harness: HarnessCost? = nil, inForks: Bool = false
    ) {
        precondition(!rounds.isEmpty, "a result needs a round")
        let measurement = rounds.dropFirst().reduce(rounds[0].measurement) { $0.merging($1.measurement) }
        let figures = rounds.map(\.figures)
        let lost = measurement.invariant?.lostUpdates ?? 0
        let torn = measurement.invariant?.tornReads ?? 0
        let samples = figures.flatMap(\.samples)
        let samplesPerRound = figures.count > 1 ? figures.map(\.count) : []
        let status = Status(measurement, figures: !samples.isEmpty, excludes: benchmarkCase.subject.excludes)
        let operations = measurement.windows.reduce(0) { $0 + $1.operations }
        let perThread = measurement.operationsPerThread
        let latency = measurement.latency[.exclusive].flatMap(LatencySummary.init)
        let readLatency = measurement.latency[.shared].flatMap(LatencySummary.init)
        self.init(
            benchmark: benchmarkCase.benchmark,
            primitive: benchmarkCase.subject.name,
            role: benchmarkCase.subject.role,
            family: benchmarkCase.subject.family,
            contendedWaiting: benchmarkCase.subject.contendedWaiting,
            workload: benchmarkCase.workload,
            threads: benchmarkCase.threads,
            oversubscribed: benchmarkCase.threads > effectiveCPUs,
            windowSeconds: Double(plan.windowNanoseconds) / 1e9,
            totalOperations: operations,
            samples: samples,
            samplesPerRound: samplesPerRound,
            forks: inForks ? max(1, samplesPerRound.count) : 1,
            lostUpdates: lost,
            tornReads: torn,
            batchSize: measurement.batchSize,
            status: status,
            parameters: benchmarkCase.parameters,
            cost: measurement.resources.flatMap { ResourceCost($0, operations: operations) },
            harnessNanosecondsPerOperation: harness?.nanosecondsPerOperation(batch: measurement.batchSize),
            fairness: perThread.count > 1 ? Fairness(counts: perThread) : nil,
            latency: latency,
            readLatency: readLatency,
            readWrite: benchmarkCase.benchmark.mixesReadsAndWrites
                ? ReadWriteFigures(measurement, readPercent: benchmarkCase.parameters.readPercent ?? 100, writeLatency: latency, readLatency: readLatency)
                : nil,
            threadGrowth: measurement.threadGrowth,
            coalescing: measurement.coalescing,
            footprintBytes: benchmarkCase.subject.footprint?().bytes,
            rounds: figures
        )
        hostProbes = measurement.hostProbes.map(\.nanoseconds)
        hostProbeTimes = measurement.hostProbes.map(\.takenAt)
        layouts = measurement.layouts
        placements = measurement.placements
        if placements.count == rounds.count && placements.contains(where: { $0 != nil }) {
            placementRoundTrips = placements.map { $0?.readings ?? [] }
        }
    }

    /// Groups the samples into `rounds` (or takes `given`, a result's rounds as they came) and computes what is
    /// read from them: the estimate, the forks' agreement and modes. Run whenever the samples, their rounds or
    /// the forks change.
    private mutating func regroup(_ given: [RoundFigures]? = nil) {
        rounds = given ?? Self.rounds(samples, perRound: samplesPerRound)
        let forkMedians = self.forkMedians
        estimate = forkMedians.isEmpty ? Sample(samples) : Sample(forkMedians)
        let measured = rounds.filter { $0.count > 0 }
        forkAgreement = forkMedians.isEmpty ? nil : ForkAgreement(rounds: measured)
        forkModes = forkMedians.isEmpty ? nil : ForkModes(rounds: measured)
    }

    /// Keeps the rounds at `indices` (ascending) alone: their windows, their counts, and a fork each when the case
    /// was measured in forks.
    mutating func restrictRounds(to indices: [Int]) {
        let kept = indices.map { rounds[$0] }
        let inForks = forks > 1
        samples = kept.flatMap(\.samples)
        samplesPerRound = kept.map(\.count)
        forks = inForks ? kept.count : 1
        regroup(kept)
    }

    /// `samples` in rounds of `perRound` each; all of them as one round when `perRound` is empty or does not
    /// add up to them.
    private static func rounds(_ samples: [Double], perRound: [Int]) -> [RoundFigures] {
        guard !perRound.isEmpty, perRound.reduce(0, +) == samples.count else { return [RoundFigures(samples)] }
        var start = 0
        return perRound.map { count in
            defer { start += count }
            return RoundFigures(Array(samples[start..<start + count]))
        }
    }
}
