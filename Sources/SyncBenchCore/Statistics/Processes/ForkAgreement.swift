/// Whether the processes (forks) that measured one case agree: how far apart their medians landed, against
/// how far apart each fork's own windows were.
///
/// A process settles into a state its windows share (thread and page placement, a handoff pattern), so a
/// fork's windows can agree closely with each other while forks differ: two modes, or one slow fork. The
/// median of the fork medians hides that; this says it.
@usableFromInline package struct ForkAgreement: Sendable, Equatable {
    /// Forks disagree when their medians range over more than this many times a fork's own range...
    package static let factor = 3.0
    /// ...and over more than this share of the median, so that tight cases are never flagged.
    package static let floor = 0.05

    /// The range of the fork medians over their median.
    package let betweenForks: Double
    /// The median, over forks, of each fork's own range over its median.
    package let withinForks: Double

    /// The agreement of forks whose figures are `rounds`, one per fork; nil unless there are two forks or more
    /// with two windows or more each (one window cannot show a fork's own spread).
    package init?(rounds: [RoundFigures]) {
        let ranges = rounds.compactMap(\.ownRange)
        guard rounds.count >= 2, ranges.count == rounds.count else { return nil }
        let medians = Sample(rounds.compactMap(\.median))
        guard let overall = medians.median, overall > 0, let low = medians.min, let high = medians.max,
              let within = Sample(ranges).median
        else { return nil }
        betweenForks = (high - low) / overall
        withinForks = within
    }

    /// True when the forks landed further apart than their own windows explain (and beyond `floor`).
    package var disagree: Bool {
        betweenForks > Swift.max(Self.factor * withinForks, Self.floor)
    }
}
