/// What a paired run has gathered so far: each case's pairs and each side's measurements, merged over its
/// forks, from which both sides' results files and the comparison are made at any moment.
public struct PairedRunState: Sendable {
    /// The cases, in the order of the results files' rows.
    public let cases: [BenchmarkCase]
    /// The plan each case is measured under, in every fork of either side.
    public let plans: [RunPlan]
    /// Each case's pairs and looks.
    public internal(set) var tracks: [PairedTrack]
    /// Each case's measurements on each side, merged over the side's forks (a round per fork).
    var measurements: [PairedRunner.SideRole: [Int: RunMeasurement]] = [.baseline: [:], .current: [:]]
    /// The cases a side's build does not have.
    public internal(set) var missing: [Int: PairedRunner.SideRole] = [:]
    /// The cases decided before the end of the budget.
    public internal(set) var decidedEarly: Set<Int> = []
    /// The pair rounds started.
    public internal(set) var rounds = 0
    /// The effective CPUs the run measured with.
    let effectiveCPUs: Int

    init(cases: [BenchmarkCase], plans: [RunPlan], effectiveCPUs: Int) {
        self.cases = cases
        self.plans = plans
        self.effectiveCPUs = effectiveCPUs
        tracks = cases.map { _ in PairedTrack() }
    }

    /// A side's result for case `index` over its forks so far, or nil before its first measurement.
    public func result(_ index: Int, on side: PairedRunner.SideRole) -> CaseResult? {
        measurements[side]?[index].map {
            CaseResult(cases[index], plan: plans[index], measurement: $0, effectiveCPUs: effectiveCPUs, inForks: true)
        }
    }

    /// A side's results, one per case it measured, in the cases' order.
    public func results(on side: PairedRunner.SideRole) -> [CaseResult] {
        cases.indices.compactMap { result($0, on: side) }
    }

    /// Whether case `index` wants another pair under `policy`: it is in both builds, neither side failed, and
    /// its pairs have not decided it.
    func wantsPairs(_ index: Int, policy: PairedPolicy) -> Bool {
        guard missing[index] == nil, tracks[index].wantsPairs(policy) else { return false }
        return PairedRunner.SideRole.allCases.allSatisfy { side in
            result(index, on: side).map { !$0.status.isFailure || $0.status.measuresAgain } ?? true
        }
    }

    /// Adds a side's measurement of case `index`, from one fork.
    mutating func add(_ measurement: RunMeasurement, of index: Int, on side: PairedRunner.SideRole) {
        let merged = measurements[side]?[index].map { $0.merging(measurement) } ?? measurement
        measurements[side, default: [:]][index] = merged
    }

    /// The comparison of what was gathered: the cases both sides measured, and those a side failed (a lost fork,
    /// say) before the other measured them; the cases a side's build lacks listed as only in the other. Every
    /// case of the run shares alpha, as its looks did.
    public func comparison(policy: PairedPolicy, warnings: [String] = []) -> Comparison {
        var inputs: [PairedComparison.Input] = []
        var onlyInBaseline: [CaseKey] = []
        var onlyInCurrent: [CaseKey] = []
        for index in cases.indices {
            let (baseline, current) = (result(index, on: .baseline), result(index, on: .current))
            let failed = [baseline, current].contains { $0?.status.isFailure == true }
            if (baseline != nil && current != nil) || (missing[index] == nil && failed) {
                inputs.append(.init(baseline: baseline, current: current, track: tracks[index], decidedEarly: decidedEarly.contains(index)))
            } else if let side = missing[index] {
                let benchmarkCase = cases[index]
                let key = CaseKey(
                    benchmark: benchmarkCase.benchmark, primitive: benchmarkCase.subject.name, workload: benchmarkCase.workload,
                    threads: benchmarkCase.threads
                )
                if side == .current { onlyInBaseline.append(key) } else { onlyInCurrent.append(key) }
            }
        }
        return PairedComparison.comparison(
            inputs, policy: policy, cases: cases.count, onlyInBaseline: onlyInBaseline, onlyInCurrent: onlyInCurrent, warnings: warnings
        )
    }
}
