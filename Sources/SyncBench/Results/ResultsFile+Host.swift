extension ResultsFile {
    /// The metadata key of the host's steadiness over the run.
    public static let hostSteadinessKey = "host_steadiness"

    /// How far the host probe moved over every case's forks in this file; nil when no case carries a probe
    /// (files from before the probe).
    public var hostSteadiness: HostSteadiness? {
        HostSteadiness(probesInOrder)
    }

    /// Every probe reading in the order it was taken: a run measures the suite once per fork (or round), in the
    /// file's order, so the first probe of every case comes first, then the second.
    var probesInOrder: [Double] {
        let forks = results.map(\.hostProbes.count).max() ?? 0
        return (0..<forks).flatMap { fork in results.compactMap { fork < $0.hostProbes.count ? $0.hostProbes[fork] : nil } }
    }

    /// Writes the host's steadiness so far into the metadata, and marks each case a fork of which ran while the
    /// probe was off the run's median by more than the threshold; nothing without a probe.
    public mutating func recordHostSteadiness() {
        guard let steadiness = hostSteadiness else { return }
        setMetadata(Self.hostSteadinessKey, steadiness.description)
        for index in results.indices {
            results[index].hostOff = results[index].hostProbes.contains(where: steadiness.isOff)
        }
    }
}
