import SyncBenchCore

/// What a run's intervals cover: the forks (or windows of one process) each case's median was taken over, and
/// the time they spanned. A run's interval of the median holds for those processes over those seconds; a drift
/// of the host that outlasts them moves the next run's median without widening this run's interval
/// (docs/forks.md). Written as the metadata `interval_scope`, shown by the summary and the report.
package struct IntervalScope: Sendable, Equatable {
    /// The metadata key.
    package static let key = "interval_scope"

    /// What each case's median was taken over: forks (fresh processes), or windows of one process.
    package let samples: Int
    /// True when the samples are forks.
    package let inForks: Bool
    /// The shortest and longest time a case's samples spanned, from its first measurement's start to its last's end,
    /// in seconds (over the cases measured more than once).
    package let spanSeconds: ClosedRange<Double>
    /// The spread asked for (`--forks N/D`), in nanoseconds; nil when the rounds followed one another.
    package let spreadNanoseconds: UInt64?

    /// The scope of a run whose cases took `samples` forks (or windows, when not `inForks`) over `spanSeconds`.
    package init(samples: Int, inForks: Bool, spanSeconds: ClosedRange<Double>, spreadNanoseconds: UInt64?) {
        self.samples = samples
        self.inForks = inForks
        self.spanSeconds = spanSeconds
        self.spreadNanoseconds = spreadNanoseconds
    }

    /// The sentence the metadata holds, e.g. `each case's 5 forks within 12-14 s; not the drift between runs
    /// (bench coverage measures it, docs/forks.md)`.
    package var description: String {
        let what = inForks ? "\(samples) forks" : "\(samples) windows in one process"
        let span = Self.range(spanSeconds)
        guard let spreadNanoseconds else {
            return "each case's \(what) within \(span); not the drift between runs (bench coverage measures it, docs/forks.md)"
        }
        return "each case's \(what) spread over \(span) (asked: \(Self.seconds(Double(spreadNanoseconds) / 1e9))); "
            + "the host's drift over that time, not beyond it (docs/forks.md)"
    }

    /// `14 s`, `12-14 s`, or `90 s to 2.5 min`.
    static func range(_ span: ClosedRange<Double>) -> String {
        let (low, high) = (seconds(span.lowerBound), seconds(span.upperBound))
        guard low != high else { return high }
        let (lowParts, highParts) = (low.split(separator: " "), high.split(separator: " "))
        return lowParts[1] == highParts[1] ? "\(lowParts[0])-\(high)" : "\(low) to \(high)"
    }

    /// `14 s` under two minutes, else `4.9 min`.
    static func seconds(_ value: Double) -> String {
        value < 120 ? "\(Int(value.rounded())) s" : NumberText.fixed(value / 60, places: 1) + " min"
    }
}
