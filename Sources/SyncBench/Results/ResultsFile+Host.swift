extension ResultsFile {
    /// The metadata key of the host's steadiness over the run.
    public static let hostSteadinessKey = "host_steadiness"

    /// How far the host probe moved over every case's forks in this file, by the readings levelled by case
    /// (`levelledProbesInOrder`) in blocks of at least `HostSteadiness.minimumRunBlock`; nil when no case
    /// carries a probe (files from before the probe).
    public var hostSteadiness: HostSteadiness? {
        let (order, levelled) = levelledProbesInOrder
        return HostSteadiness(order.map(\.reading), minimumBlock: HostSteadiness.minimumRunBlock, levelled: levelled)
    }

    /// `probesInOrder`, each reading of a case with at least two scaled by the median of all readings over the
    /// median of its own case's readings; a case with one reading (measured once, as `explosion` is) keeps it
    /// as it is. `levelled` is false when no case has two.
    ///
    /// The probe reads apart after different kinds of case (in a default run of 2026-11-24 it read 2.19 ns at
    /// the median after the one-thread cases, 1.98 after the contended ones and 2.32 after priority inversion,
    /// on a host that a Google Benchmark run beside it called calm), so raw readings move with the order of a
    /// run's cases: a run would read restless, and its one-thread cases be marked off the host's pace, by what
    /// it measured. Set against its case's own median, a reading says how the host ran at that moment
    /// compared with the other moments its case was measured, which the case's forks spread over the run.
    var levelledProbesInOrder: (order: [(caseIndex: Int, reading: Double)], levelled: Bool) {
        let order = probesInOrder
        var byCase: [Int: [Double]] = [:]
        for entry in order { byCase[entry.caseIndex, default: []].append(entry.reading) }
        let repeated = byCase.filter { $0.value.count >= 2 }
        guard let overall = Sample(order.map(\.reading)).median, !repeated.isEmpty else { return (order, false) }
        let scale = repeated.mapValues { readings in Sample(readings).median.map { overall / $0 } ?? 1 }
        return (order.map { ($0.caseIndex, $0.reading * (scale[$0.caseIndex] ?? 1)) }, true)
    }

    /// The median of each case's probe readings, by case: what `bench compare` sets side against side.
    public var probeMedians: [CaseKey: Double] {
        var medians: [CaseKey: Double] = [:]
        for result in results {
            if let median = Sample(result.hostProbes.filter { $0 > 0 }).median { medians[CaseKey(result)] = median }
        }
        return medians
    }

    /// Every probe reading in the order it was taken, with the index of its case: by the time each was taken
    /// (`hostProbeTimes`), which holds whatever order the runner measured in (`bench ab` shuffles the cases of
    /// every round, and a lost fork shifts its case). A file without a time for every reading (from before they
    /// were recorded) is read as a run that measured the suite once per fork, in the file's order: the first
    /// probe of every case first, then the second.
    var probesInOrder: [(caseIndex: Int, reading: Double)] {
        if results.allSatisfy({ $0.hostProbeTimes.count == $0.hostProbes.count }) {
            let timed = results.indices.flatMap { index in
                zip(results[index].hostProbes, results[index].hostProbeTimes).filter { $0.0 > 0 }.map { (index, $0.0, $0.1) }
            }
            return timed.sorted { $0.2 != $1.2 ? $0.2 < $1.2 : $0.0 < $1.0 }.map { ($0.0, $0.1) }
        }
        let forks = results.map(\.hostProbes.count).max() ?? 0
        return (0..<forks).flatMap { fork in
            results.indices.compactMap { index in
                let probes = results[index].hostProbes
                return fork < probes.count && probes[fork] > 0 ? (index, probes[fork]) : nil
            }
        }
    }

    /// Writes the host's steadiness so far into the metadata, and marks each case at least half of whose forks
    /// ran while the host was off the run's median by more than the threshold, by the levelled readings around
    /// them (`HostSteadiness.around`); nothing without a probe. A case's figure is the median of its forks, which a
    /// minority of forks on a host at another speed cannot carry.
    public mutating func recordHostSteadiness() {
        let order = levelledProbesInOrder.order
        guard let steadiness = hostSteadiness else { return }
        setMetadata(Self.hostSteadinessKey, steadiness.description)
        let around = HostSteadiness.around(order.map(\.reading))
        var probed = Array(repeating: 0, count: results.count)
        var off = Array(repeating: 0, count: results.count)
        for (position, entry) in order.enumerated() {
            probed[entry.caseIndex] += 1
            if steadiness.isOff(around[position]) { off[entry.caseIndex] += 1 }
        }
        for index in results.indices {
            results[index].hostOff = probed[index] > 0 && 2 * off[index] >= probed[index]
        }
    }
}
