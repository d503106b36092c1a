import SyncBenchCore
import SyncBenchResults

/// What `SuiteRunner` keeps between measurements.
struct RunState {
    /// The place of the first case's result in the file.
    let first: Int
    var progress: SuiteProgress
    /// Each case's rounds so far, in order, as they were measured.
    var rounds: [Int: [MeasuredRound]] = [:]
    /// When each case's first measurement started and its last so far ended, on the runner's clock.
    var spans: [Int: (start: UInt64, end: UInt64?)] = [:]

    /// Notes that a measurement of case `index` starts at `time`; its first start begins its span.
    mutating func started(_ index: Int, at time: UInt64) {
        if spans[index] == nil { spans[index] = (time, nil) }
    }

    /// What the run's intervals cover so far: the spans of the cases measured (in forks: in more than one); nil
    /// before any.
    func scope(samples: Int, inForks: Bool, pacing: RoundPacing?) -> IntervalScope? {
        let seconds = spans.compactMap { index, span -> Double? in
            guard let end = span.end, !inForks || (rounds[index]?.count ?? 0) > 1 else { return nil }
            return Double(end &- span.start) / 1e9
        }
        guard let shortest = seconds.min(), let longest = seconds.max() else { return nil }
        return IntervalScope(samples: samples, inForks: inForks, spanSeconds: shortest...longest, spreadNanoseconds: pacing?.spreadNanoseconds)
    }

    /// The batch the first round of case `index` calibrated, for its later rounds; nil when it measured nothing.
    func calibratedBatch(of index: Int) -> Int? {
        rounds[index]?.first { !$0.measurement.windows.isEmpty }?.measurement.batchSize
    }
}
