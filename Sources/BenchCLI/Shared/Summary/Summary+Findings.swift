import SyncBench

/// The summary's first section: what this run's own numbers say about the choice of a lock.
extension Summary {
    /// The findings, one line each, or nothing when no rule had rows to read.
    static func findings(_ file: ResultsFile) -> String {
        let lines = Findings(file).lines
        guard !lines.isEmpty else { return "" }
        return "\nFindings (from this run's figures; docs/findings.md says how each is found)\n"
            + lines.map { "  - \($0)\n" }.joined()
    }
}
