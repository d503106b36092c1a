import SyncBench

/// The summary's first section: what this run's own numbers say about the choice of a lock: which lock to reach
/// for in each kind of code, then the rankings of every lock.
extension Summary {
    /// The decision table, then the findings one line each, or nothing when no rule had rows to read.
    static func findings(_ file: ResultsFile) -> String {
        let findings = Findings(file)
        guard !findings.items.isEmpty || !findings.choices.isEmpty else { return "" }
        var text = "\nFindings (from this run's figures; docs/findings.md says how each is found)\n"
        text += choices(findings.choices, machine: "this machine")
        if !findings.items.isEmpty {
            text += (findings.choices.isEmpty ? "" : "\n") + "  \(findings.rankingsHeading):\n" + findings.lines.map { "  - \($0)\n" }.joined()
        }
        return text
    }

    /// The decision table for the terminal: its heading naming `machine`, a line per row, then its notes; nothing
    /// when it has nothing to say.
    static func choices(_ choices: LockChoices, machine: String) -> String {
        guard !choices.isEmpty else { return "" }
        return "  \(LockChoices.title(machine: machine)):\n"
            + choices.rowLines.map { "  - \($0)\n" }.joined()
            + choices.notes(.plain).map { "  \($0.heading): \($0.text)\n" }.joined()
    }
}
