import Foundation
@testable import SyncBench
import Testing

/// The slowdown's search on a lock whose cost is a formula: the search, not the machine, is what is tested.
@Suite("A deliberate slowdown finds the work that comes closest to its target")
struct SlowdownTests {
    /// A lock of `base` ns whose slowed twin costs `counting` ns more for choosing the slowed operations, plus
    /// `perIteration` ns per iteration of the work on one operation in its period.
    static func ratio(base: Double, counting: Double, perIteration: Double) -> (SlowdownWork) -> Double? {
        { work in 1 + (counting + Double(work.iterations) * perIteration / Double(work.period)) / base }
    }

    @Test("Small slowdowns slow one operation in a period; large ones start on every operation", arguments: [0.05, 0.1, 0.5, 0.6, 2.0])
    func reachesTheTarget(_ fraction: Double) throws {
        let subject = Subject.lock(PthreadMutex.self)
        let ratio = Self.ratio(base: 6, counting: 0.1, perIteration: 0.8)
        let calibrated = try #require(Slowdown(fraction: fraction).calibrate(subject, base: 6, perIteration: 0.8, ratio: ratio))
        #expect(calibrated.reached(fraction), "\(calibrated.work.description)")
        #expect(abs(try #require(ratio(calibrated.work)) - 1 - calibrated.measuredFraction) < 1e-12)
        // Below four iterations an operation on average (6 ns x 0.53 at 0.8 ns an iteration), only some are slowed;
        // above, the search starts on every operation and keeps whichever shape came closest.
        if fraction * 6 / 0.8 < Slowdown.everyOperationFrom {
            #expect(calibrated.work.period > 1)
        } else {
            #expect(Slowdown.firstGuess(extra: fraction * 6, perIteration: 0.8).period == 1)
        }
    }

    @Test("When counting the operations alone costs more than the target, the smallest slowdown is taken and said")
    func reportsWhatItReached() throws {
        let ratio = Self.ratio(base: 6, counting: 0.6, perIteration: 0.8)  // counting alone is +10%
        let calibrated = try #require(Slowdown(fraction: 0.05).calibrate(.lock(PthreadMutex.self), base: 6, perIteration: 0.8, ratio: ratio))
        #expect(calibrated.measuredFraction >= 0.1 && calibrated.measuredFraction < 0.11)
        #expect(!calibrated.reached(0.05))
    }

    @Test("Work that slows a lock less than its nominal time, as on the Intel VM, is widened until the target is reached",
          arguments: [0.05, 0.15])
    func sublinearWorkIsWidened(_ fraction: Double) throws {
        // A 19 ns lock whose slowed operations overlap much of their work with the lock's own atomics: the extra
        // grows as the 0.7th power of the iterations, so the first guess, made from the nominal cost, falls short.
        let ratio: (SlowdownWork) -> Double? = { work in
            1 + (0.05 + 0.8 * pow(Double(work.iterations), 0.7) / Double(work.period)) / 19
        }
        let calibrated = try #require(Slowdown(fraction: fraction).calibrate(.lock(PthreadMutex.self), base: 19, perIteration: 0.8, ratio: ratio))
        #expect(calibrated.reached(fraction), "\(calibrated.work.description): \(calibrated.measuredFraction)")
    }

    @Test("When one whole iteration on every operation more overshoots and one fewer falls short, the work is spread over a period")
    func coarseStepsAreSpread() throws {
        // Much as on the AMD EPYC VM: an 11.7 ns lock, 4 iterations on every operation +37%, 5 iterations +72%.
        let ratio: (SlowdownWork) -> Double? = { work in
            let extra = 1.09 * Double(work.iterations) + (work.iterations >= 5 ? 3 : 0)
            return 1 + extra / Double(work.period) / 11.7
        }
        let calibrated = try #require(Slowdown(fraction: 0.5).calibrate(.lock(PthreadMutex.self), base: 11.7, perIteration: 1.09, ratio: ratio))
        #expect(calibrated.reached(0.5), "\(calibrated.work.description): \(calibrated.measuredFraction)")
        #expect(calibrated.work.period > 1)
    }

