extension Slowdown {
    /// One try of a calibration: the work, and the extra ns it added.
    struct Try: Equatable {
        var work: SlowdownWork
        var extra: Double
    }

    /// The next try after `work` added `extra` ns against a `target`, given every try so far (`tries`, `work`'s
    /// last).
    ///
    /// A correction keeps the period and moves the iterations: what an iteration costs depends on the period, and not
    /// even in proportion to the iterations at one period. On the AMD EPYC VM (family 26 model 2, 2026-11-26
    /// 09:03-09:15 UTC) pthread_mutex took +14.6% for 1 iteration on one operation in 4, +17.9% for 10 and +19.1% for
    /// 16: choosing which operations to slow cost more than the work on them. So the iterations come from, in this
    /// order: the closest tries at the period on either side of the target, interpolated; else the two closest at the
    /// period, extrapolated along the line through them; else the one try, scaled by the shortfall (a try that added
    /// nothing is taken to have added a tenth of the target). Iterations that would pass `longestBurst`, or fall
    /// below one, go to the next shorter or longer period once the bound itself was tried (`shaped`), and tries on
    /// both sides of the target one iteration apart go to a period twice as long for finer steps, when twice the
    /// iterations stay within the bound: one iteration on every operation more may overshoot where one fewer falls
    /// short. A try that would repeat this one moves one iteration toward the target.
    static func corrected(_ work: SlowdownWork, extra: Double, target: Double, tries: [Try]) -> SlowdownWork {
        let tried = tries.contains { $0.work == work } ? tries : tries + [Try(work: work, extra: extra)]
        let here = tried.filter { $0.work.period == work.period }
        let line = extrapolated(here, target: target)
        let wanted = bracketed(at: work.period, target: target, tries: tried).map(Double.init)
            ?? line
            ?? Double(work.iterations) * target / max(extra, target / 10)
        var next: SlowdownWork
        if let line, isAdjacentBracket(here, target: target), work.period < SlowdownWork.maximumPeriod,
           (line * 2).rounded() <= Double(longestBurst) {
            next = SlowdownWork(iterations: max(Int((line * 2).rounded()), 1), period: work.period * 2)
        } else {
            next = shaped(wanted, period: work.period, tried: tried)
        }
        if next == work {
            next = SlowdownWork(iterations: max(1, work.iterations + (extra < target ? 1 : -1)), period: work.period)
        }
        return next
    }

    /// The iterations at `period` interpolated between the try closest below `target` and the one closest above,
    /// strictly between them; nil without tries at `period` on both sides, or with no whole number between them.
    static func bracketed(at period: Int, target: Double, tries: [Try]) -> Int? {
        guard let (below, above) = bracket(tries.filter { $0.work.period == period }, target: target) else { return nil }
        let (low, high) = (Double(below.work.iterations), Double(above.work.iterations))
        let guess = (low + (target - below.extra) / (above.extra - below.extra) * (high - low)).rounded()
        let (least, most) = (min(low, high) + 1, max(low, high) - 1)
        guard least <= most else { return nil }
        return Int(min(max(guess, least), most))
    }

    /// The try closest below `target` and the one closest above, among `tries` of one period, when the one above
    /// added more.
    private static func bracket(_ tries: [Try], target: Double) -> (below: Try, above: Try)? {
        guard let below = tries.filter({ $0.extra < target }).max(by: { $0.extra < $1.extra }),
              let above = tries.filter({ $0.extra >= target }).min(by: { $0.extra < $1.extra }),
              above.extra > below.extra
        else { return nil }
        return (below, above)
    }

    /// Whether the tries of one period closest to `target` on either side are one iteration apart.
    private static func isAdjacentBracket(_ tries: [Try], target: Double) -> Bool {
        bracket(tries, target: target).map { abs($0.above.work.iterations - $0.below.work.iterations) == 1 } ?? false
    }

    /// The iterations at which the line through the two tries of one period closest to `target` (with different
    /// iterations) reaches it; nil with fewer than two such tries, or a line that does not rise.
    static func extrapolated(_ tries: [Try], target: Double) -> Double? {
        let closest = tries.sorted { abs($0.extra - target) < abs($1.extra - target) }
        guard let first = closest.first,
              let second = closest.first(where: { $0.work.iterations != first.work.iterations })
        else { return nil }
        let slope = (second.extra - first.extra) / Double(second.work.iterations - first.work.iterations)
        guard slope > 0 else { return nil }
        return Double(first.work.iterations) + (target - first.extra) / slope
    }

    /// `iterations` (rounded) at `period`, kept within one and, when only some operations are slowed,
    /// `longestBurst`. Beyond the bound the work first tries the bound itself; once that was tried (in `tried`),
    /// it moves to the next period in that direction with the same average iterations an operation: half the
    /// period for more, twice for less.
    static func shaped(_ iterations: Double, period: Int, tried: [Try]) -> SlowdownWork {
        func wasTried(_ work: SlowdownWork) -> Bool { tried.contains { $0.work == work } }
        func clamped(_ iterations: Double, _ period: Int) -> SlowdownWork {
            let most = period == 1 ? Int.max : longestBurst
            return SlowdownWork(iterations: Int(min(max(iterations.rounded(), 1), Double(most))), period: period)
        }
        let count = iterations.rounded()
        if period > 1, count > Double(longestBurst) {
            let bound = SlowdownWork(iterations: longestBurst, period: period)
            return wasTried(bound) ? clamped(iterations / 2, period / 2) : bound
        }
        if count < 1 {
            let one = SlowdownWork(iterations: 1, period: period)
            return wasTried(one) && period < SlowdownWork.maximumPeriod ? clamped(iterations * 2, period * 2) : one
        }
        return clamped(iterations, period)
    }
}
