import SyncBenchCore
import Platform

/// The rules of a paired A/B comparison (`bench ab`): when a case has enough pairs, and what its pairs mean.
///
/// Each pair is one fork of the baseline and one of the current build measuring the same case back to back,
/// and its log ratio is one observation. A case is looked at when its pair count reaches one of `looks`, when
/// it reaches `maximumPairs`, and once more when the run's budget ends: at most `lookCount` looks, fixed in
/// advance. Every look tests at `alpha` shared among the cases and the looks (Bonferroni), so that stopping a
/// case as soon as it is decided cannot raise the chance of a false call. A case's p-value is its smallest
/// look's p, over the looks whose estimate lay beyond the threshold, times `lookCount`; the final verdicts
/// share `alpha` among the cases by Holm's rule on these, which never calls fewer than Bonferroni would, and a
/// call takes its direction and figures from that look (`PairedTrack.decidingLook`). The error rate
/// controlled is the family-wise one: the chance that a run calls a regression or improvement anywhere
/// when nothing changed is at most `alpha`.
///
/// "Unchanged" is a claim of its own, with a level (`equivalenceAlpha`) and a band (`margin`) of its own: two
/// one-sided tests, each asking whether the ratio lies inside the margin on its side. A case is unchanged when a
/// look's interval at `equivalenceLookAlpha` lies wholly within the margin; the chance that a case whose change is
/// the margin or more is called unchanged at any of its looks is then at most `equivalenceAlpha` (Bonferroni over
/// the looks). That level is per case: it is the promise "this case did not move by the margin", not a
/// family-wise one. Asking it at the change's level, as before, left most contended cases "too noisy" after every
/// pair. The margin is wider than the threshold because the two answer different questions: the threshold is the
/// smallest change worth calling, which single-thread pairs resolve to a few tenths of a percent, while "unchanged"
/// must fit a contended case's whole interval, several times wider.
package struct PairedPolicy: Sendable, Equatable {
    /// A threshold and a margin: what a class of cases calls a change and what it calls none.
    package struct Limits: Sendable, Equatable {
        /// The smallest change called a regression or an improvement, as a fraction: 0.006 is 0.6%.
        package var threshold: Double
        /// The band, as a fraction either way, within which the equivalence interval must lie: 0.01 is ±1%.
        package var margin: Double

        /// Makes limits.
        package init(threshold: Double, margin: Double) {
            self.threshold = threshold
            self.margin = margin
        }
    }

    /// The smallest change called a regression or an improvement, as a fraction: 0.02 is 2%. It holds for cases
    /// of more than one thread, and for one-thread cases too unless `oneThread` says otherwise.
    package var threshold: Double
    /// The band, as a fraction either way, within which a case's equivalence interval must lie for it to be
    /// called unchanged: 0.03 is ±3%. Like `threshold`, for one-thread cases unless `oneThread` says otherwise.
    package var margin: Double
    /// The threshold and margin of one-thread cases, when they differ from `threshold` and `margin`.
    package var oneThread: Limits?
    /// The family-wise significance level over all cases and looks.
    package var alpha: Double
    /// For each case, the most often a change of the margin or more may be called unchanged, over its looks.
    package var equivalenceAlpha: Double
    /// The pair counts at which a case is looked at before the end, ascending.
    package var looks: [Int]
    /// The most pairs a case takes; it is looked at a last time there.
    package var maximumPairs: Int
    /// For an estimate rather than a verdict (`bench versus`): the half-width, as a fraction (0.02 for ±2%), within
    /// which a look's interval settles the case. Each look's interval is then at `1 - alpha` on its own, with no
    /// test, threshold or sharing of alpha; nil for `bench ab`'s verdicts.
    package var precision: Double?

    /// The rules `bench ab` uses unless told otherwise.
    ///
    /// The threshold is lower than `bench compare`'s 5%: pairs measured seconds apart see far less of the host's
    /// drift than runs measured minutes apart, so a smaller change can be resolved. At 2%, a true change of 3%,
    /// whose single-thread estimate lands within a few tenths of it, is called nearly always; at a threshold of 3%
    /// it was a coin flip. Alpha is 1% rather than 5% because CI runs the comparison on every change: at 5% one
    /// clean run in twenty could fail somewhere.
    ///
    /// Equivalence is asked at 5% a case within ±3%: a CI job that reads "unchanged" wants to know the case did
    /// not move by the margin, and a 5% chance of missing a change of exactly the margin costs little, since a
    /// larger change is far less likely to be missed.
    ///
    /// The looks go on to 480 pairs for the cases still open at 240, which are the contended ones. A contended
    /// pair's spread does not shrink with a longer window, so only more pairs narrow it, and at 240 pairs their
    /// equivalence intervals often did not fit the margin in A/A runs (docs/ab.md, "Why the looks go on to 480
    /// pairs"). A fifth look costs the other cases little, since they are decided by 120 pairs: each look's level
    /// falls from alpha / 4 to alpha / 5 a case.
    ///
    /// One-thread cases have limits of their own (`standardOneThread`), set by the floor their pairs were measured
    /// to have (docs/ab.md, "One-thread cases: 0.6%").
    package init(
        threshold: Double = 0.02, margin: Double = 0.03, oneThread: Limits? = PairedPolicy.standardOneThread, alpha: Double = 0.01,
        equivalenceAlpha: Double = 0.05, looks: [Int] = [20, 60, 120, 240], maximumPairs: Int = 480
    ) {
        precondition(looks == looks.sorted() && (looks.first ?? 2) >= 2, "looks ascend from two pairs")
        self.threshold = threshold
        self.margin = margin
        self.oneThread = oneThread
        self.alpha = alpha
        self.equivalenceAlpha = equivalenceAlpha
        self.looks = looks
        self.maximumPairs = maximumPairs
    }

    /// The limits of one-thread cases unless told otherwise: a change of 0.6% is called and none is within ±1%.
    ///
    /// A one-thread pair's halves run the same loop on the same CPU 20 ms apart, and on the AMD EPYC VMs their log
    /// ratios spread by about 0.1-0.2%; the floor that bounds the threshold is not that spread but how far a run's
    /// estimate lands from zero when nothing changed (a copy at another path, a build with unrelated code moved):
    /// up to 0.46% in 35 such runs (docs/ab.md, "One-thread cases: 0.6%"). A threshold of 0.6% stays clear of it,
    /// and a change of 1%, whose estimate landed at +0.8% or more, clears it.
    package static let standardOneThread = Limits(threshold: 0.006, margin: 0.01)

    /// The rules of a case of `threads` threads: the one-thread limits for a one-thread case, when there are any.
    package func forCase(threads: Int) -> PairedPolicy {
        guard threads == 1, let oneThread else { return self }
        var policy = self
        policy.threshold = oneThread.threshold
        policy.margin = oneThread.margin
        return policy
    }

    /// The threshold and margin these rules judge by (a case's own, once `forCase(threads:)` gave them).
    package var limits: Limits { Limits(threshold: threshold, margin: margin) }

    /// The limits a case of `threads` threads is judged by.
    package func limits(threads: Int) -> Limits { forCase(threads: threads).limits }

    /// The threshold as a log ratio.
    package var logThreshold: Double { log(1 + threshold) }

    /// The margin as a log ratio.
    package var logMargin: Double { log(1 + margin) }

    /// How many looks a case can have: the scheduled ones below the maximum, and one at the end.
    package var lookCount: Int { looks.filter { $0 < maximumPairs }.count + 1 }

    /// Whether a case with `pairs` pairs is due for a look during the run (the end of the budget is a look too).
    package func isLook(atPairs pairs: Int) -> Bool {
        pairs >= maximumPairs || looks.contains(pairs)
    }

    /// The rules of `bench versus`: a look at 20 pairs and then each time the pairs have grown by about a quarter
    /// (30, 40, 50, 60, 80, 100, ...) up to `maximumPairs`, each giving an interval at `confidence`; a case is
    /// settled once its interval lies within ±`precision` of its estimate. Looking as the pairs grow by a share
    /// rather than a count keeps the looks few (a look sorts every Walsh average of the pairs) where many pairs
    /// are needed, and frequent where few are.
    package static func estimate(precision: Double, confidence: Double, maximumPairs: Int = 1_200) -> PairedPolicy {
        var looks = [20]
        while let last = looks.last, last < maximumPairs {
            looks.append(max(last + 10, Int((Double(last) * 1.25 / 10).rounded()) * 10))
        }
        var policy = PairedPolicy(threshold: 0, margin: 0, oneThread: nil, alpha: 1 - confidence, looks: looks.filter { $0 < maximumPairs }, maximumPairs: maximumPairs)
        policy.precision = precision
        return policy
    }

    /// The level each look of each case tests at, when `cases` cases are compared; an estimate's look
    /// (`precision`) has its interval at `1 - alpha`, whatever the cases.
    package func lookAlpha(cases: Int) -> Double {
        precision == nil ? alpha / Double(max(1, cases) * lookCount) : alpha
    }

    /// The two-sided level of the interval that must lie within the margin for a look to call a case
    /// unchanged: each of its ends is a one-sided test at `equivalenceAlpha` shared among the looks.
    package var equivalenceLookAlpha: Double {
        2 * equivalenceAlpha / Double(lookCount)
    }

    /// The fewest pairs whose interval can be bounded at each look's level when `cases` cases are compared:
    /// fewer can never clear 1 at that level, however alike their ratios. With many cases it exceeds the
    /// first look.
    package func fewestPairs(cases: Int) -> Int {
        SignedRankDistribution.fewestDifferences(alpha: lookAlpha(cases: cases))
    }
}
