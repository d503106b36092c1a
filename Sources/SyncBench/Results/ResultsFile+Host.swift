extension ResultsFile {
    /// The metadata key of the host's steadiness over the run.
    public static let hostSteadinessKey = "host_steadiness"

    /// How far the host probe moved over every case's forks in this file; nil when no case carries a probe
    /// (files from before the probe).
    public var hostSteadiness: HostSteadiness? {
        HostSteadiness(probesInOrder.map(\.reading))
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
    /// ran while the host was off the run's median by more than the threshold, by the readings around them
    /// (`HostSteadiness.around`); nothing without a probe. A case's figure is the median of its forks, which a
    /// minority of forks on a host at another speed cannot carry.
    public mutating func recordHostSteadiness() {
        let order = probesInOrder
        guard let steadiness = HostSteadiness(order.map(\.reading)) else { return }
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
