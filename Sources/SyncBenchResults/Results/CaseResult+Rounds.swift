import SyncBenchCore

extension CaseResult {
    /// The median of each round's samples, in order; nil unless the case was measured in two rounds or more
    /// and every round gave a sample.
    package var roundMedians: [Double]? {
        guard samplesPerRound.count > 1, samplesPerRound.reduce(0, +) == samples.count else { return nil }
        var start = 0
        var medians: [Double] = []
        for count in samplesPerRound {
            guard let median = Sample(Array(samples[start..<start + count])).median else { return nil }
            medians.append(median)
            start += count
        }
        return medians
    }

    /// The samples of each round, in order: all of them as one round when the case was measured in one.
    package var samplesByRound: [[Double]] {
        guard !samplesPerRound.isEmpty, samplesPerRound.reduce(0, +) == samples.count else { return [samples] }
        var start = 0
        return samplesPerRound.map { count in
            defer { start += count }
            return Array(samples[start..<start + count])
        }
    }

    /// Which of `hostProbes` each round of `samplesByRound` took, in order. A lost round (no windows) took none,
    /// so the readings follow the rounds that measured; all nil where the counts fit neither that nor one a round:
    /// a blank rather than another fork's reading.
    package var hostProbeIndexByRound: [Int?] {
        let rounds = samplesByRound
        if hostProbes.count == rounds.count { return Array(rounds.indices) }
        guard hostProbes.count == rounds.filter({ !$0.isEmpty }).count else { return rounds.map { _ in nil } }
        var next = 0
        return rounds.map { windows in
            guard !windows.isEmpty else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// The median of each fork that gave a sample, in order, when the case was measured in forks (a round per
    /// process); empty otherwise. These are the units that vary from one process to the next.
    package var forkMedians: [Double] {
        guard forks > 1, samplesPerRound.count == forks else { return [] }
        return samplesByRound.compactMap { Sample($0).median }
    }

    /// Whether the forks agree with each other as closely as their own windows do; nil unless the case was
    /// measured in forks with two windows or more in each that reported (a lost fork is left out).
    package var forkAgreement: ForkAgreement? {
        guard !forkMedians.isEmpty else { return nil }
        return ForkAgreement(groups: samplesByRound.filter { !$0.isEmpty })
    }

    /// The two speeds among the case's forks, when their medians fall into a fast and a slow group (`ForkModes`);
    /// nil for one group, and unless the case was measured in forks of which `ForkModes.minimumForks` (8) or more
    /// gave a figure.
    package var forkModes: ForkModes? {
        guard !forkMedians.isEmpty else { return nil }
        return ForkModes(groups: samplesByRound.filter { !$0.isEmpty })
    }

    /// What the published median and its interval are computed from: the fork medians when the case was
    /// measured in forks, so that the interval accounts for the variance between processes, else the windows.
    package var estimate: Sample {
        forkMedians.isEmpty ? sample : Sample(forkMedians)
    }
}
