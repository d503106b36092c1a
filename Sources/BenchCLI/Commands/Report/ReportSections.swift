import SyncBench

/// The report's text sections: each run's environment, its findings, the quoted claims against what it measured,
/// and the cases that failed or ran under load.
enum ReportSections {
    /// The environment's keys shown first, in this order (`cpu_id`, not named, follows with the keys no list names).
    static let environmentKeys: [EnvironmentKey] = [
        .host, .platform, .cpuModel, .onlineCPUs, .effectiveCPUs, .cgroupCPULimit, .kernel, .libc, .swift, .build, .swiftRuntime,
        .gitCommit, .date, .command,
    ]

    /// The metadata keys shown first, in this order: the environment's, then the run's; any other key a run records follows.
    static let firstKeys = environmentKeys.map(\.rawValue) + ["rounds", "forks", IntervalScope.key, RunStatus.key, "peak_rss_mib", "note"]

    /// One row per metadata key, one column per run.
    static func environment(_ runs: RunSet) -> String {
        var keys = firstKeys.filter { key in runs.runs.contains { $0.file.metadata(key) != nil } }
        for run in runs.runs {
            for (key, _) in run.file.metadata where !keys.contains(key) {
                keys.append(key)
            }
        }
        let rows = keys.map { key in
            [HTML.Cell(text: key)] + runs.runs.map { HTML.Cell(text: $0.file.metadata(key) ?? "") }
        }
        let header = ["recorded"] + runs.runs.map { "\($0.label) (\($0.source))" }
        return HTML.table(id: "environment", classes: "environment", header: header, rows: rows)
    }

    /// Each run's findings: its decision table, then the rankings one line each; noisy ones marked.
    static func findings(_ runs: RunSet) -> String {
        var text = ""
        for (index, run) in runs.runs.enumerated() {
            let findings = Findings(run.file)
            if runs.runs.count > 1 { text += HTML.element("h3", [:], HTML.escape("\(run.label) (\(run.source))")) }
            guard !findings.items.isEmpty || !findings.choices.isEmpty else {
                text += "<p>No finding: the file has no rows the rules read.</p>\n"
                continue
            }
            text += choices(findings.choices, machine: "the machine of \(run.label)", id: "choices-\(index + 1)")
            guard !findings.items.isEmpty else { continue }
            text += HTML.element("h4", [:], HTML.escape(findings.rankingsHeading))
            text += "<ul class=\"findings\">" + findings.items.map { item in
                let mark = item.isNoisy ? " class=\"noisy\"" : item.kind == "left_out" ? " class=\"failed\"" : ""
                return "<li\(mark)>\(HTML.escape(item.line))</li>"
            }.joined() + "</ul>\n"
        }
        return text
    }

    /// A run's decision table (`LockChoices`) with the notes below it; nothing when it has nothing to say.
    private static func choices(_ choices: LockChoices, machine: String, id: String) -> String {
        guard !choices.isEmpty else { return "" }
        let rows = choices.cells(.plain).map { $0.map { HTML.Cell(text: $0) } }
        let notes = choices.notes(.plain).map { "<li><strong>\(HTML.escape($0.heading))</strong>: \(HTML.escape($0.text))</li>" }
        return HTML.element("h4", [:], HTML.escape(LockChoices.title(machine: machine)))
            + (rows.isEmpty ? "" : HTML.table(id: id, classes: "choices", header: LockChoices.header, rows: rows))
            + "<ul class=\"choice-notes\">" + notes.joined() + "</ul>\n"
    }

    /// The quoted claims beside what each run measured, uncontended.
    static func claims(_ runs: RunSet) -> String {
        let rows = QuotedClaim.all.map { claim in
            [HTML.Cell(text: claim.subject), HTML.Cell(text: "\(quoted(claim.quoted.lowerBound))-\(quoted(claim.quoted.upperBound)) ns")]
                + runs.runs.flatMap { run -> [HTML.Cell] in
                    guard let measured = claim.measurement(in: run.file.results) else {
                        return [HTML.Cell(text: "not measured", classes: ["absent"]), HTML.Cell(text: "")]
                    }
                    let interval = measured.interval.map { " [\(NumberText.figure($0.lowerBound)), \(NumberText.figure($0.upperBound))]" } ?? ""
                    let figure = "\(measured.primitive)\(measured.standIn ? " (stand-in)" : ""): "
                        + "\(NumberText.figure(measured.nanoseconds))\(measured.noisy ? "~" : "") ns\(interval)"
                    return [
                        HTML.Cell(text: figure, classes: measured.noisy ? ["noisy"] : []),
                        HTML.Cell(text: "\(measured.standing.rawValue) the quoted range", classes: ["verdict-\(measured.standing.rawValue)"]),
                    ]
                }
                + [HTML.Cell(text: claim.note)]
        }
        let header = ["claim (Apple platforms)", "quoted"] + runs.runs.flatMap { ["measured on \($0.label)", "against the quote"] } + ["note"]
        return HTML.table(id: "claims-table", classes: "claims", header: header, rows: rows)
    }

    /// A quoted figure as the claim writes it: `5`, `200`.
    private static func quoted(_ value: Double) -> String {
        String(format: "%g", value)
    }

    /// Every failed case and every case measured under load, per run; or a line saying there are none.
    static func problems(_ runs: RunSet) -> String {
        var items: [String] = []
        for run in runs.runs {
            let prefix = runs.runs.count > 1 ? "\(run.label): " : ""
            for result in run.file.results where result.status.isFailure {
                items.append(HTML.element("li", ["class": "failed"], HTML.escape("\(prefix)\(CaseKey(result)): \(Summary.explain(result.status))")))
            }
            let noisy = run.file.results.filter { $0.cost?.isNoisy == true }
            if !noisy.isEmpty {
                items.append(HTML.element(
                    "li", ["class": "noisy"],
                    HTML.escape("\(prefix)\(noisy.count) case(s) measured while other processes were busy (~): repeat them on a quiet machine")
                ))
            }
        }
        return items.isEmpty ? "<p>Every case ran and held, and none was measured under load.</p>\n"
            : "<ul class=\"problems\">" + items.joined() + "</ul>\n"
    }
}