    @Test("A correction keeps the period and moves the iterations up to 40 a slowed operation, then halves the period")
    func periodKeptWhileIterationsMove() {
        // As pthread_mutex on the AMD EPYC VM (family 26 model 2, 2026-11-26 09:03-09:15 UTC), asked for 15% of
        // 12.0 ns: 32 iterations on one operation in 8 added +12.0% (1.44 ns), 40 added +12.8%. The next try keeps
        // the period while the iterations stay within 40, and the one after halves it.
        let kept = Slowdown.corrected(SlowdownWork(iterations: 32, period: 8), extra: 1.44, target: 1.8, tries: [])
        #expect(kept == SlowdownWork(iterations: 40, period: 8), "\(kept.description)")
        let tries = [
            Slowdown.Try(work: SlowdownWork(iterations: 32, period: 8), extra: 1.44),
            Slowdown.Try(work: SlowdownWork(iterations: 40, period: 8), extra: 1.54),
        ]
        let halved = Slowdown.corrected(tries[1].work, extra: 1.54, target: 1.8, tries: tries)
        #expect(halved.period == 4 && halved.iterations <= Slowdown.longestBurst, "\(halved.description)")
        // Too much work scales the iterations down at the period; far too little moves to a longer one.
        let less = Slowdown.corrected(SlowdownWork(iterations: 40, period: 8), extra: 3.6, target: 1.8, tries: [])
        #expect(less == SlowdownWork(iterations: 20, period: 8), "\(less.description)")
        let one = Slowdown.corrected(SlowdownWork(iterations: 1, period: 8), extra: 3.6, target: 0.3, tries: [])
        #expect(one == SlowdownWork(iterations: 1, period: 16), "\(one.description)")
    }

    @Test("When choosing the slowed operations costs more than the work on them, as on the AMD VM, the period shortens and no slowed operation does more than 40 iterations")
    func countDominatedCost() throws {
        // About 7.6 ns for each slowed operation and 0.04 ns an iteration on it, over a 12 ns lock: one iteration
        // on one operation in 4 already adds 15.9%, and 40 on one in 8 only 9.6%.
        var tried: [SlowdownWork] = []
        let ratio: (SlowdownWork) -> Double? = { work in
            tried.append(work)
            return 1 + (7.6 + 0.04 * Double(work.iterations)) / Double(work.period) / 12
        }
        let calibrated = try #require(Slowdown(fraction: 0.15).calibrate(.lock(PthreadMutex.self), base: 12, perIteration: 0.7, ratio: ratio))
        #expect(calibrated.reached(0.15), "\(calibrated.work.description): \(calibrated.measuredFraction)")
        #expect(calibrated.work == SlowdownWork(iterations: 1, period: 4))
        #expect(tried.allSatisfy { $0.period == 1 || $0.iterations <= Slowdown.longestBurst }, "\(tried.map(\.description))")
    }

    @Test("Tries one iteration apart on both sides go to a period twice as long only while twice the iterations stay within 40")
    func finerStepsWithinTheBound() {
        let few = [
            Slowdown.Try(work: SlowdownWork(iterations: 4), extra: 4.36),
            Slowdown.Try(work: SlowdownWork(iterations: 5), extra: 8.45),
        ]
        #expect(Slowdown.corrected(few[1].work, extra: 8.45, target: 5.85, tries: few) == SlowdownWork(iterations: 9, period: 2))
        let many = [
            Slowdown.Try(work: SlowdownWork(iterations: 25), extra: 20.0),
            Slowdown.Try(work: SlowdownWork(iterations: 26), extra: 21.0),
        ]
        #expect(Slowdown.corrected(many[1].work, extra: 21.0, target: 20.5, tries: many).period == 1)
    }

