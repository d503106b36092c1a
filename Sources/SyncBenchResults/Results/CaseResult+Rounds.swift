import SyncBenchCore

extension CaseResult {
    /// The median of each round, in order; nil unless the case was measured in two rounds or more and every
    /// round gave a sample.
    package var roundMedians: [Double]? {
        guard rounds.count > 1 else { return nil }
        let medians = rounds.compactMap(\.median)
        return medians.count == rounds.count ? medians : nil
    }

    /// Which of `hostProbes` each round took, in order. A lost round (no windows) took none, so the readings
    /// follow the rounds that measured; all nil where the counts fit neither that nor one a round: a blank rather
    /// than another fork's reading.
    package var hostProbeIndexByRound: [Int?] {
        if hostProbes.count == rounds.count { return Array(rounds.indices) }
        guard hostProbes.count == rounds.filter({ $0.count > 0 }).count else { return rounds.map { _ in nil } }
        var next = 0
        return rounds.map { round in
            guard round.count > 0 else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// The median of each fork that gave a sample, in order, when the case was measured in forks (a round per
    /// process); empty otherwise. These are the units that vary from one process to the next.
    package var forkMedians: [Double] {
        guard forks > 1, samplesPerRound.count == forks else { return [] }
        return rounds.compactMap(\.median)
    }
}
