import SyncBenchCore

/// How a run stands, as its results file's `run_status` metadata says: still measuring, complete, interrupted or
/// failed, each with what says how far it got.
///
/// The value is the state's word, then what it holds: `in_progress (3 of 20 measurements in 5 forks)`,
/// `complete`, `complete (120 pairs in 20 pair rounds)` (`bench ab`), `interrupted (3 of 20 measurements in 5
/// forks)`, `failed after 2 of 20 measurements in 5 forks: fork 2 hung`. Every build has written these forms, so
/// a file of any age reads; a value that is none of them (the statuses of runs pooled from a folder,
/// `complete | interrupted (...)`) is kept as written, and is not complete.
package enum RunStatus: Sendable, Equatable, CustomStringConvertible {
    /// Still measuring; how far, when said: `3 of 20 measurements in 5 forks`.
    case inProgress(_ progress: String? = nil)
    /// Ended with every measurement taken; how, when said: `120 pairs in 20 pair rounds`.
    case complete(_ detail: String? = nil)
    /// Stopped by a signal (Ctrl-C, SIGTERM) after what it says.
    case interrupted(_ progress: String? = nil)
    /// Could not go on after `after` (how far it got), for `reason`: its forks could not serve, say.
    case failed(after: String, reason: String)
    /// A value none of the forms above reads, as written.
    case unrecognized(String)

    /// The metadata key.
    package static let key = "run_status"

    /// The words a value starts with, one for each state.
    private enum Word: String {
        case inProgress = "in_progress"
        case complete
        case interrupted
        case failed
    }

    /// What `failed` says after its word, before how far the run got.
    private static let failedAfter = " after "

    /// Reads a `run_status` value; a value of no known form is `unrecognized`.
    package init(parsing text: String) {
        self = Self.parsed(text) ?? .unrecognized(text)
    }

    /// The value as the metadata holds it.
    package var description: String {
        switch self {
        case .inProgress(let progress): Self.text(.inProgress, progress)
        case .complete(let detail): Self.text(.complete, detail)
        case .interrupted(let progress): Self.text(.interrupted, progress)
        case .failed(let after, let reason): "\(Word.failed.rawValue)\(Self.failedAfter)\(after): \(reason)"
        case .unrecognized(let text): text
        }
    }

    /// The status as a metadata entry, for a file's first lines.
    package var metadata: (key: String, value: String) {
        (Self.key, description)
    }

    /// Whether the run ended complete, whatever the detail says.
    package var isComplete: Bool {
        if case .complete = self { return true }
        return false
    }

    /// `word`, then `detail` in parentheses when there is one.
    private static func text(_ word: Word, _ detail: String?) -> String {
        word.rawValue + (detail.map { " (\($0))" } ?? "")
    }

    /// The status `text` says, or nil when it is of no known form.
    private static func parsed(_ text: String) -> RunStatus? {
        let first = text.prefix { $0 != " " }
        let rest = text[first.endIndex...]
        let make: (String?) -> RunStatus
        switch Word(rawValue: String(first)) {
        case nil: return nil
        case .failed?: return failed(rest)
        case .inProgress?: make = { .inProgress($0) }
        case .complete?: make = { .complete($0) }
        case .interrupted?: make = { .interrupted($0) }
        }
        if rest.isEmpty { return make(nil) }
        guard rest.hasPrefix(" ("), rest.hasSuffix(")") else { return nil }
        return make(String(rest.dropFirst(2).dropLast()))
    }

    /// `failed` from what follows its word, ` after 2 of 20 measurements in 5 forks: fork 2 hung`; nil when that
    /// is not of the form. How far a run got never holds a colon, so the first one ends it.
    private static func failed(_ rest: Substring) -> RunStatus? {
        guard rest.hasPrefix(failedAfter), let colon = rest.range(of: ": ") else { return nil }
        let after = rest[rest.index(rest.startIndex, offsetBy: failedAfter.count)..<colon.lowerBound]
        return .failed(after: String(after), reason: String(rest[colon.upperBound...]))
    }
}
