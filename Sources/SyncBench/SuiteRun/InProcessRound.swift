/// A round measured in this process, one step after another.
struct InProcessRound: RoundMeasurer {
    private let work: [(subject: Subject, plan: RunPlan)]
    private let probe: (@Sendable () -> HostProbe.Reading)?
    private var index = 0
    private var started = false
    private var before: HostProbe.Reading?

    /// The round measuring each subject under its plan, in order, each measurement with the mean of `probe`'s
    /// readings just before and after it, as a fork takes them.
    init(_ work: [(subject: Subject, plan: RunPlan)], probe: (@Sendable () -> HostProbe.Reading)?) {
        self.work = work
        self.probe = probe
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
        var measurement = work[index].subject.measure(work[index].plan)
        if let first, let after = probe?() {
            measurement.hostProbes = [first.averaged(with: after)]
            before = after
        }
        return .measured(index: index, measurement)
    }

    /// Nothing to end: every step runs on the caller's thread.
    mutating func cancel() {}
}
