import SyncBenchCore
import SyncBenchResults

/// A round measured in this process, one step after another.
struct InProcessRound: RoundMeasurer {
    private let work: [(benchmarkCase: BenchmarkCase, plan: RunPlan)]
    private let probe: (@Sendable () -> HostProbe.Reading)?
    private let sequence: MeasurementSequence
    private var index = 0
    private var started = false
    private var before: HostProbe.Reading?

    /// The round measuring each case under its plan, in order, each measurement with the mean of `probe`'s
    /// readings just before and after it, as a fork takes them, and placed in `sequence`, the process's
    /// measurements over every round.
    init(_ work: [(benchmarkCase: BenchmarkCase, plan: RunPlan)], probe: (@Sendable () -> HostProbe.Reading)?, sequence: MeasurementSequence) {
        self.work = work
        self.probe = probe
        self.sequence = sequence
    }

    mutating func next() -> RoundEvent? {
        guard index < work.count else { return nil }
        if !started {
            started = true
            return .starting(index: index)
        }
        defer {
            index += 1
            started = false
        }
        let first = before ?? probe?()
        let (benchmarkCase, plan) = work[index]
        var measurement = sequence.place(benchmarkCase.subject.measure(plan), label: benchmarkCase.label)
        if let first, let after = probe?() {
            measurement.hostProbes = [first.averaged(with: after)]
            before = after
        }
        return .measured(index: index, MeasuredRound(measurement))
    }

    /// Nothing to end: every step runs on the caller's thread.
    mutating func cancel() {}
}
