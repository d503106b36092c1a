import SyncBenchCore

extension ResultsFile {
    /// The metadata key of the host's steadiness over the run.
    package static let hostSteadinessKey = "host_steadiness"

    /// How far the host probe moved over every case's forks in this file, by the readings levelled by case
    /// (`levelledProbesInOrder`) in blocks of at least `HostSteadiness.minimumRunBlock`; nil when no case
    /// carries a probe (files from before the probe).
    package var hostSteadiness: HostSteadiness? {
        let (order, levelled) = levelledProbesInOrder
        return HostSteadiness(order.map(\.reading), minimumBlock: HostSteadiness.minimumRunBlock, levelled: levelled)
    }

    /// `probesInOrder`, each reading of a case with at least two scaled by the median of all readings over the
    /// median of its own case's readings; a case with one reading (measured once, as `explosion` is) keeps it
    /// as it is. `levelled` is false when no case has two.
    ///
    /// The probe reads apart after different kinds of case, even on a calm host (docs/system.md, "Each reading is
    /// set against its own case"), so raw readings move with the order of a run's cases: a run would read
    /// restless, and its one-thread cases be marked off the host's pace, by what it measured. Set against its
    /// case's own median, a reading says how the host ran at that moment compared with the other moments its case
    /// was measured, which the case's forks spread over the run.
    var levelledProbesInOrder: (order: [OrderedProbe], levelled: Bool) {
        let order = probesInOrder
        var byCase: [Int: [Double]] = [:]
        for entry in order { byCase[entry.caseIndex, default: []].append(entry.reading) }
        let repeated = byCase.filter { $0.value.count >= 2 }
        guard let overall = Sample(order.map(\.reading)).median, !repeated.isEmpty else { return (order, false) }
        let scale = repeated.mapValues { readings in Sample(readings).median.map { overall / $0 } ?? 1 }
        return (order.map { entry in
            var levelled = entry
            levelled.reading *= scale[entry.caseIndex] ?? 1
            return levelled
        }, true)
    }

    /// The median of each case's probe readings, by case: what `bench compare` sets side against side.
    package var probeMedians: [CaseKey: Double] {
        var medians: [CaseKey: Double] = [:]
        for result in results {
            if let median = Sample(result.hostProbes.filter { $0 > 0 }).median { medians[CaseKey(result)] = median }
        }
        return medians
    }

    /// One probe reading of a case's fork, where it stands in the run.
    struct OrderedProbe {
        /// The case's index in `results`.
        var caseIndex: Int
        /// The fork (round) of the case that took it, from 0.
        var fork: Int
        /// The reading, in ns.
        var reading: Double
        /// When it was taken, by the monotonic clock; nil in files from before the times were recorded.
        var takenAt: UInt64?
    }

    /// Every probe reading in the order it was taken, with its case and fork: by the time each was taken
    /// (`hostProbeTimes`), which holds whatever order the runner measured in (`bench ab` shuffles the cases of
    /// every round, and a lost fork shifts its case). A file without a time for every reading (from before they
    /// were recorded) is read as a run that measured the suite once per fork, in the file's order: the first
    /// probe of every case first, then the second.
    var probesInOrder: [OrderedProbe] {
        if results.allSatisfy({ $0.hostProbeTimes.count == $0.hostProbes.count }) {
            let timed = results.indices.flatMap { index in
                results[index].hostProbes.indices.filter { results[index].hostProbes[$0] > 0 }.map { fork in
                    OrderedProbe(caseIndex: index, fork: fork, reading: results[index].hostProbes[fork], takenAt: results[index].hostProbeTimes[fork])
                }
            }
            return timed.sorted { $0.takenAt != $1.takenAt ? $0.takenAt! < $1.takenAt! : $0.caseIndex < $1.caseIndex }
        }
        let forks = results.map(\.hostProbes.count).max() ?? 0
        return (0..<forks).flatMap { fork in
            results.indices.compactMap { index in
                let probes = results[index].hostProbes
                return fork < probes.count && probes[fork] > 0 ? OrderedProbe(caseIndex: index, fork: fork, reading: probes[fork]) : nil
            }
        }
    }

    /// The host's slow episodes over the run (`HostEpisodes`), by the levelled readings in the order taken, timed
    /// by when each was taken (or one apart, in files without the times); nil without two readings.
    package var hostEpisodes: HostEpisodes? {
        let order = levelledProbesInOrder.order
        let times = order.allSatisfy { $0.takenAt != nil } ? order.map { $0.takenAt! } : order.indices.map { UInt64($0) }
        return HostEpisodes(order.map(\.reading), times: times)
    }

    /// The metadata key of the host's slow episodes over the run.
    package static let hostEpisodesKey = "host_episodes"

    /// Writes the host's steadiness and its slow episodes so far into the metadata, marks each case at least half
    /// of whose forks ran while the host was off the run's median by more than the threshold, by the levelled
    /// readings around them (`HostSteadiness.around`), and marks each fork whose reading fell in a slow episode;
    /// nothing without a probe. A case's figure is the median of its forks, which a minority of forks on a host
    /// at another speed cannot carry.
    package mutating func recordHostSteadiness() {
        let order = levelledProbesInOrder.order
        guard let steadiness = hostSteadiness else { return }
        setMetadata(Self.hostSteadinessKey, steadiness.description)
        let episodes = hostEpisodes
        if let episodes { setMetadata(Self.hostEpisodesKey, episodes.description) }
        let around = HostSteadiness.around(order.map(\.reading))
        var probed = Array(repeating: 0, count: results.count)
        var off = Array(repeating: 0, count: results.count)
        var inEpisode = results.map { Array(repeating: false, count: $0.hostProbes.count) }
        for (position, entry) in order.enumerated() {
            probed[entry.caseIndex] += 1
            if steadiness.isOff(around[position]) { off[entry.caseIndex] += 1 }
            if episodes?.contains(position) == true { inEpisode[entry.caseIndex][entry.fork] = true }
        }
        for index in results.indices {
            results[index].hostOff = probed[index] > 0 && 2 * off[index] >= probed[index]
            results[index].forksInHostEpisodes = inEpisode[index]
        }
    }
}
