/// What a comparison could have seen: the smallest slowdown each case it judged could have called.
///
/// A pass means "nothing slowed down by at least this much", so this is the other half of every verdict:
/// on a quiet machine a comparison may see 3% changes, on a busy one only 20%.
public struct Sensitivity: Sendable, Equatable {
    /// How many cases compare judged (all but failures and, unless every case is judged, figures that
    /// depend on other threads).
    public let judged: Int
    /// The smallest slowdown each judged case could have called, smallest first; cases that could call none
    /// (measured under load, too few windows) are left out.
    public let detectable: [Double]

    /// The sensitivity of `cases`.
    public init(_ cases: [CaseComparison]) {
        let judged = cases.filter(\.verdict.isJudged)
        self.judged = judged.count
        detectable = judged.compactMap(\.detectableSlowdown).sorted()
    }

    /// How many judged cases could call no slowdown at all.
    public var blind: Int { judged - detectable.count }

    /// The median over the judged cases, a case that could call nothing counting as an infinite slowdown;
    /// nil when that median is infinite (or nothing was judged).
    public var median: Double? {
        guard judged > 0 else { return nil }
        let values = detectable + Array(repeating: Double.infinity, count: blind)
        let middle = values.count / 2
        let median = values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
        return median.isFinite ? median : nil
    }

    /// One line: `a slowdown of 12.3% or more (median of 6 judged cases; 6.9% to 21.5%)`.
    public var summary: String {
        guard judged > 0 else { return "no case was judged" }
        var text = median.map { "a slowdown of \(Self.percent($0)) or more" } ?? "no slowdown in most cases"
        text += " (median of \(judged) judged case\(judged == 1 ? "" : "s")"
        if let lowest = detectable.first, let highest = detectable.last {
            text += lowest == highest ? "; \(Self.percent(lowest))" : "; \(Self.percent(lowest)) to \(Self.percent(highest))"
        }
        if blind > 0 {
            text += "; \(blind) could call none"
        }
        return text + ")"
    }

    /// `12.3%` for 0.123.
    static func percent(_ fraction: Double) -> String {
        "\((fraction * 1000).rounded() / 10)%"
    }
}
