import SyncBenchCore
import SyncBenchResults

/// What a paired run has gathered so far, a record per case (`PairedCase`), from which both sides' results
/// files, the pairs file and the comparison are made at any moment.
package struct PairedRunState: Sendable {
    /// The cases, in the order of the results files' rows.
    package internal(set) var cases: [PairedCase]
    /// The pair rounds started.
    package internal(set) var rounds = 0
    /// The effective CPUs the run measured with.
    let effectiveCPUs: Int

    /// The state of a run of `cases` under `plans`, the current side measuring `currentCases` when given (one per
    /// case, `bench versus`) and the same cases otherwise.
    init(cases: [BenchmarkCase], plans: [RunPlan], currentCases: [BenchmarkCase]? = nil, effectiveCPUs: Int) {
        self.cases = cases.indices.map { PairedCase(cases[$0], plan: plans[$0], currentCase: currentCases?[$0]) }
        self.effectiveCPUs = effectiveCPUs
    }

    /// The pairs made, over every case.
    package var pairCount: Int {
        cases.reduce(0) { $0 + $1.track.pairs.count }
    }

    /// Whether a side failed a case: a lost update, or a fork that crashed or hung on it.
    package var hasFailedCase: Bool {
        cases.indices.contains { index in
            PairedRunner.SideRole.allCases.contains { result(index, on: $0)?.status.isFailure == true }
        }
    }

    /// A side's result for case `index` over its forks so far, or nil before its first measurement.
    package func result(_ index: Int, on side: PairedRunner.SideRole) -> CaseResult? {
        cases[index].result(on: side, effectiveCPUs: effectiveCPUs)
    }

    /// A side's results, one per case it measured, in the cases' order.
    package func results(on side: PairedRunner.SideRole) -> [CaseResult] {
        cases.indices.compactMap { result($0, on: side) }
    }

    /// Whether case `index` wants another pair under `policy`: it is in both builds, neither side failed, and
    /// its pairs have not decided it.
    func wantsPairs(_ index: Int, policy: PairedPolicy) -> Bool {
        guard cases[index].missingOn == nil, cases[index].track.wantsPairs(policy) else { return false }
        return PairedRunner.SideRole.allCases.allSatisfy { side in
            result(index, on: side).map { !$0.status.isFailure || $0.status.measuresAgain } ?? true
        }
    }

    /// The comparison of what was gathered: the cases both sides measured, and those a side failed (a lost fork,
    /// say) before the other measured them; the cases a side's build lacks listed as only in the other; and a
    /// warning naming the cases one side measured and the other did not before the run ended (a run stopped
    /// between the two halves of a pair), which cannot be compared. Every case of the run shares alpha, as its
    /// looks did.
    package func comparison(policy: PairedPolicy, warnings: [String] = []) -> Comparison {
        var inputs: [PairedComparison.Input] = []
        var onlyInBaseline: [CaseKey] = []
        var onlyInCurrent: [CaseKey] = []
        var halfMeasured: [String] = []
        for (index, record) in cases.enumerated() {
            let (baseline, current) = (result(index, on: .baseline), result(index, on: .current))
            let failed = [baseline, current].contains { $0?.status.isFailure == true }
            let benchmarkCase = record.benchmarkCase
            let key = CaseKey(
                benchmark: benchmarkCase.benchmark, primitive: benchmarkCase.subject.name, workload: benchmarkCase.workload,
                threads: benchmarkCase.threads
            )
            if (baseline != nil && current != nil) || (record.missingOn == nil && failed) {
                inputs.append(.init(
                    baseline: baseline, current: current, medians: (record.median(on: .baseline), record.median(on: .current)),
                    track: record.track, decidedEarly: record.decidedEarly
                ))
            } else if let side = record.missingOn {
                if side == .current { onlyInBaseline.append(key) } else { onlyInCurrent.append(key) }
            } else if baseline != nil || current != nil {
                halfMeasured.append("\(key) (\(baseline != nil ? "baseline" : "current") only)")
            }
        }
        let unpaired = halfMeasured.isEmpty ? [] : [
            "\(halfMeasured.count) case(s) measured by one side only when the run ended, not compared: "
                + halfMeasured.joined(separator: ", "),
        ]
        return PairedComparison.comparison(
            inputs, policy: policy, cases: cases.count, onlyInBaseline: onlyInBaseline, onlyInCurrent: onlyInCurrent,
            warnings: warnings + unpaired
        )
    }
}
