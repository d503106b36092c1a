extension Slowdown {
    /// One try of a calibration: the work, and what it added, as a fraction of the base lock's cost.
    struct Try: Equatable {
        var work: SlowdownWork
        var added: Double
    }

    /// The next try after `work` added `added` of the base cost against a `target`, given every try so far
    /// (`tries`, `work`'s last).
    ///
    /// A lock's uncounted operations need not cost just what its counted ones do on every machine, and deciding
    /// how many a batch owes costs a little. So the share comes from what was measured: interpolated between the
    /// try closest below the target and the one closest above it, when the one above is the larger work; else
    /// `work`'s share scaled by the shortfall (a try that added nothing is taken to have added a tenth of the
    /// target). A try that would repeat this one moves one step of the share toward the target.
    static func corrected(_ work: SlowdownWork, added: Double, target: Double, tries: [Try]) -> SlowdownWork {
        let tried = tries.contains { $0.work == work } ? tries : tries + [Try(work: work, added: added)]
        let wanted = interpolated(tried, target: target) ?? work.fraction * target / max(added, target / 10)
        let next = SlowdownWork(fraction: wanted)
        guard next == work else { return next }
        return SlowdownWork(share: work.share + (added < target ? 1 : -1))
    }

    /// The work's fraction at which the line between the try closest below `target` and the one closest above
    /// reaches it; nil without tries on both sides, or when the one above is not the larger work.
    static func interpolated(_ tries: [Try], target: Double) -> Double? {
        guard let below = tries.filter({ $0.added < target }).max(by: { $0.added < $1.added }),
              let above = tries.filter({ $0.added >= target }).min(by: { $0.added < $1.added }),
              above.added > below.added, above.work.fraction > below.work.fraction
        else { return nil }
        let (low, high) = (below.work.fraction, above.work.fraction)
        return low + (target - below.added) / (above.added - below.added) * (high - low)
    }
}