    @Test("Once tries at a period lie on both sides of the target, the next lies between the closest two")
    func bracketNarrows() {
        // 28 iterations in 16 gave +1.24 ns and 37 gave +2.30 against 1.815: scaling 37 by the overshoot would go
        // back below 28; the bracket interpolates to 33.
        let tries = [
            Slowdown.Try(work: SlowdownWork(iterations: 28, period: 16), extra: 1.24),
            Slowdown.Try(work: SlowdownWork(iterations: 37, period: 16), extra: 2.30),
        ]
        #expect(Slowdown.corrected(tries[1].work, extra: 2.30, target: 1.815, tries: tries) == SlowdownWork(iterations: 33, period: 16))
        #expect(Slowdown.bracketed(at: 16, target: 1.815, tries: tries + [.init(work: .init(iterations: 29, period: 16), extra: 1.9)]) == nil,
                "no whole number lies strictly between 28 and 29")
        #expect(Slowdown.bracketed(at: 8, target: 1.815, tries: tries) == nil, "no tries at that period")
    }

    @Test("Two tries on one side of the target aim along the line through them")
    func lineThroughTwoTries() throws {
        let tries = [
            Slowdown.Try(work: SlowdownWork(iterations: 10, period: 8), extra: 1.0),
            Slowdown.Try(work: SlowdownWork(iterations: 20, period: 8), extra: 1.2),
        ]
        #expect(abs(try #require(Slowdown.extrapolated(tries, target: 1.5)) - 35) < 1e-9)
        #expect(Slowdown.corrected(tries[1].work, extra: 1.2, target: 1.5, tries: tries) == SlowdownWork(iterations: 35, period: 8))
        let falling = [tries[0], Slowdown.Try(work: SlowdownWork(iterations: 20, period: 8), extra: 0.9)]
        #expect(Slowdown.extrapolated(falling, target: 1.5) == nil, "a line that does not rise aims nowhere")
    }

    @Test("A first try within the tolerance but not within half of it is corrected once more, and the closer try kept")
    func closesInWithinTheTolerance() throws {
        // Work that costs 18% more than its nominal time: the first guess for 5% of a 6 ns lock lands at +5.9%,
        // within the 1.25 points allowed but nearly a point over, as NSLock's 2.8% for 3.5% on the AMD VM was under.
        let ratio = Self.ratio(base: 6, counting: 0, perIteration: 0.8 * 1.18)
        let calibrated = try #require(Slowdown(fraction: 0.05).calibrate(.lock(PthreadMutex.self), base: 6, perIteration: 0.8, ratio: ratio))
        #expect(abs(calibrated.measuredFraction - 0.05) <= Slowdown.tolerance(for: 0.05) / 2, "\(calibrated.work.description): \(calibrated.measuredFraction)")
    }

    @Test("A work whose pairs scatter is measured again, its pairs pooled, until its whole interval lies within the tolerance")
    func scatteredPairsArePooled() throws {
        // As on the AMD EPYC VM (family 25 model 17), where a single-thread pair's log ratio spreads by about 0.05: each
        // try's 30 pairs lie evenly from 8% below to 8% above the formula's ratio. The first guess for 3% of a 6 ns lock
        // (14 iterations on one operation in 64, +2.9%) is within half a point, but 30 such pairs only bound it to
        // about +1.5% to +4.4%: it is measured again, not taken, and not corrected by what one try's scatter said.
        let ratio = Self.ratio(base: 6, counting: 0, perIteration: 0.8)
        var tried: [SlowdownWork] = []
        let calibrated = try #require(Slowdown(fraction: 0.03).calibrate(.lock(PthreadMutex.self), base: 6, perIteration: 0.8) { work in
            tried.append(work)
            return ratio(work).map { ratio in (0..<30).map { log(ratio) + 0.16 * (Double($0 * 7 % 30) / 29 - 0.5) } }
        })
        #expect(tried.count > 1 && Set(tried.map(\.description)).count == 1, "\(tried.map(\.description))")
        #expect(calibrated.reading.pairs == 30 * tried.count && calibrated.tries == tried.count)
        #expect(calibrated.reading.lands(on: 0.03), "\(calibrated.reading.description)")
        let first = try #require(Slowdown.Reading(work: tried[0], logRatios: (0..<30).map { log(1.029) + 0.16 * (Double($0 * 7 % 30) / 29 - 0.5) }))
        #expect(first.wantsMorePairs(for: 0.03) && !first.lands(on: 0.03), "\(first.description)")
    }

    @Test("A work is corrected once its interval lies off the target or its estimate stays off over enough pairs, and the closest work is judged by its interval too")
    func intervalsDecide() throws {
        let spread = (0..<30).map { 0.16 * (Double($0 * 7 % 30) / 29 - 0.5) }
        let work = SlowdownWork(iterations: 14, period: 64)
        let off = try #require(Slowdown.Reading(work: work, logRatios: spread.map { $0 + log(1.08) }))
        #expect(!off.wantsMorePairs(for: 0.03), "\(off.description)")
        // +2.3% from 30 scattered pairs may be 3% by noise; from 90, the estimate is trusted and corrects the work.
        let short = try #require(Slowdown.Reading(work: work, logRatios: spread.map { $0 + log(1.023) }))
        #expect(short.wantsMorePairs(for: 0.03), "\(short.description)")
        let longer = try #require(short.adding(spread.map { $0 + log(1.023) })?.adding(spread.map { $0 + log(1.023) }))
        #expect(longer.pairs == Slowdown.pairsBeforeCorrecting && !longer.wantsMorePairs(for: 0.03), "\(longer.description)")
        // Dead on the target but from 30 scattered pairs, against 0.3 points off from pairs that agree: the second
        // may lie less far from the target.
        let scattered = try #require(Slowdown.Reading(work: SlowdownWork(iterations: 14, period: 64), logRatios: spread.map { $0 + log(1.03) }))
        let agreeing = try #require(Slowdown.Reading(work: SlowdownWork(iterations: 15, period: 64), logRatios: Array(repeating: log(1.033), count: 30)))
        #expect(agreeing.distance(from: 0.03).farthest < scattered.distance(from: 0.03).farthest)
        #expect(scattered.description.hasPrefix("+3.0% [+") && scattered.description.hasSuffix("] in 30 pairs"), "\(scattered.description)")
    }

    @Test("A control is never slowed")
    func controlsAreNotSlowed() {
        #expect(Slowdown(fraction: 0.05).calibrate(.lock(NoLock.self)) == nil)
    }

    @Test("The work says what it does")
    func description() {
        #expect(SlowdownWork(iterations: 48, period: 150).description == "48 iterations on 1 operation in 256")
        #expect(SlowdownWork(iterations: 2, period: 1 << 30).period == SlowdownWork.maximumPeriod)
        #expect(SlowdownWork(iterations: 1).description == "1 iteration on every operation")
    }

    @Test("A calibration must land within a quarter of the target, at least a point, at most 1.5 points or a tenth of it")
    func tolerance() {
        let expected: [(Double, Double)] = [(0.02, 0.01), (0.05, 0.0125), (0.06, 0.015), (0.15, 0.015), (0.5, 0.05), (2, 0.2)]
        for (fraction, tolerance) in expected { #expect(abs(Slowdown.tolerance(for: fraction) - tolerance) < 1e-12, "\(fraction)") }
    }
}

extension Slowdown {
    /// The search with each try's ratio given by a formula: every one of a try's 30 pairs reads it exactly.
    func calibrate(_ subject: Subject, base: Double, perIteration: Double, ratio: (SlowdownWork) -> Double?) -> Calibrated? {
        calibrate(subject, base: base, perIteration: perIteration) { work in ratio(work).map { Array(repeating: log($0), count: 30) } }
    }
}
