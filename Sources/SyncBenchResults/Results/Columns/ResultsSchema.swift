import SyncBenchCore

/// The version of the results files' format, written as `# schema: syncbench/N`; the columns are `ResultsColumn`.
package enum ResultsSchema {
    /// The format's version. Version 2 added the fork columns (`forks`, `forks_disagree`, `fork_medians_ns`).
    package static let version = 2
    /// The schema line's value.
    package static var tag: String { "syncbench/\(version)" }
    /// The versions a reader accepts: this one, and version 1, whose files lack only the fork columns
    /// (every case of them was measured in one process).
    package static let readable = [1, 2].map { "syncbench/\($0)" }
}
