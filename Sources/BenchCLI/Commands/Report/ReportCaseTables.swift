import SyncBench

/// The report's per-case tables: a table per benchmark, a row per case, a column per run with the median and the
/// interval of the median, and both levels when its forks settled in two modes; failed, noisy and one-run-only
/// cases marked.
enum ReportCaseTables {
    /// What a benchmark's figure is and the unit the table shows it in, with that unit's size in ns.
    static func unit(_ benchmark: Benchmark) -> (title: String, unit: String, scale: Double) {
        switch benchmark {
        case .uncontended: ("Uncontended: ns per lock/unlock pair", "ns", 1)
        case .contended: ("Contended: wall time per operation of the whole system", "ns/op", 1)
        case .rwmix: ("Read/write mix: wall time per operation", "ns/op", 1)
        case .handoff: ("Handoff: wall time per round trip", "ns", 1)
        case .inversion: ("Priority inversion: the high-priority thread's median wait", "us", 1e3)
        case .explosion: ("Thread explosion: time until every item ran", "ms", 1e6)
        case .coordination: ("Coordination: wall time per operation", "ns/op", 1)
        case .cache: ("Cache kernel: wall time per read or write of the whole system", "ns/op", 1)
        case .queue: ("Queue kernel: wall time per push or pop of the whole system (an item takes one of each)", "ns/op", 1)
        case .striped: ("Striped kernel: wall time per increment of the whole system", "ns/op", 1)
        case .tasks: ("Tasks kernel: wall time per read or write of the whole system, from tasks", "ns/op", 1)
        case .kernel: ("Kernels of your own: wall time per operation of the whole system", "ns/op", 1)
        }
    }

    /// Every benchmark's table, in the order of `Benchmark.allCases`.
    static func render(_ runs: RunSet) -> String {
        let cases = runs.cases
        var text = ""
        for benchmark in Benchmark.allCases {
            let rows = cases.filter { $0.key.benchmark == benchmark }
            guard !rows.isEmpty else { continue }
            let (title, unit, scale) = unit(benchmark)
            text += HTML.element("h3", ["id": "cases-\(benchmark.rawValue)-title"], HTML.escape(title))
            let several = runs.runs.count > 1
            let header = ["primitive", "family", "workload", "threads"]
                + runs.runs.map { several ? "\($0.label): \(unit) [interval]" : "\(unit) [interval of the median]" }
                + (several ? ["only in"] : [])
            let body = rows.map { row in
                let family = row.results.compactMap { $0?.family }.first ?? .unknown
                let keyCells = [row.key.primitive, family.title, row.key.workload, String(row.key.threads)].map { HTML.Cell(text: $0) }
                let onlyIn = several ? [HTML.Cell(text: row.onlyIn(runs.runs)?.joined(separator: ", ") ?? "")] : []
                return keyCells + row.results.map { cell($0, scale: scale) } + onlyIn
            }
            let marks = rows.map { row -> [String] in
                var marks: [String] = []
                if row.results.contains(where: { $0?.status.isFailure == true }) { marks.append("failed") }
                if row.results.contains(where: { $0?.cost?.isNoisy == true }) { marks.append("noisy") }
                if several && row.onlyIn(runs.runs) != nil { marks.append("one-side") }
                return marks
            }
            text += HTML.table(
                id: "cases-\(benchmark.rawValue)", classes: "cases", header: header, rows: body,
                numeric: Set(3..<(4 + runs.runs.count)), rowClasses: marks
            )
        }
        return text
    }

    /// One run's figure for a case: `13.2 [13.0, 14.9]`, `~` when noisy, or what kept it from having one.
    static func cell(_ result: CaseResult?, scale: Double) -> HTML.Cell {
        guard let result else { return HTML.Cell(text: "-", classes: ["absent"], note: "not in this run") }
        switch result.status {
        case .unavailable(let reason):
            return HTML.Cell(text: "unavailable", classes: ["absent"], note: reason)
        case let status where status.isFailure:
            return HTML.Cell(text: "FAILED (\(status.csvValue))", classes: ["failed"], note: Summary.explain(status))
        default:
            break
        }
        guard let median = result.nanosecondsPerOperation else { return HTML.Cell(text: "-", classes: ["absent"]) }
        let interval = MedianInterval(result.estimate).map {
            " [\(NumberText.figure($0.lower / scale)), \(NumberText.figure($0.upper / scale))]"
        } ?? ""
        let noisy = result.cost?.isNoisy == true
        let modes = result.forkModes.map { modes in
            " (two modes: \(NumberText.figure(modes.fast.median / scale)) x\(modes.fast.forks), "
                + "\(NumberText.figure(modes.slow.median / scale)) x\(modes.slow.forks))"
        } ?? ""
        let notes = [
            noisy ? "measured while other processes used \(NumberText.figure(result.cost?.foreignCPUPercent))% of a CPU" : nil,
            modes.isEmpty ? nil : "its forks settled at two speeds; the median and its interval span both (docs/layout.md)",
        ].compactMap { $0 }
        return HTML.Cell(
            text: NumberText.figure(median / scale) + (noisy ? "~" : "") + interval + modes,
            classes: (noisy ? ["noisy"] : []) + (modes.isEmpty ? [] : ["modes"]),
            note: notes.isEmpty ? nil : notes.joined(separator: "; ")
        )
    }
}
