import SyncBenchCore

/// The forks file, written beside a results file as `NAME.forks.csv`: one row for each fork (each round) of each
/// case, with that fork's own figure, its mode, its host probe, where its workers ran (`PlacementReading`), and where
/// its lock's state and its worker's stack landed (`LayoutFacts`). It is the table a slow fork is explained from (docs/layout.md); nothing reads it back.
package enum ForksFile {
    /// The file's version, as `# schema: syncbench-forks/N`.
    package static let tag = "syncbench-forks/3"

    /// The columns, in order.
    package static let columns = [
        "host", "benchmark", "primitive", "workload", "threads", "fork", "windows", "ns_per_op", "mode", "host_probe_ns",
        "host_probe_at_ns", "host_episode", "placement_rtt_ns", "placement_rtt_before_ns", "placement_rtt_after_ns", "placement_rtt_max_ns",
        "worker_cpus", "placement", "position", "previous_case", "lock_offset", "stack_offset", "thread_pointer_offset",
        "single_threaded", "threads_alive", "stack_padding", "lock_line", "lock_byte", "data_line", "worker_line",
        "environment_padding", "environment_bytes", "glibc_tunables", "cpu_id",
    ]

    /// The forks file that belongs beside the results file at `path`: `x.csv` gives `x.forks.csv`.
    package static func path(besideResults path: String) -> String {
        (path.hasSuffix(".csv") ? String(path.dropLast(4)) : path) + suffix
    }

    /// Whether the file named `name` is a forks file rather than a results file, judged by its name.
    package static func isForksFile(named name: String) -> Bool {
        name.hasSuffix(suffix)
    }

    private static let suffix = ".forks.csv"

    /// The rows of `result`, one a round, newlines included.
    static func rows(of result: CaseResult, host: String) -> String {
        let modes = result.forkModes
        let probes = result.hostProbeIndexByRound
        var text = ""
        for (index, round) in result.rounds.enumerated() {
            let median = round.median
            let facts = index < result.layouts.count ? result.layouts[index] : nil
            let mode = modes.flatMap { modes in median.map { $0 >= modes.slowFrom ? "slow" : "fast" } } ?? ""
            var fields: [String] = [
                host, result.benchmark.rawValue, result.primitive, result.workload, String(result.threads), String(index + 1),
                String(round.count), median.map { "\($0)" } ?? "", mode,
            ]
            fields += Self.probeFields(of: result, at: probes[index])
            fields += Self.placementFields(index < result.placements.count ? result.placements[index] : nil)
            fields.append(index < result.placementSides.count ? result.placementSides[index]?.rawValue ?? "" : "")
            fields += facts.map(Self.fields(of:)) ?? Array(repeating: "", count: columns.count - fields.count)
            CSV.writeRecord(fields, to: &text)
        }
        return text
    }

    /// The host probe's reading, when it was taken, and whether it fell in a slow episode: the `index`-th of
    /// `result`'s, or blanks for none.
    private static func probeFields(of result: CaseResult, at index: Int?) -> [String] {
        guard let index else { return ["", "", ""] }
        let taken = index < result.hostProbeTimes.count ? String(result.hostProbeTimes[index]) : ""
        let episode = index < result.forksInHostEpisodes.count ? (result.forksInHostEpisodes[index] ? "yes" : "no") : ""
        return ["\(result.hostProbes[index])", taken, episode]
    }

    /// A round's placement reading (`PlacementReading`): its round trip, before and after, its farthest pair's, and
    /// the CPUs its workers were on, as `0 1 / 0 1 / 0 1 / 1 0` (before, at each window edge, after; `?` for a CPU
    /// unknown); blanks for none.
    private static func placementFields(_ reading: PlacementReading?) -> [String] {
        guard let reading else { return ["", "", "", "", ""] }
        func figure(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }
        func cpus(_ list: [Int?]) -> String { list.map { $0.map(String.init) ?? "?" }.joined(separator: " ") }
        return [
            figure(reading.roundTrip), figure(reading.roundTripBefore), figure(reading.roundTripAfter), figure(reading.largestRoundTrip),
            ([reading.cpusBefore] + reading.cpusAtEdges + [reading.cpusAfter]).map(cpus).joined(separator: " / "),
        ]
    }

    private static func fields(of facts: LayoutFacts) -> [String] {
        let draw = facts.draw
        return [
            String(facts.position), facts.previousCase ?? "", facts.lockOffset.map(String.init) ?? "", String(facts.stackOffset),
            String(facts.threadPointerOffset), facts.singleThreaded.map { $0 ? "yes" : "no" } ?? "", String(facts.threads),
            String(draw.stackPadding), String(draw.lockLine), String(draw.lockByte), String(draw.dataLine), String(draw.workerLine),
            String(draw.environmentPadding), String(facts.environmentBytes), facts.tunables, facts.cpu,
        ]
    }
}

/// Renders a forks file after every measurement, formatting only the cases that changed since the last rendering,
/// as `ResultsFileRenderer` does for the results.
package struct ForksFileRenderer {
    private var rows = CaseLinesCache()

    /// A renderer that has rendered nothing yet.
    package init() {}

    /// The forks file of `file`: its metadata, the header, and every case's rows.
    package mutating func text(of file: ResultsFile) -> String {
        var text = ""
        file.writeHead(schema: ForksFile.tag, columns: ForksFile.columns, to: &text)
        return text + rows.lines(of: file, rendering: ForksFile.rows(of:host:))
    }
}
