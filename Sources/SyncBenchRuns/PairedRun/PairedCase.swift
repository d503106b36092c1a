import SyncBenchCore
import SyncBenchResults

/// One case of a paired run, everything gathered for it in one place: each side's rounds, a fork each, as they
/// came (the row of the side's results file is made from them), each fork's median once (in its pair, or among the unpaired ones
/// when the other half of its pair gave none), the looks taken, and how the case stands.
///
/// The verdict reads the pairs, and the figures printed beside it are the medians of the same pairs' halves at
/// the look shown (`PairedComparison`), so the two cannot disagree about what a fork measured; a case without a
/// look shows `median(on:)`, over every fork.
package struct PairedCase: Sendable {
    /// The case, as the baseline side measures it.
    package let benchmarkCase: BenchmarkCase
    /// The case the current side measures: the same case in `bench ab`; in `bench versus`, the same benchmark,
    /// workload and threads of the other primitive.
    package let currentCase: BenchmarkCase
    /// The plan it is measured under, in every fork of either side.
    package let plan: RunPlan
    /// The pairs and the looks taken at them.
    package internal(set) var track = PairedTrack()
    /// The side whose build does not have the case, if one does: it is not compared.
    package internal(set) var missingOn: PairedRunner.SideRole?
    /// Whether a look decided the case before the end of the budget.
    package internal(set) var decidedEarly = false
    /// Where and when each pair of `track` was measured, in the same order.
    package private(set) var details: [PairDetails] = []
    /// Each side's rounds, a fork each, in order.
    private var rounds: [PairedRunner.SideRole: [MeasuredRound]] = [:]
    /// The medians of the forks whose pair was not made (the other half was lost, or gave no figure), by side.
    private var unpaired: [PairedRunner.SideRole: [Double]] = [:]

    /// A case with nothing gathered yet, measured as `currentCase` (nil: `benchmarkCase`) on the current side.
    init(_ benchmarkCase: BenchmarkCase, plan: RunPlan, currentCase: BenchmarkCase? = nil) {
        self.benchmarkCase = benchmarkCase
        self.currentCase = currentCase ?? benchmarkCase
        self.plan = plan
    }

    /// The case's label; in `bench versus`, with both primitives: `uncontended Mutex vs pthread_mutex increment threads=1`.
    package var label: String {
        "\(benchmarkCase.benchmark.rawValue) \(primitive) \(benchmarkCase.workload) threads=\(benchmarkCase.threads)"
    }

    /// The primitive measured; in `bench versus`, both: `Mutex vs pthread_mutex` (the current side's first).
    package var primitive: String {
        let (baseline, current) = (benchmarkCase.subject.name, currentCase.subject.name)
        return baseline == current ? baseline : "\(current) vs \(baseline)"
    }

    /// The case side `side` measures.
    package func benchmarkCase(on side: PairedRunner.SideRole) -> BenchmarkCase {
        side == .current ? currentCase : benchmarkCase
    }

    /// Adds a fork's round on `side` to the side's.
    /// - Returns: the fork's median, ns per op (`RoundFigures.median`); nil when no window completed anything.
    @discardableResult
    mutating func add(_ round: MeasuredRound, on side: PairedRunner.SideRole) -> Double? {
        rounds[side, default: []].append(round)
        return round.figures.median
    }

    /// Keeps the fork medians of one pair's halves: a pair, with its `details`, when both sides gave one, else
    /// each among its side's unpaired medians.
    /// - Returns: whether a pair was made.
    mutating func record(_ medians: [PairedRunner.SideRole: Double], currentFirst: Bool, details: PairDetails) -> Bool {
        if let baseline = medians[.baseline], let current = medians[.current], baseline > 0, current > 0 {
            track.add(.init(baseline: baseline, current: current, currentFirst: currentFirst, roundTrips: details.roundTrips))
            self.details.append(details)
            return true
        }
        for (side, median) in medians { unpaired[side, default: []].append(median) }
        return false
    }

    /// The side's figure: the median of all its forks' medians, paired or not; nil before its first figure.
    package func median(on side: PairedRunner.SideRole) -> Double? {
        let paired = track.pairs.map { side == .baseline ? $0.baseline : $0.current }
        return Sample(paired + unpaired[side, default: []]).median
    }

    /// The side's result over its forks so far, or nil before its first measurement.
    func result(on side: PairedRunner.SideRole, effectiveCPUs: Int) -> CaseResult? {
        rounds[side].map { CaseResult(benchmarkCase(on: side), plan: plan, rounds: $0, effectiveCPUs: effectiveCPUs, inForks: true) }
    }
}
