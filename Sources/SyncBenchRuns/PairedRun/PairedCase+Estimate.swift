import SyncBenchCore
import SyncBenchResults
import Platform

extension PairedEstimate {
    /// The estimate of `record`'s last look, or nil before a look with a bounded interval.
    package init?(_ record: PairedCase) {
        guard let look = record.track.lastLook, look.interval.isBounded else { return nil }
        let seen = record.track.pairs.prefix(look.seen)
        let medians = record.track.medians(at: look)
        self.init(
            benchmark: record.benchmarkCase.benchmark, threads: record.benchmarkCase.threads, first: record.currentCase.subject.name,
            second: record.benchmarkCase.subject.name, pairs: look.pairs, ratio: exp(look.interval.estimate),
            lower: exp(look.interval.lower), upper: exp(look.interval.upper), confidence: look.interval.confidence,
            settled: look.state == .settled, firstNanoseconds: medians.current ?? .nan,
            secondNanoseconds: medians.baseline ?? .nan
        )
        if record.benchmarkCase.benchmark.isKernel { workload = record.benchmarkCase.workload }
        testedSide = look.placement?.side
        testedApart = look.placement?.other?.tested == true
        moved = Self.moved(record.track.tested(at: look).map(\.logRatio), alpha: look.interval.alpha)
        byPlacement = Self.byPlacement(seen.map(\.logRatio), roundTrips: seen.map(\.roundTrips), alpha: look.interval.alpha)
    }

    /// The fewest pairs in each half for `moved` to compare them.
    static let fewestPairsAHalf = 20

    /// The two halves' ratios of `logRatios`, in the order measured, when their intervals at `alpha` do not meet.
    static func moved(_ logRatios: [Double], alpha: Double) -> Moved? {
        let half = logRatios.count / 2
        guard half >= fewestPairsAHalf,
              let early = HodgesLehmann(Array(logRatios[..<half]), alpha: alpha), let late = HodgesLehmann(Array(logRatios[half...]), alpha: alpha),
              early.isBounded, late.isBounded, early.upper < late.lower || late.upper < early.lower
        else { return nil }
        return Moved(early: exp(early.estimate), late: exp(late.estimate))
    }
}
