import SyncBenchCore

extension ResultsFile {
    /// The metadata key that says how many runs a pooled file holds.
    package static let pooledRunsKey = "pooled_runs"

    /// Several runs of the same suite as one file, for `compare`: each case's windows are those of every run
    /// that has it, in order, in a round per process that measured them.
    ///
    /// Runs in separate processes, at separate times, are what a single run cannot be: a process can be slow
    /// from start to end (a heap layout, a phase of the host), and then every window and every round of it
    /// agrees. Pooled with others, one slow run barely moves the median; when most runs are slow, the fast
    /// ones keep the intervals overlapping or, failing that, their rounds fail compare's every-round rule.
    ///
    /// Each run adds its processes, a round and a fork each: a run measured in forks adds each fork's round (a
    /// lost fork's empty one included), a run in one process adds one round of all its windows (its own rounds
    /// shared that process), and a run without windows for the case adds neither. So the forks always match the
    /// rounds, and runs in one process (`--forks 1`) or in forks pool into forks compare can judge.
    ///
    /// Compare reads a case's windows, rounds, status and noisy flag, and those are pooled: a case failed if it
    /// failed in any run, and was measured under load if it was in any (its resource figures are then the
    /// noisiest run's). The host's readings follow their rounds, every run's, and a case measured while the host
    /// was off in any run is marked so. Its other figures (latency, fairness) are the first run's. A metadata value the runs
    /// disagree on lists each distinct value, sorted and separated by ` | ` (`unknown` for a run without it), so
    /// that compare's environment check sees it; since that hides how many runs gave each value, how many runs
    /// did not complete is counted apart (`incompleteRunsKey`).
    /// - Parameter runs: at least one file; one file is returned as it is.
    package init(pooling runs: [ResultsFile]) {
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
        recordPlacements()
    }
}

extension CaseResult {
    /// This result, of the runs pooled so far, with `next` run's windows appended as the rounds of its processes
    /// (`processRounds(of:)`); with nil, the first run's windows as its processes' rounds. A fork is counted for
    /// each round (one when there is none). The host's readings follow their rounds (`pooledHostProbes(_:)`), and so
    /// do the placement readings while every run's fit its rounds; a round that ran while the host was off in any run
    /// marks the pooled case.
    fileprivate func pooled(with next: CaseResult?) -> CaseResult {
        var result = self
        if let next {
            var shaped = next
            shaped.samplesPerRound = Self.processRounds(of: next)
            if shaped.placementRoundTrips.count != shaped.samplesPerRound.count { shaped.placementRoundTrips = [] }
            result.samples += next.samples
            result.samplesPerRound += shaped.samplesPerRound
            result.pooledHostProbes(shaped)
            result.placementRoundTrips = result.placementRoundTrips.isEmpty || shaped.placementRoundTrips.isEmpty
                ? [] : result.placementRoundTrips + shaped.placementRoundTrips
            result.hostOff = hostOff || next.hostOff
            if !status.isFailure && next.status.isFailure {
                result.status = next.status
            }
            if next.cost?.isNoisy == true && (cost?.isNoisy != true || (next.cost?.foreignCPUPercent ?? 0) > (cost?.foreignCPUPercent ?? 0)) {
                result.cost = next.cost
            }
        } else {
            result.samplesPerRound = Self.processRounds(of: self)
            if !result.hostProbesFitRounds { (result.hostProbes, result.hostProbeTimes) = ([], []) }
        }
        if result.placementRoundTrips.count != result.samplesPerRound.count { result.placementRoundTrips = [] }
        result.forks = max(1, result.samplesPerRound.count)
        return result
    }

    /// Whether the host's readings can be told to their rounds (`hostProbeIndexByRound`), or there are none.
    private var hostProbesFitRounds: Bool {
        hostProbes.isEmpty || hostProbeIndexByRound.contains { $0 != nil }
    }

    /// Appends the readings of `next` (its rounds already pooled as processes) while those pooled so far and its
    /// own each fit their rounds; else the pooled case keeps none, a blank rather than readings set against
    /// another run's rounds. Their times are kept only while every run recorded them.
    private mutating func pooledHostProbes(_ next: CaseResult) {
        guard !hostProbes.isEmpty, !next.hostProbes.isEmpty, next.hostProbesFitRounds else {
            (hostProbes, hostProbeTimes) = ([], [])
            return
        }
        let timed = hostProbeTimes.count == hostProbes.count && next.hostProbeTimes.count == next.hostProbes.count
        hostProbes += next.hostProbes
        hostProbeTimes = timed ? hostProbeTimes + next.hostProbeTimes : []
    }

    /// A run's windows as rounds, one per process: a forked run's rounds as recorded, one per fork; all the
    /// windows of a run in one process (or of rounds that do not match its forks) as one round; none for a run
    /// without windows.
    private static func processRounds(of result: CaseResult) -> [Int] {
        guard !result.samples.isEmpty else { return [] }
        let oneRoundAFork = result.forks > 1 && result.samplesPerRound.count == result.forks
            && result.samplesPerRound.reduce(0, +) == result.samples.count
        return oneRoundAFork ? result.samplesPerRound : [result.samples.count]
    }
}
