extension ResultsFile {
    /// The metadata key that says how many runs a pooled file holds.
    public static let pooledRunsKey = "pooled_runs"

    /// Several runs of the same suite as one file, for `compare`: each case's windows are those of every run
    /// that has it, in order, and each run's rounds stay rounds (a run measured in one round counts as one).
    ///
    /// Runs in separate processes, at separate times, are what a single run cannot be: a process can be slow
    /// from start to end (a heap layout, a phase of the host), and then every window and every round of it
    /// agrees. Pooled with others, one slow run barely moves the median; when most runs are slow, the fast
    /// ones keep the intervals overlapping or, failing that, their rounds fail compare's every-round rule.
    ///
    /// Each run adds its processes: a run measured in forks adds each fork, a run in one process adds one, so
    /// that runs of one round each (`--forks 1 --rounds 1`) or runs in forks pool into forks compare can judge.
    ///
    /// Compare reads a case's windows, rounds, status and noisy flag, and those are pooled: a case failed if it
    /// failed in any run, and was measured under load if it was in any (its resource figures are then the
    /// noisiest run's); a run without windows for the case adds no round. Its other figures (latency,
    /// fairness) are the first run's. A metadata value the runs disagree on lists each distinct value, sorted
    /// and separated by ` | ` (`unknown` for a run without it), so that compare's environment check sees it;
    /// since that hides how many runs gave each value, how many runs did not complete is counted apart
    /// (`incompleteRunsKey`).
    /// - Parameter runs: at least one file; one file is returned as it is.
    public init(pooling runs: [ResultsFile]) {
        guard runs.count > 1 else {
            self = runs.first ?? ResultsFile(metadata: [], results: [])
            return
        }
        var order: [CaseKey] = []
        var pooled: [CaseKey: CaseResult] = [:]
        for result in runs.flatMap(\.results) {
            let key = CaseKey(result)
            if let earlier = pooled[key] {
                pooled[key] = earlier.pooled(with: result)
            } else {
                order.append(key)
                pooled[key] = result.pooled(with: nil)
            }
        }
        var keys: [String] = []
        for (key, _) in runs.flatMap(\.metadata) where !keys.contains(key) {
            keys.append(key)
        }
        let metadata = keys.map { key in
            let values = Set(runs.map { $0.metadata(key) ?? "unknown" })
            return (key: key, value: values.sorted().joined(separator: " | "))
        }
        let counts = [(Self.pooledRunsKey, String(runs.count)), (Self.incompleteRunsKey, String(runs.map(\.incompleteRuns).reduce(0, +)))]
        self.init(metadata: metadata + counts, results: order.compactMap { pooled[$0] })
    }
}

extension CaseResult {
    /// This run's result with `next` run's windows appended as further rounds; nil adds none.
    fileprivate func pooled(with next: CaseResult?) -> CaseResult {
        var result = self
        result.samplesPerRound = Self.rounds(of: self)
        guard let next else { return result }
        result.samples += next.samples
        result.samplesPerRound += Self.rounds(of: next)
        // Every run is a process of its own: its forks if it had several, else itself.
        result.forks = forks + next.forks
        if !status.isFailure && next.status.isFailure {
            result.status = next.status
        }
        if next.cost?.isNoisy == true && (cost?.isNoisy != true || (next.cost?.foreignCPUPercent ?? 0) > (cost?.foreignCPUPercent ?? 0)) {
            result.cost = next.cost
        }
        return result
    }

    /// A run's rounds: as recorded, or all its windows as one round; none for a run without windows.
    private static func rounds(of result: CaseResult) -> [Int] {
        guard !result.samples.isEmpty else { return [] }
        return result.samplesPerRound.isEmpty ? [result.samples.count] : result.samplesPerRound
    }
}
