import Foundation

/// The names of what commands write under `results/` when not told where: one place, so that a run's CSV and
/// a paired run's folder are stamped alike.
enum ResultsNames {
    /// The folder of default results.
    static let folder = "results"

    /// `YYYYMMDD-HHMMSS` in UTC: when a run started, in a name that sorts.
    static func stamp(_ date: Date) -> String {
        utc(date, "yyyyMMdd-HHmmss")
    }

    /// `date` in UTC, written as `pattern` says (a `DateFormatter` pattern).
    static func utc(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
