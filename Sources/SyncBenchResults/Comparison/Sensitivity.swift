import SyncBenchCore

/// What a comparison could have seen: for each case it judged, the slowdown beyond which it would have called one.
///
/// A pass means "nothing slowed down by more than this", so this is the other half of every verdict:
/// on a quiet machine a comparison may see 3% changes, on a busy one only 20%.
package struct Sensitivity: Sendable, Equatable {
    /// How many cases compare judged (all but failures and, unless every case is judged, figures that
    /// depend on other threads).
    package let judged: Int
    /// For each judged case, the slowdown beyond which it would have been called, smallest first; cases that
    /// could call none (measured under load, too few windows) are left out.
    package let detectable: [Double]
    /// For each judged case that could call none, why: one entry per such case, in the order of the cases.
    package let blindness: [Blindness]

    /// The sensitivity of `cases`.
    package init(_ cases: [CaseComparison]) {
        let judged = cases.filter(\.verdict.isJudged)
        self.judged = judged.count
        detectable = judged.compactMap(\.detectableSlowdown).sorted()
        blindness = judged.compactMap(\.blindness)
    }

    /// How many judged cases could call no slowdown at all.
    package var blind: Int { judged - detectable.count }

    /// Whether at least half of the judged cases could call no slowdown at all.
    package var mostlyBlind: Bool { judged > 0 && blind * 2 >= judged }

    /// The median over the judged cases, a case that could call nothing counting as an infinite slowdown;
    /// nil when nothing was judged or at least half the cases could call nothing.
    package var median: Double? {
        guard judged > 0, !mostlyBlind else { return nil }
        let values = detectable + Array(repeating: Double.infinity, count: blind)
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }

    /// One line: `beyond 12.3% in the median case of 6 judged (6.9% to 21.5%)`, or
    /// `none in 3 of the 6 judged cases (the others beyond 9.7% to 12.1%)`.
    package var summary: String {
        guard judged > 0 else { return "no case was judged" }
        var range = ""
        if let lowest = detectable.first, let highest = detectable.last {
            range = lowest == highest ? NumberText.percent(lowest) : "\(NumberText.percent(lowest)) to \(NumberText.percent(highest))"
        }
        guard let median else {
            let cases = judged == 1 ? "the one judged case" : "\(blind) of the \(judged) judged cases"
            return "none in \(cases)" + (range.isEmpty ? "" : " (the others beyond \(range))")
        }
        let cases = judged == 1 ? "the one judged case" : "the median case of \(judged) judged"
        let blindNote = blind > 0 ? "; \(blind) could call none" : ""
        return "beyond \(NumberText.percent(median)) in \(cases) (\(range)\(blindNote))"
    }
}
