import SyncBench

/// How two primitives of one build are measured against each other in pairs, by `bench versus` and by
/// `bench run`'s pairing of its findings: the halves' windows, and when a ratio is known well enough.
enum EstimatePairs {
    /// Each half's window unless told otherwise: shorter than `bench ab`'s, since a pair's spread here comes from
    /// the processes, not the windows: a contended pair's log ratios spread alike with 10 ms windows as with
    /// 20 ms, and the shorter window gives more pairs in a budget (docs/versus.md, "How").
    static let standardWindow: UInt64 = 10_000_000
    /// Each half's warm-up before its window unless told otherwise.
    static let standardWarmup: UInt64 = 2_000_000
    /// The interval's half-width at which a case stops: ±2%.
    static let standardPrecision = 0.02
    /// Each interval's confidence: 95%.
    static let standardConfidence = 0.95

    /// The plan of each half of `benchmarkCase`: one window of `window` after `warmup`, which `stop` can end early.
    static func plan(for benchmarkCase: BenchmarkCase, window: UInt64 = standardWindow, warmup: UInt64 = standardWarmup, stop: StopSignal) -> RunPlan {
        RunPlan(
            threads: benchmarkCase.threads, warmupNanoseconds: warmup, windowNanoseconds: window, repetitions: 1,
            parameters: benchmarkCase.parameters, stop: stop
        )
    }
}
