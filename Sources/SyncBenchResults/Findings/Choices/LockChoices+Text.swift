import SyncBenchCore

/// The decision table in words: four cells a row and the notes below the table, the same in every format; as lines
/// for the terminal and as Markdown for a README or a CI job summary.
extension LockChoices {
    /// How a lock's name is set.
    package enum Style: Sendable {
        /// As it is: the terminal, HTML.
        case plain
        /// As Markdown code, in backticks.
        case markdown

        /// `primitive` as this style sets it.
        func name(_ primitive: String) -> String {
            self == .markdown ? "`\(primitive)`" : primitive
        }
    }

    /// A line below the table: what it is about (`Not in the table`), and what it says.
    package struct Note: Sendable, Equatable {
        /// What the note is about.
        package var heading: String
        /// What it says, ending with a full stop.
        package var text: String
    }

    /// The table's title, for the machine `machine` names: `Which lock for your code (this machine)`.
    package static func title(machine: String) -> String {
        "Which lock for your code (\(machine)), among the locks fit for application code"
    }

    /// The headings of the four columns.
    package static let header = ["your code", "reach for", "the evidence", "choose otherwise when"]

    /// Each row's four cells: the scenario, the lock to reach for, the figures it rests on, when to choose otherwise.
    package func cells(_ style: Style) -> [[String]] {
        rows.map { [$0.scenario.title, reachFor($0, style), evidence($0, style), otherwise($0, style)] }
    }

    /// Which placement the contended rows read, where the run had two; what the table leaves out, and why: the locks it does not recommend, those that failed, the scenarios it does
    /// not cover; then what `~` means, when a figure carries it.
    package func notes(_ style: Style) -> [Note] {
        var notes: [Note] = placement.map { [Note(heading: "Placement", text: $0.note)] } ?? []
        if rows.isEmpty { notes.append(Note(heading: "No row", text: "no lock fit for application code was measured.")) }
        for fitness in [ApplicationFitness.spins, .undeclared] {
            let locks = unrecommended.filter { $0.fitness == fitness }
            guard !locks.isEmpty, let reason = fitness.reason else { continue }
            let sinks = locks.compactMap { lock in lock.sinks.map { "\(style.name(lock.primitive)) \(Self.sinking($0))" } }
            notes.append(Note(
                heading: fitness == .spins ? "Not recommended for application code" : "Not judged",
                text: "\(Self.list(locks.map { style.name($0.primitive) })): \(reason)."
                    + (sinks.isEmpty ? "" : " In the counter loop \(sinks.joined(separator: "; ")).")
            ))
        }
        if !failed.isEmpty {
            notes.append(Note(heading: "Never recommended", text: "\(Self.list(failed.map(style.name))), which failed to exclude."))
        }
        if !omitted.isEmpty {
            notes.append(Note(heading: "Not in the table", text: omitted.map { "\($0.scenario.title): \($0.reason)" }.joined(separator: "; ") + "."))
        }
        if !rows.isEmpty {
            notes.append(Note(
                heading: "[low, high]",
                text: "the interval of each median. Two locks are both named when their intervals meet, unless the run "
                    + "measured them in pairs: then the ratio's interval decides."
            ))
        }
        if rows.contains(where: { $0.chosen.figure.noisy || $0.runnerUp?.figure.noisy == true }) {
            notes.append(Note(heading: "~", text: "a figure measured while other processes were busy."))
        }
        return notes
    }

    /// The rows for the terminal, a line each: `One thread at a time: Mutex. Uncontended, ... Choose otherwise when ...`.
    package var rowLines: [String] {
        rows.map { row in
            "\(Self.capitalized(row.scenario.title)): \(reachFor(row, .plain)). \(Self.capitalized(evidence(row, .plain))). "
                + "Choose otherwise when \(otherwise(row, .plain))."
        }
    }

    /// The table in GitHub Markdown, then its notes as a list: what the README shows between its markers.
    package var markdown: String {
        let line = { (cells: [String]) in "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n" }
        let table = rows.isEmpty ? "" : line(Self.header) + "|---|---|---|---|\n" + cells(.markdown).map(line).joined() + "\n"
        return table + notes(.markdown).map { "- **\($0.heading)**: \($0.text)\n" }.joined()
    }

    /// `Mutex`, or `Mutex or pthread_mutex_adaptive: no difference resolved`.
    private func reachFor(_ row: LockChoice, _ style: Style) -> String {
        let names = row.named.map(style.name)
        return names.count == 1 ? names[0] : names.joined(separator: " or ") + ": no difference resolved"
    }

