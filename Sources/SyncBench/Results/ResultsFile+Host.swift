extension ResultsFile {
    /// The metadata key of the host's steadiness over the run.
    public static let hostSteadinessKey = "host_steadiness"

    /// How far the host probe moved over every case's forks in this file; nil when no case carries a probe
    /// (files from before the probe).
    public var hostSteadiness: HostSteadiness? {
        HostSteadiness(probesInOrder.map(\.reading))
    }

    /// Every probe reading in the order it was taken, with the index of its case: a run measures the suite once
    /// per fork (or round), in the file's order, so the first probe of every case comes first, then the second.
    var probesInOrder: [(caseIndex: Int, reading: Double)] {
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