    /// `cache kernel read95 at 2 threads, Mops/s: Mutex 23.9 [12.4, 24.5]; next NSLock 12.8 [12.2, 14.0]`, then
    /// what the pairs say when the run measured the two in them.
    private func evidence(_ row: LockChoice, _ style: Style) -> String {
        let label =
            switch row.scenario.unit {
            case .nanoseconds: ", ns per lock/unlock pair"
            case .throughput: ", Mops/s"
            case .wait: ""
            }
        var text = "\(row.measured)\(label): \(style.name(row.chosen.figure.primitive)) \(Self.figure(row.chosen, row.scenario.unit))"
        if let runnerUp = row.runnerUp {
            text += "; next \(style.name(runnerUp.figure.primitive)) \(Self.figure(runnerUp, row.scenario.unit))"
        } else {
            text += "; the only lock fit for application code measured there"
        }
        if let paired = row.paired {
            let leader = row.runnerUp.map { Self.isBetter($0, than: row.chosen, row.scenario.unit) ? $0 : row.chosen } ?? row.chosen
            text += "; in pairs \(paired.clause(leader: leader.figure.primitive))"
            if !paired.byPlacement.isEmpty { text += "; the ratio depends on where the host placed the two CPUs (the findings give both)" }
        }
        if let elsewhere = row.elsewhere {
            // A side's interval is claimed from five forks up (`CaseResult.PlacementFigures`); fewer give the figure alone.
            var chosen = elsewhere.chosen
            if elsewhere.forks < CaseResult.PlacementFigures.fewestForksForInterval { chosen.interval = nil }
            text += "; with the workers \(elsewhere.side.rawValue) instead (\(elsewhere.forks) fork\(elsewhere.forks == 1 ? "" : "s")), "
                + "\(style.name(chosen.figure.primitive)) leads: \(Self.figure(chosen, row.scenario.unit))"
        }
        return text
    }

    /// When to choose otherwise: the scenario's advice, with what this run measured of it.
    private func otherwise(_ row: LockChoice, _ style: Style) -> String {
        let advice = row.scenario.otherwise
        switch row.scenario {
        case .withinCPUs:
            let sinks = row.sinking.map { "\(style.name($0.within.primitive)) \(Self.sinking($0))" }
            return advice + (hasRow(.beyondCPUs) ? ": the next row" : ": this run did not measure that")
                + (sinks.isEmpty ? "" : "; in the counter loop " + sinks.joined(separator: ", "))
        case .beyondCPUs:
            return advice + (hasRow(.withinCPUs) ? ": the row above" : ": this run did not measure that")
        case .manyLocks:
            let sizes = ([row.chosen] + (row.runnerUp.map { [$0] } ?? [])).compactMap { candidate in
                candidate.footprintBytes.map { "\(style.name(candidate.figure.primitive)) \($0)" }
            }
            return advice + (sizes.isEmpty ? "" : " (bytes a lock: \(sizes.joined(separator: ", ")))")
        default:
            return advice
        }
    }

    /// Whether the table has a row for `scenario`.
    private func hasRow(_ scenario: Scenario) -> Bool {
        rows.contains { $0.scenario == scenario }
    }

    /// `falls to 0.042 Mops/s at 8 threads, beyond the CPUs, against 56.0 at 2`.
    private static func sinking(_ sinks: Sinking) -> String {
        "falls to \(Finding.megaOps(sinks.beyond)) at \(sinks.beyond.threads) threads, beyond the CPUs, "
            + "against \(NumberText.figure(sinks.within.value / 1e6)) at \(sinks.within.threads)"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// A candidate's figure in `unit` with its interval: `4.81 [4.80, 4.82]` (ns), `56.0 [51.6, 61.2]` (Mops/s),
    /// `60.1 us [59.8, 66.0]`.
    private static func figure(_ candidate: LockChoice.Candidate, _ unit: Scenario.Unit) -> String {
        let (scale, name): (Double, String) =
            switch unit {
            case .nanoseconds: (1, "")
            case .throughput: (1e6, "")
            case .wait: Finding.timeUnit(candidate.figure.value)
            }
        let interval = candidate.interval.map { " [\(NumberText.figure($0.lowerBound / scale)), \(NumberText.figure($0.upperBound / scale))]" } ?? ""
        return "\(NumberText.figure(candidate.figure.value / scale))\(Finding.mark(candidate.figure))\(name.isEmpty ? "" : " \(name)")\(interval)"
    }

    /// Whether `one`'s figure is better than `other`'s: higher throughput, or less time.
    private static func isBetter(_ one: LockChoice.Candidate, than other: LockChoice.Candidate, _ unit: Scenario.Unit) -> Bool {
        unit == .throughput ? one.figure.value > other.figure.value : one.figure.value < other.figure.value
    }

    /// `text` with its first letter in capitals.
    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
